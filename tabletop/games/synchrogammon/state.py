"""The immutable Synchro-gammon state and a fresh match.

One state holds the whole match: the board, the four hands, the secret
picks of the round, the movement queue once the cards are shown, the cube
and the match score. Phases, in the order a round runs through them:
CUBE (a team may offer a double) -> ANSWER (the other team takes or drops)
-> PICK (every seat lays a card face down) -> MOVE (the queue moves) and
back to CUBE or PICK; GAME_END waits between the games of a match; OVER ends it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.frozen_copy import changed
from tabletop.engine.rng import Rng
from tabletop.games.backgammon_board import Board
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore

from .allotment import Turn
from .hands import full_hand, value_of
from .seats import PARENT_FIRST, SEATS

CUBE, ANSWER, PICK, MOVE, GAME_END, OVER = "cube", "answer", "pick", "move", "game_end", "over"

# How a game ended: the last checker borne off, or a double dropped.
BORE_OFF, DROPPED = "bore_off", "dropped"


@dataclass(frozen=True)
class Setup:
    """The match's options, fixed at the start."""

    cube: bool = False
    match_to: int = 0               # 0 = a single game
    memory_aid: bool = False
    tie_order: str = PARENT_FIRST


@dataclass(frozen=True)
class GameRecord:
    """One finished game: who won, how, and the points it scored."""

    winner: int                     # team
    kind: int                       # 1 single, 2 gammon, 3 backgammon (1 for a dropped double)
    cube: int                       # the cube value that multiplied the kind
    points: int
    how: str                        # BORE_OFF or DROPPED
    crawford: bool = False          # it was the match's Crawford game (no doubling)


@dataclass(frozen=True)
class State:
    """A whole Synchro-gammon match; `apply` returns a new one."""

    board: Board
    phase: str
    parent: int
    rng: Rng
    setup: Setup = Setup()
    hands: tuple = ((), (), (), ())
    discards: tuple = ((), (), (), ())
    picks: tuple = (None, None, None, None)   # this round's cards, face down until `revealed`
    revealed: bool = False
    queue: tuple = ()                         # Turn entries, in movement order
    turn: int = 0                             # index of the current queue entry
    done: int = 0                             # moves the current entry has made
    cube: Cube = Cube()
    asked: int = 0                            # cube window: teams asked so far this round
    match: MatchScore = MatchScore()
    games: tuple = ()                         # GameRecord per finished game
    round: int = 1
    # Sentences about what happened on its own since the last move (passes, the round's end),
    # and the steps of the last move for highlighting: neither takes part in equality.
    notes: tuple = field(default=(), compare=False)
    last: tuple = field(default=(), compare=False)   # (colour, src, dst, hit) per step
    # The steps of the round being played, and of the last finished one: the table marks the whole
    # round, not only its last step, until the next round's first step.
    this_round: tuple = field(default=(), compare=False)
    last_round: tuple = field(default=(), compare=False)
    # What the last move set off on its own (the reveal, passes, the parent marker, a game's end),
    # as small tuples the log words; unlike `notes` it is emptied by every move.
    events: tuple = field(default=(), compare=False)

    @property
    def current(self) -> Turn | None:
        """The queue entry whose seat moves now, during MOVE."""
        if self.phase == MOVE and self.turn < len(self.queue):
            return self.queue[self.turn]
        return None

    def values(self) -> tuple[int, ...]:
        """The four picked values by seat (only meaningful once all four have picked)."""
        return tuple(value_of(c) for c in self.picks)


def fresh_hands() -> tuple:
    """Every seat holding its ace to six."""
    return tuple(full_hand(seat) for seat in range(SEATS))


def new_state(setup: Setup, seed: int) -> State:
    """A new match: the starting board, full hands, a random first parent."""
    rng = Rng.from_seed(seed)
    parent, rng = rng.below(SEATS)
    target = setup.match_to or None
    return State(board=Board.initial(), phase=PICK, parent=parent, rng=rng, setup=setup,
                 hands=fresh_hands(), match=MatchScore.start(target))


def with_changes(state: State, **changes) -> State:
    """A copy with fields changed (a thin name for the engine's cheap copy, frozen_copy.changed)."""
    return changed(state, **changes)
