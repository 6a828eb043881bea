"""The `chain_seat` zone: one Chains player's own area, drawn from `players/<seat>` of the view.

Three rows under a header line (the player's name with the seat's colour,
points, terminals taken, in or out, the 10-lock):

1. the face-down draw pile with its count, the two blind-flip buttons
   ("players/<s>/draw/chain" and ".../draw/temp", shown only while legal),
   then the temp slots ("players/<s>/temp/<i>");
2. the working chain, fanned ("players/<s>/work/<i>");
3. the score pile as the terminal card of each scored chain, and the dead pile
   face down with its count, named "dead" on the pile.

Card sizes follow the zone, so the same drawer serves one player on the
whole table and ten players in small panels.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, card_slots, join, mark_last, mark_card, ring, spinner, wash
from .cardface import CARD_RATIO, card_size, draw_card
from .snapshots import draw_cached
from .terminals import name_colour

PAD = 6           # canvas units
HEAD = 20         # canvas units, the header line
MAX_CARD_H = 140  # canvas units
BUTTON_W = 1.3    # flip buttons column, in card widths
GAP_PART = 6      # the gap between cards is this part of a card's width
ACTIVE = (250, 206, 30)


@dataclass(frozen=True)
class SeatGeometry:
    """Window rects of everything in a seat's area."""

    head: pygame.Rect
    draw: pygame.Rect
    flip_chain: pygame.Rect
    flip_temp: pygame.Rect
    temp: list[pygame.Rect]
    chain: pygame.Rect
    score: pygame.Rect
    dead: pygame.Rect
    card: tuple[int, int]


