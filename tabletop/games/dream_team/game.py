"""The Dream Team Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, IllegalMove, Move, Option
from tabletop.engine.words import Text, Words, joined, say

from . import flow, information, moves, state as st, strategy
from .effects import effects as effects_of
from .explain import explain as explain_targets
from .view import event_sentences, result as result_of, view as view_of



class DreamTeam(Game):
    """Dream Team (a 2016 Pairs rules-contest winner): draft a team from the row, pairs cancel out."""

    id = "dream_team"
    title = say("dream_team.title")
    tagline = say("dream_team.tagline")
    min_players = 2          # two only with the option; the setup screen still offers the count
    max_players = 6
    default_players = 4
    seat_names = st.SEAT_NAMES
    phases = (st.NOMINATE, st.LOTTERY, st.ROUND_END, st.GAME_END)
    # Its iterations are slow (a lottery is many moves): Strong keeps a margin under a second a move.
    # Twenty futures already beat random play 95 % of the time, and the search gains little past a
    # few hundred, so Normal stops at twenty: Strong, searching all its time, stays clearly ahead.
    search_tuning = {"normal": {"iterations": 20}, "strong": {"seconds": 0.75}}
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

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match: deck shuffled, random start player, first row dealt."""
        self.check_player_count(players)
        options = self.normalise_options(options)
        if players == 2 and not options["allow_2_players"]:
            raise IllegalMove(say("dream_team.refuse.two_players"))
        return flow.new_state(players, options, seed)

    def options_for(self, players: int, options: dict | None = None) -> dict:
        """Two players need the two-player option; every other count takes the options as given."""
        options = self.normalise_options(options)
        if players == 2:
            options["allow_2_players"] = True
        return options

    def to_move(self, state: st.State) -> tuple:
        """The one seat whose decision is pending."""
        return moves.to_move(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
        """Every legal move of `seat`."""
        return moves.legal_moves(state, seat)

    def checked(self, state: st.State, seat: int, move: Move) -> Move:
        """Dream Team's own check: the move's shape, the phase, and for a nomination the card."""
        moves.check(state, seat, move)
        return move

    def perform(self, state: st.State, seat: int, move: Move) -> st.State:
        return moves.perform(state, seat, move)

    def view(self, state: st.State, seat: int | None) -> dict:
        """The table as plain data (the same for every seat)."""
        return view_of(state, seat)

    def is_over(self, state: st.State) -> bool:
        """True once a game ended with someone at the match target."""
        return state.phase == st.OVER

    def result(self, state: st.State) -> dict:
        """Winners, scores, ranking, summary and the score sheet."""
        return result_of(state)

    def explain(self, state: st.State, seat: int, targets) -> Text:
        """Why the clicked paths make no legal move."""
        return explain_targets(state, seat, targets)

    def played_label(self, before: st.State, seat: int, move: Move, after: st.State) -> Words:
        """The log's words for a played move: who, and what a draw showed."""
        # What the move set off (gains, lotteries, pairs discarded, a game's end) is the story the
        # log should tell; a move that set nothing off is told in its own words.
        told = event_sentences(after)
        return joined(*told) if told else moves.played_label(before, seat, move, after)

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        """Markers placed, lottery cards shown, cards gained and paired away, deals, games scored; then the end."""
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """Ask before nominating a number the team already holds (it would pair off)."""
        return moves.warning(state, seat, move)

    def can_undo(self, before, seat: int, move: Move, after) -> bool:
        """Nominations may be taken back; draws and deals show cards from the deck, so never."""
        return move.kind not in moves.NO_UNDO

    def determinize(self, state: st.State, seat: int | None, rng) -> st.State:
        """The deck in a fresh order (its order is all that is hidden) and a fresh generator."""
        return information.determinize(state, seat, rng)

    def returns(self, state: st.State) -> tuple[float, ...]:
        """The share of opponents each seat's match total beats, ties counted half."""
        return information.returns(state)

    def estimate(self, state: st.State) -> tuple[float, ...]:
        """Match totals plus the teams being built, as shares of opponents beaten (strategy.py)."""
        return strategy.estimate(state)

    def conserved(self, state: st.State) -> dict:
        """The 55 cards, number by number, over deck, discard, row, lottery and teams."""
        return st.value_counts(state)


GAME = DreamTeam()
