"""Synchro-gammon's zones: the four seats, the movement queue and the viewer's hand of cards 1-6.

- `sgseats` (layout path ""): one row per seat from `seats_info`: the parent
  marker, the player's name with the seat ("Carol (North)") and its team's
  checker colour, the hand as card backs
  with a count, the played card (a back until the reveal, then its value;
  the viewer's own face-down card greyed), the discards count, the memory
  aid's used numbers when the view has them. Seats still to act are
  ringed; when playing to more than one point, the match score replaces
  the caption.
- `sgqueue` (layout path ""): the movement order from `queue`: each entry's
  player (by name, shortened to fit), colour, number, moves made out of
  allotted; the current one ringed.
- `sghand` (layout path "hand"): the viewer's cards as big cards 1-6;
  clicks give "hand/<i>". A dict {"count": n} draws n backs.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .backgammon_board import checker_picture
from .base import NO_MARKS, Marks, ZoneDrawer, caption, draw_panel, is_you, join, mark_card, ring, seat_tail, spinner, wash

PAD = 10          # canvas units
TEXT = 15         # canvas units
CARD_RATIO = 0.7  # width / height of a number card
BACK = (58, 78, 138)
PARENT = (214, 170, 48)
_cards: dict[tuple, pygame.Surface] = {}


def number_card(value: int | None, size: tuple[int, int], dim: bool = False) -> pygame.Surface:
    """A card showing a number 1-6 (or a back when value is None), cached per size."""
    key = (value, size, dim)
    found = _cards.get(key)
    if found is None:
        w, h = max(4, size[0]), max(6, size[1])
        card = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, w // 8)
        if value is None:
            pygame.draw.rect(card, BACK, card.get_rect(), border_radius=radius)
            inner = card.get_rect().inflate(-max(2, w // 6), -max(2, w // 6))
            pygame.draw.rect(card, theme.lighten(BACK, 0.35), inner, max(1, w // 16), border_radius=radius)
        else:
            paper = (200, 198, 190) if dim else theme.CARD_PAPER
            pygame.draw.rect(card, paper, card.get_rect(), border_radius=radius)
            pygame.draw.rect(card, theme.PANEL_EDGE, card.get_rect(), max(1, w // 24), border_radius=radius)
            ink = theme.INK_SOFT if dim else theme.INK
            image = theme.text(str(value), h * 0.55, ink, bold=True)
            card.blit(image, image.get_rect(center=(w // 2, round(h * 0.46))))
            corner = theme.text(str(value), h * 0.16, ink, bold=True)
            card.blit(corner, (max(2, w // 12), max(1, h // 30)))
        if len(_cards) > 512:
            _cards.clear()
        _cards[key] = found = card
    return found


def card_box(height: float) -> tuple[int, int]:
    h = max(8, int(height))
    return (max(6, round(h * CARD_RATIO)), h)


def _seat_name(view: dict, seat: Any) -> str:
    seats = view.get("seats") or []
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return str(seats[seat])
    return text(say("table.synchro.seat", n=str(seat)))


class SynchroSeatsDrawer(ZoneDrawer):
    """The four seats as rows on a paper panel."""

    kind = "sgseats"
    drawn: tuple = ((), {})  # (rect, {path steps: rect}) of the last picture: what `shown` answers
    counted: tuple = ((), {}, [])  # (rect, {path steps: rect} of its figures, its pieces) of the last picture

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        self.drawn, self.counted = (tuple(rect), {}), (tuple(rect), {}, [])
        seats = [s for s in view.get("seats_info") or [] if isinstance(s, dict)]
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        top = inner.y
        names = (view.get("board") or {}).get("colours") or [text(say("seat.white")), text(say("seat.black"))]
        title = match_words(view.get("match"), names) or self.label  # the score replaces the caption
        if title:
            height = caption(surface, inner, title, TEXT * scale, theme.INK_SOFT)
            if title != self.label:
                self.counted[1][("match",)] = pygame.Rect(inner.x, inner.y, inner.width, height)
            top += height + round(2 * scale)
        if not seats:
            return
        row_h = (inner.bottom - top) // len(seats)
        for i, info in enumerate(seats):
            row = pygame.Rect(inner.x, top + i * row_h, inner.width, row_h)
            self._draw_row(surface, row, info, view, scale)
            if marks.thinking is not None and marks.thinking == info.get("seat"):
                self._thinking(surface, row, scale, marks.turn)

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Each seat's row ("seats_info/0": North's) and the parent marker ("parent"), where the last
        picture of this rect drew them."""
        drawn_rect, places = self.drawn
        return {join(path, *steps): box for steps, box in places.items()} if drawn_rect == tuple(rect) else {}

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The match score in the title ("match") and each seat's discards and numbers used
        ("seats_info/0/discards"), where the last picture of this rect drew them."""
        drawn_rect, places, _ = self.counted
        return {join(path, *steps): box for steps, box in places.items()} if drawn_rect == tuple(rect) else {}

    def pieces(self, rect: pygame.Rect, data: Any, path: str) -> list[pygame.Rect]:
        """Each seat's hand (backs with their count) and its played card, where the last picture drew them."""
        drawn_rect, _, pieces = self.counted
        return list(pieces) if drawn_rect == tuple(rect) else []

    def _thinking(self, surface: pygame.Surface, row: pygame.Rect, scale: float, turn: float) -> None:
        """A turning arc round the seat's checker while the computer decides for it."""
        chip = max(8, round(TEXT * scale * 1.2))
        x = row.x + round(6 * scale) + chip + round(6 * scale)  # where _draw_row puts the checker
        spinner(surface, (x + chip / 2, row.y + round(row.height * 0.3)), chip * 0.8, turn)

    def _draw_row(self, surface: pygame.Surface, row: pygame.Rect, info: dict, view: dict, scale: float) -> None:
        seat = info.get("seat")
        acting = seat in (view.get("to_move") or [])
        if acting:
            wash(surface, row.inflate(-2, -2), theme.TARGET, 40, radius=round(6 * scale))
            ring(surface, row.inflate(-2, -2), theme.TARGET, max(2, round(2 * scale)), round(6 * scale))
        size = TEXT * scale
        chip = max(8, round(size * 1.2))
        x = row.x + round(6 * scale)
        self.drawn[1][("seats_info", seat)] = row
        if view.get("parent") == seat:
            centre = (x + chip // 2, row.y + round(row.height * 0.3))
            _parent_marker(surface, centre, chip)
            disc = pygame.Rect(0, 0, chip + 2, chip + 2)  # the marker's outer ring, as _parent_marker draws it
            disc.center = centre
            self.drawn[1][("parent",)] = disc
        x += chip + round(6 * scale)
        colour = info.get("colour")
        if colour in (0, 1):
            picture = checker_picture(chip, colour)
            surface.blit(picture, (x, row.y + round(row.height * 0.3) - chip // 2))
        room = self._draw_cards(surface, row, info, scale) - x - round(6 * scale)  # up to the cards
        name, mark = self.who(seat, info.get("name") or _seat_name(view, seat))
        # "(you)" marks the seat the table is shown for; a lesson's learner is already called "You".
        tail = seat_tail(mark, self.private and seat == view.get("viewer") and seat is not None and not is_you(name))
        image = theme.fit_name(name, self.name_tail(tail), size * 1.05, theme.INK, room - chip, bold=True)
        surface.blit(image, (x + chip + round(6 * scale), row.y + round(row.height * 0.3) - image.get_height() // 2))
        team = _team_name(view, info.get("team"))
        line = text(say("table.synchro.team_discards", team=team, count=int(info.get("discards", 0))))
        cycle = info.get("cycle")
        if isinstance(cycle, list) and cycle:  # the memory aid: numbers used since the hand was full
            line += " · " + text(say("table.synchro.used", numbers=" ".join(str(v) for v in cycle)))
        small = theme.fit_text(line, size * 0.85, theme.INK_SOFT, room)
        place = small.get_rect(topleft=(x, row.y + round(row.height * 0.62)))
        surface.blit(small, place)
        self.counted[1][("seats_info", seat, "discards")] = place

    def _draw_cards(self, surface: pygame.Surface, row: pygame.Rect, info: dict, scale: float) -> int:
        """The hand (backs with the count on top) and the played card at the row's right; returns their left x."""
        h = min(row.height - round(8 * scale), round(64 * scale))
        w, h = card_box(h)
        played_x = row.right - w - round(6 * scale)
        y = row.y + (row.height - h) // 2
        played = info.get("played")
        slot = pygame.Rect(played_x, y, w, h)
        if isinstance(played, dict):
            self.counted[2].append(slot)
        if isinstance(played, dict) and played.get("value") is not None:
            # The viewer's own card before the reveal: its face, greyed, since it still lies face down.
            surface.blit(number_card(int(played["value"]), (w, h), dim=bool(played.get("face_down"))), slot)
        elif isinstance(played, dict):
            surface.blit(number_card(None, (w, h)), slot)
        else:
            ring(surface, slot, theme.PANEL_EDGE, max(1, round(scale)), max(2, w // 8))
        label = theme.text(text(say("table.synchro.played")), TEXT * scale * 0.7, theme.INK_SOFT)
        if slot.top - row.y > label.get_height():  # room above the card
            surface.blit(label, label.get_rect(midbottom=(slot.centerx, slot.top + 1)))
        hand = info.get("hand")
        count = len(hand) if isinstance(hand, list) else int((hand or {}).get("count", 0)) if isinstance(hand, dict) else 0
        small = card_box(h * 0.62)
        step = max(3, small[0] // 3)
        right = played_x - round(12 * scale)
        area_left = right - small[0] - step * 5  # room for a full hand of six
        left = right - small[0] - step * max(0, count - 1)
        top = y + (h - small[1]) // 2
        for i in range(count):
            surface.blit(number_card(None, small), (left + i * step, top))
        if count:
            self.counted[2].append(pygame.Rect(left, top, small[0] + step * (count - 1), small[1]))
            badge = theme.text(str(count), small[1] * 0.5, theme.CARD_PAPER, bold=True)
            surface.blit(badge, badge.get_rect(center=(left + (count - 1) * step + small[0] // 2, top + small[1] // 2)))
        else:
            image = theme.text(text(say("table.no_cards")), TEXT * scale * 0.75, theme.INK_SOFT)
            surface.blit(image, image.get_rect(midright=(right, y + h // 2)))
        return area_left


def match_words(match: Any, names: list) -> str:
    """'Match to 5: White 2, Black 1 (Crawford)' when playing to more than one point, else ''."""
    if not isinstance(match, dict) or not isinstance(match.get("target"), int) or match["target"] <= 1:
        return ""
    scores = list(match.get("scores") or []) + [0, 0]
    score = dict(target=match["target"], first=names[0], first_points=scores[0], second=names[1], second_points=scores[1])
    if match.get("crawford"):
        return text(say("table.synchro.match_crawford", **score))
    return text(say("table.backgammon.match", **score))


def _team_name(view: dict, team: Any) -> str:
    """'White team' from the view's teams, else 'Team A' / 'Team B'."""
    teams = view.get("teams")
    if isinstance(teams, list) and team in (0, 1) and team < len(teams) and isinstance(teams[team], dict):
        return text(say("table.synchro.team", colour=str(teams[team].get("name", ""))))
    return text(say("table.synchro.team_a")) if team == 0 else text(say("table.synchro.team_b")) if team == 1 else ""


def _parent_marker(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A gold disc with a P: the round's parent."""
    pygame.draw.circle(surface, theme.darken(PARENT, 0.3), centre, size // 2 + 1)
    pygame.draw.circle(surface, PARENT, centre, size // 2 - 1)
    image = theme.text("P", size * 0.7, theme.INK, bold=True)
    surface.blit(image, image.get_rect(center=centre))


class SynchroQueueDrawer(ZoneDrawer):
    """The round's movement order as a row of chips."""

    kind = "sgqueue"

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The round's movement order, each seat's number and the moves it has made ("queue")."""
        view = data if isinstance(data, dict) else {}
        if not [q for q in view.get("queue") or [] if isinstance(q, dict)]:
            return {}
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        title = theme.fit_text(self.label or text(say("table.synchro.movement_order")), TEXT * scale, theme.INK_SOFT,
                               inner.width, bold=True)
        top = inner.y + title.get_height()
        return {join(path, "queue"): pygame.Rect(inner.x, top, inner.width, inner.bottom - top)}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        title = self.label or text(say("table.synchro.movement_order"))
        top = inner.y + caption(surface, inner, title, TEXT * scale, theme.INK_SOFT)
        queue = [q for q in view.get("queue") or [] if isinstance(q, dict)]
        if not queue:
            _say(surface, text(say("table.synchro.order_later")), TEXT * scale, theme.INK_SOFT,
                 (inner.x, top + round(6 * scale)), inner.width)
            return
        gap = round(6 * scale)
        width = (inner.width - gap * (len(queue) - 1)) // len(queue)
        area_h = inner.bottom - top - round(4 * scale)
        for i, entry in enumerate(queue):
            chip = pygame.Rect(inner.x + i * (width + gap), top + round(4 * scale), width, area_h)
            name, _ = self.who(entry.get("seat"), _seat_name(view, entry.get("seat")))  # the seat rows say which seat
            _draw_queue_chip(surface, chip, entry, name, scale)


def _draw_queue_chip(surface: pygame.Surface, chip: pygame.Rect, entry: dict, name: str, scale: float) -> None:
    times, done = int(entry.get("times") or 0), int(entry.get("done") or 0)
    idle = times == 0 or (done >= times and not entry.get("current"))
    fill = (226, 222, 210) if idle else theme.CARD_PAPER
    radius = round(6 * scale)
    pygame.draw.rect(surface, fill, chip, border_radius=radius)
    edge = theme.SELECTED if entry.get("current") else theme.PANEL_EDGE
    ring(surface, chip, edge, max(2, round((3 if entry.get("current") else 1) * scale)), radius)
    size = TEXT * scale
    ink = theme.INK_SOFT if idle else theme.INK
    name = theme.fit_text(name, size * 0.9, ink, chip.width - 6, bold=True)
    surface.blit(name, name.get_rect(midtop=(chip.centerx, chip.y + round(3 * scale))))
    colour = entry.get("colour")
    number = theme.text(str(entry.get("number", "?")), min(chip.height * 0.42, size * 2.2), ink, bold=True)
    centre_y = chip.y + chip.height // 2 + round(2 * scale)
    if colour in (0, 1):
        dot = max(8, round(size * 1.1))
        surface.blit(checker_picture(dot, colour), (chip.x + round(5 * scale), centre_y - dot // 2))
    surface.blit(number, number.get_rect(center=(chip.centerx + round(6 * scale), centre_y)))
    done_words = say("table.synchro.moves_done", done=min(done, times), count=times)
    words = text(say("table.synchro.no_move") if times == 0 else done_words)
    image = theme.fit_text(words, size * 0.8, theme.INK_SOFT, chip.width - 6)
    surface.blit(image, image.get_rect(midbottom=(chip.centerx, chip.bottom - round(3 * scale))))


class SynchroHandDrawer(ZoneDrawer):
    """The viewer's hand of number cards; hit gives "<path>/<index>"."""

    kind = "sghand"

    def slots(self, rect: pygame.Rect, count: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """(caption area, one rect per card), the cards as big as the zone allows."""
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        head = pygame.Rect(inner.x, inner.y, inner.width, round(20 * scale))
        lift = round(8 * scale)
        area = pygame.Rect(inner.x, head.bottom + lift, inner.width, inner.bottom - head.bottom - lift)
        if count <= 0:
            return head, []
        gap = round(10 * scale)
        h = min(area.height, (area.width - gap * (count - 1)) / count / CARD_RATIO)
        w, h = card_box(h)
        return head, [pygame.Rect(area.x + i * (w + gap), area.y, w, h) for i in range(count)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        cards = _hand_cards(data)
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        head, slots = self.slots(rect, len(cards))
        caption(surface, head, self.label or text(say("table.your_hand" if self.private else "table.hand")), 17 * scale)
        if not cards:  # hands are only shown for the secret pick: while checkers move they are put away
            _say(surface, text(say("table.synchro.hand_put_away")), 15 * scale,
                 theme.INK_ON_TABLE_SOFT, (head.x, head.bottom + round(10 * scale)), head.width)
        for index, (card, slot) in enumerate(zip(cards, slots)):
            path = join(self.path, index)
            if path in marks.selected:
                slot = slot.move(0, -round(8 * scale))
            value = card.get("value") if isinstance(card, dict) and not card.get("hidden") else None
            surface.blit(number_card(value, slot.size), slot)
            mark_card(surface, slot, path, marks)

    def pieces(self, rect: pygame.Rect, data: Any, path: str) -> list[pygame.Rect]:
        """The cards in the hand."""
        return self.slots(rect, len(_hand_cards(data)))[1]

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        _, slots = self.slots(rect, len(_hand_cards(data)))
        for index, slot in enumerate(slots):
            if slot.collidepoint(pos):
                return join(path, index)
        return None


def _say(surface: pygame.Surface, words: str, size: float, colour, at: tuple[int, int], width: int) -> None:
    """A sentence in place of what a zone shows when it has nothing, wrapped to the zone's width."""
    x, y = at
    for line in theme.wrap(words, size, width):
        image = theme.text(line, size, colour)
        surface.blit(image, (x, y))
        y += image.get_height()


def _hand_cards(data: Any) -> list:
    """The cards to draw: a list as given, or n backs for {"count": n}."""
    if isinstance(data, list):
        return data
    if isinstance(data, dict) and isinstance(data.get("count"), int):
        return [{"hidden": True}] * max(0, min(data["count"], 12))
    return []
