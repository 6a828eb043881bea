"""The deal, a move's consequences and the turn: extra draw, refill, three Kings, exhaustion.

Every function returns a new State. What happened is added to `news`
(sentences for the log, never naming a card drawn face down) and `last`
(the table paths the move touched).
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, one_of, tuple_of
from tabletop.engine.words import Words, say

from .deck import JOKER, card_words, deck, is_king, person
from .moves import DISCARD, KING_PLAY, PASS, SET, field_path
from .state import ALL_CARDS, FIELD, HAND, OVER, PLAY, State, can_act, changed, enders, next_seat, with_seat



_CARD = one_of((*range(104), JOKER))  # a card id of some Three Kings deck (two decks at most, and the joker)
SHAPES = kinds({SET: {"hand": _CARD, "field": tuple_of(_CARD, 2, 2)}, DISCARD: {"card": _CARD},
                KING_PLAY: {"hand": _CARD, "field": _CARD}, PASS: {}})
WORDS = ShapeWords(say("three_kings.title"))


# The log's words for a refill (effects.py listens for them).
REFILL_KEYS = ("three_kings.news.refill", "three_kings.news.refill_kings")


def check_shape(move: Move) -> None:
    """Refuse what is not a Three Kings move at all (wrong kind or fields)."""
    check_fields(WORDS, SHAPES, move)


def new_state(players: int, options: dict, seed: int) -> State:
    """Shuffle, pick the dealer, deal 4 to each hand and 4 to the field; the first turn starts (E10)."""
    rng = Rng.from_seed(seed)
    cards, rng = rng.shuffled(deck(players))
    dealer, rng = rng.below(players)
    order = [(dealer + 1 + k) % players for k in range(players)]  # dealt from the dealer's left
    hands = [[] for _ in range(players)]
    for k in range(HAND * players):
        hands[order[k % players]].append(cards[k])
    dealt = HAND * players
    state = State(players=players, winner=options["winner"], end=options["end"], must_set=options["must_set"],
                  dealer=dealer, turn=order[0], hands=((),) * players, field=cards[dealt:dealt + FIELD],
                  stock=cards[dealt + FIELD:], sets=((),) * players, known=((),) * players,
                  drawn=(None,) * players)
    for seat in range(players):
        state = with_seat(state, seat, hands=hands[seat])
    return start_turn(state, order[0], first=True)


def kings_end(state: State) -> State:
    """The game ends the moment someone holds three Kings (not in the all-cards variant)."""
    if state.phase == PLAY and state.end != ALL_CARDS and enders(state):
        held = enders(state)
        words = say("three_kings.news.kings_end", seats=tuple(person(s) for s in held), count=len(held))
        return told(changed(state, phase=OVER, ended="kings"), words)
    return state


def told(state: State, words: Words) -> State:
    """`state` with one more sentence of news for the log."""
    return changed(state, news=state.news + (words,))


def start_turn(state: State, seat: int, first: bool = False) -> State:
    """`seat` draws the top of the stock (none when it is empty), which may end the game (E11);
    a game nobody can go on with ends by exhaustion (D1, D6)."""
    state = changed(state, turn=seat)
    if first:
        state = kings_end(state)  # three Kings in a hand straight from the deal (E10)
    if state.phase != PLAY:
        return state
    if state.stock:
        state = draw(state, seat)
        state = kings_end(state)
    elif not any(can_act(state, s) for s in range(state.players)):
        state = told(changed(state, phase=OVER, ended="exhausted"), say("three_kings.news.exhausted"))
    return state


def draw(state: State, seat: int) -> State:
    """The top stock card into `seat`'s hand (the owner's view marks it)."""
    card = state.stock[0]
    state = changed(state, stock=state.stock[1:])
    return with_seat(state, seat, hands=state.hands[seat] + (card,), drawn=card)


def refill(state: State, seat: int) -> State:
    """An emptied field gets up to 4 stock cards; the Kings among them go to `seat`'s hand, and the
    turning up goes on while the field is empty and the stock lasts (D4, D5)."""
    while not state.field and state.stock:
        turned, stock = state.stock[:FIELD], state.stock[FIELD:]
        taken = tuple(c for c in turned if is_king(c))
        state = changed(state, stock=stock, field=tuple(c for c in turned if not is_king(c)))
        words = say("three_kings.news.refill", count=len(turned))
        if taken:
            state = with_seat(state, seat, hands=state.hands[seat] + taken, known=state.known[seat] + taken)
            words = say("three_kings.news.refill_kings", count=len(turned), seat=person(seat),
                        kings=tuple(card_words(c) for c in taken))
        state = told(state, words)
    return state


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a legal move, what follows it, and the next turn."""
    state = changed(state, news=(), last=())
    if move.kind == SET:
        state = make_set(state, seat, move.get("hand"), move.get("field"))
    elif move.kind == DISCARD:
        state = discard(state, seat, move.get("card"))
    elif move.kind == KING_PLAY:
        state = king_play(state, seat, move.get("hand"), move.get("field"))
    else:
        state = with_seat(state, seat, drawn=None)
    if state.phase != PLAY:
        return state
    return start_turn(state, next_seat(state, seat))


def _without(cards: tuple, gone) -> tuple:
    return tuple(c for c in cards if c not in gone)


def make_set(state: State, seat: int, card: int, pair: tuple) -> State:
    """Hand card and two field cards to the set pile; the extra draw; a refill if the field is empty."""
    state = changed(state, field=_without(state.field, pair))
    state = with_seat(state, seat, hands=_without(state.hands[seat], (card,)), drawn=None,
                      sets=state.sets[seat] + ((card,) + tuple(pair),))
    if state.stock:
        state = told(draw(state, seat), say("three_kings.news.draws", seat=person(seat)))
        state = kings_end(state)
    if state.phase == PLAY:
        state = kings_end(refill(state, seat))
    return state


def discard(state: State, seat: int, card: int) -> State:
    """A hand card goes face up to the field; no draw."""
    state = changed(state, field=state.field + (card,), last=(field_path(len(state.field)),))
    return with_seat(state, seat, hands=_without(state.hands[seat], (card,)), drawn=None)


def king_play(state: State, seat: int, card: int, king: int) -> State:
    """A King from hand meets a field King: both go to the hand (net one King more), no draw."""
    state = changed(state, field=_without(state.field, (king,)))
    known = state.known[seat] + tuple(c for c in (card, king) if c not in state.known[seat])
    state = with_seat(state, seat, hands=state.hands[seat] + (king,), known=known, drawn=None)
    state = kings_end(state)
    if state.phase == PLAY:
        state = kings_end(refill(state, seat))
    return state

