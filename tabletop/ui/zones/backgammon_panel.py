"""The `bgpanel` zone: backgammon's side panel, drawn from the whole view (layout path "").

The dice lie on the board itself (`backgammon_dice`), as on the big sites;
this panel lists the cube, the pip counts and the match score when the
view has them. Keys a view does not have are skipped.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .backgammon_dice import dice_faces
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join

PAD = 12      # canvas units
TEXT = 16     # canvas units

__all__ = ["BackgammonPanelDrawer", "dice_faces", "info_lines"]


class BackgammonPanelDrawer(ZoneDrawer):
    """Cube, pips and match score on a paper panel."""

    kind = "bgpanel"
    shows_pieces = False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        draw_panel(surface, rect, self.scale(rect))
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)
        for _, image, box in self.lines(rect, data):
            surface.blit(image, box)
        surface.set_clip(clip)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Its lines of figures, each a running figure: the cube ("cube"), the pips ("pips") and the match
        score ("match")."""
        return {join(path, name): box for name, _, box in self.lines(rect, data) if name}

    def lines(self, rect: pygame.Rect, data: Any) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
        """(name, picture, where) of each line drawn, top down: the label (named ""), then the figures."""
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        drawn, y = [], inner.y
        if self.label:
            image = theme.fit_text(self.label, TEXT * scale, theme.INK_SOFT, inner.width, True)
            drawn.append(("", image, image.get_rect(topleft=(inner.x, y))))
            y += image.get_height()
        for name, line in named_lines(view):
            image = theme.fit_text(line, TEXT * scale, theme.INK, inner.width)
            drawn.append((name, image, image.get_rect(topleft=(inner.x, y + round(2 * scale)))))
            y += image.get_height()
        return drawn


def info_lines(view: dict) -> list[str]:
    """The panel's text lines: cube, pips and match, from the keys the view has."""
    return [line for _, line in named_lines(view)]


def named_lines(view: dict) -> list[tuple[str, str]]:
    """(name, line) of the panel's figures: "cube", "pips" and "match", from the keys the view has."""
    lines = []
    colours = ((view.get("board") or {}).get("colours") or [text(say("seat.white")), text(say("seat.black"))])
    cube = view.get("cube")
    if isinstance(cube, dict) and cube.get("enabled", True):
        lines.append(("cube", text(cube.get("label") or say("table.backgammon.cube", value=cube.get("value", 1)))))
    pips = (view.get("board") or {}).get("pips")
    if isinstance(pips, (list, tuple)) and len(pips) >= 2:
        lines.append(("pips", text(say("table.backgammon.pips_line", first=colours[0], first_pips=pips[0],
                                       second=colours[1], second_pips=pips[1]))))
    match = view.get("match")
    if isinstance(match, dict) and isinstance(match.get("target"), int) and match["target"] > 1:  # not a single game
        scores = list(match.get("scores") or [0, 0]) + [0, 0]
        score = dict(target=match["target"], first=colours[0], first_points=scores[0], second=colours[1],
                     second_points=scores[1])
        crawford = match.get("crawford")
        line = say("table.backgammon.match_crawford", **score) if crawford else say("table.backgammon.match", **score)
        lines.append(("match", text(line)))
    return lines
