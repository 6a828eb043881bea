"""The end of a match: who won and why, the scores, and 'Play again'."""

from __future__ import annotations

from tabletop.engine.match import Match

from ..gui import GuiScene


class ResultsScene(GuiScene):
    """Winner, summary, scores; play again with the same seats and options."""

    def __init__(self, ctx, match: Match):
        super().__init__(ctx)
        self.match = match
        self.result = match.game.result(match.state)

    def build(self, width: int, height: int) -> None:
        x, y, w = width // 2 - 320, 80, 640
        winners = self.result.get("winners") or []
        if winners:
            names = " and ".join(self.match.player_name(s) for s in winners)
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
