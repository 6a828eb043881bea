"""Taking a move back without handing back a secret.

Undo takes back the person's last move and the computer replies made since. Each of those replies was
watched by the person (on the public table, and in their own view after): a reply that showed them
something they could not have known (a card from a hidden hand, a draw, a roll) would go back into
hiding if it were taken back, so the whole span is judged from the undoing person's side, and undo is
refused, with the reason, when any move in it showed that person something new.
"""

from __future__ import annotations

from tabletop.engine.game import Seat
from tabletop.engine.information import reveals_hidden
from tabletop.engine.match import Match
from tabletop.engine.words import Text, say


def undo_refusal(match: Match, person: Seat | None) -> Text | None:
    """Why `person` may not take back their last move now, or None when they may."""
    if person is None:
        return say("engine.undo.nothing_of_yours")
    reason = match.undo_refusal(person)
    if reason:
        return reason
    first = last_move_of(match, person)
    for index in range(first + 1, len(match.history)):
        played = match.history[index]
        if reveals_hidden(match.game, match.states[index], played.seat, played.move, watcher=person):
            return say("session.undo.seen", name=match.player_name(played.seat))
    return None


def last_move_of(match: Match, person: Seat) -> int:
    """The index in the history of `person`'s last move (-1 when they have made none)."""
    for index in range(len(match.history) - 1, -1, -1):
        if match.history[index].seat == person:
            return index
    return -1
