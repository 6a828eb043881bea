"""The printed board of a dice game: step tracks, sum squares and the round track.

- `step_track` (data: {"title", "points": [Start, 1, ...], "markers":
  [{"colour", "pos"}], "preview"}) draws a row of squares with their points;
  several markers share a square. A click anywhere on it gives the zone's path.
- `sum_squares` (data: {"title", "squares": [{"n", "points", "chip"}],
  "preview", "sum"}) draws numbered squares holding at most one chip each; a
  click on one gives "<path>/<n>".

- `round_track` (data: {"round", "total", "start", "start_seat", "over"})
  shows the rounds with the marker, and who holds the start-player chip (by
  name, shortened to fit).

After a move, a marker hops along its track square by square, and a chip new on a square comes
from its colour's supply in the score panel (the table's motion, ui/motion.py).

A preview ({"possible", "gives", "lines", "passes", "refused", "square",
"targets": [{"colour", "from", "square", "points", "words", "path"}]}) is
what the challenge would give the player to move; it is drawn before any
click: a ghost chip of each colour that gains, where it would land, and the
words under the row (`passes` and `refused` are the other colour's words
when only one colour gains). A click on a ghost chip gives its target's
"path" (that colour's move), so a player with two colours chooses the colour
on the board; a click elsewhere on the track or square leaves the choice to
the table. In a lesson only the ghosts of the asked move are drawn.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import motion, theme
from .base import NO_MARKS, Marks, ZoneDrawer, join, mark_last, ring

BOARD = (238, 228, 202)
BOARD_ALT = (228, 216, 186)
BOARD_EDGE = (150, 132, 96)
PAD = 10      # canvas units
TITLE = 17    # canvas units
TEXT = 14     # canvas units
GIVES = (24, 120, 56)
REFUSED = (176, 40, 40)


def colour_of(name: Any) -> theme.Colour:
    """The drawing colour of a colour name ('Red' -> red)."""
    return theme.NAMED_SEATS.get(str(name).lower(), theme.INK_SOFT)


def draw_chip(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: theme.Colour,
              ghost: bool = False) -> None:
    """A round playing chip; a ghost is a dashed-looking ring where a chip would go."""
    if ghost:
        pygame.draw.circle(surface, theme.lighten(colour, 0.6), centre, radius)
        pygame.draw.circle(surface, colour, centre, radius, max(2, radius // 4))
        return
    pygame.draw.circle(surface, theme.darken(colour, 0.45), (centre[0] + 1, centre[1] + 2), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, theme.lighten(colour, 0.35), centre, max(1, radius * 2 // 3), max(1, radius // 5))


def chip_box(centre: tuple[int, int], radius: int) -> pygame.Rect:
    """The square a chip of this radius fills around its centre."""
    box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    box.center = centre
    return box


def follow_chip(surface: pygame.Surface, key: tuple, centre: tuple[int, int], radius: int,
                colour: theme.Colour, track: list[pygame.Rect] | tuple = (), origin: tuple | None = None) -> None:
    """A chip the table follows (ui/motion.py): drawn here, or on its way here after a move (hopping
    along `track`, or coming from the source `origin` when it was nowhere on the board)."""
    box = chip_box(centre, radius)

    def paint(target: pygame.Surface, at: pygame.Rect) -> None:
        draw_chip(target, at.center, max(2, at.width // 2), colour)

    if motion.place(key, box, paint, track=track, origin=origin):
        paint(surface, box)


def supply_key(name: Any) -> tuple:
    """The source a colour's chips leave from (its supply in the score panel: zones/dice_players.py)."""
    return ("supply", str(name))


def board_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, marks: Marks, path: str) -> None:
    """The printed board's background, ringed when the last move touched it or it is under the mouse."""
    radius = max(4, round(8 * scale))
    pygame.draw.rect(surface, BOARD, rect, border_radius=radius)
    ring(surface, rect, BOARD_EDGE, max(1, round(2 * scale)), radius)
    if path in marks.last:
        mark_last(surface, rect, radius)


def header(surface: pygame.Surface, rect: pygame.Rect, title: str, hint: str | None, scale: float) -> int:
    """Bold title and a soft hint after it; returns the height used."""
    image = theme.text(title, TITLE * scale, theme.INK, bold=True)
    surface.blit(image, rect.topleft)
    if hint:
        room = rect.width - image.get_width() - round(12 * scale)
        soft = theme.fit_text(hint, TEXT * scale, theme.INK_SOFT, room)
        surface.blit(soft, (rect.x + image.get_width() + round(12 * scale), rect.y + image.get_height() - soft.get_height()))
    return image.get_height()


