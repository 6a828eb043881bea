"""Table layouts: load and validate a game's `tabletop/games/<game_id>/layout.yaml`, and scale them.

A layout places zones on a fixed logical canvas (e.g. 1280x800) that the
`Scaler` fits into the window uniformly, with letterboxing. Every problem in
a file raises `LayoutError` naming the file, the zone (by id, or by its
1-based position when it has no usable id) and the field.

File shape::

    game: army_ants
    canvas: [1280, 800]
    background: "#1e4438"          # optional; or [r, g, b]
    message: [1024, 496, 232, 280] # optional: room of its own for the table's words (see below)
    zones:
      - id: grid
        kind: grid                 # one of the registered drawer kinds
        rect: [24, 24, 470, 752]   # x, y, w, h in canvas units
        path: grid                 # view path; may hold {me} {left} {across} {right}
        owner: shared              # me / left / across / right / shared
        label: "Black casualties"  # optional caption
        fan: right                 # optional: right / down / none
        orient: fixed              # optional, grids: fixed / viewer
        phases: [muster, battle]   # optional; absent = every phase
    players:                       # optional: per player count, zone overrides by id
      4:
        - {id: grid, rect: [...]}  # merge into the zone 'grid'
        - {id: hand, remove: true} # drop a zone
        - {id: extra, kind: pile, rect: [...], path: ...}   # a new zone

Room for the table's words. What the table lays over itself keeps to room the layout gives it, so it
covers no button, no seat's panel and no zone of another:
- the message (a refusal, a hint, who is thinking) hangs from the top of the layout's `message` area,
  a place no zone uses; without one, in the log (the zone of kind `log` shown now) under its heading,
  over older moves;
- the moves a person missed fill the log under its heading (below the message when it is there too),
  or the `message` area in a phase that shows no log;
- the banner announcing a new stage covers the `status` panel for a moment (the table's sentence about
  the stage; nothing on it is clicked).
A layout that names no `message` area shows a log in every phase (tests/ui/test_overlay_room.py draws
every game with all of these at once).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Callable, Iterable, Literal, Union

import msgspec
import pygame
from msgspec import UNSET, UnsetType

from tabletop.engine import datafiles, package_files, schema
from tabletop.engine.datafiles import DataFileError, Limits, kind_of, printable
from tabletop.engine.schema import KEY, MISSING, UNKNOWN, Finite, NonEmpty, Problem, Record, field_names
from tabletop.engine.words import Text, Words, say
from tabletop.ui.zones import DRAWERS

LAYOUT_FILE = "layout.yaml"  # in each game's folder

OWNERS = ("me", "left", "across", "right", "shared")
FANS = ("right", "down", "none")
ORIENTS = ("fixed", "viewer")
SEAT_WORDS = ("me", "left", "across", "right")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
_SEAT_OFFSET = re.compile(r"^[+-][1-9]$")
LIMITS = Limits(max_bytes=1 << 20, max_depth=8, max_nodes=100_000, max_scalar=500)
CANVAS_RANGE = (100, 10_000)  # canvas units per side: a table, not a poster nor a stamp  # {+2}: two seats clockwise from the viewer; {-2}: two the other way


class LayoutError(DataFileError):
    """A layout file that cannot be used; the message names file, zone and field."""


@dataclass(frozen=True)
class Zone:
    """One validated zone of a table layout."""

    id: str
    kind: str
    rect: tuple[float, float, float, float]
    path: str
    owner: str = "shared"
    label: str | None = None
    fan: str | None = None
    orient: str = "fixed"
    phases: frozenset[str] | None = None

    def shows_in(self, phase: str | None) -> bool:
        """Whether the zone is drawn in this view phase."""
        return self.phases is None or phase in self.phases

    def path_for(self, viewer: int | None, n_seats: int) -> str:
        """The view path with {me}/{left}/{across}/{right} replaced by seat indexes."""
        return _PLACEHOLDER.sub(lambda m: str(relative_seat(m.group(1), viewer, n_seats)), self.path)

    def owner_seat(self, viewer: int | None, n_seats: int) -> int | None:
        """The seat index the zone belongs to, or None when shared."""
        if self.owner == "shared":
            return None
        return relative_seat(self.owner, viewer, n_seats)


def relative_seat(word: str, viewer: int | None, n_seats: int) -> int:
    """Seat index for me/left/across/right seen from the viewer (None = seat 0).

    Seats sit clockwise in turn order: `left` is the next seat to play,
    `right` the previous one, `across` the seat half the table away. With
    two seats, left, across and right are all the opponent. "+k" / "-k"
    (k = 1..9) count k seats clockwise / anticlockwise, for tables of five
    and more.
    """
    me = viewer if viewer is not None else 0
    n = max(1, n_seats)
    if _SEAT_OFFSET.match(word):
        return (me + int(word)) % n
    offsets = {"me": 0, "left": 1, "across": n // 2, "right": -1}
    return (me + offsets[word]) % n


@dataclass(frozen=True)
class Layout:
    """A validated layout: canvas size, background, zones, per-count overrides."""

    game: str
    canvas: tuple[int, int]
    zones: tuple[Zone, ...]
    background: tuple[int, int, int] | None = None
    players: dict[int, tuple[Zone, ...]] | None = None
    source: str = ""
    message: tuple[float, float, float, float] | None = None  # room for the table's words; None: the log

    def for_players(self, n: int) -> tuple[Zone, ...]:
        """The zones for a table of n players (the base zones unless overridden)."""
        if self.players and n in self.players:
            return self.players[n]
        return self.zones

    def zone(self, zone_id: str, players: int | None = None) -> Zone:
        """One zone by id (KeyError when absent)."""
        zones = self.zones if players is None else self.for_players(players)
        for zone in zones:
            if zone.id == zone_id:
                return zone
        raise KeyError(zone_id)


def load_layout(game_id: str, folder: str | Path | None = None) -> Layout:
    """Load and validate a game's layout: its folder's layout.yaml, or `<folder>/<game_id>.yaml`."""
    with package_files.on_disk(package_files.game_data(game_id, LAYOUT_FILE, folder)) as path:
        layout = load_layout_file(path)
    if layout.game != game_id:
        raise LayoutError(say("files.layout.game_mismatch", at=_file_name(path), game=printable(layout.game, 30),
                              named=game_id))
    return layout


def load_layout_file(path: str | Path, kinds: Iterable[str] | None = None) -> Layout:
    """Load and validate one layout file; kinds defaults to the registered drawers."""
    path = Path(path)
    data = datafiles.load(path, LIMITS, LayoutError)
    return parse_layout(data, _file_name(path), kinds)


def _file_name(path: Path) -> str:
    return printable(package_files.package_place(path) or path.name)


Rect = tuple[Finite, Finite, Finite, Finite]
Byte = Annotated[int, msgspec.Meta(ge=0, le=255)]
Colour = Union[Annotated[str, msgspec.Meta(pattern=r"^#[0-9a-fA-F]{6}$")], tuple[Byte, Byte, Byte]]
Side = Annotated[float, msgspec.Meta(ge=CANVAS_RANGE[0], le=CANVAS_RANGE[1])]


class _ZoneFields(Record):
    """A zone as the file writes it."""

    id: NonEmpty
    kind: str  # one of the registered drawers: checked after, the drawers import pygame surfaces
    rect: Rect
    path: str
    owner: Literal[OWNERS] = "shared"
    label: str | None = None
    fan: Literal[FANS] | None = None
    orient: Literal[ORIENTS] = "fixed"
    phases: Annotated[frozenset[str], msgspec.Meta(min_length=1)] | None = None


class _LayoutFields(Record):
    """A layout file as it is written; each player count's overrides are merged into the zones first."""

    game: NonEmpty
    canvas: tuple[Side, Side]
    zones: Annotated[list[_ZoneFields], msgspec.Meta(min_length=1)]
    background: Colour | None = None
    message: Rect | UnsetType = UNSET
    players: dict[Annotated[int, msgspec.Meta(ge=1)], Any] | None = None


