"""The Dice Challenge Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move, Option, rank_shares
from tabletop.engine.words import Words, say

from . import state as st
from .challenges import outcome
from .effects import effects as effects_of
from .explain import explain as explain_targets, move_reason
from .log_words import played_label as log_words
from .moves import check_shape, legal_moves, perform
from .scoring import SEATS, final_result, seat_totals
from .strategy import choose as strategy_choice
from .view import to_move as to_move_of, view as view_of

# Moves that roll dice: their outcome comes from the generator, so they are never taken back.
ROLLS = ("roll", "reroll")


class DiceChallenge(Game):
    """Dice Challenge (Hammer Works): five dice, one reroll, four challenges on one board."""

    id = "dice_challenge"
    min_players, max_players = 2, 4
    seat_names = SEATS
    # A computer seat does not toggle dice one by one at random (slow and silly to watch at the table's
    # pace): it rolls, perhaps rerolls all five, then picks a challenge.
    bot_skips = ("keep",)
    phases = (st.COLOURS_PHASE, st.ROLL, st.REROLL, st.CHOOSE)

    title = say("dice_challenge.title")
    tagline = say("dice_challenge.tagline")
    options = (Option("bonus_unit", say("dice_challenge.option.bonus_unit.label"),
                      (("colour", say("dice_challenge.option.bonus_unit.colour")),
                       ("player", say("dice_challenge.option.bonus_unit.player"))),
                      "colour", say("dice_challenge.option.bonus_unit.help")),)

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match: start player drawn, colours still to choose."""
        self.check_player_count(players)
        return st.new_state(players, self.normalise_options(options), seed)

    def to_move(self, state: st.State) -> tuple:
        return to_move_of(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
        """Every legal move for `seat`."""
        return legal_moves(state, seat)

    def check_shape(self, move: Move) -> None:
        check_shape(move)

    def refusal(self, state: st.State, seat: int, move: Move) -> Words:
        return move_reason(state, seat, move)

    def perform(self, state: st.State, seat: int, move: Move) -> st.State:
        return perform(state, seat, move)

    def view(self, state: st.State, seat: int | None) -> dict:
        return view_of(state, seat)

    def is_over(self, state: st.State) -> bool:
        return state.phase == st.OVER

    def result(self, state: st.State) -> dict:
        """Winners, scores, ranking, summary and the points breakdown."""
        if state.phase != st.OVER:
            return {"winners": [], "draw": False, "scores": {}, "ranking": [],
                    "summary": say("dice_challenge.result.going")}
        return final_result(state)

    def explain(self, state: st.State, seat: int, targets) -> Words:
        return explain_targets(state, seat, targets)

    def played_label(self, before: st.State, seat: int, move: Move, after: st.State) -> Words:
        """The log's words: who moved, what the dice showed, what the challenge gave."""
        return log_words(before, seat, move, after)

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        """Rolls, colours taken, chips and markers placed; then the end."""
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """Ask before a Straight or Group that moves nothing: the turn would pass for no points."""
        if move.kind in ("straight", "group") and move.get("colour") in state.colours_of(seat):
            found = outcome(state, move.kind, move.get("colour"))
            if found.steps == 0:
                return say("dice_challenge.warning.nothing", outcome=found.text)
        return None

    def can_undo(self, before: st.State, seat: int, move: Move, after: st.State) -> bool:
        """Everything but rolling and rerolling may be taken back (nothing else is hidden)."""
        return move.kind not in ROLLS

    def returns(self, state: st.State) -> tuple[float, ...]:
        """Each seat's share of the other seats it outscores at the end, ties counting half."""
        if state.phase != st.OVER:
            return (0.5,) * state.players
        return rank_shares(seat_totals(state))

    def pointless(self, state: st.State, seat: int, move: Move) -> bool:
        """A Straight or Group that moves the colour no square is a pass: with two colours, the one
        that moves is played without asking."""
        if move.kind not in ("straight", "group"):
            return False
        return outcome(state, move.kind, move.get("colour")).steps == 0

    def bot_choice(self, state: st.State, seat: int, level: str, rng) -> tuple[Move, Words] | None:
        """Every decision of a turn from the exact value of each keep and each challenge (strategy.py)."""
        return strategy_choice(state, seat, level)

    def conserved(self, state: st.State) -> dict:
        """Eight chips per colour (supply, squares, markers) and five dice."""
        return st.chip_totals(state)


GAME = DiceChallenge()
