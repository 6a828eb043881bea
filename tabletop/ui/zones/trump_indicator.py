"""The `trump_indicator` zone: the trump suit (or NT) in large type, with the contract's lines beside it.

Data: {"named": bool, "suit": "♠"/"NT", "words": "spades", "red": bool,
"lines": [text, ...]}. Shared by the trick games.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join

PAD = 12


class TrumpIndicatorDrawer(ZoneDrawer):
    """A paper card naming trump, and the lines the game adds (declarer, goal, trick number)."""

    kind = "trump_indicator"
    shows_pieces = False
    still = True  # text and boxes only: kept as a picture while nothing in it changes

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Trump and the lines under it (declarer, goal, trick number): the panel is all figures ("trump")."""
        return {join(path, "trump"): self.padded(rect, PAD)}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        caption = self.label or text(say("table.tricks.trump"))
        title = theme.fit_text(caption, 15 * scale, theme.INK_SOFT, inner.width, bold=True)
        surface.blit(title, inner.topleft)
        top = inner.y + title.get_height()
        badge = pygame.Rect(inner.x, top, min(inner.width // 3, inner.bottom - top), inner.bottom - top)
        if data.get("named"):
            ink = theme.CARD_RED if data.get("red") else theme.CARD_BLACK
            size = badge.height * (0.7 if data.get("suit") != "NT" else 0.45)
            symbol = theme.text(str(data.get("suit")), size, ink, bold=True)
            surface.blit(symbol, symbol.get_rect(center=badge.center))
        else:
            symbol = theme.text("?", badge.height * 0.5, theme.INK_SOFT, bold=True)
            surface.blit(symbol, symbol.get_rect(center=badge.center))
        left = badge.right + pad
        line = theme.font(15 * scale).get_linesize()
        named = str(data.get("words") or text(say("table.tricks.trump_not_named"))).capitalize()
        lines = [named, *map(str, data.get("lines") or [])]
        y = top
        for i, words in enumerate(lines):
            if y + line > inner.bottom:
                break
            image = theme.fit_text(words, 15 * scale, theme.INK, inner.right - left, bold=i == 0)
            surface.blit(image, (left, y))
            y += line