def parse_layout(data: Any, name: str, kinds: Iterable[str] | None = None) -> Layout:
    """Validate already-parsed YAML data; `name` is used in error messages."""
    if kinds is None:
        kinds = DRAWERS.keys()
    kinds = tuple(kinds)
    fields = schema.convert(data, _LayoutFields, _refusal(data, name))
    canvas = (int(fields.canvas[0]), int(fields.canvas[1]))
    zones = _zones(fields.zones, name, canvas, kinds)
    players = _players(fields.players, data["zones"], name, canvas, kinds)
    message = None if fields.message is UNSET else _inside(fields.message, name, canvas, "message")
    return Layout(fields.game, canvas, zones, _colour(fields.background), players, name, message)


def _zones(fields: list[_ZoneFields], where: Text, canvas: tuple[int, int], kinds: tuple[str, ...]) -> tuple[Zone, ...]:
    """Zones whose kinds are drawn, paths well written and rectangles inside the canvas; ids unique."""
    zones: list[Zone] = []
    seen: set[str] = set()
    for index, zone in enumerate(fields, start=1):
        here = say("files.layout.zone_named", at=where, zone=printable(zone.id, 40))
        if zone.id in seen:
            raise LayoutError(say("files.layout.repeated_id", at=say("files.layout.zone_n", at=where, n=index),
                                  zone=zone.id))
        seen.add(zone.id)
        if zone.kind not in kinds:
            raise LayoutError(say("files.layout.unknown_kind", at=here, kind=printable(zone.kind, 40),
                                  hint=_did_you_mean(zone.kind, kinds)))
        zones.append(Zone(zone.id, zone.kind, _inside(zone.rect, here, canvas), _path(zone.path, here), zone.owner,
                          zone.label, zone.fan, zone.orient, zone.phases))
    return tuple(zones)


