"""The `terminals` zone: Chains' shared terminal area, one row per player and columns 1..10.

Data (view `terminals`): {"rows": [[{"value", "state", "card"} x10] per seat],
"names", "playing", "active", "needed", "taken", "stopped", "can_take"}.
Each row is headed by its player's name (shortened to fit) in the seat's colour.
A face-up terminal shows its card; a stopped one lies face down; a taken
one leaves an empty outline with a tick in its owner's colour. Over each
column a counter reads "taken / needed to stop" (just the number in solo).
Cells are "<path>/rows/<seat>/<column>" (column 0 is terminal 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, join, mark_last, mark_card, ring, wash
from .cardface import CARD_RATIO, draw_card
from .snapshots import draw_cached

PAD = 8          # canvas units
NAME_W = 96      # canvas units, the names column (at most)
HEAD = 34        # canvas units, the column heads (at most)
ACTIVE = (250, 206, 30)


@dataclass(frozen=True)
class TerminalGeometry:
    """Where rows and columns sit in the window."""

    x: int           # left edge of column 0
    y: int           # top edge of row 0
    col_w: int
    row_h: int
    names: pygame.Rect
    head: pygame.Rect

    def cell(self, seat: int, col: int) -> pygame.Rect:
        return pygame.Rect(self.x + col * self.col_w, self.y + seat * self.row_h, self.col_w, self.row_h)

    def card(self, seat: int, col: int) -> pygame.Rect:
        """The card rect centred in its cell."""
        cell = self.cell(seat, col)
        h = max(8, int(min(cell.height * 0.92, cell.width * 0.9 / CARD_RATIO)))
        w = max(6, round(h * CARD_RATIO))
        return pygame.Rect(cell.centerx - w // 2, cell.centery - h // 2, w, h)


def name_colour(seat: int) -> theme.Colour:
    """A seat's colour made light enough to read on the dark table (Black becomes grey)."""
    colour = theme.SEAT_PALETTE[seat % len(theme.SEAT_PALETTE)]
    return theme.lighten(colour, 0.6 if sum(colour[:3]) < 200 else 0.35)


