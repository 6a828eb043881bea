"""Read and check a lesson file, `assets/lessons/<game_id>.yaml`: a guided first game as data.

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
from tabletop.engine import datafiles
from tabletop.engine.datafiles import Limits
from tabletop.engine.game import GameError, MalformedMove, Move
from tabletop.engine.registry import get as get_game
from tabletop.words import language
from tabletop.words.overlay import translated

LESSONS_DIR = Path(__file__).resolve().parents[2] / "assets" / "lessons"
LIMITS = Limits(max_bytes=128 * 1024, max_depth=10, max_nodes=20_000, max_scalar=1_000)
TOP_FIELDS = ("game", "title", "players", "learner", "options", "start", "steps", "finish")
START_FIELDS = ("seed", "position", "phase", "to_move", "table", "moves")
STEP_FIELDS = ("say", "zone", "keep", "at", "do", "try", "reply", "seat", "expect")
FINISH_FIELDS = ("say", "expect", "zone", "keep", "at")
MAX_STEPS = 40
MAX_WORDS = 280  # characters of one callout: one or two sentences
DO, REPLY, READ = "do", "reply", "read"


class LessonError(ValueError):
    """A lesson that cannot be used; the message names the file and the step."""


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

    def where(self, step: Step | int | None = None) -> str:
        """'army_ants.yaml, step 3' for messages."""
        number = step.number if isinstance(step, Step) else step
        return self.source if number is None else f"{self.source}, step {number}"

    def start_state(self):
        """The prepared position before the opening moves."""
        game = get_game(self.game_id)
        try:
            if "seed" in self.start:
                return game.new_state(self.players, self.options, self.start["seed"])
            if "table" in self.start:
                return rules_book.table_state(self.game_id, dict(self.start["table"]))
            build = rules_book.position_builder(self.game_id)
            seat = _seat(game, self.start.get("to_move", 0), f"{self.source}, start")
            return build(dict(self.start["position"]), self.start.get("phase", "battle"), seat, dict(self.options))
        except (ValueError, KeyError, TypeError, rules_book.RulesBookError) as exc:
            raise LessonError(f"{self.source}, start: {exc}") from None


# --- loading ---------------------------------------------------------------------
def lesson_path(game_id: str, folder: Path = LESSONS_DIR) -> Path:
    """Where a game's lesson lives."""
    return Path(folder) / f"{game_id}.yaml"


def available(folder: Path = LESSONS_DIR) -> list[str]:
    """The game ids that have a lesson file."""
    return sorted(p.stem for p in Path(folder).glob("*.yaml"))


def load_lesson(game_id: str, folder: Path = LESSONS_DIR, zones: set[str] | None = None,
                lang: str | None = None) -> Lesson:
    """A game's lesson, read and played through the engine (see `load_lesson_file`)."""
    path = lesson_path(game_id, folder)
    if not path.exists():
        raise LessonError(f"{get_game(game_id).title} has no lesson yet: read its Rules, or start a game.")
    return load_lesson_file(path, game_id, zones, lang)


def load_lesson_file(path: Path, game_id: str | None = None, zones: set[str] | None = None,
                     lang: str | None = None) -> Lesson:
    """Read one lesson file, check its shape (and its zones against `zones` when given), then play
    every step through the engine; any problem raises LessonError naming the file and step."""
    from .lesson_run import check_lesson  # late: the runner imports this module
    path = Path(path)
    data = translated(datafiles.load(path, LIMITS, LessonError), path, lang or language.current(), LessonError)
    lesson = parse_lesson(data, path.name, game_id or path.stem)
    if zones is not None:
        for where, field, zone in _zones_named(lesson):
            if zone not in zones:
                raise LessonError(f"{where}, field '{field}': the table has no zone "
                                  f"'{datafiles.printable(zone, 30)}' (it has: {', '.join(sorted(zones))}).")
    check_lesson(lesson)
    return lesson


def _zones_named(lesson: Lesson) -> list[tuple[str, str, str]]:
    """(where, field, zone id) of every zone the lesson's callouts point at or keep clear."""
    named = [(lesson.where(step), "zone", step.zone) for step in lesson.steps]
    named += [(lesson.where(step), "keep", zone) for step in lesson.steps for zone in step.keep]
    finish = f"{lesson.source}, finish"
    named += [(finish, "zone", lesson.finish_zone)] if lesson.finish_zone else []
    return named + [(finish, "keep", zone) for zone in lesson.finish_keep]


