"""Sentences that say why a click or a move is not legal."""

from __future__ import annotations

from tabletop.engine.game import Move

from .board import COLOURS
from .challenges import SQUARES_OF, TITLES, outcome, refusal
from .dice import dice_sum
from .scoring import SEATS
from .state import CHOOSE, COLOURS_PHASE, NOBODY, OVER, ROLL, State

FALLBACK = "That is not a legal move here."
PICK_FIRST = "Colours are still being chosen: click a free colour first."
ROLL_FIRST = "Roll the dice first (the Roll button)."
REROLL_USED = "The one reroll of this turn is used: the dice stay as they are. Choose a challenge."


def seat_word(state: State, seat: int) -> str:
    """A seat by its colours once chosen ('Red and Blue'), else by its number."""
    colours = state.colours_of(seat)
    return " and ".join(COLOURS[c] for c in colours) if colours else SEATS[seat]


def explain(state: State, seat: int, targets) -> str:
    """Why the clicked paths `targets` make no legal move."""
    if state.phase == OVER:
        return "The game is over."
    if seat != state.seat:
        return f"It is not {seat_word(state, seat)}'s turn."
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


def _colour_reason(state: State, colour: int) -> str:
    if state.phase != COLOURS_PHASE:
        return "The colours were chosen at the start of the game."
    holder = state.owner[colour] if 0 <= colour < 4 else NOBODY
    if holder != NOBODY:
        return f"{COLOURS[colour]} is already taken by {SEATS[holder]}."
    return FALLBACK


def _square_reason(state: State, seat: int, kind: str, square: int) -> str:
    """A click on a Number or Max square that cannot take this turn's chip."""
    total = dice_sum(state.dice)
    if square != total and total in SQUARES_OF[kind]:
        return f"Your dice add up to {total}, so only {TITLES[kind]} square {total} could take a chip, not {square}."
    return refusal(state, seat, kind) or FALLBACK


def move_reason(state: State, seat: int, move: Move) -> str:
    """Why a well-formed move is not legal now."""
    kind = move.kind
    if kind == "colour":
        return _colour_reason(state, move.get("colour"))
    if state.phase == COLOURS_PHASE:
        return PICK_FIRST
    if kind == "roll":
        return "The dice are already rolled this turn: keep some and reroll, or choose a challenge."
    if state.phase == ROLL:
        return ROLL_FIRST
    if kind == "keep":
        return REROLL_USED
    if kind == "reroll":
        if state.phase == CHOOSE:
            return "You have already used this turn's reroll."
        return "You kept all five dice, so there is nothing to reroll."
    colour = move.get("colour")
    if colour not in state.colours_of(seat):
        return f"{COLOURS[colour]} is not one of your colours."
    found = outcome(state, kind, colour)
    return found.text if not found.possible else FALLBACK
