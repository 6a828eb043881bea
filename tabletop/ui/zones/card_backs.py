"""The `card_backs` zone: another player's hand as everyone sees it, backs with a count.

Data: {"count": n, "known": [card dicts], "name": seat words, "seat": s}.
Cards the player is publicly known to hold (WYSIWYG's display cards) lie face
up first; the rest are backs. Shared by the trick games.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, card_slots, join, wash
from .cardface import card_size, draw_card

PAD = 8
CAPTION = 22
MAX_CARD_H = 96


class CardBacksDrawer(ZoneDrawer):
    """A hidden hand: how many cards, and the faces everyone has seen go into it."""

    kind = "card_backs"

    def heading(self, data: dict, room: int, scale: float) -> pygame.Surface:
        """'North  ·  13 cards  ·  1 seen' (the name shortened, if need be, never the counts)."""
        known = [c for c in data.get("known") or [] if isinstance(c, dict)]
        words = "  ·  " + text(say("table.cards", count=int(data.get("count") or 0)))
        if known:
            words += "  ·  " + text(say("table.seen", count=len(known)))
        name = self.who(data.get("seat"), data.get("name") or "")[0]
        return theme.fit_name(name, words, 17 * scale, theme.INK_ON_TABLE, room, True)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The heading with the cards held and seen ("<path>/count")."""
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        return {join(path, "count"): self.heading(data, inner.width, scale).get_rect(topleft=inner.topleft)}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        pad = round(PAD * scale)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        inner = rect.inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.x, inner.y, inner.width, round(CAPTION * scale))
        count = int(data.get("count") or 0)
        known = [c for c in data.get("known") or [] if isinstance(c, dict)]
        surface.blit(self.heading(data, head.width, scale), head.topleft)
        area = pygame.Rect(inner.x, head.bottom + pad // 2, inner.width, inner.bottom - head.bottom - pad // 2)
        size = card_size(min(MAX_CARD_H * scale, area.height))
        cards = known + [{"hidden": True, "owner": data.get("seat")}] * max(0, count - len(known))
        for card, slot in zip(cards, card_slots(area, len(cards), size, "right", max(2, round(4 * scale)))):
            draw_card(surface, card, slot)
        if not cards:
            image = theme.text(text(say("table.no_cards")), 15 * scale, theme.INK_ON_TABLE_SOFT)
            surface.blit(image, (area.x, area.y))
