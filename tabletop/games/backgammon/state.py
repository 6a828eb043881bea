"""The immutable standard-backgammon state, the opening roll, and the ends of turns and games."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.frozen_copy import changed
from tabletop.engine.game import seat_words
from tabletop.engine.rng import Rng
from tabletop.engine.words import Person, Text, Words, say
from tabletop.games.backgammon_board.board import COLOUR_NAMES, Board
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore, match_over, record_game
from tabletop.games.backgammon_board.plays import roll_steps
from tabletop.games.backgammon_board.scoring import win_name

ROLL, CUBE, MOVE, BETWEEN, OVER = "roll", "cube", "move", "between", "over"
DROPPED = 0   # the kind of a game that ended with a dropped double (win kinds are 1..3)


def kind_name(kind: int) -> Words:
    """How a game was won, as a heading: 'Double dropped', 'Single game', 'Gammon', 'Backgammon'."""
    return say("backgammon.kind.dropped") if kind == DROPPED else win_name(kind)


def who(colour: int) -> Person:
    """A colour named in a message: its seat (the colour is the seat), read as White / 白."""
    return Person(colour, seat_words(COLOUR_NAMES[colour]))


@dataclass(frozen=True)
class GameRecord:
    """One finished game of the match: who won, how, and for how many points."""

    winner: int
    kind: int        # DROPPED, or 1 / 2 / 3 for single, gammon, backgammon
    cube: int        # the cube value the points were multiplied by
    points: int


@dataclass(frozen=True)
class State:
    """A whole match position; `apply` returns a new one."""

    board: Board
    phase: str                   # roll / cube / move / between / over
    turn: int                    # the colour whose turn it is (0 White, 1 Black)
    rng: Rng
    dice: tuple = ()             # the two dice rolled this turn ((), before the roll)
    dice_left: tuple = ()        # dice still to play, one per step (four for a double)
    cube: Cube = Cube()
    cube_on: bool = True
    match: MatchScore = MatchScore()
    games: tuple = ()            # GameRecords of the finished games
    opening: tuple = ()          # the opening rolls of this game: ((white, black), ...), ties first
    note: Text = ""              # what happened on its own (a pass, unusable dice, the opening roll), as a message
    # The steps of the last move as (colour, src, dst, hit), for highlighting and animation:
    # two ways to the same position must still compare equal, so this takes no part in equality.
    moved: tuple = field(default=(), compare=False)
    # Every step of the turn being played, and of the last finished turn (same form): the table marks a
    # whole turn, not its last checker, until the next player moves. Display only, like `moved`.
    this_turn: tuple = field(default=(), compare=False)
    last_turn: tuple = field(default=(), compare=False)


def opening_roll(rng: Rng) -> tuple[tuple, Rng]:
    """Each side rolls one die until they differ: the rolls, ties first."""
    rolls = []
    while True:
        white, rng = rng.roll(6)
        black, rng = rng.roll(6)
        rolls.append((white, black))
        if white != black:
            return tuple(rolls), rng


def opening_note(rolls: tuple) -> Words:
    """'Opening roll after 1 tie: White 5, Black 3. White plays 5-3 first.'"""
    white, black = rolls[-1]
    first = 0 if white > black else 1
    dice = f"{max(white, black)}-{min(white, black)}"
    if len(rolls) > 1:
        return say("backgammon.opening_after_ties", count=len(rolls) - 1, white=white, black=black,
                   white_who=who(0), black_who=who(1), first=who(first), dice=dice)
    return say("backgammon.opening", white=white, black=black, white_who=who(0), black_who=who(1), first=who(first),
               dice=dice)


def start_game(state: State) -> State:
    """A fresh game of the match: the start position, a centred cube and the opening roll."""
    rolls, rng = opening_roll(state.rng)
    white, black = rolls[-1]
    first = 0 if white > black else 1
    dice = (max(white, black), min(white, black))
    return changed(state, board=Board.initial(), phase=MOVE, turn=first, rng=rng, dice=dice,
                   dice_left=roll_steps(dice), cube=Cube(), opening=rolls, note=opening_note(rolls), moved=(),
                   this_turn=(), last_turn=())


def new_state(players: int, options: dict, seed: int) -> State:
    """A new match for normalised options (`players` is always two)."""
    target = int(options["match"])
    blank = State(board=Board.initial(), phase=ROLL, turn=0, rng=Rng.from_seed(seed),
                  cube_on=bool(options["cube"]), match=MatchScore.start(target))
    return start_game(blank)


def end_turn(state: State, note: Text = "") -> State:
    """The other colour's turn, before its roll; the finished turn's steps stay marked."""
    return changed(state, phase=ROLL, turn=1 - state.turn, dice=(), dice_left=(), note=note,
                   this_turn=(), last_turn=state.this_turn)


def end_game(state: State, winner: int, kind: int, points: int, cube: int) -> State:
    """Record a finished game; the match is over or waits for the next game."""
    match = record_game(state.match, winner, points)
    record = GameRecord(winner, kind, cube, points)
    phase = OVER if match_over(match) else BETWEEN
    return changed(state, phase=phase, turn=winner, match=match, games=state.games + (record,),
                   dice=(), dice_left=(), note="")


def to_move(state: State) -> tuple:
    """The seat whose decision is pending: the answerer of a double, the loser between games."""
    if state.phase == OVER:
        return ()
    if state.phase == CUBE:
        return (1 - state.cube.offered_by,)
    if state.phase == BETWEEN:
        return (1 - state.games[-1].winner,)
    return (state.turn,)


def checker_totals(state: State) -> dict:
    """Fifteen checkers of each colour over points, bar and trays."""
    return {name: state.board.total(colour) for colour, name in enumerate(COLOUR_NAMES)}