def _refusal(data: Any, where: Text) -> Callable[[Problem], LayoutError]:
    """The error for the first problem in a layout's data (or in one player count's zones)."""
    def refuse(problem: Problem) -> LayoutError:
        path = problem.path
        if not path:
            return LayoutError(_record_words(problem, _LayoutFields, data, where, "files.layout.not_mapping"))
        if path[0] == "zones" and len(path) >= 2:
            return LayoutError(_zone_words(problem, data["zones"], where))
        if path[0] == "players":
            return LayoutError(_players_words(problem, data["players"], where))
        return LayoutError(_field_words(problem.field(), data, where))
    return refuse


def _record_words(problem: Problem, shape: type, raw: Any, here: Text, not_mapping: str) -> Words:
    """A problem with a mapping of fields as a whole (the file, a zone): a field missing or unknown, or
    no mapping at all."""
    if problem.kind == MISSING:
        return say("files.layout.missing", at=here, field=problem.name)
    if problem.kind in (UNKNOWN, KEY):
        return _unknown_field(problem.name, field_names(shape), here)
    return say(not_mapping, at=here, found=kind_of(raw))


def _zone_words(problem: Problem, zones: list, where: Text) -> Words:
    """A problem in one zone, which is named by its id when it has a usable one."""
    index = problem.path[1]
    raw = zones[index]
    zid = raw.get("id") if isinstance(raw, dict) else None
    here = (say("files.layout.zone_named", at=where, zone=printable(zid, 40)) if isinstance(zid, str) and zid
            else say("files.layout.zone_n", at=where, n=index + 1))
    if len(problem.path) == 2:
        return _record_words(problem, _ZoneFields, raw, here, "files.layout.zone_not_mapping")
    return _field_words(problem.path[2], raw, here)


_FIELD_WORDS = {"game": "game_id", "zones": "zones", "background": "colour", "id": "id_text",
                "path": "path_text", "label": "label_text", "phases": "phases", "players": "players"}


def _field_words(field: str, raw: dict, here: Text) -> Words:
    """A field whose value is of the wrong kind or out of its range."""
    if field == "canvas":
        low, high = CANVAS_RANGE
        return say("files.layout.canvas", at=here, low=low, high=high)
    if field in ("rect", "message"):
        return say("files.layout.rect", at=here, field=field)
    if field == "kind":
        kind = raw["kind"]
        return say("files.layout.unknown_kind", at=here, kind=printable(kind, 40), hint="")
    if field in ("owner", "fan", "orient"):
        allowed = {"owner": OWNERS, "fan": FANS, "orient": ORIENTS}[field]
        return say("files.layout.choice", at=here, field=field, allowed=", ".join(allowed),
                   got=printable(raw[field], 30))
    return say("files.layout." + _FIELD_WORDS[field], at=here)


def _players_words(problem: Problem, players: Any, where: Text) -> Words:
    """A problem with the player counts: the field is no mapping, or one of its keys is no count."""
    if problem.kind == KEY:
        odd = next(count for count in players if isinstance(count, bool) or not isinstance(count, int) or count < 1)
        return say("files.layout.players_key", at=where, key_found=printable(odd, 20))
    return say("files.layout.players", at=where)


def _players(raw: dict | None, base: list, name: str, canvas: tuple[int, int],
             kinds: tuple[str, ...]) -> dict[int, tuple[Zone, ...]]:
    """Each player count's zones: the base zones with the count's overrides merged in, then checked."""
    result: dict[int, tuple[Zone, ...]] = {}
    for count, overrides in (raw or {}).items():
        where = say("files.layout.players_n", at=name, count=count)
        if not isinstance(overrides, list):
            raise LayoutError(say("files.layout.overrides", at=where))
        merged = {"zones": _merge(base, overrides, where)}
        fields = schema.convert(merged, _PlayerZones, _refusal(merged, where))
        result[count] = _zones(fields.zones, where, canvas, kinds)
    return result


class _PlayerZones(Record):
    zones: list[_ZoneFields]


