"""Why a well-formed move is refused, in a sentence a player understands."""

from __future__ import annotations

from tabletop.engine.game import Move

from . import cards as cd, rules
from .state import ACTION, ASK, COMBAT, HUMAN, KEEP, OFFER, State


def refusal(state: State, seat: int, move: Move) -> str:
    """The rule a legal-looking move breaks here."""
    hand = state.hands[seat]
    card = move.get("card")
    if move.kind == "rescue" and state.role(seat) != HUMAN:
        return "Only a Human can call for rescue."
    if move.kind == "escape" and state.role(seat) == HUMAN:
        return "Only a Thing can escape."
    if card is not None and card not in hand and move.kind != "keep":
        return "That card is not in your hand."
    if card is not None and cd.red(card) and rules.reds(hand) == 1 and move.kind in ("offer", "give", "keep", "play", "reveal", "pick"):
        return "A Thing must keep its last red card."
    if state.phase == KEEP and move.kind == "discard_drawn":
        return "A Thing must keep its last red card."
    if state.phase == KEEP and move.kind == "keep" and cd.red(state.pending.drawn):
        return "A Human must discard a red card drawn in a Search."
    if state.phase == ACTION and move.kind == "blood":
        if card is not None and not cd.flamethrower(card):
            return "A blood test needs a flamethrower: a black J, Q or K."
        return "You can only blood-test another living player."
    if state.phase == ACTION and move.kind == "attack":
        return "You can only attack another living player."
    if state.phase == COMBAT and move.kind == "play":
        return "Nobody plays flamethrowers and bites in the same fight."
    if state.phase == COMBAT and move.kind == "pass":
        return "The attacker must play at least one card first."
    if state.phase == ASK and move.kind in ("volunteer", "volunteer_for"):
        return f"You need {cd.a_rank(state.pending.want)} you may give to volunteer."
    if state.phase == OFFER and move.kind == "offer":
        return "You can only offer a card from your hand."
    return "That move is not allowed now."