def offered_targets(preview: Any, marks: Marks) -> list[dict]:
    """The preview's landing colours that may be shown (in a lesson, only the asked move's)."""
    if not isinstance(preview, dict):
        return []
    return [t for t in preview.get("targets") or [] if isinstance(t, dict) and marks.offers(str(t.get("path")))]


def preview_words(surface: pygame.Surface, rect: pygame.Rect, preview: Any, scale: float, lines: int,
                  marks: Marks = NO_MARKS) -> None:
    """The preview's sentences: green when the challenge gives something, red when it is impossible.

    When it gives something to one colour only, the other colour's words follow in their own style
    (a pass in soft ink, a refusal in red); entries beyond the room share the last line. In a lesson
    that asks for one colour's move, that colour's words only.
    """
    if not isinstance(preview, dict):
        return
    colour = GIVES if preview.get("gives") else REFUSED if not preview.get("possible") else theme.INK_SOFT
    mark = "▸ " if preview.get("gives") else "✕ " if not preview.get("possible") else "· "
    bold = bool(preview.get("gives"))
    said = preview.get("lines") or []
    targets, shown = preview.get("targets") or [], offered_targets(preview, marks)
    if len(shown) < len(targets):
        said = [str(t.get("words", "")) for t in shown]
    entries = [(mark + str(w), colour, bold) for w in said]
    entries += [("· " + str(w), theme.INK_SOFT, False) for w in preview.get("passes") or []]
    entries += [("✕ " + str(w), REFUSED, False) for w in preview.get("refused") or []]
    size = TEXT * scale
    height = theme.font(size).get_linesize()
    if len(entries) == 1 and lines > 1:  # one sentence may take the spare line in a narrow zone
        entries = [(line, colour, bold) for line in theme.wrap(entries[0][0], size, rect.width, bold=bold)]
    rows = [[entry] for entry in entries[:lines]]
    if rows:
        rows[-1].extend(entries[lines:])
    for i, row in enumerate(rows):
        x = rect.x
        for words, paint, strong in row:
            if x >= rect.right - round(20 * scale):
                break
            image = theme.fit_text(words, size, paint, rect.right - x, bold=strong)
            surface.blit(image, (x, rect.y + i * height))
            x += image.get_width() + round(14 * scale)


