"""Rules books: load and check a game's `tabletop/games/<game_id>/rules_book.yaml`, and ask the engine
what a picture shows.

No pygame here. A book is a list of short pages; a page may carry an
example position that the rules viewer draws on the game's grid. The
highlighted squares are never taken from the file: `illustrate` builds the
position with the game's declared example picture (`Game.pictures.example`)
and asks the engine's own `legal_moves` for the selected card's targets. A page's
`marks` state what the picture is meant to show, and the tests check that
the engine agrees (`mismatches`).

File shape::

    game: army_ants
    title: Army Ants
    grid: {cols: 5, rows: 8}
    pages:
      - title: March                    # required
        explains: [battle]              # optional: the game's phases this page explains (F1 at the
                                        # table opens the first page of the current phase)
        text: |                         # required; blank lines split paragraphs, "- " starts a bullet
          One card slides ...
        position: {c3: "7♥", c7: "5♠"}  # optional: square -> card (A, 2..10, J, Q, K + ♥♦♠♣)
        phase: battle                   # muster / battle (default battle)
        to_move: Red                    # a seat name of the game (default: the first seat)
        options: {move_max_legs: 2}     # optional: the game's setup options for this position
        select: c3                      # one square or a list: whose options are shown
        show: [march]                   # move kinds to show (needed with select)
        cells: [c2, c3, c4]             # optional: marches only of exactly this group (ringed too)
        dir: N                          # optional: marches only in this direction (N, E, S, W)
        marks: [c4, c5, c6]             # the squares the engine must offer (needed with select)
        caption: "7♥ slides ..."        # optional words under the picture

A game without a grid (cards in piles, a shared card area) shows table
zones instead: the page's `table` names a game-specific `setup` that the
game's declared table picture (`Game.pictures.table`) turns into a state, and the
zones (layout kinds and view paths) that draw its public view, top to
bottom, each with an optional `height` (shares of the picture column; when
they add up to less than 1, the caption follows the zones); `grid` may then
be left out::

      - title: A bust
        text: ...
        table:
          setup: {players: 2, seats: {0: {work: [10, 9, 8], draw: [6]}}}
          zones: [{kind: chain_seat, path: players/0, height: 2}, {kind: terminals, path: terminals}]
        caption: "..."

A table picture may also light up the engine's next clicks: `select` is a
view path clicked first (a checker's point) and `marks` the paths the engine
must then offer to the seat to move (checked by `mismatches`); `marks`
without `select` are the seat's possible first clicks (a row card, a die)::

        table:
          setup: {values: [6, 1, 2, 3], seat: 0}
          zones: [{kind: bgboard, path: ""}]
          select: board/point/24
          marks: [board/point/18]

Every problem raises `RulesBookError` naming the file, the page and the field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Callable, Literal, Union

import msgspec
from msgspec import UNSET, UnsetType

from tabletop.engine import datafiles, package_files, schema
from tabletop.engine.datafiles import DataFileError, Limits, printable
from tabletop.engine.game import shown
from tabletop.engine.schema import KEY, MISSING, UNKNOWN, NonEmpty, Problem, Record, field_names, value_at
from tabletop.engine.registry import get as get_game
from tabletop.engine.words import Text, say
from tabletop.words import language
from tabletop.words.overlay import translated

BOOK_FILE = "rules_book.yaml"  # in each game's folder, its Japanese words beside it in rules_book.ja.yaml

PHASES = ("muster", "battle")
LIMITS = Limits(max_bytes=1 << 20, max_depth=12, max_nodes=100_000, max_scalar=5_000)
DIRECTIONS = {"N": "N", "E": "E", "S": "S", "W": "W",
              "north": "N", "east": "E", "south": "S", "west": "W"}
_SQUARE = re.compile(r"^([a-z])([1-9][0-9]?)$")
_CARD = re.compile(r"^(A|[2-9]|10|J|Q|K)[♥♦♠♣]$")


class RulesBookError(DataFileError):
    """A rules file that cannot be used; the message names file, page and field."""


def _field(where: Text, field: str) -> Text:
    """'file, page 3 ('Swap'), field 'x'': the place a message names."""
    return say("files.rules.field", at=where, field=field)


def _fail(where: Text, field: str, key: str, **params) -> RulesBookError:
    """The error for a field of a page (or of the book), with its message's parameters."""
    return RulesBookError(say(key, at=_field(where, field), **params))


