"""The Chains Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import cautions, information, rules, state as st, strategy
from .deck import MAX_SEATS, SEAT_NAMES
from .effects import effects
from .explain import explain, refusal
from .view import played_label, result, to_move, view


class Chains(Game):
    """Chains: build chains 10-9-8-... from your Pairs deck and end them on terminal cards."""

    id = "chains"
    title = say("chains.title")
    tagline = say("chains.tagline")
    min_players = 1
    max_players = MAX_SEATS
    seat_names = SEAT_NAMES
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

    start = staticmethod(st.new_state)
    to_move = staticmethod(to_move)
    legal_moves = staticmethod(rules.legal_moves)
    check_shape = staticmethod(rules.check_shape)
    refusal = staticmethod(refusal)
    perform = staticmethod(rules.perform)
    view = staticmethod(view)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)
    returns = staticmethod(information.returns)

    def is_over(self, state: st.State) -> bool:
        """True once the game has ended."""
        return state.phase == st.OVER

    table = TableHelp(explain=explain, played_label=played_label, effects=effects, warning=cautions.warning,
                      beginner_warning=cautions.beginner_warning, can_undo=information.can_undo, phases=(st.PLAY,))
    # Normal plays a measured rule; Strong checks it against games played out from here.
    search = SearchHelp(bot_choice=strategy.choose, estimate=strategy.estimate, playouts=strategy.PLAY_OUTS,
                        tuning={"strong": {"seconds": 0.6}})  # the play-outs' clock
    facts = Facts(conserved=st.card_totals, hidden_cards=True, seat_panels=frozenset({"chain_seat", "terminals"}),
                  table_players=3, session_seats="PPC",
                  lesson_buttons=False,  # its flips are boxes drawn on the table, met as places
                  lesson_core=frozenset({"flip_to_chain", "flip_to_temp", "temp_to_chain", "take_terminal"}))


GAME = Chains()
