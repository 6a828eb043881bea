"""Army Ants: the rules engine. `GAME` is the registered Game object."""

from .game import GAME, ArmyAnts
from .state import State, state_from_layout

__all__ = ["GAME", "ArmyAnts", "State", "state_from_layout"]
