"""The standard backgammon Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move, Option
from tabletop.engine.words import Text, Words, say

from . import cautions, choices, state as st, strategy
from .effects import effects as effects_of
from .explain import explain as explain_targets
from .moves import legal_moves as moves_of, played_words
from .rules import check_shape, perform
from .view import SEAT_NAMES, result as result_of, view as view_of

# Moves that roll dice (a turn's roll, a new game's opening roll): what they show depends on the
# generator, so taking them back would let a player roll again. Every other move shows only itself.
ROLLS = ("roll", "next_game")


class Backgammon(Game):
    """Standard two-player backgammon with the doubling cube and matches to N points (Crawford)."""

    id = "backgammon"
    title = say("backgammon.title")
    tagline = say("backgammon.tagline")
    min_players = max_players = 2
    seat_names = SEAT_NAMES
    # Random doubles would end most computer games at once with random drops.
    bot_skips = ("double",)
    phases = (st.ROLL, st.CUBE, st.MOVE, st.BETWEEN)
    auto_kinds = ("roll",)   # auto-roll, for those who ask: only when rolling is the one legal move
    options = (
        Option("match", say("backgammon.options.match.label"),
               ((1, say("backgammon.options.match.one")),
                *((n, say("backgammon.options.match.points", count=n)) for n in (3, 5, 7))), 1,
               say("backgammon.options.match.help")),
        Option("cube", say("backgammon.options.cube.label"),
               ((1, say("backgammon.options.cube.on")), (0, say("backgammon.options.cube.off"))), 1,
               say("backgammon.options.cube.help")),
    )

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match, starting with the opening roll."""
        self.check_player_count(players)
        return st.new_state(self.normalise_options(options), seed)

    def to_move(self, state: st.State) -> tuple:
        """The single seat whose decision is pending."""
        return st.to_move(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
        """Every legal move for `seat` (none for the idle seat)."""
        if seat not in st.to_move(state):
            return []
        return moves_of(state)

    def check_shape(self, move: Move) -> None:
        check_shape(move)

    def checked(self, state: st.State, seat: int, move: Move) -> Move:
        """Backgammon's moves check themselves as they are carried out (with the reason a step fails)."""
        return move

    def perform(self, state: st.State, seat: int, move: Move) -> st.State:
        return perform(state, seat, move)

    def view(self, state: st.State, seat: int | None) -> dict:
        """What `seat` may see (None = public): everything, backgammon has no secrets."""
        return view_of(state, seat)

    def is_over(self, state: st.State) -> bool:
        """True once the match has been decided."""
        return state.phase == st.OVER

    def result(self, state: st.State) -> dict:
        """Winner, points (kind x cube), match scores and the breakdown."""
        return result_of(state)

    def explain(self, state: st.State, seat: int, targets) -> Words:
        """Why the clicked paths make no legal move."""
        if seat not in st.to_move(state) and state.phase != st.OVER:
            return say("engine.not_your_turn", seat=self.person(seat))
        return explain_targets(state, seat, targets)

    def choice_outcome(self, state: st.State, seat: int, move: Move) -> tuple:
        """The board and the turn's reachable ends: the die spent bearing off may not matter."""
        return choices.outcome(self.apply(state, seat, move))

    def double_click_moves(self, state: st.State, seat: int, path: str) -> list[Move]:
        """A double-click on a checker bears it off, the highest die first."""
        return choices.double_click(state, path) if seat in st.to_move(state) else []

    def played_label(self, before: st.State, seat: int, move: Move, after: st.State) -> Text:
        """The log's words: a roll names its dice, a new game its opening roll, a step what it left."""
        return played_words(before, move, after)

    def numbered_label(self, before: st.State, seat: int, move: Move, after: st.State, side: int) -> Text:
        """The log's words with the points numbered from `side`'s side of the board."""
        return played_words(before, move, after, side)

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        """Rolls, checker moves and hits, a game of the match scored; then the end."""
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """Dropping a double ends the game at once: ask before doing it."""
        return cautions.warning(state, seat, move)

    def beginner_warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """For beginners: a checker move that leaves more shots at a blot than this roll has to."""
        return cautions.blot_warning(state, seat, move)

    def can_undo(self, before: st.State, seat: int, move: Move, after: st.State) -> bool:
        """Everything but a roll of the dice may be taken back (nothing else is hidden)."""
        return move.kind not in ROLLS

    def bot_choice(self, state: st.State, seat: int, level: str, rng) -> tuple[Move, Words] | None:
        """Whole plays judged by the board evaluator (Strong looks a roll further), cube answers by it."""
        return strategy.bot_choice(state, seat, level)

    def estimate(self, state: st.State) -> tuple[float, float]:
        """Each colour's chance to win the match, from the board evaluator."""
        return strategy.estimate(state)

    def conserved(self, state: st.State) -> dict:
        """Fifteen checkers of each colour over points, bar and trays."""
        return {name: state.board.total(colour) for colour, name in enumerate(SEAT_NAMES)}


GAME = Backgammon()
