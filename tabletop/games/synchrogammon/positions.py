"""Hand-made positions: the rules pages' pictures (`table_position`), test positions, and matches from them.

A position names the checkers in each colour's own numbering (the board
package's spec: ``{"white": {24: 2, 13: 5}, "black": {...}, "bar": [0, 1]}``)
and, for the movement phase, the four cards of the round by seat and whose
turn it is. Such a match starts from a position that no seed deals, so a
save of it does not replay; use it for tests and demonstrations only.
"""

from __future__ import annotations

from tabletop.engine.cards import card_id
from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.backgammon_board import Board
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore

from . import flow
from .allotment import movement_queue
from .game import GAME, setup_from
from .hands import full_hand
from .seats import SEATS
from .state import MOVE, PICK, State, with_changes


def board_from(layout: dict | None) -> Board:
    """The board of a layout; None or an empty mapping is the starting position."""
    return Board.from_spec(layout) if layout else Board.initial()


def position(layout: dict | None = None, phase: str = MOVE, seat: int = 0, options: dict | None = None,
             values: tuple | None = None, parent: int = 0, done: int = 0, settle: bool = True,
             **fields) -> State:
    """A state on a hand-made board.

    With phase "move", `values` are the four cards of the round by seat (North,
    East, South, West) and `seat` is the queue entry about to move, having made
    `done` of its moves; with `settle` the queue then passes over seats that
    cannot move, as the engine does. Other fields (cube, match, ...) go to State.
    """
    chosen = setup_from(GAME.normalise_options(options))
    board = board_from(layout)
    state = State(board=board, phase=PICK, parent=parent, rng=Rng.from_seed(0), setup=chosen,
                  hands=tuple(full_hand(s) for s in range(SEATS)),
                  match=MatchScore.start(chosen.match_to or None))
    state = with_changes(state, **fields)
    if phase == MOVE:
        state = _moving(state, values or (1, 2, 3, 4), seat, done)
        return flow.advance(state) if settle else state
    return with_changes(state, phase=phase)


def _moving(state: State, values: tuple, seat: int, done: int) -> State:
    """The round's cards laid and shown, and the queue standing at `seat`'s entry."""
    picks = tuple(card_id(v, s) for s, v in enumerate(values))
    hands = tuple(tuple(c for c in state.hands[s] if c != picks[s]) for s in range(SEATS))
    queue = movement_queue(tuple(values), state.parent, state.setup.tie_order)
    turn = [entry.seat for entry in queue].index(seat)
    return with_changes(state, phase=MOVE, picks=picks, hands=hands, revealed=True, queue=queue,
                        turn=turn, done=done)


def table_position(setup: dict) -> State:
    """A rules page's picture from its `setup` mapping (see the rules book's table pictures).

    Keys, all optional: `board` (a board spec), `values` (the round's four cards
    by seat: the picture is then taken after the reveal), `parent`, `seat` and
    `done` (the mover the queue stands at), `steps` ([[from, to], ...] in the
    mover's own numbering, played through the engine so the last one is marked),
    `picked` (seats that have laid a card, for a picture before the reveal),
    `cube` ([value, owner or null]) and `options`.
    """
    known = {"board", "values", "parent", "seat", "done", "steps", "picked", "cube", "options"}
    unknown = set(setup) - known
    if unknown:
        raise ValueError(f"unknown setup keys: {', '.join(sorted(map(str, unknown)))}")
    fields = {}
    if setup.get("cube"):
        value, owner = setup["cube"]
        fields["cube"] = Cube(int(value), owner)
    values = tuple(setup["values"]) if "values" in setup else None
    parent = int(setup.get("parent", 0))
    if values is None:
        state = position(setup.get("board"), phase=PICK, parent=parent, options=setup.get("options"), **fields)
        for seat in setup.get("picked", ()):
            state = flow.pick(state, seat, state.hands[seat][0])
        return state
    queue = movement_queue(values, parent)
    seat = int(setup.get("seat", queue[0].seat if queue else 0))
    if not queue:  # nobody moves: the picture is the moment of the reveal, before the round closes
        laid = _laid(position(setup.get("board"), phase=PICK, parent=parent, **fields), values)
        return with_changes(laid, revealed=True)
    state = position(setup.get("board"), values=values, seat=seat, parent=parent, done=int(setup.get("done", 0)),
                     options=setup.get("options"), **fields)
    for src, dst in setup.get("steps", ()):
        mover = GAME.to_move(state)[0]
        state = GAME.apply(state, mover, Move.of("step", src=int(src), dst=int(dst)))
    return state


def _laid(state: State, values: tuple) -> State:
    """All four cards laid face down, not yet turned over."""
    picks = tuple(card_id(v, s) for s, v in enumerate(values))
    hands = tuple(tuple(c for c in state.hands[s] if c != picks[s]) for s in range(SEATS))
    return with_changes(state, picks=picks, hands=hands)


def match_from_position(state: State, players: list | None = None) -> Match:
    """A four-seat Match whose first state is the hand-made position."""
    names = ("First", "Second", "Third", "Fourth")
    return Match.from_position(GAME, players or [Player(n) for n in names], state)
