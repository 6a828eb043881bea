"""The table's side of the words layer: engine messages (`Words`) become text in the app's language
where they enter the UI, so drawers, buttons and the log only ever handle finished strings.

A view is made into words once per state (`localized`), like the view itself; a refusal, a move's label
or a warning when it is shown (`words`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from tabletop.engine.words import Person, Words
from tabletop.words import catalogue, current, text
from tabletop.words.render import People


def words(value: Any) -> str:
    """A message, a move's label or a plain string as text in the app's language ('' for None)."""
    return text(value) if value is not None else ""


def localized(value: Any, people: People | None = None) -> Any:
    """A view (or any part of one) with every message in it made into words, its seats read through
    `people` (the table reads them as the people playing them); identifiers, numbers and finished strings
    are left as they are, and nothing is copied where nothing changes."""
    if current() != "en" and isinstance(value, dict):
        return seat_names_in_language(_localized(value, people))
    return _localized(value, people)


_LEAVES = frozenset((str, int, float, bool, type(None)))  # left as they are, without a call for each


def _localized(value: Any, people: People | None) -> Any:
    if isinstance(value, (Words, Person)):
        return text(value, people=people)
    if isinstance(value, dict):
        pairs = [(key if type(key) in _LEAVES else _localized(key, people),
                  item if type(item) in _LEAVES else _localized(item, people)) for key, item in value.items()]
        if all(k is key and v is item for (k, v), (key, item) in zip(pairs, value.items())):
            return value
        return dict(pairs)
    if isinstance(value, (list, tuple)):
        changed = [item if type(item) in _LEAVES else _localized(item, people) for item in value]
        if all(a is b for a, b in zip(changed, value)):
            return value
        return changed if isinstance(value, list) else tuple(changed)
    return value


# View fields whose text is a seat's name for players ("Red"): a view may keep it in English, where code
# picks a colour by it, and the table reads it in the app's language.
SEAT_NAME_FIELDS = frozenset({"seats", "roles", "name", "names", "label"})


def seat_names_in_language(value: Any, field: str = "") -> Any:
    """A localized view with the seats' English names in its name fields read in the app's language."""
    if isinstance(value, dict):
        pairs = [(key, seat_names_in_language(item, key)) for key, item in value.items()]
        return value if all(v is value[k] for k, v in pairs) else dict(pairs)
    if isinstance(value, list):
        changed = [seat_names_in_language(item, field) for item in value]
        return value if all(a is b for a, b in zip(changed, value)) else changed
    if isinstance(value, str) and field in SEAT_NAME_FIELDS and value in _seat_words():
        return text(Words(_seat_words()[value]))
    return value


@lru_cache(maxsize=1)
def _seat_words() -> dict[str, str]:
    """Every seat's English name, with its key."""
    return {words: key for key, words in catalogue.entries("en").items()
            if key.startswith("seat.") and isinstance(words, str) and "%{" not in words}


def numbered_seat() -> re.Pattern:
    """How the app's language writes a seat the game names by number only ("Player 3", "プレイヤー3")."""
    return _numbered(current())


@lru_cache(maxsize=None)
def _numbered(lang: str) -> re.Pattern:
    template = catalogue.entries(lang).get("seat.player") or catalogue.entries("en")["seat.player"]
    before, _, after = template.partition("%{n}")
    start = r"\b" if before[:1].isascii() and before[:1].isalpha() else ""
    return re.compile(start + re.escape(before) + r"(\d{1,2})(?!\d)" + re.escape(after))


@lru_cache(maxsize=None)
def seat_key(name: str) -> str:
    """The English seat key ('red') of a seat's words in any language ('Red', '赤'), else the words."""
    for lang in catalogue.LANGUAGES:
        for key, found in catalogue.entries(lang).items():
            if key.startswith("seat.") and found == name:
                return key[len("seat."):]
    return name.strip().lower()


def zone_caption(english: str) -> str:
    """A table zone's caption from its layout file (written in English there) in the app's language."""
    key = "zones." + caption_key(english)
    return text(Words(key)) if catalogue.has(key, "en") else english


def caption_key(english: str) -> str:
    """The catalogue name of a layout caption: its English words, lower case, joined by underscores."""
    return re.sub(r"[^a-z0-9]+", "_", english.lower()).strip("_")[:40]


def reason_of(error: Exception) -> str:
    """What went wrong, in words: a refusal's or a broken file's message, else the error's own text."""
    reason = getattr(error, "reason", None)
    return words(reason) if reason is not None else str(error)


def in_language(english: str) -> str:
    """Words a view keeps in English because code compares them (a team's name, 'North–South') as the
    catalogue gives them in the app's language; the words themselves when no entry says them."""
    key = _english_keys().get(english)
    return text(Words(key)) if key else english


@lru_cache(maxsize=1)
def _english_keys() -> dict[str, str]:
    """Every plain English entry's key, by its words (the first key wins where two say the same); an
    empty entry names nothing (an empty table cell stays empty)."""
    found: dict[str, str] = {}
    for key, words in catalogue.entries("en").items():
        if isinstance(words, str) and words and "%{" not in words:
            found.setdefault(words, key)
    return found
