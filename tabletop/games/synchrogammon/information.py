"""What a seat can know in Synchro-gammon, for searches: determinizations and end values.

Every seat owns one suit of ace to six, so the cards a seat holds are known
as a set. The four cards of a round are shown to everyone at the reveal, and
the discard piles hold exactly the cards shown since that seat's hand was
last full: a seat that remembers the reveals (the memory aid only writes
them down) can deduce every hand except one thing, which card a seat that
has already laid face down this round chose. That choice is all that is
redrawn, with the generator that will pick the next game's parent.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng

from .hands import value_of
from .seats import SEAT_NAMES, SEATS
from .state import ANSWER, CUBE, MOVE, PICK, State, with_changes
from .view import result


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """A state `seat` cannot tell from `state`: others' face-down cards chosen afresh, a new generator."""
    hands, picks = list(state.hands), list(state.picks)
    for other in range(SEATS):
        if other != seat and not state.revealed and picks[other] is not None:
            hands[other], picks[other], rng = relaid(hands[other], picks[other], rng)
    value, rng = rng.next64()
    return with_changes(state, hands=tuple(hands), picks=tuple(picks), rng=Rng.from_seed(value))


def relaid(hand: tuple, pick: int, rng: Rng) -> tuple[tuple, int, Rng]:
    """(hand, face-down card, rng): any card of the hand it left may be the one laid."""
    cards = tuple(sorted(hand + (pick,), key=value_of))
    index, rng = rng.below(len(cards))
    return cards[:index] + cards[index + 1:], cards[index], rng


def returns(state: State) -> tuple[float, ...]:
    """1 for both seats of the team that won (the match, when playing to points), 0 for the others."""
    winners = result(state)["winners"]
    if not winners:
        return (0.5,) * SEATS
    return tuple(1.0 if s in winners else 0.0 for s in range(SEATS))


def private_decision(state: State, seat: int) -> bool:
    """Only the secret pick needs the seat's hand: checkers move and the cube is offered in public."""
    return state.phase == PICK


def shared_decision(state: State) -> bool:
    """A cube question is the team's: either partner answers for it (a person before a computer partner)."""
    return state.phase in (CUBE, ANSWER)


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Checker steps may be taken back unless they ended the game; laid cards and cube answers are final."""
    return move.kind == "step" and after.phase in (MOVE, PICK, CUBE)


def secrets(state: State, seat: int) -> set[int]:
    """The seat's hand and, until the reveal, the card it laid face down."""
    hidden = set(state.hands[seat])
    if state.phase == PICK and state.picks[seat] is not None:
        hidden.add(state.picks[seat])
    return hidden


def conserved(state: State) -> dict:
    """Checkers per colour and cards per seat never change."""
    counts = {f"{name}_checkers": state.board.total(c) for c, name in enumerate(("white", "black"))}
    for seat in range(SEATS):
        pick = state.picks[seat] is not None
        counts[f"{SEAT_NAMES[seat].lower()}_cards"] = len(state.hands[seat]) + pick + len(state.discards[seat])
    return counts
