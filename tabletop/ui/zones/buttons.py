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

HEIGHT = 42   # canvas units, the tallest a button gets
GAP = 8       # canvas units
TEXT = 16     # canvas units
MIN_TEXT = 10  # pixels: the smallest button words still read easily


class ButtonsDrawer(ZoneDrawer):
    """Buttons laid out in the zone; sizes shrink to fit many."""

    kind = "buttons"
    shows_pieces = False
    default_fan = "down"

    def rects(self, rect: pygame.Rect, buttons: list) -> list[pygame.Rect]:
        """One window rect per button."""
        n = len(buttons)
        if n == 0:
            return []
        scale = self.scale(rect)
        gap = round(GAP * scale)
        if self.fan == "right":
            width = (rect.width - gap * (n - 1)) // n
            height = min(rect.height, round(HEIGHT * scale))
            return [pygame.Rect(rect.x + i * (width + gap), rect.y, width, height) for i in range(n)]
        height = min(round(HEIGHT * scale), (rect.height - gap * (n - 1)) // n)
        return [pygame.Rect(rect.x, rect.y + i * (height + gap), rect.width, height) for i in range(n)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        buttons = _buttons(data)
        scale = self.scale(rect)
        radius = max(3, round(7 * scale))
        boxes = self.rects(rect, buttons)
        size = self.text_size(buttons, boxes, scale, radius)
        for button, box in zip(buttons, boxes):
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
            image = theme.fit_text(str(button.get("label", button["name"])), size, ink, box.width - 2 * radius, bold=hover)
            surface.blit(image, image.get_rect(center=box.center))

    @staticmethod
    def text_size(buttons: list[dict], boxes: list[pygame.Rect], scale: float, radius: int) -> float:
        """One text size for every button: the largest (down to MIN_TEXT) at which each whole label fits
        its box, hovered (bold) too, so a column of buttons reads alike and no label is cut short."""
        if not boxes:
            return TEXT * scale
        size = min(TEXT * scale, min(box.height for box in boxes) * 0.45)
        labels = [(str(b.get("label", b["name"])), box.width - 2 * radius) for b, box in zip(buttons, boxes)]
        while size > MIN_TEXT and any(theme.width(words, size, True) > room for words, room in labels):
            size -= 0.5
        return size

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        buttons = _buttons(data)
        for button, box in zip(buttons, self.rects(rect, buttons)):
            if box.collidepoint(pos):
                return f"button/{button['name']}"
        return None


def _buttons(data: Any) -> list[dict]:
    """The well-formed button dicts of the data."""
    if not isinstance(data, (list, tuple)):
        return []
    return [b for b in data if isinstance(b, dict) and "name" in b]
