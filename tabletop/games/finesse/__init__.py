"""Finesse: a four-player partnership trick game with table cards. `GAME` is the registered Game object."""

from .game import GAME, Finesse
from .state import State

__all__ = ["GAME", "Finesse", "State"]
