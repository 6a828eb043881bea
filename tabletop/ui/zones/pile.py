"""The `pile` zone: face-up cards fanned in a row (or column, or squared up), with a caption and count.

Data: a list of card dicts (e.g. a seat's casualties, WYSIWYG's display). Cards are
"<path>/<index>"; hit gives the topmost card under the point. A card the player may click
now (a legal move starts on it) is ringed in green, as the rules pages show it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, caption, card_slots, join, mark_card, wash
from .cardface import CARD_RATIO, card_size, draw_card

CAPTION = 22       # canvas units
PAD = 8            # canvas units
MAX_CARD_H = 110   # canvas units


class PileDrawer(ZoneDrawer):
    """A labelled pile; cards overlap just enough to fit the zone."""

    kind = "pile"
    rows = 1          # rows of cards the zone may wrap into
    show_count = True
    lift = 0          # canvas units a selected card rises (room is kept above the cards)
    lights_starts = True  # ring the cards a move starts on (a hand of many cards rings none: see hand.py)

    def slots(self, rect: pygame.Rect, cards: list) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """(caption area, one rect per card) inside the zone's window rect."""
        scale = self.scale(rect)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.x, inner.y, inner.width, round(CAPTION * scale))
        top = head.bottom + pad // 2 + round(self.lift * scale)
        area = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
        gap = max(2, round(6 * scale))
        height, rows = self.card_height(area, len(cards), gap, MAX_CARD_H * scale)
        return head, card_slots(area, len(cards), card_size(height), self.fan, gap, rows)

    def card_height(self, area: pygame.Rect, n: int, gap: int, tallest: float) -> tuple[float, int]:
        """(card height, rows): the biggest cards that fit side by side in up to `rows` rows.

        With one row allowed the cards keep the zone's height and overlap instead.
        """
        if self.rows <= 1 or self.fan != "right" or n <= 1:
            return min(tallest, area.height), 1
        best = (0.0, 1)
        for rows in range(1, min(self.rows, n) + 1):
            per_row = -(-n // rows)
            by_height = (area.height + gap) / rows - gap
            by_width = ((area.width + gap) / per_row - gap) / CARD_RATIO
            height = min(tallest, by_height, by_width)
            if height > best[0]:
                best = (height, rows)
        return best

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        cards = data if isinstance(data, list) else []
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        head, slots = self.slots(rect, cards)
        caption(surface, head, self.caption_words(cards), 17 * scale)
        if not cards:
            image = theme.text(text(say("table.none")), 15 * scale, theme.INK_ON_TABLE_SOFT)
            surface.blit(image, (head.x, head.bottom + round(10 * scale)))
        for index, (card, slot) in enumerate(zip(cards, slots)):
            slot = self.place(slot, join(self.path, index), marks, scale)
            if isinstance(card, dict):
                draw_card(surface, card, slot)
            mark_card(surface, slot, join(self.path, index), self.lit(marks, join(self.path, index)))

    def caption_words(self, cards: list) -> str:
        """The caption: the zone's label, and the count of its cards when it shows one."""
        words = self.label or self.path or self.kind
        return f"{words}  ·  {len(cards)}" if self.show_count else words

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The caption with its count ("<path>/count"), a running figure, when it shows one."""
        if not self.show_count:
            return {}
        cards = data if isinstance(data, list) else []
        head, _ = self.slots(rect, cards)
        image = theme.fit_text(self.caption_words(cards), 17 * self.scale(rect), theme.INK_ON_TABLE, head.width, True)
        return {join(path, "count"): image.get_rect(topleft=head.topleft)}

    def lit(self, marks: Marks, path: str) -> Marks:
        """The marks a card is drawn with: a card a move starts on counts as a next click while nothing is
        picked (the display cards a trick's winner chooses between)."""
        if not self.lights_starts or path not in marks.starts or not marks.offers(path) or marks.selected:
            return marks
        return replace(marks, targets=marks.targets | {path})

    def place(self, slot: pygame.Rect, path: str, marks: Marks, scale: float) -> pygame.Rect:
        """Where a card is drawn within its slot: a selected card rises by `lift`."""
        if self.lift and path in marks.selected:
            return slot.move(0, -round(self.lift * scale))
        return slot

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        cards = data if isinstance(data, list) else []
        _, slots = self.slots(rect, cards)
        for index in range(len(slots) - 1, -1, -1):
            if slots[index].collidepoint(pos):
                return join(path, index)
        return None
