"""The saves folder as the app sees it: the saves it lists, the leftovers it tidies, the broken
autosave it keeps aside. Nothing in the folder (a dangling link, a pipe, a file it may not read)
stops the app: odd entries are skipped with a note, and a folder that cannot be read is reported."""

from __future__ import annotations

import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .datafiles import printable, system_reason
from .saves import TEMP_PREFIX, SaveError, read_header
from .words import Text, Words, say

SUFFIX = ".yaml"
BROKEN_PREFIX = "autosave-broken-"


@dataclass(frozen=True)
class SaveEntry:
    """One save in the folder, described from its header (or why it cannot be)."""

    path: Path
    modified: float
    title: Text = ""
    players: str = ""
    moves: int | None = None
    over: bool = False
    problem: Text = ""
    named_only: bool = False  # its header is not in its first 64 KB: known by its name until it is read

    def line_words(self) -> Words:
        """The Load list's line as a message: name, game, players, moves and when it was saved."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.modified))
        stem = printable(self.path.stem, 40)
        if self.problem:
            return say("files.list.unreadable", name=stem, when=when)
        if self.named_only:
            return say("files.list.named", name=stem, when=when)
        if self.moves is None:
            return say("files.list.line", name=stem, game=self.title, players=self.players, when=when)
        return say("files.list.line_moves", name=stem, game=self.title, players=self.players, count=self.moves,
                   when=when)


_described: dict[tuple[str, int, int], SaveEntry] = {}


def describe(path: Path, info: os.stat_result) -> SaveEntry:
    """A save's entry from its header (from its first 64 KB: a file whose header is not there is known by its
    name); the same file unchanged is read only once."""
    key = (str(path), info.st_mtime_ns, info.st_size)
    found = _described.get(key)
    if found is None:
        try:
            header = read_header(path)
            if header is None:
                found = SaveEntry(path, info.st_mtime, named_only=True)
            else:
                names = " vs ".join(printable(p.name, 24) for p in header["players"])  # read so in Japanese too
                found = SaveEntry(path, info.st_mtime, header["game"].title, names, header["moves"], header["over"])
        except SaveError as exc:
            found = SaveEntry(path, info.st_mtime, problem=exc.reason)
        _described[key] = found
    return found


def list_saves(folder: Path, wanted: Callable[[str], bool] | None = None,
               odd_is_broken: bool = False) -> tuple[list[SaveEntry], list[Text]]:
    """The saves in `folder` (those whose file name `wanted` accepts, if given), newest first, and a note
    for each entry skipped or the folder's problem. With `odd_is_broken` an odd entry (a pipe, a link to
    nothing) is listed as a save with a problem instead of skipped, for callers that set such files aside."""
    notes: list[Text] = []
    try:
        with os.scandir(folder) as found:
            items = list(found)
    except FileNotFoundError:
        return [], []
    except OSError as exc:
        why = system_reason(exc)
        return [], [say("files.list.folder_unreadable", folder=printable(folder, 80), why=why)]
    entries = []
    for item in items:
        if item.name.startswith(".") or not item.name.endswith(SUFFIX):
            continue  # temp files of a save in progress, hidden files, other files
        if wanted is not None and not wanted(item.name):
            continue
        entry, odd = _entry(item)
        name = printable(item.name, 40)
        if odd and odd_is_broken:
            entry = SaveEntry(Path(item.path), 0.0, problem=say("files.list.odd", file=name, why=odd))
        elif odd:
            notes.append(say("files.list.skipped", file=name, why=odd))
        if entry is not None:
            entries.append(entry)
    entries.sort(key=lambda e: e.modified, reverse=True)
    return entries, notes


def _entry(item: os.DirEntry) -> tuple[SaveEntry | None, Text]:
    """The entry of one folder item, or None and why it is not a file to open."""
    try:
        info = os.stat(item.path)  # follows a link; lstat would list the link itself
    except OSError:
        return None, say("files.list.dangling")
    if not stat.S_ISREG(info.st_mode):
        return None, say("files.list.not_ordinary")
    return describe(Path(item.path), info), ""


def clean_temp_files(folder: Path) -> int:
    """Remove what interrupted saves left behind; returns how many were removed."""
    removed = 0
    try:
        with os.scandir(folder) as found:
            leftovers = [item for item in found if item.name.startswith(TEMP_PREFIX)]
    except OSError:
        return 0
    for item in leftovers:
        try:
            if item.is_file(follow_symlinks=False):
                os.unlink(item.path)
                removed += 1
        except OSError:
            pass  # someone else's file or a read-only folder: leaving it harms nothing, it is never listed
    return removed


def move_aside(path: Path) -> Path | None:
    """Rename a broken autosave so the next start does not meet it again; None if that failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        target = path.with_name(f"{BROKEN_PREFIX}{stamp}{'' if n == 0 else f'-{n}'}{SUFFIX}")
        if os.path.lexists(target):
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target
    return None
