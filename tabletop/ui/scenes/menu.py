"""The main menu: continue the autosaved match, start a game, load, read rules, quit.

Each game is a tile with a small picture of its table, its player count and
its one-line description, laid out by `menu_layout` to fit the window.

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

from .. import table_pictures, theme
from ..gui import GuiScene, oid
from . import menu_layout

TILE = (33, 52, 42)  # a game's tile, a shade lighter than the menu behind it
TILE_EDGE = (96, 128, 110)


class MenuScene(GuiScene):
    """Title, the game list and the app's entry points."""

    def __init__(self, ctx, notice: str = ""):
        super().__init__(ctx)
        self.notice = notice
        self.resume = None  # the match Continue opens, when it is already in memory
        self.resume_label = ""  # what Continue says; empty: nothing to continue
        self.tiles: dict[str, menu_layout.Tile] = {}
        self.failed_pictures: set[str] = set()
        self.shown = False  # whether a frame of the menu was drawn yet

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
        top = menu_layout.header(width)
        self.label(top.title, "Tabletop", "title")
        self.label(top.subtitle, "Published hobby games, rules enforced — pass and play.", "subtitle")
        if self.resume_label:
            self.button(top.resume, self.resume_label, "continue", self.continue_match)
        else:  # the row keeps its place, so the games below never move when Continue appears
            self.label(top.resume, "Pick a game: New game seats the players, Rules shows how it is played.",
                       "resume_hint")
        self.button(top.load, "Load a saved game", "load", self.load)
        self.button(top.quit, "Quit", "quit", self.quit)
        games_top = top.bottom + menu_layout.GAP
        if self.notice:
            games_top = self._notice(pygame.Rect(menu_layout.MARGIN, games_top, width - 2 * menu_layout.MARGIN,
                                                 height // 4)) + menu_layout.GAP
        area = pygame.Rect(menu_layout.MARGIN, games_top, width - 2 * menu_layout.MARGIN,
                           height - games_top - menu_layout.MARGIN)
        ids = games.ids()
        self.tiles = dict(zip(ids, menu_layout.tiles(area, [_tile_text(games.get(g)) for g in ids])))
        for game_id, tile in self.tiles.items():
            self._tile(game_id, tile)

    def _notice(self, room: pygame.Rect) -> int:
        """The notice, wrapped to the window's width; returns its bottom."""
        # Height -1: the box grows to the text's lines, so a long reason is never cut; past a quarter
        # of the window it scrolls instead, so the games keep their room.
        box = UITextBox(printable(self.notice, 400), pygame.Rect(room.topleft, (room.width, -1)),
                        manager=self.manager, object_id=oid("#notice"), plain_text_display_only=True)
        if box.rect.height > room.height:
            box.kill()
            box = UITextBox(printable(self.notice, 400), room, manager=self.manager, object_id=oid("#notice"),
                            plain_text_display_only=True)
        return box.rect.bottom

    def _tile(self, game_id: str, tile: menu_layout.Tile) -> None:
        """One game: name, player count, New game and Rules beside its picture, its line under them."""
        game = games.get(game_id)
        self.label(tile.name, game.title, "tile_name")
        self.label(tile.players, _player_count(game), "tile_players")
        self.button(tile.new, "New game", f"new_{game_id}", lambda: self.new_game(game_id))
        self.button(tile.rules, "Rules", f"rules_{game_id}", lambda: self.rules(game_id))
        for words, rect in tile.lines:
            self.label(rect, words, "tagline")

    # --- the tiles' pictures ---------------------------------------------------------------
    def pictures_pending(self) -> list[str]:
        """The games whose picture is still to be drawn (and can be)."""
        return [g for g in self.tiles if not table_pictures.ready(g) and g not in self.failed_pictures]

    def busy(self) -> bool:
        return super().busy() or bool(self.pictures_pending())

    def update(self, dt: float) -> None:
        # One picture a frame, from the frame after the first: the menu shows at once and the pictures
        # arrive over the next frames.
        pending = self.pictures_pending()
        if pending and self.shown:
            try:
                table_pictures.picture(pending[0], self.tiles[pending[0]].picture.size)
            except Exception:  # noqa: BLE001 -- a table that cannot be drawn keeps a plain tile; the game says why when started
                self.failed_pictures.add(pending[0])
            self.dirty = True
        super().update(dt)

    def draw_below_gui(self, surface) -> None:
        self.shown = True
        for game_id, tile in self.tiles.items():
            pygame.draw.rect(surface, TILE, tile.rect, border_radius=10)
            pygame.draw.rect(surface, TILE_EDGE, tile.rect, 1, border_radius=10)
            pygame.draw.rect(surface, theme.TABLE, tile.picture)
            if table_pictures.ready(game_id):
                surface.blit(table_pictures.picture(game_id, tile.picture.size), tile.picture)
            pygame.draw.rect(surface, TILE_EDGE, tile.picture.inflate(2, 2), 1)

    def on_event(self, event) -> None:
        """A click on a table's picture starts a new game of it, like its New game button."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for game_id, tile in self.tiles.items():
                if tile.picture.collidepoint(event.pos):
                    self.new_game(game_id)
                    return

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

    def load(self) -> None:
        self.ctx.nav.load()

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def on_escape(self) -> None:
        """Esc on the menu does nothing: quitting is a button, never an accident."""


def _continue_label(title: str, players) -> str:
    names = " vs ".join(printable(p.name, 24) for p in players)
    return printable(f"Continue: {title} — {names}", 56)


def _player_count(game) -> str:
    """'1–10 players': how many can sit down, before anyone opens the setup."""
    low, high = game.min_players, game.max_players
    count = str(low) if low == high else f"{low}–{high}"
    return f"{count} player{'s' if high > 1 else ''}"


def _tile_text(game) -> menu_layout.TileText:
    return menu_layout.TileText(game.title, _player_count(game), game.tagline)
