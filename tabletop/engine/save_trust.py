"""The saves this app wrote itself, moves checked as they were played: those it may replay without
checking every move again.

Loading a save replays its moves through the rules, so an edited or damaged file is refused with the
move that does not fit. In a long match that check is most of the load. So the app marks what it
writes: a digest of the move list keyed with a secret of its own, kept beside the saves (`KEY_FILE`),
over the game, its options, the seats, the seed and every byte of the moves, under these rules (the
app's version and the source of its engine and games). A save whose mark matches was written here,
by these rules, from moves checked when they were played, and nobody has changed a byte of its moves
since: its older moves are replayed without their check (`saves.RECENT` moves at its end are always
checked). A file from another computer, an edited move, another version of the rules: no match, and
every move is checked as before. Without a key (a folder the app may not write) nothing is marked.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import threading
from pathlib import Path
from typing import Any

from . import package_files
from .datafiles import DataFileError, read_bytes

KEY_FILE = ".save-key"  # hidden: the Load list never shows it
_KEY_BYTES = 32
_lock = threading.Lock()
_keys: dict[Path, bytes | None] = {}
_rules: list[bytes] = []


class Marker:
    """The mark of one match's move list, worked out as the list grows: each line is added once."""

    def __init__(self, folder: Path, key: bytes, header: dict):
        self.folder, self.fields = folder, replayed(header)
        self.lines = 0  # how many lines of the move list the mark covers
        self._made = hashlib.blake2b(key=key, digest_size=20, person=b"tabletop-moves")
        self._made.update(rules_fingerprint())
        self._made.update(json.dumps(self.fields, sort_keys=True, ensure_ascii=False, default=str).encode())
        self._made.update(b"\n")

    def add(self, lines: bytes, count: int) -> None:
        """`count` more lines of the move list, as the file holds them."""
        self._made.update(lines)
        self.lines += count

    def mark(self) -> str:
        return self._made.copy().hexdigest()

    def fits(self, folder: Path, header: dict) -> bool:
        """Whether this mark is the one for a save of this match in `folder` (the same key, game, seed...)."""
        return self.folder == Path(folder) and self.fields == replayed(header)


def marker(folder: Path, header: dict) -> Marker | None:
    """A new mark for a save written by this app into `folder`'s saves (None: no key to sign with)."""
    key = _key(Path(folder), make=True)
    return None if key is None else Marker(Path(folder), key, header)


def trusted(folder: Path, header: dict, moves: bytes) -> bool:
    """Whether a save's header and move list carry this app's mark for exactly these moves."""
    given = header.get("checked")
    key = _key(Path(folder), make=False) if isinstance(given, str) else None
    if key is None:
        return False
    made = Marker(Path(folder), key, header)
    made.add(moves, 0)
    return hmac.compare_digest(given, made.mark())


def replayed(header: dict) -> list:
    """What decides a replay besides the moves: the game, its rules' version, the options, the seed, the seats."""
    fields = [header.get(name) for name in ("game", "rules_version", "options", "seed")]
    return fields + [len(header.get("players") or ())]


def rules_fingerprint() -> bytes:
    """What the rules are in this app: its version and the source of its engine and games (a changed
    rule, a fixed bug: moves are checked again). Worked out once."""
    with _lock:
        if not _rules:
            from tabletop import __version__  # here: the package imports the engine

            made = hashlib.blake2b(__version__.encode(), digest_size=20)
            for part in ("engine", "games"):
                _add_sources(made, package_files.package_root() / part)
            _rules.append(made.digest())
        return _rules[0]


def _add_sources(made: Any, folder: Any) -> None:
    """Every Python source under a package folder, in a fixed order (a bundle without them adds nothing)."""
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.is_dir():
            _add_sources(made, entry)
        elif entry.name.endswith(".py"):
            made.update(entry.name.encode())
            made.update(entry.read_bytes())


def _key(folder: Path, make: bool) -> bytes | None:
    """The folder's key: read once, and made when first needed for writing."""
    with _lock:
        key = _keys.get(folder)
        if key is None:
            key = _read_key(folder / KEY_FILE)
            if key is None and make:
                key = _new_key(folder / KEY_FILE)
            if key is not None or make:
                _keys[folder] = key
        return key


def _read_key(path: Path) -> bytes | None:
    try:
        text = read_bytes(path, 4 * _KEY_BYTES).decode("ascii").strip()
        key = bytes.fromhex(text)
    except (DataFileError, UnicodeDecodeError, ValueError):
        return None
    return key if len(key) == _KEY_BYTES else None


def _new_key(path: Path) -> bytes | None:
    """A fresh key in a new file only the user may read (an existing one, made meanwhile, wins)."""
    key = secrets.token_bytes(_KEY_BYTES)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            path.unlink()  # unreadable or damaged: replaced (the saves it marked are checked in full)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _read_key(path)
    except OSError:
        return None
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(key.hex() + "\n")
    return key


def forget() -> None:
    """Forget the keys read (tests that change a folder's key by hand)."""
    with _lock:
        _keys.clear()
