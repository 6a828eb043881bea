"""The four moves as data: which are legal now, their words and the clicks that make them.

A set is clicked as a hand card and then two field cards (either order); a
discard as a hand card and then the field's empty "discard here" place; a
King play as a King in hand and then a King on the field. A pass (nothing
can be played once the stock is empty) is a button. The draw is no move: it
happens by itself as a turn starts, so the player sees the card before
choosing, and nobody can take it back.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .deck import card_words, is_king, person, value, value_word
from .state import PLAY, State

SET, DISCARD, KING_PLAY, PASS = "set", "discard", "king", "pass"
KINDS = (SET, DISCARD, KING_PLAY, PASS)
DROP = "field/drop"  # the field's empty place a discard is clicked onto


def hand_path(index: int) -> str:
    return f"hand/{index}"


def field_path(index: int) -> str:
    return f"field/{index}"


def equation(cards) -> str:
    """A set in words, the sum last: '4 + 8 = Q'."""
    ordered = sorted(cards, key=value)
    return f"{value_word(ordered[0])} + {value_word(ordered[1])} = {value_word(ordered[2])}"


def is_set(a: int, b: int, c: int) -> bool:
    """Two of the three values add up to the third (Kings have no value, so never)."""
    x, y, z = sorted((value(a), value(b), value(c)))
    return x > 0 and x + y == z


def set_pairs(state: State, card: int) -> list[tuple[int, int]]:
    """Field index pairs (i < j) that make a set with hand card `card`."""
    v = value(card)
    if not v:
        return []
    by_value: dict[int, list[int]] = {}
    for index, other in enumerate(state.field):
        by_value.setdefault(value(other), []).append(index)
    pairs = set()
    for i, other in enumerate(state.field):
        a = value(other)
        if not a:
            continue
        for needed in {v - a, v + a, a - v}:  # a + b = v, v + a = b, v + b = a
            for j in by_value.get(needed, ()) if 0 < needed <= 12 else ():
                if j != i:
                    pairs.add((min(i, j), max(i, j)))
    return sorted(pairs)


def any_set(state: State, seat: int) -> bool:
    """Whether `seat` can make any set now."""
    if len(state.field) < 2:
        return False
    return any(set_pairs(state, card) for card in set(state.hands[seat]) if not is_king(card))


def set_move(state: State, seat: int, hi: int, i: int, j: int) -> Move:
    card, a, b = state.hands[seat][hi], state.field[i], state.field[j]
    h, fi, fj = hand_path(hi), field_path(i), field_path(j)
    return Move.of(SET, partial(_set_words, seat, card, a, b), [(h, fi, fj), (h, fj, fi)], hand=card,
                   field=(min(a, b), max(a, b)))


def _set_words(seat: int, card: int, a: int, b: int) -> Words:
    return say("three_kings.move.set", seat=person(seat), equation=equation((card, a, b)), card=card_words(card))


def discard_move(state: State, seat: int, hi: int) -> Move:
    card = state.hands[seat][hi]
    return Move.of(DISCARD, lambda: say("three_kings.move.discard", seat=person(seat), card=card_words(card)),
                   [(hand_path(hi), DROP)], card=card)


def king_move(state: State, seat: int, hi: int, fi: int) -> Move:
    card, king = state.hands[seat][hi], state.field[fi]
    return Move.of(KING_PLAY, lambda: say("three_kings.move.king", seat=person(seat), card=card_words(card),
                                          king=card_words(king)),
                   [(hand_path(hi), field_path(fi))], hand=card, field=king)


def pass_move(seat: int) -> Move:
    return Move.of(PASS, lambda: say("three_kings.move.pass", seat=person(seat)))


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of the seat to act (none for the others or once the game is over)."""
    if state.phase != PLAY or seat != state.turn:
        return []
    hand = state.hands[seat]
    sets = [set_move(state, seat, hi, i, j) for hi, card in enumerate(hand)
            for i, j in set_pairs(state, card)]
    moves = sets
    if not sets or not state.must_set:
        moves = moves + [discard_move(state, seat, hi) for hi, card in enumerate(hand) if not is_king(card)]
    field_kings = [fi for fi, card in enumerate(state.field) if is_king(card)]
    moves += [king_move(state, seat, hi, fi) for hi, card in enumerate(hand) if is_king(card) for fi in field_kings]
    return moves or [pass_move(seat)]
