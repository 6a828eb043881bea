"""How a computer seat plays Finesse at Normal: plain card sense, decided from its own view only.

It follows cheaply (the lowest card that takes the trick, or its lowest card
when it cannot win or its partner already holds the trick safely), leads its
masters and clears trumps off its partner's table (they would count against
the side as dregs), picks trump at trick 1 by the strength of its hand, and
never puts a trump (or, in no trump, an honour) out as a new table card when
it can help it. Strong plays the same rules but checks them against hands
played out to the end in worlds drawn from what it has seen (the shared
play-out search in tabletop/bots runs them with the policy and value here).
"""

from __future__ import annotations

import math

from tabletop.engine.game import Move
from tabletop.engine.search_help import PlayedOut, PlayOuts, Shortlist
from tabletop.engine.words import Words, say
from tabletop.games.tricks import beats, power, suit_of, winning_play

from .information import unseen
from .moves import legal_moves
from .scoring import is_dreg_trump, majority_points
from .state import HAND_END, PLAY, REPLENISH, State, table_cards


def _trump(state: State) -> int | None:
    return state.trump if state.trump_set else None


def _cheap(card: int, trump: int | None) -> tuple:
    """Sort key, cheapest first: non-trumps before trumps, then by strength."""
    return (trump is not None and suit_of(card) == trump, power(card), card)


def _discard_key(card: int, trump: int | None) -> tuple:
    """Sort key for a card to throw away: never a trump first, then the lowest."""
    return (is_dreg_trump(card, trump) if trump is None else suit_of(card) == trump, power(card), card)


def is_master(state: State, seat: int, card: int, hidden: tuple | None = None) -> bool:
    """No card `seat` cannot see (`hidden`, worked out once per decision) is higher in the card's suit
    (an identical card played later loses)."""
    suit, high = suit_of(card), power(card)
    hidden = unseen(state, seat) if hidden is None else hidden
    return not any(suit_of(c) == suit and power(c) > high for c in hidden if c != card)


def follow_choice(state: State, seat: int, legal: list[Move]) -> Move:
    """A follow: win as cheaply as it can when worth it, else play low."""
    trump = _trump(state)
    cards = {m.get("card"): m for m in legal}
    best = winning_play(state.trick, trump)
    best_seat, best_card = state.trick[best]
    led = state.trick[0][1]
    winners = sorted((c for c in cards if beats(c, best_card, led, trump)), key=lambda c: _cheap(c, trump))
    partner_ahead = best_seat % 2 == seat % 2
    last = len(state.trick) == 3
    hidden = unseen(state, seat)
    safe = partner_ahead and (last or is_master(state, seat, best_card, hidden) or
                              (trump is not None and suit_of(best_card) == trump))
    if winners and not safe:
        pick = winners[0]
        if last or is_master(state, seat, pick, hidden) or suit_of(pick) == trump or len(state.trick) >= 2:
            return cards[pick]
    return cards[min(cards, key=lambda c: _discard_key(c, trump))]


def _suit_strength(state: State, seat: int, suit: int) -> float:
    """How good a suit would be as trump for this seat's side: its length and honours in hand,
    less our own table cards of it (future dregs), plus the opponents'."""
    hand = [c for c in state.hands[seat] if suit_of(c) == suit]
    score = len(hand) + sum({14: 1.5, 13: 1.0, 12: 0.5}.get(power(c), 0.0) for c in hand)
    for owner in range(4):
        count = sum(1 for c in table_cards(state, owner) if suit_of(c) == suit)
        score += 0.6 * count if owner % 2 != seat % 2 else -0.6 * count
    return score


def first_lead(state: State, seat: int, legal: list[Move]) -> Move:
    """Trick 1: lead the top card of the suit this side is strongest in, making it trump."""
    suit = max(range(4), key=lambda s: (_suit_strength(state, seat, s), s))
    mine = [c for c in state.hands[seat] if suit_of(c) == suit]
    if mine:
        card = max(mine, key=lambda c: (power(c), -c))
        return next(m for m in legal if m.kind == "play" and m.get("card") == card)
    return next(m for m in legal if m.kind in ("play", "lead_table"))


