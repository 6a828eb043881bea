"""WYSIWYG: a two-player trick-taking game with an auction (2007 rules). `GAME` is the registered Game object."""

from .game import GAME, Wysiwyg
from .state import State

__all__ = ["GAME", "Wysiwyg", "State"]
