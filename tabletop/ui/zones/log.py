"""The `log` zone: the match's moves, numbered, newest at the bottom, clipped to the zone.

Data: a list of strings (the scene merges {"log": [...]} into the view).
Long entries wrap; when the list is longer than the zone, the oldest lines
scroll off the top.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel

PAD = 10     # canvas units
TEXT = 15    # canvas units
TITLE = 16   # canvas units


class LogDrawer(ZoneDrawer):
    """A paper panel with the last moves that fit."""

    kind = "log"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        entries = [str(e) for e in data] if isinstance(data, (list, tuple)) else []
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        top = inner.y
        title = self.label or "Moves"
        image = theme.fit_text(title, TITLE * scale, theme.INK_SOFT, inner.width, bold=True)
        surface.blit(image, inner.topleft)
        top += image.get_height() + round(4 * scale)
        if not entries:
            surface.blit(theme.text("No moves yet.", TEXT * scale, theme.INK_SOFT), (inner.x, top))
            return
        height = theme.font(TEXT * scale).get_linesize()
        fit = max(0, (inner.bottom - top) // height)
        first = max(0, len(entries) - fit)  # every entry takes a line at least: older ones cannot show
        lines = self.lines(entries[first:], inner.width, TEXT * scale, first)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(inner.x, top, inner.width, inner.bottom - top).clip(clip or rect))
        y = inner.bottom - min(fit, len(lines)) * height
        for words, newest in lines[max(0, len(lines) - fit):] if fit else []:
            colour = theme.INK if newest else theme.INK_SOFT
            surface.blit(theme.text(words, TEXT * scale, colour, bold=newest), (inner.x, y))
            y += height
        surface.set_clip(clip)

    def lines(self, entries: list[str], width: int, size: float, first: int = 0) -> list[tuple[str, bool]]:
        """Numbered, wrapped lines (the first entry is number first + 1); the newest is flagged to stand out."""
        out: list[tuple[str, bool]] = []
        last = len(entries) - 1
        for n, entry in enumerate(entries, start=first):
            newest = n == first + last
            # Room for the indent of continuation lines, so they never run past the panel.
            indent = theme.font(size, newest).size("    ")[0]
            for i, line in enumerate(theme.wrap(f"{n + 1}. {entry}", size, width - indent, bold=newest)):
                out.append((line if i == 0 else "    " + line, newest))
        return out
