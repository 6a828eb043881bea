"""The `dice_tray` zone: five dice drawn with pips; kept dice sit apart in a lower band.

Data (a game's "dice" view): {"values": [1..6 or 0 per die], "kept": [bool],
"live": bool (the dice belong to the turn being played), "reroll_used":
bool, "can_keep": bool, "rolled": [indexes rolled by the last move],
"made": {"sum", "straight", "straight_steps", "groups", "group_steps"}}.
A click on a die gives "<path>/<i>". A change of the values replays a short
tumble of the dice that were rolled (the table's animation clock).
"""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, join, ring, wash

PAD = 12          # canvas units
TEXT = 16         # canvas units
DIE = 84          # canvas units, the largest a die gets
KEPT_DROP = 0.62  # kept dice sit this many die sizes lower
PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
DIE_PAPER = (252, 250, 244)
DIE_EDGE = (90, 84, 74)
PIP = (30, 30, 34)
FELT = (22, 54, 44)


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, dim: bool = False) -> None:
    """One die face with its pips (a blank face for 0)."""
    radius = max(3, rect.width // 6)
    shadow = rect.move(max(1, rect.width // 28), max(1, rect.width // 20))
    pygame.draw.rect(surface, theme.darken(FELT, 0.4), shadow, border_radius=radius)
    paper = theme.darken(DIE_PAPER, 0.18) if dim else DIE_PAPER
    pygame.draw.rect(surface, paper, rect, border_radius=radius)
    pygame.draw.rect(surface, DIE_EDGE, rect, max(1, rect.width // 32), border_radius=radius)
    pip = max(2, rect.width // 11)
    colour = theme.lighten(PIP, 0.35) if dim else PIP
    for fx, fy in PIPS.get(value, ()):
        pygame.draw.circle(surface, colour, (rect.x + round(fx * rect.width), rect.y + round(fy * rect.height)), pip)


TUMBLE_SECONDS = 0.6
TUMBLE_FACES_PER_SECOND = 14


def tumbling_face(die: int) -> int:
    """A random face while a die rolls, from the wall clock: only a picture, never the game's dice."""
    tick = int(time.monotonic() * TUMBLE_FACES_PER_SECOND)
    return random.Random(tick * 31 + die).randint(1, 6)


class DiceTrayDrawer(ZoneDrawer):
    """Five dice on a felt tray, kept dice set aside below the line, with what the roll makes."""

    kind = "dice_tray"
    shows_pieces = False  # it replays the move itself (animation_key), not through the motion
    animation = 1.0

    def animation_seconds(self, data: Any) -> float:
        """Long enough to see the dice tumble; the boards' previews wait for them to settle."""
        return TUMBLE_SECONDS

    def animation_key(self, data: Any) -> object:
        """The tumble replays whenever the dice values change."""
        return tuple(data.get("values", ())) if isinstance(data, dict) else ()

    def geometry(self, rect: pygame.Rect, data: dict) -> tuple[list[pygame.Rect], pygame.Rect, int]:
        """Each die's rect (kept ones lowered), the kept band, and the header height."""
        scale = self.scale(rect)
        pad = round(PAD * scale)
        header = round(26 * scale)
        count = len(data.get("values", [])) or 5
        size = min(round(DIE * scale), (rect.width - 2 * pad) // (count + (count - 1) * 0.5 + 1))
        size = min(size, int((rect.height - header - 2 * pad) / (1 + KEPT_DROP + 0.12)))
        gap = size // 2
        left = rect.x + pad + size // 2
        top = rect.y + header + pad
        drop = round(size * KEPT_DROP)
        kept = list(data.get("kept", [])) + [False] * count
        rects = [pygame.Rect(left + i * (size + gap), top + (drop if kept[i] else 0), size, size) for i in range(count)]
        # The band ends a little below the kept dice (a tall rules picture leaves the rest bare).
        bottom = min(rect.bottom - pad, top + drop + size + round(26 * scale))
        band = pygame.Rect(rect.x + pad, top + drop - round(6 * scale), rect.width - 2 * pad,
                           bottom - (top + drop - round(6 * scale)))
        return rects, band, header

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        data = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        rects, band, header = self.geometry(rect, data)
        rect = pygame.Rect(rect.x, rect.y, rect.width, band.bottom + round(PAD * scale) - rect.y)
        pygame.draw.rect(surface, FELT, rect, border_radius=round(10 * scale))
        ring(surface, rect, theme.PANEL_EDGE, max(1, round(2 * scale)), round(10 * scale))
        values = list(data.get("values", []))
        kept = list(data.get("kept", [])) + [False] * len(values)
        live = bool(data.get("live"))
        wash(surface, band, (0, 0, 0), 50, round(8 * scale))
        if not live:
            label = say("table.dice.last_turn") if any(values) else say("table.dice.before_first_roll")
        elif data.get("reroll_used"):
            label = say("table.dice.pick_challenge")
        else:
            label = say("table.dice.kept_aside") if any(kept) else say("table.dice.click_to_keep")
        image = theme.fit_text(text(label), 13 * scale, theme.INK_ON_TABLE_SOFT, band.width - round(12 * scale))
        surface.blit(image, (band.right - image.get_width() - round(8 * scale), band.bottom - image.get_height() - round(4 * scale)))
        self._header(surface, rect, data, header, scale)
        rolled = set(data.get("rolled", []))
        tumbling = self.animation < 1.0 and live
        for i, (box, value) in enumerate(zip(rects, values)):
            path = join(self.path, i)
            shown = value
            if tumbling and i in rolled:
                shown = tumbling_face(i)
                # A hop, kept below the header so a tumbling die never covers what the roll makes.
                room = max(0, box.y - (rect.y + header))
                box = box.move(0, -min(room, round((1 - self.animation) * box.height * 0.25)))
            draw_die(surface, box, shown, dim=not live)
            if kept[i]:
                ring(surface, box.inflate(6, 6), theme.SELECTED, max(2, round(3 * scale)), box.width // 5)
            elif path in marks.targets or path in marks.selected:
                ring(surface, box.inflate(6, 6), theme.TARGET, max(2, round(3 * scale)), box.width // 5)
            if path == marks.hover and data.get("can_keep"):
                ring(surface, box.inflate(2, 2), theme.HOVER, max(2, round(2 * scale)), box.width // 5)

    def _header(self, surface: pygame.Surface, rect: pygame.Rect, data: dict, header: int, scale: float) -> None:
        """What the dice make, and whether the reroll is still to come."""
        pad = round(PAD * scale)
        made = data.get("made") or {}
        words = text(say("table.dice.dice"))
        if made and data.get("live"):
            words = text(say("table.dice.made", sum=made["sum"], straight=made["straight"],
                             straight_steps=made["straight_steps"], groups=made["groups"], group_steps=made["group_steps"]))
        image = theme.fit_text(words, TEXT * scale, theme.INK_ON_TABLE, rect.width - 2 * pad - round(150 * scale), bold=True)
        surface.blit(image, (rect.x + pad, rect.y + pad // 2 + round(4 * scale)))
        if data.get("live"):
            state = text(say("table.dice.reroll_used") if data.get("reroll_used") else say("table.dice.reroll_left"))
            colour = theme.INK_ON_TABLE_SOFT if data.get("reroll_used") else theme.SELECTED
            tag = theme.text(state, TEXT * scale, colour, bold=True)
            surface.blit(tag, (rect.right - pad - tag.get_width(), rect.y + pad // 2 + round(4 * scale)))

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """What the dice make and whether the reroll is left, along the tray's top ("made")."""
        _, _, header = self.geometry(rect, data if isinstance(data, dict) else {})
        pad = round(PAD * self.scale(rect))
        return {join(path, "made"): pygame.Rect(rect.x + pad, rect.y, rect.width - 2 * pad, header + pad // 2)}

    def pieces(self, rect: pygame.Rect, data: Any, path: str) -> list[pygame.Rect]:
        """The dice, where they lie (kept ones lowered)."""
        data = data if isinstance(data, dict) else {}
        rects, _, _ = self.geometry(rect, data)
        return rects[:len(data.get("values", []))]

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        data = data if isinstance(data, dict) else {}
        rects, _, _ = self.geometry(rect, data)
        for i, box in enumerate(rects[:len(data.get("values", []))]):
            if box.inflate(6, 6).collidepoint(pos):
                return join(path, i)
        return None
