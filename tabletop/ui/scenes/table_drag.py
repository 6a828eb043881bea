"""Drag and drop at the table: a press on a piece is the first click, a release over another place the second.

A mixin of `TableScene`. The selection already matches click paths, so a drag makes exactly the move
that click-click makes, for every game's two-click moves, and the engine is asked the same way. A press
and release on one spot is a plain click (the piece stays picked up); a release over nothing puts it back.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.words import say

from .. import theme
from ..zones.base import ring

DRAG_START = 6  # pixels the pointer travels before a press becomes a drag: a shaky click stays a click
GHOST = 70      # canvas units: the square of table under the press that follows the pointer
GHOST_ALPHA = 190


@dataclass
class Drag:
    """A piece held down by the pointer: where it was taken from, where the pointer is, its picture."""

    path: str
    start: tuple[int, int]
    pos: tuple[int, int]
    ghost: pygame.Surface
    moving: bool = False


class TableDrag:
    """Press, drag and release over a table that otherwise takes clicks."""

    drag: Drag | None = None

    def held_path(self) -> str | None:
        """The piece the person has picked up and may carry: the last click of an unfinished move, or a
        placed card picked up to swap with another (table_placing.py)."""
        if self.swap_from is not None:
            return self.swap_from
        return self.selection.clicks[-1] if self.selection.clicks else None

    def start_drag(self, pos) -> None:
        """After the press was handled as a click: if it picked a piece up, the piece may be carried."""
        path = self.path_at(pos)
        self.drag = None
        if path is not None and self.choice is None and path == self.held_path():
            self.drag = Drag(path, pos, pos, self.ghost_at(pos))

    def move_drag(self, pos) -> None:
        if self.drag is None:
            return
        self.drag.pos = pos
        start = self.drag.start
        self.drag.moving = self.drag.moving or abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_START
        self.dirty = True

    def end_drag(self, pos) -> None:
        """The release: over another place it is the second click; over nothing the piece goes back."""
        drag, self.drag = self.drag, None
        if drag is None or not drag.moving:
            return  # a plain click: already handled at the press
        self.dirty = True
        target = self.path_at(pos)
        if target == drag.path:
            return  # carried back where it came from: still held, as after a click
        if target is None or target.startswith("button/") or drag.path != self.held_path():
            self.cancel()
            self.say(say("ui.table.put_back"))
            return
        self.touch(target)

    def ghost_at(self, pos) -> pygame.Surface:
        """A copy of the table under the press (the piece itself, as last drawn), see-through."""
        screen = self.ctx.screen
        side = max(16, round(GHOST * self.scaler.scale))
        area = pygame.Rect(0, 0, side, side)
        area.center = pos
        area = area.clip(screen.get_rect())
        ghost = screen.subsurface(area).copy() if area.width and area.height else pygame.Surface((side, side))
        ghost.set_alpha(GHOST_ALPHA)
        return ghost

    def draw_drag(self, surface) -> None:
        """The carried piece under the pointer, ringed like a piece picked up."""
        if self.drag is None or not self.drag.moving:
            return
        box = self.drag.ghost.get_rect(center=self.drag.pos)
        surface.blit(self.drag.ghost, box)
        ring(surface, box, theme.SELECTED, max(2, round(3 * self.scaler.scale)), max(3, round(6 * self.scaler.scale)))