@dataclass(frozen=True)
class Example:
    """A page's picture: a position, whose turn, and whose options are highlighted."""

    position: dict
    phase: str = "battle"
    to_move: str = ""
    options: tuple = ()               # (name, value) pairs of the game's options
    select: tuple[str, ...] = ()
    show: tuple[str, ...] = ()
    cells: tuple[str, ...] | None = None
    direction: str | None = None
    marks: tuple[str, ...] | None = None
    caption: str = ""


@dataclass(frozen=True)
class Page:
    """One page: a title, plain text and an optional example picture."""

    number: int
    title: str
    text: str
    example: Example | None = None
    table: "TablePicture | None" = None
    explains: tuple[str, ...] = ()   # the game's phases this page explains


@dataclass(frozen=True)
class TablePicture:
    """A page's picture drawn with table zones: a game-specific setup and the zones that show it."""

    setup: dict
    zones: tuple[tuple[str, str, float], ...]   # (layout kind, view path, relative height)
    caption: str = ""
    select: str = ""                            # optional: a clicked view path whose next clicks are lit
    marks: tuple[str, ...] | None = None        # the paths the engine must offer after `select`


@dataclass(frozen=True)
class RulesBook:
    """A game's rules pages, in reading order."""

    game_id: str
    title: str
    source: str
    cols: int
    rows: int
    pages: tuple[Page, ...]


@dataclass(frozen=True)
class Illustration:
    """What the viewer draws for a page: the engine's board view and its highlights."""

    grid: dict
    selected: tuple[str, ...]
    targets: frozenset[str]


# --- loading ---------------------------------------------------------------------
def available(folder: Path | None = None) -> list[str]:
    """The game ids that have a rules book (in their folders, or in `folder` as `<game_id>.yaml`)."""
    return package_files.games_with(BOOK_FILE, folder)


def load_book(game_id: str, folder: Path | None = None, lang: str | None = None) -> RulesBook:
    """The checked rules book of a game, in `lang` (default: the app's language): its folder's
    rules_book.yaml, or `<folder>/<game_id>.yaml` when a folder is given (tests, with books of their own)."""
    with package_files.on_disk(package_files.game_data(game_id, BOOK_FILE, folder)) as path:
        return load_file(path, game_id, lang)


def load_file(path: Path, game_id: str | None = None, lang: str | None = None) -> RulesBook:
    """Read and check one rules file, with its words in `lang`; `game_id` defaults to the file's name."""
    path = Path(path)
    source = _display(path)
    if not path.exists():
        raise RulesBookError(say("files.rules.no_book", at=source))
    data = datafiles.load(path, LIMITS, RulesBookError)
    data = translated(data, path, lang or language.current(), RulesBookError)
    return parse_book(data, source, game_id or path.stem)


Squares = Union[str, list]  # one square or a list of them: checked against the book's grid after


class _Grid(Record):
    cols: Annotated[int, msgspec.Meta(ge=1, le=26)]
    rows: Annotated[int, msgspec.Meta(ge=1, le=26)]


class _TableZone(Record):
    kind: str  # checked where it is drawn: this module stays free of pygame
    path: str
    height: Annotated[float, msgspec.Meta(gt=0)] = 1


class _Table(Record, kw_only=True):
    setup: dict  # what the game's positions.table_position builds a state from
    zones: Annotated[list[_TableZone], msgspec.Meta(min_length=1)]
    select: str = ""
    marks: list[str] | None = None


class _PageFields(Record, kw_only=True):
    title: str
    text: str
    position: dict | UnsetType = UNSET  # square -> card, checked against the grid after
    phase: Literal[PHASES] | UnsetType = UNSET
    to_move: str | UnsetType = UNSET  # a seat name of the game
    options: dict | UnsetType = UNSET
    select: Squares | UnsetType = UNSET
    show: Union[NonEmpty, list[NonEmpty]] | UnsetType = UNSET
    cells: list | UnsetType = UNSET
    dir: Literal[tuple(DIRECTIONS)] | UnsetType = UNSET
    marks: list | UnsetType = UNSET
    caption: str | UnsetType = UNSET
    table: _Table | UnsetType = UNSET
    explains: Union[str, list[str]] = []


