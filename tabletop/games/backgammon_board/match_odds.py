"""From a game's winning chance to a match's, and whether to take a double, for any two sides.

Match chances use the plainest model: every later game is an even game worth
one point (gammons and the cube's future left out). It is enough to see that
near the end of a match the cube's stakes weigh differently from a single game.
"""

from __future__ import annotations

from functools import lru_cache

from .match_play import MatchScore

TAKE_POINT = 0.25  # a single game: taking risks two cube values to save one, so take from 25%


@lru_cache(maxsize=None)
def even_match_chance(need: int, their_need: int) -> float:
    """The chance to reach `need` points first when every game is an even one-point game."""
    if need <= 0:
        return 1.0
    if their_need <= 0:
        return 0.0
    return (even_match_chance(need - 1, their_need) + even_match_chance(need, their_need - 1)) / 2


def single_game(match: MatchScore) -> bool:
    """Whether the session is one game, scored in points (no match to play for)."""
    return match.target is None or match.target <= 1


def match_chance(match: MatchScore, side: int, game_chance: float, stake: int) -> float:
    """`side`'s chance to win the session when it wins this game, worth `stake`, with `game_chance`."""
    if single_game(match):
        return game_chance
    need = match.target - match.scores[side]
    their_need = match.target - match.scores[1 - side]
    return (game_chance * even_match_chance(need - stake, their_need)
            + (1 - game_chance) * even_match_chance(need, their_need - stake))


def should_take(match: MatchScore, side: int, game_chance: float, cube_value: int) -> bool:
    """Whether `side`, offered the cube at twice `cube_value`, should take: from 25% in a single
    game, and in a match when playing on for twice the stake keeps more match chances than
    giving up the cube's value now."""
    if single_game(match):
        return game_chance >= TAKE_POINT
    return match_chance(match, side, game_chance, 2 * cube_value) >= drop_chance(match, side, cube_value)


def drop_chance(match: MatchScore, side: int, cube_value: int) -> float:
    """`side`'s chance to win the match after dropping (the doubler scores `cube_value`)."""
    return match_chance(match, side, 0.0, cube_value)
