"""The `bidding_box` zone: every call as a box to click, the legal ones lit, the others greyed.

Data (WYSIWYG's "auction"; any auction with numbered bids fits): {"bids":
[{"n", "legal"}], "calls": [{"name", "label", "legal"}], "made": [{"name",
"words"}], "naming": bool, "trumps": [{"name", "label", "words", "legal",
"red"}]}. Bids are "<path>/bids/<n>", other calls "<path>/calls/<name>",
trumps "<path>/trumps/<name>". A greyed box is still hit, so the table can say
why it is not legal. The numbers are the ones the view lists (WYSIWYG lists only
bids whose goal a hand can make), in rows of ten no taller than a call's box.
While trump is being named the box shows the trumps: a row of square boxes,
each with its suit sign as large as the box allows and the suit's name under it.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join, ring

PAD = 10
COLUMNS = 10
CALL_ROW = 34   # canvas units: the Pass / Double / Redouble row
HISTORY = 22    # canvas units per line of calls made
BID_ROW = 34    # canvas units: the tallest row of numbers (a short list of bids keeps boxes this size)
TRUMP_BOX = 96  # canvas units: the widest (and tallest) box of a trump


class BiddingBoxDrawer(ZoneDrawer):
    """A grid of numbers over a row of calls, with the calls made so far on top."""

    kind = "bidding_box"
    shows_pieces = False
    still = True  # text and boxes only: kept as a picture while nothing in it changes

    def boxes(self, rect: pygame.Rect, data: dict) -> tuple[pygame.Rect, list[tuple[str, dict, pygame.Rect]]]:
        """(history area, (path, entry, window rect) for every box)."""
        scale = self.scale(rect)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        history = pygame.Rect(inner.x, inner.y, inner.width, round(2 * HISTORY * scale))
        area = pygame.Rect(inner.x, history.bottom + pad // 2, inner.width, inner.bottom - history.bottom - pad // 2)
        gap = max(1, round(3 * scale))
        if data.get("naming"):
            return history, self._trump_row(area, data.get("trumps") or [], gap, scale)
        calls = data.get("calls") or []
        call_h = round(CALL_ROW * scale)
        grid = pygame.Rect(area.x, area.y, area.width, area.height - call_h - gap)
        bids = data.get("bids") or []
        rows = max(1, -(-len(bids) // COLUMNS))
        w, h = (grid.width + gap) // COLUMNS - gap, min((grid.height + gap) // rows - gap, round(BID_ROW * scale))
        out = [(join(self.path, "bids", b.get("n")), b,
                pygame.Rect(grid.x + (i % COLUMNS) * (w + gap), grid.y + (i // COLUMNS) * (h + gap), w, h))
               for i, b in enumerate(bids)]
        bottom = pygame.Rect(area.x, area.bottom - call_h, area.width, call_h)
        return history, out + self._row(bottom, "calls", calls, gap)

    def _trump_row(self, area: pygame.Rect, entries: list, gap: int, scale: float) -> list:
        """The trumps as a row of square boxes at the top of the area, centred (never taller than wide)."""
        if not entries:
            return []
        side = min(round(TRUMP_BOX * scale), (area.width + gap) // len(entries) - gap, area.height)
        width = len(entries) * (side + gap) - gap
        row = pygame.Rect(area.centerx - width // 2, area.y + gap, width, side)
        return self._row(row, "trumps", entries, gap)

    def _row(self, area: pygame.Rect, group: str, entries: list, gap: int) -> list:
        if not entries:
            return []
        w = (area.width + gap) // len(entries) - gap
        return [(join(self.path, group, e.get("name")), e, pygame.Rect(area.x + i * (w + gap), area.y, w, area.height))
                for i, e in enumerate(entries)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        history, boxes = self.boxes(rect, data)
        self.draw_history(surface, history, data, scale)
        for path, entry, box in boxes:
            self.draw_box(surface, path, entry, box, marks, scale)

    def draw_history(self, surface: pygame.Surface, area: pygame.Rect, data: dict, scale: float) -> None:
        """The calls made so far, newest last, and what the box is for now."""
        calls = [(self.who(m.get("seat"), m.get("name"))[0], f": {m.get('words')}") for m in data.get("made") or []]
        made = [name + words for name, words in calls]
        title = text(say("table.bidding.name_trump")) if data.get("naming") else (self.label or text(say("table.bidding.box")))
        if data.get("hint"):
            title = f"{title}  ·  {data['hint']}"
        head = theme.fit_text(title, 15 * scale, theme.INK_SOFT, area.width, bold=True)
        surface.blit(head, area.topleft)
        size = 14 * scale
        shown = made[-1:] if made else [text(say("table.bidding.no_call"))]
        for count in range(2, len(made) + 1):  # as many of the latest calls as fit, oldest left out
            words = ("…  " if count < len(made) else "") + "  ·  ".join(made[-count:])
            if theme.width(words, size) > area.width:
                break
            shown = [words]
        if made and shown == made[-1:]:  # even the last call alone is too long: shorten its caller's name
            image = theme.fit_name(*calls[-1], size, theme.INK, area.width)
        else:
            image = theme.text(shown[0], size, theme.INK)
        surface.blit(image, (area.x, area.y + round(HISTORY * scale)))

    def draw_box(self, surface: pygame.Surface, path: str, entry: dict, box: pygame.Rect, marks: Marks,
                 scale: float) -> None:
        legal = bool(entry.get("legal"))
        radius = max(2, round(4 * scale))
        fill = theme.BUTTON if legal else theme.lighten(theme.BUTTON_DISABLED, 0.45)
        if path == marks.hover and legal:
            fill = theme.BUTTON_HOVER
        pygame.draw.rect(surface, fill, box, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, max(1, round(scale)), border_radius=radius)
        words = str(entry.get("label", entry.get("n", "")))
        ink = (theme.CARD_RED if entry.get("red") else theme.INK) if legal else theme.BUTTON_DISABLED
        if "/trumps/" in path:
            self.draw_trump(surface, entry, box, ink, scale)
        else:
            size = min(16 * scale, box.height * 0.62) if "label" in entry and len(words) > 2 else min(18 * scale, box.height * 0.7)
            image = theme.fit_text(words, size, ink, box.width - 2, bold=legal)
            surface.blit(image, image.get_rect(center=box.center))
        if path in marks.selected:
            ring(surface, box, theme.SELECTED, max(2, round(2 * scale)), radius)
        elif path in marks.targets and "/bids/" not in path:  # lit numbers say it already, 90 rings would not
            ring(surface, box, theme.TARGET, max(2, round(2 * scale)), radius)

    @staticmethod
    def draw_trump(surface: pygame.Surface, entry: dict, box: pygame.Rect, ink: theme.Colour, scale: float) -> None:
        """A trump's box: its sign large in the upper part (NT in letters), its name small under it."""
        name = str(entry.get("words") or "")
        small = max(9.0, min(13 * scale, box.height * 0.16))
        under = theme.fit_text(name.capitalize(), small, ink, box.width - 4) if name else None
        room = box.height - (under.get_height() if under is not None else 0)
        sign = str(entry.get("label") or "")
        size = room * (0.72 if len(sign) == 1 else 0.42)
        image = theme.fit_text(sign, size, ink, box.width - 4, bold=True)
        surface.blit(image, image.get_rect(center=(box.centerx, box.y + room // 2 + round(2 * scale))))
        if under is not None:
            surface.blit(under, under.get_rect(midbottom=(box.centerx, box.bottom - round(3 * scale))))

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        data = data if isinstance(data, dict) else {}
        for box_path, _, box in self.boxes(rect, data)[1]:
            if box.collidepoint(pos):
                return box_path
        return None
