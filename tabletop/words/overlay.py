"""A translation of a rules book or a lesson: a file of the same shape holding only its words.

`rules_book.ja.yaml` repeats `rules_book.yaml`'s pages in order with only their
`title`, `text` and `caption`; the pictures, positions and moves stay in the one English file, so both
languages show the same pictures. Anything else in a translation, or a page too many or too few, is
refused naming the file and the place.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.engine import datafiles, package_files
from tabletop.engine.datafiles import Limits
from tabletop.engine.words import Text, say

TEXT_FIELDS = frozenset({"title", "text", "caption", "say", "try"})
LIMITS = Limits(max_bytes=1 << 20, max_depth=12, max_nodes=50_000, max_scalar=20_000)


def translation_path(path: Path, lang: str) -> Path:
    """Where the `lang` words of an English data file live: beside it, the language before the suffix
    (`lesson.yaml`: `lesson.ja.yaml`)."""
    return path.with_name(f"{path.stem}.{lang}{path.suffix}")


def translated(data: Any, path: Path, lang: str, error: type[Exception]) -> Any:
    """`data` (read from `path`) with the words of its `lang` translation in place; English as it is."""
    if lang == "en":
        return data
    other = translation_path(path, lang)
    if not other.exists():
        return data
    words = datafiles.load(other, LIMITS, error)
    return _merged(data, words, package_files.package_place(other) or other.name, error)


def _merged(data: Any, words: Any, where: Text, error: type[Exception]) -> Any:
    if isinstance(words, dict) and isinstance(data, dict):
        out = dict(data)
        for key, value in words.items():
            if key not in data:
                raise error(say("files.translation.not_in_english", at=where, name=datafiles.printable(key, 30)))
            if isinstance(data[key], str):
                if key not in TEXT_FIELDS or not isinstance(value, str):
                    field = say("files.rules.field", at=where, field=str(key))
                    raise error(say("files.translation.only_words", at=field))
                out[key] = value
            else:
                out[key] = _merged(data[key], value, say("files.translation.within", at=where, name=str(key)), error)
        return out
    if isinstance(words, list) and isinstance(data, list):
        if len(words) != len(data):
            raise error(say("files.translation.entries", at=where, count=len(words), english=len(data)))
        return [_merged(d, w, say("files.translation.entry", at=where, n=n), error)
                for n, (d, w) in enumerate(zip(data, words), 1)]
    raise error(say("files.translation.only_words", at=where))
