"""A match to N points with the Crawford rule, for any two sides.

Crawford rule: in the one game right after a side first reaches N - 1
points, nobody may double. Later games ("post-Crawford") allow the cube again.
`target = None` means a single game (its points are still recorded).
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class MatchScore:
    """Scores so far, the target and where the Crawford rule stands."""

    target: int | None = None
    scores: tuple = (0, 0)
    crawford: bool = False        # the current game is the Crawford game
    crawford_done: bool = False   # the Crawford game has happened (or can no longer)
    games: int = 0                # games finished

    @classmethod
    def start(cls, target: int | None) -> "MatchScore":
        """A fresh match; a 1-point match needs no Crawford game."""
        return cls(target=target, crawford_done=bool(target == 1))


def match_over(match: MatchScore) -> bool:
    """Whether a side has reached the target (a single game ends after one game)."""
    if match.target is None:
        return match.games >= 1
    return max(match.scores) >= match.target


def match_winner(match: MatchScore) -> int | None:
    """The side that reached the target (or won the single game)."""
    if not match_over(match):
        return None
    return 0 if match.scores[0] > match.scores[1] else 1


def record_game(match: MatchScore, winner: int, points: int) -> MatchScore:
    """The match after `winner` scores `points`; works out whether the next game is Crawford."""
    scores = list(match.scores)
    scores[winner] += points
    done = match.crawford_done or match.crawford
    crawford = False
    if not done and match.target is not None and scores[winner] == match.target - 1 \
            and scores[1 - winner] < match.target - 1:
        crawford = True
    elif not done and match.target is not None and min(scores) >= match.target - 1:
        done = True           # both at match point at once: no Crawford game is possible
    return replace(match, scores=tuple(scores), crawford=crawford, crawford_done=done,
                   games=match.games + 1)


def cube_allowed(match: MatchScore) -> bool:
    """Whether doubling is allowed in the current game (not during the Crawford game)."""
    return not match.crawford


def match_view(match: MatchScore) -> dict:
    """The view's match entry (contract: target, scores, crawford)."""
    return {"target": match.target, "scores": list(match.scores), "crawford": match.crawford,
            "games": match.games}
