"""What a seat cannot know, for searches and undo: determinizations, undo, returns.

Hidden are the stock's order and every hand's cards, except the Kings that
went into a hand in front of everyone (King plays, refills). A
determinization deals those unseen cards afresh, each hand keeping its size
and its shown Kings. While three Kings end the game, a hand the game goes on
with holds at most two, so a world is made to respect that where it can.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import Move, rank_shares
from tabletop.engine.rng import Rng

from .deck import is_king, sorted_cards, value
from .state import ALL_CARDS, KINGS_TO_END, KINGS_WIN, LOW, OVER, PLAY, State, card_places, kings
from .view import points, winners


def hidden_part(state: State, seat: int, me: int | None) -> tuple:
    """The cards of `seat`'s hand that `me` cannot see (all but its shown Kings; none of my own)."""
    if seat == me:
        return ()
    known = list(state.known[seat])
    out = []
    for card in state.hands[seat]:
        if card in known:
            known.remove(card)
        else:
            out.append(card)
    return tuple(out)


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """A state `seat` cannot tell from `state`: unseen cards dealt afresh to the other hands and the stock."""
    parts = [hidden_part(state, s, seat) for s in range(state.players)]
    unseen = tuple(sorted(c for part in parts for c in part) + sorted(state.stock))
    cards, _ = rng.shuffled(unseen)  # from a fixed order: the world depends only on what is unseen
    cards = list(cards)
    hands, at = list(state.hands), 0
    for s, part in enumerate(parts):
        if s == seat:
            continue
        shown = tuple(c for c in state.hands[s] if c not in part)
        hands[s] = shown + tuple(cards[at:at + len(part)])
        at += len(part)
    stock = cards[at:]
    if state.end != ALL_CARDS and state.phase == PLAY:
        hands, stock = _cap_kings(hands, stock, seat)
    hands, stock = _without_lacking(state, hands, stock, seat)
    drawn = tuple(d if s == seat else None for s, d in enumerate(state.drawn))
    return replace(state, hands=tuple(sorted_cards(h) for h in hands), stock=tuple(stock), drawn=drawn)


def _cap_kings(hands: list, stock: list, seat: int | None) -> tuple[list, list]:
    """Swap Kings beyond two in an unseen hand with plain stock cards (a hand of three would have ended it)."""
    for s, hand in enumerate(hands):
        if s == seat:
            continue
        hand = list(hand)
        while sum(map(is_king, hand)) >= KINGS_TO_END:
            plain = next((i for i, c in enumerate(stock) if not is_king(c)), None)
            king = next((i for i in range(len(hand) - 1, -1, -1) if is_king(hand[i])), None)
            if plain is None or king is None:
                break
            hand[king], stock[plain] = stock[plain], hand[king]
        hands[s] = tuple(hand)
    return hands, stock


def lacking(state: State) -> tuple[int | None, frozenset[int]]:
    """Who just showed which values their hand lacks, and those values: a discard while sets are
    compulsory says the discarder held no card that made a set with the field it discarded onto. Two
    players: that move was the last one, and neither that hand nor the field has changed since."""
    if not state.must_set or state.players != 2 or state.phase != PLAY or len(state.last) != 1:
        return None, frozenset()
    index = int(state.last[0].rsplit("/", 1)[1])
    before = [value(c) for i, c in enumerate(state.field) if i != index and not is_king(c)]
    needs = {need for i, a in enumerate(before) for b in before[i + 1:] for need in (a + b, abs(a - b))}
    return 1 - state.turn, frozenset(need for need in needs if 0 < need <= 12)


def _without_lacking(state: State, hands: list, stock: list, seat: int | None) -> tuple[list, list]:
    """Swap the cards a discarder showed it lacks out of its dealt hand, for stock cards it may hold."""
    discarder, values = lacking(state)
    if discarder is None or discarder == seat or not values:
        return hands, stock
    hand = list(hands[discarder])
    for i, card in enumerate(hand):
        if value(card) in values:
            swap = next((j for j, c in enumerate(stock) if not is_king(c) and value(c) not in values), None)
            if swap is None:
                break
            hand[i], stock[swap] = stock[swap], hand[i]
    hands[discarder] = tuple(hand)
    return hands, stock


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Only a move that drew nothing, for anyone, and left the game going: any draw or refill shows a
    card, and an end shows the hands."""
    return len(after.stock) == len(before.stock) and after.phase == PLAY


def returns(state: State) -> tuple[float, ...]:
    """Three Kings: 1 to the holders (shared), else an even draw; points: the share of opponents beaten."""
    if state.winner == KINGS_WIN:
        won = winners(state)
        if not won:
            return (0.5,) * state.players
        return tuple(1.0 / len(won) if s in won else 0.0 for s in range(state.players))
    sign = -1 if state.winner == LOW else 1
    return rank_shares([sign * points(state, s) for s in range(state.players)])


def secrets(state: State, seat: int) -> set[int]:
    """A seat's hand, but for the Kings everyone saw it take; nothing once the hands are shown."""
    if state.phase == OVER:
        return set()
    return set(hidden_part(state, seat, None))


def conserved(state: State) -> dict:
    """Every card somewhere: stock, field, hands, set piles."""
    places = card_places(state)
    counts = {place: 0 for place in ("cards", "kings")}
    for cards in places.values():
        counts["cards"] += len(cards)
        counts["kings"] += kings(cards)
    counts["ids"] = len({c for cards in places.values() for c in cards})
    return counts
