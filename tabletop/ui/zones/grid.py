"""The `grid` zone: a board of squares holding cards (Army Ants' 5x8 field).

Data: {"cols": C, "rows": R, "cells": [[card or None per column] per row]}.
Row 0 is drawn at the bottom and column 0 at the left (`orient: fixed`);
with `orient: viewer` the board turns 180 degrees when the viewer is seat 1,
so that seat's own back row is at the bottom. Squares are "<path>/<col>/<row>"
with 0-based col and row ("grid/2/3" is c4). The two halves are tinted in the
two seats' colours and a bold centre line divides them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pygame

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, join, mark_last, ring, wash
from .cardface import card_size, draw_card

COORD_MARGIN = 0.3  # the coordinate strip (left and bottom), in squares
CARD_FILL = 0.88    # card height / square size
_boards: dict[tuple, pygame.Surface] = {}  # the empty board's picture per (square, cols, rows, flipped)


def square_name(col: int, row: int) -> str:
    """'c4' for col 2, row 3."""
    return f"{chr(ord('a') + col)}{row + 1}"


def square_path(name: str, grid_path: str = "grid") -> str:
    """The view path of a square name: square_path('c4') == 'grid/2/3'."""
    return join(grid_path, ord(name[0].lower()) - ord("a"), int(name[1:]) - 1)


@dataclass(frozen=True)
class Geometry:
    """Where the board sits in the window: origin of its top-left square and square size."""

    x: int
    y: int
    square: int
    cols: int
    rows: int
    flipped: bool

    def square_rect(self, col: int, row: int) -> pygame.Rect:
        """The window rect of a square."""
        sx, sy = (self.cols - 1 - col, row) if self.flipped else (col, self.rows - 1 - row)
        return pygame.Rect(self.x + sx * self.square, self.y + sy * self.square, self.square, self.square)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(col, row) under a window point, or None off the board."""
        sx, sy = (pos[0] - self.x) // self.square, (pos[1] - self.y) // self.square
        if not (0 <= sx < self.cols and 0 <= sy < self.rows):
            return None
        return (self.cols - 1 - sx, sy) if self.flipped else (sx, self.rows - 1 - sy)

    @property
    def board(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.cols * self.square, self.rows * self.square)


