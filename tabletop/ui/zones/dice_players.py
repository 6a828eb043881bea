"""The players of a colour-chip game: their colours, supplies and live points, and the colour choice.

- `dice_scores` (data: [{"seat", "start", "to_move", "total", "colours":
  [{"name", "supply", "points", "bonus", "total"}]}], by seat) is the score
  panel: each player by name ("Carol (First)") with the start-player chip,
  each of its colours with the chips left in its supply and its provisional
  points (squares + bonuses if the game ended now).
- `colour_picker` (data: [{"name", "owner", "owner_seat", "free"}]) shows the
  colours as big chips, a taken one with its player's name; a click on one
  gives "<path>/<i>".
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import motion, theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join, mark_last, ring
from .dice_board import chip_box, colour_of, draw_chip, supply_key

PAD = 12     # canvas units
TEXT = 15    # canvas units
SUPPLY_SLOTS = 5


class DiceScoresDrawer(ZoneDrawer):
    """Seats and their colours with supply chips and provisional totals."""

    kind = "dice_scores"
    drawn: tuple = ((), {})  # (rect, {path steps: row rect}) of the last picture: what `shown` answers

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        seats = [s for s in data if isinstance(s, dict)] if isinstance(data, list) else []
        self.drawn = (tuple(rect), {})
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        size = TEXT * scale
        line = theme.font(size).get_linesize() + round(4 * scale)
        rows = 1 + sum(1 + len(s.get("colours", [])) for s in seats)
        if rows * line > inner.height:  # four players with two colour rows each: tighten
            line = max(12, inner.height // rows)
        y = inner.y
        title = theme.fit_text(self.label or text(say("table.dice.scores_now")), size, theme.INK_SOFT, inner.width, bold=True)
        surface.blit(title, (inner.x, y))
        y += line
        for index, seat in enumerate(seats):
            y = self._seat(surface, inner, y, seat, line, size, scale, index)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Every seat's points and its colours' supplies and points, under the panel's title ("players"):
        the panel is a table of running figures."""
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        title = theme.font(TEXT * scale).get_linesize()
        return {join(path, "players"): pygame.Rect(inner.x, inner.y + title, inner.width, inner.height - title)}

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Each colour's row, its chips left and its points ("players/0/colours/1": the first seat's second
        colour), where the last picture of this rect drew it."""
        drawn_rect, places = self.drawn
        return {join(path, *steps): row for steps, row in places.items()} if drawn_rect == tuple(rect) else {}

    def _seat(self, surface, inner: pygame.Rect, y: int, seat: dict, line: int, size: float, scale: float,
              index: int) -> int:
        """One seat's heading (the player's name, shortened to leave its points whole) and colour rows;
        returns the next y."""
        x = inner.x
        if seat.get("to_move"):
            pygame.draw.rect(surface, theme.lighten(theme.SELECTED, 0.6),
                             pygame.Rect(inner.x - 4, y - 2, inner.width + 8, line * (1 + len(seat.get("colours", [])))),
                             border_radius=6)
        if seat.get("start"):
            radius = max(5, line // 3)
            pygame.draw.circle(surface, theme.QUEEN_GOLD, (x + radius, y + line // 2 - 1), radius)
            mark = theme.text("S", radius * 1.3, theme.INK, bold=True)
            surface.blit(mark, mark.get_rect(center=(x + radius, y + line // 2 - 1)))
        x += round(26 * scale)
        total = theme.text(text(say("table.dice.points", count=int(seat.get("total", 0)))), size, theme.INK, bold=True)
        surface.blit(total, (inner.right - total.get_width(), y))
        turn = theme.text("  " + text(say("table.dice.to_play")), size, theme.INK_SOFT) if seat.get("to_move") else None
        room = inner.right - total.get_width() - round(8 * scale) - x - (turn.get_width() if turn else 0)
        name, mark = self.who(index, seat.get("seat", ""))
        image = theme.fit_name(name, self.name_tail(mark), size, theme.INK, room, bold=True)
        surface.blit(image, (x, y))
        if turn is not None:
            surface.blit(turn, (x + image.get_width(), y))
        y += line
        for number, colour in enumerate(seat.get("colours", [])):
            self._colour_row(surface, inner, y, colour, line, size, scale)
            self.drawn[1][(index, "colours", number)] = pygame.Rect(inner.x, y, inner.width, line)
            y += line
        return y + round(4 * scale)

    def _colour_row(self, surface, inner: pygame.Rect, y: int, colour: dict, line: int, size: float, scale: float) -> None:
        """A colour: its chip, name, supply chips and points."""
        paint = colour_of(colour.get("name"))
        radius = max(4, line // 3)
        x = inner.x + round(26 * scale)
        draw_chip(surface, (x + radius, y + line // 2 - 1), radius, paint)
        label = theme.text(str(colour.get("name", "")), size, paint, bold=True)
        surface.blit(label, (x + 2 * radius + round(6 * scale), y))
        sx = x + round(90 * scale)
        small = max(3, radius * 2 // 3)
        left = int(colour.get("supply", 0))
        for n in range(SUPPLY_SLOTS):
            centre = (sx + n * (2 * small + 3), y + line // 2 - 1)
            if n < left:
                draw_chip(surface, centre, small, paint)
            else:
                pygame.draw.circle(surface, theme.PANEL_EDGE, centre, small, 1)
            if n == min(left, SUPPLY_SLOTS) - 1:  # the chip the colour places next leaves from here
                motion.source_at(supply_key(colour.get("name")), chip_box(centre, small))
        words = text(say("table.dice.bonus_sum", points=colour.get("points", 0), bonus=colour.get("bonus", 0),
                         total=colour.get("total", 0)))
        image = theme.text(words, size * 0.92, theme.INK_SOFT)
        surface.blit(image, (inner.right - image.get_width(), y + 1))


class ColourPickerDrawer(ZoneDrawer):
    """Four big colour chips to choose from; taken ones show their player."""

    kind = "colour_picker"

    def boxes(self, rect: pygame.Rect, count: int) -> list[pygame.Rect]:
        scale = self.scale(rect)
        pad = round(PAD * scale)
        top = rect.y + round(40 * scale)
        width = (rect.width - 2 * pad) / max(1, count)
        return [pygame.Rect(round(rect.x + pad + i * width), top, round(width) - pad, rect.bottom - pad - top)
                for i in range(count)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        colours = [c for c in data if isinstance(c, dict)] if isinstance(data, list) else []
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(PAD * scale)
        title = theme.text(self.label or text(say("table.dice.choose_colour")), 20 * scale, theme.INK, bold=True)
        surface.blit(title, (rect.x + pad, rect.y + pad))
        for i, (box, colour) in enumerate(zip(self.boxes(rect, len(colours)), colours)):
            path = join(self.path, i)
            paint = colour_of(colour.get("name"))
            radius = min(box.width, box.height - round(40 * scale)) // 2 - round(6 * scale)
            centre = (box.centerx, box.y + radius + round(6 * scale))
            # A taken colour is faded and names its player, so the free ones are plainly the choices.
            free = bool(colour.get("free"))
            draw_chip(surface, centre, max(8, radius), paint if free else theme.lighten(paint, 0.6))
            words, room = str(colour.get("name", "")), box.width - round(16 * scale)  # clear of the box's rings
            if colour.get("owner"):  # whose it is, by name: the name shortened to fit, the colour kept
                words += " — "
                owner = self.who(colour.get("owner_seat"), colour["owner"])[0]
                words += theme.fitted_name(owner, "", 16 * scale, room - theme.width(words, 16 * scale, free), free)
            image = theme.fit_text(words, 16 * scale, theme.INK if free else theme.INK_SOFT, room, bold=free)
            surface.blit(image, image.get_rect(midtop=(box.centerx, centre[1] + radius + round(8 * scale))))
            if colour.get("free") and (path == marks.hover or path in marks.targets):
                ring(surface, box, theme.TARGET, max(2, round(3 * scale)), round(10 * scale))
            if path in marks.last:
                mark_last(surface, box.inflate(-8, -8), round(10 * scale))

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        colours = data if isinstance(data, list) else []
        for i, box in enumerate(self.boxes(rect, len(colours))):
            if box.collidepoint(pos):
                return join(path, i)
        return None
