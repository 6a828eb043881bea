"""How a computer seat plays WYSIWYG: the cards and the display (the calls and trump: bidding.py).

Normal plays these measured rules all through; Strong uses the same auction
and trump choices, and plays every card and display pick out to the hand's
end (the shared play-out search in tabletop/bots, these rules its policy).
Every choice here is taken from a determinization for the seat, but reads
only what the seat's own view holds (its hand, the display, the trick,
public counts), so two worlds it cannot tell apart give the same choice.
"""

from __future__ import annotations

import math

from tabletop.engine.game import Move
from tabletop.engine.search_help import PlayedOut, PlayOuts, Shortlist
from tabletop.engine.words import Words, say
from tabletop.games.tricks import playable, power, suit_of, winner

from .bidding import choose_call, choose_trump
from .moves import legal_moves, next_hand_move, play_move, take_move
from .state import AUCTION, DISPLAY, HAND_END, MAX_MARKS, OVER, PLAY, TARGET, TRICKS, TRUMP, State, hand_score


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


def choose(state: State, seat: int, level: str, rng=None) -> tuple[Move, Words] | Shortlist:
    """Normal: a rule for every decision. Strong: the same rules, but every card and display pick is
    tried in hands played out to their end."""
    if state.phase == AUCTION:
        return choose_call(state, seat)
    if state.phase == TRUMP:
        return choose_trump(state, seat)
    if state.phase == HAND_END:
        return next_hand_move(state), say("wysiwyg.why.next_hand")
    if level == "strong" and rng is not None:
        found = card_shortlist(state, seat)
        if found is not None:
            return found
    return rule_choice(state, seat)


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
ROLLOUT_WORLDS = 64     # deals of the unseen cards at most for one card choice
RULE_BONUS = 1.5        # points per played-out hand the rule's own card is trusted by: a few noisy
                        # play-outs must beat it clearly before Strong leaves Normal's choice


def rule_choice(state: State, seat: int) -> tuple[Move, Words]:
    """Normal's choice for any decision of the play, and why."""
    return (choose_display if state.phase == DISPLAY else choose_card)(state, seat)


def rule_move(state: State, seat: int) -> Move:
    """Normal's choice for any decision of the play (the policy the play-outs follow)."""
    return rule_choice(state, seat)[0]


def rule_policy(state: State, seat: int, rng) -> tuple[Move, object]:
    return rule_move(state, seat), rng


def hand_over(before: State, now: State) -> bool:
    """A play-out goes to the end of the hand it started in."""
    return now.phase not in (PLAY, DISPLAY) or now.hand_no != before.hand_no


def hand_points(state: State, seat: int) -> float:
    """The finished hand's points: `seat`'s minus the other's."""
    row = state.sheet[-1]
    return float(row[9] if row[8] == seat else -row[9])


def played_out_why(state: State, seat: int, figures: PlayedOut) -> Words:
    return say("wysiwyg.why.played_out", cards=figures.moves, rounds=figures.worlds)


PLAY_OUTS = PlayOuts(policy=rule_policy, done=hand_over, value=hand_points, worlds=ROLLOUT_WORLDS,
                     loyalty=RULE_BONUS, why=played_out_why)


def card_shortlist(state: State, seat: int) -> Shortlist | None:
    """Every legal card (or display pick), the rule's first, to be played out to the hand's end in hands
    dealt afresh from what `seat` knows (None when there is only one)."""
    options = legal_moves(state, seat)
    if len(options) == 1:
        return None
    rule, why = rule_choice(state, seat)
    return Shortlist((rule,) + tuple(m for m in options if m != rule), why)