class _BookFields(Record, kw_only=True):
    game: str
    title: str | UnsetType = UNSET
    grid: _Grid | UnsetType = UNSET
    pages: Annotated[list[_PageFields], msgspec.Meta(min_length=1)]


def parse_book(data: Any, source: str, game_id: str) -> RulesBook:
    """Check a loaded YAML document and build the book."""
    fields = schema.convert(data, _BookFields, _refusal(data, source, game_id))
    if fields.game != game_id:
        raise _fail(source, "game", "files.rules.game", game=game_id, found=shown(fields.game))
    title = game_id if fields.title is UNSET else fields.title
    if not title.strip():
        raise _fail(source, "title", "files.rules.text")
    cols, rows = (0, 0) if fields.grid is UNSET else (fields.grid.cols, fields.grid.rows)
    book = RulesBook(game_id, title.strip(), source, cols, rows, ())
    checked = tuple(_page(book, page, data["pages"][number - 1], number)
                    for number, page in enumerate(fields.pages, 1))
    return RulesBook(game_id, title.strip(), source, cols, rows, checked)


_PICTURE_FIELDS = ("position", "phase", "to_move", "options", "select", "show", "cells", "dir", "marks", "caption")


def _page(book: RulesBook, page: _PageFields, raw: dict, number: int) -> Page:
    """One checked page."""
    where = _where(book.source, number, raw)
    title, text = _text(page.title, where, "title"), _text(page.text, where, "text")
    explains = _explains(book.game_id, page.explains, where)
    if page.table is not UNSET:
        return Page(number, title, text, None, _table_picture(book, page, raw, where), explains)
    pictured = any(getattr(page, field) is not UNSET for field in _PICTURE_FIELDS)
    return Page(number, title, text, _example(book, page, where) if pictured else None, None, explains)


def _explains(game_id: str, value: str | list[str], where: Text) -> tuple[str, ...]:
    """The phases a page explains: each one the game's engine declares (Game.table.phases), none twice."""
    phases = [value] if isinstance(value, str) else value
    if not phases:
        return ()
    known = _phases(game_id, where)
    wrong = [phase for phase in phases if phase not in known]
    if wrong:
        raise _fail(where, "explains", "files.rules.phases_found", known=_listed(known), found=shown(wrong[0]))
    if len(set(phases)) != len(phases):
        raise _fail(where, "explains", "files.rules.phases_twice", known=_listed(known))
    return tuple(phases)


def _phases(game_id: str, where: Text) -> tuple[str, ...]:
    try:
        return get_game(game_id).table.phases
    except KeyError as exc:
        raise _fail(where, "explains", "files.rules.as_is", problem=str(exc.args[0])) from None


def _listed(phases: tuple[str, ...]) -> Text:
    return ", ".join(phases) or say("files.rules.no_phases")


def page_for_phase(book: RulesBook, phase: str | None) -> int:
    """The index of the first page explaining `phase` (the table's F1); 0 when no page does."""
    for index, page in enumerate(book.pages):
        if phase in page.explains:
            return index
    return 0


def _example(book: RulesBook, page: _PageFields, where: Text) -> Example:
    """The picture fields of a page, checked against the grid and the engine."""
    if page.position is UNSET:
        raise _fail(where, "position", "files.rules.needs_position")
    position = _position(book, page.position, where)
    seats = _seats(book.game_id, where)
    to_move = (seats[0] if seats else "") if page.to_move is UNSET else page.to_move
    if to_move not in seats:
        raise _fail(where, "to_move", "files.rules.one_of", allowed=", ".join(seats), found=shown(to_move))
    select = _squares(book, _given(page.select, []), where, "select")
    for square in select:
        if square not in position:
            raise _fail(where, "select", "files.rules.no_card", square=square)
    show = _given(page.show, [])
    show = (show,) if isinstance(show, str) else tuple(show)
    cells = None if page.cells is UNSET else _squares(book, page.cells, where, "cells")
    direction = None if page.dir is UNSET else DIRECTIONS[page.dir]
    marks = None if page.marks is UNSET else _squares(book, page.marks, where, "marks")
    if select and (not show or marks is None):
        raise _fail(where, "select", "files.rules.select_needs")
    if (show or marks is not None or cells or direction) and not select:
        raise _fail(where, "select", "files.rules.needs_select")
    example = Example(position, _given(page.phase, "battle"), to_move, tuple(_given(page.options, {}).items()),
                      select, show, cells, direction, marks, _given(page.caption, "").strip())
    _build_state(book.game_id, example, where)
    return example


