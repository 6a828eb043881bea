"""How a computer seat plays WYSIWYG: the cards and the display (the calls and trump: bidding.py).

Normal plays these measured rules all through; Strong uses the same auction,
trump and display choices and searches the card play (game.py). Every choice
here is taken from a determinization for the seat, but reads only what the
seat's own view holds (its hand, the display, the trick, public counts), so
two worlds it cannot tell apart give the same choice.
"""

from __future__ import annotations

import math
import time

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.engine.words import Words, say
from tabletop.games.tricks import playable, power, suit_of, winner

from .bidding import choose_call, choose_trump
from .information import determinize
from .moves import legal_moves, perform, play_move, take_move
from .state import AUCTION, DISPLAY, MAX_MARKS, OVER, PLAY, TARGET, TRICKS, TRUMP, State, hand_score


# --- cards ------------------------------------------------------------------------------
def card_value(card: int, trump: int | None) -> int:
    """How much a card is worth holding: its strength, more for a trump."""
    return power(card) + (13 if trump is not None and suit_of(card) == trump else 0)


def choose_display(state: State, seat: int) -> tuple[Move, Words]:
    """Take the stronger display card (a trump first)."""
    index = max(range(len(state.display)), key=lambda i: card_value(state.display[i], state.trump))
    return take_move(state.display[index], index), say("wysiwyg.why.stronger_card")


def seen_cards(state: State, seat: int) -> set[int]:
    """Cards `seat` knows cannot be against it: its own hand, the display, cards gone out of play."""
    out = set(state.hands[seat]) | set(state.discard) | set(state.piles[0]) | set(state.piles[1])
    return out | set(state.display) | {c for _, c in state.trick}


def is_master(card: int, gone: set[int]) -> bool:
    """No higher card of its suit can still be against it (`gone`: the cards that cannot)."""
    suit, strength = suit_of(card), power(card)
    return all(c in gone for c in range(suit * 13, suit * 13 + 13) if power(c) > strength)


def trick_worth(state: State) -> float:
    """What taking this trick brings: its marks, and in the first half the better display card."""
    if not state.first_half:
        return 2 + (1 if state.trick_no == TRICKS else 0)
    best = max((card_value(c, state.trump) for c in state.display), default=0)
    return 1 + best / 8


def index_of(state: State, seat: int, card: int) -> int:
    return state.hands[seat].index(card)


def choose_lead(state: State, seat: int, options) -> tuple[int, Words]:
    """Lead a master when the trick is worth it, else the cheapest card of a side suit."""
    worth = trick_worth(state)
    gone = seen_cards(state, seat)
    masters = [c for c in options if is_master(c, gone)]
    if masters and worth >= 2:
        return max(masters, key=lambda c: card_value(c, state.trump)), say("wysiwyg.why.master_lead")
    side = [c for c in options if suit_of(c) != state.trump] or list(options)
    return min(side, key=lambda c: (power(c), card_value(c, state.trump))), say("wysiwyg.why.cheap_lead")


def choose_follow(state: State, seat: int, options) -> tuple[int, Words]:
    """Win with the cheapest winning card when the trick is worth it, else throw the cheapest card."""
    winners = [c for c in options if winner(state.trick + ((seat, c),), state.trump) == seat]
    worth = trick_worth(state)
    if winners:
        cheapest = min(winners, key=lambda c: card_value(c, state.trump))
        if worth >= 2 or card_value(cheapest, state.trump) <= 10 + 4 * worth:
            return cheapest, say("wysiwyg.why.cheapest_winner")
    return min(options, key=lambda c: card_value(c, state.trump)), say("wysiwyg.why.cheapest_throw")


def choose_card(state: State, seat: int) -> tuple[Move, Words]:
    options = playable(state.hands[seat], state.trick)
    card, why = (choose_follow if state.trick else choose_lead)(state, seat, options)
    return play_move(card, index_of(state, seat, card)), why


