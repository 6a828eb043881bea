"""Zone drawers, one per layout `kind`, registered in DRAWERS (in the order error messages list them).

Build one with ``DRAWERS[zone.kind](zone, viewer, path)``; see `base` for
the draw / hit interface and `Marks`.
"""

from __future__ import annotations

from .base import Marks, ZoneDrawer, resolve
from .buttons import ButtonsDrawer
from .grid import GridDrawer
from .hand import HandDrawer
from .log import LogDrawer
from .panel import PanelDrawer
from .pile import PileDrawer

DRAWERS: dict[str, type[ZoneDrawer]] = {
    drawer.kind: drawer
    for drawer in (GridDrawer, PileDrawer, HandDrawer, PanelDrawer, LogDrawer, ButtonsDrawer)
}

__all__ = ["DRAWERS", "Marks", "ZoneDrawer", "resolve"]
