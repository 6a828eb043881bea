"""What a Synchro-gammon move did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .seats import team_of
from .state import GAME_END, State


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """A card laid face down (the same words whichever card), the reveal, checker steps, games scored."""
    if move.kind == "pick":
        return ("place",) + revealed(after)
    if move.kind == "step":
        return ("place",) + hit(before, seat, after) + game_scored(after)
    if move.kind == "drop":
        return game_scored(after)
    if move.kind == "next_game":
        return ("deal",)  # full hands again
    return ()  # cube questions and answers move nothing


def revealed(after: State) -> tuple[str, ...]:
    """("flip",) when this pick was the fourth and all four cards turned over (every seat sees it)."""
    # The state's `revealed` flag is already cleared when nobody could move and the round closed at once.
    return ("flip",) if any(event[0] == "reveal" for event in after.events) else ()


def hit(before: State, seat: int, after: State) -> tuple[str, ...]:
    """("capture",) when the step sent an opposing checker to the bar."""
    other = 1 - team_of(seat)
    return ("capture",) if after.board.bar[other] > before.board.bar[other] else ()


def game_scored(after: State) -> tuple[str, ...]:
    """("score",) when a game ended and the match goes on (its end is the contract's "win")."""
    return ("score",) if after.phase == GAME_END else ()
