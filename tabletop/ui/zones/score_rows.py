"""The `score_rows` zone: a match's score sheet with a row per hand, the players across.

Data (WYSIWYG's "sheet"): {"columns": [seat words], "rows": [{"hand", "contract", "points": [one per
seat]}], "totals", "target"}. Each finished hand keeps its row: its number and contract on the left,
each player's points under their name; the total closes the sheet. A match longer than the sheet has
room for folds its oldest hands into one row of their sums ("1–3"), so the columns still add up.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join

PAD = 8       # canvas units
TEXT = 14     # canvas units
COLUMN = 0.27  # of the sheet's width at most, for each player's points


class ScoreRowsDrawer(ZoneDrawer):
    """Hands down, players across, the total at the foot."""

    kind = "score_rows"
    shows_pieces = False
    still = True  # text only: kept as a picture while nothing in it changes

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The sheet ("sheet"): its target, the players' points hand by hand and their totals."""
        return {join(path, "sheet"): self.padded(rect, PAD)}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        sheet = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        size = TEXT * scale
        line = theme.font(size, True).get_linesize()
        target = text(say("table.dream.to_target", target=sheet.get("target", "")))
        title = f"{self.label or text(say('table.dream.score_sheet'))} · {target}"
        surface.blit(theme.fit_text(title, size * 1.05, theme.INK_SOFT, inner.width, bold=True), inner.topleft)
        names = list(sheet.get("columns") or [])
        cell = min(round(inner.width * COLUMN), max(1, inner.width // (len(names) + 1)))
        rights = [inner.right - (len(names) - 1 - i) * cell for i in range(len(names))]
        y = inner.y + line + round(2 * scale)
        for seat, words in enumerate(names):
            name = theme.fit_text(self.who(seat, words)[0], size, theme.seat_colour(None, seat), cell - round(4 * scale),
                                  bold=True)
            surface.blit(name, name.get_rect(topright=(rights[seat], y)))
        y += line
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.x, y - 1), (inner.right, y - 1), max(1, round(scale)))
        room = max(0, (inner.bottom - y) // line - 1)  # the total keeps the last line
        left = rights[0] - cell - inner.x if names else inner.width
        for label, points, soft in shown_rows(sheet.get("rows") or [], room, len(names)):
            words = theme.fit_text(label, size, theme.INK_SOFT if soft else theme.INK, left)
            surface.blit(words, (inner.x, y))
            for seat, value in enumerate(points[:len(names)]):
                image = theme.text(str(value), size, theme.INK)
                surface.blit(image, image.get_rect(topright=(rights[seat], y)))
            y += line
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.x, y), (inner.right, y), max(1, round(scale)))
        total = theme.fit_text(text(say("table.dream.total_column")), size, theme.INK, left, bold=True)
        surface.blit(total, (inner.x, y + 1))
        for seat, value in enumerate(list(sheet.get("totals") or [])[:len(names)]):
            image = theme.text(str(value), size, theme.INK, bold=True)
            surface.blit(image, image.get_rect(topright=(rights[seat], y + 1)))


def shown_rows(rows: list, room: int, seats: int) -> list[tuple[str, list, bool]]:
    """(label, points per seat, folded) for each line the sheet shows in `room` lines: every hand while
    they fit, else the oldest folded into one line of their sums and the newest after it."""
    lines = [(f"{row.get('hand')}  {row.get('contract') or ''}".rstrip(), list(row.get("points") or []), False)
             for row in rows if isinstance(row, dict)]
    if len(lines) <= room or room < 2:
        return lines[-room:] if room else []
    folded, kept = rows[:len(lines) - room + 1], lines[len(lines) - room + 1:]
    sums = [sum(int(row.get("points", [0] * seats)[seat]) for row in folded) for seat in range(seats)]
    label = f"{folded[0].get('hand')}–{folded[-1].get('hand')}"
    return [(label, sums, True)] + kept
