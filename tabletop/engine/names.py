"""Player names made safe to store and draw: no control or invisible characters, one short line."""

from __future__ import annotations

import unicodedata

MAX_NAME = 24
# A name is a few words; characters past this many are not worth reading (a save may hold millions).
_SCAN = 1000
# Controls, invisible formatting (zero-width, bidi overrides, BOM), surrogates, private use, unassigned.
_DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})


def clean_name(text: object) -> str:
    """`text` as a drawable name: controls dropped, whitespace collapsed, at most MAX_NAME characters."""
    if not isinstance(text, str):
        return ""  # an empty name falls back on the seat's name
    kept = []
    for char in text[:_SCAN]:
        if char.isspace():
            kept.append(" ")  # tabs and line breaks too: a name is drawn on one line
        elif unicodedata.category(char) not in _DROPPED:
            kept.append(char)
    name = " ".join("".join(kept).split())
    # Marks with no letter before them (a lone emoji selector) draw nothing, and a text field
    # holding only them cannot even be drawn.
    while name and unicodedata.category(name[0]).startswith("M"):
        name = name[1:].lstrip()
    return name[:MAX_NAME].rstrip()


# Computer seats get a short, friendly name of their own, one per seat so that no two computer
# seats at a table share one; fixed (not random) so that the same setup always reads the same. In
# Japanese the same names, as Japanese players would write them.
COMPUTER_NAMES = {
    "en": ("Robin", "Ada", "Max", "Juno", "Otto", "Iris", "Hugo", "Lena", "Felix", "Nora"),  # names, the same in every language
    "ja": ("ロビン", "エイダ", "マックス", "ジュノ", "オットー", "アイリス", "ヒューゴ", "レナ", "フェリックス", "ノーラ"),
}


def computer_name(seat: int, lang: str = "en") -> str:
    """The name a computer seat gets when nobody types one, in the app's language."""
    names = COMPUTER_NAMES.get(lang, COMPUTER_NAMES["en"])
    return names[seat % len(names)]
