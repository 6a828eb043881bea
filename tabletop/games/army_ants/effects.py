"""What an Army Ants move did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .state import MUSTER, ROWS, State

# One card (or a column) goes to another square, or a hidden card goes down: a card laid on the table.
LAYS_CARDS = ("march", "move", "swap", "refuge", "place")


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """The move's own words; a hidden placement says "place" whatever the card, as the log does."""
    if move.kind in LAYS_CARDS:
        return ("place",)
    if move.kind == "attack":
        return ("capture",)  # an Attack always removes its target (on equal values, the attacker too)
    if move.kind in ("confirm_row", "done_placing"):
        return placement_end(after)
    return ()  # draw offers and answers, a forced pass: the end of the match is the contract's word


def placement_end(after: State) -> tuple[str, ...]:
    """Ending a row or an army: both armies turn over, or the next row is drawn into a hand."""
    if after.phase == MUSTER:
        return ("flip",)
    return ("deal",) if after.setup == ROWS else ()
