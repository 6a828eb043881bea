"""The levels a computer seat plays at, as data: how long it searches and how it plays out futures."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from tabletop import games
from tabletop.engine.game import Game, Move, Seat
from tabletop.engine.match import DEFAULT_LEVEL
from tabletop.engine.rng import Rng
from tabletop.engine.search_help import Shortlist

from .decision import Search
from .ismcts import search
from .playouts import compare
from .random_bot import random_move


@dataclass(frozen=True)
class Level:
    """A named level: no search (Easy), or an information-set search with a time budget."""

    name: str
    label: str
    seconds: float = 0.0          # time budget of one decision; 0: no search
    iterations: int = 0           # upper bound on search iterations (also bounds a fast machine)
    rollout_moves: int = 0        # random moves played out before the position is estimated
    timed: bool = True            # False: searches stop at their iterations only (benchmarks: no CPU noise)

    @property
    def searches(self) -> bool:
        return self.seconds > 0


LEVELS: dict[str, Level] = {
    "easy": Level("easy", "Easy"),  # not for players
    "normal": Level("normal", "Normal", seconds=0.35, iterations=600, rollout_moves=12),  # not for players
    "strong": Level("strong", "Strong", seconds=0.9, iterations=2500, rollout_moves=20),  # not for players
}


def level_named(name: Any) -> Level:
    """The level called `name`; anything unknown plays at the default level."""
    return LEVELS.get(name if isinstance(name, str) else DEFAULT_LEVEL, LEVELS[DEFAULT_LEVEL])


def budget_for(level_name: str) -> float:
    """Seconds a decision at this level is meant to take (0 for Easy): the worker's deadline counts from it."""
    return level_named(level_name).seconds


def choose(game: Game, state: Any, seat: Seat, level: Level, rng: Rng) -> Move:
    """The move `seat` plays at `level`, decided only from what `seat` can see."""
    return decide(game, state, seat, level, rng).move


def decide_for(game_id: str, state: Any, seat: Seat, level_name: str, rng: Rng) -> Search:
    """`decide` from plain values, as a worker process receives them."""
    return decide(games.get(game_id), state, seat, level_named(level_name), rng)


def tuned(game: Game, level: Level) -> Level:
    """`level` with the game's own search settings for it, if the game has any. A game only ever
    shortens a level (its time and iterations are caps), so a shorter level given for a test or a
    benchmark stays as short as asked."""
    settings = game.search.tuning.get(level.name) or {}
    return replace(level, **{key: min(value, getattr(level, key)) for key, value in settings.items()})


def decide(game: Game, state: Any, seat: Seat, level: Level, rng: Rng) -> Search:
    """The search behind a choice (the move, and how it fared), for hints and benchmarks."""
    level = tuned(game, level)
    if not level.searches:
        return Search(random_move(game, game.determinize(state, seat, rng), seat, rng), 0, 0, 0.0)
    value, rng = rng.next64()
    seen = game.determinize(state, seat, Rng.from_seed(value))
    own = game.search.bot_choice(seen, seat, level.name, rng)
    seconds = level.seconds if level.timed else math.inf
    if isinstance(own, Shortlist):
        return compare(game, seen, seat, own, rng, level.iterations, seconds)
    if own is not None:
        return Search(own[0], 0, 0, 0.0, own[1])
    return search(game, state, seat, rng, seconds, level.iterations, level.rollout_moves)
