"""Chains: the rules engine. `GAME` is the registered Game object."""

from .game import GAME, Chains
from .state import State

__all__ = ["GAME", "Chains", "State"]
