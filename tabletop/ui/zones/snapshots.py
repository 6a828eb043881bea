"""Redraw a busy zone only when what it shows changed: a picture cache keyed by the zone's data and marks.

A zone whose drawing costs many card blits (a ten-player terminal area)
draws once, copies its window area, and later frames blit that copy while
the data, the rect and the marks inside the zone stay the same. Zones of a
layout never overlap and lie on a plain background, so the copy is exact.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import motion
from .base import Marks

_pictures: dict[tuple, tuple[pygame.Surface, list]] = {}  # key -> (picture, the places painted in it)
_LIMIT = 96


def marks_key(marks: Marks, path: str) -> tuple:
    """The marks that fall inside the zone at `path` (others do not change its picture)."""
    inside = path + "/"

    def within(paths) -> tuple:
        return tuple(sorted(p for p in paths if p == path or p.startswith(inside)))

    hover = marks.hover if marks.hover and (marks.hover == path or marks.hover.startswith(inside)) else None
    only = None if marks.only is None else within(marks.only)
    return (within(marks.selected), within(marks.targets), within(marks.last), hover, only)


def draw_cached(surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks, path: str,
                paint: Callable[[], None]) -> None:
    """Blit the cached picture of this zone, or paint it and keep a copy."""
    area = rect.clip(surface.get_rect())
    if area.width <= 0 or area.height <= 0:
        return
    key = (surface.get_size(), tuple(area), repr(data), marks_key(marks, path))
    still = motion.settled()  # while things fly the zone is painted afresh: a kept copy would miss them
    kept = _pictures.get(key) if still else None
    if kept is not None:
        surface.blit(kept[0], area.topleft)
        motion.replay(kept[1])  # the table keeps following the cards in the picture
        return
    with motion.noting() as notes:
        paint()
    if not still:
        return
    if len(_pictures) >= _LIMIT:
        _pictures.clear()
    _pictures[key] = (surface.subsurface(area).copy(), notes)


def clear() -> None:
    """Forget every kept picture."""
    _pictures.clear()
