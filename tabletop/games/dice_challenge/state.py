"""The immutable Dice Challenge state and the start of a match."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache

from tabletop.engine.rng import Rng

from .board import CHIPS, COLOURS, DICE, ROUNDS, SUPPLY, Board, load_board

# Phases: colours are picked, then each turn is roll -> (keep and reroll) -> choose a challenge.
COLOURS_PHASE, ROLL, REROLL, CHOOSE, OVER = "colours", "roll", "reroll", "choose", "over"
NOBODY = -1
COLOUR_UNIT, PLAYER_UNIT = "colour", "player"


@dataclass(frozen=True)
class State:
    """A whole Dice Challenge position; `apply` returns a new one."""

    players: int
    board: Board
    rng: Rng
    phase: str
    start: int                           # the start player (never changes)
    seat: int                            # whose turn it is (or whose colour pick)
    unit: str = COLOUR_UNIT              # 2 players: bonuses ranked per colour or per player
    owner: tuple = (NOBODY,) * 4         # colour -> seat, NOBODY while free
    round: int = 1
    dice: tuple = (0,) * DICE            # 0 = not rolled yet this match
    kept: tuple = (False,) * DICE
    straight: tuple = (0,) * 4           # track positions per colour, 0 = Start
    group: tuple = (0,) * 4
    squares: tuple = (NOBODY,) * 20      # Number 11..20 then Max 21..30: the colour of the chip
    supply: tuple = (SUPPLY,) * 4
    # What the last move touched and said, for the table only: two ways to one
    # position must still compare equal, so these take no part in equality.
    last: tuple = field(default=(), compare=False)
    note: str = field(default="", compare=False)

    @property
    def rounds(self) -> int:
        """How many rounds this player count plays."""
        return ROUNDS[self.players]

    def colours_of(self, seat: int) -> tuple[int, ...]:
        """The colours a seat plays, in colour order."""
        return _colours_of(self.owner, seat)

    def in_play(self) -> tuple[int, ...]:
        """The colours that have been taken."""
        return tuple(c for c, who in enumerate(self.owner) if who != NOBODY)

    def chip_on(self, total: int) -> int:
        """The colour whose chip lies on Number/Max square `total`, or NOBODY."""
        return self.squares[total - 11]


_FIELD_NAMES = frozenset(f.name for f in fields(State))


@lru_cache(maxsize=1024)
def _colours_of(owner: tuple, seat: int) -> tuple[int, ...]:
    return tuple(c for c, who in enumerate(owner) if who == seat)


def picks_needed(players: int) -> int:
    """Colours picked in all: two each with two players, else one each."""
    return 4 if players == 2 else players


def new_state(players: int, options: dict, seed: int, board: Board | None = None) -> State:
    """A fresh match: the start player drawn from the seed, colours still to pick."""
    rng = Rng.from_seed(seed)
    start, rng = rng.below(players)
    unit = options.get("bonus_unit", COLOUR_UNIT) if players == 2 else COLOUR_UNIT
    return State(players=players, board=board or load_board(), rng=rng, phase=COLOURS_PHASE,
                 start=start, seat=start, unit=unit)


def next_seat(state: State, seat: int) -> int:
    """The seat after `seat`, clockwise."""
    return (seat + 1) % state.players


def with_colour(values: tuple, colour: int, value) -> tuple:
    """A tuple with one colour's entry changed."""
    return values[:colour] + (value,) + values[colour + 1:]


def chip_totals(state: State) -> dict:
    """Chips of each colour over supply, Number/Max squares and the three markers: always 8."""
    out = {}
    for c, name in enumerate(COLOURS):
        on_board = sum(1 for owner in state.squares if owner == c)
        out[f"{name.lower()}_chips"] = state.supply[c] + on_board + CHIPS - SUPPLY
    out["dice"] = len(state.dice)
    return out


def advanced(state: State, **changes) -> State:
    """A copy with fields changed, like dataclasses.replace but without re-running __init__.

    Every move makes one or two of these, so the shortcut matters to whole-game simulations;
    the rules only ever pass field names, which the check below keeps honest.
    """
    unknown = set(changes) - _FIELD_NAMES
    if unknown:
        raise TypeError(f"State has no field {sorted(unknown)[0]!r}")
    copy = object.__new__(State)
    copy.__dict__.update(state.__dict__)
    copy.__dict__.update(changes)
    return copy
