"""Help with hidden placement: deal the rest of one's cards, and swap two cards before confirming.

Both are made of plain placement moves, so a save stays a list of ordinary moves and every rule of
placement (no 9 next to the Queen, no dead end) is checked by the moves themselves.
"""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.game import Move

from .board import GRID_PATHS, INDEX
from .placement import place_move, placement_moves
from .rules import perform
from .state import PLACEMENT, State


def fill_moves(state: State, seat: int, rng) -> list[Move]:
    """Placements that put all of `seat`'s cards in hand down, each legal where it is made, chosen by `rng`
    (an Rng). Placement never dead-ends (a card is refused where it would leave no room for the 9s)."""
    moves: list[Move] = []
    while state.phase == PLACEMENT and state.seat == seat and state.hands[seat]:
        choices = [m for m in placement_moves(state, seat) if m.kind == "place"]
        if not choices:
            break
        move, rng = rng.choice(choices)
        moves.append(move)
        state = perform(state, seat, move)
    return moves


def placed_paths(placed: Sequence[Move]) -> dict[str, int]:
    """The grid path of each card the placements `placed` put down: path -> its move's index."""
    return {GRID_PATHS[INDEX[m.get("to")]]: i for i, m in enumerate(placed) if m.kind == "place"}


def rearrangeable(placed: Sequence[Move]) -> frozenset[str]:
    """The squares of the cards the placements `placed` put down, which `swapped` exchanges."""
    return frozenset(placed_paths(placed))


def swapped(state: State, seat: int, placed: Sequence[Move], a: str, b: str) -> list[Move] | None:
    """The placements `placed` (the last ones `seat` made, starting from `state`) with the cards on
    paths `a` and `b` exchanged, or None when the two are not both among them."""
    where = placed_paths(placed)
    if a == b or a not in where or b not in where:
        return None
    to_a, to_b = placed[where[a]].get("to"), placed[where[b]].get("to")
    names = {to_a: to_b, to_b: to_a}
    out = []
    for move in placed:
        to = names.get(move.get("to"), move.get("to"))
        index = state.hands[seat].index(move.get("card"))
        out.append(place_move(state, seat, index, move.get("card"), INDEX[to]))
        state = perform(state, seat, out[-1])
    return out
