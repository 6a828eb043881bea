"""One package per game. Use `get(game_id)` and `ids()` to reach them."""

from tabletop.engine.registry import get, ids

__all__ = ["get", "ids"]
