"""Small pictures of each game's table for the menu, drawn by the table's own zone drawers.

A picture is a real table: a match started from a fixed seed, a few seeded
moves in so something is on it, drawn once off screen by the table scene and
scaled down. Drawing one costs tens of milliseconds, so pictures are made one
at a time when asked (the menu asks once per frame until it has them all)
and kept for the life of the process; a rebuilt menu only rescales them.
"""

from __future__ import annotations

import pygame

from tabletop import games
from tabletop.engine.match import Match, Player

from .app import Context
from .navigator import SCENES

# Drawn at this size, then scaled: small enough to be quick, large enough to scale well. Every picture has
# its shape (the table scene letterboxes a canvas of another shape), so the menu can place them unseen.
DRAWN_SIZE = (640, 400)
ASPECT = DRAWN_SIZE[0] / DRAWN_SIZE[1]
SEED = 1
MOVES_IN = 24  # seeded moves played before the picture, so the table shows a match under way

_drawn: dict[str, pygame.Surface] = {}
_scaled: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}


def ready(game_id: str) -> bool:
    """Whether the picture is drawn (asking for it costs only a scaling)."""
    return game_id in _drawn


def picture(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The table's picture at `size` (drawn first if it never was)."""
    key = (game_id, (max(1, size[0]), max(1, size[1])))
    found = _scaled.get(key)
    if found is None:
        found = pygame.transform.smoothscale(_drawn_picture(game_id), key[1])
        _scaled[key] = found
    return found


def _drawn_picture(game_id: str) -> pygame.Surface:
    found = _drawn.get(game_id)
    if found is None:
        found = _drawn[game_id] = draw_table(sample_match(game_id), DRAWN_SIZE)
    return found


def sample_match(game_id: str) -> Match:
    """The match the picture shows: the usual table size, the same seed and moves every time."""
    game = games.get(game_id)
    count = game.default_players or max(2, game.min_players)  # a solitaire table says less about the game
    players = [Player(game.seat_name(seat)) for seat in range(count)]
    match = Match.start(game_id, players, game.options_for(count), SEED)
    match.play_computers(MOVES_IN)
    return match


def draw_table(match: Match, size: tuple[int, int]) -> pygame.Surface:
    """The match's table drawn by the table scene (found as the navigator finds it: the scenes import this
    module) onto a surface of its own."""
    surface = pygame.Surface(size)
    SCENES["table"](Context(surface), match, autosave=False).draw(surface)
    return surface


def forget() -> None:
    """Drop every picture (tests that change the drawers or the layouts)."""
    _drawn.clear()
    _scaled.clear()
