"""The doubling cube, for any two sides (colours in backgammon, teams in Synchro-gammon).

The cube starts at 1 in the centre. A side may offer a double when the cube is
in the centre or its own, the cube is below its limit and doubling is allowed
this game (cube on, not a Crawford game). Take: the cube doubles and the
taker owns it. Drop: the game ends and the doubler scores the value before
the double.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine.game import seat_words
from tabletop.engine.words import Text, Words, say

MAX_VALUE = 64


@dataclass(frozen=True)
class Cube:
    """Cube value, its owner (None = centred) and a pending offer."""

    value: int = 1
    owner: int | None = None
    offered_by: int | None = None


def may_double(cube: Cube, side: int, enabled: bool = True, crawford: bool = False) -> bool:
    """Whether `side` may offer a double now."""
    return (enabled and not crawford and cube.offered_by is None
            and cube.owner in (None, side) and cube.value < MAX_VALUE)


def double_refusal(cube: Cube, side: int, enabled: bool = True, crawford: bool = False) -> Words | None:
    """Why `side` may not double now, as a message; None when it may."""
    if not enabled:
        return say("backgammon_board.cube.not_in_use")
    if crawford:
        return say("backgammon_board.cube.crawford")
    if cube.offered_by is not None:
        return say("backgammon_board.cube.on_offer")
    if cube.owner not in (None, side):
        return say("backgammon_board.cube.not_owner")
    if cube.value >= MAX_VALUE:
        return say("backgammon_board.cube.limit", limit=MAX_VALUE)
    return None


def offer(cube: Cube, side: int) -> Cube:
    """The cube with `side`'s double on offer."""
    return replace(cube, offered_by=side)


def take(cube: Cube) -> Cube:
    """The offer taken: the value doubles and the taker (the other side) owns the cube."""
    return Cube(cube.value * 2, 1 - cube.offered_by, None)


def dropped(cube: Cube) -> Cube:
    """The cube once its offer is dropped: the double is not made, the cube stays where it was."""
    return replace(cube, offered_by=None)


def drop_points(cube: Cube) -> int:
    """What the doubler scores when its offer is dropped: the value before the double."""
    return cube.value


def side_words(name: Text) -> Text:
    """A side as players read it: a seat's English name ('White') becomes its words in their language."""
    return seat_words(name) if isinstance(name, str) else name


def cube_label(cube: Cube, side_names, enabled: bool = True, dropped_by: int | None = None) -> Words:
    """A short description, e.g. 'Cube 2, owned by Black', or after a dropped double 'Black dropped the
    double to 2' (`dropped_by`: the side that dropped the offer that ended the game)."""
    if not enabled:
        return say("backgammon_board.cube.none")
    if dropped_by is not None:
        return say("backgammon_board.cube.dropped", side=side_words(side_names[dropped_by]), value=cube.value * 2)
    if cube.offered_by is not None:
        return say("backgammon_board.cube.offers", side=side_words(side_names[cube.offered_by]), value=cube.value * 2)
    if cube.owner is None:
        return say("backgammon_board.cube.centre", value=cube.value)
    return say("backgammon_board.cube.owned", value=cube.value, side=side_words(side_names[cube.owner]))


def cube_view(cube: Cube, side_names, enabled: bool = True, dropped_by: int | None = None) -> dict:
    """The view's cube entry (contract: value, owner, offered_by, enabled, label; dropped_by after a
    game ended by a dropped double)."""
    entry = {"value": cube.value, "owner": cube.owner, "offered_by": cube.offered_by,
             "enabled": bool(enabled), "label": cube_label(cube, side_names, enabled, dropped_by)}
    return entry if dropped_by is None else {**entry, "dropped_by": dropped_by}
