"""Squares, directions and cards of the Army Ants grid, as precomputed tables.

A square is an index 0..39 (`row * 5 + col`); row 0 is Red's back row
("a1".."e1") and row 7 Black's back row. Everything here is computed once
at import so that move generation only looks values up.
"""

from __future__ import annotations

from tabletop.engine.cards import HEARTS, SPADES, DIAMONDS, CLUBS, card_id, card_name, rank_of, SUITS
from tabletop.engine.game import seat_words
from tabletop.engine.words import Person, say

COLS, ROWS, SIZE = 5, 8, 40
RED, BLACK = 0, 1
SEAT_NAMES = ("Red", "Black")  # identifiers (saves, colours); players read SEAT_WORDS
SEAT_WORDS = tuple(seat_words(name) for name in SEAT_NAMES)  # a colour as a thing: "That is a Black card"
PEOPLE = tuple(Person(seat, words) for seat, words in enumerate(SEAT_WORDS))  # a seat that acts: "Red marches"
LETTERS = "abcde"

NAMES = tuple(f"{LETTERS[i % COLS]}{i // COLS + 1}" for i in range(SIZE))
INDEX = {name: i for i, name in enumerate(NAMES)}
GRID_PATHS = tuple(f"grid/{i % COLS}/{i // COLS}" for i in range(SIZE))
PATH_INDEX = {path: i for i, path in enumerate(GRID_PATHS)}

DIRS = ("N", "E", "S", "W")
DIR_WORDS = {"N": say("army_ants.direction.north"), "E": say("army_ants.direction.east"),
             "S": say("army_ants.direction.south"), "W": say("army_ants.direction.west")}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
INDEX_SHIFT = {"N": COLS, "S": -COLS, "E": 1, "W": -1}
VERTICAL = {"N": True, "S": True, "E": False, "W": False}
PERPENDICULAR = {"N": ("E", "W"), "S": ("E", "W"), "E": ("N", "S"), "W": ("N", "S")}


def _step(index: int, direction: str) -> int:
    """The neighbour of `index` in `direction`, or -1 off the grid."""
    col, row = index % COLS, index // COLS
    dc, dr = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}[direction]
    col, row = col + dc, row + dr
    return row * COLS + col if 0 <= col < COLS and 0 <= row < ROWS else -1


def _ray(index: int, direction: str) -> tuple[int, ...]:
    """Every square from `index` (excluded) to the edge in `direction`."""
    out, nxt = [], _step(index, direction)
    while nxt >= 0:
        out.append(nxt)
        nxt = _step(nxt, direction)
    return tuple(out)


STEP = {d: tuple(_step(i, d) for i in range(SIZE)) for d in DIRS}
RAY = {d: tuple(_ray(i, d) for i in range(SIZE)) for d in DIRS}
NEIGHBOURS = tuple(tuple(STEP[d][i] for d in DIRS if STEP[d][i] >= 0) for i in range(SIZE))

# Start positions 1..19 in deal order: front row a→e, then backwards; the
# back-row centre (c1 / c8) stays empty. Black mirrors Red across the line.
_RED_ROWS = (3, 2, 1, 0)
_BLACK_ROWS = (4, 5, 6, 7)


def _start(rows: tuple[int, ...]) -> tuple[int, ...]:
    """The 19 start squares for an army whose rows run front to back."""
    out = []
    for row in rows:
        cols = (0, 1, 3, 4) if row in (0, 7) else range(COLS)
        out.extend(row * COLS + c for c in cols)
    return tuple(out)


START = (_start(_RED_ROWS), _start(_BLACK_ROWS))
ROW_COUNTS = (5, 5, 5, 4)
PLACEMENT_ROWS = tuple(
    tuple(START[s][sum(ROW_COUNTS[:k]):sum(ROW_COUNTS[:k + 1])] for k in range(4)) for s in (RED, BLACK)
)
BACK_CENTRE = (INDEX["c1"], INDEX["c8"])
FRONT_ROW = (3, 4)
HALF = (tuple(range(20)), tuple(range(20, 40)))


def in_half(index: int, seat: int) -> bool:
    """True when `index` lies in `seat`'s half of the grid."""
    return (index < 20) == (seat == RED)


def line_direction(frm: int, to: int) -> str | None:
    """The direction from `frm` straight to `to`, or None when not in one line."""
    if frm == to:
        return None
    if frm % COLS == to % COLS:
        return "N" if to > frm else "S"
    if frm // COLS == to // COLS:
        return "E" if to > frm else "W"
    return None


def is_diagonal_neighbour(a: int, b: int) -> bool:
    """True when `a` and `b` touch only at a corner."""
    return abs(a % COLS - b % COLS) == 1 and abs(a // COLS - b // COLS) == 1


# --- cards -------------------------------------------------------------
QUEEN_RANK = 12
QUEENS = (card_id(QUEEN_RANK, HEARTS), card_id(QUEEN_RANK, SPADES))
ARMIES = (
    tuple(card_id(r, s) for s in (DIAMONDS, HEARTS) for r in range(1, 10)) + (QUEENS[RED],),
    tuple(card_id(r, s) for s in (CLUBS, SPADES) for r in range(1, 10)) + (QUEENS[BLACK],),
)
OWNER = [-1] * 52
VALUE = [-1] * 52
for _seat, _army in enumerate(ARMIES):
    for _card in _army:
        OWNER[_card] = _seat
        VALUE[_card] = 0 if rank_of(_card) == QUEEN_RANK else rank_of(_card)
OWNER, VALUE = tuple(OWNER), tuple(VALUE)
CARD_NAMES = tuple(card_name(c) for c in range(52))
NINES = frozenset(c for c in range(52) if VALUE[c] == 9)


def is_queen(card: int) -> bool:
    """True for the two Queens in play."""
    return card in QUEENS


def hand_order(cards) -> tuple[int, ...]:
    """Cards sorted as a hand shows them: by rank, the Queen last."""
    return tuple(sorted(cards, key=lambda c: (VALUE[c] or 99, c)))


_SUIT_LETTERS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_RANK_TEXT = {"A": 1, "Q": 12}


def parse_card(text: str) -> int:
    """The id of a card written like '6♠', 'A♥', 'Q♥' or '6S'; ValueError otherwise."""
    text = text.strip().upper()
    rank_text, suit_text = text[:-1], _SUIT_LETTERS.get(text[-1:], text[-1:])
    rank = _RANK_TEXT.get(rank_text) or (int(rank_text) if rank_text.isdigit() else 0)
    if suit_text not in SUITS or not 1 <= rank <= 13:
        raise ValueError(f"not a card: {text!r}")
    card = card_id(rank, SUITS.index(suit_text))
    if OWNER[card] < 0:
        raise ValueError(f"{card_name(card)} is not in either army")
    return card


def parse_square(name) -> int:
    """The index of a square name like 'c4'; ValueError otherwise."""
    if not isinstance(name, str) or name not in INDEX:
        raise ValueError(f"not a square: {name!r}")
    return INDEX[name]
