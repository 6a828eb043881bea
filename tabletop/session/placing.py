"""Help while a person sets out their own pieces in secret: "Deal the rest for me", and swapping two of
the pieces already set out before confirming.

The engine says which moves finish the set-up (`Game.table.fill_moves`) and how the person's last moves read
with two pieces exchanged (`Game.table.rearranged`); these only play them: a swap takes the person's own open
placements back (they showed nothing new, so they may be taken back) and plays them again, exchanged,
each checked by the engine. A save keeps plain moves.
"""

from __future__ import annotations

from tabletop.engine.game import GameError, Move, Seat
from tabletop.engine.match import Match
from tabletop.engine.words import Text


def open_placements(match: Match, person: Seat | None) -> list[Move]:
    """The person's last moves that may still be taken back, oldest first (none at another's turn)."""
    history = match.history
    if person is None or person not in match.to_move():
        return []
    count = 0
    while count < len(history) and history[-1 - count].seat == person and history[-1 - count].undoable:
        count += 1
    return [played.move for played in history[len(history) - count:]]


def fill_moves(match: Match, person: Seat | None) -> list[Move]:
    """What "Deal the rest for me" would play for the person now."""
    if person is None or person not in match.to_move() or match.is_over():
        return []
    return match.game.table.fill_moves(match.state, person, match.bot_rng(person))


def play_all(match: Match, seat: Seat, moves: list[Move]) -> Text:
    """Play `moves` for `seat` one after another; the engine's reason when one is refused ('' if none)."""
    for move in moves:
        try:
            match.play(seat, move)
        except GameError as exc:
            return exc.reason
    return ""


def swap(match: Match, person: Seat, a: str, b: str) -> Text | None:
    """Take the person's open placements back and play them again with the pieces on `a` and `b`
    exchanged. None when done; else why not, '' when the game cannot exchange those two (the placements
    are then as they were)."""
    placed = open_placements(match, person)
    before = match.states[-1 - len(placed)]
    swapped = match.game.table.rearranged(before, person, placed, a, b)
    if swapped is None:
        return ""
    reason = replay(match, person, len(placed), swapped)
    if reason:  # the refused replay was taken back already: lay the placements as they were
        replay(match, person, 0, placed)
        return reason
    return None


def replay(match: Match, seat: Seat, count: int, moves: list[Move]) -> Text:
    """Take back the last `count` moves and play `moves` instead; the engine's reason if one is refused
    (the moves played before it are then taken back too)."""
    for _ in range(count):
        match.undo()
    for done, move in enumerate(moves):
        try:
            match.play(seat, move)
        except GameError as exc:
            for _ in range(done):
                match.undo()
            return exc.reason
    return ""
