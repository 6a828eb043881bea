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
        keep: [log, grid/3/0]            # optional: zones the callout must not cover (the step speaks of them;
                                         #   the status is always kept clear), and places, as view paths like
                                         #   'at' names them (a square the words speak of, the learner's own
                                         #   Queen), that stay in view while the step shows, whatever it asks
        at: [point/12]                   # optional: the view paths the words name (a card, a point, a square,
                                         #   or a thing a zone shows: board/cube, board/dice, a pile, a seat's
                                         #   row, a lottery card), kept in view; without 'do' the arrow points
                                         #   at them instead of the zone's middle, and the zone itself may then
                                         #   be covered unless 'keep' names it
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
from typing import Annotated, Any, Callable, Union

import msgspec
from msgspec import UNSET, UnsetType

from tabletop import rules_book
from tabletop.engine import datafiles, package_files, schema
from tabletop.engine.datafiles import Limits, printable
from tabletop.engine.game import GameError, MalformedMove, Move, shown
from tabletop.engine.schema import KEY, MISSING, UNKNOWN, VALUE, Problem, Record, field_names, value_at
from tabletop.engine.registry import get as get_game
from tabletop.engine.words import Text, say
from tabletop.words import language
from tabletop.words.overlay import translated

from .lesson_run import check_lesson
from .lesson_terms import DO, READ, REPLY, LessonError, failed, finish_of, start_of

LESSON_FILE = "lesson.yaml"  # in each game's folder
LIMITS = Limits(max_bytes=128 * 1024, max_depth=10, max_nodes=20_000, max_scalar=1_000)
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
    at: tuple[str, ...] = ()           # view paths the note names: kept in view, pointed at without a move


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
    named += [(lesson.where(step), "keep", zone) for step in lesson.steps for zone in step.keep if not is_place(zone)]
    finish = finish_of(lesson.source)
    named += [(finish, "zone", lesson.finish_zone)] if lesson.finish_zone else []
    return named + [(finish, "keep", zone) for zone in lesson.finish_keep if not is_place(zone)]


def is_place(kept: str) -> bool:
    """Whether an entry of 'keep' is a place on the table (a view path: grid/3/0) rather than a zone id."""
    return "/" in kept


Seat = Union[str, int]  # a seat by its name (Red) or number (0)
Paths = Union[str, Annotated[list[str], msgspec.Meta(max_length=6)]]  # one, or a list of up to six


class _Opening(Record):
    seat: Seat
    move: Any  # a move's data: Move.from_dict reads it


class _StartFields(Record):
    seed: Annotated[int, msgspec.Meta(ge=0, le=(1 << 63) - 1)] | UnsetType = UNSET
    position: dict | UnsetType = UNSET
    phase: str | UnsetType = UNSET  # the position's phase (default: battle)
    to_move: Seat | UnsetType = UNSET
    table: dict | UnsetType = UNSET
    moves: list[_Opening] = []


class _StepFields(Record):
    say: str
    zone: str
    keep: Paths = []
    at: Paths = []
    do: Any = UNSET  # the learner's move, matched against the legal moves when the lesson is checked
    try_: str | UnsetType = msgspec.field(default=UNSET, name="try")
    reply: Any = UNSET  # one move, or a list of moves (each may name its seat)
    seat: Seat | UnsetType = UNSET
    expect: Annotated[dict[str, Any], msgspec.Meta(min_length=1)] = {}


class _FinishFields(Record):
    say: str
    expect: Annotated[dict[str, Any], msgspec.Meta(min_length=1)]
    zone: str = ""
    keep: Paths = []
    at: Paths = []


class _LessonFields(Record, kw_only=True):
    game: str
    title: str | UnsetType = UNSET  # a lesson file names itself in its own language (default: the game's title)
    players: int | UnsetType = UNSET  # default: the game's usual count
    learner: Seat = 0
    options: Any = None  # the game's own options_for checks them, in its words
    start: _StartFields
    steps: Annotated[list[_StepFields], msgspec.Meta(min_length=1, max_length=MAX_STEPS)]
    finish: _FinishFields


