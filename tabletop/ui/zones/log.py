"""The `log` zone: the match's moves, numbered, newest at the bottom, clipped to the zone.

Data: a list of entries (the scene merges {"log": [...]} into the view): each
the engine's words for a move, as a string, or {"words", "who", "colour"} when
the player who made it has a name of their own. A long match hands only its
newest entries, as `LogLines` that say how many came before (their numbers
go on from there). That name leads the line, in
the seat's colour ("12. Carol: Red marches ..."), so the engine's sentence is
never edited. Long entries wrap, and every entry is read from its start: the newest
entries show whole at the bottom; above them, an older entry that only
partly fits shows its first lines ending in an ellipsis, and older ones
scroll off the top. A newest entry longer than the whole zone shows its
start the same way.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel

PAD = 10     # canvas units
TEXT = 15    # canvas units
TITLE = 16   # canvas units
INDENT = "    "  # before the continuation lines of an entry


class LogLines(list):
    """The log's newest entries, and how many moves came before them (the first is number first + 1)."""

    def __init__(self, entries=(), first: int = 0):
        super().__init__(entries)
        self.first = first

    def __repr__(self) -> str:  # the kept pictures are keyed by the data's repr: the numbers must count
        return f"LogLines({self.first}, {list.__repr__(self)})"


def log_entries(data: Any) -> tuple[list, int]:
    """A log zone's entries and the number of moves before the first of them."""
    entries = list(data) if isinstance(data, (list, tuple)) else []
    return entries, getattr(data, "first", 0)


class LogLine(NamedTuple):
    """One drawn line: its words, whether it belongs to the newest entry, and the part of it that is
    the player's name (after `lead` characters), drawn in `colour`."""

    words: str
    newest: bool
    lead: int = 0
    painted: int = 0
    colour: tuple = ()


