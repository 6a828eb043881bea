"""Army Ants: the rules engine. `GAME` is the registered Game object."""

from tabletop.engine.table_help import Pictures

from .game import GAME, ArmyAnts
from . import positions
from .state import State, state_from_layout

# The pictures of its rules pages and lessons build on the game, so the package binds them once both exist.
GAME.pictures = Pictures(example=positions.position)

__all__ = ["GAME", "ArmyAnts", "State", "state_from_layout"]
