"""The end of a match: who won and why, the scores, and 'Play again'."""

from __future__ import annotations

from typing import Callable

from tabletop.engine.game import GameError
from tabletop.engine.match import Match
from tabletop.words import current, say

import pygame

from tabletop.session.naming import Seating
from tabletop.words.agreement import verb
from tabletop.words.wording import localized, words

from .. import theme
from ..gui import BACKGROUND, GuiScene

INK = (232, 240, 234)
# (style, font size, bold) as in gui_theme.json: a headline too long for the title font (two winners with
# their seats) steps down to the heading font, and wraps there rather than being cut.
HEADLINE = (("title", 44, True), ("heading", 24, True))
SUMMARY = ((None, 16, False),)
HINT = (("hint", 14, False),)
AGAIN_NOTE = 24  # pixels the note that the host plays again takes, where there is no Play again
CELL_LINES = 3  # a breakdown cell wraps onto at most this many lines before the whole table gets smaller
RULE = (96, 128, 110)
STRIPE = (33, 52, 42)


class ResultsScene(GuiScene):
    """Winner, summary, scores; play again with the same seats and options."""

    opaque = False  # the final table stays visible underneath, dimmed

    def __init__(self, ctx, match: Match, result: dict | None = None, again: bool = True):
        super().__init__(ctx)
        self.match = match
        self.again = again  # Play again (not at a table another computer hosts: there the host's leads here)
        self.seating = Seating(match)
        self.result = self.worded(match.game.result(match.state) if result is None else result)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.table: BreakdownTable | None = None

    def worded(self, result: dict) -> dict:
        """The result in the app's language, its seats read as people: by name in sentences ("Carol
        wins"), by name and seat where a table's row or column names a player ("Carol (Red)")."""
        worded = dict(localized(result, self.seating.reading))
        if result.get("breakdown"):
            worded["breakdown"] = localized(result["breakdown"], lambda person: self.seating.person(person.seat))
        return worded

    def build(self, width: int, height: int) -> None:
        breakdown = self.result.get("breakdown")
        card_w = min(width - 40, 1000 if breakdown else 720)
        x, y, w = width // 2 - card_w // 2 + 40, 70, card_w - 80
        summary = self.seating.with_names(str(self.result.get("summary") or ""))
        solo = len(self.match.players) == 1 and bool(summary)
        y = self.fitting_label(x, y, w, summary if solo else self.headline(), HEADLINE) + 8
        if not solo:  # alone at the table nobody "wins": the summary itself is the headline
            y = self.fitting_label(x, y, w, summary, SUMMARY) + 14
        if breakdown:
            room = max(120, height - y - 150 - (0 if self.again else AGAIN_NOTE))
            self.table = BreakdownTable(breakdown, pygame.Rect(x, y, w, room), self.seating.for_words)
            y += self.table.rect.height + 16
        else:
            self.table = None
            y = self._scores(x, y) + 30
        self.label((x, y, w, 24), say("ui.results.moves_played", count=len(self.match.history)), "hint")
        y += 28
        if not self.again:  # at a table another computer hosts, Play again is the host's
            y = self.fitting_label(x, y, w, words(say("join.table.again_by_host")), HINT)
        y += 8
        buttons = [("again", say("ui.results.again"), self.play_again)] if self.again else []
        buttons += [("table", say("ui.results.look"), self.back_to_table), ("menu", say("ui.menu_button"), self.to_menu)]
        for i, (name, label, action) in enumerate(buttons):
            self.button((x + 220 * i, y, 200, 50), label, name, action)
        self.card = pygame.Rect(width // 2 - card_w // 2, 40, card_w, y + 80 - 40)

    def headline(self) -> str:
        """Who won, or a draw."""
        winners = self.result.get("winners") or []
        if not winners:
            return words(say("ui.results.draw"))
        names = self.seating.group(winners)
        if current() != "en":
            return words(say("ui.results.wins", names=names))
        return f"{names} {verb(names, 'wins')}!" if len(winners) == 1 else words(say("ui.results.win", names=names))

    def _scores(self, x: int, y: int) -> int:
        """One line per score; returns the y below them."""
        for name, score in (self.result.get("scores") or {}).items():
            self.label((x + 40, y, 440, 30), self.seating.for_words(str(name)))
            self.label((x + 480, y, 120, 30), str(score))
            y += 34
        return y

    def draw_below_gui(self, surface) -> None:
        """A solid card behind the text, so the dimmed table never shows through it."""
        pygame.draw.rect(surface, BACKGROUND, self.card, border_radius=14)
        pygame.draw.rect(surface, (143, 181, 159), self.card, 2, border_radius=14)
        if self.table is not None:
            self.table.draw(surface)

    def play_again(self) -> None:
        """A new match with the same seats and options, and a fresh seed."""
        try:
            match = Match.start(self.match.game.id, self.match.players, self.match.options)
        except GameError as exc:  # e.g. a game's data file was broken since: say why, from the menu
            self.ctx.nav.menu(exc.reason)
            return
        self.ctx.nav.table(match, again_of=self.match)

    def back_to_table(self) -> None:
        self.ctx.scenes.pop()

    def to_menu(self) -> None:
        self.ctx.nav.menu()

    def on_escape(self) -> None:
        self.back_to_table()


class BreakdownTable:
    """How the points were made: a grid of rows (squares, bonuses, games) by columns (players).

    A cell that names a seat shows the player ("Carol (Red)"); a cell too wide for its column wraps
    onto more lines of its row rather than losing the end of a name.
    """

    def __init__(self, breakdown: dict, room: pygame.Rect, words_for: Callable[[str], str] = str):
        self.title = str(breakdown.get("title") or "")
        self.columns = [words_for(str(c)) for c in breakdown.get("columns") or []]
        self.rows = [[words_for(str(c)) for c in row] for row in breakdown.get("rows") or []]
        self.notes = [str(n) for n in breakdown.get("notes") or []]
        self.cells = self._fit(room)
        height = self.row_h * (sum(self._heights()) + bool(self.title)) + self._notes_height(room.width)
        self.rect = pygame.Rect(room.x, room.y, room.width, min(room.height, height))

    def _fit(self, room: pygame.Rect) -> list[list[list[str]]]:
        """Every cell's wrapped lines, at the largest size (rows of 30 px down to 14) where the table fits
        the room and no word of a cell (a name) has to be broken."""
        rows = [self.columns, *self.rows]
        cells: list[list[list[str]]] = []
        for row_h in range(30, 13, -2):
            self.row_h, self.size = row_h, max(10, int(row_h * 0.68))
            self.first = self._first_width(room.width)
            cells = [[theme.wrap(cell, self.size, self._width(room.width, j) - 8, self._bold(i, row))
                      for j, cell in enumerate(row)] for i, row in enumerate(rows)]
            lines = sum(max((len(c) for c in row), default=1) for row in cells) + bool(self.title)
            fits = row_h * lines + self._notes_height(room.width) <= room.height and all(
                len(c) <= CELL_LINES for row in cells for c in row)
            if fits and all(self._whole_words(cell, lines_) for row, wrapped in zip(rows, cells)
                            for cell, lines_ in zip(row, wrapped)):
                break
        return cells

    def _first_width(self, width: int) -> int:
        """The first column (what each row is) as wide as its longest cell, between a fifth and a third."""
        if len(self.columns) < 2:
            return width
        widest = max((theme.width(str(row[0]), self.size, True) for row in [self.columns, *self.rows] if row),
                     default=0)
        return max(int(width * 0.2), min(int(width * 0.34), widest + 16))

    @staticmethod
    def _whole_words(cell: str, lines: list[str]) -> bool:
        """Whether wrapping kept every word of the cell whole (no name broken in the middle)."""
        return all(word in cell.split() for line in lines for word in line.split())

    def _heights(self) -> list[int]:
        """Lines per row, the heading row first."""
        return [max((len(c) for c in row), default=1) for row in self.cells]

    def _width(self, width: int, column: int) -> int:
        """A column's width: the first as `_first_width` says, the others share the rest."""
        return self.first if column == 0 else (width - self.first) // max(1, len(self.columns) - 1)

    @staticmethod
    def _bold(index: int, row: list[str]) -> bool:
        """The heading row and the totals stand out."""
        return index == 0 or bool(row and row[0].lower().startswith("total"))

    def _notes_height(self, width: int) -> int:
        return sum(len(theme.wrap(n, self.size, width)) for n in self.notes) * int(self.size * 1.35)

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w = self.rect.x, self.rect.y, self.rect.width
        if self.title:
            surface.blit(theme.fit_text(self.title, self.size, INK, w, bold=True), (x, y))
            y += self.row_h
        rows = [self.columns, *self.rows]
        for i, (row, cells, lines) in enumerate(zip(rows, self.cells, self._heights())):
            bold = self._bold(i, row)
            if bold and i:
                pygame.draw.line(surface, RULE, (x, y), (x + w, y))
            elif i % 2:
                pygame.draw.rect(surface, STRIPE, (x - 4, y - 1, w + 8, self.row_h * lines))  # rows read across
            cx = x
            for j, cell in enumerate(cells):
                cw = self._width(w, j)
                for k, line in enumerate(cell):
                    image = theme.text(line, self.size, INK, bold)
                    at = (cx, y + k * self.row_h) if j == 0 else (cx + cw - 8 - image.get_width(), y + k * self.row_h)
                    surface.blit(image, at)
                cx += cw
            y += self.row_h * lines
        for note in self.notes:
            for line in theme.wrap(note, self.size, w):
                surface.blit(theme.text(line, self.size, INK), (x, y))
                y += int(self.size * 1.35)
