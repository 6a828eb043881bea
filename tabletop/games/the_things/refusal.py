"""Why a well-formed move is refused, in a sentence a player understands."""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from . import cards as cd, rules
from .moves import private
from .state import ACTION, ASK, COMBAT, HUMAN, KEEP, OFFER, State


def refusal(state: State, seat: int, move: Move) -> Words:
    """The rule a legal-looking move breaks here."""
    hand = state.hands[seat]
    card = move.get("card")
    if move.kind in ("rescue", "escape") and not private(state):
        return say("the_things.refusal.declare_in_public")
    if move.kind == "rescue" and state.role(seat) != HUMAN:
        return say("the_things.refusal.rescue_humans_only")
    if move.kind == "escape" and state.role(seat) == HUMAN:
        return say("the_things.refusal.escape_things_only")
    if card is not None and card not in hand and move.kind != "keep":
        return say("the_things.refusal.not_in_hand")
    if move.kind == "aside" and card in hand and not cd.red(card) and rules.is_thing(hand):
        return say("the_things.refusal.aside_red")
    if move.kind == "reveal" and card in hand and not cd.red(card):
        return say("the_things.refusal.show_red_only")
    if card is not None and cd.red(card) and rules.reds(hand) == 1 and move.kind in ("offer", "give", "keep", "play", "reveal", "pick"):
        return say("the_things.refusal.last_red")
    if state.phase == KEEP and move.kind == "discard_drawn":
        return say("the_things.refusal.last_red")
    if state.phase == KEEP and move.kind == "keep" and cd.red(state.pending.drawn):
        return say("the_things.refusal.discard_red")
    if state.phase == ACTION and move.kind == "blood":
        if card is not None and not cd.flamethrower(card):
            return say("the_things.refusal.blood_needs_flamethrower")
        return say("the_things.refusal.blood_living")
    if state.phase == ACTION and move.kind == "attack":
        return say("the_things.refusal.attack_living")
    if state.phase == COMBAT and move.kind == "play":
        return say("the_things.refusal.flames_and_bites")
    if state.phase == COMBAT and move.kind == "pass":
        return say("the_things.refusal.attacker_first")
    if state.phase == ASK and move.kind in ("volunteer", "volunteer_for"):
        return say("the_things.refusal.volunteer_needs", rank=cd.a_rank(state.pending.want))
    if state.phase == OFFER and move.kind == "offer":
        return say("the_things.refusal.offer_from_hand")
    return say("engine.not_allowed")


# The move a click on a hand card would make, by the prompt it answers.
CARD_KINDS = {"combat": "play", "give": "give", "search_keep": "keep", "set_aside": "aside", "refill": "reveal",
              "pick_card": "pick", "offer": "offer"}


def explain(state: State, seat: int, targets) -> Words:
    """Why the clicked places make no move: a card the rules keep in the hand, a seat out of reach."""
    path = str(targets[-1]) if targets else ""
    parts = path.split("/")
    if parts[0] == "hand" and len(parts) == 2 and parts[1].isdigit() and int(parts[1]) < len(state.hands[seat]):
        card = state.hands[seat][int(parts[1])]
        kind = CARD_KINDS.get(state.phase)
        if state.phase == "action":
            return say("the_things.explain.flamethrower_only") \
                if not cd.flamethrower(card) else say("the_things.explain.click_player")
        if kind:
            return refusal(state, seat, Move.of(kind, card=card, want=1) if kind == "offer" else Move.of(kind, card=card))
    if parts[0] == "seat" and len(parts) == 2 and parts[1].isdigit():
        other = int(parts[1])
        if other < state.players and not state.alive[other]:
            return say("the_things.explain.dead")
        if other == seat:
            return say("the_things.explain.yourself")
    return say("the_things.explain.no_move")
