"""The Synchro-gammon Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import flow, information, rules, strategy
from .effects import effects
from .explain import explain
from .log_words import played_label
from .seats import PARENT_FIRST, PARENT_LAST, SEAT_NAMES, SEATS
from .state import ANSWER, CUBE, GAME_END, MOVE, PICK, Setup, State
from .view import result, view


def setup_from(options: dict) -> Setup:
    """The Setup record of normalised options."""
    return Setup(cube=options["cube"] == "on", match_to=options["match_to"],
                 memory_aid=options["memory_aid"] == "on", tie_order=options["tie_order"])


class Synchrogammon(Game):
    """Synchro-gammon: partnership backgammon for four, numbers chosen from cards in secret."""

    id = "synchrogammon"
    title = say("synchrogammon.title")
    tagline = say("synchrogammon.tagline")
    min_players = max_players = SEATS
    seat_names = SEAT_NAMES
    options = (
        Option("cube", say("synchrogammon.options.cube.label"),
               (("off", say("synchrogammon.options.cube.off")), ("on", say("synchrogammon.options.cube.on"))), "off",
               say("synchrogammon.options.cube.help")),
        Option("match_to", say("synchrogammon.options.match_to.label"),
               ((0, say("synchrogammon.options.match_to.one")),
                *((n, say("synchrogammon.options.match_to.target", target=n)) for n in (3, 5, 7, 9, 11))), 0,
               say("synchrogammon.options.match_to.help")),
        Option("memory_aid", say("synchrogammon.options.memory_aid.label"),
               (("off", say("synchrogammon.options.memory_aid.off")), ("on", say("synchrogammon.options.memory_aid.on"))),
               "off", say("synchrogammon.options.memory_aid.help")),
        Option("tie_order", say("synchrogammon.options.tie_order.label"),
               ((PARENT_FIRST, say("synchrogammon.options.tie_order.first")),
                (PARENT_LAST, say("synchrogammon.options.tie_order.last"))), PARENT_FIRST,
               say("synchrogammon.options.tie_order.help")),
        Option("board", say("synchrogammon.options.board.label"),
               (("kept", say("synchrogammon.options.board.kept")), ("turns", say("synchrogammon.options.board.turns"))),
               "kept", say("synchrogammon.options.board.help")),
    )

    def start(self, players: int, options: dict, seed: int) -> State:
        """A fresh match: starting board, six cards each, a random parent."""
        return flow.new_match(setup_from(options), seed)

    to_move = staticmethod(rules.to_move)  # every seat still to pick (in seat order), or the one seat to act
    legal_moves = staticmethod(rules.legal_moves)
    find_legal = staticmethod(rules.find_legal)
    check_shape = staticmethod(rules.check_shape)
    checked = staticmethod(rules.checked)
    perform = staticmethod(rules.perform)
    view = staticmethod(view)
    is_over = staticmethod(rules.is_over)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)  # others' face-down cards chosen afresh from their hands
    returns = staticmethod(information.returns)

    table = TableHelp(
        explain=explain, played_label=played_label, numbered_label=played_label,
        renumbered=strategy.hint_from_side, keeps_board=strategy.keeps_board, effects=effects,
        double_click_moves=rules.double_click_moves, warning=rules.warning, can_undo=information.can_undo,
        private_decision=information.private_decision, shared_decision=information.shared_decision,
        confirm_kinds=("pick",),  # a laid card is final and hidden: the table lets a person change their mind first
        confirm_words=say("synchrogammon.confirm"), phases=(CUBE, ANSWER, PICK, MOVE, GAME_END))
    # Cards, steps and cube answers judged by the backgammon evaluator from the team's side; a computer
    # seat that doubled at random would throw games away.
    search = SearchHelp(bot_choice=strategy.bot_choice, estimate=strategy.estimate, skips=("double",))
    facts = Facts(secrets=information.secrets, conserved=information.conserved, hidden_cards=True,
                  curtain_options={}, phase_options={"cube": "on", "match_to": 3}, seat_panels=frozenset({"sgseats"}),
                  session_seats="PCPC",
                  lesson_core=frozenset({"pick", "step", "no_double", "double", "take"}))


GAME = Synchrogammon()
