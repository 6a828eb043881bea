"""The `hand` zone: a player's private cards in rows, to pick from (the placement hand).

Data: a list of card dicts (hidden ones draw as backs). Cards are
"<path>/<index>"; a selected card is lifted and ringed in yellow, cards that
can be clicked next are ringed in green.
"""

from __future__ import annotations

from .pile import PileDrawer


class HandDrawer(PileDrawer):
    """Like a pile, but wraps into as many rows as fit and lifts the selected card."""

    kind = "hand"
    rows = 4
    show_count = False
    lift = 10