def choose(state: State, seat: int, level: str, rng=None) -> tuple[Move, Words] | None:
    """Normal: a rule for every decision. Strong: the same rules, but every card and display pick is
    tried in hands played out to their end."""
    if state.phase == AUCTION:
        return choose_call(state, seat)
    if state.phase == TRUMP:
        return choose_trump(state, seat)
    if level == "strong" and rng is not None:
        found = choose_card_by_play_outs(state, seat, rng)
        if found is not None:
            return found
    if state.phase == DISPLAY:
        return choose_display(state, seat)
    return choose_card(state, seat)


# --- a guess at the end, for searches -------------------------------------------------------
def projected_points(state: State) -> tuple[float, float]:
    """The scores if the hand ended as its marks so far suggest (shares kept for the marks to come)."""
    scores = [float(s) for s in state.scores]
    if state.declarer is None or state.phase == OVER:
        return scores[0], scores[1]
    mine, theirs = len(state.piles[state.declarer]), len(state.piles[1 - state.declarer])
    left = MAX_MARKS - mine - theirs
    marks = mine + left * (mine + 1) / (mine + theirs + 2)
    made, points = hand_score(round(marks), state.goal, state.bases[state.declarer], state.mult)
    scores[state.declarer if made else 1 - state.declarer] += points
    return scores[0], scores[1]


def estimate(state: State) -> tuple[float, float]:
    """Each seat's chance to win the match, from the projected totals and how far 50 still is."""
    if state.phase == OVER:
        return (1.0, 0.0) if state.scores[0] > state.scores[1] else (0.0, 1.0)
    a, b = projected_points(state)
    scale = 6 + 0.3 * max(0.0, TARGET - max(a, b))
    first = 1 / (1 + math.exp(-(a - b) / scale))
    return first, 1 - first


# --- Strong: the card rules above, checked against hands played out to their end ---------------
ROLLOUT_SECONDS = 0.6   # the budget of one card choice
RULE_BONUS = 1.5        # points per played-out hand the rule's own card is trusted by: a few noisy
                        # play-outs must beat it clearly before Strong leaves Normal's choice


def rule_move(state: State, seat: int) -> Move:
    """Normal's choice for any decision of the play (the policy the play-outs follow)."""
    chooser = choose_display if state.phase == DISPLAY else choose_card
    return chooser(state, seat)[0]


def hand_points(state: State, seat: int) -> float:
    """Play the hand out with Normal's rules for both players: `seat`'s points minus the other's (through the
    trusted `perform`: moves built from the rules are legal)."""
    hand = state.hand_no
    while state.phase in (PLAY, DISPLAY) and state.hand_no == hand:
        state = perform(state, state.turn, rule_move(state, state.turn))
    row = state.sheet[-1]
    return float(row[9] if row[8] == seat else -row[9])


def choose_card_by_play_outs(state: State, seat: int, rng) -> tuple[Move, Words] | None:
    """Try every legal card in hands dealt afresh from what `seat` knows, each played out to the end by
    the rules; keep the card with the best mean points (None when there is only one card)."""
    options = legal_moves(state, seat)
    if len(options) == 1:
        return None
    rule = options.index(rule_move(state, seat))
    totals = [0.0] * len(options)
    rounds, start = 0, time.perf_counter()
    while rounds < 64 and time.perf_counter() - start < ROLLOUT_SECONDS:
        value, rng = rng.next64()
        world = determinize(state, seat, Rng.from_seed(value))
        scores = [hand_points(perform(world, seat, move), seat) for move in options]
        if time.perf_counter() - start > ROLLOUT_SECONDS and rounds:
            break  # a round cut short by the clock would favour nobody: leave it out
        totals = [t + s + (RULE_BONUS if i == rule else 0.0) for i, (t, s) in enumerate(zip(totals, scores))]
        rounds += 1
    if not rounds:
        return None
    best = max(range(len(options)), key=lambda i: (totals[i], i == rule))
    return options[best], say("wysiwyg.why.played_out", cards=len(options), rounds=rounds)
