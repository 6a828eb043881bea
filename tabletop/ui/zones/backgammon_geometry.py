"""Where everything on a backgammon board lies in window pixels: points, bar halves, trays, stacks.

`geometry(rect, flipped)` fits the largest board of the right shape into a zone rect, turned for
colour 1 when `flipped` and numbered from the side at the bottom; its `BoardGeometry` answers where a
point, a bar half, a tray or the n-th checker of a stack is, which number a point shows, and which
board path lies under a window point.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .backgammon_replay import BOARD
from .base import join

STACK_SHOWN = 5          # checkers drawn on a point before the stack shows a count
BAR_SHOWN = 4            # the same on each half of the bar

# Widths in point widths: frame, cube strip, 6 points, bar, 6 points, gap, trays, frame.
FRAME, CUBE_STRIP, BAR, TRAY_GAP, TRAY = 0.3, 1.1, 1.0, 0.15, 1.3
NUMBERS = 0.5            # the number strips above and below the field, in point widths
OFF_LABEL = 0.5          # room kept in a tray beyond fifteen checkers for its count, in point widths
WIDTH_UNITS = 2 * FRAME + CUBE_STRIP + 12 + BAR + TRAY_GAP + TRAY
FIELD_MAX = 13.0         # the tallest playing field, in point widths (keeps the board's shape)
POINT_SHARE = 0.42       # a triangle's length / the field height


@dataclass(frozen=True)
class BoardGeometry:
    """Where everything on the board lies in window pixels, for one zone rect and orientation."""

    rect: pygame.Rect     # the whole board, frame included
    pw: float             # a point's width
    left: float           # x of the left quadrant's first point
    top: float            # y of the playing field's top edge
    bottom: float         # y of its bottom edge
    point_h: float        # a triangle's length
    checker: int          # a checker's diameter
    flipped: bool         # drawn for colour 1

    @property
    def mid(self) -> float:
        return (self.top + self.bottom) / 2

    @property
    def bar_x(self) -> float:
        return self.left + 6 * self.pw

    @property
    def tray_x(self) -> float:
        return self.left + (12 + BAR + TRAY_GAP) * self.pw

    @property
    def field(self) -> pygame.Rect:
        """The felt from the left quadrant to the right one (the bar included)."""
        return snapped(self.left, self.top, (12 + BAR) * self.pw, self.bottom - self.top)

    def own(self, point: int) -> int:
        """The viewer's own number of an absolute point."""
        return 25 - point if self.flipped else point

    def number(self, point: int) -> int:
        """The number printed by an absolute point: that of the side at the bottom, the same whoever moves."""
        return self.own(point)

    def is_mine(self, colour: int) -> bool:
        """Whether a colour is the one whose side is at the bottom."""
        return colour == (1 if self.flipped else 0)

    def column(self, point: int) -> tuple[float, bool]:
        """(left x, on the top row) of an absolute point."""
        own = self.own(point)
        col = 12 - own if own <= 12 else own - 13
        x = self.left + col * self.pw + (BAR * self.pw if col >= 6 else 0)
        return x, own > 12

    def point_rect(self, point: int) -> pygame.Rect:
        """The clickable column of a point: from the frame to the middle line."""
        x, top = self.column(point)
        y0, y1 = (self.top, self.mid) if top else (self.mid, self.bottom)
        return snapped(x, y0, self.pw, y1 - y0)

    def bar_rect(self, colour: int) -> pygame.Rect:
        """The half of the bar holding a colour's hit checkers (the viewer's is the lower half)."""
        y0, y1 = (self.mid, self.bottom) if self.is_mine(colour) else (self.top, self.mid)
        return snapped(self.bar_x, y0, BAR * self.pw, y1 - y0)

    def tray_rect(self, colour: int) -> pygame.Rect:
        """The clickable half of the tray column for a colour's borne-off checkers."""
        y0, y1 = (self.mid, self.bottom) if self.is_mine(colour) else (self.top, self.mid)
        return snapped(self.tray_x, y0, TRAY * self.pw, y1 - y0)

    def tray_floor(self, colour: int) -> pygame.Rect:
        """The recessed tray itself, as long as a triangle."""
        x, w = self.tray_x, TRAY * self.pw
        y = self.bottom - self.point_h if self.is_mine(colour) else self.top
        return snapped(x, y, w, self.point_h)

    def slab(self, colour: int, index: int) -> pygame.Rect:
        """The index-th borne-off checker seen edge-on, from the tray's outer end; fifteen leave room at the
        inner end for the count ("15 off") to be read whole beyond them."""
        floor = self.tray_floor(colour).inflate(-round(self.pw * 0.2), -round(self.pw * 0.16))
        h = (floor.height - OFF_LABEL * self.pw) / 15
        y = floor.bottom - (index + 1) * h if self.is_mine(colour) else floor.top + index * h
        return snapped(floor.x, y, floor.width, max(2.0, h - 1))

    def spot(self, path: str, index: int) -> tuple[int, int]:
        """Centre of the index-th checker (0 = the first laid) at a board path."""
        kind, _, number = path.removeprefix(BOARD + "/").partition("/")
        d = self.checker
        if kind == "point":
            x, top = self.column(int(number))
            step = min(d, (self.point_h + 0.35 * d - d) / max(1, STACK_SHOWN - 1))
            offset = d / 2 + 1 + min(index, STACK_SHOWN - 1) * step
            return round(x + self.pw / 2), round(self.top + offset if top else self.bottom - offset)
        colour = int(number)
        if kind == "bar":
            offset = max(d * 0.75, self.mid - self.top - self.point_h + d / 2) + min(index, BAR_SHOWN - 1) * d
            y = self.mid + offset if self.is_mine(colour) else self.mid - offset
            return round(self.bar_x + BAR * self.pw / 2), round(y)
        return self.slab(colour, min(index, 14)).center

    def path_at(self, pos: tuple[int, int]) -> str | None:
        """The board path under a window point, or None."""
        for rect, path in _clickable(self):
            if rect.collidepoint(pos):
                return path
        return None

    def clickable(self) -> list[tuple[pygame.Rect, str]]:
        """Each clickable place with its board path, in the order a click looks them up: points, then
        each colour's bar half and tray."""
        places = [(self.point_rect(point), join(BOARD, "point", point)) for point in range(1, 25)]
        for colour in (0, 1):
            places += [(self.bar_rect(colour), join(BOARD, "bar", colour)),
                       (self.tray_rect(colour), join(BOARD, "off", colour))]
        return places


