"""Paths into a view ("grid/2/3", "players/1/hand"): how moves, marks and the catch-up name places."""

from __future__ import annotations

from typing import Any


def resolve(view: Any, path: str) -> Any:
    """The value at a view path ("grid/2/3"; "" is the whole view), or None when absent."""
    value = view
    for step in (s for s in path.split("/") if s):
        if isinstance(value, dict):
            value = value.get(step)
        elif isinstance(value, (list, tuple)):
            try:
                value = value[int(step)]
            except (ValueError, IndexError):
                return None
        else:
            return None
        if value is None:
            return None
    return value
