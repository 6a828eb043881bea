"""Three Kings zones: the field with its discard place, the stock with the rules in play, each seat's
public area, and the hand that marks the card just drawn.

- `kings_field` (data: a list of card dicts): the face-up field in rows that grow as discards come,
  and after the last card an empty place, "<path>/drop", that a discard is clicked onto. Cards are
  "<path>/<index>"; the table rings the field cards that complete a set after a hand card is clicked.
- `kings_stock` (data: the whole view): the face-down stock with its count, and under it the chosen
  winner method and end (the view's `rules`).
- `kings_seat` (data: one player dict): name on the seat's colour, hand size as backs, the Kings
  shown (taken in front of everyone), the set pile's count and points and its last set (an older set
  glides face down under a newer one: "<path>/sets").
- `kings_hand` (data: a list of card dicts): the viewer's hand; the card just drawn wears a tag.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, card_slots, caption, join, mark_card, ring, wash
from .cardface import CARD_RATIO, card_size, draw_card, pile_here
from .hand import HandDrawer
from .pile import PileDrawer

GOLD = (236, 190, 60)
PAD = 8  # canvas units


class KingsFieldDrawer(PileDrawer):
    """The field: cards in as many rows as keep them large, then the discard place."""

    kind = "kings_field"
    rows = 4
    show_count = False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        cards = data if isinstance(data, list) else []
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        head, slots = self.slots(rect, cards + [None])
        count = "  ·  " + text(say("table.cards", count=len(cards)))
        caption(surface, head, (self.label or text(say("table.kings.field"))) + count, 17 * scale)
        for index, (card, slot) in enumerate(zip(cards, slots)):
            path = join(self.path, index)
            if path in marks.last:
                ring(surface, slot.inflate(6, 6), theme.LAST_EDGE, max(2, round(3 * scale)), max(3, slot.width // 9))
            draw_card(surface, card, slot)
            mark_card(surface, slot, path, marks)
        if slots:
            self._drop(surface, slots[-1], marks, scale)

    def _drop(self, surface: pygame.Surface, slot: pygame.Rect, marks: Marks, scale: float) -> None:
        """The empty place a discard goes to: a dashed frame, green when a discard may go there now."""
        path = join(self.path, "drop")
        lit = path in marks.targets
        radius = max(3, slot.width // 9)
        if lit:
            wash(surface, slot, theme.TARGET, 90, radius)
        ring(surface, slot, theme.TARGET if lit else theme.INK_ON_TABLE_SOFT, max(1, round(2 * scale)), radius)
        size = max(9.0, slot.height * 0.13)
        lines = [theme.text(w, size, theme.INK_ON_TABLE, bold=True) for w in text(say("table.kings.discard_here")).split("\n")]
        y = slot.centery - sum(i.get_height() for i in lines) // 2
        for image in lines:
            surface.blit(image, image.get_rect(midtop=(slot.centerx, y)))
            y += image.get_height()
        if path == marks.hover:
            ring(surface, slot.inflate(4, 4), theme.HOVER, 2, radius)

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        cards = data if isinstance(data, list) else []
        _, slots = self.slots(rect, cards + [None])
        if slots and slots[-1].collidepoint(pos):
            return join(path, "drop")
        for index in range(len(cards) - 1, -1, -1):
            if slots[index].collidepoint(pos):
                return join(path, index)
        return None


class KingsHandDrawer(HandDrawer):
    """The viewer's hand, the card just drawn tagged 'new' (as every hand does)."""

    kind = "kings_hand"


