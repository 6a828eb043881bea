"""Things drawn over the table: the message bar (with a spinner while work goes on), the 'which move?'
choice box and the catch-up panel (the moves a person missed).

The message and the catch-up are the table's words: they keep to the room the layout gives words (the
log, under its heading, or a layout's own `message` area) and never cover a button, a seat's panel or
another zone; when the room is short they give way visibly (a line ending in an ellipsis after a whole
word, "…N earlier moves left out"), never by running over something else."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from tabletop.engine.game import Move
from tabletop.engine.words import Text
from tabletop.words import say
from tabletop.words.wording import words as in_words

from .. import theme
from ..zones.base import spinner
from ..zones.log import PAD as LOG_PAD, TEXT as LOG_TEXT, TITLE as LOG_TITLE, LogDrawer, draw_line

ROW_HEIGHT = 44
BOX_WIDTH = 560
MESSAGE_LINES = 5  # along the bottom (a layout that names no room for words): a broken save's reason takes three
MESSAGE_FRAME = (28, 14)  # pixels the message's box adds round its words, across and down
MESSAGE_INSET = 4  # pixels between the message's box and the sides of its area
WIDE = 0x2E80  # from here on, characters a line may break beside (Japanese, Chinese)
CATCH_UP_FOOTER = say("ui.catch_up.footer")


def talk_gap(scale: float) -> int:
    """Pixels between the log's heading, the message and the catch-up panel in one room."""
    return max(2, round(4 * scale))


def talk_rooms(log: tuple | None, own: pygame.Rect | None,
               scale: float) -> tuple[pygame.Rect | None, pygame.Rect | None]:
    """(the message's room, the catch-up's room) in the window: the layout's `own` message area, else
    the log (its rect and drawer first) under its heading; the catch-up in the log, else in that area.
    None where the layout names neither (the message then lies along the bottom of the table)."""
    body = None
    if log is not None:
        rect, drawer = log[:2]
        top = drawer.heading(rect).bottom + talk_gap(scale)
        body = pygame.Rect(rect.left, top, rect.width, rect.bottom - top)
    return own or body, body or own


def message_room(room: pygame.Rect, scale: float) -> int:
    """The most pixels the message takes of a room it shares with the catch-up: all it needs to be read
    whole (a hint, a refusal: what the person just asked for or did), as long as the catch-up keeps a
    line of its heading and one of the newest move; the catch-up's other lines give way first."""
    return room.height - talk_gap(scale) - catch_up_smallest(scale)


def room_below(room: pygame.Rect, message: pygame.Rect, scale: float) -> pygame.Rect:
    """What is left of a shared room under the message: the catch-up's."""
    below = message.bottom + talk_gap(scale)
    return pygame.Rect(room.left, below, room.width, room.bottom - below)


