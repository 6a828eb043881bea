"""The `bgpanel` zone: backgammon's side panel, drawn from the whole view (layout path "").

Shows the dice as dice (the dice tray's `draw_die`), the ones already used
greyed (`dice` holds the roll and `dice_left` the values still to play; a
double shows four dice), then the cube, the pip counts and the match score
when the view has them. Keys a view does not have are skipped.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, wash
from .dice_tray import draw_die

PAD = 12      # canvas units
TEXT = 16     # canvas units
DIE = 70      # canvas units, the largest die
USED_WASH = (150, 150, 146)  # laid over a used die so it reads as spent at a glance


def dice_faces(dice: list, left: list) -> list[tuple[int, bool]]:
    """(value, used) for each die to draw: four for a double; used ones come first."""
    shown = [int(d) for d in dice if isinstance(d, int)]
    if len(shown) == 2 and shown[0] == shown[1]:
        shown = shown * 2
    remaining = [int(d) for d in left if isinstance(d, int)]
    faces = []
    for value in shown:
        if value in remaining:
            remaining.remove(value)
            faces.append((value, False))
        else:
            faces.append((value, True))
    return sorted(faces, key=lambda face: not face[1])


class BackgammonPanelDrawer(ZoneDrawer):
    """Dice, cube, pips and match score on a paper panel."""

    kind = "bgpanel"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)
        y = inner.y
        if self.label:
            y += _blit(surface, theme.fit_text(self.label, TEXT * scale, theme.INK_SOFT, inner.width, True), inner.x, y)
        y = self._draw_dice(surface, inner, y, view, scale)
        for line in info_lines(view):
            y += _blit(surface, theme.fit_text(line, TEXT * scale, theme.INK, inner.width), inner.x, y + round(2 * scale))
        surface.set_clip(clip)

    def _draw_dice(self, surface: pygame.Surface, inner: pygame.Rect, y: int, view: dict, scale: float) -> int:
        faces = dice_faces(list(view.get("dice") or []), list(view.get("dice_left") or []))
        if "dice" not in view:
            return y
        if not faces:
            words = "No dice on the board."
            return y + _blit(surface, theme.text(words, TEXT * scale, theme.INK_SOFT), inner.x, y + round(4 * scale)) + round(8 * scale)
        gap = round(10 * scale)
        # Room is kept below the dice for the text lines, so a short panel shrinks the dice instead.
        below = len(info_lines(view)) * theme.font(TEXT * scale).get_linesize() + round(14 * scale)
        size = min(round(DIE * scale), (inner.width - gap * (len(faces) - 1)) // len(faces), inner.bottom - y - below)
        size = max(12, size)
        y += round(6 * scale)
        for i, (value, used) in enumerate(faces):
            box = pygame.Rect(inner.x + i * (size + gap), y, size, size)
            draw_die(surface, box, value, dim=used)
            if used:
                wash(surface, box, USED_WASH, 150, radius=max(3, size // 6))
        return y + size + round(8 * scale)


def info_lines(view: dict) -> list[str]:
    """The panel's text lines: cube, pips and match, from the keys the view has."""
    lines = []
    colours = ((view.get("board") or {}).get("colours") or ["White", "Black"])
    cube = view.get("cube")
    if isinstance(cube, dict) and cube.get("enabled", True):
        lines.append(str(cube.get("label") or f"Cube {cube.get('value', 1)}"))
    pips = (view.get("board") or {}).get("pips")
    if isinstance(pips, (list, tuple)) and len(pips) >= 2:
        lines.append(f"Pips: {colours[0]} {pips[0]}, {colours[1]} {pips[1]}")
    match = view.get("match")
    if isinstance(match, dict) and isinstance(match.get("target"), int) and match["target"] > 1:  # not a single game
        scores = list(match.get("scores") or [0, 0]) + [0, 0]
        line = f"Match to {match['target']}: {colours[0]} {scores[0]}, {colours[1]} {scores[1]}"
        lines.append(line + (" (Crawford game)" if match.get("crawford") else ""))
    return lines


def _blit(surface: pygame.Surface, image: pygame.Surface, x: int, y: int) -> int:
    surface.blit(image, (x, y))
    return image.get_height()
