"""The end of a match: who won and why, the scores, and 'Play again'."""

from __future__ import annotations

from tabletop.engine.game import GameError
from tabletop.engine.match import Match

import pygame

from .. import theme
from ..gui import BACKGROUND, GuiScene

INK = (232, 240, 234)
RULE = (96, 128, 110)
STRIPE = (33, 52, 42)
# (style, font size, bold) as in gui_theme.json: a headline too long for the title font (two winners with
# their seats) steps down to the heading font, and wraps there rather than being cut.
HEADLINE = (("title", 44, True), ("heading", 24, True))
SUMMARY = ((None, 16, False),)
CELL_GAP = 8  # pixels between a breakdown's columns


class ResultsScene(GuiScene):
    """Winner, summary, scores; play again with the same seats and options."""

    opaque = False  # the final table stays visible underneath, dimmed

    def __init__(self, ctx, match: Match):
        super().__init__(ctx)
        self.match = match
        self.result = match.game.result(match.state)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.table: BreakdownTable | None = None

    def build(self, width: int, height: int) -> None:
        breakdown = self.result.get("breakdown")
        card_w = min(width - 40, 1000 if breakdown else 720)
        x, y, w = width // 2 - card_w // 2 + 40, 70, card_w - 80
        summary = str(self.result.get("summary") or "")
        solo = len(self.match.players) == 1 and bool(summary)
        y = self.fitting_label(x, y, w, summary if solo else self.headline(), HEADLINE) + 8
        if not solo:  # alone at the table nobody "wins": the summary itself is the headline
            y = self.fitting_label(x, y, w, summary, SUMMARY) + 14
        if breakdown:
            room = max(120, height - y - 150)
            self.table = BreakdownTable(breakdown, pygame.Rect(x, y, w, room))
            y += self.table.rect.height + 16
        else:
            self.table = None
            y = self._scores(x, y) + 30
        self.label((x, y, w, 24), f"{len(self.match.history)} moves played.", "hint")
        y += 36
        self.button((x, y, 200, 50), "Play again", "again", self.play_again)
        self.button((x + 220, y, 200, 50), "Look at the table", "table", self.back_to_table)
        self.button((x + 440, y, 200, 50), "Menu", "menu", self.to_menu)
        self.card = pygame.Rect(width // 2 - card_w // 2, 40, card_w, y + 80 - 40)

    def headline(self) -> str:
        """Who won, or a draw."""
        winners = self.result.get("winners") or []
        if not winners:
            return "A draw."
        names = " and ".join(self._who(s) for s in winners)
        return f"{names} wins!" if len(winners) == 1 else f"{names} win!"

    def _scores(self, x: int, y: int) -> int:
        """One line per score; returns the y below them."""
        for name, score in (self.result.get("scores") or {}).items():
            self.label((x + 80, y, 260, 30), str(name))
            self.label((x + 340, y, 140, 30), str(score))
            y += 34
        return y

    def draw_below_gui(self, surface) -> None:
        """A solid card behind the text, so the dimmed table never shows through it."""
        pygame.draw.rect(surface, BACKGROUND, self.card, border_radius=14)
        pygame.draw.rect(surface, (143, 181, 159), self.card, 2, border_radius=14)
        if self.table is not None:
            self.table.draw(surface)

    def _who(self, seat: int) -> str:
        """The player's name with its seat in brackets, or the seat alone when they are the same."""
        name, seat_name = self.match.player_name(seat), self.match.game.seat_name(seat)
        return name if name == seat_name else f"{name} ({seat_name})"

    def play_again(self) -> None:
        """A new match with the same seats and options, and a fresh seed."""
        try:
            match = Match.start(self.match.game.id, self.match.players, self.match.options)
        except GameError as exc:  # e.g. a game's data file was broken since: say why, from the menu
            self.ctx.nav.menu(exc.reason)
            return
        self.ctx.nav.table(match)

    def back_to_table(self) -> None:
        self.ctx.scenes.pop()

    def to_menu(self) -> None:
        self.ctx.nav.menu()

    def on_escape(self) -> None:
        self.back_to_table()


class BreakdownTable:
    """How the points were made: a grid of rows (squares, bonuses, games) by columns (players)."""

    def __init__(self, breakdown: dict, room: pygame.Rect):
        self.title = str(breakdown.get("title") or "")
        self.columns = [str(c) for c in breakdown.get("columns") or []]
        self.rows = [[str(c) for c in row] for row in breakdown.get("rows") or []]
        self.notes = [str(n) for n in breakdown.get("notes") or []]
        lines = len(self.rows) + 1 + bool(self.title)
        self.row_h = max(14, min(30, (room.height - 24 * len(self.notes)) // max(1, lines)))
        self.size = max(10, int(self.row_h * 0.68))
        height = self.row_h * lines + self._notes_height(room.width)
        self.rect = pygame.Rect(room.x, room.y, room.width, min(room.height, height))

    def _notes_height(self, width: int) -> int:
        return sum(len(theme.wrap(n, self.size, width)) for n in self.notes) * int(self.size * 1.35)

    def _column_widths(self, width: int) -> tuple[int, int]:
        """(the names column, each other column): the names get a third of the width, more when the
        longest name needs it ("Game 1: single game (1) x cube 1") and the numbers can spare it."""
        others = len(self.columns) - 1
        if others <= 0:
            return width, 0
        rows = [self.columns, *self.rows]
        names = max(theme.width(row[0], self.size, bold=True) for row in rows if row) + CELL_GAP
        numbers = max((theme.width(cell, self.size, bold=True) for row in rows for cell in row[1:]), default=0)
        first = min(max(int(width * 0.34), names), width - others * (numbers + CELL_GAP))
        first = max(first, int(width * 0.34))
        return first, (width - first) // others

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w = self.rect.x, self.rect.y, self.rect.width
        if self.title:
            surface.blit(theme.fit_text(self.title, self.size, INK, w, bold=True), (x, y))
            y += self.row_h
        first, other = self._column_widths(w)
        for i, row in enumerate([self.columns, *self.rows]):
            bold = i == 0 or (row and row[0].lower().startswith("total"))
            if bold and i:
                pygame.draw.line(surface, RULE, (x, y), (x + w, y))
            elif i % 2:
                pygame.draw.rect(surface, STRIPE, (x - 4, y - 1, w + 8, self.row_h))  # rows read across
            for j, cell in enumerate(row):
                cx = x if j == 0 else x + first + (j - 1) * other
                cw = first if j == 0 else other
                image = theme.fit_text(cell, self.size, INK, cw - CELL_GAP, bold=bold)
                at = (cx, y) if j == 0 else (cx + cw - CELL_GAP - image.get_width(), y)
                surface.blit(image, at)
            y += self.row_h
        for note in self.notes:
            for line in theme.wrap(note, self.size, w):
                surface.blit(theme.text(line, self.size, INK), (x, y))
                y += int(self.size * 1.35)
