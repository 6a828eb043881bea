"""Where the program runs from, and so where it keeps what it writes.

Run from its source tree (`python main.py`), the app keeps its saves and settings in `saves/` beside
the program, as it always has. Installed (`pip install`, `pipx install`) or frozen into a bundle, its
own folder may be read-only and is replaced by every upgrade, so they go to the user's data folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP_NAME = "Tabletop"  # names, the same in every language: the data folder's
SOURCE_MARKERS = ("main.py", "pyproject.toml")  # what the folder above the package holds in a source tree
SAVES = "saves"


def source_tree() -> Path | None:
    """The source tree the app runs from, or None when it runs installed or frozen."""
    if getattr(sys, "frozen", False):  # a bundle carries the package but runs from no tree
        return None
    top = Path(__file__).resolve().parents[2]
    if all((top / marker).is_file() for marker in SOURCE_MARKERS):
        return top
    return None


def user_saves_folder() -> Path:
    """The saves folder of an installed or bundled app, in the user's data folder (made when first written)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / SAVES
