"""Zones for trick-taking games round a table of four (or two): the trick in the middle, the playable hand.

- `trick_round` (layout path ""): the cards of the trick under way, each in
  front of the seat that played it as the viewer sits (the viewer at the
  bottom, the left-hand seat on the left...), numbered in play order, the led
  card ringed and tagged "led", a led table card tagged "table card". Between
  tricks it shows the trick just taken, faded, with who took it.
  View keys: `trick` [{seat, card, order, led, table}], `last_trick`
  {cards: [...], winner_name}, `seats`, `viewer`, `trick_no`.
- `playable_hand` (a hand path such as "hand"): the viewer's cards; when the
  engine offers some of them as moves (a follow), those are lifted and
  ringed in green and the others greyed, so "must follow" shows before any
  click. Clicks give "<path>/<i>".
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, caption, join, mark_card, ring, wash
from .cardface import card_size, draw_card
from .hand import HandDrawer

PAD = 8          # canvas units
TEXT = 15        # canvas units
LED = (214, 170, 48)       # the led card's ring and tag
TABLE_TAG = (40, 80, 190)  # the "table card" tag


def seat_place(seat: int, viewer: int | None, seats: int) -> str:
    """Where a seat sits as the viewer sees the table: bottom (the viewer), left, top or right."""
    offset = (seat - (viewer or 0)) % max(1, seats)
    if seats == 2:
        return "bottom" if offset == 0 else "top"
    return ("bottom", "left", "top", "right")[min(3, offset)]


def trick_slots(rect: pygame.Rect, scale: float) -> tuple[tuple[int, int], dict[str, pygame.Rect]]:
    """The card size and one card rect per place, round the middle of `rect` (room left for a caption
    above and a tag under each card)."""
    top = rect.y + round(26 * scale)
    area = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
    tag = round(TEXT * scale * 1.15)
    height = min((area.height - 2 * tag - round(8 * scale)) / 2.15, (area.width - round(16 * scale)) / (5.2 * 0.72))
    w, h = card_size(max(20, height))
    cx = area.centerx
    gap = max(2, round(h * 0.06))
    # Top card, its name tag, a gap, the bottom card and its tag, centred in the area.
    top_y = area.y + (area.height - (2 * h + 2 * tag + gap)) // 2
    bottom_y = top_y + h + tag + gap
    cy = (top_y + bottom_y + h) // 2
    places = {
        "bottom": pygame.Rect(cx - w // 2, bottom_y, w, h),
        "top": pygame.Rect(cx - w // 2, top_y, w, h),
        # Side cards stand two card-widths out, clear of the top and bottom cards' name tags.
        "left": pygame.Rect(cx - round(w * 2.5), cy - h // 2, w, h),
        "right": pygame.Rect(cx + round(w * 1.5), cy - h // 2, w, h),
    }
    return (w, h), places


class TrickRoundDrawer(ZoneDrawer):
    """The trick on the felt, each card before its player, in play order."""

    kind = "trick_round"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 40, radius=max(4, round(10 * scale)))
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        cards = [c for c in view.get("trick") or [] if isinstance(c, dict)]
        last = view.get("last_trick") if isinstance(view.get("last_trick"), dict) else None
        fading = not cards and last is not None
        if fading:
            cards = [c for c in last.get("cards") or [] if isinstance(c, dict)]
        caption(surface, inner, self._title(view, fading, last), TEXT * scale)
        seats = len(view.get("seats") or []) or 4
        viewer = view.get("viewer") if isinstance(view.get("viewer"), int) else self.viewer
        _, places = trick_slots(inner, scale)
        latest = len(cards) - 1
        for index, play in enumerate(cards):
            seat = play.get("seat")
            if not isinstance(seat, int) or not isinstance(play.get("card"), dict):
                continue
            slot = places[seat_place(seat, viewer, seats)]
            draw_card(surface, play["card"], slot, "dim" if fading and not self._won(play, last) else "face")
            self._badges(surface, slot, play, view, scale, fading, last)
            if not fading and index == latest:
                ring(surface, slot.inflate(6, 6), theme.LAST_EDGE, max(2, round(3 * scale)), max(3, slot.width // 9))

    def _title(self, view: dict, fading: bool, last: dict | None) -> str:
        if fading and last is not None:
            taker = self.who(last.get("winner"), last.get("winner_name") or "")[0]
            number = last.get("number")
            return f"Trick {number} taken by {taker}" if number else f"Last trick taken by {taker}"
        number = view.get("trick_no")
        return f"Trick {number}" if number else (self.label or "Trick")

    @staticmethod
    def _won(play: dict, last: dict | None) -> bool:
        return last is not None and bool(play.get("won"))

    def _badges(self, surface: pygame.Surface, slot: pygame.Rect, play: dict, view: dict, scale: float,
                fading: bool, last: dict | None) -> None:
        """The play order, the led card's ring and tag, a table card's tag, the player's name."""
        size = TEXT * scale
        if play.get("led"):
            ring(surface, slot.inflate(4, 4), LED, max(2, round(3 * scale)), max(3, slot.width // 9))
        badge = max(10, round(size * 1.25))
        centre = (slot.x - badge // 4, slot.y - badge // 4)  # off the corner: the card's own index stays readable
        pygame.draw.circle(surface, LED if play.get("led") else theme.PANEL, centre, badge // 2)
        pygame.draw.circle(surface, theme.INK, centre, badge // 2, max(1, round(scale)))
        number = theme.text(str(play.get("order", "")), size * 0.85, theme.INK, bold=True)
        surface.blit(number, number.get_rect(center=centre))
        seats = view.get("seats") or []
        seat = play.get("seat")
        name = self.who(seat, seats[seat] if isinstance(seat, int) and seat < len(seats) else "")[0]
        tail = ""
        if play.get("table"):
            tail = "'s table card" if name else "table card"
        elif play.get("led"):
            tail = " led" if name else "led"
        colour = TABLE_TAG if play.get("table") else (theme.darken(LED, 0.2) if play.get("led") else theme.INK)
        # A long name gives way, never what the tag says about the card.
        image = theme.fit_name(name, tail, size * 0.8, theme.CARD_PAPER, max(20, round(slot.width * 1.9)), bold=True)
        pill = image.get_rect(midtop=(slot.centerx, slot.bottom + round(3 * scale))).inflate(round(8 * scale), 2)
        pygame.draw.rect(surface, colour, pill, border_radius=pill.height // 2)
        surface.blit(image, image.get_rect(center=pill.center))


class PlayableHandDrawer(HandDrawer):
    """The viewer's hand: the cards the engine offers are lifted and ringed, the others greyed."""

    kind = "playable_hand"
    lift = 12

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        cards = data if isinstance(data, list) else []
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        head, slots = self.slots(rect, cards)
        paths = [join(self.path, i) for i in range(len(cards))]
        offered = {p for p in paths if p in marks.starts or p in marks.targets or p in marks.selected}
        choosing = bool(offered) and len(offered) < len(paths)
        words = self.label or "Your hand"
        if choosing:
            words += "  ·  the raised cards may be played"
        caption(surface, head, words, 17 * scale)
        if not cards:
            image = theme.text("no cards in hand", 15 * scale, theme.INK_ON_TABLE_SOFT)
            surface.blit(image, (head.x, head.bottom + round(10 * scale)))
        for path, card, slot in zip(paths, cards, slots):
            if path in offered and choosing:
                slot = slot.move(0, -round(self.lift * scale))
            elif path in marks.selected:
                slot = slot.move(0, -round(self.lift * scale))
            if isinstance(card, dict):
                draw_card(surface, card, slot, "dim" if choosing and path not in offered else "face")
            if choosing and path in offered and path not in marks.selected:
                width = max(2, slot.width // 16)
                ring(surface, slot.inflate(2 * width, 2 * width), theme.TARGET, width + 1, max(3, slot.width // 9))
            mark_card(surface, slot, path, marks)