def _seats(game_id: str, where: Text) -> tuple[str, ...]:
    try:
        return tuple(get_game(game_id).seat_names)
    except KeyError as exc:
        raise _fail(where, "position", "files.rules.as_is", problem=str(exc.args[0])) from None


def _only_caption_besides(raw: dict, where: Text) -> None:
    """A table picture leaves no room for a grid picture's fields: refuse the first one given."""
    extra = [key for key in raw if key in _PICTURE_FIELDS and key != "caption"]
    if extra:
        raise _fail(where, extra[0], "files.rules.table_only_caption")


def _given(value: Any, default: Any) -> Any:
    """A field's value, or `default` when the file leaves it out."""
    return default if value is UNSET else value


def _table_picture(book: RulesBook, page: _PageFields, raw: dict, where: Text) -> TablePicture:
    """A page's table picture, checked: its marks, and a state the engine builds."""
    _only_caption_besides(raw, where)
    table = page.table
    if table.select and table.marks is None:
        raise _fail(where, "table", "files.rules.table_marks")
    zones = tuple((zone.kind, zone.path.strip("/"), float(zone.height)) for zone in table.zones)
    marks = tuple(table.marks) if table.marks is not None else None
    picture = TablePicture(dict(table.setup), zones, _given(page.caption, "").strip(), table.select, marks)
    try:
        table_view(book.game_id, picture)
    except (ValueError, KeyError, TypeError) as exc:
        raise _fail(where, "table", "files.rules.as_is", problem=getattr(exc, "reason", None) or str(exc)) from None
    return picture


def _table_state(game_id: str, picture: TablePicture):
    """The engine state of a table picture, built by the game's declared table picture."""
    return table_state(game_id, picture.setup)


def table_state(game_id: str, setup: dict):
    """The engine state the game's declared table picture builds from a setup mapping (pages, lessons)."""
    build = get_game(game_id).pictures.table
    if build is None:
        raise RulesBookError(say("files.rules.no_table_position", at=game_id))
    return build(dict(setup))


def table_targets(game_id: str, picture: TablePicture) -> frozenset[str]:
    """The paths the engine offers right after clicking the picture's `select` path; without one, the
    first clicks of the seat to move when the picture promises marks (else nothing)."""
    if picture.marks is None:
        return frozenset()
    game = get_game(game_id)
    state = _table_state(game_id, picture)
    seats = game.to_move(state)
    moves = game.legal_moves(state, seats[0]) if seats else []
    if not picture.select:
        return frozenset(path[0] for move in moves for path in move.targets if path)
    return frozenset(path[1] for move in moves for path in move.targets
                     if len(path) >= 2 and path[0] == picture.select)


def table_view(game_id: str, picture: TablePicture) -> dict:
    """The public view of a table picture's position, built by the game's declared table picture."""
    return get_game(game_id).view(_table_state(game_id, picture), None)


def _position(book: RulesBook, value: dict, where: Text) -> dict:
    """square -> card text, every square on the grid and every card well written."""
    out = {}
    for square, card in value.items():
        _check_square(book, square, where, "position")
        if not isinstance(card, str) or not _CARD.match(card.strip()):
            raise _fail(where, "position", "files.rules.not_a_card", card=shown(card), square=str(square))
        out[square] = card.strip()
    return out


def _squares(book: RulesBook, value: str | list, where: Text, field: str) -> tuple[str, ...]:
    """A list of square names (or one, where the file may give one), each on the grid, none twice."""
    squares = [value] if isinstance(value, str) else value
    for square in squares:
        _check_square(book, square, where, field)
    if len(set(squares)) != len(squares):
        raise _fail(where, field, "files.rules.square_twice")
    return tuple(squares)


