"""The Three Kings Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, IllegalMove, Move, Option, SWITCH
from tabletop.engine.words import Text, Words, joined, say

from . import information, state as st, strategy
from .deck import MAX_SEATS, SEAT_NAMES
from .effects import effects as effects_of
from .explain import explain as explain_clicks, refusal
from .moves import PASS, legal_moves
from .rules import check_shape, new_state, perform
from .view import result as result_of, to_move as to_move_of, view as view_of



class ThreeKings(Game):
    """Three Kings (Kaplowitz & Ravage): fish sets a + b = c from the field, and collect three Kings."""

    id = "three_kings"
    title = say("three_kings.title")
    tagline = say("three_kings.tagline")
    min_players = 2
    max_players = MAX_SEATS
    seat_names = SEAT_NAMES
    phases = (st.PLAY,)
    auto_kinds = (PASS,)
    options = (
        Option("winner", say("three_kings.option.winner"),
               ((st.HIGH, say("three_kings.option.winner_high")), (st.LOW, say("three_kings.option.winner_low")),
                (st.KINGS_WIN, say("three_kings.option.winner_kings"))), st.HIGH,
               say("three_kings.option.winner_help")),
        Option("end", say("three_kings.option.end"),
               ((st.AT_KINGS, say("three_kings.option.end_kings")),
                (st.ALL_CARDS, say("three_kings.option.end_all_cards"))), st.AT_KINGS,
               say("three_kings.option.end_help")),
        Option("must_set", say("three_kings.option.must_set"), SWITCH, True, say("three_kings.option.must_set_help")),
    )

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """Shuffle and deal from the seed; the first player's draw is already made."""
        self.check_player_count(players)
        options = self.normalise_options(options)
        if options["end"] == st.ALL_CARDS and options["winner"] == st.KINGS_WIN:
            raise IllegalMove(say("three_kings.option.needs_points_winner"))
        return new_state(players, options, seed)

    def to_move(self, state: st.State) -> tuple:
        return to_move_of(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
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
        return explain_clicks(state, seat, targets)

    def played_label(self, before: st.State, seat: int, move: Move, after: st.State) -> Words:
        """The move's words, then what followed: the extra draw, a refill, three Kings, the end."""
        return joined(say("three_kings.played", move=move.label or str(move)), *after.news)

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def can_undo(self, before: st.State, seat: int, move: Move, after: st.State) -> bool:
        """Only a move after which nobody drew: a draw or a refill shows a card, never to be taken back."""
        return information.can_undo(before, after)

    def determinize(self, state: st.State, seat: int | None, rng) -> st.State:
        return information.determinize(state, seat, rng)

    def returns(self, state: st.State) -> tuple[float, ...]:
        return information.returns(state)

    def estimate(self, state: st.State) -> tuple[float, ...]:
        return strategy.estimate(state)

    def bot_choice(self, state: st.State, seat: int, level: str, rng) -> tuple[Move, Text] | None:
        return strategy.choose(state, seat, level, rng)

    def secrets(self, state: st.State, seat: int) -> set[int]:
        """A seat's hand, but for the Kings everyone saw it take; nothing once the hands are shown."""
        if state.phase == st.OVER:
            return set()
        return set(information.hidden_part(state, seat, None))

    def conserved(self, state: st.State) -> dict:
        """Every card somewhere: stock, field, hands, set piles."""
        places = st.card_places(state)
        counts = {place: 0 for place in ("cards", "kings")}
        for cards in places.values():
            counts["cards"] += len(cards)
            counts["kings"] += st.kings(cards)
        counts["ids"] = len({c for cards in places.values() for c in cards})
        return counts


GAME = ThreeKings()
