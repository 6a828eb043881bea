"""Clicks become validated moves: the table's selection logic, free of pygame.

Each legal move lists alternative click paths (`Move.targets`). A `Selection`
holds the clicks made so far, keeps the moves one of whose paths starts with
them, tells which targets can come next, and says when a move is complete.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from tabletop.engine.game import Move


@dataclass(frozen=True)
class Outcome:
    """What one click did: nothing yet, a finished move, a choice, or a refusal."""

    kind: str  # "select", "move", "choose", "refuse", "clear"
    moves: tuple[Move, ...] = ()
    reason: str = ""


@dataclass
class Selection:
    """The clicks a player has made towards a move."""

    moves: Sequence[Move]
    clicks: list[str] = field(default_factory=list)

    def reset(self, moves: Sequence[Move] | None = None) -> None:
        """Forget the clicks, optionally with a new set of legal moves."""
        if moves is not None:
            self.moves = moves
        self.clicks = []

    def _paths(self, clicks: Sequence[str]):
        n = len(clicks)
        for move in self.moves:
            for path in move.targets:
                if len(path) >= n and list(path[:n]) == list(clicks):
                    yield move, path

    def starts(self) -> frozenset[str]:
        """Every path a first click may touch."""
        return frozenset(path[0] for move in self.moves for path in move.targets if path)

    def next_targets(self) -> frozenset[str]:
        """The paths that can be clicked next to continue the current selection."""
        if not self.clicks:
            return frozenset()
        n = len(self.clicks)
        return frozenset(path[n] for _, path in self._paths(self.clicks) if len(path) > n)

    def buttons(self) -> list[Move]:
        """Moves with no place on the table: they are offered as buttons."""
        return [move for move in self.moves if not move.targets]

    def click(self, target: str, explain: Callable[[list[str]], str]) -> Outcome:
        """Add one click; `explain` gives the engine's reason when nothing matches."""
        if self.clicks and target == self.clicks[-1]:
            self.clicks.pop()
            return Outcome("clear")
        tried = self.clicks + [target]
        matching = list(self._paths(tried))
        if not matching and self.clicks and target in self.starts():
            tried, matching = [target], list(self._paths([target]))
        if not matching:
            reason = explain(tried)
            self.clicks = []
            return Outcome("refuse", reason=reason)
        self.clicks = tried
        complete = _unique(move for move, path in matching if len(path) == len(tried))
        longer = any(len(path) > len(tried) for _, path in matching)
        if not complete:
            return Outcome("select")
        self.clicks = [] if not longer else self.clicks
        if len(complete) == 1 and not longer:
            return Outcome("move", complete)
        return Outcome("choose", complete)


def _unique(moves) -> tuple[Move, ...]:
    seen: dict[Move, Move] = {}
    for move in moves:
        seen.setdefault(move, move)
    return tuple(seen.values())


def distinct_outcomes(moves: Sequence[Move], result_of: Callable[[Move], object]) -> list[Move]:
    """One move per distinct resulting state: a choice between equal results is no choice."""
    kept, results = [], []
    for move in moves:
        result = result_of(move)
        if result not in results:
            results.append(result)
            kept.append(move)
    return kept
