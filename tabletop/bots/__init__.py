"""Computer seats: bots that choose a move from what their seat can see (no pygame here).

`choose(game, state, seat, level, rng)` is the one entry point. A bot never
reads hidden parts of `state`: it looks through `game.determinize(state,
seat, ...)`, so two states that show the seat the same view give the same
choice for the same generator.
"""

from .levels import DEFAULT_LEVEL, LEVELS, Level, choose, level_named

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Level", "choose", "level_named"]
