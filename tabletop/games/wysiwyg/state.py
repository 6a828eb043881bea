"""The WYSIWYG state (2007 revised rules): one immutable value per position of a match.

Everything about a hand lives here: the two hands, the cards each player is
publicly known to hold (taken from the display, face up for both to see),
the face-down stock, the two-card display, the discard pile, both mark piles,
the auction and the trick in progress. Functions here are the small sums the
rules name (evaluation, base score, goal, scoring); the moves are in
auction.py and play.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from tabletop.engine.rng import Rng
from tabletop.games.tricks import ACE, hand_order, rank_of, standard_deck, suit_of

SEAT_NAMES = ("South", "North")  # two players sit opposite each other
TARGET = 50          # the first total of 50 or more wins the match
HAND_SIZE = 13
FIRST_HALF = 13      # tricks 1..13 draw from the display; 14..26 do not
TRICKS = 26
MAX_MARKS = 40       # 13 + 12 x 2 + 3

AUCTION, TRUMP, PLAY, DISPLAY, HAND_END, OVER = "auction", "trump", "play", "display", "hand_end", "over"
BID, PASS, DOUBLE, REDOUBLE = "bid", "pass", "double", "redouble"

Play = tuple[int, int]  # (seat, card)


@dataclass(frozen=True)
class State:
    """A position of a WYSIWYG match: the hand being played and the match around it."""

    rng: Rng
    dealer: int
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    stock: tuple[int, ...]                       # face down; index 0 is the top
    evals: tuple[int, int]
    bases: tuple[int, int]
    turn: int                                    # the seat whose decision is pending
    phase: str = AUCTION
    hand_no: int = 1
    scores: tuple[int, int] = (0, 0)
    sheet: tuple[tuple, ...] = ()                # one row per finished hand (see `sheet_row`)
    known: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())  # hand cards both players saw it take
    display: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    piles: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())  # the mark piles, face down
    calls: tuple[tuple[int, str, int], ...] = ()  # (seat, kind, number) in the order made
    bid: Optional[int] = None                    # the standing bid (an opening pass stands as 0)
    bidder: Optional[int] = None
    mult: int = 1                                # 1, 2 doubled, 4 redoubled
    declarer: Optional[int] = None
    trump: Optional[int] = None                  # a suit 0..3, or None: no trump (once named)
    trick: tuple[Play, ...] = ()
    trick_no: int = 1
    last_trick: tuple[Play, ...] = ()            # the trick just taken, shown until the next lead
    taker: Optional[int] = None                  # who took `last_trick`
    events: tuple[tuple, ...] = field(default=(), compare=True)  # what the last move did, for the log

    @property
    def goal(self) -> Optional[int]:
        """The declarer's final bid plus the declarer's base score, once there is a declarer."""
        if self.declarer is None:
            return None
        return self.bid + self.bases[self.declarer]

    @property
    def first_half(self) -> bool:
        return self.trick_no <= FIRST_HALF


# --- the sums of the rules ----------------------------------------------------------
def evaluation(hand) -> int:
    """3 per ace, 2 per king, 1 per queen, plus the length of the longest suit (counted once)."""
    points = {ACE: 3, 13: 2, 12: 1}
    lengths = [0, 0, 0, 0]
    total = 0
    for card in hand:
        total += points.get(rank_of(card), 0)
        lengths[suit_of(card)] += 1
    return total + max(lengths)


def base_scores(evals: tuple[int, int]) -> tuple[int, int]:
    """Own evaluation + 10 - the opponent's, for each player (the two always sum to 20)."""
    return evals[0] + 10 - evals[1], evals[1] + 10 - evals[0]


def first_caller(bases: tuple[int, int], dealer: int) -> int:
    """The lower base calls first; with equal bases the non-dealer does (digest D1)."""
    if bases[0] != bases[1]:
        return 0 if bases[0] < bases[1] else 1
    return 1 - dealer


def failure_points(shortfall: int) -> int:
    """What the opponent scores, before the multiplier, when the declarer is `shortfall` marks short."""
    return 2 if shortfall == 1 else (shortfall - 1) * 5


def hand_score(marks: int, goal: int, base: int, mult: int) -> tuple[bool, int]:
    """(made, points): points go to the declarer when made, to the opponent when not."""
    if marks >= goal:
        return True, (marks - base) * mult
    return False, failure_points(goal - marks) * mult


# --- dealing ---------------------------------------------------------------------------
def deal(rng: Rng, dealer: int, **kept) -> State:
    """Shuffle the 52, deal 13 to each player and leave 26 in the stock; evaluations are announced."""
    deck, rng = rng.shuffled(standard_deck())
    hands = (hand_order(deck[:HAND_SIZE]), hand_order(deck[HAND_SIZE:2 * HAND_SIZE]))
    evals = (evaluation(hands[0]), evaluation(hands[1]))
    bases = base_scores(evals)
    return State(rng=rng, dealer=dealer, hands=hands, stock=deck[2 * HAND_SIZE:], evals=evals, bases=bases,
                 turn=first_caller(bases, dealer), **kept)


def new_match(seed: int) -> State:
    """Hand 1: the dealer is drawn from the seed, then the cards are dealt."""
    rng = Rng.from_seed(seed)
    dealer, rng = rng.below(2)
    return with_event(deal(rng, dealer), "deal", dealer, 1)


def replace(state: State, **changes) -> State:
    """`state` with some fields changed: dataclasses.replace without its checks and its call of
    __init__, which cost most of a move in a search's play-outs (a state has thirty fields)."""
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


def with_event(state: State, *event) -> State:
    """`state` with one more thing the last move did."""
    return replace(state, events=state.events + (event,))


def card_places(state: State) -> dict:
    """Every place a card can be (for the conservation checks)."""
    return {"hands": state.hands[0] + state.hands[1], "stock": state.stock, "display": state.display,
            "discard": state.discard, "marks": state.piles[0] + state.piles[1],
            "trick": tuple(card for _, card in state.trick)}
