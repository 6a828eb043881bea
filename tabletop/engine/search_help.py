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
class SearchHelp:
    """A game's own search knowledge; each default leaves the choice to the shared search."""

    # A game's own way to choose where plain search is weak: (state, seat, level, rng) -> (move, one
    # sentence why) or None to let the search decide. `state` is already a determinization from the
    # seat's view; `level` is 'normal' or 'strong'.
    bot_choice: Callable[[Any, Seat, str, Any], tuple[Move, Text] | None] = _search_decides
    # A guess at `returns` for a position that is not over, for searches that stop early: (state) ->
    # one number per seat; None: an even share each (see `estimate` below).
    estimate: Callable[[Any], tuple[float, ...]] | None = None
    # The game's own search settings per level, over the shared ones ({"strong": {"seconds": 0.75}}):
    # a search whose iterations cost more, or that needs longer play-outs, says so here.
    tuning: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    # Move kinds a computer seat never starts (offering a draw at random would end games for nothing).
    skips: tuple[str, ...] = ()


def estimate(game: Game, state: Any) -> tuple[float, ...]:
    """The game's guess at `returns` for a position not over; knowing nothing, an even share each (the
    mean of every seat's returns, whatever the count)."""
    if game.search.estimate is not None:
        return game.search.estimate(state)
    return (0.5,) * game.player_count(state)
