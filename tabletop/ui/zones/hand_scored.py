"""The `hand_scored` zone: a trick game's hand just scored, in sight until the next deal.

Data (WYSIWYG's "hand_end"): {"hand", "trump" (a suit sign or "NT"), "red", "contract", "marks",
"result", "points", "scorer", "totals": [one line per seat], "target", "last_trick"}: the contract and
its goal, both players' marks, made or short and how the points were counted (in the scorer's colour),
the totals with this hand's points added, and what the last trick brought (its cards stay on the trick
beside it).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join

PAD = 12    # canvas units
TEXT = 15   # canvas units
GAP = 0.45  # of a line, between the panel's parts


class HandScoredDrawer(ZoneDrawer):
    """The contract, the marks, the points with their sum, and the totals, one part under another."""

    kind = "hand_scored"
    shows_pieces = False
    still = True  # text only: kept as a picture while nothing in it changes

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The hand's score ("scored"): contract, marks, points with their sum, totals."""
        return {join(path, "scored"): self.padded(rect, PAD)}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        info = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        size = TEXT * scale
        title = text(say("table.tricks.hand_scored", hand=info.get("hand", ""), trump=info.get("trump", "")))
        y = self.lines(surface, inner, inner.y, title, size * 1.2, theme.INK, bold=True)
        y += round(size * GAP)
        for key in ("contract", "marks"):
            y = self.lines(surface, inner, y, str(info.get(key) or ""), size, theme.INK)
        y += round(size * GAP)
        scorer = info.get("scorer")
        ink = theme.seat_colour(None, scorer) if isinstance(scorer, int) else theme.INK
        y = self.lines(surface, inner, y, str(info.get("result") or ""), size * 1.05, ink, bold=True)
        y = self.lines(surface, inner, y, str(info.get("points") or ""), size * 1.05, ink, bold=True)
        y += round(size * GAP)
        heading = text(say("table.tricks.totals", target=info.get("target", "")))
        y = self.lines(surface, inner, y, heading, size * 0.9, theme.INK_SOFT, bold=True)
        for index, line in enumerate(info.get("totals") or []):
            y = self.lines(surface, inner, y, str(line), size * 1.05, theme.INK, bold=index == scorer)
        y += round(size * GAP)
        self.lines(surface, inner, y, str(info.get("last_trick") or ""), size * 0.9, theme.INK_SOFT)

    @staticmethod
    def lines(surface: pygame.Surface, inner: pygame.Rect, y: int, words: str, size: float, ink: theme.Colour,
              bold: bool = False) -> int:
        """`words` wrapped to the panel from `y`, as many lines as the panel has room for; the y below."""
        height = theme.font(size, bold).get_linesize()
        for line in theme.wrap(words, size, inner.width, bold=bold) if words else []:
            if y + height > inner.bottom + 2:
                break
            surface.blit(theme.text(line, size, ink, bold), (inner.x, y))
            y += height
        return y
