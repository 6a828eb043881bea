"""The `panel` zone: the status panel, drawn from the whole view (layout path "").

Shows the view's status sentence, whose turn it is (the players, named as
the scene's `people` says, "Carol (Red)", in their seat colours), the phase
and, when the view has them, muster turns used, Queen's Refuge, a draw offer
and the result. Keys a game does not have are skipped.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from tabletop.words import Words, say, text
from tabletop.words import catalogue

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, spinner

Segment = tuple[str, theme.Colour, bool]
SPINNER = "\0spinner"  # a segment drawn as a turning arc, beside the name of a seat that is thinking
SLOT = "\x01"  # marks where a painted piece (a seat's name) goes in a sentence of the catalogue
PAD = 12      # canvas units
TEXT = 16     # canvas units
STATUS = 19   # canvas units


class PanelDrawer(ZoneDrawer):
    """Lines of text with coloured seat names on a paper panel."""

    kind = "panel"
    shows_pieces = False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)
        y = inner.y
        if self.label:
            y += _blit(surface, theme.fit_text(self.label, TEXT * scale, theme.INK_SOFT, inner.width, True), inner.x, y)
        status = str(view.get("status") or "")
        height = theme.font(TEXT * scale).get_linesize()
        lines = status_lines(view, marks.thinking)
        size, wrapped_status = self._status_size(status, inner, y, scale, height * bool(lines))
        for line in wrapped_status:
            y += _blit(surface, theme.text(line, size, theme.INK, True), inner.x, y)
        y += round(4 * scale)
        for line in lines:
            wrapped = wrap_segments(line, TEXT * scale, inner.width)
            if y + height * len(wrapped) > inner.bottom + pad // 2:
                continue  # a line that cannot show whole is left out; a shorter one below may still fit
            for segments in wrapped:
                y += draw_segments(surface, (inner.x, y), segments, TEXT * scale, marks.turn)
        surface.set_clip(clip)

    @staticmethod
    def _status_size(status: str, inner: pygame.Rect, y: int, scale: float, first: int) -> tuple[float, list[str]]:
        """The status sentence's size and lines: its own size, or smaller when a long sentence would leave
        no room for the line under it (whose turn it is)."""
        for size in (STATUS * scale, (STATUS + TEXT) / 2 * scale, TEXT * scale):
            lines = theme.wrap(status, size, inner.width, bold=True)
            if y + theme.font(size, True).get_linesize() * len(lines) + round(4 * scale) + first <= inner.bottom:
                break
        return size, lines


def status_lines(view: dict, thinking: int | None = None) -> list[list[Segment]]:
    """The panel's lines below the status sentence, as coloured segments (a spinner after a seat thinking)."""
    seats = list(view.get("seats") or [])
    soft, ink = theme.INK_SOFT, theme.INK

    people = list(view.get("people") or seats)

    def seat(i: Any) -> Segment:
        name = seats[i] if isinstance(i, int) and 0 <= i < len(seats) else str(i)
        return (str(name), seat_paint(view, seats, i), True)

    def person(i: Any) -> Segment:
        """A player as the scene names them ("Carol (Red)"), in the seat's colour."""
        return (people[i], seat_paint(view, seats, i), True) if isinstance(i, int) and 0 <= i < len(people) else seat(i)

    lines: list[list[Segment]] = []
    movers = view.get("to_move") or []
    if movers and view.get("phase") != "over":
        groups = [[person(i)] + [(SPINNER, ink, False)] * (i == thinking) for i in movers]
        lines.append(sentence(say("table.panel.to_move", who=slots(len(groups))), soft, groups))
    if view.get("phase"):
        phase = [[(phase_words(view["phase"]), ink, True)]]
        lines.append(sentence(say("table.panel.phase", phase=slots(1)[0]), soft, phase))
    used, total = view.get("muster_turns_used"), view.get("muster_turns")
    if isinstance(used, list) and total:
        counts: list[Segment] = []
        for i, count in enumerate(used):
            counts += [("   " * bool(i), soft, False), seat(i), (f" {count}/{total}", ink, False)]
        lines.append(sentence(say("table.panel.muster_turns", counts=slots(1)[0]), soft, [counts]))
    refuge = view.get("refuge_used")
    if isinstance(refuge, list) and any(refuge):
        groups = [[seat(i)] for i, done in enumerate(refuge) if done]
        lines.append(sentence(say("table.panel.refuge_used", who=slots(len(groups))), soft, groups))
    if view.get("draw_offer") is not None:
        offer = [[person(view["draw_offer"])]]
        lines.append(sentence(say("table.panel.offers_draw", who=slots(1)[0]), ink, offer))
    result = view.get("result")
    if isinstance(result, dict) and result.get("summary") and result["summary"] != view.get("status"):
        lines.append([(str(result["summary"]), ink, True)])
    # Whose side is shown goes without saying when it is the side to move (and the panel has little room).
    if view.get("viewer") is not None and view["viewer"] not in movers:
        lines.append(sentence(say("table.panel.shown_for", who=slots(1)[0]), soft, [[person(view["viewer"])]]))
    return lines


