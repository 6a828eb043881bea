"""Drafting zones: the market row with nomination markers, the lottery, and the deck with its discard pile.

- `market` (data: the whole view; uses "market", a list of Pairs cards,
  each with "pos", "markers" [seats], "taken_by", "lottery",
  "can_nominate", and "game_no", "round", "stage", "last_round"): the row,
  one slot per card, numbered #1.. from the left, under a caption with the
  game, round and a "last round" banner. Markers are discs in the seats'
  colours stacked under the card; a gained card is dimmed with its new
  owner's colour and name. Cards are "market/<index>".
- `lottery` (data: the whole view; uses "lottery", "seats", "market"): the
  contested card, the contenders by name in drawing order with the next
  drawer ringed, and the open lottery cards, each underlined in its drawer's
  colour; the winning match is ringed in gold.
- `draw_piles` (data: the whole view; uses "deck" {"count"} and "discard"
  {"count", "top"}): the face-down deck and the discard pile with counts.

Cards are drawn with the shared `cardface.draw_card`.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import motion, theme
from .base import NO_MARKS, Marks, ZoneDrawer, caption, join, mark_last, mark_card, ring, tail_after, wash
from .cardface import CARD_RATIO, draw_card

PAD = 8
HEAD = 22
GOLD = (255, 200, 40)


def seat_colour(seat: int) -> theme.Colour:
    """A seat's marker colour."""
    return theme.SEAT_PALETTE[seat % len(theme.SEAT_PALETTE)]