def parse_lesson(data: Any, source: str, game_id: str) -> Lesson:
    """Check a loaded YAML document's shape and build the lesson (the engine check comes after)."""
    if not isinstance(data, dict):
        raise LessonError(f"{source}: expected a mapping with 'game', 'start', 'steps' and 'finish'.")
    _unknown(data, TOP_FIELDS, source)
    if data.get("game") != game_id:
        raise LessonError(f"{source}, field 'game': expected '{game_id}', found {_shown(data.get('game'))}.")
    game = get_game(game_id)
    players = data.get("players", game.default_players or game.min_players)
    if not _whole(players) or not game.min_players <= players <= game.max_players:
        raise LessonError(f"{source}, field 'players': {game.title} is for "
                          f"{game.min_players}-{game.max_players} players, not {_shown(players)}.")
    learner = _seat(game, data.get("learner", 0), source)
    try:
        options = game.options_for(players, data.get("options") or {})
    except GameError as exc:
        raise LessonError(f"{source}, field 'options': {exc.reason}") from None
    start = _start(data.get("start"), source)
    opening = tuple(_opening(game, raw, source, i) for i, raw in enumerate(start.get("moves") or [], 1))
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not 1 <= len(raw_steps) <= MAX_STEPS:
        raise LessonError(f"{source}, field 'steps': expected a list of 1 to {MAX_STEPS} steps.")
    steps = tuple(_step(game, raw, source, n) for n, raw in enumerate(raw_steps, 1))
    finish = data.get("finish")
    if not isinstance(finish, dict) or "expect" not in finish:
        raise LessonError(f"{source}, field 'finish': expected {{say: ..., expect: {{view path: value}}}}.")
    _unknown(finish, FINISH_FIELDS, f"{source}, finish")
    title = data.get("title", str(game.title))  # a lesson file names itself in its own language
    if not isinstance(title, str) or not title.strip():
        raise LessonError(f"{source}, field 'title': expected text.")
    finish_zone = finish.get("zone", "")
    if not isinstance(finish_zone, str):
        raise LessonError(f"{source}, finish, field 'zone': expected the id of a table zone.")
    return Lesson(game_id, title.strip(), source, players, learner, options, start, opening, steps,
                  _words(finish, f"{source}, finish"), _expect(finish["expect"], f"{source}, finish"),
                  finish_zone.strip(), _keep(finish.get("keep", []), f"{source}, finish"),
                  _at(finish.get("at", []), f"{source}, finish"))


def _start(raw: Any, source: str) -> dict:
    """The start: exactly one of seed, position and table, and optional opening moves."""
    where = f"{source}, start"
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: expected a mapping with 'seed', 'position' or 'table'.")
    _unknown(raw, START_FIELDS, where)
    kinds = [k for k in ("seed", "position", "table") if k in raw]
    if len(kinds) != 1:
        raise LessonError(f"{where}: give exactly one of 'seed', 'position' and 'table'.")
    if "seed" in raw and not (_whole(raw["seed"]) and 0 <= raw["seed"] < 1 << 63):
        raise LessonError(f"{where}, field 'seed': expected a whole number from 0.")
    if any(k in raw for k in ("phase", "to_move")) and "position" not in raw:
        raise LessonError(f"{where}: 'phase' and 'to_move' go with a 'position'.")
    if not isinstance(raw.get("position", {}), dict) or not isinstance(raw.get("table", {}), dict):
        raise LessonError(f"{where}: a 'position' or 'table' is a mapping.")
    if not isinstance(raw.get("moves", []), list):
        raise LessonError(f"{where}, field 'moves': expected a list of {{seat, move}}.")
    return raw


def _opening(game, raw: Any, source: str, number: int) -> tuple[int, Move]:
    """One opening move: {seat, move}."""
    where = f"{source}, start, move {number}"
    if not isinstance(raw, dict) or set(raw) != {"seat", "move"}:
        raise LessonError(f"{where}: expected {{seat: <seat>, move: {{kind: ...}}}}.")
    return _seat(game, raw["seat"], where), _move(raw["move"], where)