def square_rows(rect: pygame.Rect, count: int, scale: float, min_width: float, aspect: float, gap: float,
                foot_h: int) -> tuple[list[pygame.Rect], pygame.Rect, pygame.Rect]:
    """Squares in as few rows as keep each `min_width` wide (one row on the table, two in a narrow
    rules picture), no taller than `aspect` x their width; with the header and footer strips."""
    pad = round(PAD * scale)
    inner = rect.inflate(-2 * pad, -2 * pad)
    head = pygame.Rect(inner.x, inner.y, inner.width, round(22 * scale))
    top = head.bottom + round(3 * scale)
    rows = 1
    while rows < count and inner.width / -(-count // rows) < min_width * scale:
        rows += 1
    per_row = -(-max(1, count) // rows)
    width = inner.width / per_row
    space = max(1, round(gap * scale))
    height = max(8, min((inner.bottom - foot_h - round(4 * scale) - top) // rows - space, round(width * aspect)))
    boxes = [pygame.Rect(round(inner.x + (i % per_row) * width), top + (i // per_row) * (height + space),
                         round(width) - space, height) for i in range(count)]
    foot = pygame.Rect(inner.x, top + rows * (height + space) + round(2 * scale), inner.width, foot_h)
    return boxes, head, foot


def fitted(rect: pygame.Rect, foot: pygame.Rect, scale: float) -> pygame.Rect:
    """The zone cut to its content when it is taller (a rules picture), so no empty board shows."""
    return pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, foot.bottom + round(PAD * scale) - rect.y))


def ghost_spots(boxes: list[pygame.Rect], targets: list, scale: float) -> list[tuple[tuple[int, int], int, dict]]:
    """(centre, radius, target) of the ghost chips on a track: in the middle of the square each colour
    would land on, side by side when two land on one square, big enough to click."""
    by_square: dict[int, list[dict]] = {}
    for target in targets:
        if isinstance(target, dict):
            by_square.setdefault(int(target.get("square", -1)), []).append(target)
    spots = []
    for square, landing in by_square.items():
        if not 0 <= square < len(boxes):
            continue
        box = boxes[square]
        radius = max(4, min(box.width // (4 * len(landing)), round(9 * scale)))
        step = box.width / (len(landing) + 1)
        for n, target in enumerate(landing):
            spots.append(((round(box.x + step * (n + 1)), box.centery + round(2 * scale)), radius, target))
    return spots


def ghost_at(spots: list[tuple[tuple[int, int], int, dict]], pos: tuple[int, int]) -> str | None:
    """The path of the ghost chip under a point (a little larger than drawn, to be easy to click)."""
    for (x, y), radius, target in spots:
        reach = radius + max(3, radius // 2)
        if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= reach * reach and target.get("path"):
            return str(target["path"])
    return None


class StepTrackDrawer(ZoneDrawer):
    """A track of squares (Start + n) with printed points and the markers on it."""

    kind = "step_track"

    def squares(self, rect: pygame.Rect, count: int) -> tuple[list[pygame.Rect], pygame.Rect, pygame.Rect]:
        """Each square's rect, the header strip and the footer strip."""
        scale = self.scale(rect)
        foot_h = round(2 * theme.font(TEXT * scale).get_linesize())
        return square_rows(rect, count, scale, min_width=38, aspect=1.4, gap=2, foot_h=foot_h)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        points = list(data.get("points") or [0])
        # What the challenge would give, once the dice have settled (in a lesson, only for the asked challenge).
        preview = data.get("preview") if motion.settled() and marks.offers(self.path) else None
        boxes, head, foot = self.squares(rect, len(points))
        rect = fitted(rect, foot, scale)
        board_panel(surface, rect, scale, marks, self.path)
        header(surface, head, str(data.get("title", "")), self.label, scale)
        targets = offered_targets(preview, marks)
        landing = {int(t.get("square", -1)) for t in targets}
        for i, (box, value) in enumerate(zip(boxes, points)):
            self._square(surface, box, i, value, scale, i in landing)
        self._markers(surface, boxes, data.get("markers") or [], scale)
        for centre, radius, target in ghost_spots(boxes, targets, scale):
            draw_chip(surface, centre, radius, colour_of(target["colour"]), ghost=True)
            if marks.hover == target.get("path"):
                pygame.draw.circle(surface, theme.HOVER, centre, radius + max(2, round(2 * scale)),
                                   max(2, round(2 * scale)))
        preview_words(surface, foot, preview, scale, 2, marks)
        if isinstance(preview, dict) and preview.get("gives"):
            ring(surface, rect, theme.TARGET, max(2, round(3 * scale)), round(8 * scale))
        if marks.hover == self.path:
            ring(surface, rect.inflate(-2, -2), theme.HOVER, max(2, round(2 * scale)), round(8 * scale))

    def _square(self, surface, box: pygame.Rect, index: int, value: int, scale: float, target: bool) -> None:
        fill = BOARD_ALT if index % 2 else theme.lighten(BOARD, 0.3)
        if index == 0:
            fill = theme.darken(BOARD, 0.08)
        pygame.draw.rect(surface, fill, box, border_radius=round(4 * scale))
        edge = theme.TARGET if target else BOARD_EDGE
        ring(surface, box, edge, max(1, round((3 if target else 1) * scale)), round(4 * scale))
        label = text(say("table.dice.start")) if index == 0 else str(index)
        surface.blit(theme.text(label, 11 * scale, theme.INK_SOFT), (box.x + round(3 * scale), box.y + round(1 * scale)))
        if index:
            big = theme.text(str(value), 17 * scale, theme.INK, bold=True)
            surface.blit(big, big.get_rect(topright=(box.right - round(4 * scale), box.y + round(1 * scale))))

    def _markers(self, surface, boxes: list[pygame.Rect], markers: list, scale: float) -> None:
        """Markers in a row (two when crowded) at the foot of their square."""
        by_square: dict[int, list[str]] = {}
        for marker in markers:
            by_square.setdefault(int(marker.get("pos", 0)), []).append(marker.get("colour"))
        for square, colours in by_square.items():
            if not 0 <= square < len(boxes):
                continue
            box = boxes[square]
            radius = max(3, min(box.width // 9, round(6 * scale)))
            per_row = 4
            for n, colour in enumerate(colours[:8]):
                col, row = n % per_row, n // per_row
                cx = box.x + round(box.width * (0.14 + 0.24 * col))
                cy = box.bottom - radius - round(3 * scale) - row * (2 * radius + 1)
                # a marker hops along its track, square by square, to its new square
                follow_chip(surface, ("marker", self.path, colour), (cx, cy), radius, colour_of(colour), track=boxes)

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        """A colour's ghost chip is that colour's move; the rest of the track is the challenge."""
        if not (isinstance(data, dict) and data.get("points") and rect.collidepoint(pos)):
            return None
        preview = data.get("preview")
        if isinstance(preview, dict):
            boxes, _, _ = self.squares(rect, len(data["points"]))
            # The ghosts drawn: in a lesson only the asked colour's, which then sits alone on its square.
            chosen = ghost_at(ghost_spots(boxes, offered_targets(preview, self.marks), self.scale(rect)), pos)
            if chosen is not None:
                return chosen
        return path


class SumSquaresDrawer(ZoneDrawer):
    """A row of numbered squares, each with its printed points and at most one chip."""

    kind = "sum_squares"

    def boxes(self, rect: pygame.Rect, count: int) -> tuple[list[pygame.Rect], pygame.Rect, pygame.Rect]:
        """Each square's rect, the header strip and the footer strip."""
        scale = self.scale(rect)
        foot_h = theme.font(TEXT * scale).get_linesize()
        return square_rows(rect, count, scale, min_width=56, aspect=1.0, gap=6, foot_h=foot_h)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        squares = list(data.get("squares") or [])
        total = data.get("sum")
        # What the challenge would give on the square of the sum (in a lesson, only for the asked challenge).
        shown = motion.settled() and marks.offers(join(self.path, total))
        preview = data.get("preview") if isinstance(data.get("preview"), dict) and shown else None
        boxes, head, foot = self.boxes(rect, len(squares))
        board_panel(surface, fitted(rect, foot, scale), scale, marks, "")
        header(surface, head, str(data.get("title", "")), self.label, scale)
        for box, square in zip(boxes, squares):
            n = square.get("n")
            path = join(self.path, n)
            self._square(surface, box, square, scale, path)
            if path in marks.last:
                mark_last(surface, box, round(6 * scale))
            if preview and n == total:
                if preview.get("gives"):
                    for centre, radius, target in self.ghosts(box, offered_targets(preview, marks), scale):
                        draw_chip(surface, centre, radius, colour_of(target["colour"]), ghost=True)
                        if marks.hover == target.get("path"):
                            pygame.draw.circle(surface, theme.HOVER, centre, radius + max(2, round(2 * scale)),
                                               max(2, round(2 * scale)))
                    ring(surface, box.inflate(6, 6), theme.TARGET, max(2, round(3 * scale)), round(6 * scale))
                else:
                    ring(surface, box.inflate(6, 6), REFUSED, max(2, round(3 * scale)), round(6 * scale))
            if marks.hover == path:
                ring(surface, box.inflate(2, 2), theme.HOVER, max(2, round(2 * scale)), round(6 * scale))
        preview_words(surface, foot, preview, scale, 1, marks)

    def ghosts(self, box: pygame.Rect, targets: list, scale: float) -> list[tuple[tuple[int, int], int, dict]]:
        """(centre, radius, target) of the ghost chips on the square of the sum: one where the chip would
        lie, or two (a player's two colours) one above the other on the square's right side; none where
        no colour is offered here (a lesson lights only the move it asks for)."""
        if not targets:
            return []
        if len(targets) == 1:
            return [(self._chip_centre(box, scale), self._chip_radius(box, scale), targets[0])]
        radius = max(4, min(box.width // 6, (box.height - round(8 * scale)) // 4, round(11 * scale)))
        x = box.right - radius - round(5 * scale)
        gap = max(1, round(2 * scale))
        return [((x, box.centery - radius - gap), radius, targets[0]),
                ((x, box.centery + radius + gap), radius, targets[1])][:len(targets)]

    def _chip_radius(self, box: pygame.Rect, scale: float) -> int:
        return max(4, min(box.width // 4, round(12 * scale)))

    def _chip_centre(self, box: pygame.Rect, scale: float) -> tuple[int, int]:
        return (box.right - self._chip_radius(box, scale) - round(5 * scale),
                box.bottom - self._chip_radius(box, scale) - round(5 * scale))

    def _square(self, surface, box: pygame.Rect, square: dict, scale: float, path: str) -> None:
        radius = round(6 * scale)
        pygame.draw.rect(surface, theme.lighten(BOARD, 0.45), box, border_radius=radius)
        ring(surface, box, BOARD_EDGE, max(1, round(scale)), radius)
        number = theme.text(str(square.get("n")), 20 * scale, theme.INK, bold=True)
        surface.blit(number, (box.x + round(5 * scale), box.y + round(2 * scale)))
        worth = square.get("points", 0)
        pts = theme.text(text(say("table.dice.square_points", count=int(worth))), 12 * scale, theme.INK_SOFT, bold=True)
        surface.blit(pts, (box.x + round(5 * scale), box.bottom - pts.get_height() - round(3 * scale)))
        if square.get("chip"):  # a new chip comes from its colour's supply
            follow_chip(surface, ("chip", path), self._chip_centre(box, scale), self._chip_radius(box, scale),
                        colour_of(square["chip"]), origin=supply_key(square["chip"]))

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        """A square, or on the square of the sum a colour's ghost chip (that colour's move)."""
        squares = list((data or {}).get("squares") or []) if isinstance(data, dict) else []
        boxes, _, _ = self.boxes(rect, len(squares))
        preview = data.get("preview") if isinstance(data, dict) else None
        for box, square in zip(boxes, squares):
            if not box.inflate(4, 4).collidepoint(pos):
                continue
            if isinstance(preview, dict) and preview.get("gives") and square.get("n") == data.get("sum"):
                chosen = ghost_at(self.ghosts(box, offered_targets(preview, self.marks), self.scale(rect)), pos)
                if chosen is not None:
                    return chosen
            return join(path, square.get("n"))
        return None


class RoundTrackDrawer(ZoneDrawer):
    """The rounds 1..10 (those beyond this player count struck through), the marker and the start chip."""

    kind = "round_track"
    SLOTS = 10

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        board_panel(surface, rect, scale, marks, self.path)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        title = theme.text(text(say("table.dice.round")), TITLE * scale, theme.INK, bold=True)
        surface.blit(title, title.get_rect(midleft=(inner.x, inner.centery)))
        current, total = int(data.get("round", 1)), int(data.get("total", self.SLOTS))
        start = self.who(data.get("start_seat"), data.get("start", ""))[0]  # the player's name where one was typed
        before = text(say("table.dice.start_player", name=""))
        room = inner.width // 3 - theme.width(before, TEXT * scale, bold=True)  # the rounds keep the rest
        start = theme.fitted_name(start, "", TEXT * scale, room, bold=True)
        start_words = theme.text(text(say("table.dice.start_player", name=start)), TEXT * scale, theme.INK, bold=True)
        chip_r = max(5, round(11 * scale))
        right = inner.right - start_words.get_width()
        surface.blit(start_words, start_words.get_rect(midleft=(right, inner.centery)))
        self._start_chip(surface, (right - chip_r - round(6 * scale), inner.centery), chip_r)
        x0 = inner.x + title.get_width() + round(14 * scale)
        room = right - 2 * chip_r - round(20 * scale) - x0
        step = room / self.SLOTS
        radius = max(6, min(round(step * 0.42), inner.height // 2))
        for n in range(1, self.SLOTS + 1):
            centre = (round(x0 + (n - 0.5) * step), inner.centery)
            used = n <= total
            fill = theme.lighten(BOARD, 0.5) if used else theme.darken(BOARD, 0.12)
            pygame.draw.circle(surface, fill, centre, radius)
            pygame.draw.circle(surface, BOARD_EDGE, centre, radius, max(1, round(scale)))
            number = theme.text(str(n), 13 * scale, theme.INK if used else theme.INK_SOFT, bold=n == current)
            surface.blit(number, number.get_rect(center=centre))
            if not used:
                pygame.draw.line(surface, theme.INK_SOFT, (centre[0] - radius // 2, centre[1] + radius // 2),
                                 (centre[0] + radius // 2, centre[1] - radius // 2), max(1, round(2 * scale)))
            if n == current and used:
                pygame.draw.circle(surface, theme.INK, centre, radius, max(2, round(4 * scale)))

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The rounds with the one now ringed, and the start player ("round"): all of it tells where the
        game stands."""
        return {join(path, "round"): self.padded(rect, PAD)}

    def _start_chip(self, surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
        """The start-player chip: a gold disc with a star-like mark."""
        pygame.draw.circle(surface, theme.QUEEN_GOLD, centre, radius)
        pygame.draw.circle(surface, theme.darken(theme.QUEEN_GOLD, 0.4), centre, radius, max(1, radius // 5))
        mark = theme.text("S", radius * 1.3, theme.INK, bold=True)
        surface.blit(mark, mark.get_rect(center=centre))
