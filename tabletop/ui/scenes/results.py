"""The end of a match: who won and why, the scores, and 'Play again'."""

from __future__ import annotations

from tabletop.engine.match import Match

import pygame

from ..gui import BACKGROUND, GuiScene


class ResultsScene(GuiScene):
    """Winner, summary, scores; play again with the same seats and options."""

    opaque = False  # the final table stays visible underneath, dimmed

    def __init__(self, ctx, match: Match):
        super().__init__(ctx)
        self.match = match
        self.result = match.game.result(match.state)
        self.card_height = 400

    def build(self, width: int, height: int) -> None:
        x, y, w = width // 2 - 320, 80, 640
        winners = self.result.get("winners") or []
        if winners:
            names = " and ".join(self._who(s) for s in winners)
            headline = f"{names} wins!" if len(winners) == 1 else f"{names} win!"
        else:
            headline = "A draw."
        self.label((x, y, w, 60), headline, "title")
        y += 80
        self.label((x, y, w, 30), self.result.get("summary", ""))
        y += 50
        scores = self.result.get("scores") or {}
        for name, score in scores.items():
            self.label((x + 120, y, 260, 30), str(name))
            self.label((x + 380, y, 140, 30), str(score))
            y += 34
        y += 30
        self.label((x, y, w, 24), f"{len(self.match.history)} moves played.", "hint")
        y += 44
        self.button((x, y, 200, 50), "Play again", "again", self.play_again)
        self.button((x + 220, y, 200, 50), "Look at the table", "table", self.back_to_table)
        self.button((x + 440, y, 200, 50), "Menu", "menu", self.to_menu)
        self.card_height = y + 80 - 50

    def draw_below_gui(self, surface) -> None:
        """A solid card behind the text, so the dimmed table never shows through it."""
        width = surface.get_width()
        card = pygame.Rect(width // 2 - 360, 50, 720, self.card_height)
        pygame.draw.rect(surface, BACKGROUND, card, border_radius=14)
        pygame.draw.rect(surface, (143, 181, 159), card, 2, border_radius=14)

    def _who(self, seat: int) -> str:
        """The player's name with its seat in brackets, or the seat alone when they are the same."""
        name, seat_name = self.match.player_name(seat), self.match.game.seat_name(seat)
        return name if name == seat_name else f"{name} ({seat_name})"

    def play_again(self) -> None:
        """A new match with the same seats and options, and a fresh seed."""
        from .table import open_table
        match = Match.start(self.match.game.id, self.match.players, self.match.options)
        open_table(self.ctx, match)

    def back_to_table(self) -> None:
        self.ctx.scenes.pop()

    def to_menu(self) -> None:
        self.ctx.scenes.reset(_menu(self.ctx))

    def on_escape(self) -> None:
        self.back_to_table()


def _menu(ctx):
    from .menu import MenuScene
    return MenuScene(ctx)
