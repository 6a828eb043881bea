"""Where the menu's parts go: the header, the rows of games in progress, and a grid of game tiles below.

Geometry only: the menu scene puts its elements on these rects, and tests
check them. The rows of games in progress are reserved whether or not there
is a game to continue (two in a small window, up to four in a tall one), so
nothing below them moves when one appears.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.words import say
from tabletop.words.wording import words

from .. import theme
from ..gui import LABEL_SLACK
from ..table_pictures import ASPECT, DRAWN_SIZE

MARGIN = 24
GAP = 16
TITLE_TOP, TITLE_H = 16, 56
ROW_H = 36  # a row of games in progress; Load and Quit sit at the right of the first
ROW_GAP = 6
LOAD_W, QUIT_W = 210, 110
CONTINUE_W = 110  # a game in progress's Continue button, its words beside it
CONTINUE_MAX_W = 900
LANGUAGE_W = 110  # the button that switches between English and 日本語
RESUME_SIZE = 15  # the font of #resume_row in gui_theme.json
PAD = 12  # inside a tile
NAME_H = 28
PLAYERS_SIZE = 14  # the fonts of #tile_players and #tagline in gui_theme.json
TAGLINE_SIZE = 14
LINE_H = 19
BUTTON_W, BUTTON_H = 116, 36
BUTTONS_H = 2 * BUTTON_H + 8  # New game over Learn and Rules side by side
MIN_TILE_W = 2 * PAD + GAP + BUTTON_W + round(BUTTONS_H * ASPECT)  # a picture no lower than its buttons
MIN_PICTURE_H = BUTTONS_H  # below this a table's picture says nothing: the games go on pages instead
PAGER_H = 36  # the row of Previous, "Games 1-6 of 10" and Next under the tiles of a paged menu
PAGER_BUTTON_W = 130


@dataclass(frozen=True)
class ResumeRow:
    """One game in progress: its Continue button and the words that say which game it is."""

    button: pygame.Rect
    words: pygame.Rect


@dataclass(frozen=True)
class Header:
    """The title row, the rows of games in progress (or the hint in the first), Load and Quit at the
    right of the first row, "More…" under Load when more games are in progress than rows, and Join (a
    table another computer hosts) under Quit."""

    title: pygame.Rect
    subtitle: pygame.Rect
    language: pygame.Rect  # the other language's name, at the right of the title row
    resume: pygame.Rect  # the room reserved for the rows
    rows: tuple[ResumeRow, ...]
    load: pygame.Rect
    quit: pygame.Rect
    more: pygame.Rect
    join: pygame.Rect

    @property
    def bottom(self) -> int:
        return self.resume.bottom


def resume_rows(height: int) -> int:
    """How many games in progress the menu lists in a window `height` pixels tall."""
    return 2 if height < 760 else 3 if height < 1000 else 4


def header(width: int, height: int) -> Header:
    """The header for a window of `width` x `height` pixels."""
    title_w = theme.width(words(say("ui.app_name")), 44, bold=True) + LABEL_SLACK
    title = pygame.Rect(MARGIN, TITLE_TOP, title_w, TITLE_H)
    # The subtitle sits on the title's lower half, so the two read as one line.
    language = pygame.Rect(width - MARGIN - LANGUAGE_W, TITLE_TOP + (TITLE_H - ROW_H) // 2, LANGUAGE_W, ROW_H)
    subtitle = pygame.Rect(title.right + GAP, TITLE_TOP + TITLE_H // 2, language.left - title.right - 2 * GAP,
                           TITLE_H // 2)
    y = title.bottom + 8
    quit_ = pygame.Rect(width - MARGIN - QUIT_W, y, QUIT_W, ROW_H)
    load = pygame.Rect(quit_.left - GAP - LOAD_W, y, LOAD_W, ROW_H)
    count = resume_rows(height)
    resume = pygame.Rect(MARGIN, y, min(CONTINUE_MAX_W, load.left - GAP - MARGIN),
                         count * ROW_H + (count - 1) * ROW_GAP)
    rows = []
    for i in range(count):
        button = pygame.Rect(MARGIN, y + i * (ROW_H + ROW_GAP), CONTINUE_W, ROW_H)
        rows.append(ResumeRow(button, pygame.Rect(button.right + 10, button.top, resume.right - button.right - 10,
                                                  ROW_H)))
    more = pygame.Rect(load.left, load.bottom + ROW_GAP, LOAD_W, ROW_H)
    join = pygame.Rect(quit_.left, quit_.bottom + ROW_GAP, QUIT_W, ROW_H)
    return Header(title, subtitle, language, resume, tuple(rows), load, quit_, more, join)


@dataclass(frozen=True)
class Tile:
    """One game on the menu: its name and player count, its table's picture beside New game, Learn and
    Rules, and its one-line description wrapped under them."""

    rect: pygame.Rect
    name: pygame.Rect
    players: pygame.Rect
    picture: pygame.Rect
    new: pygame.Rect
    learn: pygame.Rect
    rules: pygame.Rect
    lines: tuple[tuple[str, pygame.Rect], ...]


@dataclass(frozen=True)
class TileText:
    """What a tile says: the words decide how much room it needs."""

    name: str
    players: str
    tagline: str


def tiles(area: pygame.Rect, texts: list[TileText]) -> list[Tile]:
    """Tiles from the top of `area`, centred across it, in the column count that gives the largest
    pictures among those that fit (or, in a window too small for any, the one that overflows least)."""
    if not texts:
        return []
    return _placed(area, texts, _best_grid(area, texts))


@dataclass(frozen=True)
class Pager:
    """The row under a paged menu's tiles: Previous, which games are shown, Next."""

    previous: pygame.Rect
    words: pygame.Rect
    next: pygame.Rect


