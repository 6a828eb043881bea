"""The Chains Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move, Option
from tabletop.engine.words import Words, say

from . import information, state as st
from .cautions import bust_risk_warning, warning as warning_for
from .deck import MAX_SEATS, SEAT_NAMES
from .effects import effects as effects_of
from .explain import explain as explain_clicks, refusal
from .moves import FLIP_WORK, legal_moves
from .rules import check_shape, perform
from .strategy import choose as choose_for, estimate as estimate_of
from .view import result as result_of, to_move as to_move_of, view as view_of


class Chains(Game):
    """Chains: build chains 10-9-8-... from your Pairs deck and end them on terminal cards."""

    id = "chains"
    title = say("chains.title")
    tagline = say("chains.tagline")
    min_players = 1
    max_players = MAX_SEATS
    seat_names = SEAT_NAMES
    phases = (st.PLAY,)
    options = (
        Option("bust_ends_turn", say("chains.option.bust_ends_turn.label"),
               (("off", say("chains.option.bust_ends_turn.off")), ("on", say("chains.option.bust_ends_turn.on"))),
               "off", say("chains.option.bust_ends_turn.help")),
        Option("ten_lock", say("chains.option.ten_lock.label"),
               ((st.LOCK_PER_PLAYER, say("chains.option.ten_lock.per_player")),
                (st.LOCK_GLOBAL, say("chains.option.ten_lock.global")),
                (st.LOCK_OFF, say("chains.option.ten_lock.off"))), st.LOCK_PER_PLAYER,
               say("chains.option.ten_lock.help")),
        Option("temp_slots", say("chains.option.temp_slots.label"),
               ((5, say("chains.option.temp_slots.5")), (4, say("chains.option.temp_slots.4")),
                (3, say("chains.option.temp_slots.3"))), 5, say("chains.option.temp_slots.help")),
        Option("solo_scoring", say("chains.option.solo_scoring.label"),
               (("cards", say("chains.option.solo_scoring.cards")),
                ("weighted", say("chains.option.solo_scoring.weighted"))), "cards",
               say("chains.option.solo_scoring.help")),
    )

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match: terminals laid out, draw piles shuffled, first player drawn."""
        self.check_player_count(players)
        return st.new_state(players, self.normalise_options(options), seed)

    def to_move(self, state: st.State) -> tuple:
        return to_move_of(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
        """Every legal action for `seat` (none for idle seats or once the game is over)."""
        if seat not in to_move_of(state):
            return []
        return legal_moves(state, seat)

    def check_shape(self, move: Move) -> None:
        check_shape(move)

    def refusal(self, state: st.State, seat: int, move: Move) -> Words:
        return refusal(state, seat, move)

    def perform(self, state: st.State, seat: int, move: Move) -> st.State:
        return perform(state, seat, move)

    def view(self, state: st.State, seat: int | None) -> dict:
        return view_of(state, seat)

    def is_over(self, state: st.State) -> bool:
        return state.phase == st.OVER

    def result(self, state: st.State) -> dict:
        return result_of(state)

    def explain(self, state: st.State, seat: int, targets) -> Words:
        """Why the clicked paths make no legal action."""
        return explain_clicks(state, seat, targets)

    def played_label(self, before: st.State, seat: int, move: Move, after: st.State) -> Words:
        """The log line: what the action revealed and what followed (a fit or a bust, a stop,
        a chain dying, a player leaving), as the rules worded it when they played it."""
        return after.news or move.label

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        """Flips, cards moved, terminals taken, chains lost; then the end."""
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """Ask first before a flip that can only bust, or a move that kills the chain."""
        if seat not in to_move_of(state) or move not in legal_moves(state, seat):
            return None
        return warning_for(state, seat, move)

    def beginner_warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """For beginners: before a flip onto a chain, how many cards left would bust it."""
        if move.kind != FLIP_WORK or seat not in to_move_of(state):
            return None
        return bust_risk_warning(state, seat)

    def can_undo(self, before: st.State, seat: int, move: Move, after: st.State) -> bool:
        """Blind flips are never taken back (the same card would come up again); other actions may be."""
        return information.can_undo(move)

    def determinize(self, state: st.State, seat: int | None, rng) -> st.State:
        """Every draw pile in a fresh order (hidden from all, the owner too) and a fresh generator."""
        return information.determinize(state, seat, rng)

    def returns(self, state: st.State) -> tuple[float, ...]:
        """Solo: the score over the best possible; else the share of opponents ranked below."""
        return information.returns(state)

    def estimate(self, state: st.State) -> tuple[float, ...]:
        """Banked points plus the terminals each seat can still expect, as shares (strategy.py)."""
        return estimate_of(state)

    def bot_choice(self, state: st.State, seat: int, level: str, rng) -> tuple[Move, str] | None:
        """Normal plays a measured rule; Strong checks it against games played out from here (strategy.py)."""
        return choose_for(self, state, seat, level, rng)

    def conserved(self, state: st.State) -> dict:
        """Every seat's 55 cards, wherever they lie."""
        return st.card_totals(state)


GAME = Chains()
