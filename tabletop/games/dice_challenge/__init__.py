"""Dice Challenge: the rules engine. `GAME` is the registered Game object."""

from .game import GAME, DiceChallenge
from .state import State

__all__ = ["GAME", "DiceChallenge", "State"]
