"""One autosave per match in progress: the file each match writes, the ones the menu offers, how many stay.

Every match the table shows writes its own file, `autosave-<game>-<started>.yaml`, so starting or
loading another game never replaces the one you were playing; continuing an autosave goes on
writing that same file. The single `autosave.yaml` of earlier versions is offered with them (and
written in place when continued), so an old game is not lost by an update.

A finished match's autosave is removed when its table is left: there is nothing left to continue,
and a finished game worth keeping is saved by name (Ctrl+S). One still marked finished (the app
was closed on the results) is removed when the menu next lists the folder. The folder keeps the
KEEP most recently played games in progress; older ones are removed at that listing too, so the
folder stays small however many games are started and abandoned.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from .save_folder import BROKEN_PREFIX, SUFFIX, SaveEntry, list_saves, move_aside
from .saves import LEGACY_AUTOSAVE_NAME
from .words import Text, Words, say

PREFIX = "autosave-"
KEEP = 8  # games in progress kept: more than the menu shows, few enough to find one's way


def is_autosave(name: str) -> bool:
    """Whether a file name is one of the app's autosaves (a broken one kept aside is not)."""
    if name == LEGACY_AUTOSAVE_NAME:
        return True
    return name.startswith(PREFIX) and name.endswith(SUFFIX) and not name.startswith(BROKEN_PREFIX)


def new_autosave_path(folder: Path, game_id: str, when: float | None = None) -> Path:
    """A fresh autosave file for a match of `game_id` opened at `when` (now by default)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if when is None else when))
    base = f"{PREFIX}{game_id}-{stamp}"
    for n in range(1, 1000):
        path = folder / f"{base}{'' if n == 1 else f'-{n}'}{SUFFIX}"
        if not os.path.lexists(path):
            return path
    return folder / f"{base}-{os.getpid()}{SUFFIX}"  # a thousand games in one second: never in practice


def autosave_of(path: Path, folder: Path) -> Path | None:
    """`path` when it is an autosave of the saves `folder` (loading it continues that game in place)."""
    try:
        same_folder = os.path.samefile(Path(path).parent, folder)
    except OSError:
        return None
    return Path(path) if same_folder and is_autosave(Path(path).name) else None


def list_autosaves(folder: Path) -> tuple[list[SaveEntry], list[Text]]:
    """Every autosave in `folder`, most recently played first, read from headers only; an odd entry under
    an autosave's name (a pipe, a link to nothing) comes as a broken one. The notes say when the folder
    itself cannot be read."""
    return list_saves(folder, is_autosave, odd_is_broken=True)


def in_progress(entries: list[SaveEntry]) -> list[SaveEntry]:
    """The readable autosaves of matches not over, most recently played first."""
    return [e for e in entries if not e.problem and not e.over]


def tidy(entries: list[SaveEntry], keep: int = KEEP, spare: Path | None = None) -> list[SaveEntry]:
    """Remove finished autosaves and games in progress past the `keep` most recent (never `spare`,
    the match the app holds); returns the entries removed. Broken files are the caller's to set aside."""
    playing = in_progress(entries)
    gone = [e for e in entries if not e.problem and e.over]
    gone += [e for e in playing[keep:] if e.path != spare]
    removed = []
    for entry in gone:
        try:
            entry.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            continue  # a read-only folder: the file stays, and stays unlisted past the first `keep`
        removed.append(entry)
    return removed


def set_aside(path: Path, reason: Text) -> Words:
    """Keep a broken autosave under another name, so it never blocks a start again; the sentence saying so
    (the menu joins it with its other notices)."""
    kept = move_aside(path)
    if kept:
        return say("files.autosave.set_aside_kept", reason=reason, kept=kept.name)
    return say("files.autosave.set_aside", reason=reason)


def games_in_progress(folder: Path, spare: Path | None = None) -> tuple[list[SaveEntry], list[Text]]:
    """The games in progress to offer, most recently played first, after the folder is tidied (broken
    autosaves set aside, finished and surplus ones removed); and the sentences to tell the player (the menu
    joins them into one notice)."""
    entries, notes = list_autosaves(folder)
    messages = list(notes)
    for entry in entries:
        if entry.problem:
            messages.append(set_aside(entry.path, entry.problem))
    removed = {e.path for e in tidy(entries, spare=spare)}
    return [e for e in in_progress(entries) if e.path not in removed], messages
