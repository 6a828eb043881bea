"""Moves chosen ahead: a person who just decided at their own screen, and whose next decision comes right
after another person's, may choose it before handing over (the game says what may be chosen so,
`Game.table.ahead`). The session keeps the move, shown to nobody, and makes it when its turn comes, so
the screen need not come back to that person for it.

It tells nobody anything before their own decision: the next person's curtain and table look the same
whether a move was chosen ahead or not, and the move shows only when it is made, where it would have
shown anyway."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.game import Move, Seat
from tabletop.engine.match import Match, Played
from tabletop.engine.words import Text, say

HAND_OVER = "hand_over"  # the kind of the button's move: choose at the turn, after the next person's


@dataclass(frozen=True)
class Offered:
    """`person` may choose now the move they will make after `next`'s decision."""

    person: Seat
    next: Seat
    moves: tuple[Move, ...]  # the game's moves, then the button that hands over without choosing
    words: Text


@dataclass(frozen=True)
class Chosen:
    """A move chosen ahead, and the moves played when it was chosen: it stands while they do."""

    move: Move
    played: int
    last: Played


def offered(match: Match, person: Seat, following: Seat, name: str) -> Offered | None:
    """What `person` may choose ahead of their next decision, which waits behind `following`'s; None: nothing."""
    moves, words = match.game.table.ahead(match.state, person)
    if not moves:
        return None
    hand_over = Move.of(HAND_OVER, label=say("session.ahead.later", name=name))
    return Offered(person, following, tuple(moves) + (hand_over,), words)


def chosen(match: Match, move: Move) -> Chosen:
    """`move` kept for the person's next decision, as the match stands now."""
    return Chosen(move, len(match.history), match.history[-1])


def standing(match: Match, kept: dict[Seat, Chosen]) -> dict[Seat, Chosen]:
    """The moves chosen ahead that still stand: one chosen after a move since taken back is forgotten."""
    history = match.history
    return {seat: chosen for seat, chosen in kept.items()
            if len(history) >= chosen.played and history[chosen.played - 1] is chosen.last}


def due(match: Match, seat: Seat, kept: Chosen) -> Move | None:
    """The move `seat` chose ahead (and that still stands), as the engine lists it now that its turn has
    come; None while the position it was chosen in is the present one, or if it is not legal now."""
    if len(match.history) <= kept.played:
        return None
    legal = match.legal_moves(seat)
    return legal[legal.index(kept.move)] if kept.move in legal else None
