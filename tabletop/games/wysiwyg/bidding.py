"""How a computer seat bids in WYSIWYG: the marks its hand can expect to take, and the calls.

The marks a hand takes were measured, not guessed: seeded hands were played
out with Normal's card rules for both players, each seat declaring in turn,
and the declarer's marks were fitted by least squares on what a player sees
during the auction (`hand_features`). The marks scatter widely around the fit
(the 26 stock cards decide a lot), so a call weighs the whole spread: the
chance to make a goal and the points either way.
"""

from __future__ import annotations

import math

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say
from tabletop.games.tricks import ACE, power, rank_of, suit_of

from . import auction
from .moves import SUITS_IN_ORDER, call_move, trump_move
from .state import BID, DOUBLE, MAX_MARKS, PASS, REDOUBLE, State, failure_points

TRUMP_LENGTH = 1.5     # marks per trump beyond an average suit's length (ranks the trump choices)

# The marks a declarer takes, by hand_features(declaring=True), and the marks its opponent takes
# against it, by the opponent's hand_features(declaring=False): least squares over 10,000 hands (5,000
# seeded deals, each seat declaring its best_trump in turn, Normal's card rules on both sides;
# `python bench/wysiwyg_bids.py --fit 5000` prints them). The marks scatter around either fit with a
# standard deviation of MARKS_SPREAD. Read: a declarer expects about 22 marks, plus half a mark per point
# of evaluation ahead, while its base grows a full mark per point: the weaker hand has more room.
DECLARER_FIT = (15.46, 0.484, -0.038, 0.631, 0.958, -0.368, 1.425, -0.131, 5.717)
DEFENDER_FIT = (22.98, 0.641, -0.702, 0.162, 0.582, -1.025)
MARKS_SPREAD = 4.95

# The trade-off: a bid is worth making when declaring pays better than letting the opponent declare,
# but only for a goal made at least BID_CHANCE of the time. Measured over 1,000 seeded Normal-vs-Normal
# matches a side: a floor of 0.4 wins as often as none at all (49 %), while contracts are made far more
# often (68 % in self-play against 58 %); 0.5 gives up matches (45 %): a failed goal costs the
# opponent's points times the multiplier, and a made one scores the marks over the base, whatever the bid.
BID_CHANCE = 0.4
DOUBLE_CHANCE = 0.7    # double only a goal the opponent misses at least this often
REDOUBLE_CHANCE = 0.75


# --- the hand's worth ------------------------------------------------------------------
def suit_worth(hand, suit: int | None) -> float:
    """Marks a trump suit adds to a hand: its length beyond 3.25 and its top cards (no trump: aces)."""
    if suit is None:
        aces = sum(1 for c in hand if rank_of(c) == ACE)
        return 0.8 * (aces - 1)
    cards = [c for c in hand if suit_of(c) == suit]
    tops = sum(1 for c in cards if power(c) >= 12)
    return TRUMP_LENGTH * (len(cards) - 3.25) + 0.5 * tops


def best_trump(hand) -> int | None:
    """The trump that adds most to this hand (no trump only when it beats every suit)."""
    options = [*SUITS_IN_ORDER, None]
    return max(options, key=lambda s: (suit_worth(hand, s), s is not None))


def hand_features(state: State, seat: int, declaring: bool = True) -> tuple[float, ...]:
    """What `seat` sees of its prospects during the auction: 1, its evaluation lead, its aces, kings and
    queens, its longest suit, and as declarer the trump it would name (length, top cards, no trump)."""
    hand = state.hands[seat]
    ranks = [rank_of(c) for c in hand]
    lengths = [sum(1 for c in hand if suit_of(c) == s) for s in range(4)]
    common = (1.0, state.evals[seat] - state.evals[1 - seat], ranks.count(ACE), ranks.count(13),
              ranks.count(12), max(lengths))
    if not declaring:
        return common
    suit = best_trump(hand)
    if suit is None:
        return common + (0, 0, 1.0)
    tops = sum(1 for c in hand if suit_of(c) == suit and power(c) >= 12)
    return common + (lengths[suit], tops, 0.0)


def expected_marks(state: State, seat: int, declaring: bool = True) -> float:
    """The marks `seat` can expect as declarer naming its best trump, or as defender (from its own view)."""
    fit = DECLARER_FIT if declaring else DEFENDER_FIT
    return sum(c * x for c, x in zip(fit, hand_features(state, seat, declaring)))


def make_chance(marks: float, goal: int) -> float:
    """The chance that a declarer expecting `marks` takes at least `goal`."""
    return 1 - _below(marks, goal)


def _below(marks: float, count: int) -> float:
    """The chance of fewer than `count` marks, the marks spread normally around `marks` (whole marks)."""
    return 0.5 * (1 + math.erf((count - 0.5 - marks) / (MARKS_SPREAD * math.sqrt(2))))


def contract_value(marks: float, goal: int, base: int, mult: int) -> float:
    """The declarer's expected points from a contract: marks over the base when made, minus the
    opponent's points when failed (the spread of the marks weighed mark by mark)."""
    total = 0.0
    for taken in range(MAX_MARKS + 1):
        chance = _below(marks, taken + 1) - _below(marks, taken)
        total += chance * ((taken - base) if taken >= goal else -failure_points(goal - taken))
    return total * mult


def most_to_bid(state: State, seat: int) -> int:
    """The highest bid whose goal the seat makes at least BID_CHANCE of the time (may be negative)."""
    marks, base = expected_marks(state, seat), state.bases[seat]
    goal = next((g for g in range(MAX_MARKS, -1, -1) if make_chance(marks, g) >= BID_CHANCE), 0)
    return goal - base


# --- calls and trump --------------------------------------------------------------------
def choose_call(state: State, seat: int) -> tuple[Move, Words]:
    """Declare when it pays better than letting the opponent declare, never for a goal made less often
    than BID_CHANCE; double a goal the opponent will likely miss; redouble a goal that is safe."""
    mine, base = expected_marks(state, seat), state.bases[seat]
    if auction.facing_double(state):
        if make_chance(mine, state.bid + base) >= REDOUBLE_CHANCE:
            return call_move(REDOUBLE), say("wysiwyg.why.redouble")
        return call_move(PASS), say("wysiwyg.why.keep_double")
    top = most_to_bid(state, seat)
    if not state.calls:
        return (call_move(BID, 0), say("wysiwyg.why.open_low")) if top >= 0 else \
            (call_move(PASS), say("wysiwyg.why.open_pass"))
    theirs = MAX_MARKS - expected_marks(state, seat, declaring=False)   # their marks, seen from my hand
    their_goal = state.bid + state.bases[1 - seat]
    let_them = -contract_value(theirs, their_goal, state.bases[1 - seat], 1)
    if make_chance(theirs, their_goal) <= 1 - DOUBLE_CHANCE and let_them > 0:
        return call_move(DOUBLE), say("wysiwyg.why.double", goal=their_goal)
    bid = state.bid + 1
    if auction.lowest_bid(state) is None or bid > top:
        return call_move(PASS), say("wysiwyg.why.too_high")
    if contract_value(mine, bid + base, base, 1) > let_them:
        return call_move(BID, bid), say("wysiwyg.why.bid_higher")
    return call_move(PASS), say("wysiwyg.why.let_them")


def choose_trump(state: State, seat: int) -> tuple[Move, Words]:
    suit = best_trump(state.hands[seat])
    return trump_move(suit), say("wysiwyg.why.trump_suit") if suit is not None else say("wysiwyg.why.no_trump")
