"""The `trick_hand` zone: the viewer's own hand fanned along the bottom, for trick games.

Data: a list of card dicts; a card with "playable": true may go to the trick
now and rises above the others, ringed green as a click that makes a move, the
rest are greyed while any card is playable. "known": true marks a card the
opponent saw the viewer take (a small dot). Cards are "<path>/<index>".
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, caption, card_slots, join, mark_card, ring, wash
from .cardface import card_size, draw_card

PAD = 8
CAPTION = 22
LIFT = 18          # canvas units a playable card rises
MAX_CARD_H = 130


class TrickHandDrawer(ZoneDrawer):
    """One overlapping row of cards; playable ones lifted."""

    kind = "trick_hand"

    def slots(self, rect: pygame.Rect, cards: list) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """(caption area, one rect per card, lifted where playable)."""
        scale = self.scale(rect)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.x, inner.y, inner.width, round(CAPTION * scale))
        lift = round(LIFT * scale)
        area = pygame.Rect(inner.x, head.bottom + lift, inner.width, inner.bottom - head.bottom - lift)
        size = card_size(min(MAX_CARD_H * scale, area.height))
        row = card_slots(area, len(cards), size, "right", max(2, round(6 * scale)))
        spread = row[-1].right - row[0].left if row else 0
        shift = max(0, (area.width - spread) // 2)  # a short hand sits in the middle
        return head, [slot.move(shift, -lift if _playable(card) else 0) for card, slot in zip(cards, row)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        cards = [c for c in data if isinstance(c, dict)] if isinstance(data, list) else []
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        head, slots = self.slots(rect, cards)
        caption(surface, head, self.label or text(say("table.your_hand" if self.private else "table.hand")), 17 * scale)
        if not cards:
            words = say("table.no_cards" if self.private else "table.hand_put_away")
            image = theme.text(text(words), 15 * scale, theme.INK_ON_TABLE_SOFT)
            surface.blit(image, (head.x, head.bottom + round(10 * scale)))
        any_playable = any(_playable(c) for c in cards)
        for index, (card, slot) in enumerate(zip(cards, slots)):
            path = join(self.path, index)
            dim = any_playable and not _playable(card)
            draw_card(surface, card, slot, "dim" if dim else "face")
            if card.get("known"):
                pygame.draw.circle(surface, theme.SELECTED, (slot.right - round(8 * scale), slot.bottom - round(8 * scale)),
                                   max(3, round(4 * scale)))
            if path in marks.starts and path not in marks.selected and path != marks.hover:
                ring(surface, slot.inflate(4, 4), theme.TARGET, max(2, slot.width // 20), max(3, slot.width // 9))
            mark_card(surface, slot, path, marks)

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        cards = [c for c in data if isinstance(c, dict)] if isinstance(data, list) else []
        _, slots = self.slots(rect, cards)
        for index in range(len(slots) - 1, -1, -1):
            if slots[index].collidepoint(pos):
                return join(path, index)
        return None


def _playable(card: Any) -> bool:
    return isinstance(card, dict) and bool(card.get("playable"))