def marker(surface: pygame.Surface, centre: tuple[float, float], radius: float, seat: int,
           hollow: bool = False) -> None:
    """A round player marker in the seat's colour with a light rim (hollow: only the rim, 'away')."""
    r = max(3, round(radius))
    c = (round(centre[0]), round(centre[1]))
    if hollow:
        pygame.draw.circle(surface, seat_colour(seat), c, r, max(2, r // 3))
        return
    pygame.draw.circle(surface, theme.CARD_PAPER, c, r)
    pygame.draw.circle(surface, seat_colour(seat), c, max(2, r - max(1, r // 5)))


def follow_marker(surface: pygame.Surface, centre: tuple[float, float], radius: float, seat: int) -> None:
    """A seat's marker the table follows (ui/motion.py): it travels from its team's panel to the card it is
    put on, and back when the round is over."""
    r = max(3, round(radius))
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (round(centre[0]), round(centre[1]))

    def paint(target: pygame.Surface, at: pygame.Rect) -> None:
        marker(target, at.center, at.width / 2, seat)

    if motion.place(("team_marker", seat), box, paint):
        paint(surface, box)


def _inner(drawer: ZoneDrawer, rect: pygame.Rect) -> tuple[float, pygame.Rect, pygame.Rect]:
    """(scale, caption strip, body) of a zone with a soft dark wash behind it."""
    scale = drawer.scale(rect)
    pad = round(PAD * scale)
    inner = rect.inflate(-2 * pad, -2 * pad)
    head = pygame.Rect(inner.x, inner.y, inner.width, round(HEAD * scale))
    body = pygame.Rect(inner.x, head.bottom + pad // 2, inner.width, inner.bottom - head.bottom - pad // 2)
    return scale, head, body


class MarketDrawer(ZoneDrawer):
    """The row of cards to draft from, with the markers on them."""

    kind = "market"

    def slots(self, rect: pygame.Rect, n: int) -> tuple[pygame.Rect, list[pygame.Rect], float]:
        """(caption strip, card rects, marker radius) for n cards side by side."""
        scale, head, body = _inner(self, rect)
        if n <= 0:
            return head, [], 0
        number_h = round(16 * scale)
        radius = 9 * scale
        room_h = body.height - number_h - 2 * radius - 6 * scale
        gap = round(10 * scale)
        card_w = min((body.width - gap * (n - 1)) / n, room_h * CARD_RATIO)
        card_h = card_w / CARD_RATIO
        total = n * card_w + (n - 1) * gap
        x0 = body.x + (body.width - total) / 2
        top = body.y + number_h
        rects = [pygame.Rect(round(x0 + i * (card_w + gap)), round(top), round(card_w), round(card_h))
                 for i in range(n)]
        return head, rects, radius

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        cards = _cards(view)
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        head, rects, radius = self.slots(rect, len(cards))
        words = text(say("table.dream.game_round", game=view.get("game_no", 1), round=view.get("round", 1)))
        if view.get("stage", 1) > 1 and view.get("phase") in ("nominate", "lottery"):
            words += "  ·  " + text(say("table.dream.stage", stage=view["stage"]))
        room = head
        if view.get("last_round") and view.get("phase") in ("nominate", "lottery"):
            banner = self._banner(surface, head, scale)
            room = pygame.Rect(head.x, head.y, max(1, banner.x - head.x - round(6 * scale)), head.height)
        caption(surface, room, f"{self.label or text(say('table.dream.market_row'))}  ·  {words}", 17 * scale)
        for index, (card, slot) in enumerate(zip(cards, rects)):
            owner = self.who(card.get("taken_by"), _name(view.get("seats") or [], card.get("taken_by")))[0]
            self._card(surface, slot, card, join(self.path, "market", index), marks, radius, scale, owner)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The caption with the game and the round ("round"), and "Last round" beside it."""
        return {join(path, "round"): _inner(self, rect)[1]}

    def _banner(self, surface, head: pygame.Rect, scale: float) -> pygame.Rect:
        """'Last round' in red at the right of the caption strip; returns its box."""
        image = theme.text(text(say("table.dream.last_round")), 15 * scale, theme.CARD_PAPER, bold=True)
        box = image.get_rect(topright=(head.right, head.y)).inflate(round(14 * scale), round(4 * scale))
        box.right = head.right
        pygame.draw.rect(surface, theme.CARD_RED, box, border_radius=max(3, round(5 * scale)))
        surface.blit(image, image.get_rect(center=box.center))
        return box

    def _card(self, surface, slot: pygame.Rect, card: dict, path: str, marks: Marks, radius: float,
              scale: float, owner: str) -> None:
        number = theme.text(f"#{card.get('pos', 0) + 1}", 14 * scale, theme.INK_ON_TABLE_SOFT, bold=True)
        surface.blit(number, number.get_rect(midbottom=(slot.centerx, slot.y - round(2 * scale))))
        taken = card.get("taken_by")
        draw_card(surface, card, slot, "dim" if taken is not None else "face")
        width = max(2, round(3 * scale))
        if taken is not None:
            band = pygame.Rect(slot.x, slot.bottom - round(slot.height * 0.26), slot.width, round(slot.height * 0.26))
            wash(surface, band, seat_colour(taken), 220, radius=max(2, round(4 * scale)))
            words = theme.fit_text(owner, 13 * scale, theme.CARD_PAPER, band.width - 4, bold=True)
            surface.blit(words, words.get_rect(center=band.center))
        elif card.get("lottery"):
            ring(surface, slot.inflate(2 * width, 2 * width), GOLD, width + 1, max(3, slot.width // 9))
        if card.get("can_nominate") and marks.offers(path) and path not in marks.selected:
            ring(surface, slot.inflate(2 * width, 2 * width), theme.TARGET, width, max(3, slot.width // 9))
        if path in marks.last:
            mark_last(surface, slot.inflate(2 * width, 2 * width), max(3, slot.width // 8))
        mark_card(surface, slot, path, marks)
        self._markers(surface, slot, card.get("markers") or [], radius)

    def _markers(self, surface, slot: pygame.Rect, seats: list, radius: float) -> None:
        """The markers on a card, in a row under it (overlapping when many)."""
        if not seats:
            return
        step = min(radius * 2.1, (slot.width - 2 * radius) / max(1, len(seats) - 1)) if len(seats) > 1 else 0
        left = slot.centerx - step * (len(seats) - 1) / 2
        y = slot.bottom + radius * 0.4  # the markers sit on the card's lower edge
        for i, seat in enumerate(seats):
            follow_marker(surface, (left + i * step, y), radius, int(seat))

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        cards = _cards(data)
        _, rects, _ = self.slots(rect, len(cards))
        for index, slot in enumerate(rects):
            if slot.collidepoint(pos):
                return join(path, "market", index)
        return None


def _cards(view: Any) -> list:
    """The market cards of a view."""
    cards = view.get("market") if isinstance(view, dict) else None
    return cards if isinstance(cards, list) else []


class LotteryDrawer(ZoneDrawer):
    """The lottery for a contested card, drawn card by card."""

    kind = "lottery"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        lot = view.get("lottery") or {}
        seats = view.get("seats") or []
        scale, head, body = _inner(self, rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        card = lot.get("card")
        if not card:
            caption(surface, head, self.label or text(say("table.dream.lottery")), 17 * scale)
            waiting = text(say("table.dream.no_lottery"))
            for i, line in enumerate(theme.wrap(waiting, 15 * scale, body.width)):
                surface.blit(theme.text(line, 15 * scale, theme.INK_ON_TABLE_SOFT), (body.x, body.y + i * 20 * scale))
            return
        where = dict(value=str(card["value"]), pos=lot.get("pos", 0) + 1)
        title = text(say("table.dream.lottery_for", **where))
        if lot.get("winner") is not None:  # the winner's name shortened, if need be, to keep the card whole
            name = self.name(seats, lot["winner"])
            wins = tail_after(name, text(say("table.dream.wins", **where)))
            title = theme.fitted_name(name, wins, 17 * scale, head.width, True)
        caption(surface, head, title, 17 * scale)
        self._contenders(surface, body, lot, seats, scale)
        self._open_cards(surface, _cards_area(body, scale), lot, scale)
        nxt = lot.get("next_up")
        if nxt:
            size = 14 * scale
            where = dict(value=str(nxt["card"]["value"]), pos=nxt["pos"] + 1)
            names = [self.name(seats, s) for s in nxt["contenders"]]
            bare = text(say("table.dream.next_lottery", names="", **where))
            room = (body.width - theme.width(bare, size, True)) // max(1, len(names)) - theme.width(", ", size, True)
            fitted = tuple(theme.fitted_name(name, "", size, room, True) for name in names)
            words = text(say("table.dream.next_lottery", names=fitted, **where))
            image = theme.fit_text(words, size, theme.INK_ON_TABLE, body.width, bold=True)
            surface.blit(image, (body.x, body.bottom - image.get_height()))

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Each open lottery card ("lottery/open/0", in draw order), where it is drawn."""
        lot = (data.get("lottery") if isinstance(data, dict) else None) or {}
        if not lot.get("card"):
            return {}
        scale, _, body = _inner(self, rect)
        slots = _open_slots(_cards_area(body, scale), lot, scale)
        return {join(path, "lottery", "open", i): slot for i, slot in enumerate(slots)}

    def name(self, seats: list, seat: Any) -> str:
        """A contender by the name typed for the seat, or the seat's own words."""
        return self.who(seat, _name(seats, seat))[0]

    def _contenders(self, surface, body: pygame.Rect, lot: dict, seats: list, scale: float) -> None:
        """Drawing order, the next drawer boxed, on the body's first line."""
        x, y = body.x, body.y
        size = 15 * scale
        label = theme.text(text(say("table.dream.draw_order")), size, theme.INK_ON_TABLE_SOFT)
        surface.blit(label, (x, y))
        x += label.get_width() + round(8 * scale)
        contenders = lot.get("contenders") or []
        # Each chip's share of the line: a long name is shortened so that every contender shows.
        room = (body.right - x) // max(1, len(contenders)) - round(34 * scale)
        for seat in contenders:
            name = theme.fit_text(self.name(seats, seat), size, theme.CARD_PAPER, room, bold=True)
            box = pygame.Rect(x, y - round(2 * scale), name.get_width() + round(22 * scale), name.get_height() + round(4 * scale))
            pygame.draw.rect(surface, seat_colour(seat), box, border_radius=max(3, round(5 * scale)))
            ring(surface, box, theme.lighten(seat_colour(seat), 0.45), max(1, round(scale)), max(3, round(5 * scale)))
            marker(surface, (box.x + 8 * scale, box.centery), 5 * scale, seat)
            surface.blit(name, (box.x + round(16 * scale), y))
            if seat == lot.get("next"):
                ring(surface, box.inflate(round(6 * scale), round(6 * scale)), GOLD, max(2, round(3 * scale)),
                     max(3, round(7 * scale)))
            if seat == lot.get("winner"):
                ring(surface, box.inflate(round(6 * scale), round(6 * scale)), GOLD, max(2, round(3 * scale)),
                     max(3, round(7 * scale)))
            x = box.right + round(12 * scale)

    def _open_cards(self, surface, area: pygame.Rect, lot: dict, scale: float) -> None:
        """The open lottery cards in draw order, each underlined in its drawer's colour."""
        cards = lot.get("open") or []
        if not cards:
            if lot.get("next") is not None:
                image = theme.text(text(say("table.dream.no_cards_drawn")), 14 * scale, theme.INK_ON_TABLE_SOFT)
                surface.blit(image, (area.x, area.y))
            return
        for card, slot in zip(cards, _open_slots(area, lot, scale)):
            draw_card(surface, card, slot)
            if card.get("by") is not None:  # who drew it: a bar in the drawer's colour on a light rim
                bar = pygame.Rect(slot.x + 2, slot.bottom + round(3 * scale), slot.width - 4, max(4, round(6 * scale)))
                pygame.draw.rect(surface, theme.CARD_PAPER, bar.inflate(2, 2), border_radius=3)
                pygame.draw.rect(surface, seat_colour(card["by"]), bar, border_radius=2)
            if card.get("winning"):
                w = max(2, round(3 * scale))
                ring(surface, slot.inflate(2 * w, 2 * w), GOLD, w + 1, max(3, slot.width // 9))


def _cards_area(body: pygame.Rect, scale: float) -> pygame.Rect:
    """Where the open lottery cards lie: below the line of contenders."""
    y = body.y + round(30 * scale)
    return pygame.Rect(body.x, y, body.width, body.bottom - y)


def _open_slots(area: pygame.Rect, lot: dict, scale: float) -> list[pygame.Rect]:
    """One rect per open lottery card, in draw order, overlapping when the row is full."""
    cards = lot.get("open") or []
    bottom_room = round(30 * scale) if lot.get("next_up") else round(8 * scale)
    height = min(area.height - bottom_room, 96 * scale)
    width = height * CARD_RATIO
    gap = 6 * scale
    step = min(width + gap, (area.width - width) / max(1, len(cards) - 1)) if len(cards) > 1 else width
    return [pygame.Rect(round(area.x + i * step), area.y, round(width), round(height - 6 * scale))
            for i in range(len(cards))]


class DrawPilesDrawer(ZoneDrawer):
    """The deck (face down, with its count) beside the discard pile (its top card and count)."""

    kind = "draw_piles"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale, head, _ = _inner(self, rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        caption(surface, head, self.label or text(say("table.dream.deck_discard")), 15 * scale)
        deck = (view.get("deck") or {}).get("count", 0)
        discard = view.get("discard") or {}
        tops = ({"hidden": True} if deck else None, discard.get("top"))
        for (slot, image, box), card in zip(self.piles(rect, view), tops):
            if card:
                draw_card(surface, card, slot)
            else:
                ring(surface, slot, theme.INK_ON_TABLE_SOFT, max(1, round(2 * scale)), max(3, slot.width // 9))
            surface.blit(image, box)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The count under each pile ("deck/count", "discard/count")."""
        piles = self.piles(rect, data if isinstance(data, dict) else {})
        return {join(path, pile, "count"): box for pile, (_, _, box) in zip(("deck", "discard"), piles)}

    def piles(self, rect: pygame.Rect, view: dict) -> list[tuple[pygame.Rect, pygame.Surface, pygame.Rect]]:
        """(the pile's card rect, its count's picture, where the count goes) for the deck, then the discards."""
        scale, _, body = _inner(self, rect)
        gap = round(10 * scale)
        label_h = round(18 * scale)
        width = min((body.width - gap) / 2, (body.height - label_h) * CARD_RATIO)
        height = width / CARD_RATIO
        counts = ((view.get("deck") or {}).get("count", 0), (view.get("discard") or {}).get("count", 0))
        out = []
        for i, count in enumerate(counts):
            slot = pygame.Rect(round(body.x + i * (width + gap)), body.y, round(width), round(height))
            image = theme.fit_text(str(count), 14 * scale, theme.INK_ON_TABLE, slot.width + gap, bold=True)
            out.append((slot, image, image.get_rect(midtop=(slot.centerx, slot.bottom + round(3 * scale)))))
        return out


def _name(seats: list, seat: Any) -> str:
    """A seat's name from the view's seat list."""
    return str(seats[seat]) if isinstance(seat, int) and 0 <= seat < len(seats) else str(seat)
