"""The `trick_area` zone: the cards of the trick in play, each in front of the seat that played it.

Data: {"seats": n, "plays": [{"seat", "card", "led", "badge", "order"?}], "taken": bool,
"winner": seat or None, "names": seat words}. For 2 seats the viewer's card lies low and the other
high; for 4 the others sit left, across and right (clockwise). The led card
carries a "led" tag, any play may carry a badge ("table card"), and a trick
just taken rings its winning card and names the winner; a play with an "order" shows its place in the
play order on a disc. Shared by the trick
games; nothing in it is clicked.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, caption, mark_last, tail_after, wash
from .cardface import card_size, draw_card

PAD = 8
CAPTION = 22
MAX_CARD_H = 120
# Where each seat's card sits, as a share of the free area, by seats counted clockwise from the viewer.
SPOTS = {2: ((0.5, 0.74), (0.5, 0.26)), 3: ((0.5, 0.74), (0.2, 0.4), (0.8, 0.4)),
         4: ((0.5, 0.74), (0.18, 0.5), (0.5, 0.26), (0.82, 0.5))}


class TrickAreaDrawer(ZoneDrawer):
    """The trick in the middle of the table."""

    kind = "trick_area"

    def card_rects(self, rect: pygame.Rect, data: dict) -> tuple[pygame.Rect, list[tuple[dict, pygame.Rect]]]:
        """(caption area, (play, card rect) for every play) in the zone's window rect."""
        scale = self.scale(rect)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.x, inner.y, inner.width, round(CAPTION * scale))
        area = pygame.Rect(inner.x, head.bottom, inner.width, inner.bottom - head.bottom)
        seats = int(data.get("seats") or 2)
        spots = SPOTS.get(seats, SPOTS[4])
        rows = 2 if seats == 2 else 3
        height = min(MAX_CARD_H * scale, (area.height - 2 * pad) / rows * (1.9 if seats == 2 else 1.4),
                     area.width / 3.2 / 0.72)
        size = card_size(height * 0.95)
        viewer = self.viewer if isinstance(self.viewer, int) else 0
        out = []
        for play in data.get("plays") or []:
            spot = spots[(int(play.get("seat", 0)) - viewer) % len(spots)]
            box = pygame.Rect((0, 0), size)
            box.center = (round(area.x + spot[0] * area.width), round(area.y + spot[1] * area.height))
            box.clamp_ip(area)
            out.append((play, box))
        return head, out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        head, placed = self.card_rects(rect, data)
        self.draw_heading(surface, head, data, scale)
        if not placed:
            words = theme.text(text(say("table.tricks.no_card_yet")), 15 * scale, theme.INK_ON_TABLE_SOFT)
            surface.blit(words, words.get_rect(center=rect.center))
        for play, box in placed:
            draw_card(surface, play["card"], box)
            won = data.get("taken") and play.get("seat") == data.get("winner")
            if won:
                mark_last(surface, box, max(3, box.width // 9))
            tags = [t for t in (text(say("table.tricks.led")) if play.get("led") else "", str(play.get("badge") or "")) if t]
            self.tags(surface, box, tags, scale)
            if isinstance(play.get("order"), int):
                self.order_badge(surface, box, play["order"], scale)

    @staticmethod
    def order_badge(surface: pygame.Surface, box: pygame.Rect, order: int, scale: float) -> None:
        """A play's place in the trick (1 for the lead), on a disc off the card's top-left corner, so the
        card's own index stays readable (games whose plays carry an `order`)."""
        size = max(10, round(19 * scale))
        centre = (box.x - size // 4, box.y - size // 4)
        pygame.draw.circle(surface, theme.PANEL, centre, size // 2)
        pygame.draw.circle(surface, theme.INK, centre, size // 2, max(1, round(scale)))
        number = theme.text(str(order), size * 0.7, theme.INK, bold=True)
        surface.blit(number, number.get_rect(center=centre))

    def draw_heading(self, surface: pygame.Surface, head: pygame.Rect, data: dict, scale: float) -> None:
        """The zone's name, or who takes the trick just played (a long name shortened, never the words)."""
        if data.get("taken") and data.get("winner") is not None:
            name = self.seat_words(data["winner"], data)
            takes = tail_after(name, text(say("table.tricks.takes_trick")))
            surface.blit(theme.fit_name(name, takes, 17 * scale, theme.INK_ON_TABLE, head.width, True), head.topleft)
        else:
            caption(surface, head, self.label or text(say("table.tricks.trick")), 17 * scale)

    def seat_words(self, seat: int, data: dict) -> str:
        """The typed name of the seat, else the view's word for it."""
        names = data.get("names") or []
        words = names[seat] if 0 <= seat < len(names) else text(say("table.synchro.seat", n=str(seat + 1)))
        return self.who(seat, words)[0]

    def tags(self, surface: pygame.Surface, box: pygame.Rect, tags: list[str], scale: float) -> None:
        """Small ribbons across the foot of a card, one per tag (the lead, a badge), the last lowest: on the
        card itself, so they never reach the next seat's card whatever the table's size."""
        bottom = box.bottom - round(4 * scale)
        for words in reversed(tags):
            size = 13 * scale
            while size > 8 and theme.width(words, size, bold=True) > box.width - round(10 * scale):
                size -= 1  # a narrow card: smaller letters, never cut words
            image = theme.text(words, size, theme.INK, bold=True)
            back = image.get_rect(midbottom=(box.centerx, bottom)).inflate(round(8 * scale), 2)
            pygame.draw.rect(surface, theme.LAST, back, border_radius=max(2, round(4 * scale)))
            surface.blit(image, image.get_rect(center=back.center))
            bottom = back.top - round(2 * scale)
