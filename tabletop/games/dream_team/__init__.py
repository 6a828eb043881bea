"""Dream Team: a Pairs drafting game. `GAME` is the registered Game object."""

from .game import GAME, DreamTeam
from .state import State

__all__ = ["GAME", "DreamTeam", "State"]
