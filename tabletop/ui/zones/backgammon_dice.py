"""The dice on the backgammon board, as the big sites draw them: on the playing surface, in the half of
the side to move (the right half for the player at the bottom, the left for the one at the top), the dice
already played dimmed. A fresh roll tumbles for ROLL_SECONDS.

Data: the whole view's "dice" (the roll), "dice_left" (the values still to play; a double lists four)
and "turn" (the colour to move). Sizes come from the board's geometry, so the dice never cover the
tallest stacks (five checkers and a count).
"""

from __future__ import annotations

import pygame

from .dice_tray import draw_die
from .base import wash

ROLL_SECONDS = 0.35          # a fresh roll tumbles this long before it settles
USED_WASH = (150, 150, 146)  # laid over a used die so it reads as spent at a glance
DIE_SHARE = 0.9              # a die's side, in point widths, where the middle of the board has room
GAP_SHARE = 0.3              # the gap between dice, in die sides


def dice_faces(dice: list, left: list) -> list[tuple[int, bool]]:
    """(value, used) for each die to draw, in the order rolled: four for a double, the used ones first."""
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


def die_side(geo) -> int:
    """A die's side: as large as the band between the two rows of tallest stacks allows."""
    stacks = geo.point_h + 0.35 * geo.checker + 2          # the deepest a stack reaches from its edge
    band = (geo.bottom - geo.top) - 2 * stacks
    return max(10, round(min(geo.pw * DIE_SHARE, band - 4)))


def dice_rects(geo, count: int, mover_below: bool) -> list[pygame.Rect]:
    """Where `count` dice lie: centred on the middle line of the mover's half of the field."""
    side = die_side(geo)
    gap = round(side * GAP_SHARE)
    half_w = 6 * geo.pw
    x0 = geo.field.right - half_w if mover_below else geo.left   # the right quadrant, or the left one
    width = count * side + (count - 1) * gap
    left = round(x0 + (half_w - width) / 2)
    top = round(geo.mid - side / 2)
    return [pygame.Rect(left + i * (side + gap), top, side, side) for i in range(count)]


def board_dice(geo, view: dict) -> list[tuple[tuple[int, bool], pygame.Rect]]:
    """((value, used), rect) of each die on the board once it has settled (none before a roll)."""
    faces = dice_faces(list(view.get("dice") or []), list(view.get("dice_left") or []))
    turn = view.get("turn")
    mover_below = geo.is_mine(turn) if turn in (0, 1) else True
    return list(zip(faces, dice_rects(geo, len(faces), mover_below))) if faces else []


def draw_board_dice(surface: pygame.Surface, geo, view: dict, animation: float = 1.0) -> None:
    """The roll on the board (nothing before a roll); tumbling faces while a fresh roll settles."""
    dice = board_dice(geo, view)
    if not dice:
        return
    fresh = not any(used for (_, used), _ in dice) and not (view.get("board") or {}).get("moved")
    tumbling = fresh and animation < 1.0
    for i, ((value, used), box) in enumerate(dice):
        if tumbling:
            value = (value + int(animation * 9) + i) % 6 + 1   # a blur of faces while the dice roll
            box = box.move(0, -round((1 - animation) * box.height * 0.3))
        draw_die(surface, box, value, dim=used)
        if used:
            wash(surface, box, USED_WASH, 150, radius=max(3, box.width // 6))