class GridDrawer(ZoneDrawer):
    """Draws the board, its cards and the marks; hit gives 'grid/<col>/<row>'."""

    kind = "grid"

    @property
    def flipped(self) -> bool:
        """Turned 180 degrees: orient 'viewer' and the table drawn for seat 1."""
        return getattr(self.zone, "orient", "fixed") == "viewer" and self.viewer == 1

    def geometry(self, rect: pygame.Rect, data: dict) -> Geometry:
        """Largest square board (plus coordinate strips) centred in rect."""
        cols, rows = int(data["cols"]), int(data["rows"])
        square = max(4, int(min(rect.width / (cols + COORD_MARGIN), rect.height / (rows + COORD_MARGIN))))
        margin = round(square * COORD_MARGIN)
        x = rect.x + (rect.width - cols * square - margin) // 2 + margin
        y = rect.y + (rect.height - rows * square - margin) // 2
        return Geometry(x, y, square, cols, rows, self.flipped)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        if not isinstance(data, dict) or "cells" not in data:
            return
        geo = self.geometry(rect, data)
        cells = data["cells"]
        me = self._acting_seat(cells, marks)
        self._draw_board(surface, geo)
        self._draw_last(surface, geo, marks)
        for row in range(geo.rows):
            for col in range(geo.cols):
                self._draw_cell(surface, geo, col, row, _cell(cells, col, row), marks, me)
        self._draw_coordinates(surface, geo)

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        if not isinstance(data, dict) or "cells" not in data:
            return None
        cell = self.geometry(rect, data).cell_at(pos)
        return join(path, *cell) if cell else None

    def pieces(self, rect: pygame.Rect, data: Any, path: str) -> list[pygame.Rect]:
        """Each square that holds a card, whole: half a square hidden reads as a broken board."""
        if not isinstance(data, dict) or "cells" not in data:
            return []
        geo = self.geometry(rect, data)
        return [geo.square_rect(col, row) for row in range(geo.rows) for col in range(geo.cols)
                if isinstance(_cell(data["cells"], col, row), dict)]

    def _draw_board(self, surface: pygame.Surface, geo: Geometry) -> None:
        """The empty board, drawn once per size and turn (forty squares are too slow to fill every frame)."""
        pad = max(3, geo.square // 16) + 1
        key = (geo.square, geo.cols, geo.rows, geo.flipped)
        picture = _boards.get(key)
        if picture is None:
            if len(_boards) > 16:
                _boards.clear()
            picture = _boards[key] = pygame.Surface((geo.cols * geo.square + 2 * pad, geo.rows * geo.square + 2 * pad),
                                                    pygame.SRCALPHA)
            at = replace(geo, x=pad, y=pad)
            self._draw_squares(picture, at)
            self._draw_lines(picture, at)
        surface.blit(picture, (geo.x - pad, geo.y - pad))

    def _draw_last(self, surface: pygame.Surface, geo: Geometry, marks: Marks) -> None:
        """A soft tint under the squares the last move touched (the outline comes over the cards)."""
        for row in range(geo.rows):
            for col in range(geo.cols):
                if join(self.path, col, row) in marks.last:
                    wash(surface, geo.square_rect(col, row), theme.LAST, 70)

    def _draw_squares(self, surface: pygame.Surface, geo: Geometry) -> None:
        half = geo.rows // 2
        for row in range(geo.rows):
            side = 0 if row < half else 1
            for col in range(geo.cols):
                square = geo.square_rect(col, row)
                tints = theme.HALF_TINTS if (col + row) % 2 else theme.HALF_TINTS_ALT
                pygame.draw.rect(surface, tints[side], square)

    def _draw_lines(self, surface: pygame.Surface, geo: Geometry) -> None:
        board = geo.board
        for i in range(1, geo.cols):
            x = board.x + i * geo.square
            pygame.draw.line(surface, theme.GRID_LINE, (x, board.top), (x, board.bottom - 1))
        for i in range(1, geo.rows):
            y = board.y + i * geo.square
            pygame.draw.line(surface, theme.GRID_LINE, (board.left, y), (board.right - 1, y))
        if geo.rows >= 2:
            half = geo.rows // 2
            y = max(geo.square_rect(0, half - 1).top, geo.square_rect(0, half).top)
            width = max(3, geo.square // 16)
            pygame.draw.line(surface, theme.CENTRE_LINE, (board.left - width, y), (board.right + width - 1, y), width)
        pygame.draw.rect(surface, theme.CENTRE_LINE, board.inflate(2, 2), max(2, geo.square // 40))

    def _draw_cell(self, surface: pygame.Surface, geo: Geometry, col: int, row: int,
                   card: Any, marks: Marks, me: int | None) -> None:
        square = geo.square_rect(col, row)
        path = join(self.path, col, row)
        thick = max(3, geo.square // 16)
        target = path in marks.targets
        if target and card is None:
            wash(surface, square.inflate(-2, -2), theme.TARGET, 90)
            pygame.draw.circle(surface, theme.TARGET, square.center, max(4, geo.square // 9))
        if isinstance(card, dict):
            face = pygame.Rect((0, 0), card_size(geo.square * CARD_FILL))
            face.center = square.center
            draw_card(surface, card, face)
        if target:
            enemy = isinstance(card, dict) and me is not None and card.get("owner") not in (None, me)
            colour = theme.ATTACK if enemy else theme.TARGET
            if enemy:
                wash(surface, square.inflate(-2, -2), theme.ATTACK, 60)
            ring(surface, square.inflate(-2, -2), colour, thick + 1)
        if path in marks.last and not target:
            mark_last(surface, square.inflate(-2 * thick, -2 * thick))
        if path in marks.selected:
            ring(surface, square.inflate(-2, -2), theme.SELECTED, thick + 1)
        elif path == marks.hover:
            ring(surface, square.inflate(-4, -4), theme.HOVER, max(2, thick - 1))

    def _draw_coordinates(self, surface: pygame.Surface, geo: Geometry) -> None:
        """Letters under the board and numbers on its left, turned with the board."""
        size = max(9, geo.square * 0.2)
        strip = round(geo.square * COORD_MARGIN)
        board = geo.board
        for col in range(geo.cols):
            image = theme.text(chr(ord("a") + col), size, theme.INK_ON_TABLE, bold=True)
            centre = (geo.square_rect(col, 0).centerx, board.bottom + strip // 2 + 1)
            surface.blit(image, image.get_rect(center=centre))
        for row in range(geo.rows):
            image = theme.text(str(row + 1), size, theme.INK_ON_TABLE, bold=True)
            centre = (board.left - strip // 2 - 1, geo.square_rect(0, row).centery)
            surface.blit(image, image.get_rect(center=centre))

    def _acting_seat(self, cells: Any, marks: Marks) -> int | None:
        """Whose targets these are: the viewer, else the owner of a selected card."""
        if self.viewer is not None:
            return self.viewer
        prefix = join(self.path, "")
        for path in marks.selected:
            if path.startswith(prefix):
                col, row = (int(s) for s in path[len(prefix):].split("/")[:2])
                card = _cell(cells, col, row)
                if isinstance(card, dict) and card.get("owner") is not None:
                    return card["owner"]
        return None


def _cell(cells: Any, col: int, row: int) -> Any:
    """cells[row][col], or None when the data is short."""
    try:
        return cells[row][col]
    except (IndexError, TypeError):
        return None
