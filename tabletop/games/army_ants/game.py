"""The Army Ants Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import cautions, information, placing_help, rules, state as st, strategy
from .board import SEAT_NAMES
from .effects import effects
from .explain import explain
from .view import result, to_move, view


NO_ATTACK_TURNS = 60  # battle turns of both sides without an Attack that end a game under the house rule


class ArmyAnts(Game):
    """Army Ants (Bryan Winter, 2008): two card armies, a Queen each, on a 5 x 8 grid."""

    id = "army_ants"
    title = say("army_ants.title")
    tagline = say("army_ants.tagline")
    min_players = max_players = 2
    seat_names = SEAT_NAMES
    options = (
        Option("setup", say("army_ants.options.setup.label"),
               (("dealt", say("army_ants.options.setup.dealt")), ("rows", say("army_ants.options.setup.rows")),
                ("free", say("army_ants.options.setup.free"))), "dealt", say("army_ants.options.setup.help")),
        Option("move_max_legs", say("army_ants.options.move_max_legs.label"),
               ((0, say("army_ants.options.move_max_legs.any")), (2, say("army_ants.options.move_max_legs.one"))),
               0, say("army_ants.options.move_max_legs.help")),
        Option("no_attack_limit", say("army_ants.options.no_attack_limit.label"),
               ((0, say("army_ants.options.no_attack_limit.off")),
                (NO_ATTACK_TURNS, say("army_ants.options.no_attack_limit.after", turns=NO_ATTACK_TURNS))),
               0, say("army_ants.options.no_attack_limit.help", turns=NO_ATTACK_TURNS, each=NO_ATTACK_TURNS // 2)),
    )

    start = staticmethod(st.new_state)
    to_move = staticmethod(to_move)
    legal_moves = staticmethod(rules.legal_moves)
    check_shape = staticmethod(rules.check_shape)
    checked = staticmethod(rules.checked)
    find_legal = staticmethod(rules.find_legal)
    perform = staticmethod(rules.perform)
    view = staticmethod(view)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)

    def is_over(self, state: st.State) -> bool:
        """True once a Queen fell or a draw was reached."""
        return state.phase == st.OVER

    table = TableHelp(
        explain=explain, effects=effects, warning=cautions.warning, beginner_warning=cautions.queen_warning,
        can_undo=information.can_undo, fill_moves=placing_help.fill_moves,
        rearrangeable=placing_help.rearrangeable, rearranged=placing_help.swapped,
        phases=(st.PLACEMENT, st.MUSTER, st.BATTLE))
    # A short tactical look-ahead with the estimate: the tree search sees too few positions here.
    search = SearchHelp(bot_choice=strategy.choose, estimate=strategy.estimate, skips=strategy.SKIPS)
    facts = Facts(secrets=information.secrets, conserved=st.card_totals,
                  curtain_options={"setup": "rows"},  # only a hidden set-up is hidden between people
                  phase_options={"setup": "rows"}, lesson_core=frozenset({"march", "refuge", "swap", "attack", "move"}),
                  lesson_buttons=False)  # its lesson has no button to press


GAME = ArmyAnts()
