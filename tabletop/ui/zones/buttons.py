"""The `buttons` zone: a column (fan down, the default) or row (fan right) of buttons.

Data: a list of {"name", "label", "enabled"} dicts (the scene adds "buttons"
to the view). hit gives "button/<name>" for any button, enabled or not, so
the scene can explain why a disabled one does nothing. A button whose path
is in marks.targets gets a green ring, one in marks.selected a yellow one.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, ring

HEIGHT = 42   # canvas units: a button's height when the column has room
GAP = 8       # canvas units between buttons when the column has room
MIN_GAP = 4   # canvas units between buttons in a full column
PAD = 5       # canvas units above and below a button's words, at the least
TEXT = 16     # canvas units: every button's words, at every window size
MAX_LINES = 3  # a label longer than this is a layout's mistake: the screen tests catch it
MIN_TEXT = 10  # pixels: the last resort of a column that cannot hold its words (the screen tests fail on it)


class ButtonsDrawer(ZoneDrawer):
    """Buttons laid out in the zone. Every label shows whole at one size: a long one wraps onto a
    second line in a taller button; a full column closes its gaps first, and only a column that still
    cannot hold its words draws them smaller (a layout's mistake, which the screen tests report)."""

    kind = "buttons"
    shows_pieces = False
    default_fan = "down"

    def rects(self, rect: pygame.Rect, buttons: list) -> list[pygame.Rect]:
        """One window rect per button."""
        return [box for box, _, _ in self.placed(rect, buttons)]

    def placed(self, rect: pygame.Rect, buttons: list) -> list[tuple[pygame.Rect, list[str], float]]:
        """(window rect, lines of words, text size) per button: the whole label at the normal size
        where it fits, in a button as tall as its lines need."""
        if not buttons:
            return []
        scale = self.scale(rect)
        size = TEXT * scale
        while True:
            placed = self._placed_at(rect, buttons, scale, size)
            if placed is not None or size <= MIN_TEXT:
                return placed or self._placed_at(rect, buttons, scale, size, squeeze=True)
            size = max(MIN_TEXT, size - 0.5)

    def _placed_at(self, rect: pygame.Rect, buttons: list, scale: float, size: float,
                   squeeze: bool = False) -> list[tuple[pygame.Rect, list[str], float]] | None:
        """The buttons at one text size, or None when their words do not fit the zone at that size
        (with `squeeze`, the last resort: whatever fits, never past the zone)."""
        if self.fan == "right":
            return self._row_at(rect, buttons, scale, size, squeeze)
        n, room = len(buttons), rect.width - 2 * _radius(scale)
        line = theme.font(size, True).get_linesize()
        wrapped = [_wrapped(b, size, room) for b in buttons]
        if not squeeze and any(lines is None for lines in wrapped):
            return None
        wrapped = [lines or _cut(b, size, room) for b, lines in zip(buttons, wrapped)]
        needs = [len(w) * line + 2 * max(2, round(PAD * scale)) for w in wrapped]
        min_gap = max(1, round(MIN_GAP * scale))
        heights, gap = _column(needs, rect.height, round(HEIGHT * scale), round(GAP * scale), min_gap)
        if heights is None:
            if not squeeze:
                return None
            heights, gap = [max(1, (rect.height - min_gap * (n - 1)) // n)] * n, min_gap
        out, y = [], rect.y
        for lines, height in zip(wrapped, heights):
            lines = lines[:max(1, height // line)]  # squeezed: no line of words runs into the next button
            out.append((pygame.Rect(rect.x, y, rect.width, height), lines, size))
            y += height + gap
        return out

    def _row_at(self, rect: pygame.Rect, buttons: list, scale: float, size: float,
                squeeze: bool) -> list[tuple[pygame.Rect, list[str], float]] | None:
        """A row of buttons (fan right) at one text size, as `_placed_at`."""
        n, gap = len(buttons), round(GAP * scale)
        width = (rect.width - gap * (n - 1)) // n
        room = width - 2 * _radius(scale)
        wrapped = [_wrapped(b, size, room) for b in buttons]
        if not squeeze and any(lines is None for lines in wrapped):
            return None
        wrapped = [lines or _cut(b, size, room) for b, lines in zip(buttons, wrapped)]
        need = max(len(w) for w in wrapped) * theme.font(size, True).get_linesize() + 2 * max(2, round(PAD * scale))
        if not squeeze and need > rect.height:
            return None
        height = min(rect.height, max(round(HEIGHT * scale), need))
        return [(pygame.Rect(rect.x + i * (width + gap), rect.y, width, height), w, size) for i, w in enumerate(wrapped)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        buttons = _buttons(data)
        scale = self.scale(rect)
        radius = _radius(scale)
        for button, (box, lines, size) in zip(buttons, self.placed(rect, buttons)):
            path = f"button/{button['name']}"
            enabled = button.get("enabled", True)
            hover = marks.hover == path and enabled
            fill = theme.BUTTON_HOVER if hover else theme.BUTTON if enabled else theme.BUTTON_DISABLED
            pygame.draw.rect(surface, theme.darken(fill, 0.35), box.move(0, max(1, round(2 * scale))), border_radius=radius)
            pygame.draw.rect(surface, fill, box, border_radius=radius)
            ring(surface, box, theme.PANEL_EDGE, max(1, round(scale)), radius)
            if path in marks.selected:
                ring(surface, box, theme.SELECTED, max(3, round(3 * scale)), radius)
            elif path in marks.targets:
                ring(surface, box, theme.TARGET, max(3, round(3 * scale)), radius)
            ink = theme.INK if enabled else theme.darken(theme.BUTTON_DISABLED, 0.3)
            images = [theme.text(words, size, ink, bold=hover) for words in lines]
            line = theme.font(size, True).get_linesize()
            y = box.centery - line * len(images) // 2
            for image in images:
                surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
                y += line

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        buttons = _buttons(data)
        for button, box in zip(buttons, self.rects(rect, buttons)):
            if box.collidepoint(pos):
                return f"button/{button['name']}"
        return None


def label_of(button: dict) -> str:
    """The words a button shows."""
    return str(button.get("label", button["name"]))


def _radius(scale: float) -> int:
    return max(3, round(7 * scale))


def _wrapped(button: dict, size: float, room: int) -> list[str] | None:
    """The label's lines in `room` pixels (measured bold, as a hovered button draws it, so hovering
    never moves a word), or None when it needs more than MAX_LINES or a word is wider than the room."""
    words = label_of(button)
    face = theme.font(size, True)
    if any(face.size(word)[0] > room for word in words.split()):
        return None
    lines = theme.wrap(words, size, room, bold=True, max_lines=MAX_LINES + 1)
    return lines if len(lines) <= MAX_LINES else None


def _cut(button: dict, size: float, room: int) -> list[str]:
    """The last resort: the label on as many lines as it may take, the rest cut with an ellipsis."""
    return theme.wrap(label_of(button), size, room, bold=True, max_lines=MAX_LINES)


def _column(needs: list[int], room: int, tall: int, gap: int, min_gap: int) -> tuple[list[int] | None, int]:
    """Button heights and the gap for a column of buttons whose words need `needs` pixels each: every
    button `tall` when there is room, else the gaps close and the spare above each one's words goes
    evenly; (None, gap) when even the words with the smallest gaps do not fit."""
    n = len(needs)
    full = [max(tall, need) for need in needs]
    if sum(full) + gap * (n - 1) <= room:
        return full, gap
    gap = min_gap
    spare = room - gap * (n - 1) - sum(needs)
    if spare < 0:
        return None, gap
    extra = [f - need for f, need in zip(full, needs)]
    share = spare / max(1, sum(extra))
    return [need + int(e * min(1.0, share)) for need, e in zip(needs, extra)], gap


def _buttons(data: Any) -> list[dict]:
    """The well-formed button dicts of the data."""
    if not isinstance(data, (list, tuple)):
        return []
    return [b for b in data if isinstance(b, dict) and "name" in b]