def _step(game, raw: Any, source: str, number: int) -> Step:
    """One checked step (its moves are checked against the engine later)."""
    where = f"{source}, step {number}"
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: expected a mapping with 'say' and 'zone'.")
    _unknown(raw, STEP_FIELDS, where)
    zone = raw.get("zone")
    if not isinstance(zone, str) or not zone.strip():
        raise LessonError(f"{where}, field 'zone': expected the id of a table zone.")
    if "do" in raw and "reply" in raw:
        raise LessonError(f"{where}: a step is either the learner's move ('do') or a reply, not both.")
    kind = DO if "do" in raw else REPLY if "reply" in raw else READ
    if "seat" in raw and kind != REPLY:
        raise LessonError(f"{where}, field 'seat': only a reply names a seat.")
    if "try" in raw and kind != DO:
        raise LessonError(f"{where}, field 'try': only a step with 'do' says what to try.")
    try_words = raw.get("try", "")
    if not isinstance(try_words, str):
        raise LessonError(f"{where}, field 'try': expected text.")
    move = _move(raw[DO], where) if kind == DO else None
    replies = _replies(game, raw[REPLY], where) if kind == REPLY else ()
    seat = _seat(game, raw["seat"], where) if "seat" in raw else None
    expect = _expect(raw["expect"], where) if "expect" in raw else ()
    keep = _keep(raw.get("keep", []), where)
    if "at" in raw and kind == DO:
        raise LessonError(f"{where}, field 'at': a step with 'do' points at where its move is made.")
    at = _at(raw.get("at", []), where)
    return Step(number, _words(raw, where), zone.strip(), kind, move, seat, try_words.strip(), expect,
                replies=tuple(move for _, move in replies), reply_seats=tuple(seat for seat, _ in replies), keep=keep,
                at=at)


def _at(raw: Any, where: str) -> tuple[str, ...]:
    """The view paths the arrow points at: one path or a list of them."""
    paths = [raw] if isinstance(raw, str) else raw
    if not isinstance(paths, list) or len(paths) > 6 or not all(isinstance(p, str) and p.strip() for p in paths):
        raise LessonError(f"{where}, field 'at': expected a view path or a list of up to 6 of them.")
    return tuple(p.strip() for p in paths)


def _keep(raw: Any, where: str) -> tuple[str, ...]:
    """The zones a callout keeps clear: one zone id or a list of them."""
    zones = [raw] if isinstance(raw, str) else raw
    if not isinstance(zones, list) or len(zones) > 6 or not all(isinstance(z, str) and z.strip() for z in zones):
        raise LessonError(f"{where}, field 'keep': expected a zone id or a list of up to 6 zone ids.")
    return tuple(z.strip() for z in zones)


def _replies(game, raw: Any, where: str) -> tuple[tuple[int | None, Move], ...]:
    """A reply: one move, or a list of moves played one after another, each by the step's seat (a whole
    turn) or by the seat it names ({seat: East, move: {...}}: several seats' secret picks)."""
    moves = raw if isinstance(raw, list) else [raw]
    if not 1 <= len(moves) <= 12:
        raise LessonError(f"{where}, field 'reply': expected one move or a list of 1 to 12 moves.")
    found = []
    for move in moves:
        if isinstance(move, dict) and set(move) == {"seat", "move"}:
            found.append((_seat(game, move["seat"], where), _move(move["move"], where)))
        else:
            found.append((None, _move(move, where)))
    return tuple(found)


def _move(raw: Any, where: str) -> Move:
    """Move data: a kind and its parameters, as saves write them."""
    try:
        return Move.from_dict(raw)
    except MalformedMove as exc:
        raise LessonError(f"{where}: {exc.reason}") from None


def _seat(game, value: Any, where: str) -> int:
    """A seat by its name (Red) or number (0)."""
    names = list(game.seat_names)
    if isinstance(value, str) and value in names:
        return names.index(value)
    if _whole(value) and 0 <= value < game.max_players:
        return value
    raise LessonError(f"{where}: {_shown(value)} is not a seat of {game.title} ({', '.join(names)}).")


def _words(raw: dict, where: str) -> str:
    """The callout's words: required, one or two sentences."""
    words = raw.get("say")
    if not isinstance(words, str) or not words.strip():
        raise LessonError(f"{where}, field 'say': expected one or two sentences.")
    words = " ".join(words.split())
    if len(words) > MAX_WORDS:
        raise LessonError(f"{where}, field 'say': {len(words)} characters; a callout holds at most {MAX_WORDS}.")
    return words


def _expect(raw: Any, where: str) -> tuple[tuple[str, Any], ...]:
    """View path -> value pairs the position must show."""
    if not isinstance(raw, dict) or not raw or not all(isinstance(k, str) for k in raw):
        raise LessonError(f"{where}, field 'expect': expected a mapping of view paths to values.")
    return tuple(raw.items())


def _unknown(data: dict, known: tuple[str, ...], where: str) -> None:
    """Refuse misspelt fields rather than ignore them."""
    for key in data:
        if key not in known:
            raise LessonError(f"{where}, field '{datafiles.printable(key, 30)}': unknown field "
                              f"(known: {', '.join(known)}).")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: Any) -> str:
    return repr(datafiles.printable(value, 30)) if isinstance(value, str) else datafiles.printable(repr(value), 30)
