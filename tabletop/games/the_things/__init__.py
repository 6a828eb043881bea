"""The Things: hidden roles with a standard deck. `GAME` is the registered Game object."""

from .game import GAME, TheThings
from .state import State

__all__ = ["GAME", "TheThings", "State"]
