"""The `stacks` zone: face-down piles side by side, each with its name and count (stock, discard, marks).

Data: a list of {"label", "count"} (and an optional "seat" whose colour edges
the backs). The contents are never shown: only how many cards each holds. Each pile is a place
where cards leaving sight may land ("<path>/<index>", see ui/motion.py).
Shared by the trick games.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, caption, join, wash
from .cardface import card_size, draw_card, pile_here

PAD = 8
LINE = 20
MAX_CARD_H = 90
LAYERS = 4  # backs drawn offset to give a pile its depth


class StacksDrawer(ZoneDrawer):
    """Piles of backs in a row, labelled with their counts."""

    kind = "stacks"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        piles = [p for p in data if isinstance(p, dict)] if isinstance(data, list) else []
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        if self.label:
            inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
            caption(surface, inner, self.label, 17 * scale)
        for i, (pile, cell) in enumerate(zip(piles, self.cells(rect, len(piles)))):
            self.one(surface, cell, pile, scale, round(LINE * scale), join(self.path, i))

    def cells(self, rect: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Where each of `count` piles goes with its words, side by side under the caption."""
        scale = self.scale(rect)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        if self.label:  # under the caption, as `caption` draws it
            label = theme.fit_text(self.label, 17 * scale, theme.INK_ON_TABLE, inner.width, True)
            inner.y += label.get_height() + pad // 2
        if not count:
            return []
        width = (inner.width - pad * (count - 1)) // count
        return [pygame.Rect(inner.x + i * (width + pad), inner.y, width, inner.bottom - inner.y) for i in range(count)]

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Each pile's words and count under it ("<path>/0")."""
        piles = [p for p in data if isinstance(p, dict)] if isinstance(data, list) else []
        scale, line = self.scale(rect), round(LINE * self.scale(rect))
        words = line + theme.font(15 * scale, True).get_linesize()  # the label, then the count a line below
        return {join(path, i): pygame.Rect(cell.x, _base(cell, scale, line).bottom, cell.width, words)
                for i, cell in enumerate(self.cells(rect, len(piles)))}

    def one(self, surface: pygame.Surface, cell: pygame.Rect, pile: dict, scale: float, line: int,
            path: str = "") -> None:
        """One pile: its backs over its words."""
        count = int(pile.get("count") or 0)
        depth = max(1, round(2 * scale))
        base = _base(cell, scale, line)
        shown = min(LAYERS, count)
        for layer in range(shown):
            draw_card(surface, {"hidden": True, "owner": pile.get("seat")}, base.move(layer * depth, -layer * depth))
        # A card leaving sight for this pile (its view path, a card's `to`) lands on its top back.
        top = max(0, shown - 1) * depth
        pile_here(path, base.move(top, -top), pile.get("seat"))
        if not count:
            pygame.draw.rect(surface, theme.INK_ON_TABLE_SOFT, base, max(1, round(scale)), border_radius=max(3, base.width // 9))
        words = theme.fit_text(str(pile.get("label") or ""), 14 * scale, theme.INK_ON_TABLE, cell.width, bold=True)
        surface.blit(words, words.get_rect(midtop=(cell.centerx, base.bottom + round(2 * scale))))
        number = theme.text(str(count), 15 * scale, theme.INK_ON_TABLE, bold=True)
        surface.blit(number, number.get_rect(midtop=(cell.centerx, base.bottom + line)))


def _base(cell: pygame.Rect, scale: float, line: int) -> pygame.Rect:
    """The bottom back of a pile in its cell, with room under it for its words and count."""
    depth = max(1, round(2 * scale))
    height = min(MAX_CARD_H * scale, cell.height - 2 * line - LAYERS * depth, (cell.width - LAYERS * depth) / 0.72)
    base = pygame.Rect((0, 0), card_size(height))
    base.midtop = (cell.centerx, cell.y + LAYERS * depth)
    return base
