"""What a seat cannot know, for searches and undo.

A seat knows its own hand, every card that was ever face up (the display,
the tricks: the face-down piles hold only cards both players watched being
played, and which card went where follows a fixed rule, digest D5), and the
display cards the opponent took. Hidden from it: the rest of the opponent's
hand and the order of the stock. A determinization deals those cards afresh.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.games.tricks import hand_order

from .state import AUCTION, HAND_END, OVER, TARGET, TRUMP, State, card_places, evaluation


def unknown_cards(state: State, seat: int) -> tuple[int, ...]:
    """The cards of `seat`'s hand that nobody else has seen it take."""
    known = set(state.known[seat])
    return tuple(c for c in state.hands[seat] if c not in known)


DEAL_TRIES = 200  # redeals tried for a hidden hand matching its announced value, before settling for one


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """The hidden hand(s) and the stock dealt afresh from the cards `seat` cannot place. While the hands
    are still as dealt (auction, trump), a hidden hand is redealt until it has the value its player
    announced, as far as a few hundred tries find one: that total is public knowledge of the hand."""
    hidden = [s for s in (0, 1) if s != seat]
    pool = tuple(sorted(sum((unknown_cards(state, s) for s in hidden), ()) + state.stock))
    as_dealt = state.phase in (AUCTION, TRUMP)
    for _ in range(DEAL_TRIES if as_dealt else 1):
        hands, stock, rng = _redeal(state, hidden, pool, rng)
        if not as_dealt or all(evaluation(hands[s]) == state.evals[s] for s in hidden):
            break
    seed, _ = rng.next64()
    return replace(state, hands=hands, stock=stock, rng=Rng.from_seed(seed))


def _redeal(state: State, hidden: list[int], pool: tuple[int, ...], rng: Rng):
    """(hands, stock, rng): the hidden seats' unknown cards and the stock dealt from a shuffled pool."""
    pool, rng = rng.shuffled(pool)
    hands = list(state.hands)
    for s in hidden:
        count = len(hands[s]) - len(state.known[s])
        hands[s] = hand_order(state.known[s] + pool[:count])
        pool = pool[count:]
    return tuple(hands), pool, rng


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Undoable unless the move turned up stock cards or dealt a new hand (the mover would see them)."""
    return len(after.stock) == len(before.stock) and after.hand_no == before.hand_no


def private_decision(state: State, seat: int) -> bool:
    """Calls, trump, cards and display picks are made with the hand in view; dealing the next hand is not."""
    return state.phase != HAND_END


def secrets(state: State, seat: int) -> set[int]:
    """The cards of `seat`'s hand only `seat` has seen."""
    return set(unknown_cards(state, seat))


def returns(state: State) -> tuple[float, ...]:
    """1 for the winner of the match, 0 for the loser."""
    if state.phase != OVER:
        return (0.5, 0.5)
    return (1.0, 0.0) if state.scores[0] > state.scores[1] else (0.0, 1.0)


def conserved(state: State) -> dict:
    """All 52 cards somewhere, and at most 40 marks."""
    places = card_places(state)
    cards = sorted(c for cards in places.values() for c in cards)
    return {"cards": len(cards), "distinct": len(set(cards)), "target": TARGET}
