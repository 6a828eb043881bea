"""The `bgboard` zone: a backgammon board drawn from the whole view (layout path "").

Data: the view, with "board" in the shared backgammon format (24 points by
absolute number, "bar", "off", "pips", "moved"), "viewer_colour" (0, 1 or
None = colour 0's side), "cube", the roll ("dice", "dice_left", "turn"),
"last_turn" (every step of the turn, or Synchro-gammon's round, to mark),
"phase" and "games" (a finished game's result), and, in Synchro-gammon,
"reveal" (what the revealed cards mean for the round: "White moves twice,
Black once").

The board is turned for the view's colour ("viewer_colour"): that colour's
home board lies bottom right, its bar checkers sit in the lower half of the
bar and its tray is the lower one. The table turns it to the player who
decides, or keeps it one way (its "Board" switch, a lesson, a game that
asks for it) by giving every view the same colour. Its point numbers are
always those of the side at the bottom (colour 1's own point m is absolute
point 25 - m), and the log and hints number every move from that side too,
so what is read and what is drawn never disagree. Clicks give the
contract's absolute paths: "board/point/<n>", "board/bar/<colour>",
"board/off/<colour>".

Where things lie is `backgammon_geometry`. The wooden frame, the triangles
and the numbers are one picture cached per size and orientation; checkers
are small cached circles; everything that stands still while a move is
replayed (wood, stacks, marks) is one kept layer under the dice and the
checkers in flight. A stack taller than
five shows five checkers with the count on the outermost one. The dice lie
on the field (`backgammon_dice`). The places of the marked turn are washed
and the spots its checkers left are ringed; a finished game's result lies
across the middle of the final position. While the scene's `animation`
progress (0..1) runs, the steps of the last move ("moved") are replayed:
each checker glides from its old place to its new one; a hit blot waits
for the hitter to land, then travels to the bar ringed in the hit colour
(the counting and the timing live in `backgammon_replay`).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .backgammon_dice import ROLL_SECONDS, board_dice, draw_board_dice
from .backgammon_geometry import (BAR, BAR_SHOWN, CUBE_STRIP, NUMBERS, STACK_SHOWN, TRAY, TRAY_GAP, BoardGeometry,
                                 geometry, shifted, snapped)
from .backgammon_replay import BOARD, frame_state, replay_seconds
from .base import NO_MARKS, Marks, ZoneDrawer, join, ring, wash

SUPERSAMPLE = 3

WOOD = (98, 62, 38)
WOOD_DARK = (70, 42, 26)
FELT = (46, 104, 78)
TRIANGLES = ((196, 70, 56), (232, 218, 182))
TRAY_FLOOR = (136, 98, 62)
CHECKER_FILL = ((244, 240, 228), (44, 44, 50))
CHECKER_EDGE = ((150, 140, 118), (12, 12, 14))
CHECKER_INK = ((44, 44, 50), (240, 236, 226))
SLAB_EDGE = ((120, 112, 96), (150, 150, 156))  # borne-off checkers seen edge-on, outlined to stand out
BANNER = (250, 214, 90)

_pictures: dict[tuple, pygame.Surface] = {}
_PICTURE_LIMIT = 64
_layers: dict[tuple, pygame.Surface] = {}  # the still part of the board (`_still_layer`)
LAYERS_KEPT = 6  # a hit's replay needs three (before, between the beats, after); a board is a few MB


class BackgammonBoardDrawer(ZoneDrawer):
    """Draws the board from the whole view; hit gives the contract's board paths."""

    kind = "bgboard"
    shows_pieces = False  # it replays the move itself (animation_key), not through the motion
    animation: float = 1.0   # set by the table scene while the last move is replayed

    def animation_key(self, data: Any) -> Any:
        """What changes when a move lands (the scene starts the replay when it does)."""
        board = _board(data)
        if board is None:
            return None
        dice = data.get("dice") if isinstance(data, dict) else None
        return repr((board.get("moved"), board.get("points"), board.get("bar"), board.get("off"), dice))

    def animation_seconds(self, data: Any) -> float:
        """The replay of the last move's steps (longer with a hit), or a fresh roll's tumble."""
        board = _board(data)
        return (replay_seconds(board) if board is not None else 0.0) or ROLL_SECONDS

    def geometry(self, rect: pygame.Rect, data: Any) -> BoardGeometry:
        """The board turned to the view's colour (the table keeps that one way when asked), numbered from
        the side at the bottom: the numbers never change while the board does not turn."""
        return geometry(rect, _viewer_colour(data) == 1)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        board = _board(data)
        if board is None:
            return
        geo = self.geometry(rect, data)
        counts, flying = frame_state(board, self.animation)
        surface.blit(_still_layer(geo, board, data, counts, bool(flying), marks), geo.rect.topleft)
        draw_board_dice(surface, geo, data, self.animation)
        _draw_banner(surface, geo, data.get("reveal") or (result_words(data) if not flying else None))
        for colour, start, end, t, knocked in flying:  # over the banner: a blot crosses the middle to the bar
            (x0, y0), (x1, y1) = geo.spot(*start), geo.spot(*end)
            centre = (round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t))
            _blit_checker(surface, geo.checker, colour, centre)
            if knocked:  # the hit blot on its way to the bar, ringed so the eye follows it
                width = max(2, round(geo.pw * 0.07))
                pygame.draw.circle(surface, theme.ATTACK, centre, geo.checker // 2 + width, width)

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        if _board(data) is None:
            return None
        return self.geometry(rect, data).path_at(pos)

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The cube ("board/cube"), each colour's pip count ("board/pips/0") and the roll on the board
        ("board/dice", all the dice together), where they are drawn."""
        board = _board(data)
        if board is None:
            return {}
        geo = self.geometry(rect, data)
        places = {join(BOARD, "pips", colour): box for colour, box in _pip_boxes(geo, board).items()}
        cube = _cube_box(geo, data.get("cube"))
        dice = [box for _, box in board_dice(geo, data)]
        if dice:
            places[join(BOARD, "dice")] = dice[0].unionall(dice[1:])
        return places | ({join(BOARD, "cube"): cube} if cube is not None else {})

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The running figures among them: the pip counts and the cube, and each tray's count ("3 off",
        "board/off/0/count")."""
        board = _board(data)
        if board is None:
            return {}
        geo = self.geometry(rect, data)
        counts = frame_state(board, None)[0]
        trays = {join(BOARD, "off", colour, "count"): off_label(geo, colour, count)[1] for colour in (0, 1)
                 if (count := counts[join(BOARD, "off", colour)][1]) > 0}
        shown = self.shown(rect, data, path)
        return {place: box for place, box in shown.items() if place != join(BOARD, "dice")} | trays

    def pieces(self, rect: pygame.Rect, data: Any, path: str) -> list[pygame.Rect]:
        """Each stack of checkers where it stands (a point's, a bar half's, a tray's) and each die rolled."""
        board = _board(data)
        if board is None:
            return []
        geo = self.geometry(rect, data)
        counts = frame_state(board, None)[0]
        stacks = [_stack_rect(geo, place, colour, count) for place, (colour, count) in counts.items()
                  if count > 0 and colour in (0, 1)]
        return stacks + [box for _, box in board_dice(geo, data)]


def _still_layer(geo: BoardGeometry, board: dict, data: dict, counts: dict, flying: bool,
                 marks: Marks) -> pygame.Surface:
    """Everything on the board but the dice, the checkers in flight and the result, as one kept picture:
    while a move is replayed only those are drawn afresh; the layer is made again when a checker lands,
    the marks change or the board turns."""
    hover = marks.hover if marks.hover and marks.hover.startswith(BOARD + "/") else None  # not a button's
    key = (geo.rect.size, geo.pw, geo.flipped, geo.number(1), tuple(counts.items()), flying, repr(data.get("last_turn")),
           repr(board.get("pips")), repr(data.get("cube")), marks.selected, marks.targets, marks.last,
           hover, marks.starts)
    found = _layers.get(key)
    if found is None:  # the oldest layer makes room, and lends its pixels when it is the same size
        spare = _layers.pop(next(iter(_layers))) if len(_layers) >= LAYERS_KEPT else None
        fits = spare is not None and spare.get_size() == geo.rect.size
        found = _layers[key] = spare if fits else pygame.Surface(geo.rect.size)
        _draw_still_board(found, shifted(geo, -geo.rect.x, -geo.rect.y), board, data, counts, flying, marks)
    return found


def _draw_still_board(surface: pygame.Surface, geo: BoardGeometry, board: dict, data: dict, counts: dict,
                      flying: bool, marks: Marks) -> None:
    """The wood, the marks, the stacks, the pips and the cube."""
    surface.blit(_background(geo), geo.rect.topleft)
    mover = _mover_colour(counts, marks)
    for path in marks.last:
        if path.startswith(BOARD + "/"):
            _wash_place(surface, geo, path, theme.LAST, 70)
    for path in marks.targets:  # tints go under the checkers, which stay readable
        _wash_target(surface, geo, path, counts.get(path, (None, 0)), mover)
    for path, (colour, count) in counts.items():
        _draw_stack(surface, geo, path, colour, count)
    if not flying:
        _draw_journeys(surface, geo, counts, data.get("last_turn"))
    for path in _board_paths():
        _draw_marks(surface, geo, path, counts.get(path, (None, 0)), marks, mover)
    _draw_pips(surface, geo, board)
    _draw_cube(surface, geo, data.get("cube"))


# --- view data --------------------------------------------------------------

def _board(data: Any) -> dict | None:
    """The board part of the view, or None when the data holds no usable board."""
    if not isinstance(data, dict):
        return None
    board = data.get(BOARD)
    if isinstance(board, dict) and isinstance(board.get("points"), list) and len(board["points"]) == 24:
        return board
    return None


def _viewer_colour(data: Any) -> int | None:
    colour = data.get("viewer_colour") if isinstance(data, dict) else None
    return colour if colour in (0, 1) else None


def result_words(data: dict) -> str | None:
    """The finished game's result, drawn over its final position (between games and at the end)."""
    games = data.get("games")
    if data.get("phase") not in ("between", "over") or not isinstance(games, list) or not games:
        return None
    last = games[-1]
    words = last.get("summary") if isinstance(last, dict) else None
    return str(words) if words else None


def journeys(last_turn: Any) -> list[tuple[str, str, int | None]]:
    """(where it started, where it stopped, colour) for each checker the marked turn or round moved: a
    checker that lands and moves on again (13/8/5, or 13/8 then 8/5) is one journey; a Synchro-gammon
    round moves both colours, and a checker of one colour never goes on from where the other landed."""
    found: list[list] = []
    for step in last_turn or ():
        if not isinstance(step, (list, tuple)) or len(step) < 2:
            continue
        src, dst = str(step[0]), str(step[1])
        colour = step[2] if len(step) > 2 and step[2] in (0, 1) else None
        going_on = next((j for j in reversed(found) if j[1] == src and j[2] == colour), None)
        if going_on is not None:
            going_on[1] = dst
        else:
            found.append([src, dst, colour])
    return [(start, end, colour) for start, end, colour in found]


def _board_paths() -> list[str]:
    return ([join(BOARD, "point", n) for n in range(1, 25)]
            + [join(BOARD, kind, c) for kind in ("bar", "off") for c in (0, 1)])


def _mover_colour(counts: dict, marks: Marks) -> int | None:
    """The colour of the checker the player has picked up, if any."""
    for path in marks.selected:
        colour, count = counts.get(path, (None, 0))
        if count and colour is not None:
            return colour
    return None


# --- drawing ------------------------------------------------------------------

def _background(geo: BoardGeometry) -> pygame.Surface:
    """The frame, felt, triangles, bar, trays and point numbers: one cached picture."""
    key = ("board", geo.rect.size, round(geo.pw, 3), geo.flipped, geo.number(1))
    found = _pictures.get(key)
    if found is None:
        if len(_pictures) >= _PICTURE_LIMIT:
            _pictures.clear()
        found = _pictures[key] = _render_background(geo)
    return found


def _render_background(geo: BoardGeometry) -> pygame.Surface:
    picture = pygame.Surface(geo.rect.size)
    dx, dy = -geo.rect.x, -geo.rect.y
    local = shifted(geo, dx, dy)
    picture.fill(WOOD)
    pygame.draw.rect(picture, WOOD_DARK, picture.get_rect(), max(2, round(geo.pw * 0.08)))
    halves = (snapped(local.left, local.top, 6 * local.pw, local.bottom - local.top),
              snapped(local.bar_x + BAR * local.pw, local.top, 6 * local.pw, local.bottom - local.top))
    for half in halves:
        pygame.draw.rect(picture, FELT, half)
    for point in range(1, 25):
        _draw_triangle(picture, local, point)
    for half in halves:
        pygame.draw.rect(picture, WOOD_DARK, half.inflate(2, 2), max(2, round(geo.pw * 0.06)))
    bar = snapped(local.bar_x, local.top, BAR * local.pw, local.bottom - local.top)
    pygame.draw.rect(picture, WOOD_DARK, bar.inflate(-round(local.pw * 0.3), 0))
    for colour in (0, 1):
        floor = local.tray_floor(colour)
        pygame.draw.rect(picture, TRAY_FLOOR, floor, border_radius=max(2, round(local.pw * 0.1)))
        pygame.draw.rect(picture, WOOD_DARK, floor, max(2, round(local.pw * 0.06)), border_radius=max(2, round(local.pw * 0.1)))
    _draw_numbers(picture, local)
    return picture


def _draw_triangle(surface: pygame.Surface, geo: BoardGeometry, point: int) -> None:
    x, top = geo.column(point)
    colour = TRIANGLES[geo.own(point) % 2]
    inset = geo.pw * 0.04
    base = geo.top if top else geo.bottom
    tip = base + geo.point_h if top else base - geo.point_h
    corners = [(x + inset, base), (x + geo.pw - inset, base), (x + geo.pw / 2, tip)]
    pygame.draw.polygon(surface, colour, corners)
    pygame.draw.aalines(surface, theme.darken(colour, 0.25), True, corners)


def _draw_numbers(surface: pygame.Surface, geo: BoardGeometry) -> None:
    """The numbered colour's point numbers in the frame above and below the field."""
    size = geo.pw * 0.36
    strip = NUMBERS * geo.pw
    for point in range(1, 25):
        x, top = geo.column(point)
        image = theme.text(str(geo.number(point)), size, theme.lighten(WOOD, 0.7), bold=True)
        y = geo.top - strip / 2 if top else geo.bottom + strip / 2
        surface.blit(image, image.get_rect(center=(round(x + geo.pw / 2), round(y))))


def checker_picture(diameter: int, colour: int) -> pygame.Surface:
    """A round checker with a rim and an inner ring (cached)."""
    key = ("checker", diameter, colour)
    found = _pictures.get(key)
    if found is None:
        big = diameter * SUPERSAMPLE
        layer = pygame.Surface((big, big), pygame.SRCALPHA)
        centre, radius = (big // 2, big // 2), big // 2
        pygame.draw.circle(layer, CHECKER_EDGE[colour], centre, radius)
        pygame.draw.circle(layer, CHECKER_FILL[colour], centre, round(radius * 0.9))
        pygame.draw.circle(layer, CHECKER_EDGE[colour], centre, round(radius * 0.62), max(1, big // 30))
        found = pygame.transform.smoothscale(layer, (diameter, diameter))
        if len(_pictures) >= _PICTURE_LIMIT:
            _pictures.clear()
        _pictures[key] = found
    return found


def _blit_checker(surface: pygame.Surface, diameter: int, colour: int, centre: tuple[int, int]) -> None:
    picture = checker_picture(diameter, colour)
    surface.blit(picture, picture.get_rect(center=centre))


def _draw_stack(surface: pygame.Surface, geo: BoardGeometry, path: str, colour: int | None, count: int) -> None:
    """A point's or bar half's checkers (with a count past what fits), or a tray's slabs."""
    if count <= 0 or colour not in (0, 1):
        return
    if "/off/" in path:
        for i in range(min(count, 15)):
            slab = geo.slab(colour, i)
            pygame.draw.rect(surface, CHECKER_FILL[colour], slab, border_radius=max(1, slab.height // 3))
            pygame.draw.rect(surface, SLAB_EDGE[colour], slab, 1, border_radius=max(1, slab.height // 3))
        _draw_off_count(surface, geo, colour, count)
        return
    shown = min(count, BAR_SHOWN if "/bar/" in path else STACK_SHOWN)
    for i in range(shown):
        _blit_checker(surface, geo.checker, colour, geo.spot(path, i))
    if count > shown:
        image = theme.text(str(count), geo.checker * 0.5, CHECKER_INK[colour], bold=True)
        surface.blit(image, image.get_rect(center=geo.spot(path, shown - 1)))


def _stack_rect(geo: BoardGeometry, path: str, colour: int, count: int) -> pygame.Rect:
    """The rect a stack of `count` checkers (or a tray's slabs) covers, as `_draw_stack` draws it."""
    if "/off/" in path:
        slabs = [geo.slab(colour, i) for i in range(min(count, 15))]
        return slabs[0].unionall(slabs[1:])
    half = geo.checker // 2
    spots = [geo.spot(path, i) for i in range(min(count, _shown(path)))]
    boxes = [pygame.Rect(x - half, y - half, geo.checker, geo.checker) for x, y in spots]
    return boxes[0].unionall(boxes[1:])


def _draw_off_count(surface: pygame.Surface, geo: BoardGeometry, colour: int, count: int) -> None:
    """'4 off' at the tray's inner end, beyond the slabs."""
    image, box = off_label(geo, colour, count)
    surface.blit(image, box)


def off_label(geo: BoardGeometry, colour: int, count: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A tray's count ('15 off') and where it lies: beyond the last slab, whole, by the tray."""
    floor = geo.tray_floor(colour)
    words, size = text(say("table.backgammon.borne_off", n=count)), geo.pw * 0.3
    image = theme.text(words, size, theme.lighten(WOOD, 0.85), bold=True)
    room = floor.width + round(2 * TRAY_GAP * geo.pw)  # over the tray's rim at most, never past the frame
    if image.get_width() > room:  # longer words ("15個上がり") are made smaller to stay by the tray
        image = theme.text(words, size * room / image.get_width(), theme.lighten(WOOD, 0.85), bold=True)
    end = geo.slab(colour, min(count, 15) - 1)
    y = end.top - image.get_height() // 2 - 1 if geo.is_mine(colour) else end.bottom + image.get_height() // 2 + 1
    y = max(floor.top + image.get_height() // 2, min(floor.bottom - image.get_height() // 2, y))
    return image, image.get_rect(center=(floor.centerx, y))


def _place_rect(geo: BoardGeometry, path: str) -> pygame.Rect | None:
    kind, _, number = path.removeprefix(BOARD + "/").partition("/")
    if not number.isdigit():
        return None
    n = int(number)
    if kind == "point" and 1 <= n <= 24:
        return geo.point_rect(n)
    if kind == "bar" and n in (0, 1):
        return geo.bar_rect(n)
    if kind == "off" and n in (0, 1):
        return geo.tray_floor(n)
    return None


def _wash_place(surface: pygame.Surface, geo: BoardGeometry, path: str, colour: theme.Colour, alpha: int) -> None:
    rect = _place_rect(geo, path)
    if rect is not None:
        wash(surface, rect, colour, alpha)


def _wash_target(surface: pygame.Surface, geo: BoardGeometry, path: str, held: tuple, mover: int | None) -> None:
    """The tint of a possible landing place: green, red over a blot to hit; the tray always."""
    colour, count = held
    if "/off/" in path:
        _wash_place(surface, geo, path, theme.TARGET, 110)
    elif mover is not None and path.startswith(BOARD + "/"):
        hit = count == 1 and colour is not None and colour != mover
        _wash_place(surface, geo, path, theme.ATTACK if hit else theme.TARGET, 60)


def _draw_journeys(surface: pygame.Surface, geo: BoardGeometry, counts: dict, last_turn: Any) -> None:
    """The marked turn: an empty ring where each checker stood before it moved, a ring round it where it
    stopped (full stacks and the trays are left to the washes)."""
    width = max(2, round(geo.pw * 0.06))
    radius = geo.checker // 2 - width // 2
    left: dict[str, int] = {}
    stopped: dict[str, int] = {}
    for start, end, colour in journeys(last_turn):
        index = _count(counts, start) + left.get(start, 0)  # above the checkers still there
        left[start] = left.get(start, 0) + 1
        if "/off/" not in start and _held_by(counts, start, colour, empty=True) and index < _shown(start):
            pygame.draw.circle(surface, theme.LAST, geo.spot(start, index), radius, width)
        index = min(_count(counts, end), _shown(end)) - 1 - stopped.get(end, 0)  # the newcomers are on top
        stopped[end] = stopped.get(end, 0) + 1
        if "/off/" not in end and _held_by(counts, end, colour) and 0 <= index < _shown(end):
            pygame.draw.circle(surface, theme.LAST, geo.spot(end, index), radius + width, width)


def _held_by(counts: dict, path: str, colour: int | None, empty: bool = False) -> bool:
    """Whether a place holds checkers of `colour` (or none, when `empty` may be): a journey's ring stays
    off a place the other colour took later in the round (the checker there was hit)."""
    if path not in counts:
        return False
    held, count = counts[path]
    return (empty and count == 0) or colour is None or (count > 0 and held == colour)


def _count(counts: dict, path: str) -> int:
    return counts.get(path, (None, 0))[1]


def _shown(path: str) -> int:
    """How many checkers a place draws before it shows a count."""
    return BAR_SHOWN if "/bar/" in path else STACK_SHOWN


def _top_spot(geo: BoardGeometry, path: str, count: int) -> tuple[int, int]:
    shown = BAR_SHOWN if "/bar/" in path else STACK_SHOWN
    return geo.spot(path, max(0, min(count, shown) - 1))


def _draw_marks(surface: pygame.Surface, geo: BoardGeometry, path: str, held: tuple, marks: Marks,
                mover: int | None) -> None:
    """Selected checker (yellow), possible clicks (green; red over a blot to hit), the mouse (white)."""
    colour, count = held
    rect = _place_rect(geo, path)
    if rect is None:
        return
    width = max(2, round(geo.pw * 0.07))
    radius = geo.checker // 2 + width
    if path in marks.targets:
        landing = mover is not None
        if "/off/" in path:
            ring(surface, rect, theme.TARGET, width + 1)
        elif landing:
            hit = count == 1 and colour is not None and colour != mover
            spot = _top_spot(geo, path, count) if hit else geo.spot(path, min(count, STACK_SHOWN - 1))
            tint = theme.ATTACK if hit else theme.TARGET
            pygame.draw.circle(surface, tint, spot, radius, width + 1)
            if not hit and count < STACK_SHOWN:
                pygame.draw.circle(surface, tint, spot, max(3, geo.checker // 6))
        elif count:
            pygame.draw.circle(surface, theme.TARGET, _top_spot(geo, path, count), radius, width + 1)
        else:
            ring(surface, rect, theme.TARGET, width)
    if path in marks.starts and count and "/off/" not in path:  # a checker that can move: a thin ring
        pygame.draw.circle(surface, theme.TARGET, _top_spot(geo, path, count), radius - width, max(2, width - 1))
    if path in marks.selected:
        if count and "/off/" not in path:
            pygame.draw.circle(surface, theme.SELECTED, _top_spot(geo, path, count), radius, width + 2)
        else:
            ring(surface, rect, theme.SELECTED, width + 1)
    if path == marks.hover:
        ring(surface, rect, theme.HOVER, max(2, width - 1))


def _pip_layout(geo: BoardGeometry, colour: int, pips: int) -> tuple[pygame.Surface, pygame.Surface, tuple, tuple, int]:
    """A colour's pip count: (number, label, the number's centre, the label's centre, the dot's radius)."""
    size = geo.pw * 0.34
    x = round(geo.tray_x + TRAY * geo.pw / 2)
    mine = geo.is_mine(colour)
    number = theme.text(str(pips), size * 1.15, theme.lighten(WOOD, 0.85), bold=True)
    label = theme.text(text(say("table.backgammon.pips")), size * 0.8, theme.lighten(WOOD, 0.55))
    y = round(geo.mid + geo.pw * 0.5) if mine else round(geo.mid - geo.pw * 0.5)
    half = number.get_height() // 2 + label.get_height() // 2
    return number, label, (x, y), (x, y + half if mine else y - half), round(size * 0.35)


def _pip_boxes(geo: BoardGeometry, board: dict) -> dict[int, pygame.Rect]:
    """The rect of each colour's pip count, its dot and its label."""
    pips = board.get("pips")
    if not isinstance(pips, (list, tuple)) or len(pips) < 2:
        return {}
    boxes = {}
    for colour in (0, 1):
        number, label, centre, below, dot = _pip_layout(geo, colour, pips[colour])
        box = number.get_rect(center=centre).union(label.get_rect(center=below))
        boxes[colour] = box.union(pygame.Rect(box.left - 2 * dot - 3, centre[1] - dot, 2 * dot, 2 * dot))
    return boxes


def _draw_pips(surface: pygame.Surface, geo: BoardGeometry, board: dict) -> None:
    """Each colour's pip count beside its tray, in the gap between the trays."""
    pips = board.get("pips")
    if not isinstance(pips, (list, tuple)) or len(pips) < 2:
        return
    for colour in (0, 1):
        number, label, (x, y), below, dot = _pip_layout(geo, colour, pips[colour])
        pygame.draw.circle(surface, CHECKER_FILL[colour], (x - number.get_width() // 2 - dot - 3, y), dot)
        surface.blit(number, number.get_rect(center=(x, y)))
        surface.blit(label, label.get_rect(center=below))


def _cube_box(geo: BoardGeometry, cube: Any) -> pygame.Rect | None:
    """Where the doubling cube is drawn in the left strip: centred, or on its owner's side (None: no cube)."""
    if not isinstance(cube, dict) or cube.get("enabled") is False:
        return None
    owner, offered = cube.get("owner"), cube.get("offered_by")
    size = round(geo.pw * 0.85)
    x = round(geo.left - CUBE_STRIP * geo.pw / 2)
    if owner in (0, 1) and offered is None:
        y = geo.bottom - size * 0.8 if geo.is_mine(owner) else geo.top + size * 0.8
    else:
        y = geo.mid
    box = pygame.Rect(0, 0, size, size)
    box.center = (x, round(y))
    return box


def _draw_cube(surface: pygame.Surface, geo: BoardGeometry, cube: Any) -> None:
    """The doubling cube in the left strip: centred, or on its owner's side; ringed while offered."""
    box = _cube_box(geo, cube)
    if box is None:
        return
    value, owner, offered = int(cube.get("value") or 1), cube.get("owner"), cube.get("offered_by")
    size = box.width
    pygame.draw.rect(surface, theme.darken(theme.CARD_PAPER, 0.4), box.move(2, 3), border_radius=size // 6)
    pygame.draw.rect(surface, theme.CARD_PAPER, box, border_radius=size // 6)
    pygame.draw.rect(surface, theme.INK, box, max(1, size // 20), border_radius=size // 6)
    words = str(value * 2 if offered is not None else (64 if value == 1 and owner is None else value))
    image = theme.text(words, size * (0.5 if len(words) < 3 else 0.38), theme.INK, bold=True)
    surface.blit(image, image.get_rect(center=box.center))
    if offered is not None:
        ring(surface, box.inflate(8, 8), theme.SELECTED, 3, size // 5)


def _draw_banner(surface: pygame.Surface, geo: BoardGeometry, words: Any) -> None:
    """What the revealed cards mean for the round, or a finished game's result, in big letters across the
    middle of the field."""
    if not words:
        return
    field = geo.field
    gap = geo.bottom - geo.top - 2 * geo.point_h - 0.7 * geo.checker - 4  # clear of the tallest stacks
    band_h = round(max(geo.pw * 0.8, min(gap, geo.pw * 1.5)))
    band = pygame.Rect(field.x, round(geo.mid - band_h / 2), field.width, band_h)
    wash(surface, band, (12, 16, 14), 200, radius=band_h // 4)
    room = band.width - 20
    size = band_h * 0.72
    wide = theme.width(str(words), size, bold=True)
    size = max(8.0, min(size, 0.92 * size * room / max(1, wide)))  # a long result shrinks (font sizes step)
    image = theme.fit_text(str(words), size, BANNER, room, bold=True)
    surface.blit(image, image.get_rect(center=band.center))
