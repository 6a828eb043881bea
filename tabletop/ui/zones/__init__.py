"""Zone drawers, one per layout `kind`, in DRAWERS by kind (sorted, as error messages list them).

Build one with ``DRAWERS[zone.kind](zone, viewer, path)``; see `base` for
the draw / hit interface and `Marks`. Every drawer module of this package is
imported here, and each drawer registers its kind as its class is made
(`ZoneDrawer.__init_subclass__`), so no list of drawers is kept by hand.
"""

from __future__ import annotations

import importlib
import pkgutil

from tabletop.session.view_paths import resolve

from .base import KINDS, Marks, ZoneDrawer

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

DRAWERS: dict[str, type[ZoneDrawer]] = dict(sorted(KINDS.items()))

__all__ = ["DRAWERS", "Marks", "ZoneDrawer", "resolve"]
