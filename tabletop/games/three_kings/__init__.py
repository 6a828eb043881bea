"""Three Kings: the rules engine. `GAME` is the registered Game object."""

from .game import GAME, ThreeKings
from .state import State

__all__ = ["GAME", "State", "ThreeKings"]
