"""The main menu: continue the autosaved match, start a game, load, read rules, quit.

The menu opens whatever the saves folder holds. It reads only the autosave's
header to offer Continue (a long match is replayed when the player asks for
it, not at every start); an autosave that cannot be used is moved aside,
kept under a new name, and the menu says where.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from tabletop import games
from tabletop.engine.datafiles import printable
from tabletop.engine.save_folder import move_aside
from tabletop.engine.saves import SaveError, autosave_path, read_header, read_save

from ..gui import GuiScene, oid


class MenuScene(GuiScene):
    """Title, the game list and the app's entry points."""

    def __init__(self, ctx, notice: str = ""):
        super().__init__(ctx)
        self.notice = notice
        self.resume = None  # the match Continue opens, when it is already in memory
        self.resume_label = ""  # what Continue says; empty: nothing to continue

    def enter(self) -> None:
        self.ctx.saver.flush()  # the table's last autosave is on disk before the menu looks at it
        self._find_resumable()
        super().enter()

    def _find_resumable(self) -> None:
        """What Continue offers: the match just left, else the autosave's header."""
        self.resume, self.resume_label = None, ""
        last = self.ctx.last_match
        if last is not None:
            if not last.is_over():
                self.resume, self.resume_label = last, _continue_label(last.game.title, last.players)
            return
        path = autosave_path()
        try:
            if not path.exists():
                return
        except OSError as exc:  # a folder this user may not look into
            folder = printable(path.parent, 80)
            self.notice = f"The saves folder {folder} cannot be read ({exc.strerror or exc}): games will not be saved."
            return
        try:
            header = read_header(path)
        except SaveError as exc:
            self._set_aside(str(exc))
            return
        if not header["over"]:
            self.resume_label = _continue_label(header["game"].title, header["players"])

    def _set_aside(self, reason: str) -> None:
        """Keep a broken autosave under another name so it never blocks a start again."""
        kept = move_aside(autosave_path())
        where = f" It was kept as {kept.name}." if kept else ""
        self.notice = f"The last game could not be restored: {reason}{where}"
        self.resume, self.resume_label = None, ""

    def build(self, width: int, height: int) -> None:
        cx, y = width // 2, 60
        self.label((cx - 300, y, 600, 60), "Tabletop", "title")
        self.label((cx - 300, y + 60, 600, 30), "Published hobby games, rules enforced — pass and play.", "hint")
        y += 120
        if self.resume_label:
            self.button((cx - 260, y, 520, 50), self.resume_label, "continue", self.continue_match)
            y += 70
        self.label((cx - 260, y, 520, 30), "New game", "heading")
        y += 40
        ids = games.ids()
        columns = 1 if len(ids) <= 5 else 2  # two columns keep nine games on one screen
        rows = -(-len(ids) // columns)
        column = min(560, (width - 40) // columns)  # narrower columns on a small window, never off screen
        left = cx - (column * columns - 40) // 2
        for i, game_id in enumerate(ids):
            gx, gy = left + (i // rows) * column, y + (i % rows) * 54
            self.button((gx, gy, column - 230, 44), _title_with_players(games.get(game_id)), f"new_{game_id}",
                        lambda g=game_id: self.new_game(g))
            self.button((gx + column - 222, gy, 88, 44), "Learn", f"learn_{game_id}",
                        lambda g=game_id: self.learn(g))
            self.button((gx + column - 126, gy, 86, 44), "Rules", f"rules_{game_id}",
                        lambda g=game_id: self.rules(g))
        y += rows * 54 + 16
        self.button((cx - 260, y, 250, 44), "Load a saved game", "load", self.load)
        self.button((cx + 10, y, 250, 44), "Quit", "quit", self.quit)
        if self.notice:
            top = min(y + 60, height - 120)
            # Height -1: the box grows to the text's lines, so a long reason is never cut.
            UITextBox(printable(self.notice, 400), pygame.Rect(40, top, width - 80, -1),
                      manager=self.manager, object_id=oid("#notice"), plain_text_display_only=True)

    def continue_match(self) -> None:
        match = self.resume
        if match is None:
            try:
                match = read_save(autosave_path())
            except SaveError as exc:
                if exc.file_at_fault:
                    self._set_aside(str(exc))
                else:
                    self.notice = str(exc)
                self.rebuild()
                return
        self.ctx.nav.table(match)

    def new_game(self, game_id: str) -> None:
        self.ctx.nav.setup(game_id)

    def rules(self, game_id: str) -> None:
        self.ctx.nav.rules(game_id)

    def learn(self, game_id: str) -> None:
        self.ctx.nav.lesson(game_id)

    def load(self) -> None:
        self.ctx.nav.load()

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def on_escape(self) -> None:
        """Esc on the menu does nothing: quitting is a button, never an accident."""


def _continue_label(title: str, players) -> str:
    names = " vs ".join(printable(p.name, 24) for p in players)
    return printable(f"Continue: {title} — {names}", 56)


def _title_with_players(game) -> str:
    """'Chains (1-10 players)': how many can sit down, before anyone opens the setup."""
    low, high = game.min_players, game.max_players
    count = str(low) if low == high else f"{low}–{high}"
    return f"{game.title} ({count} player{'s' if high > 1 else ''})"
