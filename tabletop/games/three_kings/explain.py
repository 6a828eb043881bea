"""Why a move or a click is refused, in a sentence a player understands."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.game import Move

from .deck import is_king, name, value, value_word
from .moves import DISCARD, KING_PLAY, PASS, SET, any_set, is_set, legal_moves
from .state import State, can_act

PICK = "Click a card in your hand, then two field cards to make a set, the empty place to discard, or a field King."


def refusal(state: State, seat: int, move: Move) -> str:
    """The reason a well-formed move is not legal for `seat` now."""
    hand = state.hands[seat]
    if move.kind == SET:
        return _set_refusal(state, seat, move.get("hand"), move.get("field"))
    if move.kind == DISCARD:
        return _discard_refusal(state, seat, move.get("card"))
    if move.kind == KING_PLAY:
        card, king = move.get("hand"), move.get("field")
        if card not in hand:
            return f"The {name(card)} is not in your hand."
        if not is_king(card):
            return f"Only a King can be played onto a field King; the {name(card)} is not one."
        if king not in state.field or not is_king(king):
            return "A King play needs a King on the field, and that card is not one there."
    if move.kind == PASS and can_act(state, seat):
        return "You can still play a card, so you may not pass."
    return "That move is not allowed now."


def _set_refusal(state: State, seat: int, card: int, pair: tuple) -> str:
    if card not in state.hands[seat]:
        return f"The {name(card)} is not in your hand."
    if len(set(pair)) != 2 or any(c not in state.field for c in pair):
        return "A set takes two different cards lying on the field."
    if is_king(card) or any(is_king(c) for c in pair):
        return "Kings have no value, so they are never part of a set."
    if list(pair) != sorted(pair):
        return "A set names its two field cards in card order."
    if not is_set(card, *pair):
        words = ", ".join(value_word(c) for c in (card, *pair))
        return f"{words}: no two of these add up to the third, so they are not a set."
    return "That set cannot be made now."


def _discard_refusal(state: State, seat: int, card: int) -> str:
    if card not in state.hands[seat]:
        return f"The {name(card)} is not in your hand."
    if is_king(card):
        return "Kings can never be discarded: keep it, or play it onto a King on the field."
    if state.must_set and any_set(state, seat):
        return "You can make a set, so you may not discard (a discard is only allowed when no set is possible)."
    return "That card cannot be discarded now."


def explain(state: State, seat: int, targets: Sequence[str]) -> str:
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
        return (f"The {name(card)} can only meet a King on the field." if not is_king(field[-1])
                else "That King play is not possible now.")
    if len(field) == 2:
        return _set_refusal(state, seat, card, tuple(field))
    if is_king(field[0]):
        return "Kings have no value, so they are never part of a set."
    return "Pick a second field card that completes a set with these two."


def _first_click(state: State, seat: int, card: int) -> str:
    """Why a hand card alone starts nothing."""
    if is_king(card):
        return "A King is played only onto a King on the field, and the field shows none."
    if any(m.kind == SET for m in legal_moves(state, seat)):
        return f"The {name(card)} makes no set with two field cards, and you must make a set when you can."
    return f"The {name(card)} ({value(card)}) cannot be played now."
