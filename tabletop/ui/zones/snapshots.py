"""Redraw a zone only when what it shows changed: picture caches keyed by the zone's data and marks (and the
language: the words a drawer adds, a heading or a caption, are worded as it draws).

A zone whose drawing costs many card blits (a ten-player terminal area)
draws once, copies its window area, and later frames blit that copy while
the data, the rect and the marks inside the zone stay the same. Zones of a
layout never overlap and lie on a plain background, so the copy is exact.

`draw_still` does the same for a zone that shows no pieces at all (text and
buttons, `ZoneDrawer.still`): nothing in it flies, so its copy serves while
a move's motion runs elsewhere on the table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

import pygame

from tabletop.words import current

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
    key = (surface.get_size(), tuple(area), current(), repr(data), marks_key(marks, path))
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


_stills: dict[tuple, pygame.Surface] = {}
_STILL_PIXELS = 8_000_000  # about 32 MB of kept pictures
_still_pixels = 0
_painted: dict[tuple, tuple] = {}  # (surface size, area) -> the key last painted there without a copy


def still_marks(marks: Marks) -> Marks:
    """The marks as a still zone's picture depends on them: the spinner's angle only while someone thinks."""
    return marks if marks.thinking is not None else replace(marks, turn=0.0)


def draw_still(surface: pygame.Surface, rect: pygame.Rect, key: tuple, paint: Callable[[], None]) -> None:
    """Blit the kept picture of a still zone while `key` (everything its picture depends on:
    data, marks, zone) is the same, or paint it (cut to its rect, so a copy holds all of it). The copy is
    taken the second frame running that paints the same picture: the first frame after a move has enough
    to do, and a picture that changes every frame (a spinner turning) is never copied in vain."""
    global _still_pixels
    area = rect.clip(surface.get_rect())
    if area.width <= 0 or area.height <= 0:
        return
    place = (surface.get_size(), tuple(area))
    key = (*place, current(), *key)  # a zone's words (its heading) are worded as it is drawn
    kept = _stills.get(key)
    if kept is not None:
        surface.blit(kept, area.topleft)
        return
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip))
    paint()
    surface.set_clip(clip)
    if _painted.get(place) != key:
        if len(_painted) >= _LIMIT:
            _painted.clear()
        _painted[place] = key
        return
    if len(_stills) >= _LIMIT or _still_pixels + area.width * area.height > _STILL_PIXELS:
        _stills.clear()
        _still_pixels = 0
    _stills[key] = surface.subsurface(area).copy()
    _still_pixels += area.width * area.height


def clear() -> None:
    """Forget every kept picture."""
    global _still_pixels
    _pictures.clear()
    _stills.clear()
    _painted.clear()
    _still_pixels = 0