_CLICKABLE: dict[tuple, tuple[tuple[pygame.Rect, str], ...]] = {}


def _clickable(geo: BoardGeometry) -> tuple[tuple[pygame.Rect, str], ...]:
    """The clickable places of a board, worked out once per size and side: a lesson's callout finds a
    place on the board by asking what lies under hundreds of window points."""
    key = (geo.pw, geo.left, geo.top, geo.bottom, geo.flipped)
    if key not in _CLICKABLE:
        if len(_CLICKABLE) > 64:
            _CLICKABLE.clear()
        _CLICKABLE[key] = tuple(geo.clickable())
    return _CLICKABLE[key]


def geometry(rect: pygame.Rect, flipped: bool) -> BoardGeometry:
    """The largest board that fits the zone, centred in it."""
    pw = max(4.0, min(rect.width / WIDTH_UNITS, rect.height / (FIELD_MAX + 2 * NUMBERS)))
    field_h = min(rect.height - 2 * NUMBERS * pw, FIELD_MAX * pw)
    width = WIDTH_UNITS * pw
    x0 = rect.x + (rect.width - width) / 2
    top = rect.y + (rect.height - field_h) / 2
    point_h = field_h * POINT_SHARE
    checker = max(4, int(min(pw * 0.92, point_h / STACK_SHOWN)))
    board = snapped(x0, top - NUMBERS * pw, width, field_h + 2 * NUMBERS * pw)
    return BoardGeometry(board, pw, x0 + (FRAME + CUBE_STRIP) * pw, top, top + field_h, point_h, checker, flipped)


def shifted(geo: BoardGeometry, dx: float, dy: float) -> BoardGeometry:
    """The same geometry moved by (dx, dy): for drawing into the cached picture."""
    return BoardGeometry(geo.rect.move(dx, dy), geo.pw, geo.left + dx, geo.top + dy, geo.bottom + dy,
                         geo.point_h, geo.checker, geo.flipped)


def snapped(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rect from float edges, rounded so neighbours tile."""
    left, top = round(x), round(y)
    return pygame.Rect(left, top, max(1, round(x + w) - left), max(1, round(y + h) - top))
