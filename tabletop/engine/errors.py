"""The refusals of the engine and the games: each carries a reason a player can read."""

from __future__ import annotations

from .words import Text


class GameError(ValueError):
    """Base of every refusal; `reason` is a message for a player (`Words`, or a sentence not yet moved out);
    `str()` of the error is its English."""

    def __init__(self, reason: Text):
        super().__init__(str(reason))
        self.reason = reason


class IllegalMove(GameError):
    """A well-formed move that the rules do not allow here."""


class MalformedMove(GameError):
    """A move that is not a move of this game at all (bad kind or fields)."""


class NotYourTurn(IllegalMove):
    """The seat is not one of the seats whose decision is pending."""


class GameOver(IllegalMove):
    """The match has ended; no move applies."""
