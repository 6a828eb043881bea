"""The Dream Team Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, IllegalMove, Move, Option
from tabletop.engine.words import Text, Words, joined, say
from tabletop.words import text

from . import flow, information, moves, state as st, strategy
from .effects import effects as effects_of
from .explain import explain as explain_targets
from .view import event_sentences, result as result_of, view as view_of

ON_OFF = ((False, "Off"), (True, "On"))


class DreamTeam(Game):
    """Dream Team (a 2016 Pairs rules-contest winner): draft a team from the row, pairs cancel out."""

    id = "dream_team"
    # The setup screen, the menu and lessons read these as plain text for now; their words in both
    # languages wait in the catalogue as dream_team.title, dream_team.tagline and
    # dream_team.option.<name>.<label, help, or the choice's value>.
    title = "Dream Team"
    tagline = "Draft a team from a market row; contested cards go to a card-by-card lottery; matches to 100."
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
        Option("end_team_size", "Game ends at", ((6, "A team of 6 cards"), (7, "A team of 7 cards")), 6,
               "When a team reaches this size, the round is finished and the game ends."),
        Option("match_target", "Match target", ((100, "100 points"), (50, "50 points (short match)"),
                                                (150, "150 points (long match)")), 100,
               "Games are played until someone's total reaches this; the highest total wins."),
        Option("renominate_distinct", "Re-nomination", ON_OFF, False,
               "On: after a lost lottery you must pick a card nobody has marked in that stage."),
        Option("fresh_shuffle_each_game", "Fresh deck", ON_OFF, False,
               "On: every game starts from all 55 cards shuffled, instead of the deck as it was left."),
        Option("allow_2_players", "Two players", ON_OFF, False,
               "The game is meant for 3 to 6; this allows an unofficial two-player game."),
    )

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match: deck shuffled, random start player, first row dealt."""
        self.check_player_count(players)
        options = self.normalise_options(options)
        if players == 2 and not options["allow_2_players"]:
            # The setup screen shows this as finished text, not yet as a message: the app's language.
            raise IllegalMove(text(say("dream_team.refuse.two_players")))
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

    def warning(self, state: st.State, seat: int, move: Move) -> str | None:
        """Ask before nominating a number the team already holds (it would pair off)."""
        warning = moves.warning(state, seat, move)
        # The table's confirmation box takes finished text, not yet messages: the words in the app's
        # language (once it reads messages itself, the message can go as it is).
        return None if warning is None else text(warning)

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
