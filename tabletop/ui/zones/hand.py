"""The `hand` zone: a player's private cards in rows, to pick from (the placement hand).

Data: a list of card dicts (hidden ones draw as backs). Cards are
"<path>/<index>"; a selected card is lifted and ringed in yellow, cards that
can be clicked next are ringed in green, and a card the view marks `new` (just
drawn, shown only to its owner) carries a gold "new" tag; `new: "received"` marks a card just got from
another player (Japanese words the two apart).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, join
from .pile import PileDrawer

NEW_TAG = (236, 190, 60)


class HandDrawer(PileDrawer):
    """Like a pile, but wraps into as many rows as fit, lifts the selected card and tags new ones."""

    kind = "hand"
    rows = 4
    show_count = False
    lift = 10
    lights_starts = False  # every card of a placement hand may start a move: ringing them all says nothing

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        super().draw(surface, rect, data, marks)
        cards = data if isinstance(data, list) else []
        _, slots = self.slots(rect, cards)
        scale = self.scale(rect)
        for index, (card, slot) in enumerate(zip(cards, slots)):
            if isinstance(card, dict) and card.get("new"):
                self.new_tag(surface, self.place(slot, join(self.path, index), marks, scale), card["new"])

    @staticmethod
    def new_tag(surface: pygame.Surface, slot: pygame.Rect, new: Any = True) -> None:
        """A gold "new" tag at the foot of a card (a card received from another player: its own words)."""
        words = say("table.new_received") if new == "received" else say("table.new")
        tag = theme.text(text(words), max(9.0, slot.height * 0.12), theme.INK, bold=True)
        box = tag.get_rect(midtop=(slot.centerx, slot.bottom - tag.get_height() - 2)).inflate(8, 2)
        pygame.draw.rect(surface, NEW_TAG, box, border_radius=4)
        surface.blit(tag, tag.get_rect(center=box.center))
