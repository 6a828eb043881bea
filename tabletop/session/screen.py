"""The rules of the shared screen, read from the rules engine: whose decision needs a private view, and
when every seat could know that a decision was forced.

These answers depend only on the position, so the session asks them once per position (`Memo`)."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from tabletop.engine.game import Game, Seat
from tabletop.engine.match import Match
from tabletop.engine.rng import Rng

FORCED_SAMPLES = 6  # worlds a spectator cannot tell apart, in each of which the seat must have one move
FORCED_SEED = 0xF0C3D


class Memo:
    """Answers about the present position, forgotten when the position changes."""

    def __init__(self) -> None:
        self._state: Any = None
        self._kept: dict = {}

    def get(self, state: Any, key: tuple, work: Callable[[], Any]) -> Any:
        if state is not self._state:  # the state is held, so its identity is not reused meanwhile
            self._state, self._kept = state, {}
        if key not in self._kept:
            self._kept[key] = work()
        return self._kept[key]


def without_turning(view: dict) -> dict:
    """A view without its `viewer…` keys: they turn the table for a seat (whose side is at the bottom)
    but hide nothing, so two seats that differ only there need no curtain between them."""
    return {key: value for key, value in view.items() if not str(key).startswith("viewer")}


def turning(view: dict) -> dict:
    """Only the `viewer…` keys of a view: how the table is turned for its seat."""
    return {key: value for key, value in view.items() if str(key).startswith("viewer")}


def needs_privacy(match: Match, seat: Seat) -> bool:
    """Whether `seat`'s pending decision needs what only that seat may see: the game says it does, and
    the seat's view shows more than the public one."""
    game, state = match.game, match.state
    if not game.table.private_decision(state, seat):
        return False
    return without_turning(match.view(seat)) != without_turning(match.view(None))


def publicly_forced(game: Game, state: Any, seat: Seat) -> bool:
    """Whether every seat could know that `seat` has exactly one legal move: it has one in every world
    the public view cannot tell from this one (the last card of a hand), not only in the real one (one
    card of the suit led, which only its owner knows)."""
    if len(game.legal_moves(state, seat)) != 1:
        return False
    rng = Rng.from_seed(FORCED_SEED)
    for _ in range(FORCED_SAMPLES):
        value, rng = rng.next64()
        world = game.determinize(state, None, Rng.from_seed(value))
        if len(game.legal_moves(world, seat)) != 1:
            return False
    return True


def next_person(match: Match, people: Iterable[Seat], at_screen: Seat | None) -> Seat | None:
    """The person whose decision the screen serves next: the one already at the screen when several
    decide at once (secret picks), else the first in seat order; None when no person is to decide."""
    deciding = [seat for seat in match.to_move() if seat in set(people)]
    if at_screen in deciding:
        return at_screen
    return deciding[0] if deciding else None
