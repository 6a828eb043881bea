"""Standard backgammon on the shared board engine. `GAME` is the registered Game object."""

from tabletop.engine.table_help import Pictures

from .game import GAME, Backgammon
from . import positions
from .state import State

# The pictures of its rules pages and lessons build on the game, so the package binds them once both exist.
GAME.pictures = Pictures(table=positions.table_position)

__all__ = ["GAME", "Backgammon", "State"]
