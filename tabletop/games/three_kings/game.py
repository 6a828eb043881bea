"""The Three Kings Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import SWITCH, Game, IllegalMove, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import information, rules, state as st, strategy
from .deck import MAX_SEATS, SEAT_NAMES
from .effects import effects
from .explain import explain, refusal
from .moves import PASS, legal_moves
from .view import played_label, result, to_move, view


class ThreeKings(Game):
    """Three Kings (Kaplowitz & Ravage): fish sets a + b = c from the field, and collect three Kings."""

    id = "three_kings"
    title = say("three_kings.title")
    tagline = say("three_kings.tagline")
    min_players = 2
    max_players = MAX_SEATS
    seat_names = SEAT_NAMES
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

    def start(self, players: int, options: dict, seed: int) -> st.State:
        """Shuffle and deal from the seed; the first player's draw is already made. A game played to the
        last card needs a winner by points."""
        if options["end"] == st.ALL_CARDS and options["winner"] == st.KINGS_WIN:
            raise IllegalMove(say("three_kings.option.needs_points_winner"))
        return rules.new_state(players, options, seed)

    to_move = staticmethod(to_move)
    legal_moves = staticmethod(legal_moves)
    check_shape = staticmethod(rules.check_shape)
    refusal = staticmethod(refusal)
    perform = staticmethod(rules.perform)
    view = staticmethod(view)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)
    returns = staticmethod(information.returns)

    def is_over(self, state: st.State) -> bool:
        """True once the match has ended."""
        return state.phase == st.OVER

    # Only a move after which nobody drew may be taken back: a draw or a refill shows a card.
    table = TableHelp(explain=explain, played_label=played_label, effects=effects, can_undo=information.can_undo,
                      auto_kinds=(PASS,), phases=(st.PLAY,))
    search = SearchHelp(bot_choice=strategy.choose, estimate=strategy.estimate, playouts=strategy.PLAY_OUTS)
    facts = Facts(secrets=information.secrets, conserved=information.conserved, hidden_cards=True,
                  curtain_options={}, seat_panels=frozenset({"kings_seat"}), table_players=3,
                  session_seats="PPC",
                  # its lesson is all cards clicked (its one button, a pass, comes only once the stock is empty)
                  lesson_buttons=False,
                  lesson_core=frozenset({"set", "discard", "king"}))


GAME = ThreeKings()
