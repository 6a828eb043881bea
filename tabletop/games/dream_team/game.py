"""The Dream Team Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, IllegalMove, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import flow, information, moves, state as st, strategy
from .effects import effects
from .explain import explain
from .view import played_label, result, view


class DreamTeam(Game):
    """Dream Team (a 2016 Pairs rules-contest winner): draft a team from the row, pairs cancel out."""

    id = "dream_team"
    title = say("dream_team.title")
    tagline = say("dream_team.tagline")
    min_players = 2          # two only with the option; the setup screen still offers the count
    max_players = 6
    default_players = 4
    seat_names = st.SEAT_NAMES
    options = (
        Option("end_team_size", say("dream_team.option.end_team_size.label"),
               ((6, say("dream_team.option.end_team_size.6")), (7, say("dream_team.option.end_team_size.7"))), 6,
               say("dream_team.option.end_team_size.help")),
        Option("match_target", say("dream_team.option.match_target.label"),
               ((100, say("dream_team.option.match_target.100")), (50, say("dream_team.option.match_target.50")),
                (150, say("dream_team.option.match_target.150"))), 100, say("dream_team.option.match_target.help")),
        Option.switch("dream_team", "renominate_distinct"),
        Option.switch("dream_team", "fresh_shuffle_each_game"),
        Option.switch("dream_team", "allow_2_players"),
    )

    def start(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match: deck shuffled, random start player, first row dealt; two players only with
        the two-player option."""
        if players == 2 and not options["allow_2_players"]:
            raise IllegalMove(say("dream_team.refuse.two_players"))
        return flow.new_state(players, options, seed)

    def options_for(self, players: int, options: dict | None = None) -> dict:
        """Two players need the two-player option; every other count takes the options as given."""
        options = self.normalise_options(options)
        if players == 2:
            options["allow_2_players"] = True
        return options

    to_move = staticmethod(moves.to_move)
    legal_moves = staticmethod(moves.legal_moves)
    find_legal = staticmethod(moves.find_legal)
    check_shape = staticmethod(moves.check_shape)
    checked = staticmethod(moves.checked)  # the phase, and for a nomination the card
    perform = staticmethod(moves.perform)
    view = staticmethod(view)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)
    returns = staticmethod(information.returns)

    def is_over(self, state: st.State) -> bool:
        """True once a game ended with someone at the match target."""
        return state.phase == st.OVER

    table = TableHelp(explain=explain, played_label=played_label, effects=effects, warning=moves.warning,
                      can_undo=moves.can_undo, phases=(st.NOMINATE, st.LOTTERY, st.ROUND_END, st.GAME_END))
    # Its iterations are slow (a lottery is many moves): Strong keeps a margin under a second a move.
    # Twenty futures already beat random play 95 % of the time, and the search gains little past a
    # few hundred, so Normal stops at twenty: Strong, searching all its time, stays clearly ahead.
    search = SearchHelp(estimate=strategy.estimate,
                        tuning={"normal": {"iterations": 20}, "strong": {"seconds": 0.75}})
    facts = Facts(conserved=st.value_counts, hidden_cards=True, seat_panels=frozenset({"team", "score_sheet"}),
                  session_seats="CPP",
                  lesson_core=frozenset({"nominate", "deal", "draw"}))


GAME = DreamTeam()
