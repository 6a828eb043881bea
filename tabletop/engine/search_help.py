"""What a game knows that helps a computer seat choose: the optional part a game declares as `Game.search`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:
    from .game import Game, Move, Seat
    from .words import Text


def _search_decides(state: Any, seat: Seat, level: str, rng: Any) -> None:
    return None


@dataclass(frozen=True)
class Shortlist:
    """A game's answer when its choice deserves a closer look: the moves to play out, its own choice
    first (that one keeps a tie), and its sentence why, said if the play-outs keep it."""

    moves: tuple[Move, ...]
    why: Text
    # The generator the play-outs go on with, when the game drew from the one it was given to make
    # the list (None: that one), so a seeded choice stays what it was.
    rng: Any = None


@dataclass(frozen=True)
class PlayedOut:
    """How a shortlist fared, for the game's sentence: the chosen move, worlds played out, moves compared,
    the chosen move's mean value, and whether it is another than the game's own choice."""

    move: Move
    worlds: int
    moves: int
    mean: float
    changed: bool


def _plain_why(state: Any, seat: Seat, figures: PlayedOut) -> None:
    return None


@dataclass(frozen=True)
class PlayOuts:
    """How the shared play-out search (tabletop/bots/playouts.py) plays a game's shortlist on: every
    move of it in the same worlds drawn from the seat's view, each world played on by `policy` until
    `done`, then judged by `value`; the move with the best mean wins."""

    # Every seat's play in a play-out: (state, seat, rng) -> (move, rng); cheap, from the seat's own view.
    policy: Callable[[Any, Seat, Any], tuple[Move, Any]]
    # (the position a play-out ended in, seat) -> how well the seat stands there.
    value: Callable[[Any, Seat], float]
    worlds: int            # worlds drawn at most for one decision (the level's iterations may cap it lower)
    # (the world before the shortlisted move, the position now) -> whether the play-out has gone far
    # enough (None: on to the game's end or `plies`).
    done: Callable[[Any, Any], bool] | None = None
    plies: int = 10_000    # a play-out's moves at most, whatever `done` says
    # The mean lead per world another move needs over the game's own choice (play-outs are noisy).
    loyalty: float = 0.0
    least: int = 1         # worlds played out at least, however short the clock
    # The game's own verdict, from each move's value in every world (its own choice first) -> the index
    # of the move to play; None: the best mean, after `loyalty`.
    pick: Callable[[list[list[float]]], int] | None = None
    # Whether a drawn world can be played on at all; one that cannot is drawn again (up to twice `worlds`).
    playable: Callable[[Any], bool] | None = None
    # The policy draws at random: each world gets a generator of its own, the same for every move.
    draws: bool = False
    # The sentence for the result: (the decision's state, seat, figures) -> words, or None for the game's
    # own sentence from the shortlist.
    why: Callable[[Any, Seat, PlayedOut], Text | None] = _plain_why


@dataclass(frozen=True)
class SearchHelp:
    """A game's own search knowledge; each default leaves the choice to the shared search."""

    # A game's own way to choose where plain search is weak: (state, seat, level, rng) -> (move, one
    # sentence why), a Shortlist to play out with `playouts`, or None to let the search decide.
    # `state` is already a determinization from the seat's view; `level` is 'normal' or 'strong'.
    bot_choice: Callable[[Any, Seat, str, Any], tuple[Move, Text] | Shortlist | None] = _search_decides
    # A guess at `returns` for a position that is not over, for searches that stop early: (state) ->
    # one number per seat; None: an even share each (see `estimate` below).
    estimate: Callable[[Any], tuple[float, ...]] | None = None
    # The game's own search settings per level, over the shared ones ({"strong": {"seconds": 0.75}}):
    # a search whose iterations cost more, or that needs longer play-outs, says so here.
    tuning: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    # Move kinds a computer seat never starts (offering a draw at random would end games for nothing).
    skips: tuple[str, ...] = ()
    # How a shortlist from `bot_choice` is played out (needed by any game whose bot_choice returns one).
    playouts: PlayOuts | None = None


def estimate(game: Game, state: Any) -> tuple[float, ...]:
    """The game's guess at `returns` for a position not over; knowing nothing, an even share each (the
    mean of every seat's returns, whatever the count)."""
    if game.search.estimate is not None:
        return game.search.estimate(state)
    return (0.5,) * game.player_count(state)
