"""Messages made into words: a `Words` value, its parameters read first, through the chosen catalogue."""

from __future__ import annotations

from typing import Any, Callable

import i18n

from tabletop.engine.words import Person, Words, read_english_with

from . import catalogue, language
from .agreement import agreeing, is_learner

FULL_STOPS = ".。"  # what ends a sentence in the app's languages
# How the table reads a seat named in a message (the name typed at setup, "You"); None: the seat's words.
People = Callable[[Person], "str | None"]


def text(words: Any, lang: str | None = None, people: People | None = None) -> str:
    """The words of a message (or of a plain string, a number, a person, a list) in `lang`."""
    lang = lang or language.current()
    if isinstance(words, str):
        return words
    if isinstance(words, Words):
        return _message(words, lang, people)
    if isinstance(words, Person):
        named = people(words) if people else None
        return named if named is not None else text(words.words, lang, people)
    if isinstance(words, (tuple, list)):
        return listed([text(part, lang, people) for part in words], lang)
    if words is None:
        return ""
    return str(words)


def english(words: Any) -> str:
    return text(words, "en")


read_english_with(english)  # from now on str(words) reads as English, for logs, the command line and tests


def listed(parts: list[str], lang: str | None = None) -> str:
    """'A', 'A and B', 'A, B and C' in English; 'A、B、C' in Japanese."""
    lang = lang or language.current()
    if len(parts) < 2:
        return "".join(parts)
    between, last = _entry("_.list_between", lang), _entry("_.list_last", lang)
    return between.join(parts[:-1]) + last + parts[-1]


# Messages whose parameters are only text and whole numbers, worded: they read the same however the table
# names its seats, and a table words the same few (its buttons, its seats' words, a count) every frame. Only
# exactly str and int: True equals 1 but does not read alike. Forgotten all at once when full.
_worded: dict[tuple, str] = {}
WORDED_MOST = 4096


def _message(words: Words, lang: str, people: People | None) -> str:
    if words.key == "_.sentences":
        parts = [text(part, lang, people) for part in words.get("parts", ())]
        return _entry("_.sentence_gap", lang).join(part for part in parts if part)
    if words.key == "_.clause":
        return text(words.get("words"), lang, people).rstrip(FULL_STOPS)
    if all(type(value) is str or type(value) is int for _, value in words.params):
        key = (words.key, words.params, lang)
        found = _worded.get(key)
        if found is None:
            if len(_worded) >= WORDED_MOST:
                _worded.clear()
            found = _worded[key] = _worded_now(words, lang, people)
        return found
    return _worded_now(words, lang, people)


def _worded_now(words: Words, lang: str, people: People | None) -> str:
    params = {name: _param(name, value, lang, people) for name, value in words.params}
    catalogue.ready(lang)
    if lang != "en":
        catalogue.ready("en")  # python-i18n falls back to English for a key the language lacks
    said = i18n.t(words.key, locale=lang, **params)
    if any(_names_seats(value) and is_learner(params[name]) for name, value in words.params):
        return agreeing(said, lang)  # a seat read as a lesson's "You": "You win", not "You wins"
    return said


def _names_seats(value: Any) -> bool:
    """Whether a parameter is a seat, or a list of seats (a list of one reads as that seat alone)."""
    return isinstance(value, Person) or (isinstance(value, tuple) and any(isinstance(v, Person) for v in value))


def _param(name: str, value: Any, lang: str, people: People | None) -> Any:
    if name == "count" and isinstance(value, int) and not isinstance(value, bool):
        return value  # a number: it chooses the plural form
    return text(value, lang, people)


def _entry(key: str, lang: str) -> str:
    found = catalogue.entries(lang).get(key)
    return found if isinstance(found, str) else catalogue.entries("en")[key]
