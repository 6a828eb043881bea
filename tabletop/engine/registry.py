"""Game id -> Game, for every game. Packages are imported on first use."""

from __future__ import annotations

import importlib

from .game import Game

# Each entry names the module whose GAME attribute is the game object.
GAME_MODULES = {
    "army_ants": "tabletop.games.army_ants",
    "dice_challenge": "tabletop.games.dice_challenge",
    "chains": "tabletop.games.chains",
    "dream_team": "tabletop.games.dream_team",
    "backgammon": "tabletop.games.backgammon",  # before Synchro-gammon: it teaches the base game
    "synchrogammon": "tabletop.games.synchrogammon",
    "wysiwyg": "tabletop.games.wysiwyg",
    "finesse": "tabletop.games.finesse",
    "the_things": "tabletop.games.the_things",
    "three_kings": "tabletop.games.three_kings",
}

_loaded: dict[str, Game] = {}


def ids() -> list[str]:
    """Every registered game id, in menu order."""
    return list(GAME_MODULES)


def get(game_id: str) -> Game:
    """The game registered under `game_id`; KeyError names the unknown id."""
    if game_id not in GAME_MODULES:
        raise KeyError(f"No game called '{game_id}'. Known games: {', '.join(ids())}.")
    if game_id not in _loaded:
        _loaded[game_id] = importlib.import_module(GAME_MODULES[game_id]).GAME
    return _loaded[game_id]
