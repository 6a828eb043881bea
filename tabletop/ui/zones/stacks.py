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
        pad = round(PAD * scale)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        inner = rect.inflate(-2 * pad, -2 * pad)
        if self.label:
            inner.y += caption(surface, inner, self.label, 17 * scale) + pad // 2
        if not piles:
            return
        width = (inner.width - pad * (len(piles) - 1)) // len(piles)
        line = round(LINE * scale)
        for i, pile in enumerate(piles):
            cell = pygame.Rect(inner.x + i * (width + pad), inner.y, width, inner.bottom - inner.y)
            self.one(surface, cell, pile, scale, line, join(self.path, i))

    def one(self, surface: pygame.Surface, cell: pygame.Rect, pile: dict, scale: float, line: int,
            path: str = "") -> None:
        """One pile: its backs over its words."""
        count = int(pile.get("count") or 0)
        depth = max(1, round(2 * scale))
        height = min(MAX_CARD_H * scale, cell.height - 2 * line - LAYERS * depth, (cell.width - LAYERS * depth) / 0.72)
        size = card_size(height)
        base = pygame.Rect((0, 0), size)
        base.midtop = (cell.centerx, cell.y + LAYERS * depth)
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
