"""The Finesse Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import information, moves, state as st, strategy
from .effects import effects
from .explain import explain
from .view import played_label, result, view


class Finesse(Game):
    """Finesse (Miles Edward Allen, 2000): partnership tricks with table cards and dregs, to 42 or 60."""

    id = "finesse"
    title = say("finesse.title")
    tagline = say("finesse.tagline")
    min_players = 4
    max_players = 4
    seat_names = st.SEAT_NAMES
    rules_version = 2  # 2: the last trick's cards after its lead are played at once (each is its player's last)
    options = (
        Option("match", say("finesse.option.match"), ((st.STANDARD, say("finesse.option.standard")),
                                                      (st.ONE_HAND, say("finesse.option.one_hand"))),
               st.STANDARD, say("finesse.option.match_help")),
    )

    start = staticmethod(st.new_state)
    to_move = staticmethod(moves.to_move)
    legal_moves = staticmethod(moves.legal_moves)
    find_legal = staticmethod(moves.find_legal)
    check_shape = staticmethod(moves.check_shape)
    refusal = staticmethod(moves.refusal)
    perform = staticmethod(moves.perform)
    view = staticmethod(view)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)  # the hands the seat cannot see, voids respected
    returns = staticmethod(information.returns)

    def is_over(self, state: st.State) -> bool:
        """True once the match has ended."""
        return state.phase == st.OVER

    def saved_under(self, rules_version: int, state: st.State, seat: int, move) -> list:
        """A save from before the last trick played itself: its follows were made with the lead."""
        if rules_version < 2 and move.kind == "play" and state.trick_no == st.TRICKS and not state.trick:
            return []
        return [(seat, move)]

    table = TableHelp(explain=explain, played_label=played_label, effects=effects, can_undo=information.can_undo,
                      private_decision=information.private_decision, ahead=moves.ahead,
                      phases=(st.PLAY, st.REPLENISH, st.HAND_END))
    search = SearchHelp(bot_choice=strategy.bot_choice, estimate=strategy.estimate, playouts=strategy.PLAY_OUTS,
                        tuning={"strong": {"seconds": 0.6}})  # the play-outs' clock
    facts = Facts(secrets=information.secrets, conserved=st.card_totals, hidden_cards=True, curtain_options={},
                  session_seats="PPCC",
                  result_labels=("finesse.side.*",),  # a partnership's column on the score sheet
                  lesson_core=frozenset({"play", "lead_table", "replenish"}))


GAME = Finesse()
