"""The WYSIWYG Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import information, moves, state as st, strategy
from .effects import effects
from .explain import explain
from .view import played_label, result, view


class Wysiwyg(Game):
    """WYSIWYG (Larry Levy, revised 2007): German Whist with an auction on announced hand values."""

    id = "wysiwyg"
    title = say("wysiwyg.title")
    tagline = say("wysiwyg.tagline")
    min_players = 2
    max_players = 2
    seat_names = st.SEAT_NAMES
    options = ()
    rules_version = 2  # 2: a scored hand waits for the next dealer (`next_hand`); bids only for goals of 40 or less

    def start(self, players: int, options: dict, seed: int) -> st.State:
        """Hand 1: dealer drawn from the seed, 13 cards each, 26 in the stock (two players, no options)."""
        return st.new_match(seed)

    to_move = staticmethod(moves.to_move)
    legal_moves = staticmethod(moves.legal_moves)
    find_legal = staticmethod(moves.find_legal)
    check_shape = staticmethod(moves.check_shape)
    refusal = staticmethod(moves.refusal)
    perform = staticmethod(moves.perform)
    view = staticmethod(view)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)
    returns = staticmethod(information.returns)

    def is_over(self, state: st.State) -> bool:
        """True once the match has ended."""
        return state.phase == st.OVER

    def player_count(self, state: st.State) -> int:
        """Always two."""
        return 2

    def saved_under(self, rules_version: int, state: st.State, seat: int, move) -> list:
        """A save from before hands waited at their end: the next dealer deals before its next move."""
        if rules_version < 2 and state.phase == st.HAND_END:
            return [(state.turn, moves.next_hand_move(state)), (seat, move)]
        return [(seat, move)]

    # Every decision here is made with the hand in view (even a display pick weighs it) but dealing the
    # next hand. Calls and plays may be taken back; turning up stock cards or a new deal may not.
    table = TableHelp(explain=explain, played_label=played_label, effects=effects,
                      can_undo=information.can_undo, private_decision=information.private_decision,
                      phases=(st.AUCTION, st.TRUMP, st.PLAY, st.DISPLAY, st.HAND_END))
    # Every decision has a rule of its own (strategy.py): Strong plays each card out to the hand's end
    # (its play-outs' clock here), so the tree search is never reached.
    search = SearchHelp(bot_choice=strategy.choose, estimate=strategy.estimate, playouts=strategy.PLAY_OUTS,
                        tuning={"strong": {"seconds": 0.6}})
    facts = Facts(secrets=information.secrets, conserved=information.conserved, hidden_cards=True,
                  curtain_options={}, lesson_buttons=False)  # its calls are boxes drawn on the table


GAME = Wysiwyg()
