"""The lesson's callout: a box of words with a line and arrowhead pointing at what they speak of.

The box never covers its target (the lit button or card to click, or the zone a note is about) and
keeps clear of the zones the step names, of the table's buttons and of its running figures (a score,
a count), and then of its pieces (cards, checkers, dice, chips) while any place is clear of them; of the
places left, it takes the one that hides least of what is drawn there, stays near its target and sends
its arrow across as little drawing as it can (a line over other cards seems to point at them; one over
the table's other buttons, at those, so it crosses them only where every other place costs nearly as
much as covering a piece), so the learner sees both the words and the place they speak of. Its buttons
(Next, Play a real game, Menu) are part of it, and so is the table's answer to a click (a refusal in red).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import accumulate
import re

import pygame

from .. import theme

GAP = 18            # between the target and the box, room for the arrow to show
PADDING = 14
BUTTON_HEIGHT = 36  # at the 800-pixel-high reference window
WIDTHS = (460, 400, 370, 340, 290, 250)  # box widths tried, at the 800-pixel-high reference window
NARROW = (220,)     # and tried only when every place of those covers a piece or worse: a tall box over a log
ACCENT = theme.SELECTED
KEEP_WEIGHT = 40.0  # a kept zone costs this much more to cover than drawn things
KEPT_TOUCHED = 16.0  # and covering any of it at all costs more than every other cost together
SOLID_WEIGHT = 10.0  # an avoided rect weighed this much or more (a table's button) is touched as a kept one
PIECE_TOUCHED = 8.0  # covering any piece (a card, a checker) costs more than all the costs below together, and
                     # half what a kept zone or a button costs: a piece hidden is missed, a button hidden is broken
PIECE_WEIGHT = 2.0   # and the share of the box over pieces: where it must cover some, it covers few
INK_WEIGHT = 1.0    # the cost of covering a place full of drawing (cards, words); bare table costs nothing
NEAR_WEIGHT = 1.2   # the cost of the box's distance from its target, per window diagonal
SPREAD = 12         # the box is also tried at this many even steps across and down the window
LINE_WEIGHT = 0.05  # the cost of each line of words: a wide box reads more easily than a tall one
ARROW_WEIGHT = 3.0  # the cost of an arrow across drawn things, per window diagonal of drawing it crosses
# An arrow across a table's buttons seems to point at them: it costs a little less than covering a piece
# (a piece hidden is missed), more than the costs below it; each further button crossed adds a little.
ARROW_OVER_BUTTONS, ARROW_OVER_EACH = 4.0, 0.25


@dataclass
class Callout:
    """A laid-out callout: its box, the words' lines, its buttons and the rect it points at."""

    box: pygame.Rect
    lines: list[str]
    size: int
    buttons: list[tuple[str, str, pygame.Rect]]  # (name, label, rect)
    target: pygame.Rect
    heading: str = ""                             # "Step 3 of 24", above the words
    note: list[str] = field(default_factory=list)  # the table's answer to a click, below the words
    note_is_error: bool = False

    @property
    def tip(self) -> tuple[int, int]:
        """The arrow's point: on the target, where the line from the box meets it."""
        return _pointer(self.box, self.target)[0]

    def button_at(self, pos) -> str | None:
        """The name of the callout button under a window point, if any."""
        for name, _, rect in self.buttons:
            if rect.collidepoint(pos):
                return name
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The target's outline, the pointer, then the box over everything else."""
        pygame.draw.rect(surface, ACCENT, self.target.inflate(6, 6), 3, border_radius=6)
        tip, base = _pointer(self.box, self.target)
        pygame.draw.line(surface, ACCENT, base, tip, 4)
        _arrowhead(surface, base, tip, max(10, self.size * 0.7))
        pygame.draw.rect(surface, theme.PANEL, self.box, border_radius=10)
        pygame.draw.rect(surface, ACCENT, self.box, 3, border_radius=10)
        x, y = self.box.left + PADDING, self.box.top + PADDING
        if self.heading:
            image = theme.text(self.heading, _heading_size(self.size), theme.INK_SOFT, bold=True)
            surface.blit(image, (x, y))
            y += image.get_height() + PADDING // 3
        for line in self.lines:
            image = theme.text(line, self.size, theme.INK)
            surface.blit(image, (x, y))
            y += image.get_height()
        y += PADDING // 2 if self.note else 0
        for line in self.note:
            image = theme.text(line, self.size, theme.CARD_RED if self.note_is_error else theme.INK_SOFT)
            surface.blit(image, (x, y))
            y += image.get_height()
        mouse = pygame.mouse.get_pos()
        for _, label, rect in self.buttons:
            fill = theme.BUTTON_HOVER if rect.collidepoint(mouse) else ACCENT
            pygame.draw.rect(surface, fill, rect, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
            words = theme.fit_text(label, self.size * 0.9, theme.INK, rect.width - 12, bold=True)
            surface.blit(words, words.get_rect(center=rect.center))


class Ink:
    """Where things are drawn in a picture of the table: edges found by a Laplacian filter on a small
    copy, grown a little so the plain middle of a card or a checker counts as taken too, then summed
    so that the share of any rect that is taken takes four look-ups."""

    CELL = 8           # window pixels per cell of the sums
    WORK_HEIGHT = 266  # the filter runs on a copy this high: fast, and words still show as edges
    TAKEN = 16         # edge strength from which a cell counts as fully taken

    def __init__(self, surface: pygame.Surface):
        width, height = surface.get_size()
        small = pygame.transform.scale(surface, (max(1, width * self.WORK_HEIGHT // max(1, height)), self.WORK_HEIGHT))
        cols, rows = max(1, width // self.CELL), max(1, height // self.CELL)
        cells = pygame.transform.smoothscale(pygame.transform.laplacian(small), (cols, rows))
        cells = pygame.transform.grayscale(_grown(cells, max(2, round(2 * height / 800))))
        taken = pygame.image.tobytes(cells, "RGB")[0::3].translate(_SATURATED)  # 0 .. TAKEN per cell
        self.cols, self.rows, self.taken = cols, rows, taken
        self.sums = [[0] * (cols + 1)]
        for y in range(rows):
            row = accumulate(taken[y * cols:(y + 1) * cols], initial=0)
            self.sums.append([a + b for a, b in zip(row, self.sums[-1])])

    def under(self, rect: pygame.Rect) -> float:
        """The share of the window rect that is taken by drawing: 0 for bare table, 1 for all of it."""
        # Asked of thousands of places per callout: the edges are clamped inline, not by calls.
        cols, rows = self.cols, self.rows
        left, right = rect.left // self.CELL, rect.right // self.CELL
        top, bottom = rect.top // self.CELL, rect.bottom // self.CELL
        left, right = (0 if left < 0 else min(left, cols)), (0 if right < 0 else min(right, cols))
        top, bottom = (0 if top < 0 else min(top, rows)), (0 if bottom < 0 else min(bottom, rows))
        cells = (right - left) * (bottom - top)
        if cells <= 0:
            return 0.0
        s = self.sums
        return (s[bottom][right] - s[top][right] - s[bottom][left] + s[top][left]) / (cells * self.TAKEN)

    def along(self, start: tuple[int, int], end: tuple[int, int], skip: pygame.Rect) -> float:
        """The share of a line's cells that are taken by drawing, leaving out those inside `skip` (what
        the line points at): 0 for a line over bare table, 1 for one across cards all the way."""
        (x0, y0), (x1, y1) = start, end
        cell, cols, rows, cells = self.CELL, self.cols, self.rows, self.taken
        left, top, right, bottom = skip.left, skip.top, skip.right, skip.bottom
        steps = max(1, round(max(abs(x1 - x0), abs(y1 - y0)) / cell))
        taken = counted = 0
        for i in range(steps + 1):
            # Whole pixels, as `Rect.collidepoint` takes a point: the skipped rect is tested inline.
            x, y = int(x0 + (x1 - x0) * i / steps), int(y0 + (y1 - y0) * i / steps)
            if left <= x < right and top <= y < bottom:
                continue
            col, row = x // cell, y // cell
            if 0 <= col < cols and 0 <= row < rows:
                taken += cells[row * cols + col]
                counted += 1
        return taken / (counted * self.TAKEN) if counted else 0.0


_SATURATED = bytes(min(value, Ink.TAKEN) for value in range(256))


def _grown(cells: pygame.Surface, reach: int) -> pygame.Surface:
    """Each cell takes the strongest value within `reach` cells across and down (a square dilation)."""
    for shifts in (((d, 0) for d in range(-reach, reach + 1)), ((0, d) for d in range(-reach, reach + 1))):
        grown = cells.copy()
        for shift in shifts:
            grown.blit(cells, shift, special_flags=pygame.BLEND_RGB_MAX)
        cells = grown
    return cells


def lay_out(words: str, buttons: list[tuple[str, str]], target: pygame.Rect, window: pygame.Rect,
            keep: tuple[pygame.Rect, ...] = (), avoid: tuple[tuple[pygame.Rect, float], ...] = (),
            heading: str = "", note: str = "", note_is_error: bool = False, ink: Ink | None = None,
            pieces: tuple[pygame.Rect, ...] = ()) -> Callout:
    """A callout for `words` pointing at `target`, inside `window`. It never covers the target; it
    covers the `keep` rects (the zones the words speak of) only when nothing else is left, the `pieces`
    (cards, checkers) only when every other place covers a kept rect or a solid avoided one, and of the
    `avoid` rects (rect, weight) and of what is drawn (`ink`) as little as it can; nearer the target is
    better."""
    scale = window.height / 800
    size = _words_size(window)
    best, bound = None, float("inf")  # the best place so far and its cost
    solid = tuple(rect for rect, weight in avoid if weight >= SOLID_WEIGHT)
    avoided = [rect for rect, _ in avoid] + list(pieces)
    weights = [weight for _, weight in avoid] + [PIECE_WEIGHT] * len(pieces)
    diagonal = (window.width ** 2 + window.height ** 2) ** 0.5
    for lines, note_lines, places in _tried(words, note, heading, buttons, size, target, window, keep, avoid,
                                            lambda: bound >= PIECE_TOUCHED):
        wordy = LINE_WEIGHT * (len(lines) + len(note_lines))
        across, down = _gaps(places, target)
        for placed in places:
            # Every part of a cost is 0 or more, so the parts summed so far are a floor: a place whose
            # floor already reaches the best cost is not weighed further (the same place wins, sooner).
            dx, dy = across[placed.x], down[placed.y]
            near = NEAR_WEIGHT * (dx * dx + dy * dy) ** 0.5 / diagonal  # the box's distance from its target
            if near + wordy >= bound:
                continue
            touched = _touched(placed, keep, solid, pieces)
            if touched + near + wordy >= bound:
                continue
            cost = touched + _hidden(placed, keep, avoided, weights) + near + wordy
            if cost >= bound:
                continue
            cost += INK_WEIGHT * max(0.0, ink.under(placed)) ** 0.5 if ink is not None else 0.0  # a corner counts
            if ink is not None and cost < bound:
                cost += _crossing(placed, target, window, ink)
            if solid and cost < bound:
                crossed = _buttons_crossed(placed, target, solid)
                cost += ARROW_OVER_BUTTONS + ARROW_OVER_EACH * crossed if crossed else 0.0
            if cost < bound:
                bound, best = cost, (lines, note_lines, placed)
    if best is None:  # no room beside it anywhere (a target filling the window): the farthest corner
        free = window.inflate(-8, -8)
        lines, note_lines, box = _box(words, note, heading, buttons, size, min(free.width, round(WIDTHS[0] * scale)))
        corners = [box.move(x, y) for x in (free.left, free.right - box.width) for y in (free.top, free.bottom - box.height)]
        best = (lines, note_lines, max(corners, key=lambda c: _distance(c, target)))
    lines, note_lines, placed = best
    return _finish(lines, size, buttons, placed, target, heading, note_lines, note_is_error)


def places_weighed(words: str, buttons: list[tuple[str, str]], target: pygame.Rect, window: pygame.Rect,
                   keep: tuple[pygame.Rect, ...] = (), avoid: tuple[tuple[pygame.Rect, float], ...] = (),
                   heading: str = "", note: str = "") -> list[pygame.Rect]:
    """Every place `lay_out` weighs for these words, at each width it tries (what it could have chosen)."""
    tried = _tried(words, note, heading, buttons, _words_size(window), target, window, keep, avoid, lambda: True)
    return [place for _, _, places in tried for place in places]


def _tried(words: str, note: str, heading: str, buttons, size: int, target: pygame.Rect, window: pygame.Rect,
           keep, avoid, narrow_too):
    """(lines, note lines, places) for each box width tried, widest first: the words wrapped to that width
    and the places a box of their size may take; the narrow widths only when `narrow_too()` says so once
    the others are weighed, and only while the words fit them whole."""
    scale = window.height / 800
    free = window.inflate(-8, -8)
    least = _buttons_width(buttons, size) + 2 * PADDING  # the buttons' row always fits inside
    wide = sorted({min(max(least, round(w * scale)), free.width) for w in WIDTHS}, reverse=True)
    narrow = sorted({min(max(least, round(w * scale)), free.width) for w in NARROW} - set(wide), reverse=True)
    for width in wide:
        lines, note_lines, box = _box(words, note, heading, buttons, size, width)
        yield lines, note_lines, _places(box.size, target, free, keep, avoid)
    if not narrow or not narrow_too():
        return
    for width in narrow:
        lines, note_lines, box = _box(words, note, heading, buttons, size, width)
        if " ".join(lines).split() != words.split():
            return  # too narrow: the words would be cut short
        yield lines, note_lines, _places(box.size, target, free, keep, avoid)


QUOTED = re.compile(r'"[^"\n]{1,30}"|「[^」\n]{1,30}」')  # a button's words quoted: "→ Chain", 「→ チェーン」
SUM = re.compile(r"\w+(?: [+−×=] \w+)+")  # a sum written out: "4 + 5 = 9", "2 + 6 = 8"


def unbroken_quotes(words: str) -> str:
    """`words` with the spaces inside short quotes and written-out sums made no-break spaces, so a quoted
    button label or a sum is read on one line ("→ Chain" never ends a line with its arrow, "4 + 5 =" never
    waits for its 9)."""
    words = SUM.sub(lambda found: found.group(0).replace(" ", "\u00a0"), words)
    return QUOTED.sub(lambda quote: quote.group(0).replace(" ", "\u00a0"), words)


def _box(words: str, note: str, heading: str, buttons, size: int, width: int):
    """The wrapped lines of the words and the note, and the box size for one width."""
    room = width - 2 * PADDING
    lines = theme.wrap(unbroken_quotes(words), size, room, max_lines=10)
    note_lines = theme.wrap(unbroken_quotes(note), size, room, max_lines=4) if note else []
    line_height = theme.font(size).get_linesize()
    height = 2 * PADDING + line_height * (len(lines) + len(note_lines))
    if heading:
        height += theme.font(_heading_size(size), True).get_linesize() + PADDING // 3
    if note_lines:
        height += PADDING // 2
    if buttons:
        # The buttons share the last line's row when it leaves room beside them (a shorter box finds a
        # place beside the table's buttons more often), else they take a row of their own.
        last = (note_lines or lines or [""])[-1]
        beside = theme.width(last, size) + 2 * PADDING + _buttons_width(buttons, size) <= room
        height += max(0, _button_height(size) - line_height - 3) if beside else _button_height(size) + PADDING // 2
    return lines, note_lines, pygame.Rect(0, 0, width, height)


def _places(size: tuple[int, int], target: pygame.Rect, free: pygame.Rect, keep, avoid) -> list[pygame.Rect]:
    """Where the box may go: lined up with the target's, the window's and the zones' edges, inside the
    window, never over the target."""
    width, height = size
    edges = [target, free, *keep, *(rect for rect, _ in avoid)]
    xs = {target.right + GAP, target.left - GAP - width, target.centerx - width // 2}
    ys = {target.bottom + GAP, target.top - GAP - height, target.centery - height // 2}
    for rect in edges:
        xs.update((rect.left, rect.right - width, rect.right + GAP // 2, rect.left - GAP // 2 - width))
        ys.update((rect.top, rect.bottom - height, rect.bottom + GAP // 2, rect.top - GAP // 2 - height))
    xs.update(free.left + (free.width - width) * i // SPREAD for i in range(SPREAD + 1))  # and evenly across
    ys.update(free.top + (free.height - height) * i // SPREAD for i in range(SPREAD + 1))
    xs = {min(max(x, free.left), free.right - width) for x in xs}
    ys = {min(max(y, free.top), free.bottom - height) for y in ys}
    boxes = (pygame.Rect(x, y, width, height) for x in xs for y in ys)
    around = target.inflate(GAP, GAP)
    return [box for box in boxes if not box.colliderect(around)]


def _touched(box: pygame.Rect, keep, solid=(), pieces=()) -> float:
    """What touching kept zones costs: even an edge of one counts (a box touches one only when all must).
    A button half hidden reads as a broken table and may take a click meant for it, so touching a
    `solid` rect (a table's button) costs as much: the box touches none while any place touches none.
    A piece touched costs less, but more than everything else: the box covers one only when every place
    left covers one."""
    cost = KEPT_TOUCHED * len(box.collidelistall(keep)) if keep else 0.0
    if box.collidelist(solid) >= 0:
        cost += KEPT_TOUCHED
    return cost + PIECE_TOUCHED if box.collidelist(pieces) >= 0 else cost


def _hidden(box: pygame.Rect, keep, avoided, weights) -> float:
    """The share of the box over kept zones (weighed heavily) and over avoided rects (by their weights)."""
    hidden = sum(KEEP_WEIGHT * _area(box.clip(keep[i])) for i in box.collidelistall(keep))
    hidden += sum(weights[i] * _area(box.clip(avoided[i])) for i in box.collidelistall(avoided))
    return hidden / _area(box)


def _gaps(places: list[pygame.Rect], target: pygame.Rect) -> tuple[dict[int, int], dict[int, int]]:
    """The gaps across and down between the target and a box at each left and top edge of the places
    (as `_distance` measures them: 0 where they overlap that way)."""
    width, height = (places[0].width, places[0].height) if places else (0, 0)
    across = {x: max(target.left - x - width, x - target.right, 0) for x in {box.x for box in places}}
    down = {y: max(target.top - y - height, y - target.bottom, 0) for y in {box.y for box in places}}
    return across, down


def _crossing(box: pygame.Rect, target: pygame.Rect, window: pygame.Rect, ink: Ink) -> float:
    """What the arrow costs as it crosses drawn things on its way to the target (cards, checkers, words
    it does not point at): the more of them it crosses, the more it misleads the eye. Its length over
    bare table costs nothing here (the box's distance from its target is counted in `lay_out`)."""
    tip, base = _pointer(box, target)
    length = ((tip[0] - base[0]) ** 2 + (tip[1] - base[1]) ** 2) ** 0.5
    if length < 1:
        return 0.0
    diagonal = (window.width ** 2 + window.height ** 2) ** 0.5
    return ARROW_WEIGHT * ink.along(base, tip, target.inflate(GAP, GAP)) * length / diagonal


def _buttons_crossed(box: pygame.Rect, target: pygame.Rect, solid: tuple[pygame.Rect, ...]) -> int:
    """How many of the table's buttons (`solid`) the arrow crosses on its way to the target, the one it
    points into left out."""
    tip, base = _pointer(box, target)
    return sum(1 for rect in solid if not rect.collidepoint(tip) and rect.clipline(base, tip))


def _distance(box: pygame.Rect, target: pygame.Rect) -> float:
    """The gap between two rects (0 when they touch or overlap)."""
    dx = max(target.left - box.right, box.left - target.right, 0)
    dy = max(target.top - box.bottom, box.top - target.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def _words_size(window: pygame.Rect) -> int:
    """The size of the callout's words in a window: 19 at the 800-pixel-high reference window."""
    return max(15, round(19 * window.height / 800))


def _heading_size(size: int) -> int:
    return max(12, round(size * 0.75))


def _button_height(size: int) -> int:
    return round(BUTTON_HEIGHT * size / 19)


def _button_width(label: str, size: int) -> int:
    return max(round(_button_height(size) * 2.4), theme.width(label, size * 0.9, bold=True) + 24)


def _buttons_width(buttons, size: int) -> int:
    """The width of the row of buttons, with the gaps between them."""
    return sum(_button_width(label, size) for _, label in buttons) + 8 * max(0, len(buttons) - 1)


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def _finish(lines, size, buttons, box: pygame.Rect, target: pygame.Rect, heading: str, note: list[str],
            note_is_error: bool) -> Callout:
    """Place the buttons along the bottom of the box, right-aligned."""
    height = _button_height(size)
    placed, right = [], box.right - PADDING
    for name, label in reversed(buttons):
        width = _button_width(label, size)
        rect = pygame.Rect(right - width, box.bottom - PADDING // 2 - height - 4, width, height)
        placed.append((name, label, rect))
        right = rect.left - 8
    return Callout(box, lines, size, list(reversed(placed)), target, heading, note, note_is_error)


def _pointer(box: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """(tip just inside the target's edge, base on the box's edge): the short line between the two."""
    inner = target.inflate(-min(6, target.width // 3), -min(6, target.height // 3))
    tip = (_clamp(box.centerx, inner.left, inner.right - 1), _clamp(box.centery, inner.top, inner.bottom - 1))
    base = (_clamp(tip[0], box.left, box.right), _clamp(tip[1], box.top, box.bottom))
    return tip, base


def _arrowhead(surface, base, tip, length: float) -> None:
    """A filled triangle at `tip`, pointing away from `base`."""
    direction = pygame.Vector2(tip) - pygame.Vector2(base)
    if direction.length() < 1:
        return
    direction.scale_to_length(length)
    side = pygame.Vector2(-direction.y, direction.x) * 0.5
    back = pygame.Vector2(tip) - direction
    pygame.draw.polygon(surface, ACCENT, [tip, back + side, back - side])


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))
