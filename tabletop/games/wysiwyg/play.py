"""Trump, the 26 tricks, the display, scoring and the next deal.

First half (tricks 1-13): the winner puts his own card on his mark pile and
the other on the discard pile (which goes where changes nothing, digest D5),
takes a display card of his choice, the loser gets the other, and while the
stock lasts the winner turns up two more. Second half: both cards to the
winner's marks, and on trick 26 the top discard as well.

A scored hand stays on the table (phase HAND_END: the last trick, the marks and
the score in sight) until the next dealer deals; the match's last hand ends it.
"""

from __future__ import annotations

from tabletop.games.tricks import hand_order, winner

from .state import (DISPLAY, FIRST_HALF, HAND_END, OVER, PLAY, TARGET, TRICKS, State, deal, hand_score, replace,
                    with_event)


def name_trump(state: State, suit: int | None) -> State:
    """The declarer names trump (None: no trump) and turns the first two stock cards face up."""
    state = with_event(replace(state, trump=suit, phase=PLAY, trick_no=1, turn=state.declarer),
                       "trump", state.declarer, suit)
    return turn_up_display(state)


def turn_up_display(state: State) -> State:
    """The top two stock cards become the display (none once the stock is empty)."""
    if not state.stock:
        return replace(state, display=())
    return with_event(replace(state, display=state.stock[:2], stock=state.stock[2:]), "display", state.stock[:2])


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(c for c in cards if c != card)


def play_card(state: State, seat: int, card: int) -> State:
    """`seat` plays `card`; the second card of a trick settles it."""
    hands, known = list(state.hands), list(state.known)
    hands[seat], known[seat] = _without(hands[seat], card), _without(known[seat], card)
    trick = state.trick + ((seat, card),)
    state = with_event(replace(state, hands=tuple(hands), known=tuple(known), trick=trick,
                               last_trick=() if len(trick) == 1 else state.last_trick,
                               taker=None if len(trick) == 1 else state.taker), "play", seat, card)
    if len(trick) == 1:
        return replace(state, turn=1 - seat)
    return settle_trick(state)


def settle_trick(state: State) -> State:
    """The trick goes to its winner's marks (and the discard pile in the first half)."""
    taker = winner(state.trick, state.trump)
    own = next(card for seat, card in state.trick if seat == taker)
    other = next(card for seat, card in state.trick if seat != taker)
    piles, discard = list(state.piles), state.discard
    if state.first_half:
        piles[taker] += (own,)
        discard += (other,)
    else:
        piles[taker] += (own, other)
        if state.trick_no == TRICKS and discard:
            piles[taker] += (discard[-1],)
            discard = discard[:-1]
    state = replace(state, piles=tuple(piles), discard=discard, last_trick=state.trick, trick=(), taker=taker,
                    turn=taker)
    state = with_event(state, "trick", taker, state.trick_no)
    if state.trick_no <= FIRST_HALF:
        return replace(state, phase=DISPLAY)
    if state.trick_no == TRICKS:
        return score_hand(state)
    return replace(state, trick_no=state.trick_no + 1, phase=PLAY)


def take_display(state: State, seat: int, card: int) -> State:
    """The trick's winner takes `card` from the display, the loser the other; two more turn up."""
    other = next(c for c in state.display if c != card)
    hands, known = list(state.hands), list(state.known)
    for who, got in ((seat, card), (1 - seat, other)):
        hands[who] = hand_order(hands[who] + (got,))
        known[who] = known[who] + (got,)
    state = with_event(replace(state, hands=tuple(hands), known=tuple(known), display=()),
                       "take", seat, card, other)
    state = turn_up_display(state)
    return replace(state, phase=PLAY, trick_no=state.trick_no + 1, turn=seat)


def sheet_row(state: State, made: bool, points: int) -> tuple:
    """(hand, declarer, bid, multiplier, trump, goal, marks, made, scorer, points)."""
    declarer = state.declarer
    scorer = declarer if made else 1 - declarer
    return (state.hand_no, declarer, state.bid, state.mult, -1 if state.trump is None else state.trump,
            state.goal, len(state.piles[declarer]), made, scorer, points)


def score_hand(state: State) -> State:
    """Count the declarer's marks, score the hand, and end the match at 50; otherwise the hand stays in
    sight until the next dealer deals."""
    declarer = state.declarer
    marks = len(state.piles[declarer])
    made, points = hand_score(marks, state.goal, state.bases[declarer], state.mult)
    row = sheet_row(state, made, points)
    scores = list(state.scores)
    scores[row[8]] += points
    state = with_event(replace(state, scores=tuple(scores), sheet=state.sheet + (row,)), "score", *row)
    if max(scores) >= TARGET:
        return with_event(replace(state, phase=OVER, turn=-1), "match_over", scores.index(max(scores)))
    return replace(state, phase=HAND_END, turn=1 - state.dealer)


def next_hand(state: State) -> State:
    """The other player deals the next hand; the match's totals and sheet carry over."""
    dealer = 1 - state.dealer
    fresh = deal(state.rng, dealer, hand_no=state.hand_no + 1, scores=state.scores, sheet=state.sheet,
                 events=state.events)
    return with_event(fresh, "deal", dealer, fresh.hand_no)
