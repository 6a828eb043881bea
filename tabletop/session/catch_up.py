"""What a person missed: the moves made since their last turn, and the places on the table they touched.

When a person's turn begins after other seats (people or computer seats)
have moved, the table shows them those moves in the log's own words and
marks the places the moves changed, until their first click. Only what that
person may see is used: the words are the log's, which the engines word the
same for every seat (a hidden card placed is "a card"), and the places come
from the person's own views of every position since their last move (the
`last_paths` each game gives per viewer; a hidden placement gives none),
kept only where the person's own view now differs from what they last saw.
A move's click targets are never used: they name the mover's own hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.match import Match
from tabletop.words import say
from tabletop.words.wording import words

from .naming import Seating, and_list
from .view_paths import resolve


@dataclass(frozen=True)
class CatchUp:
    """The moves a person missed: from history index `first` on, by `movers`, touching `paths`."""

    person: int
    first: int
    moves: int
    movers: tuple[int, ...]
    paths: frozenset[str]
    had_turn: bool  # False before the person's first move of the match

    def heading(self, seating: Seating) -> str:
        """'Since your last turn: 3 moves by Robin and Ada'."""
        key = "ui.catch_up.since" if self.had_turn else "ui.catch_up.before"
        return words(say(key, count=self.moves, movers=and_list([seating.name(seat) for seat in self.movers])))


def missed(match: Match, person: int) -> CatchUp | None:
    """What `person` missed since their last move, or None when they made the last move."""
    history = match.history
    last = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat == person), -1)
    first = last + 1
    if first >= len(history):
        return None
    movers = tuple(dict.fromkeys(played.seat for played in history[first:]))
    return CatchUp(person, first, len(history) - first, movers, touched(match, person, first), last >= 0)


def touched(match: Match, person: int, first: int) -> frozenset[str]:
    """The places the moves from `first` on touched, as `person`'s own views say, where that view changed."""
    paths: set[str] = set()
    for state in match.states[first + 1:]:
        paths.update(str(p) for p in match.view_at(state, person).get("last_paths") or ())
    before, now = match.view_at(match.states[first], person), match.view(person)
    return frozenset(p for p in paths if _changed(before, now, p))


def _changed(before: dict, now: dict, path: str) -> bool:
    """Whether the view differs at `path`; a path the view does not hold (a drawer's own) counts as changed."""
    old, new = resolve(before, path), resolve(now, path)
    return (old is None and new is None) or not _same(old, new)


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b
