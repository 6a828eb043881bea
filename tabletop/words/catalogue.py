"""The catalogues: every message of the app in each language, as data files in the package.

A game's words lie in its own folder (`tabletop/games/three_kings/words.en.yaml`, `words.ja.yaml`), and
its id is the first part of every key they hold (`three_kings.discard`); the shared words lie in
`tabletop/assets/words/<lang>/`, each file's name the first part of its keys (`ui.yaml`: `ui.back`).
Each file is a YAML mapping, nested as deep as its author likes. A leaf is the words, with parameters written
`%{name}`, or, for English, a mapping of plural forms (`one`, `other`, and `zero` if wanted) chosen by
the message's `count`.

They are read with the app's bounded YAML reader and handed to python-i18n, the catalogue library that
pygame_gui already brings: it looks keys up, falls back to English, fills in parameters and picks the
plural form. Its own file loaders are not used (they read YAML with the full loader); gettext was the
other choice, but it keys messages by their English text and needs compiled catalogues.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterator

import i18n

from tabletop.engine import datafiles, package_files
from tabletop.engine.datafiles import Limits, kind_of
from tabletop.engine.words import Text, Words, say

LANGUAGES = ("en", "ja")
PLURAL_FORMS = frozenset({"zero", "one", "other"})
LIMITS = Limits(max_bytes=1 << 20, max_depth=8, max_nodes=100_000, max_scalar=8_000)
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


class CatalogueError(ValueError):
    """A catalogue file the app ships is broken. `reason` is the message; its English is made from the
    catalogue when that can be read, else the key and parameters are shown (the catalogue being read may
    be the broken one, and reading it again to word its own error would never end)."""

    _wording = False

    def __init__(self, reason: Text):
        super().__init__(_plain(reason))
        self.reason = reason


def _plain(reason: Text) -> str:
    if not isinstance(reason, Words) or CatalogueError._wording:
        return str(reason) if not isinstance(reason, Words) else f"{reason.key} {dict(reason.params)}"
    CatalogueError._wording = True
    try:
        return str(reason)
    except Exception:  # the English catalogue itself cannot be read: the bare message will do
        return f"{reason.key} {dict(reason.params)}"
    finally:
        CatalogueError._wording = False


@lru_cache(maxsize=None)
def entries(lang: str) -> dict[str, Any]:
    """Every key of a language and its words (a string, or a mapping of plural forms)."""
    found: dict[str, Any] = {}
    for namespace, source in _files(lang):
        with package_files.on_disk(source) as path:
            data = datafiles.load(path, LIMITS, CatalogueError)
        name = package_files.package_place(path) or path.name
        if not isinstance(data, dict):
            raise CatalogueError(say("files.catalogue.not_mapping", file=name))
        for key, words in _leaves(namespace, data, name):
            found[key] = words
    return found


def _files(lang: str) -> list[tuple[str, package_files.Traversable]]:
    """(namespace, file) of every catalogue file of a language: the shared ones, then each game's."""
    shared = sorted((item for item in package_files.shared_file("words", lang).iterdir()
                     if item.name.endswith(".yaml")), key=lambda item: item.name)
    own = f"words.{lang}.yaml"
    return ([(item.name[:-len(".yaml")], item) for item in shared]
            + [(game_id, package_files.game_file(game_id, own)) for game_id in package_files.folders_holding(own)])


def _leaves(prefix: str, data: dict, name: str) -> Iterator[tuple[str, Any]]:
    for part, value in data.items():
        key = f"{prefix}.{part}"
        if isinstance(value, str):
            yield key, value
        elif isinstance(value, dict) and value and set(value) <= PLURAL_FORMS and "other" in value:
            if not all(isinstance(v, str) for v in value.values()):
                raise CatalogueError(say("files.catalogue.plural_forms", file=name, key_name=key))
            yield key, dict(value)
        elif isinstance(value, dict):
            yield from _leaves(key, value, name)
        else:
            raise CatalogueError(say("files.catalogue.not_words", file=name, key_name=key, found=kind_of(value)))


def placeholders(words: Any) -> frozenset[str]:
    """The parameters an entry uses (every plural form's together)."""
    forms = words.values() if isinstance(words, dict) else (words,)
    return frozenset(name for form in forms for name in PLACEHOLDER.findall(form))


_loaded: set[str] = set()


def ready(lang: str) -> None:
    """Hand a language's catalogue to python-i18n, once."""
    if lang in _loaded:
        return
    for key, words in entries(lang).items():
        i18n.translations.add(key, words, locale=lang)
    _loaded.add(lang)


def has(key: str, lang: str) -> bool:
    return key in entries(lang)
