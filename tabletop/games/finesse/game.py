"""The Finesse Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move, Option
from tabletop.engine.words import Words, joined, say

from . import information, moves, state as st, strategy
from .effects import effects as effects_of
from .explain import explain as explain_clicks
from .view import event_sentences, result as result_of, view as view_of


class Finesse(Game):
    """Finesse (Miles Edward Allen, 2000): partnership tricks with table cards and dregs, to 42 or 60."""

    id = "finesse"
    title = say("finesse.title")
    tagline = say("finesse.tagline")
    min_players = 4
    max_players = 4
    seat_names = st.SEAT_NAMES
    phases = (st.PLAY, st.REPLENISH, st.HAND_END)
    options = (
        Option("match", say("finesse.option.match"), ((st.STANDARD, say("finesse.option.standard")),
                                                      (st.ONE_HAND, say("finesse.option.one_hand"))),
               st.STANDARD, say("finesse.option.match_help")),
    )

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match: the first dealer drawn, the first hand dealt."""
        self.check_player_count(players)
        return st.new_state(self.normalise_options(options), seed)

    def to_move(self, state: st.State) -> tuple:
        return moves.to_move(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
        """Every legal move of `seat` (none for the seats waiting)."""
        return moves.legal_moves(state, seat)

    def check_shape(self, move: Move) -> None:
        moves.check_shape(move)

    def refusal(self, state: st.State, seat: int, move: Move) -> Words:
        return moves.refusal(state, seat, move)

    def perform(self, state: st.State, seat: int, move: Move) -> st.State:
        return moves.perform(state, seat, move)

    def view(self, state: st.State, seat: int | None) -> dict:
        return view_of(state, seat)

    def is_over(self, state: st.State) -> bool:
        return state.phase == st.OVER

    def result(self, state: st.State) -> dict:
        return result_of(state)

    def explain(self, state: st.State, seat: int, targets) -> Words:
        """Why the clicked card makes no legal move ("You must follow ♠.")."""
        return explain_clicks(state, seat, targets)

    def played_label(self, before: st.State, seat: int, move: Move, after: st.State) -> Words:
        """The log line: the card led or played and what it set off (trump fixed, a trick taken)."""
        told = event_sentences(after)
        return joined(*told) if told else move.label

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def can_undo(self, before, seat: int, move: Move, after) -> bool:
        """A card played shows the mover nothing new; a deal shows new hands, so never."""
        return move.kind != "next_hand"

    def private_decision(self, state: st.State, seat: int) -> bool:
        """Every lead, follow and new table card is chosen from the hand; dealing is not."""
        return state.phase != st.HAND_END

    def determinize(self, state: st.State, seat: int | None, rng) -> st.State:
        """The hands `seat` cannot see dealt afresh, voids respected (information.py)."""
        return information.determinize(state, seat, rng)

    def returns(self, state: st.State) -> tuple[float, ...]:
        return information.returns(state)

    def estimate(self, state: st.State) -> tuple[float, ...]:
        return strategy.estimate(state)

    def bot_choice(self, state: st.State, seat: int, level: str, rng) -> tuple[Move, Words] | None:
        """Normal plays by card sense; Strong checks those rules against hands played out in worlds
        drawn from its own view (strategy.py)."""
        legal = self.legal_moves(state, seat)
        if level == "strong" and state.phase != st.HAND_END:
            return strategy.strong_choose(state, seat, legal, rng)
        return strategy.choose(state, seat, legal)

    def secrets(self, state: st.State, seat: int) -> set[int]:
        """A seat's hand."""
        return set(state.hands[seat])

    def conserved(self, state: st.State) -> dict:
        """The 64 cards over hands, tables, the trick and the trick piles."""
        return {"cards": st.card_count(state)}


GAME = Finesse()