def _check_square(book: RulesBook, square: Any, where: Text, field: str) -> None:
    """Refuse anything that is not a square of the book's grid."""
    found = _SQUARE.match(square) if isinstance(square, str) else None
    col = ord(found.group(1)) - ord("a") if found else -1
    row = int(found.group(2)) if found else -1
    if not (0 <= col < book.cols and 1 <= row <= book.rows):
        last = f"{chr(ord('a') + book.cols - 1)}{book.rows}"
        raise _fail(where, field, "files.rules.not_a_square", square=shown(square), cols=book.cols, rows=book.rows,
                    last=last)


def _text(value: str, where: Text, field: str) -> str:
    """A page's title or text, stripped: never empty."""
    if not value.strip():
        raise _fail(where, field, "files.rules.non_empty_text")
    return value.strip()


def _where(source: str, number: int, raw: Any) -> Text:
    """'file, page 3 ("Swap")' for messages."""
    title = raw.get("title") if isinstance(raw, dict) else None
    if isinstance(title, str) and title:
        return say("files.rules.page_titled", at=source, n=number, title=shown(title))
    return say("files.rules.page", at=source, n=number)


# --- refusals ----------------------------------------------------------------------
def _refusal(data: Any, source: str, game_id: str) -> Callable[[Problem], RulesBookError]:
    """The error for the first problem in a rules book's data."""
    def refuse(problem: Problem) -> RulesBookError:
        path = problem.path
        if path[:1] == ("pages",) and len(path) >= 2:
            return _page_problem(problem, data, game_id, _where(source, path[1] + 1, value_at(data, path[:2])))
        if not path and problem.kind != MISSING:
            return _record_problem(problem, _BookFields, source, "files.rules.book_mapping")
        field = path[0] if path else problem.field()
        if field == "game":
            return _fail(source, "game", "files.rules.game", game=game_id, found=shown(value_at(data, ("game",))))
        return _fail(source, field, "files.rules." + {"title": "text"}.get(field, field))
    return refuse


def _record_problem(problem: Problem, shape: type, where: Text, not_mapping: str) -> RulesBookError:
    """A problem with a mapping of fields as a whole (the book, a page): an unknown field, or no mapping."""
    if problem.kind in (UNKNOWN, KEY):
        return _fail(where, printable(problem.name, 30), "files.rules.unknown_field", known=", ".join(field_names(shape)))
    return RulesBookError(say(not_mapping, at=where))


# The sentence for a page's field of the wrong kind, where it is not named for the field.
_PAGE_WORDS = {"title": "non_empty_text", "text": "non_empty_text", "caption": "text", "select": "squares",
               "cells": "squares", "marks": "squares", "show": "kinds", "dir": "direction"}


def _page_problem(problem: Problem, data: Any, game_id: str, where: Text) -> RulesBookError:
    """A problem in one page: `where` names it."""
    rest = problem.path[2:]
    if not rest and problem.kind != MISSING:
        return _record_problem(problem, _PageFields, where, "files.rules.page_mapping")
    field = problem.field() if not rest else rest[0]
    found = shown(value_at(data, problem.path))
    if field == "table":
        _only_caption_besides(value_at(data, problem.path[:2]), where)
        return _fail(where, "table", "files.rules." + _table_problem(rest[1:], problem))
    if field == "explains":
        return _fail(where, field, "files.rules.phases_found", known=_listed(_phases(game_id, where)), found=found)
    if field in ("phase", "to_move"):
        allowed = PHASES if field == "phase" else _seats(game_id, where)
        return _fail(where, field, "files.rules.one_of", allowed=", ".join(allowed), found=found)
    params = {"found": found} if field == "dir" else {}
    return _fail(where, field, "files.rules." + _PAGE_WORDS.get(field, field), **params)


def _table_problem(rest: tuple, problem: Problem) -> str:
    """Which sentence a problem inside a page's table picture reads as."""
    part = rest[0] if rest else problem.field() if problem.kind == MISSING else ""
    if part == "zones":
        return "table_zone" if len(rest) >= 2 else "table_zones"
    return "table_marks" if part in ("select", "marks") else "table"


