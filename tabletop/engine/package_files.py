"""The files the app ships inside its package, found through importlib.resources.

A game's own files (layout, words, rules book, lesson, board values) lie in its folder,
`tabletop/games/<id>/`; the shared ones (fonts, the GUI theme, the shared catalogues) in
`tabletop/assets/`. Finding them through the package rather than beside a source file is what lets the
same code read them from the source tree, an installed package and a frozen bundle alike. Every reader
still opens them with the bounded reader (`datafiles`), on a real file `as_file` hands it.
"""

from __future__ import annotations

import atexit
from contextlib import ExitStack, contextmanager
from importlib.resources import as_file, files
from pathlib import Path
from typing import Iterator

try:
    from importlib.resources.abc import Traversable
except ImportError:  # Python 3.10 keeps it in importlib.abc
    from importlib.abc import Traversable

PACKAGE = "tabletop"
GAMES = "games"
SHARED = "assets"


def package_root() -> Traversable:
    return files(PACKAGE)


def game_file(game_id: str, name: str) -> Traversable:
    """A file of a game's (or a shared game library's) own folder: `game_file("chains", "layout.yaml")`."""
    return package_root() / GAMES / game_id / name


def shared_file(*parts: str) -> Traversable:
    """A file of `tabletop/assets/`: `shared_file("fonts", "DejaVuSans.ttf")`."""
    found = package_root() / SHARED
    for part in parts:
        found = found / part
    return found


def folders_holding(name: str) -> list[str]:
    """The ids of the game folders (shared libraries included) that hold a file called `name`, sorted."""
    return sorted(entry.name for entry in (package_root() / GAMES).iterdir()
                  if entry.is_dir() and (entry / name).is_file())


def game_data(game_id: str, name: str, folder: str | Path | None = None) -> Traversable | Path:
    """A game's data file: `name` in its folder, or `<folder>/<game_id>.yaml` when a folder is given (tests,
    with files of their own)."""
    return game_file(game_id, name) if folder is None else Path(folder) / f"{game_id}.yaml"


def games_with(name: str, folder: str | Path | None = None) -> list[str]:
    """The ids of the games with a data file `name`, or of the `<game_id>.yaml` files in `folder` (not
    their translations, `<game_id>.ja.yaml`)."""
    if folder is None:
        return folders_holding(name)
    return sorted(path.stem for path in Path(folder).glob("*.yaml") if "." not in path.stem)


@contextmanager
def on_disk(source: Traversable | Path) -> Iterator[Path]:
    """A real file for `source` while the block runs (a temporary copy when the package is zipped), so the
    bounded reader can look at it as at any file on disk."""
    with as_file(source) as path:
        yield Path(path)


_KEPT = ExitStack()  # the real files `lasting_path` handed out, kept until the app ends
atexit.register(_KEPT.close)


def lasting_path(source: Traversable) -> Path:
    """A real file for `source` that stays while the app runs: for fonts, which libraries open by path and
    read again long after (the shipped file itself whenever the package lies on disk, as it always does
    installed or bundled)."""
    return Path(_KEPT.enter_context(as_file(source)))


def package_place(path: str | Path) -> str | None:
    """Where a shipped file lies in the package, as messages name it ('games/chains/layout.yaml' says
    which game's layout is broken, where 'layout.yaml' would not); None for any other file."""
    root = package_root()
    if not isinstance(root, Path):  # a zipped package: its files reach the readers as temporary copies
        return None
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None
