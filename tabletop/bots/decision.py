"""What a computer seat decided: the move, the work behind it and how the move fared."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.game import Move
from tabletop.engine.words import Text


@dataclass(frozen=True)
class Search:
    """What a search chose and how it fared: the move, iterations (worlds, for play-outs), its visits,
    its mean result."""

    move: Move
    iterations: int
    visits: int
    value: float
    why: Text = ""  # a game's own sentence for its choice, when it chose without searching or played out a shortlist