def lead_choice(state: State, seat: int, legal: list[Move]) -> Move:
    """A later lead: a master trump from the partner's table, then other trumps there (dregs), then a
    master from hand, then low from the longest plain suit."""
    trump = _trump(state)
    table = [m for m in legal if m.kind == "lead_table"]
    hand = [m for m in legal if m.kind == "play"]
    dregs = [m for m in table if is_dreg_trump(m.get("card"), trump)]
    hidden = unseen(state, seat)
    masters = [m for m in dregs if is_master(state, seat, m.get("card"), hidden)]
    if masters:
        return masters[0]
    late = state.trick_no >= 8
    if dregs and (late or len(dregs) >= 2):
        return max(dregs, key=lambda m: power(m.get("card")))
    plain_masters = [m for m in hand if is_master(state, seat, m.get("card"), hidden) and not _ruffable(state, seat, m)]
    if plain_masters:
        return max(plain_masters, key=lambda m: (suit_of(m.get("card")) != trump, power(m.get("card"))))
    if dregs:
        return dregs[0]
    if not hand:
        return table[0]
    lengths = {s: sum(1 for c in state.hands[seat] if suit_of(c) == s) for s in range(4)}
    plain = [m for m in hand if suit_of(m.get("card")) != trump] or hand
    return min(plain, key=lambda m: (-lengths[suit_of(m.get("card"))], power(m.get("card"))))


def _ruffable(state: State, seat: int, move: Move) -> bool:
    """Whether an opponent has shown he lacks the suit and may hold trumps."""
    trump = _trump(state)
    suit = suit_of(move.get("card"))
    if trump is None or suit == trump:
        return False
    return any(state.voids[o] >> suit & 1 and not state.voids[o] >> trump & 1
               for o in ((seat + 1) % 4, (seat + 3) % 4))


def replenish_choice(state: State, seat: int, legal: list[Move]) -> Move:
    """The new table card: the cheapest card that will not count as a dreg trump."""
    trump = _trump(state)
    return min(legal, key=lambda m: (is_dreg_trump(m.get("card"), trump), power(m.get("card")), m.get("card")))


def choose(state: State, seat: int, legal: list[Move]) -> tuple[Move, Words]:
    """Normal's move and the one sentence why."""
    if len(legal) == 1:
        return legal[0], say("finesse.why.only_move")
    if state.phase == REPLENISH:
        return replenish_choice(state, seat, legal), say("finesse.why.replenish")
    if state.phase == PLAY and state.trick:
        return follow_choice(state, seat, legal), say("finesse.why.follow")
    if state.trick_no == 1:
        return first_lead(state, seat, legal), say("finesse.why.first_lead")
    return lead_choice(state, seat, legal), say("finesse.why.lead")


def estimate(state: State) -> tuple[float, ...]:
    """A guess at each seat's chance of winning the match: the totals plus this hand's tricks so far."""
    ns = state.taken[0] + state.taken[2]
    ew = state.taken[1] + state.taken[3]
    left = 13 - ns - ew
    share = lambda mine, theirs: majority_points(round(mine + left * (mine + 1) / (mine + theirs + 2)))
    diff = state.totals[0] + share(ns, ew) - state.totals[1] - share(ew, ns)
    p = 1.0 / (1.0 + math.exp(-diff / 12.0))
    return (p, 1.0 - p, p, 1.0 - p)


STRONG_WORLDS = 24     # at most this many deals of the unseen cards per decision


def play_out_policy(state: State, seat: int, rng) -> tuple[Move, object]:
    """Every seat's play in a played-out hand: Normal's rules, from the seat's own view."""
    return choose(state, seat, legal_moves(state, seat))[0], rng


def hand_over(before: State, now: State) -> bool:
    """A play-out goes to the end of the hand."""
    return now.phase not in (PLAY, REPLENISH)


def hand_margin(state: State, seat: int) -> float:
    """The finished hand's score of `seat`'s side less the other side's."""
    scores = state.sheet[-1][2]
    side = seat % 2
    return float(scores[side].score - scores[1 - side].score)


def played_out_why(state: State, seat: int, figures: PlayedOut) -> Words | None:
    return say("finesse.why.played_out", worlds=figures.worlds) if figures.changed else None


PLAY_OUTS = PlayOuts(policy=play_out_policy, done=hand_over, value=hand_margin, worlds=STRONG_WORLDS,
                     why=played_out_why)


def bot_choice(state: State, seat: int, level: str, rng) -> tuple[Move, Words] | Shortlist:
    """Normal plays by card sense; Strong checks that choice against every other move, each hand played
    out to its end in worlds drawn from its own view (Normal's choice wins a tie)."""
    legal = legal_moves(state, seat)
    first, why = choose(state, seat, legal)
    if level == "strong" and state.phase != HAND_END:
        return Shortlist((first,) + tuple(m for m in legal if m != first), why)
    return first, why