def _merge(base: list, overrides: list, where: Text) -> list:
    """Apply overrides by id to the base zone mappings (new ids add zones)."""
    merged = [dict(raw) if isinstance(raw, dict) else raw for raw in base]
    by_id = {raw.get("id"): i for i, raw in enumerate(merged) if isinstance(raw, dict)}
    dropped: set[int] = set()
    for index, override in enumerate(overrides, start=1):
        if not isinstance(override, dict) or not isinstance(override.get("id"), str):
            raise LayoutError(say("files.layout.override", at=say("files.layout.override_n", at=where, n=index)))
        changes = dict(override)
        remove = changes.pop("remove", False)
        if not isinstance(remove, bool):
            zone = say("files.layout.zone_named", at=where, zone=printable(override["id"], 40))
            raise LayoutError(say("files.layout.remove_bool", at=zone))
        target = by_id.get(override["id"])
        if target is None:
            if remove:
                zone = say("files.layout.zone_named", at=where, zone=printable(override["id"], 40))
                raise LayoutError(say("files.layout.remove_none", at=zone))
            merged.append(changes)
        elif remove:
            dropped.add(target)
        else:
            merged[target].update(changes)
    return [raw for i, raw in enumerate(merged) if i not in dropped]


def _inside(rect: tuple[float, ...], here: Text, canvas: tuple[int, int], field: str = "rect") -> tuple[float, float, float, float]:
    """A rectangle with a positive size, inside the canvas."""
    x, y, w, h = rect
    if w <= 0 or h <= 0:
        raise LayoutError(say("files.layout.rect_size", at=here, field=field, w=f"{w:g}", h=f"{h:g}"))
    cw, ch = canvas
    if x < 0 or y < 0 or x + w > cw or y + h > ch:
        raise LayoutError(say("files.layout.rect_inside", at=here, field=field,
                              rect=f"[{x:g}, {y:g}, {w:g}, {h:g}]", canvas=f"[0, 0, {cw}, {ch}]"))
    return (x, y, w, h)


def _path(raw: str, here: Text) -> str:
    """A view path, "" for the whole view; only known seat placeholders (words, or offsets like {+2})."""
    for word in _PLACEHOLDER.findall(raw):
        if word not in SEAT_WORDS and not _SEAT_OFFSET.match(word):
            known = ", ".join("{" + w + "}" for w in SEAT_WORDS)
            raise LayoutError(say("files.layout.placeholder", at=here, word="{" + printable(word, 20) + "}",
                                     known=known))
    return raw.strip("/")


def _colour(colour: str | tuple[int, int, int] | None) -> tuple[int, int, int] | None:
    """'#rrggbb' or [r, g, b] as (r, g, b)."""
    if isinstance(colour, str):
        return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return colour


def _unknown_field(field: str, known: tuple[str, ...], here: Text) -> Words:
    """A misspelt field, refused instead of ignored."""
    return say("files.layout.unknown_field", at=here, field=printable(field, 30), hint=_did_you_mean(field, known))


def _did_you_mean(word: Any, known: Iterable[str]) -> Text:
    """' (did you mean 'grid'?)' for a near miss, so a message stays one short line."""
    close = difflib.get_close_matches(str(word)[:40], list(known), n=1)
    return say("files.did_you_mean", word=close[0]) if close else ""


class Scaler:
    """Maps the logical canvas onto the window: uniform scale, centred, letterboxed."""

    def __init__(self, canvas: tuple[float, float], window: tuple[int, int]):
        self.canvas = (float(canvas[0]), float(canvas[1]))
        self.resize(window)

    def resize(self, window: tuple[int, int]) -> None:
        """Recompute scale and offset for a new window size."""
        self.window = (int(window[0]), int(window[1]))
        cw, ch = self.canvas
        self.scale = max(1e-6, min(self.window[0] / cw, self.window[1] / ch))
        self.offset = ((self.window[0] - cw * self.scale) / 2, (self.window[1] - ch * self.scale) / 2)

    def to_window_point(self, point: tuple[float, float]) -> tuple[float, float]:
        """A canvas point in window pixels."""
        return (self.offset[0] + point[0] * self.scale, self.offset[1] + point[1] * self.scale)

    def to_canvas(self, point: tuple[float, float]) -> tuple[float, float]:
        """A window point in canvas units (may lie outside the canvas)."""
        return ((point[0] - self.offset[0]) / self.scale, (point[1] - self.offset[1]) / self.scale)

    def to_window(self, rect: tuple[float, float, float, float]) -> pygame.Rect:
        """A canvas rect in window pixels; edges round the same way, so neighbours tile."""
        x0, y0 = self.to_window_point((rect[0], rect[1]))
        x1, y1 = self.to_window_point((rect[0] + rect[2], rect[1] + rect[3]))
        left, top = round(x0), round(y0)
        return pygame.Rect(left, top, max(1, round(x1) - left), max(1, round(y1) - top))

    def canvas_rect(self) -> pygame.Rect:
        """The whole canvas in window pixels (the area inside the letterbox)."""
        return self.to_window((0, 0, self.canvas[0], self.canvas[1]))
