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
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join

PAD = 10
TEXT = 15


class SeatFactsDrawer(ZoneDrawer):
    """A small table: names down the left, each player's facts in columns."""

    kind = "seat_facts"
    shows_pieces = False
    still = True  # text and boxes only: kept as a picture while nothing in it changes

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
        columns = self.columns(rows, size * 0.95, inner.width - round(16 * scale), scale)
        for row in rows:
            if y + 2 * line > inner.bottom + 1:
                break
            self.draw_row(surface, pygame.Rect(inner.x, y, inner.width, 2 * line), row, size, scale, columns)
            y += 2 * line

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The players' rows of facts under the panel's label ("facts"): scores, marks, hand values."""
        rows = [r for r in data if isinstance(r, dict)] if isinstance(data, list) else []
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        line = theme.font(TEXT * scale).get_linesize()
        top = inner.y + (line if self.label else 0)
        shown = min(len(rows), max(0, (inner.bottom + 1 - top) // (2 * line)))
        return {join(path, "facts"): pygame.Rect(inner.x, top, inner.width, 2 * line * shown)} if shown else {}

    @staticmethod
    def columns(rows: list[dict], size: float, room: int, scale: float) -> tuple[list[int], float]:
        """(left edge of each fact's column, from the facts' start; the font size): each column as wide as
        its widest fact in any row, the room left shared out between them, smaller letters when even
        that does not fit, so no fact ever runs into the next."""
        table = [[str(f) for f in row.get("facts") or []] for row in rows]
        count = max((len(facts) for facts in table), default=0)
        if not count:
            return [], size
        gap = round(10 * scale)
        while True:
            widths = [max((theme.width(facts[i], size) for facts in table if i < len(facts)), default=0)
                      for i in range(count)]
            spare = room - sum(widths) - gap * (count - 1)
            if spare >= 0 or size <= 8:
                break
            size -= 1
        lefts, x = [], 0
        for width in widths:
            lefts.append(x)
            x += width + gap + max(0, spare) // count
        return lefts, size

    def draw_row(self, surface: pygame.Surface, box: pygame.Rect, row: dict, size: float, scale: float,
                 columns: tuple[list[int], float] = ([], 0)) -> None:
        """The name (shortened if it must be) with its marker at the right, the facts in columns below."""
        line = box.height // 2
        indent = round(16 * scale)
        if row.get("to_move"):
            y = box.y + line // 2
            tip = (box.x + indent - round(5 * scale), y)
            pygame.draw.polygon(surface, theme.TARGET, [(box.x, y - round(5 * scale)), (box.x, y + round(5 * scale)), tip])
        marker = str(row.get("marker") or "")
        marker_image = theme.text(marker, size * 0.9, theme.INK_SOFT) if marker else None
        room = box.width - indent - (marker_image.get_width() + round(8 * scale) if marker_image else 0)
        name = self.who(row.get("seat"), row.get("name") or "")[0]
        ink = theme.seat_colour(None, row.get("seat"))
        surface.blit(theme.fit_name(name, "", size, ink, max(8, room), bold=True), (box.x + indent, box.y))
        if marker_image:
            surface.blit(marker_image, marker_image.get_rect(topright=(box.right, box.y + round(2 * scale))))
        facts = [str(f) for f in row.get("facts") or []]
        lefts, fact_size = columns
        for fact, left in zip(facts, lefts):
            surface.blit(theme.text(fact, fact_size, theme.INK), (box.x + indent + left, box.y + line))