@dataclass(frozen=True)
class Message:
    """The message laid out: its box, its lines and how they are drawn."""

    rect: pygame.Rect
    lines: tuple[str, ...]
    size: int
    error: bool
    spin: float | None

    def draw(self, surface: pygame.Surface) -> None:
        colour = theme.CARD_RED if self.error else theme.INK
        turn = self.size * 2 if self.spin is not None else 0
        box = self.rect
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, theme.CARD_RED if self.error else theme.PANEL_EDGE, box, 2, border_radius=8)
        if self.spin is not None:
            spinner(surface, (box.left + 14 + self.size * 0.8, box.centery), self.size * 0.5, self.spin, colour)
        y = box.top + MESSAGE_FRAME[1] // 2
        for line in self.lines:
            image = theme.text(line, self.size, colour, self.error)
            surface.blit(image, image.get_rect(midtop=(box.centerx + turn // 2, y)))
            y += image.get_height()


def lay_message(canvas: pygame.Rect, words: str, error: bool, spin: float | None = None,
                area: pygame.Rect | None = None, room: int | None = None) -> Message | None:
    """The table's one sentence now: a refusal in red, a notice in ink; with `spin` (an angle), a turning
    arc at its start says the words are about work still going on. With `area` (the room a layout gives
    the table's words: its log under the heading, or an area of its own) it hangs from the top of that
    area, at most `room` pixels tall (default: the whole area), on as many lines as that holds; words
    that need more give way with an ellipsis after the last whole word that fits. Without `area` it
    lies along the bottom of the table on up to MESSAGE_LINES lines. None without words."""
    if not words:
        return None
    size = max(14, canvas.height // 42) if area is None else max(12, canvas.height // 50)  # its own area: as a panel's
    turn = size * 2 if spin is not None else 0
    across, down = MESSAGE_FRAME
    width = canvas.width - 80 if area is None else area.width - 2 * MESSAGE_INSET - across
    line = theme.text("", size, theme.INK, error).get_height()
    gap = talk_gap(canvas.height / 800)
    tall = 0 if area is None else area.height if room is None else min(room, area.height)
    most = MESSAGE_LINES if area is None else max(1, (tall - gap - down) // line)
    lines = given_way(words, size, width - turn, error, most)
    images = [theme.text(text_line, size, theme.INK, error) for text_line in lines]
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + turn, sum(i.get_height() for i in images))
    box.inflate_ip(across, down)
    if area is None:
        box.midbottom = (canvas.centerx, canvas.bottom - 10)
    else:
        box.midtop = (area.centerx, area.top + gap)
    return Message(box, tuple(lines), size, error, spin)


def draw_message(surface: pygame.Surface, canvas: pygame.Rect, words: str, error: bool,
                 spin: float | None = None, area: pygame.Rect | None = None,
                 room: int | None = None) -> pygame.Rect | None:
    """The message laid out (`lay_message`) and drawn; returns its box (None without words)."""
    message = lay_message(canvas, words, error, spin, area, room)
    if message is None:
        return None
    message.draw(surface)
    return message.rect


def given_way(words: str, size: float, width: int, bold: bool, most: int) -> list[str]:
    """`words` wrapped to `width`; when they need more than `most` lines, the longest start of them that
    ends after a whole word (in Japanese, which has no spaces, after a whole character) and fits in `most`
    lines with an ellipsis after it: the words give way visibly and none is cut in half."""
    most = max(1, most)
    lines = theme.wrap(words, size, width, bold=bold)
    if len(lines) <= most:
        return lines
    reach = min(len(words), sum(len(line) + 1 for line in lines[:most]))  # no longer start fits
    ends = [at for at in range(1, reach) if _word_ends(words, at)]
    low, high, best = 0, len(ends) - 1, None
    while low <= high:  # a longer start never takes fewer lines: halve the ends tried
        middle = (low + high) // 2
        shown = theme.wrap(_cut(words[:ends[middle]]) + theme.ELLIPSIS, size, width, bold=bold)
        if len(shown) <= most:
            best, low = shown, middle + 1
        else:
            high = middle - 1
    if best is not None:
        return best
    lines = lines[:most]  # not even the first word fits: its start, an ellipsis after it
    lines[-1] = _ended(lines[-1], size, width, bold)
    return lines


def _word_ends(words: str, at: int) -> bool:
    """Whether the words may be cut short before position `at`: at a space, or beside a Japanese character."""
    return words[at] == " " or ord(words[at]) >= WIDE or ord(words[at - 1]) >= WIDE


def _cut(words: str) -> str:
    """Words cut short, ready for an ellipsis: no space or full stop left before it."""
    return words.rstrip().rstrip(".").rstrip()


def _ended(line: str, size: float, width: int, bold: bool) -> str:
    """A line the words go on past, shortened by whole words until an ellipsis fits after it."""
    room = width - theme.width(theme.ELLIPSIS, size, bold)
    shown = line.rstrip()
    while shown and theme.width(shown, size, bold) > room:
        space = shown.rfind(" ")
        shown = shown[:space].rstrip() if space > 0 else shown[:-1]
    return _cut(shown) + theme.ELLIPSIS


def catch_up_smallest(scale: float) -> int:
    """The fewest pixels the catch-up panel shows itself in: a line of its heading and one of the newest move."""
    pad, size = max(4, round(LOG_PAD * scale)), LOG_TEXT * scale
    return 2 * pad + theme.font(LOG_TITLE * scale, True).get_linesize() + theme.font(size).get_linesize()


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


def draw_catch_up(surface: pygame.Surface, area: pygame.Rect, canvas: pygame.Rect, scale: float, heading: str,
                  entries: Sequence, first: int, earlier: int = 0) -> pygame.Rect:
    """The moves a person missed, filling `area` (the room for the table's words: the log under its
    heading, below the message when one shows), numbered as in the log; returns the panel's rect (`earlier`:
    missed moves older than `entries`, counted with those left out). When
    the room is too small for every entry, the oldest give way to a line saying how many are left out;
    a heading longer than the room spares gives way with an ellipsis, and so does a newest entry longer
    than the whole panel (read from its start)."""
    panel = area.clip(canvas)
    pad, size = max(4, round(LOG_PAD * scale)), LOG_TEXT * scale
    inner_w, inner_h = panel.width - 2 * pad, panel.height - 2 * pad
    line_h = theme.font(size).get_linesize()
    title_h = theme.font(LOG_TITLE * scale, True).get_linesize()
    top_lines = theme.wrap(heading, LOG_TITLE * scale, inner_w, bold=True)
    foot_lines = theme.wrap(in_words(CATCH_UP_FOOTER), size, inner_w)

    def fits(top: int, foot: int, moves: int) -> bool:
        return top * title_h + (foot + moves) * line_h <= inner_h

    # As the room shrinks, what gives way: the heading past two lines (its list of movers) before the
    # newest move shows whole, then the heading past one line, then the footer, then the line saying how
    # many moves are left out (the newest move keeps a line while the heading has one).
    newest = LogDrawer().log_lines(list(entries)[-1:], inner_w, size, first + len(entries) - 1)
    want = len(newest) + (1 if len(entries) > 1 else 0)
    most_top = len(top_lines)
    while most_top > 2 and not fits(most_top, len(foot_lines), want):
        most_top -= 1
    while most_top > 1 and not fits(most_top, len(foot_lines), 2):
        most_top -= 1
    if not fits(most_top, len(foot_lines), 2):
        foot_lines = []
    top_lines = given_way(heading, LOG_TITLE * scale, inner_w, True, most_top)
    room = max(0, (inner_h - len(top_lines) * title_h) // line_h - len(foot_lines))
    blank = 1 if room > max(3, want) else 0  # a blank line before the footer, where moves have room to spare
    shown, left_out = _entries_that_fit(list(entries), first, inner_w, size, room - blank)
    left_out += earlier
    lines = ([(in_words(say("ui.catch_up.left_out", count=left_out)), None)] if left_out else []) + shown
    lines = lines[-room:] if room else []  # a room of one line: the newest move's first line alone
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
        if need > room:  # the newest alone is longer than the panel: read from its start, giving way
            most = max(1, room - (1 if index > 0 else 0))
            per_entry[index] = per_entry[index][:most]
            end = per_entry[index][-1]
            per_entry[index][-1] = end._replace(words=_ended(end.words, size, width, True))
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