def _display(path: Path) -> str:
    """The file name as messages show it: its place in the package when shipped, else as given."""
    return package_files.package_place(path) or str(path)


# --- the engine side ------------------------------------------------------------
def position_builder(game_id: str):
    """The game's declared builder of a state from {square: card}, as f(layout, phase, seat, options)."""
    build = get_game(game_id).pictures.example
    if build is None:
        raise RulesBookError(say("files.rules.no_state_from_layout", at=game_id))
    return build


def _seat(game_id: str, example: Example) -> int:
    return list(get_game(game_id).seat_names).index(example.to_move)


def _build_state(game_id: str, example: Example, where: Text = ""):
    """The engine state of an example; the engine's refusal becomes a RulesBookError naming the field."""
    try:
        build = position_builder(game_id)
        return build(example.position, example.phase, _seat(game_id, example), dict(example.options))
    except RulesBookError:
        raise
    except ValueError as exc:  # the engine's GameError (bad option) is a ValueError too
        field = "options" if "option" in str(exc).lower() else "position"
        problem = getattr(exc, "reason", None) or str(exc)
        raise _fail(where or game_id, field, "files.rules.as_is", problem=problem) from None


def example_state(game_id: str, example: Example):
    """The engine state a page's picture shows."""
    return _build_state(game_id, example)


def engine_targets(game_id: str, example: Example) -> frozenset[str]:
    """The squares the engine offers after clicking the selected card(s), filtered as the page asks."""
    game = get_game(game_id)
    state = example_state(game_id, example)
    starts = {square_path(s) for s in example.select}
    found = set()
    for move in game.legal_moves(state, _seat(game_id, example)):
        if move.kind not in example.show:
            continue
        group = move.get("cells")
        if example.cells is not None and group is not None and set(group) != set(example.cells):
            continue  # `cells` narrows marches to one group; other kinds pass
        if example.direction is not None and move.get("dir", example.direction) != example.direction:
            continue
        for path in move.targets:
            if len(path) >= 2 and path[0] in starts:
                square = path_square(path[1])
                if square:
                    found.add(square)
    return frozenset(found)


def illustrate(game_id: str, example: Example) -> Illustration:
    """The board view and the engine's highlights for one picture."""
    game = get_game(game_id)
    state = example_state(game_id, example)
    grid = game.view(state, None)["grid"]
    targets = engine_targets(game_id, example) if example.select else frozenset()
    # A marching group is ringed as a whole; the targets still follow the selected card only.
    chosen = example.select + tuple(s for s in example.cells or () if s not in example.select)
    return Illustration(grid, chosen, targets)


def mismatches(book: RulesBook) -> list[str]:
    """Pages whose `marks` differ from the engine's targets, in words for the tests that check the books
    (empty when all agree)."""
    out = []
    for page in book.pages:
        example = page.example
        if example is None or example.marks is None:
            continue
        engine = engine_targets(book.game_id, example)
        if engine != set(example.marks):
            out.append(_mismatch(book, page, example.marks, engine))
    for page in book.pages:  # table pictures promise paths, not squares
        if page.table is not None and page.table.marks is not None:
            engine = table_targets(book.game_id, page.table)
            if engine != set(page.table.marks):
                out.append(_mismatch(book, page, page.table.marks, engine))
    return out


def _mismatch(book: RulesBook, page: Page, marks, engine) -> str:
    where = f"{book.source}, page {page.number} ({page.title!r})"
    return f"{where}: marks {sorted(marks)} but the engine offers {sorted(engine)}"  # not for players


def square_path(name: str, grid_path: str = "grid") -> str:
    """The view path of a square: 'c4' -> 'grid/2/3'."""
    return f"{grid_path}/{ord(name[0]) - ord('a')}/{int(name[1:]) - 1}"


def path_square(path: str, grid_path: str = "grid") -> str | None:
    """The square of a view path: 'grid/2/3' -> 'c4'; None for other paths."""
    parts = path.split("/")
    if len(parts) != 3 or parts[0] != grid_path or not (parts[1].isdigit() and parts[2].isdigit()):
        return None
    return f"{chr(ord('a') + int(parts[1]))}{int(parts[2]) + 1}"
