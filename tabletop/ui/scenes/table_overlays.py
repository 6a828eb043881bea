"""Things drawn over the table: the message bar (with a spinner while work goes on), the 'which move?'
choice box and the catch-up panel (the moves a person missed)."""

from __future__ import annotations

from typing import Sequence

import pygame

from tabletop.engine.game import Move
from tabletop.engine.words import Text
from tabletop.words import say

from .. import theme
from ..wording import words as in_words
from ..zones.base import spinner
from ..zones.log import PAD as LOG_PAD, TEXT as LOG_TEXT, TITLE as LOG_TITLE, LogDrawer, draw_line, entry_lines

ROW_HEIGHT = 44
BOX_WIDTH = 560
MESSAGE_LINES = 5  # a broken save's reason with its file's name takes three at the smallest window
CATCH_UP_SHARE = 0.7  # of the table's height: the most the catch-up panel covers
CATCH_UP_FOOTER = say("ui.catch_up.footer")


def draw_message(surface: pygame.Surface, canvas: pygame.Rect, words: str, error: bool,
                 spin: float | None = None, area: pygame.Rect | None = None) -> pygame.Rect | None:
    """A banner along the bottom of the table, on as many lines as it takes (up to MESSAGE_LINES, more
    than any reason the app gives needs): a refusal in red, a notice in ink; with `spin` (an angle), a
    turning arc at its start says the words are about work still going on. With `area` (a layout's place
    for messages, where they cover no seat's cards) it hangs from the top of that area instead, on as
    many lines as the area holds. Returns the banner's rect (None without words)."""
    if not words:
        return None
    size = max(14, canvas.height // 42) if area is None else max(12, canvas.height // 50)  # its own area: as a panel's
    colour = theme.CARD_RED if error else theme.INK
    room = size * 2 if spin is not None else 0
    place = area if area is not None else canvas
    margin = 80 if area is None else 36  # the banner (its words and 28 of frame) inside the area
    most = MESSAGE_LINES if area is None else max(1, (area.height - 24) // theme.font(size, error).get_linesize())
    lines = theme.wrap(words, size, place.width - margin - room, bold=error, max_lines=most)
    images = [theme.text(line, size, colour, error) for line in lines]
    width, height = max(i.get_width() for i in images), sum(i.get_height() for i in images)
    box = pygame.Rect(0, 0, width + room, height).inflate(28, 14)
    if area is None:
        box.midbottom = (canvas.centerx, canvas.bottom - 10)
    else:
        box.midtop = (area.centerx, area.top + 10)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    pygame.draw.rect(surface, theme.CARD_RED if error else theme.PANEL_EDGE, box, 2, border_radius=8)
    if spin is not None:
        spinner(surface, (box.left + 14 + size * 0.8, box.centery), size * 0.5, spin, colour)
    y = box.top + 7
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx + room // 2, y)))
        y += image.get_height()
    return box


class ChoiceBox:
    """A list of moves that share the same clicks; the player picks one.

    With `title` and `labels` it also serves as a confirmation: the rows may
    carry any words, and a row whose move is None cancels.
    """

    def __init__(self, moves: Sequence[Move | None], window: tuple[int, int],
                 title: Text = say("ui.table.which_title"), labels: Sequence[Text] | None = None,
                 confirms: bool = False):
        self.moves = list(moves)
        shown = labels if labels is not None else [m.label or str(m) for m in self.moves]
        self.labels = [in_words(label) for label in shown]
        self.confirms = confirms  # True: the picked move was already confirmed by the player
        # Wide enough for the longest row (long move labels are not cut short), within the window.
        widest = max((theme.width(words, 18) for words in self.labels), default=0)
        width = max(BOX_WIDTH, min(widest + 48, window[0] - 40))
        self.title_lines = theme.wrap(in_words(title), 22, width - 32, bold=True)
        top = 30 * len(self.title_lines) + 14
        height = top + ROW_HEIGHT * len(self.moves) + 12
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (window[0] // 2, window[1] // 2)
        self.rows = [pygame.Rect(self.rect.x + 12, self.rect.y + top + i * ROW_HEIGHT,
                                 width - 24, ROW_HEIGHT - 6) for i in range(len(self.moves))]

    def pick(self, pos) -> Move | None:
        """The move under the point, or None (a click outside cancels)."""
        for row, move in zip(self.rows, self.moves):
            if row.collidepoint(pos):
                return move
        return None

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 2, border_radius=10)
        for i, line in enumerate(self.title_lines):
            surface.blit(theme.text(line, 22, theme.INK, bold=True), (self.rect.x + 16, self.rect.y + 10 + 30 * i))
        mouse = pygame.mouse.get_pos()
        for row, words in zip(self.rows, self.labels):
            fill = theme.BUTTON_HOVER if row.collidepoint(mouse) else theme.BUTTON
            pygame.draw.rect(surface, fill, row, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, row, 1, border_radius=6)
            label = theme.fit_text(words, 18, theme.INK, row.width - 20)
            surface.blit(label, label.get_rect(midleft=(row.x + 10, row.centery)))


def draw_catch_up(surface: pygame.Surface, log: pygame.Rect, canvas: pygame.Rect, scale: float, heading: str,
                  entries: Sequence, first: int, share: float = CATCH_UP_SHARE) -> pygame.Rect:
    """The moves a person missed, over the log zone `log` and grown upwards as far as they need (up to
    CATCH_UP_SHARE of the table), numbered as in the log; returns the panel's rect. When even that room
    is too small, the oldest entries give way to a line saying how many are left out. `share`: the most
    of the table's height it may cover."""
    pad, size = max(4, round(LOG_PAD * scale)), LOG_TEXT * scale
    inner_w = log.width - 2 * pad
    line_h = theme.font(size).get_linesize()
    top_lines = theme.wrap(heading, LOG_TITLE * scale, inner_w, bold=True)
    foot_lines = theme.wrap(in_words(CATCH_UP_FOOTER), size, inner_w)
    title_h = theme.font(LOG_TITLE * scale, True).get_linesize()
    fixed = 2 * pad + len(top_lines) * title_h + (len(foot_lines) + 1) * line_h
    tallest = min(log.bottom - canvas.top - pad, round(canvas.height * share))
    shown, left_out = _entries_that_fit(list(entries), first, inner_w, size, (tallest - fixed) // line_h)
    lines = ([(in_words(say("ui.catch_up.left_out", count=left_out)), None)] if left_out else []) + shown
    height = max(min(log.height, tallest), fixed + len(lines) * line_h)
    panel = pygame.Rect(log.left, log.bottom - height, log.width, height)
    radius = max(4, int(8 * scale))
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=radius)
    pygame.draw.rect(surface, theme.LAST, panel, max(2, round(3 * scale)), border_radius=radius)
    x, y = panel.x + pad, panel.y + pad
    for words in top_lines:
        surface.blit(theme.text(words, LOG_TITLE * scale, theme.INK, bold=True), (x, y))
        y += title_h
    for words, line in lines:
        if line is None:
            surface.blit(theme.text(words, size, theme.INK_SOFT), (x, y))
        else:
            draw_line(surface, (x, y), line, size)
        y += line_h
    y = panel.bottom - pad - len(foot_lines) * line_h
    for words in foot_lines:
        surface.blit(theme.text(words, size, theme.INK_SOFT), (x, y))
        y += line_h
    return panel


def _entries_that_fit(entries: list, first: int, width: int, size: float, room: int) -> tuple[list, int]:
    """The newest whole entries whose lines fit in `room` lines (one kept for the 'earlier' line when
    some are left out), as (words, LogLine) pairs; and how many entries were left out."""
    drawer = LogDrawer()
    per_entry = [drawer.log_lines([entry], width, size, first + i) for i, entry in enumerate(entries)]
    for line_list in per_entry:  # every entry counts as the newest of its own list: draw them all alike
        line_list[:] = [line._replace(newest=False) for line in line_list]
    if not per_entry:
        return [], 0
    per_entry[-1][:] = [line._replace(newest=True) for line in per_entry[-1]]  # the last move stands out
    kept, used = [], 0
    for index in range(len(per_entry) - 1, -1, -1):
        need = len(per_entry[index]) + (1 if index > 0 else 0)  # a left-out line for those before it
        if used + need > room and kept:
            break
        if need > room:  # the newest alone is longer than the panel: read from its start, its end cut
            most = max(1, room - (1 if index > 0 else 0))
            per_entry[index] = entry_lines(entries[index], first + index + 1, True, width, size, most)
        kept.insert(0, index)
        used += len(per_entry[index])
    left_out = kept[0] if kept else len(entries)
    return [(line.words, line) for index in kept for line in per_entry[index]], left_out


class OptionsBox(ChoiceBox):
    """The table's switches (sound, warnings, forced moves...) as rows of one box: a row flips its switch
    and the box stays open with the new state, so the button column keeps room for the game's own moves."""

    def __init__(self, rows: Sequence[tuple[str, str]], window: tuple[int, int]):
        super().__init__([name for name, _ in rows] + [None], window,
                         title=say("ui.options_title"), labels=[label for _, label in rows] + [say("ui.close")])
