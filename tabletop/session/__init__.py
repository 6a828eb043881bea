"""The table session: between the games and the pixels, with no pygame in it.

It owns what every game's table decides the same way: the seats (person or computer), who is at the
screen, curtains, computer turns, undo, hints, when to autosave, the catch-up list and every sentence
the table says. A screen draws `Session.offer()` and hands back the person's intents.
"""

from .offer import Curtain, Offer, Request
from .session import LIFT_GUARD, Preferences, Session

__all__ = ["Curtain", "LIFT_GUARD", "Offer", "Preferences", "Request", "Session"]
