"""What a Finesse seat cannot know, for searches, hints and undo: determinizations and returns.

Hidden are the hands, each from the other three players (the partner too).
Everything else lies face up or was seen when played: table cards, the trick,
the cards of every trick taken (gathered face down, but each was shown when
played) and the voids a player showed by not following suit. A determinization
keeps the seat's own hand and deals every card it cannot place afresh to the
other hands, each keeping its size and never receiving a suit it showed it lacks.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.games.tricks import finesse_deck, hand_order, suit_of

from .state import HAND_END, OVER, SEATS, TRICKS, State, table_cards

_DECK = finesse_deck()
ATTEMPTS = 12   # random deals tried before the exact search (voids rarely make a deal hard)


def unseen(state: State, seat: int | None) -> tuple:
    """The cards `seat` cannot place: in a hand not its own, in a fixed order (the view decides it)."""
    known = set(state.hands[seat]) if seat is not None else set()
    for s in range(SEATS):
        known.update(table_cards(state, s))
        known.update(state.piles[s])
    known.update(card for _, card in state.trick)
    return tuple(c for c in _DECK if c not in known)


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """`state` with the hands `seat` cannot see dealt afresh (voids kept) and a fresh generator."""
    if state.phase == OVER:
        seed, _ = rng.next64()
        return replace(state, rng=Rng.from_seed(seed))
    others = tuple(s for s in range(SEATS) if s != seat)
    sizes = {s: len(state.hands[s]) for s in others}
    cards, rng = rng.shuffled(unseen(state, seat))
    dealt, rng = _deal(cards, sizes, state.voids, rng)
    hands = tuple(hand_order(dealt[s]) if s in dealt else state.hands[s] for s in range(SEATS))
    seed, _ = rng.next64()
    return replace(state, hands=hands, rng=Rng.from_seed(seed))


def _fits(card: int, seat: int, voids: tuple) -> bool:
    return not voids[seat] >> suit_of(card) & 1


def _deal(cards: tuple, sizes: dict, voids: tuple, rng: Rng) -> tuple[dict, Rng]:
    """Shuffled `cards` dealt into hands of `sizes`, no seat getting a suit it lacks."""
    if not any(voids[s] for s in sizes):
        return _plain(cards, sizes), rng
    for _ in range(ATTEMPTS):
        dealt = _greedy(cards, sizes, voids)
        if dealt is not None:
            return dealt, rng
        cards, rng = rng.shuffled(cards)
    return _matched(cards, sizes, voids), rng


def _plain(cards: tuple, sizes: dict) -> dict:
    """Cards dealt in order, hand after hand."""
    out, at = {}, 0
    for s, size in sizes.items():
        out[s] = cards[at:at + size]
        at += size
    return out


def _greedy(cards: tuple, sizes: dict, voids: tuple) -> dict | None:
    """Cards with the fewest possible holders first, each to the fitting hand with the most room."""
    room = dict(sizes)
    holders = {c: [s for s in sizes if _fits(c, s, voids)] for c in cards}
    out = {s: [] for s in sizes}
    for card in sorted(cards, key=lambda c: len(holders[c])):
        open_ = [s for s in holders[card] if room[s]]
        if not open_:
            return None
        best = max(open_, key=lambda s: room[s])
        out[best].append(card)
        room[best] -= 1
    return out


def _matched(cards: tuple, sizes: dict, voids: tuple) -> dict:
    """An exact deal by augmenting paths (cards to hand places), for the rare knotted case."""
    slots = [s for s, size in sizes.items() for _ in range(size)]
    owner_of: list[int | None] = [None] * len(slots)   # slot -> index of the card in it

    def place(i: int, seen: set) -> bool:
        for j, s in enumerate(slots):
            if j in seen or not _fits(cards[i], s, voids):
                continue
            seen.add(j)
            if owner_of[j] is None or place(owner_of[j], seen):
                owner_of[j] = i
                return True
        return False

    for i in range(len(cards)):
        if not place(i, set()):
            raise RuntimeError("No deal fits the voids shown: the position is impossible.")
    out = {s: [] for s in sizes}
    for j, i in enumerate(owner_of):
        out[slots[j]].append(cards[i])
    return out


def returns(state: State) -> tuple[float, ...]:
    """1 to both seats of the winning side, 0 to the others; an even share while undecided or tied."""
    side = state.winner_side
    if side is None:
        return (0.5,) * SEATS
    return tuple(1.0 if s % 2 == side else 0.0 for s in range(SEATS))


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """A card played shows the mover nothing new; a deal shows new hands, and the last trick's lead the
    last cards of the others' hands (they follow with it), so never."""
    return move.kind != "next_hand" and not (before.trick_no == TRICKS and not before.trick)


def private_decision(state: State, seat: int) -> bool:
    """Every lead, follow and new table card is chosen from the hand; dealing is not."""
    return state.phase != HAND_END


def secrets(state: State, seat: int) -> set[int]:
    """A seat's hand."""
    return set(state.hands[seat])
