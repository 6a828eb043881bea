"""The words layer: the app's messages in English and Japanese (see `catalogue` for the files).

Engines say what happened as `Words` (`tabletop.engine.words`); the UI asks `text(words)` for the
words in the chosen language. Nothing here imports pygame.
"""

from tabletop.engine.words import Person, Text, Words, joined, say

from .catalogue import LANGUAGES
from .language import current, from_locale, use
from .render import english, listed, text

__all__ = ["LANGUAGES", "Person", "Text", "Words", "current", "english", "from_locale", "joined", "listed",
           "say", "text", "use"]