class TerminalsDrawer(ZoneDrawer):
    """Rows of terminal cards with per-column stop counters."""

    kind = "terminals"

    def geometry(self, rect: pygame.Rect, rows: int) -> TerminalGeometry:
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        head_h = min(round(HEAD * scale), max(12, inner.height // (rows + 2)))
        name_w = min(round(NAME_W * scale), inner.width // 6)
        col_w = (inner.width - name_w) // 10
        row_h = max(8, (inner.height - head_h) // max(1, rows))
        row_h = min(row_h, round(col_w / CARD_RATIO * 1.02))  # no taller than a card of the column's width
        names = pygame.Rect(inner.x, inner.y + head_h, name_w, row_h * rows)
        head = pygame.Rect(inner.x + name_w, inner.y, col_w * 10, head_h)
        return TerminalGeometry(inner.x + name_w, inner.y + head_h, col_w, row_h, names, head)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        if isinstance(data, dict):
            shown = (data, self.typed_names)  # a kept picture is of these names too
            draw_cached(surface, rect, shown, marks, self.path, lambda: self.paint(surface, rect, data, marks))

    def paint(self, surface: pygame.Surface, rect: pygame.Rect, data: dict, marks: Marks) -> None:
        """Draw the zone afresh (`draw` reuses the last picture while nothing in it changed)."""
        scale = self.scale(rect)
        rows = data.get("rows") or []
        geo = self.geometry(rect, len(rows))
        used = min(rect.height, geo.y + geo.row_h * len(rows) + round(PAD * scale) - rect.y)
        wash(surface, pygame.Rect(rect.x, rect.y, rect.width, used), (0, 0, 0), 60, max(4, round(8 * scale)))
        self._heads(surface, geo, data, scale)
        takeable = {(s, c) for s, c in data.get("can_take") or []}
        for seat, row in enumerate(rows):
            self._name(surface, geo, data, seat, scale)
            for col, cell in enumerate(row):
                path = join(self.path, "rows", seat, col)
                self._cell(surface, geo, seat, col, cell, path, marks, (seat, col) in takeable, scale)

    def _heads(self, surface, geo: TerminalGeometry, data: dict, scale: float) -> None:
        needed = int(data.get("needed") or 0)
        taken = data.get("taken") or [0] * 10
        stopped = data.get("stopped") or [False] * 10
        big = min(15 * scale, geo.head.height * 0.5)
        for col in range(10):
            box = pygame.Rect(geo.x + col * geo.col_w, geo.head.y, geo.col_w, geo.head.height)
            number = theme.text(str(col + 1), big, theme.INK_ON_TABLE, bold=True)
            if not needed:
                surface.blit(number, number.get_rect(center=box.center))
                continue
            surface.blit(number, number.get_rect(midtop=(box.centerx, box.y)))
            colour = (240, 140, 120) if stopped[col] else theme.INK_ON_TABLE_SOFT
            words = f"{taken[col]}/{needed}"
            if stopped[col]:
                words = text(say("table.chains.stopped"))
                if theme.text(words, big * 0.8, colour, bold=True).get_width() > geo.col_w - 2:
                    words = text(say("table.chains.stopped_short"))
            small = theme.fit_text(words, big * 0.8, colour, geo.col_w - 2, bold=bool(stopped[col]))
            surface.blit(small, small.get_rect(midbottom=(box.centerx, box.bottom)))

    def _name(self, surface, geo: TerminalGeometry, data: dict, seat: int, scale: float) -> None:
        names = data.get("names") or []
        playing = data.get("playing") or []
        box = pygame.Rect(geo.names.x, geo.y + seat * geo.row_h, geo.names.width, geo.row_h)
        colour = name_colour(seat)
        if data.get("active") == seat:
            wash(surface, pygame.Rect(box.x, box.y, box.width + geo.col_w * 10, box.height), ACTIVE, 40, 4)
        size = min(15 * scale, geo.row_h * 0.42)
        words = names[seat] if seat < len(names) else text(say("table.synchro.seat", n=str(seat + 1)))
        name = self.who(seat, words)[0]  # the typed name
        out = seat < len(playing) and not playing[seat]
        image = theme.fit_text(name, size, colour, box.width - 4, bold=True)
        y = box.centery - image.get_height() // (1 if out else 2)
        surface.blit(image, (box.x, y))
        if out:
            tag = theme.text(text(say("table.chains.out_tag")), size * 0.85, theme.INK_ON_TABLE_SOFT)
            surface.blit(tag, (box.x, box.centery))

    def _cell(self, surface, geo, seat, col, cell, path, marks: Marks, takeable: bool, scale: float) -> None:
        box = geo.card(seat, col)
        state = cell.get("state") if isinstance(cell, dict) else None
        radius = max(3, box.width // 9)
        if state == "taken":
            colour = theme.SEAT_PALETTE[seat % len(theme.SEAT_PALETTE)]
            pygame.draw.rect(surface, theme.lighten(colour, 0.25), box, max(1, round(1.5 * scale)), border_radius=radius)
            tick = theme.text("✓", box.height * 0.45, theme.lighten(colour, 0.35), bold=True)
            surface.blit(tick, tick.get_rect(center=box.center))
        elif isinstance(cell.get("card"), dict):
            draw_card(surface, cell["card"], box, "face" if state == "up" else "dim")
        if takeable and marks.offers(path):
            ring(surface, box.inflate(4, 4), theme.TARGET, max(2, round(3 * scale)), radius)
        if path in marks.last:
            mark_last(surface, box, radius)
        mark_card(surface, box, path, marks)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The row of terminal numbers with how many of each are taken or stopped ("taken")."""
        if not isinstance(data, dict):
            return {}
        return {join(path, "taken"): self.geometry(rect, len(data.get("rows") or [])).head}

    def pieces(self, rect: pygame.Rect, data: Any, path: str) -> list[pygame.Rect]:
        """The terminals taken, ticked in their places (the cards still to take are drawn as cards)."""
        if not isinstance(data, dict):
            return []
        geo = self.geometry(rect, len(data.get("rows") or []))
        return [geo.card(seat, col) for seat, row in enumerate(data.get("rows") or []) for col, cell in enumerate(row)
                if isinstance(cell, dict) and cell.get("state") == "taken"]

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        if not isinstance(data, dict):
            return None
        rows = data.get("rows") or []
        geo = self.geometry(rect, len(rows))
        col = (pos[0] - geo.x) // geo.col_w if geo.col_w else -1
        seat = (pos[1] - geo.y) // geo.row_h if geo.row_h else -1
        if 0 <= col < 10 and 0 <= seat < len(rows) and pos[0] >= geo.x and pos[1] >= geo.y:
            return join(path, "rows", seat, col)
        return None
