"""Three Kings: the rules engine. `GAME` is the registered Game object."""

from tabletop.engine.table_help import Pictures

from .game import GAME, ThreeKings
from . import positions
from .state import State

# The pictures of its rules pages and lessons build on the game, so the package binds them once both exist.
GAME.pictures = Pictures(table=positions.table_position)

__all__ = ["GAME", "State", "ThreeKings"]
