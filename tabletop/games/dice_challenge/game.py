"""The Dice Challenge Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import challenges, moves, scoring, state as st, strategy
from .effects import effects
from .explain import explain, move_reason
from .log_words import played_label
from .view import to_move, view


class DiceChallenge(Game):
    """Dice Challenge (Hammer Works): five dice, one reroll, four challenges on one board."""

    id = "dice_challenge"
    min_players, max_players = 2, 4
    seat_names = scoring.SEATS
    title = say("dice_challenge.title")
    tagline = say("dice_challenge.tagline")
    options = (Option("bonus_unit", say("dice_challenge.option.bonus_unit.label"),
                      (("colour", say("dice_challenge.option.bonus_unit.colour")),
                       ("player", say("dice_challenge.option.bonus_unit.player"))),
                      "colour", say("dice_challenge.option.bonus_unit.help"), counts=(2,)),)

    start = staticmethod(st.new_state)
    to_move = staticmethod(to_move)
    legal_moves = staticmethod(moves.legal_moves)
    check_shape = staticmethod(moves.check_shape)
    refusal = staticmethod(move_reason)
    perform = staticmethod(moves.perform)
    view = staticmethod(view)
    result = staticmethod(scoring.result)
    returns = staticmethod(scoring.returns)

    def is_over(self, state: st.State) -> bool:
        """True once the game has ended."""
        return state.phase == st.OVER

    table = TableHelp(explain=explain, played_label=played_label, effects=effects, warning=challenges.warning,
                      can_undo=moves.can_undo, pointless=challenges.pointless,
                      phases=(st.COLOURS_PHASE, st.ROLL, st.REROLL, st.CHOOSE))
    # A computer seat does not toggle dice one by one at random (slow and silly to watch at the table's
    # pace): it rolls, perhaps rerolls all five, then picks a challenge. Its own choice weighs every
    # decision of a turn by the exact value of each keep and each challenge.
    search = SearchHelp(bot_choice=strategy.choose, skips=("keep",))
    facts = Facts(conserved=st.chip_totals, seat_panels=frozenset({"dice_scores"}), session_seats="PCP",
                  result_labels=("seat.red", "seat.blue", "seat.green", "seat.yellow"),  # a colour's column
                  lesson_core=frozenset({"roll", "keep", "reroll", "straight", "group", "number", "max"}))


GAME = DiceChallenge()
