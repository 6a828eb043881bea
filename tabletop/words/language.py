"""Which language the app speaks: chosen on the menu or with `--lang`, remembered in the settings, and at the
very first start taken from the system's locale."""

from __future__ import annotations

import locale
import os

from .catalogue import LANGUAGES

DEFAULT = "en"
NAMES = {"en": "English", "ja": "日本語"}  # names, the same in every language: each language named in itself
_current = DEFAULT


def current() -> str:
    return _current


def use(lang: str) -> None:
    """Speak `lang` from now on (an unknown code leaves English)."""
    global _current
    _current = lang if lang in LANGUAGES else DEFAULT


def from_locale() -> str:
    """Japanese when the system's locale is Japanese, else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name, "")
        if value:
            return _code(value)
    try:
        return _code(locale.getlocale()[0] or "")
    except ValueError:
        return DEFAULT


def _code(value: str) -> str:
    return "ja" if value.lower().startswith("ja") else DEFAULT