class ChainSeatDrawer(ZoneDrawer):
    """A player's piles: draw, temp slots, chain, score and dead."""

    kind = "chain_seat"

    def geometry(self, rect: pygame.Rect, slots: int) -> SeatGeometry:
        """Lay the rows out in whichever of two arrangements gives the bigger cards.

        Three rows (piles and temp slots / chain / score and dead) suit tall
        areas; two rows (piles, temp slots and dead / chain and score) suit
        wide, short ones such as the side columns of a big table.
        """
        scale = self.scale(rect)
        pad = max(2, round(PAD * scale))
        inner = rect.inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.x, inner.y, inner.width, round(HEAD * scale))
        tallest = MAX_CARD_H * scale
        gaps = 1 / GAP_PART
        three = min(tallest, (inner.bottom - head.bottom - 3 * pad) / 3,
                    inner.width / (1 + BUTTON_W + slots + (slots + 2) * gaps) / CARD_RATIO)
        two = min(tallest, (inner.bottom - head.bottom - 2 * pad) / 2,
                  inner.width / (2 + BUTTON_W + slots + (slots + 3) * gaps) / CARD_RATIO)
        w, h = card_size(max(three, two))
        gap = max(2, w // GAP_PART)
        row1 = head.bottom + pad
        draw = pygame.Rect(inner.x, row1, w, h)
        bw, bh = round(w * BUTTON_W), (h - gap) // 2
        flip_chain = pygame.Rect(draw.right + gap, row1, bw, bh)
        flip_temp = pygame.Rect(draw.right + gap, row1 + h - bh, bw, bh)
        x0 = flip_chain.right + gap
        temp = [pygame.Rect(x0 + i * (w + gap), row1, w, h) for i in range(slots)]
        row2 = row1 + h + pad
        if three >= two:
            chain = pygame.Rect(inner.x, row2, inner.width, h)
            row3 = row2 + h + pad
            dead = pygame.Rect(inner.right - w, row3, w, h)
            score = pygame.Rect(inner.x, row3, dead.x - gap - inner.x, h)
        else:
            dead = pygame.Rect(inner.right - w, row1, w, h)
            split = inner.x + round(inner.width * 0.58)
            chain = pygame.Rect(inner.x, row2, split - inner.x - gap, h)
            score = pygame.Rect(split, row2, inner.right - split, h)
        return SeatGeometry(head, draw, flip_chain, flip_temp, temp, chain, score, dead, (w, h))

    def chain_slots(self, geo: SeatGeometry, n: int) -> list[pygame.Rect]:
        return card_slots(geo.chain, n, geo.card, "right", max(2, geo.card[0] // 8))

    # --- drawing ------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        if isinstance(data, dict):
            shown = (data, self.who(data.get("seat"), data.get("name", "")))  # a kept picture is of these words too
            draw_cached(surface, rect, shown, marks, self.path, lambda: self.paint(surface, rect, data, marks))
            if marks.thinking is not None and marks.thinking == data.get("seat"):
                self._thinking(surface, rect, data, marks.turn)

    def _thinking(self, surface, rect: pygame.Rect, data: dict, turn: float) -> None:
        """A turning arc round the seat's colour dot while the computer decides for it."""
        head = self.geometry(rect, len(data.get("temp") or [])).head
        size = min(16 * self.scale(rect), head.height * 0.85)
        centre = (head.x + round(size * 0.35), head.centery)
        spinner(surface, centre, size * 0.62, turn, theme.INK_ON_TABLE)

    def paint(self, surface: pygame.Surface, rect: pygame.Rect, data: dict, marks: Marks) -> None:
        """Draw the zone afresh (`draw` reuses the last picture while nothing in it changed)."""
        scale = self.scale(rect)
        radius = max(4, round(8 * scale))
        geo = self.geometry(rect, len(data.get("temp") or []))
        # an area taller than its rows need (a rules picture) is framed only as far as it is used
        used = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, geo.score.bottom + round(PAD * scale) - rect.y))
        wash(surface, used, (0, 0, 0), 70 if data.get("playing", True) else 120, radius)
        if data.get("active"):
            ring(surface, used, ACTIVE, max(2, round(3 * scale)), radius)
        self._header(surface, geo.head, data, scale)
        self._draw_pile(surface, geo, data, marks, scale)
        self._temp(surface, geo, data, marks, scale)
        self._chain(surface, geo, data, marks, scale)
        self._score(surface, geo, data, scale)
        self._dead(surface, geo, data, scale)

    def _header(self, surface, head: pygame.Rect, data: dict, scale: float) -> None:
        """The colour dot, the player's name ("Carol (Red)") and, at the right, the points and terminals;
        a long name is shortened to leave the numbers whole."""
        seat = int(data.get("seat", 0))
        colour = name_colour(seat)
        size = min(16 * scale, head.height * 0.85)
        pygame.draw.circle(surface, colour, (head.x + round(size * 0.35), head.centery), max(2, round(size * 0.3)))
        words = _standing(data)
        left, gap = head.x + round(size * 0.8), round(8 * scale)
        name, mark = self.who(seat, data.get("name", ""))
        room = max(head.width // 3, head.right - left - gap - theme.width(words, size * 0.9))
        image = theme.fit_name(name, self.name_tail(mark), size, colour, room, bold=True)
        surface.blit(image, (left, head.y))
        info = theme.fit_text(words, size * 0.9, theme.INK_ON_TABLE, max(10, head.right - left - image.get_width() - gap))
        surface.blit(info, (head.right - info.get_width(), head.y + round(size * 0.08)))

    def _draw_pile(self, surface, geo: SeatGeometry, data: dict, marks: Marks, scale: float) -> None:
        draw = data.get("draw") or {}
        path = join(self.path, "draw")
        if draw.get("top"):
            draw_card(surface, draw["top"], geo.draw)
        else:
            # named like the other slots; the badge says 0
            _empty_slot(surface, geo.draw, text(say("table.chains.draw")), scale)
        _count_badge(surface, geo.draw, draw.get("count", 0), scale)
        if not data.get("active"):
            return
        for which, box, label in (("chain", geo.flip_chain, text(say("table.chains.to_chain"))),
                                  ("temp", geo.flip_temp, text(say("table.chains.to_temp")))):
            full = join(path, which)
            enabled = bool(draw.get(which)) and marks.offers(full)  # a lesson lights only the flip it asks for
            _button(surface, box, label, enabled, full == marks.hover, full in marks.last, scale)

    def _temp(self, surface, geo: SeatGeometry, data: dict, marks: Marks, scale: float) -> None:
        usable = set(data.get("temp_ok") or [])
        for i, (card, box) in enumerate(zip(data.get("temp") or [], geo.temp)):
            path = join(self.path, "temp", i)
            if card is None:
                _empty_slot(surface, box, text(say("table.chains.temp")), scale)
            else:
                draw_card(surface, card, box)
            if i in usable and marks.offers(path):
                ring(surface, box.inflate(4, 4), theme.TARGET, max(2, round(3 * scale)), max(3, box.width // 9))
            if path in marks.last and card is not None:
                mark_last(surface, box, max(3, box.width // 9))
            mark_card(surface, box, path, marks)

    def _chain(self, surface, geo: SeatGeometry, data: dict, marks: Marks, scale: float) -> None:
        cards = data.get("work") or []
        if not cards:
            _empty_slot(surface, pygame.Rect(geo.chain.topleft, geo.card), text(say("table.chains.chain")), scale)
            hint = theme.text(text(say("table.chains.starts_with_10")), 13 * scale, theme.INK_ON_TABLE_SOFT)
            surface.blit(hint, (geo.chain.x + geo.card[0] + round(8 * scale), geo.chain.centery - hint.get_height() // 2))
            return
        for i, (card, box) in enumerate(zip(cards, self.chain_slots(geo, len(cards)))):
            draw_card(surface, card, box)

    def _score(self, surface, geo: SeatGeometry, data: dict, scale: float) -> None:
        chains = data.get("score") or []
        if not chains:
            hint = theme.text(text(say("table.chains.no_chains_yet")), 13 * scale, theme.INK_ON_TABLE_SOFT)
            surface.blit(hint, (geo.score.x, geo.score.centery - hint.get_height() // 2))
            return
        # a sideways "score" label, so the terminals of scored chains never pass for the chain itself
        size = max(8, min(12 * scale, geo.card[1] * 0.2))
        words = text(say("table.chains.score"))
        label = pygame.transform.rotate(theme.text(words, size, theme.INK_ON_TABLE_SOFT, bold=True), 90)
        surface.blit(label, (geo.score.x, geo.score.centery - label.get_height() // 2))
        for chain, box in zip(chains, _score_slots(geo, len(chains), label.get_width())):
            draw_card(surface, chain["card"], box)

    def _dead(self, surface, geo: SeatGeometry, data: dict, scale: float) -> None:
        """The dead pile face down with its count, named on the pile (its back looks like the draw pile's)."""
        dead = data.get("dead") or {}
        if dead.get("top"):
            draw_card(surface, dead["top"], geo.dead, "dim")
            _name_tag(surface, geo.dead, text(say("table.chains.dead")), scale)
        else:
            _empty_slot(surface, geo.dead, text(say("table.chains.dead")), scale)
        _count_badge(surface, geo.dead, dead.get("count", 0), scale)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The points and terminals at the header's right ("players/0/points") and the counts on the draw and
        dead piles ("players/0/draw/count", "players/0/dead/count")."""
        if not isinstance(data, dict):
            return {}
        geo = self.geometry(rect, len(data.get("temp") or []))
        size = min(16 * self.scale(rect), geo.head.height * 0.85)
        width = min(geo.head.width, theme.width(_standing(data), size * 0.9))
        standing = pygame.Rect(geo.head.right - width, geo.head.y, width, geo.head.height)
        piles = {join(path, pile, "count"): _badge(box, int((data.get(pile) or {}).get("count", 0)), self.scale(rect))
                 for pile, box in (("draw", geo.draw), ("dead", geo.dead))}
        return {join(path, "points"): standing} | piles

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The draw pile ("players/0/draw"), the dead pile ("players/0/dead") and the scored chains'
        terminals ("players/0/score"), where they are drawn."""
        if not isinstance(data, dict):
            return {}
        geo = self.geometry(rect, len(data.get("temp") or []))
        places = {join(path, "draw"): geo.draw, join(path, "dead"): geo.dead}
        chains = data.get("score") or []
        if chains:
            size = max(8, min(12 * self.scale(rect), geo.card[1] * 0.2))  # the sideways label's, as _score draws it
            label = theme.text(text(say("table.chains.score")), size, theme.INK_ON_TABLE_SOFT, True)
            slots = _score_slots(geo, len(chains), label.get_height())
            places[join(path, "score")] = slots[0].unionall(slots[1:])
        return places

    # --- clicking -------------------------------------------------------------
    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        if not isinstance(data, dict):
            return None
        geo = self.geometry(rect, len(data.get("temp") or []))
        if data.get("active"):
            if geo.flip_chain.collidepoint(pos):
                return join(path, "draw", "chain")
            if geo.flip_temp.collidepoint(pos):
                return join(path, "draw", "temp")
        for i, box in enumerate(geo.temp):
            if box.collidepoint(pos):
                return join(path, "temp", i)
        cards = data.get("work") or []
        for i in range(len(cards) - 1, -1, -1):
            if self.chain_slots(geo, len(cards))[i].collidepoint(pos):
                return join(path, "work", i)
        return None


def _score_slots(geo: SeatGeometry, count: int, label_width: int) -> list[pygame.Rect]:
    """Where the scored chains' terminals lie, right of the sideways "score" label."""
    area = geo.score.copy()
    area.x += label_width + 2
    area.width -= label_width + 2
    return card_slots(area, count, geo.card, "right", max(2, geo.card[0] // 8))


def _empty_slot(surface: pygame.Surface, box: pygame.Rect, words: str, scale: float) -> None:
    """A faint outline where a card may lie, named in small letters."""
    radius = max(3, box.width // 9)
    pygame.draw.rect(surface, theme.INK_ON_TABLE_SOFT, box, max(1, round(1.5 * scale)), border_radius=radius)
    image = theme.fit_text(words, max(8, min(12 * scale, box.height * 0.22)), theme.INK_ON_TABLE_SOFT, box.width - 2)
    surface.blit(image, image.get_rect(center=box.center))


def _name_tag(surface: pygame.Surface, box: pygame.Rect, words: str, scale: float) -> None:
    """A pile's name in a dark pill across the upper part of the pile."""
    image = theme.text(words, max(8, min(12 * scale, box.height * 0.22)), (255, 255, 255), bold=True)
    pill = image.get_rect(center=(box.centerx, box.y + round(box.height * 0.28))).inflate(8, 2)
    pygame.draw.rect(surface, (20, 24, 22), pill, border_radius=pill.height // 2)
    surface.blit(image, image.get_rect(center=pill.center))


def _standing(data: dict) -> str:
    """The header's figures: points (or cards, in a patience game) and terminals taken, and whether the
    seat is out or has its 10 locked."""
    points = int(data.get("points", 0))
    cards = data.get("unit") == "card"  # a patience game scored in cards
    amount = say("table.chains.cards", count=points) if cards else say("table.chains.points", count=points)
    words = text(say("table.chains.header", points=amount, taken=data.get("taken", 0)))
    if not data.get("playing", True):
        words += " · " + text(say("table.chains.out"))
    elif data.get("ten_locked"):
        words += " · " + text(say("table.chains.ten_locked"))
    return words


def _count_badge(surface: pygame.Surface, box: pygame.Rect, count: int, scale: float) -> None:
    """A count in a dark pill over the lower part of a pile."""
    image = _badge_number(box, count, scale)
    pill = _badge(box, count, scale)
    pygame.draw.rect(surface, (20, 24, 22), pill, border_radius=pill.height // 2)
    surface.blit(image, image.get_rect(center=pill.center))


def _badge(box: pygame.Rect, count: int, scale: float) -> pygame.Rect:
    """The pill a pile's count is drawn on."""
    image = _badge_number(box, count, scale)
    return image.get_rect(center=(box.centerx, box.bottom - image.get_height() // 2 - 3)).inflate(8, 2)


def _badge_number(box: pygame.Rect, count: int, scale: float) -> pygame.Surface:
    return theme.text(str(count), max(9, min(15 * scale, box.height * 0.3)), (255, 255, 255), bold=True)


def _button(surface, box: pygame.Rect, label: str, enabled: bool, hover: bool, last: bool, scale: float) -> None:
    """A blind-flip button drawn on the table beside the draw pile."""
    radius = max(3, round(5 * scale))
    fill = theme.BUTTON_HOVER if hover and enabled else theme.BUTTON if enabled else theme.BUTTON_DISABLED
    pygame.draw.rect(surface, fill, box, border_radius=radius)
    edge = theme.TARGET if enabled else theme.PANEL_EDGE
    ring(surface, box, edge, max(1, round(2 * scale)), radius)
    ink = theme.INK if enabled else theme.darken(theme.BUTTON_DISABLED, 0.35)
    image = theme.fit_text(label, max(8, min(14 * scale, box.height * 0.42)), ink, box.width - 4, bold=hover)
    surface.blit(image, image.get_rect(center=box.center))