def slots(count: int) -> tuple[str, ...]:
    """Places for painted pieces among a message's parameters (`sentence` puts the pieces there)."""
    return tuple(f"{SLOT}{n}{SLOT}" for n in range(count))


def sentence(message: Words, colour: theme.Colour, groups: list[list[Segment]]) -> list[Segment]:
    """A message as segments in `colour`, its slots filled with the segments of `groups` (seat names in their
    colours): the catalogue orders the sentence in each language, the panel paints the names."""
    out: list[Segment] = []
    for n, piece in enumerate(re.split(SLOT + r"(\d+)" + SLOT, text(message))):
        if n % 2:
            out += groups[int(piece)]
        elif piece:
            out.append((piece, colour, False))
    return out


def phase_words(phase: Any) -> str:
    """A game's phase (an identifier in the view) in words: the catalogue's, where it has them."""
    key = f"table.panel.phases.{phase}"
    return text(Words(key)) if catalogue.has(key, "en") else str(phase).replace("_", " ").capitalize()


def seat_paint(view: dict, seats: list, i: Any) -> theme.Colour:
    """A seat name's colour. A view may say it with `seat_colours` (a colour name per seat, None for
    plain ink), so a seat is never painted in a colour it does not play; else it is guessed from the name."""
    paints = view.get("seat_colours")
    if isinstance(paints, list) and isinstance(i, int) and 0 <= i < len(paints):
        return theme.NAMED_SEATS.get(str(paints[i] or "").strip().lower(), theme.INK)
    return theme.seat_colour(seats, i if isinstance(i, int) else None)


def draw_segments(surface: pygame.Surface, pos: tuple[int, int], segments: list[Segment], size: float,
                  turn: float = 0.0) -> int:
    """Draw coloured pieces of text side by side; returns the line height."""
    x, y = pos
    height = theme.font(size).get_linesize()
    for words, colour, bold in segments:
        if words == SPINNER:
            spinner(surface, (x + height * 0.62, y + height / 2), height * 0.36, turn, colour)
            x += segment_width(words, size, bold)
        elif words:
            image = theme.text(words, size, colour, bold)
            surface.blit(image, (x, y))
            x += image.get_width()
    return height


def wrap_segments(segments: list[Segment], size: float, width: int) -> list[list[Segment]]:
    """A line of segments split between segments into lines that fit `width` ("To move" with four names)."""
    lines: list[list[Segment]] = [[]]
    used = 0
    for words, colour, bold in _narrow_pieces(segments, size, width):
        wide = segment_width(words, size, bold)
        if lines[-1] and used + wide > width and words != SPINNER:  # a spinner stays by its name
            words = words.lstrip(", ")  # a new line starts with the next piece, not its separator
            if not words:
                continue
            lines.append([])
            used, wide = 0, segment_width(words, size, bold)
        lines[-1].append((words, colour, bold))
        used += wide
    return lines


def segment_width(words: str, size: float, bold: bool) -> int:
    """A segment's width in pixels; a spinner takes a square a little wider than the line is high."""
    if words == SPINNER:
        return round(theme.font(size).get_linesize() * 1.2)
    return theme.width(words, size, bold)


def _narrow_pieces(segments: list[Segment], size: float, width: int) -> list[Segment]:
    """The segments, each one wider than a whole line (a long name) wrapped into pieces that fit."""
    out: list[Segment] = []
    for words, colour, bold in segments:
        if segment_width(words, size, bold) <= width:
            out.append((words, colour, bold))
            continue
        out += [(piece, colour, bold) for piece in _spaced(words, theme.wrap(words, size, width, bold))]
    return out


def _spaced(words: str, pieces: list[str]) -> list[str]:
    """The wrapped pieces of `words`, each keeping the space that stood before it: two pieces that end up on
    one line ("Mmmm6", "(Teal)") read as two words ("Mmmm6 (Teal)"); a line's first piece loses it again
    in `wrap_segments`."""
    spaced, at = [], 0
    for piece in pieces:
        found = words.find(piece, at)
        spaced.append((" " if found > at else "") + piece)
        at = found + len(piece) if found >= 0 else at
    return spaced


def _blit(surface: pygame.Surface, image: pygame.Surface, x: int, y: int) -> int:
    surface.blit(image, (x, y))
    return image.get_height()
