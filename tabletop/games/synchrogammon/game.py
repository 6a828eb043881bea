"""The Synchro-gammon Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move, Option
from tabletop.engine.words import Text, Words, say
from tabletop.games.backgammon_board.double_click import bear_off_moves

from . import flow, information, strategy
from .effects import effects as effects_of
from .explain import explain as explain_clicks
from .log_words import played_label as log_label
from .rules import check_shape, checked, is_over, legal_moves, perform, to_move
from .seats import PARENT_FIRST, PARENT_LAST, SEAT_NAMES, SEATS, team_words
from .state import ANSWER, CUBE, GAME_END, MOVE, PICK, Setup, State
from .view import result as result_of, view as view_of

CHECKERS_PER_COLOUR = 15


def setup_from(options: dict) -> Setup:
    """The Setup record of normalised options."""
    return Setup(cube=options["cube"] == "on", match_to=options["match_to"],
                 memory_aid=options["memory_aid"] == "on", tie_order=options["tie_order"])


class Synchrogammon(Game):
    """Synchro-gammon: partnership backgammon for four, numbers chosen from cards in secret."""

    id = "synchrogammon"
    title = say("synchrogammon.title")
    tagline = say("synchrogammon.tagline")
    confirm_kinds = ("pick",)  # a laid card is final and hidden: the table lets a person change their mind first
    confirm_words = say("synchrogammon.confirm")
    min_players = max_players = SEATS
    seat_names = SEAT_NAMES
    bot_skips = ("double",)   # a computer seat that doubled at random would throw games away
    phases = (CUBE, ANSWER, PICK, MOVE, GAME_END)
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
    )

    def new_state(self, players: int, options: dict, seed: int) -> State:
        """A fresh match: starting board, six cards each, a random parent."""
        self.check_player_count(players)
        return flow.new_match(setup_from(self.normalise_options(options)), seed)

    def to_move(self, state: State) -> tuple:
        """Every seat still to pick (in seat order), or the one seat to act."""
        return to_move(state)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every legal move of `seat`."""
        return legal_moves(state, seat)

    def check_shape(self, move: Move) -> None:
        check_shape(move)

    def checked(self, state: State, seat: int, move: Move) -> Move:
        return checked(state, seat, move)

    def perform(self, state: State, seat: int, move: Move) -> State:
        return perform(state, seat, move)

    def double_click_moves(self, state: State, seat: int, path: str) -> list[Move]:
        """A double-click on a checker bears it off (each step is one move, so there is one way at most)."""
        return bear_off_moves(self.legal_moves(state, seat), path)

    def view(self, state: State, seat: int | None) -> dict:
        """What `seat` may see (None = public)."""
        return view_of(state, seat)

    def is_over(self, state: State) -> bool:
        """True once the match has ended."""
        return is_over(state)

    def result(self, state: State) -> dict:
        """Winning team's seats, team points, ranking, summary and the points breakdown."""
        return result_of(state)

    def explain(self, state: State, seat: int, targets) -> Words:
        """Why the clicked paths make no legal move."""
        return explain_clicks(state, seat, targets)

    def played_label(self, before: State, seat: int, move: Move, after: State) -> Text:
        """The log's words: the move, then what it set off (the reveal, passes, the parent marker, a win)."""
        return log_label(before, seat, move, after)

    def numbered_label(self, before: State, seat: int, move: Move, after: State, side: int) -> Text:
        """The log's words with a step's points numbered from team `side`'s side of the board."""
        return log_label(before, seat, move, after, side)

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        """Cards laid face down and revealed, checker steps and hits, games scored; then the end."""
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def warning(self, state: State, seat: int, move: Move) -> Words | None:
        """Dropping a double ends the game at once: ask before doing it."""
        if move.kind == "drop" and state.cube.offered_by is not None:
            return say("synchrogammon.warning.drop", team=team_words(state.cube.offered_by), count=state.cube.value)
        return None

    def private_decision(self, state: State, seat: int) -> bool:
        """Only the secret pick needs the seat's hand: checkers move and the cube is offered in public."""
        return state.phase == PICK

    def can_undo(self, before: State, seat: int, move: Move, after: State) -> bool:
        """Checker steps may be taken back unless they ended the game; laid cards and cube answers are final."""
        return move.kind == "step" and after.phase in (MOVE, PICK, CUBE)

    def determinize(self, state: State, seat: int | None, rng) -> State:
        """Others' face-down cards of the round chosen afresh from their hands, and a new generator."""
        return information.determinize(state, seat, rng)

    def returns(self, state: State) -> tuple[float, ...]:
        """Each seat of the winning team 1, the others 0."""
        return information.returns(state)

    def bot_choice(self, state: State, seat: int, level: str, rng) -> tuple[Move, Words] | None:
        """Cards, steps and cube answers judged by the backgammon evaluator from the team's side."""
        return strategy.bot_choice(state, seat, level, rng)

    def estimate(self, state: State) -> tuple[float, ...]:
        """Both seats of a team get the team's chance to win, from the backgammon evaluator."""
        return strategy.estimate(state)

    def secrets(self, state: State, seat: int) -> set[int]:
        """The seat's hand and, until the reveal, the card it laid face down."""
        hidden = set(state.hands[seat])
        if state.phase == PICK and state.picks[seat] is not None:
            hidden.add(state.picks[seat])
        return hidden

    def conserved(self, state: State) -> dict:
        """Checkers per colour and cards per seat never change."""
        counts = {f"{name}_checkers": state.board.total(c) for c, name in enumerate(("white", "black"))}
        for seat in range(SEATS):
            pick = state.picks[seat] is not None
            counts[f"{SEAT_NAMES[seat].lower()}_cards"] = (len(state.hands[seat]) + pick
                                                           + len(state.discards[seat]))
        return counts


GAME = Synchrogammon()
