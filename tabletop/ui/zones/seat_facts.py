"""The `seat_facts` zone: one line per player with the public numbers of the game (a score table).

Data: a list of {"seat", "name", "facts": [text, ...], "marker": text,
"to_move": bool}; the player to move is marked with an arrow and the
`marker` (the dealer's "D", a declarer's "Declarer") follows the name.
Shared by the trick games.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel

PAD = 10
TEXT = 15


class SeatFactsDrawer(ZoneDrawer):
    """A small table: names down the left, each player's facts in columns."""

    kind = "seat_facts"
    shows_pieces = False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        rows = [r for r in data if isinstance(r, dict)] if isinstance(data, list) else []
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        size = TEXT * scale
        line = theme.font(size).get_linesize()
        y = inner.y
        if self.label:
            surface.blit(theme.fit_text(self.label, size, theme.INK_SOFT, inner.width, bold=True), (inner.x, y))
            y += line
        names = [self.who(r.get("seat"), r.get("name") or "")[0] for r in rows]
        name_w = min(inner.width // 3, max((theme.width(n, size, True) for n in names), default=0) + round(24 * scale))
        columns = max((len(r.get("facts") or []) for r in rows), default=0)
        col_w = (inner.width - name_w) // max(1, columns)
        for row, name in zip(rows, names):
            if y + line > inner.bottom + 1:
                break
            ink = theme.seat_colour(None, row.get("seat"))
            arrow = "▶ " if row.get("to_move") else "   "
            surface.blit(theme.fit_text(arrow + name, size, ink, name_w - 2, bold=True), (inner.x, y))
            for i, fact in enumerate(row.get("facts") or []):
                image = theme.fit_text(str(fact), size, theme.INK, col_w - round(4 * scale), bold=False)
                surface.blit(image, (inner.x + name_w + i * col_w, y))
            y += line
            marker = str(row.get("marker") or "")
            if marker and y + line <= inner.bottom + 1:
                surface.blit(theme.fit_text(marker, size * 0.9, theme.INK_SOFT, inner.width - name_w),
                             (inner.x + round(14 * scale), y))
                y += line
