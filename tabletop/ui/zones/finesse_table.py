"""Finesse's own zones: a seat with its three face-up table cards, the partnership score, the hand's end.

- `finesse_seat` (layout path "players/{left}" ...): a paper panel with the
  player's name and seat, dealer and turn marks, the tricks taken (a little
  face-down pile a trick just taken glides to), the hand as
  backs with a count (not for the viewer, whose hand lies below), and the
  three table cards; a table card the engine offers is ringed in green and
  clicked as "players/<seat>/table/<slot>"; at the hand's end a dreg that counts
  against its side is ringed red and tagged -3.
- `finesse_scores` (layout path ""): trump (or no trump, or "set by the first
  lead"), the hand and trick number, each partnership's tricks this hand and
  match total, and what wins the match.
- `finesse_hand_end` (layout path "hand_end"): the finished hand's breakdown
  per partnership (tricks, last trick, dreg trumps and the score).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, is_you, join, mark_card, ring, seat_tail, spinner, wash
from .cardface import card_size, draw_card, pile_here

PAD = 10       # canvas units
TEXT = 15      # canvas units
DREG = (200, 26, 36)
DEALER = (214, 170, 48)
SIDE_INK = {"blue": (40, 80, 190), "red": (190, 30, 40)}


def side_ink(colour: Any) -> theme.Colour:
    return SIDE_INK.get(str(colour), theme.INK)


class FinesseSeatDrawer(ZoneDrawer):
    """One seat: who, dealer, tricks, hand backs, and the three table cards."""

    kind = "finesse_seat"

    def layout(self, rect: pygame.Rect, scale: float) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """(text area, three table-card rects): cards to the right in a wide zone, below in a tall one."""
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        gap = max(2, round(6 * scale))
        line = theme.font(TEXT * scale).get_linesize()
        if inner.width >= inner.height * 2.2:   # wide: text on the left, cards on the right
            w, h = card_size(min(inner.height, (inner.width * 0.55 - 2 * gap) / 3 / 0.72))
            left = inner.right - 3 * w - 2 * gap
            cards = [pygame.Rect(left + i * (w + gap), inner.y + (inner.height - h) // 2, w, h) for i in range(3)]
            return pygame.Rect(inner.x, inner.y, left - gap - inner.x, inner.height), cards
        text_h = 3 * line + gap
        w, h = card_size(min(inner.height - text_h, (inner.width - 2 * gap) / 3 / 0.72))
        left = inner.centerx - (3 * w + 2 * gap) // 2
        top = inner.bottom - h
        cards = [pygame.Rect(left + i * (w + gap), top, w, h) for i in range(3)]
        return pygame.Rect(inner.x, inner.y, inner.width, top - gap - inner.y), cards

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        info = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        seat = info.get("seat")
        if info.get("to_move"):
            wash(surface, rect.inflate(-4, -4), theme.TARGET, 36, radius=round(8 * scale))
            ring(surface, rect.inflate(-2, -2), theme.TARGET, max(2, round(3 * scale)), round(8 * scale))
        words_area, slots = self.layout(rect, scale)
        self._words(surface, words_area, info, scale, marks)
        table = info.get("table") if isinstance(info.get("table"), list) else []
        for slot_index, slot in enumerate(slots):
            card = table[slot_index] if slot_index < len(table) else None
            path = f"players/{seat}/table/{slot_index}"
            if isinstance(card, dict):
                draw_card(surface, card, slot)
                if card.get("dreg_trump"):
                    self._dreg(surface, slot, scale)
                if path in marks.starts and marks.offers(path) and path not in marks.selected:
                    width = max(2, slot.width // 16)
                    ring(surface, slot.inflate(2 * width, 2 * width), theme.TARGET, width + 1, max(3, slot.width // 9))
                mark_card(surface, slot, path, marks)
            else:
                ring(surface, slot, theme.PANEL_EDGE, max(1, round(2 * scale)), max(3, slot.width // 9))
                image = theme.fit_text(text(say("table.tricks.led")), TEXT * scale * 0.8, theme.INK_SOFT, slot.width)
                surface.blit(image, image.get_rect(center=slot.center))

    def _words(self, surface: pygame.Surface, area: pygame.Rect, info: dict, scale: float, marks: Marks) -> None:
        """Name and seat, dealer, tricks and the hand's count (backs for the others)."""
        size = TEXT * scale
        line = theme.font(size).get_linesize()
        seat = info.get("seat")
        name, mark = self.who(seat, info.get("name") or "")
        tail = seat_tail(mark, self.private and seat == self.viewer and seat is not None and not is_you(name))
        x, y = area.x, area.y
        room = area.width
        if marks.thinking is not None and marks.thinking == seat:
            spinner(surface, (x + line * 0.45, y + line / 2), line * 0.36, marks.turn)
            x, room = x + line, room - line
        image = theme.fit_name(name, self.name_tail(tail), size * 1.05, side_ink(info.get("colour")), room,
                               bold=True)
        surface.blit(image, (x, y))
        y += line + round(2 * scale)
        facts = text(say("table.tricks.tricks", count=int(info.get("tricks", 0))))
        if info.get("dealer"):
            facts += " · " + text(say("table.tricks.dealer"))
        image = theme.fit_text(facts, size * 0.9, theme.INK, area.width)
        surface.blit(image, (area.x, y))
        self._trick_pile(surface, pygame.Rect(area.x, y, area.width, line), image.get_width(), info, scale)
        y += line
        count = int(info.get("hand_count") or 0)
        if seat == self.viewer:
            words = text(say("table.tricks.in_hand", count=count) if count else say("table.tricks.hand_empty"))
            surface.blit(theme.fit_text(words, size * 0.85, theme.INK_SOFT, area.width), (area.x, y))
            return
        self._backs(surface, pygame.Rect(area.x, y, area.width, area.bottom - y), count, info, scale)

    def _trick_pile(self, surface: pygame.Surface, row: pygame.Rect, used: int, info: dict, scale: float) -> None:
        """The tricks taken as a little face-down pile after their count, where a trick just taken lands
        (`players/<seat>/tricks`, see ui/motion.py); on the count's words where the row has no room."""
        w, h = card_size(row.height * 0.95)
        pile = pygame.Rect(row.x + used + round(6 * scale), row.centery - h // 2, w, h)
        owner = 2 if info.get("colour") == "blue" else 0  # the partnership's backs, as its hands show
        if pile.right <= row.right and info.get("tricks"):
            draw_card(surface, {"hidden": True, "owner": owner}, pile)
        elif pile.right > row.right:
            pile.centerx = row.x + used // 2  # no room for the pile: the trick lands on its count
        pile_here(join(self.path, "tricks"), pile, owner)

    def _backs(self, surface: pygame.Surface, area: pygame.Rect, count: int, info: dict, scale: float) -> None:
        """The hand as a little fan of backs with the count, or its count in words when there is no room."""
        size = TEXT * scale
        if area.height < size * 1.6 or not count:
            words = text(say("table.tricks.in_hand", count=count) if count else say("table.tricks.hand_empty"))
            surface.blit(theme.fit_text(words, size * 0.85, theme.INK_SOFT, area.width), area.topleft)
            return
        w, h = card_size(min(area.height - 2, 48 * scale))
        label = theme.text(text(say("table.tricks.count_in_hand", count=count)), size * 0.85, theme.INK_SOFT)
        gap = round(6 * scale)
        room = area.width - w - label.get_width() - gap
        if room < 0:
            label = theme.fit_text(str(count), size * 0.85, theme.INK_SOFT, area.width)
            room = area.width - w - label.get_width() - gap
        step = max(1, min(w // 3, room // max(1, count - 1)))
        owner = 2 if info.get("colour") == "blue" else 0
        for i in range(count):
            draw_card(surface, {"hidden": True, "owner": owner}, pygame.Rect(area.x + i * step, area.y, w, h))
        surface.blit(label, (area.x + (count - 1) * step + w + gap, area.y + (h - label.get_height()) // 2))

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The tricks taken ("players/1/tricks") and the cards left in hand ("players/1/hand"), the line under
        the name and the one (or the backs with their count) under that."""
        info = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        area, _ = self.layout(rect, scale)
        line = theme.font(TEXT * scale).get_linesize()
        tricks = pygame.Rect(area.x, area.y + line + round(2 * scale), area.width, line)
        rest, count = area.bottom - tricks.bottom, int(info.get("hand_count") or 0)
        backs = info.get("seat") != self.viewer and count and rest >= TEXT * scale * 1.6
        height = card_size(min(rest - 2, 48 * scale))[1] if backs else line
        hand = pygame.Rect(area.x, tricks.bottom, area.width, height)
        return {join(path, "tricks"): tricks, join(path, "hand"): hand}

    @staticmethod
    def _dreg(surface: pygame.Surface, slot: pygame.Rect, scale: float) -> None:
        """A dreg that costs its side 3 points: a red ring and a -3 tag."""
        ring(surface, slot.inflate(6, 6), DREG, max(3, round(4 * scale)), max(3, slot.width // 9))
        image = theme.text("-3", TEXT * scale * 0.9, theme.CARD_PAPER, bold=True)
        # On the card's lower edge, clear of its rank and suit.
        tag = image.get_rect(center=(slot.centerx, slot.bottom - round(2 * scale))).inflate(round(8 * scale), 2)
        pygame.draw.rect(surface, DREG, tag, border_radius=tag.height // 2)
        surface.blit(image, image.get_rect(center=tag.center))

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        info = data if isinstance(data, dict) else {}
        _, slots = self.layout(rect, self.scale(rect))
        for slot_index, slot in enumerate(slots):
            if slot.collidepoint(pos):
                return f"players/{info.get('seat')}/table/{slot_index}"
        return None


class FinesseScoresDrawer(ZoneDrawer):
    """Trump, the hand and trick, and each partnership's tricks and total."""

    kind = "finesse_scores"
    shows_pieces = False

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Trump, the hand and trick, each partnership's tricks and points and the match's goal: the panel
        is all running figures ("scores")."""
        return {join(path, "scores"): self.padded(rect, PAD)}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        size = TEXT * scale
        line = theme.font(size).get_linesize()
        trump = view.get("trump") if isinstance(view.get("trump"), dict) else {}
        words = str(trump.get("text") or "")
        red = trump.get("symbol") in ("♥", "♦")
        big = theme.fit_text(words, size * 1.3, theme.CARD_RED if red else theme.INK, inner.width, bold=True)
        surface.blit(big, inner.topleft)
        y = inner.y + big.get_height() + round(2 * scale)
        sides = [s for s in view.get("sides") or [] if isinstance(s, dict)]
        goal = (view.get("sheet") or {}).get("goal") if isinstance(view.get("sheet"), dict) else ""
        goal_lines = theme.wrap(text(say("table.tricks.match", goal=goal)), size * 0.85, inner.width) if goal else []
        rows = sum(1 + self._split(side, view, size, scale, inner.width) for side in sides) + len(goal_lines)
        # The hand and trick are in the status too; when the panel is short they give way to the match's goal.
        if y + (rows + 1) * line + round(2 * scale) <= inner.bottom + 2:
            where = text(say("table.tricks.hand_and_trick", hand=view.get("hand_no", 1), trick=view.get("trick_no", 1)))
            surface.blit(theme.fit_text(where, size * 0.9, theme.INK_SOFT, inner.width), (inner.x, y))
            y += line + round(2 * scale)
        for side in sides:
            colour = side_ink("blue" if side.get("side") == 0 else "red")
            facts = theme.text(self._facts(side), size, theme.INK)
            name = self._side_name(side, view)
            if self._split(side, view, size, scale, inner.width):
                # too narrow for both on one line: the facts go under the name, never over it
                surface.blit(theme.fit_text(name, size, colour, inner.width, bold=True), (inner.x, y))
                y += line
            else:
                surface.blit(theme.text(name, size, colour, bold=True), (inner.x, y))
            surface.blit(facts, facts.get_rect(topright=(inner.right, y)))
            y += line
        small = theme.font(size * 0.85).get_linesize()
        if goal_lines and y + len(goal_lines) * small > inner.bottom + 2:  # no room to wrap: one line, cut
            goal_lines = [" ".join(goal_lines)] if y + small <= inner.bottom + 2 else []
        for words in goal_lines:
            surface.blit(theme.fit_text(words, size * 0.85, theme.INK_SOFT, inner.width), (inner.x, y))
            y += small

    def _split(self, side: dict, view: dict, size: float, scale: float, width: int) -> bool:
        """Whether a partnership's tricks and points must go under its name (too narrow for one line)."""
        name = self._side_name(side, view)
        return theme.width(name, size, bold=True) + round(8 * scale) + theme.width(self._facts(side), size) > width

    @staticmethod
    def _facts(side: dict) -> str:
        """'4 tricks · 12 pts'."""
        return text(say("table.tricks.side_facts", count=int(side.get("tricks", 0)), points=side.get("total", 0)))

    @staticmethod
    def _side_name(side: dict, view: dict) -> str:
        """The partnership by its compass name (its players' names are on their seats, in its colour)."""
        return str(side.get("name", ""))


class FinesseHandEndDrawer(ZoneDrawer):
    """The finished hand, side by side: how each partnership scored."""

    kind = "finesse_hand_end"
    shows_pieces = False

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """How each partnership scored the hand ("hand_end"): the panel is all figures and the last trick."""
        return {join(path, "scored"): self.padded(rect, PAD)}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        info = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        size = TEXT * scale
        line = theme.font(size).get_linesize()
        inner.height -= self._last_trick(surface, inner, info.get("last_trick"), scale)
        title = text(say("table.tricks.hand_scored", hand=info.get("hand", ""), trump=info.get("trump", "")))
        surface.blit(theme.fit_text(title, size * 1.15, theme.INK, inner.width, bold=True), inner.topleft)
        y = inner.y + round(line * 1.4)
        for side_index, side in enumerate(s for s in info.get("sides") or [] if isinstance(s, dict)):
            colour = side_ink("blue" if side_index == 0 else "red")
            score = say("table.tricks.side_score", side=side.get("name", ""), count=int(side.get("score", 0)))
            head = theme.fit_text(text(score), size * 1.05, colour,
                                  inner.width, bold=True)
            surface.blit(head, (inner.x, y))
            y += line + round(2 * scale)
            for words in theme.wrap(str(side.get("line", "")), size * 0.95, inner.width - round(12 * scale)):
                surface.blit(theme.text(words, size * 0.95, theme.INK), (inner.x + round(12 * scale), y))
                y += line
            y += round(line * 0.4)
        note = str(info.get("note") or "")
        for words in theme.wrap(note, size * 0.85, inner.width):
            if y + line > inner.bottom + 2:
                break
            surface.blit(theme.text(words, size * 0.85, theme.INK_SOFT), (inner.x, y))
            y += line

    def _last_trick(self, surface: pygame.Surface, inner: pygame.Rect, trick: Any, scale: float) -> int:
        """The hand's last trick along the panel's foot (it just left the table, and it earned a bonus):
        the height it takes."""
        if not isinstance(trick, dict) or not trick.get("cards"):
            return 0
        cards = [c for c in trick["cards"] if isinstance(c, dict)]
        width, height = card_size(min(64 * scale, inner.height * 0.3))
        gap = round(4 * scale)
        row = pygame.Rect(inner.x, inner.bottom - height, inner.width, height)
        x = row.right - len(cards) * (width + gap) + gap
        for card in cards:
            draw_card(surface, card, pygame.Rect(x, row.y, width, height))
            x += width + gap
        seat = trick.get("winner")
        name = self.who(seat, trick.get("seat_name", ""))[0]
        words = theme.fit_name(name, text(say("table.tricks.took_last_trick")), TEXT * scale * 0.95, theme.INK,
                               max(1, row.right - len(cards) * (width + gap) - row.x - gap))
        surface.blit(words, words.get_rect(midleft=(row.x, row.centery)))
        return height + round(6 * scale)