class LogDrawer(ZoneDrawer):
    """A paper panel with the last moves that fit."""

    kind = "log"
    shows_pieces = False
    still = True  # every line wrapped and drawn: one blit is far cheaper while a move's motion runs

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        entries, first = log_entries(data)
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        image = self.title_image(rect)
        surface.blit(image, inner.topleft)
        top = inner.y + image.get_height() + round(4 * scale)
        if not entries:
            surface.blit(theme.text(text(say("table.log.no_moves")), TEXT * scale, theme.INK_SOFT), (inner.x, top))
            return
        height = theme.font(TEXT * scale).get_linesize()
        fit = max(0, (inner.bottom - top) // height)
        lines = self.fitted(entries, inner.width, TEXT * scale, fit, first)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(inner.x, top, inner.width, inner.bottom - top).clip(clip or rect))
        y = inner.bottom - len(lines) * height
        for line in lines:
            draw_line(surface, (inner.x, y), line, TEXT * scale)
            y += height
        surface.set_clip(clip)

    def heading(self, rect: pygame.Rect) -> pygame.Rect:
        """Where the log's heading ('Moves') is drawn in the zone `rect`: the table's words laid over the
        log (a message, the moves a person missed) hang below it, so the heading stays in sight."""
        pad = round(PAD * self.scale(rect))
        return pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, self.title_image(rect).get_height())

    def give_way(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, below: int) -> int:
        """Paint over the log's lines in the zone `rect` (showing `data`) from under its heading down to
        the start of the first entry whose lines all lie at or below `below` (something laid over the log
        hangs there: the log reads as scrolled, no line shows cut, no entry without its start); returns
        where its lines show again."""
        entries, first = log_entries(data)
        scale = self.scale(rect)
        pad, edge = round(PAD * scale), max(1, int(2 * scale))
        inner = rect.inflate(-2 * pad, -2 * pad)
        top = self.heading(rect).bottom
        height = theme.font(TEXT * scale).get_linesize()
        first_line = top + round(4 * scale)
        lines = self.fitted(entries, inner.width, TEXT * scale, max(0, (inner.bottom - first_line) // height), first)
        shown = inner.bottom - len(lines) * height
        starts = [shown + i * height for i, line in enumerate(lines) if not line.words.startswith(INDENT)]
        line = next((y for y in starts if y >= below), rect.bottom - edge)
        surface.fill(theme.PANEL, pygame.Rect(rect.x + edge, top, rect.width - 2 * edge, line - top))
        return line

    def title_image(self, rect: pygame.Rect) -> pygame.Surface:
        """The heading's words as drawn in the zone `rect`."""
        scale = self.scale(rect)
        title = self.label or text(say("table.log.moves"))
        return theme.fit_text(title, TITLE * scale, theme.INK_SOFT, rect.width - 2 * round(PAD * scale), bold=True)

    def fitted(self, entries: list, width: int, size: float, room: int, first: int = 0) -> list[LogLine]:
        """The lines of the newest entries that fit in `room` lines, each entry read from its start: whole
        entries only, newest last (an older entry that would not fit whole is left out rather than cut; a
        newest entry longer than the whole room ends in an ellipsis). `first`: the number of entries
        before `entries` (the first is number first + 1)."""
        shown: list[list[LogLine]] = []
        used, newest = 0, len(entries) - 1
        for index in range(newest, -1, -1):
            if used >= room:
                break
            # The newest entry is cut only when it is longer than the whole panel (a loss the screen tests
            # count); an older one partly shown is the log scrolling, its end out of sight.
            lines = entry_lines(entries[index], first + index + 1, index == newest, width, size,
                                room if index == newest else theme.MAX_LINES)
            if len(lines) > room - used and index != newest:
                break  # the log has scrolled past it: nothing shown half
            if len(lines) > room - used:
                lines = lines[:room - used]
                end = lines[-1]
                lines[-1] = end._replace(words=theme.ending(end.words, size, width, bold=end.newest))
            shown.insert(0, lines)
            used += len(lines)
        return [line for lines in shown for line in lines]

    def lines(self, entries: list, width: int, size: float, first: int = 0) -> list[tuple[str, bool]]:
        """Numbered, wrapped lines as (words, newest) (the first entry is number first + 1)."""
        return [(line.words, line.newest) for line in self.log_lines(entries, width, size, first)]

    def log_lines(self, entries: list, width: int, size: float, first: int = 0) -> list[LogLine]:
        """Numbered, wrapped lines; the newest entry is flagged to stand out, a named one keeps its name."""
        last = len(entries) - 1
        return [line for n, entry in enumerate(entries, start=first)
                for line in entry_lines(entry, n + 1, n == first + last, width, size)]


def entry_lines(entry: Any, number: int, newest: bool, width: int, size: float,
                max_lines: int = theme.MAX_LINES) -> list[LogLine]:
    """One entry's wrapped lines, led by its number (bold when it is the newest); past max_lines cut with
    an ellipsis."""
    words, who, colour = entry_parts(entry)
    head = f"{number}. "
    # Room for the indent of continuation lines, so they never run past the panel.
    indent = theme.font(size, newest).size(INDENT)[0]
    name = text(say("ui.log_who", name=who)) if who else ""  # 'Ann:' then a space; 'さくら：' runs on
    gap = " " if name and name[-1].isascii() else ""
    wrapped = theme.wrap(f"{head}{name}{gap}{words}", size, width - indent, bold=newest,
                         max_lines=max_lines)
    out = []
    for i, line in enumerate(wrapped):
        lead = len(head) if i == 0 else 0
        # The name may run over two lines (a long name in a narrow log): paint what is on this one.
        painted = _common_start(line[lead:], name)
        name = name[painted:].lstrip()
        prefix = INDENT if i else ""
        out.append(LogLine(prefix + line, newest, lead + len(prefix), painted, colour))
    return out


def _common_start(line: str, name: str) -> int:
    """How many characters of `line` are the start of `name` (the name's part on this line)."""
    if not name:
        return 0
    if line.startswith(name):
        return len(name)
    return len(line) if name.startswith(line) else 0


def entry_parts(entry: Any) -> tuple[str, str, tuple]:
    """(the engine's words, the player's own name or '', the colour of that name) of a log entry."""
    if isinstance(entry, dict):
        colour = tuple(entry.get("colour") or theme.INK)
        return str(entry.get("words", "")), str(entry.get("who") or ""), colour
    return str(entry), "", ()


def draw_line(surface: pygame.Surface, pos: tuple[int, int], line: LogLine, size: float) -> None:
    """One line; a player's name is drawn in its seat's colour, the rest in ink (older lines softer)."""
    ink = theme.INK if line.newest else theme.INK_SOFT
    cut = line.lead + line.painted
    x, y = pos
    # Drawn piece by piece in the same font, so the line is as wide as the wrap measured it.
    for words, colour in ((line.words[:line.lead], ink), (line.words[line.lead:cut], line.colour or ink),
                          (line.words[cut:], ink)):
        if words:
            image = theme.text(words, size, colour, bold=line.newest)
            surface.blit(image, (x, y))
            x += image.get_width()