def parse_lesson(data: Any, source: str, game_id: str) -> Lesson:
    """Check a loaded YAML document's shape and build the lesson (the engine check comes after)."""
    game = get_game(game_id)
    fields = schema.convert(data, _LessonFields, _refusal(data, source, game))
    if fields.game != game_id:
        raise failed(source, "game", "files.lesson.game", game=game_id, found=shown(fields.game))
    players = game.default_players or game.min_players if fields.players is UNSET else fields.players
    if not game.min_players <= players <= game.max_players:
        raise failed(source, "players", "files.lesson.players", game=game.title, low=game.min_players,
                     high=game.max_players, found=shown(players))
    learner = _seat(game, fields.learner, source)
    try:
        options = game.options_for(players, fields.options or {})
    except GameError as exc:
        raise failed(source, "options", "files.lesson.as_is", problem=exc.reason) from None
    _start(fields.start, source)
    opening = tuple(_opening(game, raw, source, i) for i, raw in enumerate(fields.start.moves, 1))
    steps = tuple(_step(game, raw, source, n) for n, raw in enumerate(fields.steps, 1))
    title = str(game.title) if fields.title is UNSET else fields.title
    if not title.strip():
        raise failed(source, "title", "files.lesson.text")
    finish, end = fields.finish, finish_of(source)
    return Lesson(game_id, title.strip(), source, players, learner, options, data["start"], opening, steps,
                  _words(finish.say, end), tuple(finish.expect.items()), finish.zone.strip(), _paths(finish.keep, end, "keep"),
                  _paths(finish.at, end, "at"))


def _start(start: _StartFields, source: str) -> None:
    """The start: exactly one of seed, position and table; a phase and a seat to move only with a position."""
    where = start_of(source)
    if [start.seed, start.position, start.table].count(UNSET) != 2:
        raise failed(where, None, "files.lesson.start_one")
    if start.position is UNSET and (start.to_move is not UNSET or start.phase is not UNSET):
        raise failed(where, None, "files.lesson.phase_to_move")


def _opening(game, raw: _Opening, source: str, number: int) -> tuple[int, Move]:
    """One opening move: {seat, move}."""
    where = say("files.lesson.start_move", at=source, n=number)
    return _seat(game, raw.seat, where), _move(raw.move, where)


def _step(game, raw: _StepFields, source: str, number: int) -> Step:
    """One checked step (its moves are checked against the engine later)."""
    where = say("files.lesson.step", at=source, n=number)
    if not raw.zone.strip():
        raise failed(where, "zone", "files.lesson.zone")
    if raw.do is not UNSET and raw.reply is not UNSET:
        raise failed(where, None, "files.lesson.do_or_reply")
    kind = DO if raw.do is not UNSET else REPLY if raw.reply is not UNSET else READ
    if raw.seat is not UNSET and kind != REPLY:
        raise failed(where, "seat", "files.lesson.seat_only_reply")
    if raw.try_ is not UNSET and kind != DO:
        raise failed(where, "try", "files.lesson.try_only_do")
    move = _move(raw.do, where) if kind == DO else None
    replies = _replies(game, raw.reply, where) if kind == REPLY else ()
    seat = _seat(game, raw.seat, where) if raw.seat is not UNSET else None
    return Step(number, _words(raw.say, where), raw.zone.strip(), kind, move, seat,
                "" if raw.try_ is UNSET else raw.try_.strip(), tuple(raw.expect.items()),
                replies=tuple(move for _, move in replies), reply_seats=tuple(seat for seat, _ in replies),
                keep=_paths(raw.keep, where, "keep"), at=_paths(raw.at, where, "at"))


def _paths(raw: str | list[str], where: Text, field: str) -> tuple[str, ...]:
    """Zone ids a callout keeps clear, or view paths its arrow points at: one or a list, none blank."""
    paths = [raw] if isinstance(raw, str) else raw
    if not all(path.strip() for path in paths):
        raise failed(where, field, f"files.lesson.{field}")
    return tuple(path.strip() for path in paths)


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
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < game.max_players:
        return value
    raise failed(where, None, "files.lesson.not_a_seat", found=shown(value), game=game.title, seats=", ".join(names))


