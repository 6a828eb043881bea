"""The WYSIWYG Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move
from tabletop.engine.words import Words, say

from . import information, moves, state as st, strategy
from .effects import effects as effects_of
from .explain import explain as explain_clicks
from .view import played_label as label_after, result as result_of, view as view_of


class Wysiwyg(Game):
    """WYSIWYG (Larry Levy, revised 2007): German Whist with an auction on announced hand values."""

    id = "wysiwyg"
    title = say("wysiwyg.title")
    tagline = say("wysiwyg.tagline")
    min_players = 2
    max_players = 2
    seat_names = st.SEAT_NAMES
    phases = (st.AUCTION, st.TRUMP, st.PLAY, st.DISPLAY)
    options = ()
    # Every decision has a rule of its own (strategy.py): Strong plays each card out to the hand's end
    # within its own budget, so the generic search is never reached.
    search_tuning = {"strong": {"seconds": 0.8}}

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """Hand 1: dealer drawn from the seed, 13 cards each, 26 in the stock."""
        self.check_player_count(players)
        self.normalise_options(options)
        return st.new_match(seed)

    def to_move(self, state: st.State) -> tuple:
        return moves.to_move(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
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

    def player_count(self, state: st.State) -> int:
        return 2

    def explain(self, state: st.State, seat: int, targets) -> Words:
        """Why the clicked paths make no legal move ('You must follow ♠.')."""
        return explain_clicks(state, seat, targets, state.hands[seat])

    def played_label(self, before: st.State, seat: int, move: Move, after: st.State) -> Words:
        """The move, then what it set off: a trick taken, cards turned up, a hand scored."""
        return label_after(move.label, after)

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def private_decision(self, state: st.State, seat: int) -> bool:
        """Every decision here is made with the hand in view (even a display pick weighs it)."""
        return True

    def warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """A bid whose goal is beyond 40 marks can never be made (digest D3)."""
        if move.kind == "bid" and state.phase == st.AUCTION and seat == state.turn:
            goal = move.get("number") + state.bases[seat]
            if goal > st.MAX_MARKS:
                return say("wysiwyg.warning_goal_too_high", goal=goal)
        return None

    def can_undo(self, before: st.State, seat: int, move: Move, after: st.State) -> bool:
        """Calls and plays may be taken back; turning up stock cards or a new deal may not."""
        return information.can_undo(before, after)

    def determinize(self, state: st.State, seat: int | None, rng) -> st.State:
        return information.determinize(state, seat, rng)

    def returns(self, state: st.State) -> tuple[float, ...]:
        return information.returns(state)

    def estimate(self, state: st.State) -> tuple[float, ...]:
        return strategy.estimate(state)

    def bot_choice(self, state: st.State, seat: int, level: str, rng) -> tuple[Move, Words] | None:
        return strategy.choose(state, seat, level, rng)

    def secrets(self, state: st.State, seat: int) -> set[int]:
        return information.secrets(state, seat)

    def conserved(self, state: st.State) -> dict:
        return information.conserved(state)


GAME = Wysiwyg()
