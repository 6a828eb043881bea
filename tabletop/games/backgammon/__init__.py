"""Standard backgammon on the shared board engine. `GAME` is the registered Game object."""

from .game import GAME, Backgammon
from .state import State

__all__ = ["GAME", "Backgammon", "State"]
