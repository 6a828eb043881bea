"""The main menu: continue the autosaved match, start a game, load, read rules, quit."""

from __future__ import annotations

import pygame

from tabletop import games
from tabletop.engine.saves import SaveError, autosave_path, read_save

from ..gui import GuiScene


class MenuScene(GuiScene):
    """Title, the game list and the app's entry points."""

    def __init__(self, ctx, notice: str = ""):
        super().__init__(ctx)
        self.notice = notice
        self.resume = None

    def enter(self) -> None:
        self.resume = self._autosaved_match()
        super().enter()

    def _autosaved_match(self):
        """The autosaved match if it loads and is still going; problems become a notice."""
        path = autosave_path()
        if not path.exists():
            return None
        try:
            match = read_save(path)
        except SaveError as exc:
            self.notice = f"The last game could not be restored: {exc}"
            return None
        return None if match.is_over() else match

    def build(self, width: int, height: int) -> None:
        cx, y = width // 2, 60
        self.label((cx - 300, y, 600, 60), "Tabletop", "title")
        self.label((cx - 300, y + 60, 600, 30), "Published hobby games, rules enforced — pass and play.", "hint")
        y += 120
        if self.resume is not None:
            names = " vs ".join(p.name for p in self.resume.players)
            text = f"Continue: {self.resume.game.title} — {names}"
            self.button((cx - 260, y, 520, 50), text, "continue", self.continue_match)
            y += 70
        self.label((cx - 260, y, 520, 30), "New game", "heading")
        y += 40
        ids = games.ids()
        columns = 1 if len(ids) <= 5 else 2  # two columns keep nine games on one screen
        rows = -(-len(ids) // columns)
        left = cx - 260 if columns == 1 else cx - 540
        for i, game_id in enumerate(ids):
            gx, gy = left + (i // rows) * 560, y + (i % rows) * 54
            self.button((gx, gy, 360, 44), _title_with_players(games.get(game_id)), f"new_{game_id}",
                        lambda g=game_id: self.new_game(g))
            self.button((gx + 370, gy, 150, 44), "Rules", f"rules_{game_id}",
                        lambda g=game_id: self.rules(g))
        y += rows * 54 + 16
        self.button((cx - 260, y, 250, 44), "Load a saved game", "load", self.load)
        self.button((cx + 10, y, 250, 44), "Quit", "quit", self.quit)
        if self.notice:
            self.label((40, height - 50, width - 80, 30), self.notice, "error")

    def continue_match(self) -> None:
        from .table import open_table
        open_table(self.ctx, self.resume)

    def new_game(self, game_id: str) -> None:
        from .setup import SetupScene
        self.ctx.scenes.push(SetupScene(self.ctx, game_id))

    def rules(self, game_id: str) -> None:
        from .rules import RulesScene
        self.ctx.scenes.push(RulesScene(self.ctx, game_id))

    def load(self) -> None:
        from .saveload import LoadScene
        self.ctx.scenes.push(LoadScene(self.ctx))

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def on_escape(self) -> None:
        """Esc on the menu does nothing: quitting is a button, never an accident."""


def _title_with_players(game) -> str:
    """'Chains (1-10 players)': how many can sit down, before anyone opens the setup."""
    low, high = game.min_players, game.max_players
    count = str(low) if low == high else f"{low}–{high}"
    return f"{game.title} ({count} player{'s' if high > 1 else ''})"
