"""How a hand unfolds: leads, follows, the trick taken, a table card replaced, the hand scored.

Every function takes a State and returns a new one; what happened is added
to `state.events` as small tuples for the log and the status line:

- ("lead", seat, card, owner or None, no_trump or None)  a lead (owner: a table card's owner)
- ("trump", suit or None)            trick 1's lead fixed the trump (None: no trump)
- ("play", seat, card)               a follow from hand
- ("trick", winner, number)          a trick was taken
- ("replenish", seat, card, forced)  a new table card was put out
- ("hand", scores)                   the hand was scored; ("match", side) the match is won
- ("deal", dealer, hand_no)          a new hand was dealt

The last trick has one decision: its lead. Every other card of it is its player's last, so it is played
at once, as the last new table card already was: nobody is called to the table for a card they cannot
choose, which spares a hand-over per person at the end of every hand.
"""


from __future__ import annotations

from tabletop.games.tricks import order_from, suit_of, winning_play

from .scoring import match_winner, side_score
from .state import (HAND_END, ONE_HAND, OVER, PLAY, REPLENISH, SEATS, TRICKS, State, deal, partner_of,
                    table_cards, update)


def note(state: State, *event) -> State:
    """Record one event of the current move."""
    return update(state, events=state.events + (event,))


def _without(cards: tuple, card: int) -> tuple:
    """`cards` less one card."""
    return tuple(c for c in cards if c != card)


def _set(items: tuple, index: int, value) -> tuple:
    """`items` with one entry replaced."""
    return items[:index] + (value,) + items[index + 1:]


def lead_from_hand(state: State, seat: int, card: int, no_trump: bool = False) -> State:
    """The leader plays a hand card; the other three follow clockwise from his left."""
    state = note(state, "lead", seat, card, None, no_trump if state.trick_no == 1 else None)
    state = _fix_trump(state, card, no_trump)
    hands = _set(state.hands, seat, _without(state.hands[seat], card))
    order = order_from(seat, SEATS)
    state = update(state, hands=hands, trick=((seat, card),), table_slot=None, order=order, turn=order[1])
    return last_cards(state)


def lead_from_table(state: State, seat: int, card: int, no_trump: bool = False) -> State:
    """The leader leads his partner's table card: it counts as the owner's lead, and the three others
    (the leader too) follow from hand clockwise from the owner's left; the owner plays nothing."""
    owner = partner_of(seat)
    slot = state.tables[owner].index(card)
    state = note(state, "lead", seat, card, owner, no_trump if state.trick_no == 1 else None)
    state = _fix_trump(state, card, no_trump)
    tables = _set(state.tables, owner, _set(state.tables[owner], slot, None))
    order = (owner,) + order_from((owner + 1) % SEATS, SEATS, skip=owner)
    state = update(state, tables=tables, trick=((owner, card),), table_slot=slot, order=order, turn=order[1])
    return last_cards(state)


def _fix_trump(state: State, card: int, no_trump: bool) -> State:
    """Trick 1's lead names trump for the whole hand (an Ace may declare no trump instead)."""
    if state.trick_no != 1:
        return state
    trump = None if no_trump else suit_of(card)
    return note(update(state, trump=trump, trump_set=True), "trump", trump)


def follow(state: State, seat: int, card: int) -> State:
    """A follower plays a hand card; the fourth card ends the trick."""
    state = note(state, "play", seat, card)
    voids = state.voids
    if suit_of(card) != suit_of(state.trick[0][1]):
        voids = _set(voids, seat, voids[seat] | (1 << suit_of(state.trick[0][1])))
    trick = state.trick + ((seat, card),)
    state = update(state, hands=_set(state.hands, seat, _without(state.hands[seat], card)),
                    trick=trick, voids=voids)
    if len(trick) < SEATS:
        return update(state, turn=state.order[len(trick)])
    return take_trick(state)


def last_cards(state: State) -> State:
    """At the last trick, each follower's one card played for them, in turn (earlier tricks: as it is)."""
    while state.trick_no == TRICKS and state.trick and state.phase == PLAY and len(state.hands[state.turn]) == 1:
        state = follow(state, state.turn, state.hands[state.turn][0])
    return state


def take_trick(state: State) -> State:
    """The trick goes to the player of the winning card (a led table card's owner, who is its player)."""
    best = winning_play(state.trick, state.trump if state.trump_set else None)
    winner = state.trick[best][0]
    cards = tuple(card for _, card in state.trick)
    state = note(state, "trick", winner, state.trick_no)
    state = update(state, piles=_set(state.piles, winner, state.piles[winner] + cards),
                    taken=_set(state.taken, winner, state.taken[winner] + 1),
                    last_trick=(state.trick, winner, state.table_slot is not None),
                    last_winner=winner, trick=(), order=())
    if state.table_slot is None:
        return next_trick(state)
    owner = state.last_trick[0][0][0]
    state = update(state, phase=REPLENISH, turn=owner)
    if state.trick_no == TRICKS:   # his last hand card: nothing to choose
        return replenish(state, owner, state.hands[owner][0], forced=True)
    return state


def replenish(state: State, seat: int, card: int, forced: bool = False) -> State:
    """The owner of the led table card puts a hand card, face up, in the empty slot."""
    state = note(state, "replenish", seat, card, forced)
    table = _set(state.tables[seat], state.table_slot, card)
    state = update(state, hands=_set(state.hands, seat, _without(state.hands[seat], card)),
                    tables=_set(state.tables, seat, table), table_slot=None, phase=PLAY)
    return next_trick(state)


def next_trick(state: State) -> State:
    """The taker of the trick leads the next one; after the 13th the hand is scored."""
    if state.trick_no == TRICKS:
        return end_hand(state)
    winner = state.last_winner
    return update(state, trick_no=state.trick_no + 1, leader=winner, turn=winner, phase=PLAY)


def hand_scores(state: State) -> tuple:
    """Both sides' breakdowns for the finished hand (dregs: the table cards left)."""
    trump = state.trump
    out = []
    for side in (0, 1):
        seats = (side, side + 2)
        tricks = sum(state.taken[s] for s in seats)
        dregs = table_cards(state, seats[0]) + table_cards(state, seats[1])
        out.append(side_score(tricks, state.last_winner in seats, dregs, trump))
    return tuple(out)


def end_hand(state: State) -> State:
    """Score the hand, add it to the totals, and see whether the match is won."""
    scores = hand_scores(state)
    totals = tuple(t + s.score for t, s in zip(state.totals, scores))
    record = (state.hand_no, state.trump, scores)  # the score sheet's row: hand, trump, both breakdowns
    state = note(update(state, totals=totals, sheet=state.sheet + (record,), trick_no=TRICKS), "hand", scores)
    if state.match == ONE_HAND:
        won = None if totals[0] == totals[1] else int(totals[1] > totals[0])
        return note(update(state, phase=OVER, winner_side=won, turn=-1), "match", won)
    won = match_winner(totals)
    if won is not None:
        return note(update(state, phase=OVER, winner_side=won, turn=-1), "match", won)
    return update(state, phase=HAND_END, turn=(state.dealer + 1) % SEATS)


def next_hand(state: State) -> State:
    """The next dealer (the last one's left-hand neighbour) shuffles and deals."""
    dealer = (state.dealer + 1) % SEATS
    state = deal(update(state, hand_no=state.hand_no + 1), dealer)
    return note(state, "deal", dealer, state.hand_no)
