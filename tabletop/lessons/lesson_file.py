"""Read and check a lesson file, a game's `tabletop/games/<game_id>/lesson.yaml`: a guided first game as
data, its Japanese words beside it in `lesson.ja.yaml`.

File shape::

    game: army_ants
    title: Your first battle             # optional
    players: 2                           # optional: the game's usual count
    learner: Red                         # optional: the seat the learner plays (default the first)
    options: {}                          # optional: the game's setup options
    start:                               # one of seed / position / table, then optional moves
      seed: 12                           # a fresh deal: every die and shuffle follows from it
      position: {c4: "7♥", c5: "5♠"}     # or a grid position, as the rules pages write it,
      phase: battle                      #    with its phase and whose turn it is
      to_move: Red
      table: {...}                       # or the setup of the game's positions.table_position
      moves:                             # opening moves played before the lesson begins
        - {seat: Black, move: {kind: march, cells: [b5], dir: S, dist: 1}}
    steps:
      - say: One or two sentences.       # required: what to do or what just happened
        zone: grid                       # required: the layout zone the callout points at
        keep: [log]                      # optional: zones the callout must not cover (the step speaks of them;
                                         #   the status is always kept clear)
        at: [point/12]                   # optional, without 'do': the view paths the arrow points at (a card,
                                         #   a point, a square, or a thing a zone shows: board/cube, board/dice,
                                         #   a pile, a seat's row, a lottery card)
                                         #   instead of the zone's middle; the zone itself may then be covered
                                         #   unless 'keep' names it
        do: {kind: march, ...}           # the learner's move, matched against the legal moves
        try: moving the 5 down           # optional: ends "In this lesson, try ..." (default: the move)
      - say: ...
        zone: grid
        reply: {kind: attack, ...}       # another seat's scripted move, or a list: its whole turn, or
                                         #   moves of several seats, each as {seat: East, move: {...}}
        seat: Black                      # optional when one seat is to move
      - say: ...                         # neither do nor reply: the learner reads, then Next
        zone: status
        expect: {phase: battle}          # optional after any step: view path -> value
    finish:
      say: What to do next.              # required
      expect: {phase: over}              # required: how the position must stand at the end
      zone: grid                         # optional, and keep and at: where the last callout points
                                         #   (default: the last step's zone)

A button is named in the words by its label in double quotes, as the table shows it: Press "Roll the
dice". The callout of a step with 'do' points at what the learner clicks first (the lit button, card
or square), and always keeps clear of its zone, the zones in 'keep' and the table's status.

The lesson never states a rule: every move is looked up among the engine's
legal moves when the lesson is checked (`lesson_run.check_lesson`). Every
problem raises `LessonError` naming the file and the step.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop import rules_book
from tabletop.engine import datafiles, package_files
from tabletop.engine.datafiles import Limits
from tabletop.engine.game import GameError, MalformedMove, Move
from tabletop.engine.registry import get as get_game
from tabletop.engine.words import Text, say
from tabletop.words import language
from tabletop.words.overlay import translated

from .lesson_run import check_lesson
from .lesson_terms import DO, READ, REPLY, LessonError, failed, finish_of, start_of

LESSON_FILE = "lesson.yaml"  # in each game's folder
LIMITS = Limits(max_bytes=128 * 1024, max_depth=10, max_nodes=20_000, max_scalar=1_000)
TOP_FIELDS = ("game", "title", "players", "learner", "options", "start", "steps", "finish")
START_FIELDS = ("seed", "position", "phase", "to_move", "table", "moves")
STEP_FIELDS = ("say", "zone", "keep", "at", "do", "try", "reply", "seat", "expect")
FINISH_FIELDS = ("say", "expect", "zone", "keep", "at")
MAX_STEPS = 40
MAX_WORDS = 280  # characters of one callout: one or two sentences


@dataclass(frozen=True)
class Step:
    """One step: words, the zone they point at, and what happens (the learner's move, a reply, or reading)."""

    number: int
    say: str
    zone: str
    kind: str                         # DO, REPLY or READ
    move: Move | None = None
    seat: int | None = None           # a reply's seat; None: the one seat to move
    try_words: str = ""
    expect: tuple[tuple[str, Any], ...] = ()
    replies: tuple[Move, ...] = ()     # a reply's moves, played in order by its seat
    reply_seats: tuple[int | None, ...] = ()  # the seat named for each of them (None: the step's seat)
    keep: tuple[str, ...] = ()         # zones the callout keeps clear besides its own
    at: tuple[str, ...] = ()           # view paths a reading or a reply's note points at (none: the zone)


@dataclass(frozen=True)
class Lesson:
    """A checked lesson file."""

    game_id: str
    title: str
    source: str
    players: int
    learner: int
    options: dict
    start: dict
    opening: tuple[tuple[int, Move], ...]
    steps: tuple[Step, ...]
    finish: str
    finish_expect: tuple[tuple[str, Any], ...]
    finish_zone: str = ""              # where the last callout points ('': the last step's zone)
    finish_keep: tuple[str, ...] = ()
    finish_at: tuple[str, ...] = ()    # view paths the last callout points at (none: its zone)

    def where(self, step: Step | int | None = None) -> Text:
        """'army_ants.yaml, step 3' for messages."""
        number = step.number if isinstance(step, Step) else step
        return self.source if number is None else say("files.lesson.step", at=self.source, n=number)

    def start_state(self):
        """The prepared position before the opening moves."""
        game = get_game(self.game_id)
        try:
            if "seed" in self.start:
                return game.new_state(self.players, self.options, self.start["seed"])
            if "table" in self.start:
                return rules_book.table_state(self.game_id, dict(self.start["table"]))
            build = rules_book.position_builder(self.game_id)
            seat = _seat(game, self.start.get("to_move", 0), start_of(self.source))
            return build(dict(self.start["position"]), self.start.get("phase", "battle"), seat, dict(self.options))
        except (ValueError, KeyError, TypeError, rules_book.RulesBookError) as exc:
            raise failed(start_of(self.source), None, "files.lesson.as_is",
                         problem=getattr(exc, "reason", None) or str(exc)) from None


# --- loading ---------------------------------------------------------------------
def available(folder: Path | None = None) -> list[str]:
    """The game ids that have a lesson (in their folders, or in `folder` as `<game_id>.yaml`)."""
    return package_files.games_with(LESSON_FILE, folder)


def load_lesson(game_id: str, folder: Path | None = None, zones: set[str] | None = None,
                lang: str | None = None) -> Lesson:
    """A game's lesson, read and played through the engine (see `load_lesson_file`): its folder's
    lesson.yaml, or `<folder>/<game_id>.yaml` when a folder is given (tests, with lessons of their own)."""
    source = package_files.game_data(game_id, LESSON_FILE, folder)
    if not source.is_file():
        raise LessonError(say("files.lesson.none_yet", game=get_game(game_id).title))
    with package_files.on_disk(source) as path:
        return load_lesson_file(path, game_id, zones, lang)


def load_lesson_file(path: Path, game_id: str | None = None, zones: set[str] | None = None,
                     lang: str | None = None) -> Lesson:
    """Read one lesson file, check its shape (and its zones against `zones` when given), then play
    every step through the engine; any problem raises LessonError naming the file and step."""
    path = Path(path)
    data = translated(datafiles.load(path, LIMITS, LessonError), path, lang or language.current(), LessonError)
    lesson = parse_lesson(data, package_files.package_place(path) or path.name, game_id or path.stem)
    if zones is not None:
        for where, field, zone in _zones_named(lesson):
            if zone not in zones:
                raise failed(where, field, "files.lesson.no_zone", zone=datafiles.printable(zone, 30),
                             known=", ".join(sorted(zones)))
    check_lesson(lesson)
    return lesson


def _zones_named(lesson: Lesson) -> list[tuple[Text, str, str]]:
    """(where, field, zone id) of every zone the lesson's callouts point at or keep clear."""
    named = [(lesson.where(step), "zone", step.zone) for step in lesson.steps]
    named += [(lesson.where(step), "keep", zone) for step in lesson.steps for zone in step.keep]
    finish = finish_of(lesson.source)
    named += [(finish, "zone", lesson.finish_zone)] if lesson.finish_zone else []
    return named + [(finish, "keep", zone) for zone in lesson.finish_keep]


def parse_lesson(data: Any, source: str, game_id: str) -> Lesson:
    """Check a loaded YAML document's shape and build the lesson (the engine check comes after)."""
    if not isinstance(data, dict):
        raise failed(source, None, "files.lesson.mapping")
    _unknown(data, TOP_FIELDS, source)
    if data.get("game") != game_id:
        raise failed(source, "game", "files.lesson.game", game=game_id, found=_shown(data.get("game")))
    game = get_game(game_id)
    players = data.get("players", game.default_players or game.min_players)
    if not _whole(players) or not game.min_players <= players <= game.max_players:
        raise failed(source, "players", "files.lesson.players", game=game.title, low=game.min_players,
                     high=game.max_players, found=_shown(players))
    learner = _seat(game, data.get("learner", 0), source)
    try:
        options = game.options_for(players, data.get("options") or {})
    except GameError as exc:
        raise failed(source, "options", "files.lesson.as_is", problem=exc.reason) from None
    start = _start(data.get("start"), source)
    opening = tuple(_opening(game, raw, source, i) for i, raw in enumerate(start.get("moves") or [], 1))
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not 1 <= len(raw_steps) <= MAX_STEPS:
        raise failed(source, "steps", "files.lesson.steps", most=MAX_STEPS)
    steps = tuple(_step(game, raw, source, n) for n, raw in enumerate(raw_steps, 1))
    finish = data.get("finish")
    if not isinstance(finish, dict) or "expect" not in finish:
        raise failed(source, "finish", "files.lesson.finish_shape")
    _unknown(finish, FINISH_FIELDS, finish_of(source))
    title = data.get("title", str(game.title))  # a lesson file names itself in its own language
    if not isinstance(title, str) or not title.strip():
        raise failed(source, "title", "files.lesson.text")
    finish_zone = finish.get("zone", "")
    if not isinstance(finish_zone, str):
        raise failed(finish_of(source), "zone", "files.lesson.zone")
    return Lesson(game_id, title.strip(), source, players, learner, options, start, opening, steps,
                  _words(finish, finish_of(source)), _expect(finish["expect"], finish_of(source)),
                  finish_zone.strip(), _keep(finish.get("keep", []), finish_of(source)),
                  _at(finish.get("at", []), finish_of(source)))


def _start(raw: Any, source: str) -> dict:
    """The start: exactly one of seed, position and table, and optional opening moves."""
    where = start_of(source)
    if not isinstance(raw, dict):
        raise failed(where, None, "files.lesson.start_mapping")
    _unknown(raw, START_FIELDS, where)
    kinds = [k for k in ("seed", "position", "table") if k in raw]
    if len(kinds) != 1:
        raise failed(where, None, "files.lesson.start_one")
    if "seed" in raw and not (_whole(raw["seed"]) and 0 <= raw["seed"] < 1 << 63):
        raise failed(where, "seed", "files.lesson.seed")
    if any(k in raw for k in ("phase", "to_move")) and "position" not in raw:
        raise failed(where, None, "files.lesson.phase_to_move")
    if not isinstance(raw.get("position", {}), dict) or not isinstance(raw.get("table", {}), dict):
        raise failed(where, None, "files.lesson.position_mapping")
    if not isinstance(raw.get("moves", []), list):
        raise failed(where, "moves", "files.lesson.moves")
    return raw


def _opening(game, raw: Any, source: str, number: int) -> tuple[int, Move]:
    """One opening move: {seat, move}."""
    where = say("files.lesson.start_move", at=source, n=number)
    if not isinstance(raw, dict) or set(raw) != {"seat", "move"}:
        raise failed(where, None, "files.lesson.opening")
    return _seat(game, raw["seat"], where), _move(raw["move"], where)


def _step(game, raw: Any, source: str, number: int) -> Step:
    """One checked step (its moves are checked against the engine later)."""
    where = say("files.lesson.step", at=source, n=number)
    if not isinstance(raw, dict):
        raise failed(where, None, "files.lesson.step_mapping")
    _unknown(raw, STEP_FIELDS, where)
    zone = raw.get("zone")
    if not isinstance(zone, str) or not zone.strip():
        raise failed(where, "zone", "files.lesson.zone")
    if "do" in raw and "reply" in raw:
        raise failed(where, None, "files.lesson.do_or_reply")
    kind = DO if "do" in raw else REPLY if "reply" in raw else READ
    if "seat" in raw and kind != REPLY:
        raise failed(where, "seat", "files.lesson.seat_only_reply")
    if "try" in raw and kind != DO:
        raise failed(where, "try", "files.lesson.try_only_do")
    try_words = raw.get("try", "")
    if not isinstance(try_words, str):
        raise failed(where, "try", "files.lesson.text")
    move = _move(raw[DO], where) if kind == DO else None
    replies = _replies(game, raw[REPLY], where) if kind == REPLY else ()
    seat = _seat(game, raw["seat"], where) if "seat" in raw else None
    expect = _expect(raw["expect"], where) if "expect" in raw else ()
    keep = _keep(raw.get("keep", []), where)
    if "at" in raw and kind == DO:
        raise failed(where, "at", "files.lesson.at_with_do")
    at = _at(raw.get("at", []), where)
    return Step(number, _words(raw, where), zone.strip(), kind, move, seat, try_words.strip(), expect,
                replies=tuple(move for _, move in replies), reply_seats=tuple(seat for seat, _ in replies), keep=keep,
                at=at)


def _at(raw: Any, where: Text) -> tuple[str, ...]:
    """The view paths the arrow points at: one path or a list of them."""
    paths = [raw] if isinstance(raw, str) else raw
    if not isinstance(paths, list) or len(paths) > 6 or not all(isinstance(p, str) and p.strip() for p in paths):
        raise failed(where, "at", "files.lesson.at")
    return tuple(p.strip() for p in paths)


def _keep(raw: Any, where: Text) -> tuple[str, ...]:
    """The zones a callout keeps clear: one zone id or a list of them."""
    zones = [raw] if isinstance(raw, str) else raw
    if not isinstance(zones, list) or len(zones) > 6 or not all(isinstance(z, str) and z.strip() for z in zones):
        raise failed(where, "keep", "files.lesson.keep")
    return tuple(z.strip() for z in zones)


def _replies(game, raw: Any, where: Text) -> tuple[tuple[int | None, Move], ...]:
    """A reply: one move, or a list of moves played one after another, each by the step's seat (a whole
    turn) or by the seat it names ({seat: East, move: {...}}: several seats' secret picks)."""
    moves = raw if isinstance(raw, list) else [raw]
    if not 1 <= len(moves) <= 12:
        raise failed(where, "reply", "files.lesson.reply")
    found = []
    for move in moves:
        if isinstance(move, dict) and set(move) == {"seat", "move"}:
            found.append((_seat(game, move["seat"], where), _move(move["move"], where)))
        else:
            found.append((None, _move(move, where)))
    return tuple(found)


def _move(raw: Any, where: Text) -> Move:
    """Move data: a kind and its parameters, as saves write them."""
    try:
        return Move.from_dict(raw)
    except MalformedMove as exc:
        raise failed(where, None, "files.lesson.as_is", problem=exc.reason) from None


def _seat(game, value: Any, where: Text) -> int:
    """A seat by its name (Red) or number (0)."""
    names = list(game.seat_names)
    if isinstance(value, str) and value in names:
        return names.index(value)
    if _whole(value) and 0 <= value < game.max_players:
        return value
    raise failed(where, None, "files.lesson.not_a_seat", found=_shown(value), game=game.title, seats=", ".join(names))


def _words(raw: dict, where: Text) -> str:
    """The callout's words: required, one or two sentences."""
    words = raw.get("say")
    if not isinstance(words, str) or not words.strip():
        raise failed(where, "say", "files.lesson.say")
    words = " ".join(words.split())
    if len(words) > MAX_WORDS:
        raise failed(where, "say", "files.lesson.say_long", length=len(words), most=MAX_WORDS)
    return words


def _expect(raw: Any, where: Text) -> tuple[tuple[str, Any], ...]:
    """View path -> value pairs the position must show."""
    if not isinstance(raw, dict) or not raw or not all(isinstance(k, str) for k in raw):
        raise failed(where, "expect", "files.lesson.expect")
    return tuple(raw.items())


def _unknown(data: dict, known: tuple[str, ...], where: Text) -> None:
    """Refuse misspelt fields rather than ignore them."""
    for key in data:
        if key not in known:
            raise failed(where, datafiles.printable(key, 30), "files.lesson.unknown_field", known=", ".join(known))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: Any) -> str:
    return repr(datafiles.printable(value, 30)) if isinstance(value, str) else datafiles.printable(repr(value), 30)
