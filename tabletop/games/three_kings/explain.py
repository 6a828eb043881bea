"""Why a move or a click is refused, as a message a player understands."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .deck import card_words, is_king, value, value_word
from .moves import DISCARD, KING_PLAY, PASS, SET, any_set, is_set, legal_moves
from .state import State, can_act

PICK = say("three_kings.explain.pick")
KINGS_NO_VALUE = say("three_kings.explain.kings_no_value")


def not_in_hand(card: int) -> Words:
    return say("three_kings.explain.not_in_hand", card=card_words(card))


def refusal(state: State, seat: int, move: Move) -> Words:
    """The reason a well-formed move is not legal for `seat` now."""
    hand = state.hands[seat]
    if move.kind == SET:
        return _set_refusal(state, seat, move.get("hand"), move.get("field"))
    if move.kind == DISCARD:
        return _discard_refusal(state, seat, move.get("card"))
    if move.kind == KING_PLAY:
        card, king = move.get("hand"), move.get("field")
        if card not in hand:
            return not_in_hand(card)
        if not is_king(card):
            return say("three_kings.explain.not_a_king", card=card_words(card))
        if king not in state.field or not is_king(king):
            return say("three_kings.explain.no_king_there")
    if move.kind == PASS and can_act(state, seat):
        return say("three_kings.explain.may_not_pass")
    return say("engine.not_allowed")


def _set_refusal(state: State, seat: int, card: int, pair: tuple) -> Words:
    if card not in state.hands[seat]:
        return not_in_hand(card)
    if len(set(pair)) != 2 or any(c not in state.field for c in pair):
        return say("three_kings.explain.two_field_cards")
    if is_king(card) or any(is_king(c) for c in pair):
        return KINGS_NO_VALUE
    if list(pair) != sorted(pair):
        return say("three_kings.explain.card_order")
    if not is_set(card, *pair):
        a, b, c = (value_word(c) for c in (card, *pair))
        return say("three_kings.explain.no_sum", a=a, b=b, c=c)
    return say("three_kings.explain.set_not_now")


def _discard_refusal(state: State, seat: int, card: int) -> Words:
    if card not in state.hands[seat]:
        return not_in_hand(card)
    if is_king(card):
        return say("three_kings.explain.never_discard_king")
    if state.must_set and any_set(state, seat):
        return say("three_kings.explain.must_set")
    return say("three_kings.explain.cannot_discard")


def explain(state: State, seat: int, targets: Sequence[str]) -> Words:
    """Why the clicked paths make no legal move."""
    if not targets or not str(targets[0]).startswith("hand/"):
        return PICK
    try:
        card = state.hands[seat][int(str(targets[0]).split("/")[1])]
    except (ValueError, IndexError):
        return PICK
    if len(targets) == 1:
        return _first_click(state, seat, card)
    field = []
    for path in targets[1:]:
        if path == "field/drop":
            return _discard_refusal(state, seat, card)
        try:
            field.append(state.field[int(str(path).split("/")[1])])
        except (ValueError, IndexError):
            return PICK
    if is_king(card):
        return (say("three_kings.explain.king_meets_king", card=card_words(card)) if not is_king(field[-1])
                else say("three_kings.explain.king_play_not_now"))
    if len(field) == 2:
        return _set_refusal(state, seat, card, tuple(field))
    if is_king(field[0]):
        return KINGS_NO_VALUE
    return say("three_kings.explain.second_card")


def _first_click(state: State, seat: int, card: int) -> Words:
    """Why a hand card alone starts nothing."""
    if is_king(card):
        return say("three_kings.explain.no_field_king")
    if any(m.kind == SET for m in legal_moves(state, seat)):
        return say("three_kings.explain.no_set_must", card=card_words(card))
    return say("three_kings.explain.cannot_play", card=card_words(card), value=value(card))
