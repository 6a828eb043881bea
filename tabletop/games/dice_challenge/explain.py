"""Sentences that say why a click or a move is not legal."""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Person, Words, say

from .board import COLOUR_WORDS, colour_names
from .challenges import SQUARES_OF, TITLES, outcome, refusal
from .dice import dice_sum
from .scoring import SEAT_PEOPLE, SEAT_WORDS
from .state import CHOOSE, COLOURS_PHASE, NOBODY, OVER, ROLL, State

FALLBACK = say("engine.not_legal_here")
PICK_FIRST = say("dice_challenge.explain.pick_first")
ROLL_FIRST = say("dice_challenge.explain.roll_first")
REROLL_USED = say("dice_challenge.explain.reroll_used")


def seat_word(state: State, seat: int) -> Person:
    """A seat by its colours once chosen ('Red and Blue'), else by its number."""
    colours = state.colours_of(seat)
    return Person(seat, colour_names(colours) or SEAT_WORDS[seat])


def explain(state: State, seat: int, targets) -> Words:
    """Why the clicked paths `targets` make no legal move."""
    if state.phase == OVER:
        return say("dice_challenge.explain.over")
    if seat != state.seat:
        return say("engine.not_your_turn", seat=seat_word(state, seat))
    parts = str(targets[0]).split("/") if targets else []
    if not parts:
        return FALLBACK
    head = parts[0]
    if head == "colours":
        return _colour_reason(state, int(parts[1])) if len(parts) == 2 and parts[1].isdigit() else FALLBACK
    if state.phase == COLOURS_PHASE:
        return PICK_FIRST
    if head == "dice":
        return ROLL_FIRST if state.phase == ROLL else REROLL_USED if state.phase == CHOOSE else FALLBACK
    if head in ("straight", "group", "number", "max"):
        if state.phase == ROLL:
            return ROLL_FIRST
        if head in SQUARES_OF and len(parts) == 2 and parts[1].isdigit():
            return _square_reason(state, seat, head, int(parts[1]))
        return refusal(state, seat, head) or FALLBACK
    return FALLBACK


def _colour_reason(state: State, colour: int) -> Words:
    if state.phase != COLOURS_PHASE:
        return say("dice_challenge.explain.colours_chosen")
    holder = state.owner[colour] if 0 <= colour < 4 else NOBODY
    if holder != NOBODY:
        return say("dice_challenge.explain.colour_taken", colour=COLOUR_WORDS[colour], seat=SEAT_PEOPLE[holder])
    return FALLBACK


def _square_reason(state: State, seat: int, kind: str, square: int) -> Words:
    """A click on a Number or Max square that cannot take this turn's chip."""
    total = dice_sum(state.dice)
    if square != total and total in SQUARES_OF[kind]:
        return say("dice_challenge.explain.wrong_square", total=total, challenge=TITLES[kind], square=square)
    return refusal(state, seat, kind) or FALLBACK


def move_reason(state: State, seat: int, move: Move) -> Words:
    """Why a well-formed move is not legal now."""
    kind = move.kind
    if kind == "colour":
        return _colour_reason(state, move.get("colour"))
    if state.phase == COLOURS_PHASE:
        return PICK_FIRST
    if kind == "roll":
        return say("dice_challenge.explain.already_rolled")
    if state.phase == ROLL:
        return ROLL_FIRST
    if kind == "keep":
        return REROLL_USED
    if kind == "reroll":
        if state.phase == CHOOSE:
            return say("dice_challenge.explain.reroll_done")
        return say("dice_challenge.explain.all_kept")
    colour = move.get("colour")
    if colour not in state.colours_of(seat):
        return say("dice_challenge.explain.not_yours", colour=COLOUR_WORDS[colour])
    found = outcome(state, kind, colour)
    return found.text if not found.possible else FALLBACK
