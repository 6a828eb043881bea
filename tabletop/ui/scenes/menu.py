"""The main menu: continue a game in progress, start a game, load, join a table another computer hosts,
read rules, quit.

Each game is a tile with a small picture of its table, its player count and
its one-line description, laid out by `menu_layout` to fit the window.

Above the tiles, the games in progress (one autosave each, `autosaves`)
are listed most recently played first, each with its own Continue; when
more are in progress than rows fit, "More…" opens the Load screen. The menu
opens whatever the saves folder holds: it reads only each autosave's header
(a long match is replayed when the player asks for it, not at every start);
an autosave that cannot be used is moved aside, kept under a new name, and
the menu says where.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from tabletop import games
from tabletop.engine.autosaves import games_in_progress, set_aside
from tabletop.engine.datafiles import printable
from tabletop.engine.save_folder import SaveEntry
from tabletop.engine.saves import SaveError
from tabletop.lessons import available as lesson_ids
from tabletop.words import LANGUAGES, current, language, say, use
from tabletop.words.wording import reason_of, words

from .. import table_pictures, theme
from ..gui import LABEL_SLACK, GuiScene, make_manager
from ..settings import save_settings
from . import menu_layout

TILE = (33, 52, 42)  # a game's tile, a shade lighter than the menu behind it
TILE_EDGE = (96, 128, 110)
HINT = say("ui.menu.hint")


class MenuScene(GuiScene):
    """Title, the games in progress, the game list and the app's entry points."""

    def __init__(self, ctx, notice: str = ""):
        super().__init__(ctx)
        self.notice = notice
        self.playing: list[SaveEntry] = []  # the games in progress, most recently played first
        self.rows_shown = 0  # how many of them have a row (the rest are behind More…)
        self.tiles: dict[str, menu_layout.Tile] = {}
        self.page = 0  # which page of games shows, when the window is too small for all of them
        self.keep_in_view = ctx.menu_game  # until the pages are turned: the page with the game last opened
        self.pages = 1
        self.failed_pictures: set[str] = set()
        self.shown = False  # whether a frame of the menu was drawn yet
        self.lessons = set(lesson_ids())  # games with a guided first game (Learn)

    def enter(self) -> None:
        self.ctx.saver.flush()  # the table's last autosave is on disk before the menu looks at it
        self._find_games()
        super().enter()

    def _find_games(self) -> None:
        """The games in progress, from the autosaves' headers; broken ones set aside, with the reason."""
        self.playing, messages = games_in_progress(self.ctx.saves_dir, spare=self.ctx.last_autosave)
        if messages:
            self.notice = " ".join([self.notice, *map(words, messages)]).strip()

    def build(self, width: int, height: int) -> None:
        top = menu_layout.header(width, height)
        self.label(top.title, say("ui.app_name"), "title")
        self.label(top.subtitle, say("ui.menu.subtitle"), "subtitle")
        self._resume_rows(top)
        self.button(top.load, say("ui.menu.load"), "load", self.load)
        self.button(top.quit, say("ui.menu.quit"), "quit", self.quit)
        self.button(top.join, say("join.menu_button"), "join", self.join, tool_tip_text=words(say("join.menu_tip")))
        other = next(lang for lang in LANGUAGES if lang != current())
        self.button(top.language, language.NAMES[other], "language", lambda: self.speak(other))
        games_top = top.bottom + menu_layout.GAP
        if self.notice:
            games_top = self._notice(pygame.Rect(menu_layout.MARGIN, games_top, width - 2 * menu_layout.MARGIN,
                                                 height // 4)) + menu_layout.GAP
        area = pygame.Rect(menu_layout.MARGIN, games_top, width - 2 * menu_layout.MARGIN,
                           height - games_top - menu_layout.MARGIN)
        ids = games.ids()
        texts = [_tile_text(games.get(g)) for g in ids]
        count = menu_layout.per_page(area, texts)
        self.pages = -(-len(ids) // count)
        if self.keep_in_view in ids:
            self.page = ids.index(self.keep_in_view) // count
        self.page = min(self.page, self.pages - 1)
        shown = ids[self.page * count:(self.page + 1) * count]
        self.tiles = dict(zip(shown, menu_layout.page_tiles(area, texts, self.page)))
        for game_id, tile in self.tiles.items():
            self._tile(game_id, tile)
        if self.pages > 1:
            self._pager(menu_layout.pager(area), ids.index(shown[0]), len(shown), len(ids))

    def _pager(self, row: menu_layout.Pager, first: int, count: int, total: int) -> None:
        """Previous and Next, with which games of how many show (a window too small for every tile)."""
        previous = self.button(row.previous, say("ui.menu.previous"), "previous_page", lambda: self.turn_page(-1))
        following = self.button(row.next, say("ui.menu.next"), "next_page", lambda: self.turn_page(1))
        self.label(row.words, say("ui.menu.page", first=first + 1, last=first + count, total=total), "pager")
        if self.page == 0:
            previous.disable()
        if self.page == self.pages - 1:
            following.disable()

    def speak(self, lang: str) -> None:
        """Switch the whole app to `lang`, and remember the choice for the next start."""
        use(lang)
        self.ctx.settings = replace(self.ctx.settings, language=lang)
        save_settings(self.ctx.saver, self.ctx.saves_dir, self.ctx.settings)
        table_pictures.forget()  # the pictures of the tables hold words too
        self.manager = make_manager(self.ctx.size)
        self.rebuild()

    def turn_page(self, step: int) -> None:
        """Show the previous or next page of games (the mouse wheel and Page Up / Page Down do too)."""
        page = max(0, min(self.pages - 1, self.page + step))
        self.keep_in_view = None
        if page != self.page:
            self.page = page
            self.rebuild()

    def _resume_rows(self, top: menu_layout.Header) -> None:
        """A row per game in progress, as many as the reserved room holds; the hint when there is none."""
        if not self.playing:  # the rows keep their room, so the games below never move when one appears
            self.label(top.rows[0].button.union(top.rows[0].words), HINT, "resume_hint")
            self.rows_shown = 0
            return
        self.rows_shown = min(len(self.playing), len(top.rows))
        now = time.time()
        for i, (entry, row) in enumerate(zip(self.playing, top.rows)):
            self.button(row.button, say("ui.menu.continue"), f"continue_{i}", lambda e=entry: self.continue_game(e))
            self.label(row.words, resume_words(entry, row.words.width - LABEL_SLACK, now), "resume_row")
        if len(self.playing) > self.rows_shown:
            self.button(top.more, say("ui.menu.more", count=len(self.playing) - self.rows_shown), "more", self.load)

    def _notice(self, room: pygame.Rect) -> int:
        """The notice, wrapped to the window's width; past a quarter of the window it scrolls, so the
        games keep their room. Returns its bottom."""
        return self.notice_box(self.notice, room)

    def _tile(self, game_id: str, tile: menu_layout.Tile) -> None:
        """One game: name, player count, New game and Rules beside its picture, its line under them."""
        game = games.get(game_id)
        self.label(tile.name, game.title, "tile_name")
        self.label(tile.players, _player_count(game), "tile_players")
        self.button(tile.new, say("ui.menu.new_game"), f"new_{game_id}", lambda: self.new_game(game_id))
        learn = self.button(tile.learn, say("ui.menu.learn"), f"learn_{game_id}", lambda: self.learn(game_id),
                            tool_tip_text=words(say("ui.menu.learn_tip")))
        if game_id not in self.lessons:
            learn.disable()
            learn.set_tooltip(words(say("ui.menu.no_lesson")))
        self.button(tile.rules, say("ui.menu.rules"), f"rules_{game_id}", lambda: self.rules(game_id))
        for line, rect in tile.lines:
            self.label(rect, line, "tagline")

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
        """A click on a table's picture starts a new game of it, like its New game button; the wheel
        and Page Up / Page Down turn the pages of games."""
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.turn_page(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for game_id, tile in self.tiles.items():
                if tile.picture.collidepoint(event.pos):
                    self.new_game(game_id)
                    return

    def continue_game(self, entry: SaveEntry) -> None:
        """Open a game in progress: the match just left is still in memory, any other is read and replayed
        off the frame loop (the menu stays drawn under the panel that says so)."""
        ctx = self.ctx
        match = ctx.last_match if entry.path == ctx.last_autosave else None
        if match is None or match.is_over():
            ctx.nav.open_save(entry.path, entry.path, lambda exc: self.not_continued(entry, exc))
            return
        ctx.nav.table(match, autosave_to=entry.path)

    def not_continued(self, entry: SaveEntry, exc: SaveError) -> None:
        """A game in progress that cannot be read: its file is set aside (when the file is at fault) and the
        menu says why."""
        self.notice = words(set_aside(entry.path, exc.reason)) if exc.file_at_fault else reason_of(exc)
        self._find_games()
        self.rebuild()

    def new_game(self, game_id: str) -> None:
        self.ctx.menu_game = game_id
        self.ctx.nav.setup(game_id)

    def learn(self, game_id: str) -> None:
        self.ctx.menu_game = game_id
        self.ctx.nav.lesson(game_id)

    def rules(self, game_id: str) -> None:
        self.ctx.menu_game = game_id
        self.ctx.nav.rules(game_id)

    def load(self) -> None:
        self.ctx.nav.load()

    def join(self) -> None:
        """A table another computer hosts: the Join screen."""
        self.ctx.nav.join()

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def on_escape(self) -> None:
        """Esc on the menu does nothing: quitting is a button, never an accident."""


def resume_words(entry: SaveEntry, room: int, now: float) -> str:
    """A game in progress in one line of `room` pixels: 'Dice Challenge — Ann vs Ben · 12 moves · today
    14:05'; the names give way first when the line is too long."""
    if entry.named_only:  # its header lies deep in the file: known by its name until it is opened
        line = f"{printable(entry.path.stem, 60)} · {when_played(entry.modified, now)}"
        return theme.wrap(line, menu_layout.RESUME_SIZE, room, max_lines=1)[0]
    moves = "" if entry.moves is None else " · " + words(say("ui.menu.moves", count=entry.moves))
    tail = f"{moves} · {when_played(entry.modified, now)}"
    title = words(entry.title)
    head = f"{title} — "
    left = room - theme.width(head + tail, menu_layout.RESUME_SIZE)
    names = theme.wrap(entry.players, menu_layout.RESUME_SIZE, left, max_lines=1)[:1] if left > 40 else []
    return f"{head}{names[0]}{tail}" if names else f"{title}{tail}"


def when_played(seconds: float, now: float) -> str:
    """'today 14:05', 'yesterday 09:12', '3 Mar 14:05', or '3 Mar 2023' for another year."""
    then, today = time.localtime(seconds), time.localtime(now)
    days = (time.mktime(today[:3] + (0, 0, 0, 0, 0, -1)) - time.mktime(then[:3] + (0, 0, 0, 0, 0, -1))) / 86400
    clock = time.strftime("%H:%M", then)
    if round(days) == 0:
        return words(say("ui.menu.today", clock=clock))
    if round(days) == 1:
        return words(say("ui.menu.yesterday", clock=clock))
    month = words(say(f"ui.month.m{then.tm_mon}"))
    if then.tm_year == today.tm_year:
        return words(say("ui.menu.this_year", day=then.tm_mday, month=month, clock=clock))
    return words(say("ui.menu.other_year", day=then.tm_mday, month=month, year=then.tm_year))


def _player_count(game) -> str:
    """'1–10 players': how many can sit down, before anyone opens the setup."""
    low, high = game.min_players, game.max_players
    if low == high:
        return words(say("ui.menu.players", count=low))
    return words(say("ui.menu.players_range", low=low, high=high))


def _tile_text(game) -> menu_layout.TileText:
    return menu_layout.TileText(words(game.title), _player_count(game), words(game.tagline))
