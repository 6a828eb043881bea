"""Synchro-gammon: the rules engine. `GAME` is the registered Game object."""

from .game import GAME, Synchrogammon
from .state import State

__all__ = ["GAME", "Synchrogammon", "State"]
