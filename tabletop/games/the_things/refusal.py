"""Why a well-formed move is refused, in a sentence a player understands."""

from __future__ import annotations

from tabletop.engine.game import Move

from . import cards as cd, rules
from .moves import private
from .state import ACTION, ASK, COMBAT, HUMAN, KEEP, OFFER, State


def refusal(state: State, seat: int, move: Move) -> str:
    """The rule a legal-looking move breaks here."""
    hand = state.hands[seat]
    card = move.get("card")
    if move.kind in ("rescue", "escape") and not private(state):
        return "Picking a volunteer is done in front of everybody: declare on your next prompt."
    if move.kind == "rescue" and state.role(seat) != HUMAN:
        return "Only a Human can call for rescue."
    if move.kind == "escape" and state.role(seat) == HUMAN:
        return "Only a Thing can escape."
    if card is not None and card not in hand and move.kind != "keep":
        return "That card is not in your hand."
    if move.kind == "aside" and card in hand and not cd.red(card) and rules.is_thing(hand):
        return "A Thing named for an exchange must set aside a red card."
    if move.kind == "reveal" and card in hand and not cd.red(card):
        return "Only a red card drawn now can be shown."
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


# The move a click on a hand card would make, by the prompt it answers.
CARD_KINDS = {"combat": "play", "give": "give", "search_keep": "keep", "set_aside": "aside", "refill": "reveal",
              "pick_card": "pick", "offer": "offer"}


def explain(state: State, seat: int, targets) -> str:
    """Why the clicked places make no move: a card the rules keep in the hand, a seat out of reach."""
    path = str(targets[-1]) if targets else ""
    parts = path.split("/")
    if parts[0] == "hand" and len(parts) == 2 and parts[1].isdigit() and int(parts[1]) < len(state.hands[seat]):
        card = state.hands[seat][int(parts[1])]
        kind = CARD_KINDS.get(state.phase)
        if state.phase == "action":
            return "Only a flamethrower (a black J, Q or K) is clicked on your turn, for a blood test." \
                if not cd.flamethrower(card) else "Then click the player to test."
        if kind:
            return refusal(state, seat, Move.of(kind, card=card, want=1) if kind == "offer" else Move.of(kind, card=card))
    if parts[0] == "seat" and len(parts) == 2 and parts[1].isdigit():
        other = int(parts[1])
        if other < state.players and not state.alive[other]:
            return "That player is dead."
        if other == seat:
            return "You cannot choose yourself."
    return "That is not a move you can make now."
