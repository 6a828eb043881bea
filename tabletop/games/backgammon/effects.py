"""What a backgammon move did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .state import BETWEEN, State

ROLLS_DICE = ("roll", "next_game")  # a new game starts with its opening roll


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """Rolls, checkers moved (a blot hit is a capture), and a game of a longer match won."""
    if move.kind in ROLLS_DICE:
        return ("roll",)
    if move.kind == "move":
        return ("place",) + hit(before, after) + game_scored(after)
    if move.kind == "drop":
        return game_scored(after)
    return ()  # cube decisions and passes move nothing


def hit(before: State, after: State) -> tuple[str, ...]:
    """("capture",) when the mover sent an opposing checker to the bar."""
    other = 1 - before.turn
    return ("capture",) if after.board.bar[other] > before.board.bar[other] else ()


def game_scored(after: State) -> tuple[str, ...]:
    """("score",) when a game ended and the match goes on (its end is the contract's "win")."""
    return ("score",) if after.phase == BETWEEN else ()
