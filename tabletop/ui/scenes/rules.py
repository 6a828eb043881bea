"""The rules viewer: a game's rules book, one short page at a time, over the menu or the table.

Text comes from each game's `rules_book.yaml` in its folder (see `tabletop.rules_book`).
A page's picture is drawn with the table's own GridDrawer, and its
highlights are the engine's legal targets for the selected card, never
squares copied from the file. Left/Right (or Previous/Next) turn pages;
Esc, F1 or Close go back. Opened from the table, it starts at the first page
that explains the match's current phase.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.registry import get as get_game
from tabletop.rules_book import (Illustration, RulesBook, RulesBookError, TablePicture, illustrate, load_book,
                                  page_for_phase, square_path, table_targets, table_view)

from tabletop.words import say, text
from tabletop.words.wording import localized, reason_of
from tabletop.session.view_paths import resolve

from .. import theme
from ..gui import BACKGROUND, GuiScene
from ..zones import DRAWERS
from ..zones.base import NO_MARKS, Marks, draw_panel
from ..zones.grid import COORD_MARGIN, GridDrawer

FOOTER = 76                 # button strip at the bottom
MIN_BODY, MAX_BODY = 11, 30  # body text sizes in pixels
BULLET = "•"
JAPANESE_TERM = 12          # characters: the longest opening term of a Japanese paragraph drawn bold
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE)


@dataclass(frozen=True)
class PageRects:
    """Where the parts of a page go in the window."""

    title: pygame.Rect
    text: pygame.Rect
    picture: pygame.Rect | None
    footer: pygame.Rect


def page_rects(size: tuple[int, int], with_picture: bool) -> PageRects:
    """Title strip, text panel, picture column and button strip for a window size."""
    width, height = size
    margin = max(16, width // 40)
    content = min(width - 2 * margin, max(900, int(height * 1.55)))  # wide windows: keep lines readable
    left = (width - content) // 2
    title = pygame.Rect(left, margin // 2, content, max(52, height // 11))
    footer = pygame.Rect(0, height - FOOTER, width, FOOTER)
    body = pygame.Rect(left, title.bottom + 6, content, footer.top - title.bottom - 12)
    if not with_picture:
        text_width = min(body.width, max(640, body.width * 3 // 4))
        text = pygame.Rect(body.centerx - text_width // 2, body.y, text_width, body.height)
        title.x, title.width = text.x, text.width
        return PageRects(title, text, None, footer)
    picture_width = min(body.width * 2 // 5, int(body.height * 0.66))
    picture = pygame.Rect(body.right - picture_width, body.y, picture_width, body.height)
    text = pygame.Rect(body.x, body.y, picture.left - margin - body.x, body.height)
    return PageRects(title, text, picture, footer)


def text_blocks(words: str) -> list[tuple[str, str]]:
    """Paragraphs and bullets: a blank line ends a block, '- ' starts a bullet, other lines continue."""
    blocks: list[tuple[str, str]] = []
    open_block = False
    for line in words.splitlines():
        line = line.strip()
        if not line:
            open_block = False
        elif line.startswith("- "):
            blocks.append(("bullet", line[2:].strip()))
            open_block = True
        elif open_block:
            kind, so_far = blocks[-1]
            blocks[-1] = (kind, f"{so_far} {line}")
        else:
            blocks.append(("para", line))
            open_block = True
    return blocks


@dataclass(frozen=True)
class TextLine:
    """One laid-out line: where it goes, its words, and a bold lead term ("March:") if it opens with one."""

    x: int
    y: int
    words: str
    bullet: bool = False
    lead: str = ""


def lead_term(words: str) -> str:
    """A short opening term ending in a colon ("Free placement:", "自由配置："), drawn bold; '' when none."""
    head, colon, _ = words.partition(": ")
    if colon and 0 < len(head.split()) <= 3 and head[0].isupper():
        return head + ":"
    head, colon, _ = words.partition("：")
    return head + colon if colon and 0 < len(head) <= JAPANESE_TERM and " " not in head else ""


def layout_text(blocks: list[tuple[str, str]], size: float, width: int) -> tuple[list[TextLine], int]:
    """The blocks wrapped into lines at a font size, and their total height."""
    regular = theme.font(size)
    line_height = regular.get_linesize()
    indent = regular.size(BULLET + "  ")[0]
    lines: list[TextLine] = []
    y, previous = 0, None
    for kind, words in blocks:
        if previous is not None:
            y += line_height // 4 if kind == previous == "bullet" else line_height * 3 // 5
        offset = indent if kind == "bullet" else 0
        lead = lead_term(words)
        extra = theme.width(lead, size, True) - theme.width(lead, size) if lead else 0  # room for the bold term
        for i, line in enumerate(theme.wrap(words, size, width - offset - extra)):
            lines.append(TextLine(offset, y, line, kind == "bullet" and i == 0, lead if i == 0 else ""))
            y += line_height
        previous = kind
    return lines, y


def fitting_size(blocks: list[tuple[str, str]], width: int, height: int, largest: float) -> float:
    """The largest body size (down to MIN_BODY) at which the text fits the box."""
    size = largest
    while size > MIN_BODY and layout_text(blocks, size, width)[1] > height:
        size -= 1
    return size


class RulesScene(GuiScene):
    """A game's rules book, paged, with engine-drawn example positions."""

    def __init__(self, ctx, game_id: str, page: int = 0, phase: str | None = None):
        super().__init__(ctx)
        self.game_id = game_id
        self.error = ""
        self.book: RulesBook | None = None
        try:
            self.book = load_book(game_id)
        except RulesBookError as exc:
            self.error = reason_of(exc)
        if phase is not None and self.book is not None:
            page = page_for_phase(self.book, phase)  # F1 at the table: the page for what is happening now
        self.index = max(0, min(page, self.page_count - 1))
        self.pictures: dict[int, Illustration | str] = {}
        self.cached: tuple[tuple, pygame.Surface] | None = None
        self.previous_button = self.next_button = None
        self.board_geometry = None  # where the last picture's board was drawn (tests, future clicks)

    @property
    def page_count(self) -> int:
        return len(self.book.pages) if self.book else 1

    # --- the gui ---------------------------------------------------------
    def build(self, width: int, height: int) -> None:
        y = height - FOOTER + (FOOTER - 44) // 2
        cx = width // 2
        self.previous_button = self.button((cx - 250, y, 150, 44), say("ui.rules.previous"), "previous",
                                           self.previous_page)
        self.next_button = self.button((cx + 100, y, 150, 44), say("ui.rules.next"), "next", self.next_page)
        right = page_rects((width, height), True).title.right
        self.button((right - 150, y, 150, 44), say("ui.rules.close"), "close", self.close)
        self.cached = None
        self.sync_buttons()

    def sync_buttons(self) -> None:
        """Previous and Next are only enabled when there is a page that way."""
        for element, usable in ((self.previous_button, self.index > 0),
                                (self.next_button, self.index < self.page_count - 1)):
            if element is None:
                continue
            if usable:
                element.enable()
            else:
                element.disable()

    def on_event(self, event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        if event.key in NEXT_KEYS:
            self.next_page()
        elif event.key in PREVIOUS_KEYS:
            self.previous_page()
        elif event.key == pygame.K_HOME:
            self.turn_to(0)
        elif event.key == pygame.K_END:
            self.turn_to(self.page_count - 1)
        elif event.key == pygame.K_F1:
            self.close()

    def next_page(self) -> None:
        self.turn_to(self.index + 1)

    def previous_page(self) -> None:
        self.turn_to(self.index - 1)

    def turn_to(self, index: int) -> None:
        """Show page `index` (0-based), clamped to the book."""
        index = max(0, min(index, self.page_count - 1))
        if index != self.index:
            self.index = index
            self.sync_buttons()
            self.dirty = True

    def close(self) -> None:
        if len(self.ctx.scenes.stack) > 1 and self.ctx.scenes.top is self:
            self.ctx.scenes.pop()

    # --- drawing -----------------------------------------------------------
    def draw_below_gui(self, surface: pygame.Surface) -> None:
        key = (self.index, surface.get_size())
        if self.cached is None or self.cached[0] != key:
            page = pygame.Surface(surface.get_size())
            page.fill(BACKGROUND)
            self.board_geometry = None
            self.draw_page(page)
            self.cached = (key, page)
        surface.blit(self.cached[1], (0, 0))

    def draw_page(self, surface: pygame.Surface) -> None:
        """Everything but the buttons, for the current page."""
        size = surface.get_size()
        if self.book is None:
            rects = page_rects(size, False)
            self._title(surface, rects.title, text(say("ui.menu.rules")), _game_title(self.game_id))
            self._text(surface, rects.text, text(say("ui.rules.broken", why=self.error)))
            return
        page = self.book.pages[self.index]
        rects = page_rects(size, page.example is not None or page.table is not None)
        self._title(surface, rects.title, page.title, self.book.title)
        self._text(surface, rects.text, page.text)
        if rects.picture is not None and page.table is not None:
            self._table_picture(surface, rects.picture, page.table)
        elif rects.picture is not None:
            self._picture(surface, rects.picture, self.picture(self.index), page.example.caption)
        indicator = theme.text(f"{self.index + 1} / {self.page_count}", 20, theme.INK_ON_TABLE, bold=True)
        surface.blit(indicator, indicator.get_rect(center=rects.footer.center))

    def _title(self, surface, rect: pygame.Rect, title: str, book: str) -> None:
        over = theme.text(text(say("ui.rules.over", book=book)), max(12, rect.height * 0.24), theme.INK_ON_TABLE_SOFT)
        surface.blit(over, rect.topleft)
        heading = theme.fit_text(title, rect.height * 0.5, theme.INK_ON_TABLE, rect.width, bold=True)
        surface.blit(heading, (rect.x, rect.y + over.get_height() + 2))

    def _text(self, surface, rect: pygame.Rect, words: str) -> None:
        """The page's text on a paper panel, as large as fits."""
        draw_panel(surface, rect, 1.0)
        inner = rect.inflate(-2 * max(14, rect.width // 28), -2 * max(12, rect.height // 30))
        blocks = text_blocks(words)
        largest = max(MIN_BODY, min(MAX_BODY, surface.get_height() / 31))
        size = fitting_size(blocks, inner.width, inner.height, largest)
        lines, _ = layout_text(blocks, size, inner.width)
        for line in lines:
            x, y, words = inner.x + line.x, inner.y + line.y, line.words
            if line.bullet:
                surface.blit(theme.text(BULLET, size, theme.INK, bold=True), (inner.x + 2, y))
            if line.lead and words.startswith(line.lead):
                term = theme.text(line.lead, size, theme.INK, bold=True)
                surface.blit(term, (x, y))
                x, words = x + term.get_width(), words[len(line.lead):]
            surface.blit(theme.text(words, size, theme.INK), (x, y))

    def _picture(self, surface, rect: pygame.Rect, picture: Illustration | str, caption: str) -> None:
        """The example board (left-aligned in its column), its highlights, and the caption under it."""
        size = max(MIN_BODY, min(MAX_BODY - 8, surface.get_height() / 42))
        if isinstance(picture, str):
            caption, picture = picture, None
        lines = theme.wrap(caption, size, rect.width) if caption else []
        line_height = theme.font(size).get_linesize()
        legend = picture is not None and bool(picture.selected)
        y = rect.bottom - int((len(lines) + (2.5 if legend else 0)) * line_height)
        if picture is not None:
            drawer = GridDrawer(None, None, "grid")
            board = pygame.Rect(rect.x, rect.y, rect.width, y - rect.y - 8)
            geometry = drawer.geometry(board, picture.grid)
            strip = round(geometry.square * COORD_MARGIN)
            board.width = geometry.board.width + strip + 1  # no gap left of the coordinates
            marks = Marks(selected=frozenset(square_path(s) for s in picture.selected),
                          targets=frozenset(square_path(s) for s in picture.targets))
            drawer.draw(surface, board, picture.grid, marks)
            self.board_geometry = drawer.geometry(board, picture.grid)
            y = self.board_geometry.board.bottom + strip + 8
        for line in lines:
            surface.blit(theme.text(line, size, theme.INK_ON_TABLE), (rect.x, y))
            y += line_height
        if legend:
            self._legend(surface, (rect.x, y + line_height // 3), rect.width, size * 0.9, picture)

    def _table_picture(self, surface, rect: pygame.Rect, picture: TablePicture) -> None:
        """A picture made of table zones, stacked top to bottom by their heights, and the caption under it."""
        size = max(MIN_BODY, min(MAX_BODY - 8, surface.get_height() / 42))
        line_height = theme.font(size).get_linesize()
        marks = NO_MARKS
        try:
            view = localized(table_view(self.game_id, picture))
            drawers = [DRAWERS[kind](None, None, path) for kind, path, _ in picture.zones]
            caption = picture.caption
            if picture.marks is not None:  # the engine's own clicks (after the page's selected path, if any)
                selected = frozenset({picture.select}) if picture.select else frozenset()
                marks = Marks(selected=selected, targets=table_targets(self.game_id, picture))
        except (RulesBookError, ValueError, KeyError) as exc:
            view, drawers, caption = None, [], text(say("ui.rules.no_example", why=reason_of(exc)))
        lines = theme.wrap(caption, size, rect.width) if caption else []
        room = rect.height - len(lines) * line_height - 8 * len(drawers)
        # heights are shares of the column; when they add up to less than 1 the rest stays below the caption
        total = max(1.0, sum(height for _, _, height in picture.zones))
        y = rect.y
        for drawer, (_, path, height) in zip(drawers, picture.zones):
            box = pygame.Rect(rect.x, y, rect.width, max(20, int(room * height / total)))
            drawer.draw(surface, box, resolve(view, path), marks)
            y = box.bottom + 8
        for line in lines:
            surface.blit(theme.text(line, size, theme.INK_ON_TABLE), (rect.x, y))
            y += line_height

    def _legend(self, surface, topleft: tuple[int, int], width: int, size: float,
                picture: Illustration) -> None:
        """What the colours on this picture mean, wrapping onto a second line when narrow."""
        entries = [(theme.SELECTED, text(say("ui.rules.chosen", count=len(picture.selected))))]
        kinds = {_target_kind(picture, square) for square in picture.targets}
        entries += [(theme.TARGET, text(say("ui.rules.may_go")))] * ("go" in kinds)
        entries += [(theme.ATTACK, text(say("ui.rules.may_attack")))] * ("attack" in kinds)
        x, y = topleft
        line_height = theme.font(size).get_linesize()
        for colour, words in entries:
            image = theme.text(words, size, theme.INK_ON_TABLE_SOFT)
            room = int(size) + 6 + image.get_width()
            if x > topleft[0] and x + room > topleft[0] + width:
                x, y = topleft[0], y + line_height
            swatch = pygame.Rect(x, y + (line_height - int(size)) // 2, int(size), int(size))
            pygame.draw.rect(surface, colour, swatch, max(2, int(size) // 5))
            surface.blit(image, (swatch.right + 6, y))
            x += room + int(size * 1.2)

    def picture(self, index: int) -> Illustration | str:
        """The engine's drawing data for a page (cached), or the reason it failed."""
        if index not in self.pictures:
            page = self.book.pages[index]
            try:
                self.pictures[index] = illustrate(self.game_id, page.example)
            except (RulesBookError, ValueError, KeyError) as exc:
                self.pictures[index] = text(say("ui.rules.no_example", why=reason_of(exc)))
        return self.pictures[index]


def _game_title(game_id: str) -> str:
    """The game's title for the heading, or its id when the game is unknown."""
    try:
        return text(get_game(game_id).title)
    except KeyError:
        return game_id


def _target_kind(picture: Illustration, square: str) -> str:
    """'attack' when a target holds a card of another owner than the chosen one, else 'go'."""
    def owner(name: str):
        col, row = ord(name[0]) - ord("a"), int(name[1:]) - 1
        cell = picture.grid["cells"][row][col]
        return cell.get("owner") if isinstance(cell, dict) else None
    mine = owner(picture.selected[0]) if picture.selected else None
    theirs = owner(square)
    return "attack" if theirs is not None and theirs != mine else "go"
