"""The standard backgammon Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, Move, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import cautions, choices, rules, state as st, strategy
from .effects import effects
from .explain import explain
from .moves import find_legal, legal_moves, played_words
from .view import SEAT_NAMES, result, view


class Backgammon(Game):
    """Standard two-player backgammon with the doubling cube and matches to N points (Crawford)."""

    id = "backgammon"
    title = say("backgammon.title")
    tagline = say("backgammon.tagline")
    min_players = max_players = 2
    seat_names = SEAT_NAMES
    options = (
        Option("match", say("backgammon.options.match.label"),
               ((1, say("backgammon.options.match.one")),
                *((n, say("backgammon.options.match.points", count=n)) for n in (3, 5, 7))), 1,
               say("backgammon.options.match.help")),
        Option("cube", say("backgammon.options.cube.label"),
               ((1, say("backgammon.options.cube.on")), (0, say("backgammon.options.cube.off"))), 1,
               say("backgammon.options.cube.help")),
    )

    start = staticmethod(st.new_state)
    to_move = staticmethod(st.to_move)
    legal_moves = staticmethod(legal_moves)
    find_legal = staticmethod(find_legal)
    check_shape = staticmethod(rules.check_shape)
    perform = staticmethod(rules.perform)
    view = staticmethod(view)
    result = staticmethod(result)

    def checked(self, state: st.State, seat: int, move: Move) -> Move:
        """Backgammon's moves check themselves as they are carried out (with the reason a step fails)."""
        return move

    apply_legal = staticmethod(rules.perform_legal)  # a search's trusted apply: no step is checked again

    def is_over(self, state: st.State) -> bool:
        """True once the match has been decided."""
        return state.phase == st.OVER

    table = TableHelp(
        explain=explain, played_label=played_words, numbered_label=played_words,
        renumbered=strategy.hint_from_side, effects=effects,
        choice_outcome=choices.choice_outcome, double_click_moves=choices.double_click,
        warning=cautions.warning, beginner_warning=cautions.blot_warning, can_undo=rules.can_undo,
        auto_kinds=("roll",),  # auto-roll, for those who ask: only when rolling is the one legal move
        phases=(st.ROLL, st.CUBE, st.MOVE, st.BETWEEN))
    # Random doubles would end most computer games at once with random drops.
    search = SearchHelp(bot_choice=strategy.bot_choice, estimate=strategy.estimate, skips=("double",))
    facts = Facts(conserved=st.checker_totals, phase_options={"cube": 1, "match": 3},
                  lesson_core=frozenset({"roll", "move", "double", "drop", "next_game"}))


GAME = Backgammon()