def _words(words: str, where: Text) -> str:
    """The callout's words: required, one or two sentences."""
    words = " ".join(words.split())
    if not words:
        raise failed(where, "say", "files.lesson.say")
    if len(words) > MAX_WORDS:
        raise failed(where, "say", "files.lesson.say_long", length=len(words), most=MAX_WORDS)
    return words


# --- refusals ----------------------------------------------------------------------
def _refusal(data: Any, source: str, game) -> Callable[[Problem], LessonError]:
    """The error for the first problem in a lesson's data."""
    def refuse(problem: Problem) -> LessonError:
        return _lesson_problem(problem, data, source, game)
    return refuse


def _lesson_problem(problem: Problem, data: Any, source: str, game) -> LessonError:
    """A problem named by the part of the file it is in: the whole, the start, a step, the finish."""
    path, top = problem.path, problem.path[0] if problem.path else problem.name
    if path == ("finish",) and problem.kind == MISSING and problem.name == "expect":
        return failed(source, "finish", "files.lesson.finish_shape")
    whole_part = path in ((), ("finish",), ("start",)) and problem.kind == (MISSING if not path else VALUE)
    if whole_part and top in ("start", "finish"):
        return _field_problem(problem, (top,), source, _LessonFields, data, game)
    if path[:2] == ("start", "moves") and len(path) >= 3:
        return failed(say("files.lesson.start_move", at=source, n=path[2] + 1), None, "files.lesson.opening")
    if top == "steps" and len(path) >= 2:
        where = say("files.lesson.step", at=source, n=path[1] + 1)
        if len(path) == 2 and problem.kind == VALUE:
            return failed(where, None, "files.lesson.step_mapping")
        return _field_problem(problem, path[2:], where, _StepFields, data, game)
    if path and top in ("start", "finish"):
        where, shape = (start_of(source), _StartFields) if top == "start" else (finish_of(source), _FinishFields)
        return _field_problem(problem, path[1:], where, shape, data, game)
    if not path and problem.kind == VALUE:
        return failed(source, None, "files.lesson.mapping")
    return _field_problem(problem, path, source, _LessonFields, data, game)


# The sentence for a field of the wrong kind, where it is not named for the field.
_FIELD_WORDS = {"title": "text", "try": "text", "phase": "text", "position": "position_mapping",
                "table": "position_mapping", "start": "start_mapping", "finish": "finish_shape"}
_UNNAMED = ("position", "table", "start")  # sentences about a part, not one field of it
_SEATS = ("learner", "seat", "to_move")


def _field_problem(problem: Problem, rest: tuple, where: Text, shape, data: Any, game) -> LessonError:
    """A problem with one field of a part of the file; `rest` is the path within that part."""
    if problem.kind == UNKNOWN or (problem.kind == KEY and not rest):
        return failed(where, printable(problem.name, 30), "files.lesson.unknown_field",
                      known=", ".join(field_names(shape)))
    field = problem.field() if problem.kind == MISSING else rest[0]
    found = shown(value_at(data, problem.path + ((field,) if problem.kind == MISSING else ())))
    if field in _SEATS:
        return failed(where, None, "files.lesson.not_a_seat", found=found, game=game.title,
                      seats=", ".join(game.seat_names))
    if field == "players":
        return failed(where, "players", "files.lesson.players", game=game.title, low=game.min_players,
                      high=game.max_players, found=found)
    if field == "game":
        return failed(where, "game", "files.lesson.game", game=game.id, found=found)
    if field == "start":
        where = start_of(where)
    params = {"most": MAX_STEPS} if field == "steps" else {}
    return failed(where, None if field in _UNNAMED else field, "files.lesson." + _FIELD_WORDS.get(field, field),
                  **params)