def per_page(area: pygame.Rect, texts: list[TileText]) -> int:
    """How many tiles one page shows: all of them when they fit with pictures worth drawing, else the
    most that fit above the pager row (at least one)."""
    if _fits(area, texts):
        return len(texts)
    room = pygame.Rect(area.left, area.top, area.width, area.height - PAGER_H - GAP)
    count = len(texts) - 1
    while count > 1 and not _fits(room, texts, count):
        count -= 1
    return max(1, count)


def page_tiles(area: pygame.Rect, texts: list[TileText], page: int) -> list[Tile]:
    """The tiles of page `page` (from 0), all pages sized alike so nothing moves when the page turns."""
    count = per_page(area, texts)
    if count >= len(texts):
        return tiles(area, texts)
    room = pygame.Rect(area.left, area.top, area.width, area.height - PAGER_H - GAP)
    grid = _best_grid(room, texts, count)
    return _placed(room, texts[page * count:(page + 1) * count], grid)


def pager(area: pygame.Rect) -> Pager:
    """The pager row at the foot of `area`, centred."""
    y = area.bottom - PAGER_H
    words_w = min(260, area.width - 2 * (PAGER_BUTTON_W + GAP))
    left = area.centerx - words_w // 2 - GAP - PAGER_BUTTON_W
    previous = pygame.Rect(left, y, PAGER_BUTTON_W, PAGER_H)
    words = pygame.Rect(previous.right + GAP, y, words_w, PAGER_H)
    return Pager(previous, words, pygame.Rect(words.right + GAP, y, PAGER_BUTTON_W, PAGER_H))


def _fits(area: pygame.Rect, texts: list[TileText], count: int | None = None) -> bool:
    grid = _best_grid(area, texts, count)
    return grid.overflow == 0 and grid.picture_h >= MIN_PICTURE_H


