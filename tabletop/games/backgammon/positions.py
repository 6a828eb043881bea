"""Hand-made positions: the rules pages' pictures, and matches that start from one (for tests).

A match that starts from such a position is not one any seed deals, so a save
of it does not replay; use it for tests and demonstrations only.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.backgammon_board.board import BAR, OFF, Board
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.games.backgammon_board.plays import roll_steps

from .game import GAME
from .state import MOVE, ROLL, State

COLOURS = {"white": 0, "black": 1, 0: 0, 1: 1}
POINT_WORDS = {"bar": BAR, "off": OFF}


def position(spec: dict | None = None, turn=0, dice=(), dice_left=None, cube: dict | None = None,
             options: dict | None = None, seed: int = 0, **fields) -> State:
    """A state from a board spec (see Board.from_spec), whose turn, the dice and the cube.

    With dice the phase is MOVE (dice_left defaults to the whole roll), without it ROLL.
    """
    opts = GAME.normalise_options(options)
    board = Board.from_spec(spec) if spec else Board.initial()
    dice = tuple(dice)
    left = roll_steps(dice) if dice_left is None else tuple(dice_left)
    state = State(board=board, phase=MOVE if dice else ROLL, turn=COLOURS[turn], rng=Rng.from_seed(seed),
                  dice=dice, dice_left=left, cube=Cube(**(cube or {})), cube_on=bool(opts["cube"]),
                  match=MatchScore.start(opts["match"]))
    return replace(state, **fields)


def _moved(entries) -> tuple:
    """[[colour, from, to, hit], ...] with 'bar' / 'off' words, as (colour, src, dst, hit)."""
    out = []
    for colour, src, dst, hit in entries or ():
        out.append((COLOURS[colour], POINT_WORDS.get(src, src), POINT_WORDS.get(dst, dst), bool(hit)))
    return tuple(out)


def table_position(setup: dict) -> State:
    """A rules-page position: {board: spec, turn, dice, dice_left, cube: {...}, moved: [...], phase}."""
    setup = dict(setup)
    known = {"board", "turn", "dice", "dice_left", "cube", "moved", "phase", "options"}
    unknown = set(setup) - known
    if unknown:
        raise ValueError(f"unknown setup field(s): {', '.join(sorted(map(str, unknown)))}")
    cube = {key: COLOURS.get(value, value) if key != "value" else value
            for key, value in (setup.get("cube") or {}).items()}
    moved = _moved(setup.get("moved"))  # the turn a page shows: replayed and marked as a whole
    state = position(setup.get("board"), setup.get("turn", 0), setup.get("dice", ()), setup.get("dice_left"),
                     cube, setup.get("options"), moved=moved, this_turn=moved)
    if "phase" in setup:
        state = replace(state, phase=setup["phase"])
    return state


def match_from_position(state: State, players: list | None = None, options: dict | None = None) -> Match:
    """A two-player Match whose first state is the hand-made position."""
    return Match.from_position(GAME, players or [Player("First"), Player("Second")], state, options)
