"""Hand-made positions for the rules pages and tests: colours taken, dice shown, markers and chips placed.

A match started from such a position replays from no seed, so use it for
tests and demonstrations only.
"""

from __future__ import annotations

from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng

from .board import COLOURS, SUPPLY, Board, load_board
from .game import GAME
from .state import NOBODY, REROLL, State


def position(dice=(1, 2, 3, 4, 5), players: int = 3, seat: int = 0, phase: str = REROLL,
             straight: dict | None = None, group: dict | None = None, chips: dict | None = None,
             kept=(), round: int = 1, start: int = 0, unit: str = "colour", board: Board | None = None,
             supply: dict | None = None) -> State:
    """A position by colour names: straight={"Red": 9}, chips={12: "Red"}, supply={"Red": 0}.

    Seats take colours in order (seat 0 Red, seat 1 Blue, ...; with two
    players seat 0 plays Red and Green, seat 1 Blue and Yellow). Supplies
    follow the chips placed unless given.
    """
    index = {name: c for c, name in enumerate(COLOURS)}
    taken = 4 if players == 2 else players
    owner = tuple(c % players if c < taken else NOBODY for c in range(4))
    tracks = []
    for given in (straight or {}, group or {}):
        tracks.append(tuple(given.get(name, 0) for name in COLOURS))
    squares = [NOBODY] * 20
    for square, name in (chips or {}).items():
        squares[int(square) - 11] = index[name]
    left = [SUPPLY - squares.count(c) for c in range(4)]
    for name, count in (supply or {}).items():
        left[index[name]] = count
    return State(players=players, board=board or load_board(), rng=Rng.from_seed(7), phase=phase,
                 start=start, seat=seat, unit=unit, owner=owner, round=round, dice=tuple(dice),
                 kept=tuple(i in kept for i in range(5)), straight=tracks[0], group=tracks[1],
                 squares=tuple(squares), supply=tuple(left))


def match_from_position(state: State, names=None) -> Match:
    """A Match whose first state is the hand-made position."""
    names = names or [f"P{i + 1}" for i in range(state.players)]
    return Match.from_position(GAME, [Player(n) for n in names], state, {"bonus_unit": state.unit})


def table_position(setup: dict) -> State:
    """A rules-page picture's position from plain data: {players, dice, straight, group, chips, kept, ...}."""
    fields = dict(setup)
    if "dice" in fields:
        fields["dice"] = tuple(fields["dice"])
        if len(fields["dice"]) != 5 or not all(isinstance(d, int) and 1 <= d <= 6 for d in fields["dice"]):
            raise ValueError(f"'dice' must be five values from 1 to 6, not {list(fields['dice'])}")
    if "kept" in fields:
        fields["kept"] = tuple(fields["kept"])
    unknown = set(fields) - {"dice", "players", "seat", "phase", "straight", "group", "chips", "kept", "round",
                             "start", "unit", "supply"}
    if unknown:
        raise ValueError(f"unknown setup field '{sorted(unknown)[0]}'")
    return position(**fields)