def _best_grid(area: pygame.Rect, texts: list[TileText], count: int | None = None) -> "_Grid":
    """The grid for `count` tiles (all by default); every text's description decides the tiles' room,
    so that the pages of a paged menu share one size."""
    count = len(texts) if count is None else count
    grids = [_grid(area, texts, columns, count) for columns in range(1, count + 1)]
    grids = [g for g in grids if g.tile_w >= MIN_TILE_W] or grids[:1]
    return max(grids, key=lambda g: (-g.overflow, g.picture_h, -g.columns))


def _placed(area: pygame.Rect, texts: list[TileText], grid: "_Grid") -> list[Tile]:
    left = area.left + max(0, (area.width - grid.columns * grid.tile_w - (grid.columns - 1) * GAP) // 2)
    top = area.top  # right under the header: a gap there would cut the games off from the rest
    out = []
    for i, text in enumerate(texts):
        x = left + (i % grid.columns) * (grid.tile_w + GAP)
        y = top + (i // grid.columns) * (grid.tile_h + GAP)
        out.append(_tile(pygame.Rect(x, y, grid.tile_w, grid.tile_h), text, grid.picture_h))
    return out


@dataclass(frozen=True)
class _Grid:
    columns: int
    tile_w: int
    tile_h: int
    picture_h: int
    overflow: int  # pixels the tiles would reach below the area


def _grid(area: pygame.Rect, texts: list[TileText], columns: int, count: int) -> _Grid:
    """`count` tiles' sizes in `columns` columns: the widest description decides the room left for pictures."""
    rows = -(-count // columns)
    tile_w = (area.width - (columns - 1) * GAP) // columns
    fixed = _fixed_height(max(len(tagline_lines(t.tagline, tile_w)) for t in texts))
    room_h = (area.height - (rows - 1) * GAP) // rows - fixed
    room_w = tile_w - 2 * PAD - GAP - BUTTON_W
    picture_h = max(0, min(room_h, int(room_w / ASPECT), DRAWN_SIZE[1]))
    tile_h = fixed + max(picture_h, BUTTONS_H)
    overflow = max(0, rows * tile_h + (rows - 1) * GAP - area.height)
    return _Grid(columns, tile_w, tile_h, picture_h, overflow)


def _fixed_height(lines: int) -> int:
    """A tile's height apart from the picture row."""
    return 2 * PAD + NAME_H + 6 + 6 + lines * LINE_H


def tagline_lines(tagline: str, tile_w: int) -> list[str]:
    """The description wrapped to a tile's width, never cut short."""
    return theme.wrap(tagline, TAGLINE_SIZE, tile_w - 2 * PAD - LABEL_SLACK)


def _tile(rect: pygame.Rect, text: TileText, picture_h: int) -> Tile:
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    players_w = theme.width(text.players, PLAYERS_SIZE) + LABEL_SLACK
    players = pygame.Rect(inner.right - players_w, inner.top, players_w, NAME_H)
    name = pygame.Rect(inner.left, inner.top, players.left - inner.left - GAP, NAME_H)
    middle_top, middle_h = name.bottom + 6, max(picture_h, BUTTONS_H)
    picture_w = int(picture_h * ASPECT)
    group_left = inner.left + (inner.width - picture_w - GAP - BUTTON_W) // 2  # picture and buttons centred
    picture = pygame.Rect(group_left, middle_top + (middle_h - picture_h) // 2, picture_w, picture_h)
    buttons_top = middle_top + (middle_h - BUTTONS_H) // 2
    new = pygame.Rect(picture.right + GAP, buttons_top, BUTTON_W, BUTTON_H)
    half = (BUTTON_W - 6) // 2
    learn = pygame.Rect(new.left, new.bottom + 8, half, BUTTON_H)
    rules = pygame.Rect(new.right - half, new.bottom + 8, half, BUTTON_H)
    y = middle_top + middle_h + 6
    words = tagline_lines(text.tagline, rect.width)
    placed = tuple((line, pygame.Rect(inner.left, y + i * LINE_H, inner.width, LINE_H)) for i, line in enumerate(words))
    return Tile(rect, name, players, picture, new, learn, rules, placed)