class KingsStockDrawer(ZoneDrawer):
    """The stock, its count, and the rules chosen for this game."""

    kind = "kings_stock"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        stock = view.get("stock") if isinstance(view.get("stock"), dict) else {}
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        top = inner.y + caption(surface, inner, text(say("table.kings.stock", n=stock.get("count", 0))), 17 * scale)
        words = theme.wrap(str(view.get("rules") or ""), 14 * scale, inner.width)
        line = theme.font(14 * scale).get_linesize()
        room = inner.bottom - top - len(words) * line - round(6 * scale)
        size = card_size(min(room, inner.width / CARD_RATIO, 120 * scale))
        box = pygame.Rect((0, 0), size)
        box.midtop = (inner.centerx, top + round(4 * scale))
        if stock.get("top"):
            draw_card(surface, {"hidden": True}, box)
        else:
            ring(surface, box, theme.INK_ON_TABLE_SOFT, 1, max(3, box.width // 9))
        y = inner.bottom - len(words) * line
        for words_line in words:
            surface.blit(theme.text(words_line, 14 * scale, theme.INK_ON_TABLE), (inner.x, y))
            y += line


class KingsSeatDrawer(ZoneDrawer):
    """A seat's public area: hand size, Kings shown, set pile and its last set."""

    kind = "kings_seat"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        player = data if isinstance(data, dict) else {}
        seat = int(player.get("seat", 0))
        scale = self.scale(rect)
        radius = max(4, round(8 * scale))
        wash(surface, rect, theme.SEAT_PALETTE[seat % len(theme.SEAT_PALETTE)], 70, radius)
        if player.get("to_move"):
            ring(surface, rect, GOLD, max(2, round(3 * scale)), radius)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        top = inner.y + self._header(surface, inner, player, scale) + round(4 * scale)
        area = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
        self._groups(surface, area, player, scale)

    def _header(self, surface: pygame.Surface, inner: pygame.Rect, player: dict, scale: float) -> int:
        """The player's name (shortened if it must be) and the dealer mark; the points at the right."""
        points = player.get("points", 0)
        words = text(say("table.kings.points", count=abs(int(points)), points=points))  # "-1 pt", "-2 pts"
        score = shrunk(words, 16 * scale, theme.CARD_PAPER, inner.width // 3, True)
        surface.blit(score, score.get_rect(topright=inner.topright))
        name, mark = self.who(player.get("seat"), player.get("name", ""))
        tail = self.name_tail(mark) + (" · " + text(say("table.tricks.dealer")) if player.get("dealer") else "")
        room = inner.width - score.get_width() - round(10 * scale)
        image = theme.fit_name(name, tail, 17 * scale, theme.CARD_PAPER, room, bold=True)
        surface.blit(image, inner.topleft)
        return max(image.get_height(), score.get_height())

    def _groups(self, surface: pygame.Surface, area: pygame.Rect, player: dict, scale: float) -> None:
        """Three groups side by side: the hand (backs, or faces at the end), Kings shown, the set pile."""
        hand = player.get("hand")
        count = int(player.get("cards", 0))
        shown = hand if isinstance(hand, list) else [{"hidden": True, "owner": player.get("seat")}] * count
        known = player.get("known") or []
        sets = int(player.get("sets", 0))
        set_words = say("table.kings.sets_last", n=sets) if sets else say("table.kings.sets", n=0)
        groups = [(text(say("table.kings.hand", n=count)), shown), (text(say("table.kings.kings_shown", n=len(known))), known),
                  (text(set_words), player.get("last_set") or [])]
        gap = round(10 * scale)
        x = area.x
        for group, ((title, cards), share) in enumerate(zip(groups, (0.42, 0.25, 0.33))):
            box = pygame.Rect(x, area.y, round((area.width - 2 * gap) * share), area.height)
            x = box.right + gap
            label = shrunk(title, 13 * scale, theme.INK_ON_TABLE, box.width)
            surface.blit(label, box.topleft)
            top = box.y + label.get_height() + 2
            room = pygame.Rect(box.x, top, box.width, box.bottom - top)
            size = card_size(min(room.height, 90 * scale))
            slots = card_slots(room, len(cards), size, "right", max(2, round(4 * scale)))
            if group == 2:  # the set pile: an older set leaving sight goes under the last one, face down
                pile_here(join(self.path, "sets"), card_slots(room, 1, size, "right", 0)[0])
            for card, slot in zip(cards, slots):
                draw_card(surface, card, slot)


def shrunk(words: str, size: float, colour: theme.Colour, room: int, bold: bool = False) -> pygame.Surface:
    """Words whole in `room` pixels: smaller type where they would not fit, never cut short."""
    while size > 7 and theme.width(words, size, bold) > room:
        size -= 0.5
    return theme.text(words, size, colour, bold)
