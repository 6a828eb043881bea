"""Three Kings zones: the field with its discard place, the stock with the rules in play, each seat's
public area, and the hand that marks the card just drawn.

- `kings_field` (data: a list of card dicts): the face-up field in rows that grow as discards come,
  and after the last card an empty place, "<path>/drop", that a discard is clicked onto. Cards are
  "<path>/<index>"; the table rings the field cards that complete a set after a hand card is clicked.
- `kings_stock` (data: the whole view): the face-down stock with its count, and under it the chosen
  winner method and end (the view's `rules`); a lesson's note leaves "stock" and "rules" in sight.
- `kings_seat` (data: one player dict): name on the seat's colour, hand size as backs, the Kings
  shown (taken in front of everyone), the set pile's count and points ("<path>/points") and its last
  set (an older set glides face down under a newer one: "<path>/sets"). At the end the hand lies face
  up, its Kings among its cards, in one to three rows, whichever reads best.
- `kings_hand` (data: a list of card dicts): the viewer's hand; the card just drawn wears a tag.
"""

from __future__ import annotations

from dataclasses import dataclass
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
        caption(surface, head, self.caption_words(cards), 17 * scale)
        for index, (card, slot) in enumerate(zip(cards, slots)):
            path = join(self.path, index)
            if path in marks.last:
                ring(surface, slot.inflate(6, 6), theme.LAST_EDGE, max(2, round(3 * scale)), max(3, slot.width // 9))
            draw_card(surface, card, slot)
            mark_card(surface, slot, path, marks)
        if slots:
            self._drop(surface, slots[-1], marks, scale)

    def caption_words(self, cards: list) -> str:
        """'Field  ·  4 cards'."""
        return (self.label or text(say("table.kings.field"))) + "  ·  " + text(say("table.cards", count=len(cards)))

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The caption with the count of cards on the field ("<path>/count")."""
        cards = data if isinstance(data, list) else []
        head, _ = self.slots(rect, cards + [None])
        image = theme.fit_text(self.caption_words(cards), 17 * self.scale(rect), theme.INK_ON_TABLE, head.width, True)
        return {join(path, "count"): image.get_rect(topleft=head.topleft)}

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
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        parts = StockParts(rect, view, scale)
        surface.blit(parts.caption, parts.count.topleft)
        if parts.top:
            draw_card(surface, {"hidden": True}, parts.card)
        else:
            ring(surface, parts.card, theme.INK_ON_TABLE_SOFT, 1, max(3, parts.card.width // 9))
        y = parts.rules.y
        for words_line in parts.lines:
            surface.blit(theme.text(words_line, parts.size, theme.INK_ON_TABLE), (parts.rules.x, y))
            y += parts.line

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Its figures, which a lesson's note may name too."""
        return self.figures(rect, data, path)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The stock's count ("stock") and the rules in play under it ("rules")."""
        parts = StockParts(rect, data if isinstance(data, dict) else {}, self.scale(rect))
        return {join(path, "stock"): parts.count, join(path, "rules"): parts.rules}


class StockParts:
    """Where the stock zone draws its caption with the count, the stock's top card and the rules' lines."""

    def __init__(self, rect: pygame.Rect, view: dict, scale: float):
        stock = view.get("stock") if isinstance(view.get("stock"), dict) else {}
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        self.top = bool(stock.get("top"))
        self.caption = theme.fit_text(text(say("table.kings.stock", n=stock.get("count", 0))), 17 * scale,
                                      theme.INK_ON_TABLE, inner.width, bold=True)
        self.count = pygame.Rect(inner.topleft, self.caption.get_size())
        self.size = 14 * scale
        self.lines = theme.wrap(str(view.get("rules") or ""), self.size, inner.width)
        self.line = theme.font(self.size).get_linesize()
        top = self.count.bottom
        room = inner.bottom - top - len(self.lines) * self.line - round(6 * scale)
        self.card = pygame.Rect((0, 0), card_size(min(room, inner.width / CARD_RATIO, 120 * scale)))
        self.card.midtop = (inner.centerx, top + round(4 * scale))
        widest = max((theme.width(line, self.size) for line in self.lines), default=0)
        self.rules = pygame.Rect(inner.x, inner.bottom - len(self.lines) * self.line, widest,
                                 len(self.lines) * self.line)


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
        parts = self.parts(rect, player)
        surface.blit(parts.score, parts.points)
        surface.blit(parts.name, parts.inner.topleft)
        for group in parts.groups:
            surface.blit(group.label, group.box.topleft)
            if group.kind == "sets":  # an older set leaving sight goes under the last one, face down
                pile_here(join(self.path, "sets"), group.pile)
            for card, slot in zip(group.cards, group.slots):
                draw_card(surface, card, slot)

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Its figures, which a lesson's note may name too."""
        return self.figures(rect, data, path)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The seat's points ("players/0/points") and the counts over its groups of cards: the hand's size,
        the Kings shown and the sets ("players/0/backs", "players/0/kings", "players/0/sets")."""
        parts = self.parts(rect, data if isinstance(data, dict) else {})
        counts = {join(path, group.kind): group.label.get_rect(topleft=group.box.topleft) for group in parts.groups}
        return {join(path, "points"): parts.points} | counts

    def parts(self, rect: pygame.Rect, player: dict) -> SeatParts:
        """Where the seat's name, points and groups of cards go in `rect`."""
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        points = player.get("points", 0)
        words = text(say("table.kings.points", count=abs(int(points)), points=points))  # "-1 pt", "-2 pts"
        score = shrunk(words, 16 * scale, theme.CARD_PAPER, inner.width // 3, True)
        name, mark = self.who(player.get("seat"), player.get("name", ""))
        tail = self.name_tail(mark) + (" · " + text(say("table.tricks.dealer")) if player.get("dealer") else "")
        room = inner.width - score.get_width() - round(10 * scale)
        image = theme.fit_name(name, tail, 17 * scale, theme.CARD_PAPER, room, bold=True)
        top = inner.y + max(image.get_height(), score.get_height()) + round(4 * scale)
        area = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
        return SeatParts(inner, image, score, score.get_rect(topright=inner.topright), _groups(area, player, scale))


@dataclass
class CardGroup:
    """One group of a seat's cards: its label above, its box, and where each card lies."""

    kind: str                   # "backs", "faces" (the hand at the end), "kings" (shown) or "sets" (the last set)
    label: pygame.Surface
    box: pygame.Rect
    cards: list
    slots: list[pygame.Rect]
    pile: pygame.Rect           # where older sets go under the last one (its first card's place)


@dataclass
class SeatParts:
    """Where a seat's area draws its name, its points and its groups of cards."""

    inner: pygame.Rect
    name: pygame.Surface
    score: pygame.Surface
    points: pygame.Rect
    groups: list[CardGroup]


def _groups(area: pygame.Rect, player: dict, scale: float) -> list[CardGroup]:
    """Groups side by side: the hand (backs), Kings shown, the set pile. Once the game is over the hand lies
    face up with its Kings among its cards, so it takes the Kings' room and is laid out to be read."""
    hand = player.get("hand")
    count = int(player.get("cards", 0))
    sets = int(player.get("sets", 0))
    set_words = say("table.kings.sets_last", n=sets) if sets else say("table.kings.sets", n=0)
    pile = ("sets", text(set_words), player.get("last_set") or [], 0.33)
    if isinstance(hand, list):
        kinds = [("faces", text(say("table.kings.hand", n=count)), hand, 0.67), pile]
    else:
        known = player.get("known") or []
        kinds = [("backs", text(say("table.kings.hand", n=count)),
                  [{"hidden": True, "owner": player.get("seat")}] * count, 0.42),
                 ("kings", text(say("table.kings.kings_shown", n=len(known))), known, 0.25), pile]
    gap, spacing = round(10 * scale), max(2, round(4 * scale))
    groups, x = [], area.x
    for kind, title, cards, share in kinds:
        box = pygame.Rect(x, area.y, round((area.width - gap * (len(kinds) - 1)) * share), area.height)
        x = box.right + gap
        label = shrunk(title, 13 * scale, theme.INK_ON_TABLE, box.width)
        top = box.y + label.get_height() + 2
        room = pygame.Rect(box.x, top, box.width, box.bottom - top)
        size = card_size(min(room.height, 90 * scale))
        if kind == "faces":
            slots = readable_slots(room, len(cards), size[1], spacing)
        else:
            slots = card_slots(room, len(cards), size, "right", spacing)
        groups.append(CardGroup(kind, label, box, cards, slots, card_slots(room, 1, size, "right", 0)[0]))
    return groups


def shrunk(words: str, size: float, colour: theme.Colour, room: int, bold: bool = False) -> pygame.Surface:
    """Words whole in `room` pixels: smaller type where they would not fit, never cut short."""
    while size > 7 and theme.width(words, size, bold) > room:
        size -= 0.5
    return theme.text(words, size, colour, bold)


# How large a rank reads on a card of height 1: big in its middle, small in its corner (cardface.py), and
# how much of a card's width must show beside the next one for each to read whole.
MIDDLE_RANK, CORNER_RANK = 0.40, 0.19
MIDDLE_WIDTH, CORNER_WIDTH = 0.7, 0.42
MORE_ROWS_GAIN = 1.15  # a further row of smaller cards is taken only when its ranks read this much larger


def rank_size(width: int, height: int, shows: float) -> float:
    """How large the rank of a card reads when `shows` pixels of its width are in sight: its big middle
    rank, else its corner's, else nothing whole."""
    if shows >= MIDDLE_WIDTH * width:
        return MIDDLE_RANK * height
    return CORNER_RANK * height if shows >= CORNER_WIDTH * width else 0.0


def readable_slots(room: pygame.Rect, count: int, tallest: float, gap: int) -> list[pygame.Rect]:
    """Slots for a hand shown face up: in one row, or in two or three rows of smaller cards when that makes
    the ranks read larger (a card that shows most of its width shows its big middle rank; one overlapped
    more only its corner, and one overlapped further still a part of that)."""
    best_size, best_rows = -1.0, 1
    for rows in range(1, min(3, count) + 1):
        per_row = -(-count // rows)
        width, height = card_size(min(tallest, (room.height + gap) / rows - gap))
        step = (room.width - width) / (per_row - 1) if per_row > 1 else width + gap
        size = rank_size(width, height, step) or CORNER_RANK * height * step / (CORNER_WIDTH * width)
        if size > best_size * MORE_ROWS_GAIN:
            best_size, best_rows = size, rows
    height = min(tallest, (room.height + gap) / best_rows - gap)
    return card_slots(room, count, card_size(height), "right", gap, best_rows)
