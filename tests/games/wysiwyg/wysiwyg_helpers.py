"""Shared helpers for the WYSIWYG tests: cards by name, positions and scripted moves."""

from tabletop.games.wysiwyg.positions import card, scripted, table_position
from tabletop.games.wysiwyg.game import GAME

S1 = ["K♠", "Q♠", "7♠", "A♥", "Q♥", "8♥", "5♥", "2♥", "A♦", "9♦", "Q♣", "J♣", "3♣"]


def cards(*names):
    return tuple(card(n) for n in names)


def play(state, *words):
    """Play scripted moves ('bid 12', 'pass', 'play K♠', ...) for whoever is to move."""
    for w in words:
        seat, move = scripted(state, w)
        state = GAME.apply(state, seat, move)
    return state


def position(**setup):
    return table_position(setup)
