"""Save files: YAML documents that record a match as seed + moves.

Loading replays every move through the engine, so a damaged or edited file
fails with a message naming the move instead of producing a wrong game. A
save is untrusted input (people share them): it is read through
`datafiles`, which limits its size and depth and refuses anything but plain
data. Writes are atomic: a temporary file is written, synced and renamed,
and the folder is synced after the rename.

The header (game, players, move count...) comes before the moves, so the
Load screen lists a save from its first 64 KB (`read_header`); a save whose
header is not there is listed by its name and read only when chosen. Each
move is one line (`save_lines`), its text made once and kept, so writing a
long match costs a join, not a new YAML dump of every move; the autosave's
text is built on the writer's thread (`autosave_text`), never in a frame.

Reading streams the moves: the header is checked first, then each move is
read and replayed before the next, so a bad move is refused as soon as it is
met, and the limits (`LIMITS`, `MAX_MOVES`) are set from the longest real
match, 20,000 moves of Army Ants (about 3 MB), with room to spare. A save this
app wrote and nobody edited (`save_trust`) replays its older moves without
checking them again; the last `RECENT` moves, and every move of any other
file, are checked.
"""

from __future__ import annotations

import os
import tempfile
import threading
import time
import weakref
from dataclasses import replace
from pathlib import Path
from typing import Annotated, Any, Callable, Literal, TypeVar

import msgspec
import yaml

from . import datafiles, program_place, registry, save_lines, save_trust, schema
from .datafiles import BrokenAppFile, Limits, printable, system_reason
from .game import GameError, Move
from .schema import MISSING, UNKNOWN, Problem, Record
from .words import Text, Words, say
from .match import COMPUTER, DEFAULT_LEVEL, HUMAN, LEVEL_NAMES, REMOTE, Match, Played, Player

FORMAT = "tabletop-save"
VERSION = 1
LEGACY_AUTOSAVE_NAME = "autosave.yaml"  # the one autosave of earlier versions (now one per match: autosaves.py)
TEMP_PREFIX = ".saving-"
# The longest real match, 20,000 moves of Army Ants with the no-attack draw off, saves in about 3 MB (a
# move's line averages 120 to 220 bytes, the longest about 900). A save may hold a quarter more moves, in
# lines of up to 4,000 characters. From another computer every move is checked: 25,000 moves of any game in
# 1.0 to 1.7 s of processor time, of which the garbage collector takes 0.3 to 0.6 s (bench/file_reading.py
# --at-limit): Synchro-gammon checks a move slowest, and The Things, which people really do play on that
# long, takes about 1.4 s. A file that is not one move a line (moves over several lines, as earlier
# versions wrote them) is read whole, up to 150,000 values: about a second's work.
MAX_MOVES = 25_000
LIMITS = Limits(max_bytes=12 << 20, max_depth=12, max_nodes=150_000, max_scalar=4_000)
LINE_LIMITS = replace(LIMITS, max_depth=LIMITS.max_depth - 1)  # a move's line read alone: one level less
HEADER_LIMITS = Limits(max_bytes=64 << 10, max_depth=8, max_nodes=40_000, max_scalar=4_000)
RECENT = 200  # moves at a save's end always checked and worded as they were live, trusted or not (the log's)
PROGRESS_EVERY = 500  # moves between two reports of a long replay's progress
MAX_SEED = 1 << 64
MOVES_KEY = "moves:"
HEADER_KEYS = {"format", "version", "game", "players"}
T = TypeVar("T")


class SaveError(Exception):
    """A save that cannot be written or read; the message says what to do. `file_at_fault` is False
    when the save is fine but the app cannot start its game (one of its own files is broken)."""

    def __init__(self, reason: Text, file_at_fault: bool = True):
        super().__init__(str(reason))
        self.reason = reason  # for a player, in the chosen language; str() is the English
        self.file_at_fault = file_at_fault


_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _dump(data) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True)


def _move_line(played: Played) -> str:
    """A move of the history as one line of the save's move list."""
    return save_lines.move_line(_entry(played))


def default_saves_dir() -> Path:
    """The saves folder: $TABLETOP_SAVES; else `saves/` in the source tree the app runs from; else, installed
    or bundled, the user's data folder (`program_place`)."""
    override = os.environ.get("TABLETOP_SAVES")
    if override:
        return Path(override)
    source = program_place.source_tree()
    return source / program_place.SAVES if source is not None else program_place.user_saves_folder()


def legacy_autosave_path() -> Path:
    """Where earlier versions kept their single autosave; the menu still offers it."""
    return default_saves_dir() / LEGACY_AUTOSAVE_NAME


def _stamp(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(seconds))


def header_of(match: Match) -> dict:
    """Everything a save holds but the moves."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game.id,
        "rules_version": match.game.rules_version,
        "options": dict(match.options),
        "players": [_player_entry(p) for p in match.players],
        "seed": match.seed,
        "created": _stamp(match.created),
        "saved": _stamp(time.time()),
        "over": match.is_over(),
        "move_count": len(match.history),
    }


def _player_entry(player: Player) -> dict:
    entry = {"name": player.name, "kind": player.kind}
    if player.is_computer:
        entry["level"] = player.level
    return entry


def _entry(played: Played) -> dict:
    return {"seat": played.seat, "move": played.move.to_dict(), "text": str(played.move)}


def match_to_dict(match: Match) -> dict:
    """The plain data written to a save file."""
    return {**header_of(match), "moves": [_entry(played) for played in match.history]}


class _MoveTexts:
    """The move list of one match's save as the file holds it, each line made once, and its mark worked out
    as it grows: the history only grows and shrinks at its end. The autosave writer's thread, the frame
    (Save as) and a loader (which hands over the lines it read) may each reach it, so one at a time. Each
    save of a long match then costs a copy of its bytes, not work for every move."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.played: list[Played] = []
        self.ends: list[int] = []  # where each move's line ends in `lines`
        self.lines = bytearray()
        self.marker: save_trust.Marker | None = None  # the mark of the first `marker.lines` lines

    def text(self, history: list[Played], header: dict) -> tuple[bytes, str | None]:
        """The move list's bytes for `history`, and its mark (None without a key)."""
        with self.lock:
            keep = min(len(self.played), len(history))
            while keep and self.played[keep - 1] is not history[keep - 1]:
                keep -= 1  # undone moves, replaced by others
            if keep < len(self.played):
                self._cut(keep)
            for played in history[keep:]:
                self._add(played, _move_line(played).encode())
            return bytes(self.lines), self._mark(header)

    def seed(self, history: list[Played], lines: list[str]) -> None:
        """Take the lines a save held for these moves as their text (its words beside each move included),
        so the first autosave after a load writes no move anew."""
        with self.lock:
            self._cut(0)
            for played, line in zip(history, lines):
                self._add(played, (line + "\n").encode())

    def _cut(self, keep: int) -> None:
        del self.played[keep:], self.ends[keep:]
        del self.lines[self.ends[-1] if self.ends else 0:]
        if self.marker is not None and self.marker.lines > keep:
            self.marker = None  # worked out anew from the start

    def _add(self, played: Played, line: bytes) -> None:
        self.played.append(played)
        self.lines += line
        self.ends.append(len(self.lines))

    def _mark(self, header: dict) -> str | None:
        folder = default_saves_dir()
        if self.marker is None or not self.marker.fits(folder, header):
            self.marker = save_trust.marker(folder, header)
            if self.marker is None:
                return None
        done = self.marker.lines
        self.marker.add(bytes(self.lines[self.ends[done - 1] if done else 0:]), len(self.ends) - done)
        return self.marker.mark()


_move_texts: "weakref.WeakKeyDictionary[Match, _MoveTexts]" = weakref.WeakKeyDictionary()
_texts_lock = threading.Lock()


def _texts_of(match: Match) -> _MoveTexts:
    with _texts_lock:
        texts = _move_texts.get(match)
        if texts is None:
            texts = _move_texts[match] = _MoveTexts()
        return texts


def save_text(match: Match) -> str:
    """The whole save file's text; only moves new since the last call are turned into YAML."""
    return save_bytes(match).decode()


def save_bytes(match: Match) -> bytes:
    """The whole save file, as it is written."""
    if match.prepared:
        raise SaveError(say("files.save.prepared"))
    return _text(match, header_of(match), match.history)


def autosave_text(match: Match) -> Callable[[], bytes | None]:
    """The save's text, to be built later on the autosave writer's thread: what it needs is taken now, in
    the same few steps however long the match (the header, and where the history ends). The text it
    builds is None when the match has moved on meanwhile: a newer one is on its way."""
    if match.prepared:
        raise SaveError(say("files.save.prepared"))
    header, history, count = header_of(match), match.history, len(match.history)
    last = history[-1] if history else None

    def build() -> bytes | None:
        moves = history[:count]  # one step under the interpreter's lock: the frame cannot change it midway
        if len(moves) < count or (moves and moves[-1] is not last):
            return None
        return _text(match, header, moves)
    return build


def _text(match: Match, header: dict, history: list[Played]) -> bytes:
    """A save's text: the header, with the app's mark when it has a key, and the move list."""
    moves, mark = _texts_of(match).text(history, header)
    if moves and mark:
        header = {**header, "checked": mark}
    return _dump(header).encode() + (f"{MOVES_KEY}\n".encode() + moves if moves else f"{MOVES_KEY} []\n".encode())


def write_save(path: str | os.PathLike, match: Match) -> Path:
    """Write `match` to `path` atomically; raises SaveError on failure."""
    return write_text(path, save_bytes(match))


def write_text(path: str | os.PathLike, text: str | bytes) -> Path:
    """Write a save's text (or its UTF-8 bytes) atomically: temp file, sync, rename, then sync the folder."""
    path = Path(path)
    data = text.encode() if isinstance(text, str) else text
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
        _sync_folder(path.parent)
    except OSError as exc:
        why = system_reason(exc)
        raise SaveError(say("files.save.cannot_write", file=printable(path.name), why=why)) from exc
    return path


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable; systems that cannot sync a folder are left as they are."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_save(path: str | os.PathLike, progress: Callable[[int, int], None] | None = None) -> Match:
    """Load and replay a save; raises SaveError with a message a player can act on. `progress` hears
    (moves replayed, moves in all) now and then while a long move list replays."""
    path = Path(path)
    name = printable(path.name)
    if not os.path.lexists(path):
        raise SaveError(say("files.save.none_called", file=name))
    text = datafiles.read_text(path, LIMITS, SaveError)
    moves = save_lines.split(text)
    header = None if moves is None else _header_apart(moves, name)
    if header is None:
        return match_from_dict(datafiles.parse(text, name, LIMITS, SaveError), name)
    return _streamed(header, moves, name, progress)


def _header_apart(moves: save_lines.MoveList, name: str) -> dict | None:
    """The header of a save written one move a line, read on its own; None when it is not one (too
    large, not a mapping, a second move list): the whole-file reader then says what is wrong."""
    if len(moves.header) > HEADER_LIMITS.max_bytes:
        return None
    try:
        data = datafiles.parse(moves.header, name, HEADER_LIMITS, SaveError, moves.header_line)
    except SaveError:
        return None
    return data if isinstance(data, dict) and "moves" not in data else None


def read_header(path: str | os.PathLike) -> dict | None:
    """A save's checked header (game, players, move count, ...) read from its first 64 KB at most, without
    replaying it; None when it is not there (a larger file with its keys in another order: it is read
    when chosen). Raises SaveError when the file is unusable."""
    path = Path(path)
    name = printable(path.name)
    head = datafiles.read_bytes(path, HEADER_LIMITS.max_bytes, SaveError)
    cut = head.find(f"\n{MOVES_KEY}".encode())
    data = None
    if cut >= 0:
        data = datafiles.parse(datafiles.decode(head[:cut + 1], name, SaveError), name, HEADER_LIMITS, SaveError)
    if not isinstance(data, dict) or not HEADER_KEYS <= data.keys():
        if len(head) >= HEADER_LIMITS.max_bytes:
            return None
        # Keys in another order (edited by hand, or written by a tool that sorts them): the whole small file.
        data = datafiles.parse(datafiles.decode(head, name, SaveError), name, HEADER_LIMITS, SaveError)
    game, header = _checked(data, name, _Header)
    return {"game": game, "players": _players(header), "moves": header.move_count, "over": header.over}


class _Format(msgspec.Struct):
    """What a file says it is, read first: a newer format may change everything else."""

    format: Literal[FORMAT]
    version: int


class _Game(msgspec.Struct):
    """The game a save is for, read next: its rules decide what the moves may be."""

    game: str
    rules_version: Annotated[int, msgspec.Meta(ge=1)] = 1


class _PlayerEntry(Record):
    name: str
    kind: Literal[HUMAN, COMPUTER, REMOTE] = HUMAN  # saves from before remote seats hold none
    level: Literal[LEVEL_NAMES] = DEFAULT_LEVEL  # saves from before levels play at the default


class _Header(msgspec.Struct, kw_only=True):
    """Everything a save holds but the moves; what it does not name (time stamps) is for people."""

    players: list[_PlayerEntry]
    options: dict | None = None
    move_count: int | None = None
    over: bool = False
    rules_version: Annotated[int, msgspec.Meta(ge=1)] = 1  # checked first with the game (_Game); an older one
    # replays through Game.saved_under
    checked: Any = None  # the app's mark on its own moves (save_trust): compared, never shown


class _MoveEntry(msgspec.Struct):
    seat: int
    move: Any = None  # the move's own shape is its game's: Move.from_dict, then the game's shapes
    text: Any = None  # words for people reading the file: the engine words the move anew


class _Save(_Header, kw_only=True):
    seed: int
    moves: list[_MoveEntry]


def _checked(data: Any, name: Text, shape: type[T]) -> tuple[Any, T]:
    """The game a save is for and its data as `shape`, checked in the order that names the real
    problem first: what the file is, which game, then the rest."""
    refuse = _refusal(data, name)
    version = schema.convert(data, _Format, refuse).version
    if version > VERSION:
        raise SaveError(say("files.save.newer_format", file=name, version=version, known=VERSION))
    game = _known_game(schema.convert(data, _Game, refuse), name)
    return game, schema.convert(data, shape, refuse)


def _refusal(data: Any, name: Text) -> Callable[[Problem], SaveError]:
    """The error for the first problem in a save's data."""
    def refuse(problem: Problem) -> SaveError:
        return SaveError(_save_words(problem, data, name))
    return refuse


def _save_words(problem: Problem, data: Any, name: Text) -> Words:
    """What a problem in a save means to its reader."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return say("files.save.not_a_save", file=name)
    path, field = problem.path, problem.field()
    if len(path) >= 2 and path[0] in ("players", "moves"):
        return _entry_words(problem, data, name)
    if field in ("rules_version", "options") and problem.kind != MISSING:
        return say("files.save." + ("options" if field == "options" else "bad_rules_version"), file=name)
    if problem.kind == MISSING:
        return say("files.save.missing_field", file=name, field=field)
    return say("files.save.wrong_kind", file=name, field=field)


def _entry_words(problem: Problem, data: dict, name: Text) -> Words:
    """What a problem in one player or one move of a save means."""
    field, number = problem.field(), problem.path[1] + 1
    if problem.path[0] == "moves":
        return say("files.save.no_seat", file=name, n=number)
    if problem.kind == UNKNOWN:
        return say("files.save.player_fields", file=name, n=number)
    if field == "kind":
        return say("files.save.player_kind", file=name, n=number)
    if field == "level":
        level = schema.value_at(data, problem.path)
        return say("files.save.player_level", file=name, n=number, level=printable(level, 20))
    return say("files.save.player_no_name", file=name, n=number)


def _known_game(record: _Game, name: Text):
    try:
        game = registry.get(record.game)
    except KeyError:
        raise SaveError(say("files.save.unknown_game", file=name, game=printable(record.game, 40))) from None
    if record.rules_version > game.rules_version:
        raise SaveError(say("files.save.newer_rules", file=name, game=game.title))
    return game


def _players(header: _Header) -> list[Player]:
    return [Player(entry.name, entry.kind, entry.level) for entry in header.players]


def match_from_dict(data, name: Text | None = None) -> Match:
    """Rebuild a match from save data by replaying its moves, every one checked."""
    name = say("files.save.the_save") if name is None else name
    game, save = _checked(data, name, _Save)
    match = _new_match(game, save, name)
    for number, entry in enumerate(save.moves, start=1):
        _replay(match, entry, number, name, save.rules_version, trusted=False)
    _check_count(save.move_count, len(save.moves), name)
    return match


def _streamed(header: dict, moves: save_lines.MoveList, name: str, progress) -> Match:
    """A save written one move a line: the header checked first, then each move read and replayed before the
    next, so the first bad one is refused at once. The older moves of an unedited save of this app's own
    are trusted (save_trust)."""
    game, save = _checked({**header, "moves": []}, name, _Save)
    lines = moves.lines
    if len(lines) > MAX_MOVES:
        raise SaveError(say("files.save.too_many_moves", file=name, count=MAX_MOVES))
    match = _new_match(game, save, name)
    trusted = len(lines) - RECENT if save_trust.trusted(default_saves_dir(), header, moves.moves.encode()) else 0
    all_ours = True
    for number, (data, ours) in enumerate(save_lines.entries(moves, name, LINE_LIMITS, SaveError), start=1):
        entry = schema.convert(data, _MoveEntry, _entry_refusal(header, name, number))
        _replay(match, entry, number, name, save.rules_version, trusted=number <= trusted)
        all_ours = all_ours and ours
        if progress is not None and number % PROGRESS_EVERY == 0:
            progress(number, len(lines))
    _check_count(save.move_count, len(lines), name)
    if all_ours:
        _texts_of(match).seed(match.history, lines)
    return match


def _new_match(game, save: _Save, name: Text) -> Match:
    """The match a save starts from: its game, players, options and seed, before any move."""
    if not -MAX_SEED < save.seed < MAX_SEED:
        raise SaveError(say("files.save.seed_range", file=name))
    try:
        return Match(game, _players(save), save.options or {}, save.seed)
    except GameError as exc:
        raise SaveError(say("files.save.cannot_start", file=name, reason=exc.reason),
                        file_at_fault=not isinstance(exc, BrokenAppFile)) from None


def _entry_refusal(header: dict, name: Text, number: int) -> Callable[[Problem], SaveError]:
    """The error for the first problem in the `number`-th move's entry, as a whole-file check words it."""
    def refuse(problem: Problem) -> SaveError:
        whole = Problem(problem.kind, ("moves", number - 1, *problem.path), problem.name)
        return SaveError(_save_words(whole, header, name))
    return refuse


def _replay(match: Match, entry: _MoveEntry, number: int, name: Text, rules_version: int, trusted: bool) -> None:
    """Play one move of a save, checked by the rules unless `trusted`; a refusal names the move. A move saved
    under older rules plays as the game says it plays now (Game.saved_under)."""
    try:
        # The words saved beside each move are for people reading the file; the engine words it anew.
        move = Move.from_dict(entry.move)
        older = rules_version < match.game.rules_version
        steps = match.game.saved_under(rules_version, match.state, entry.seat, move) if older else [(entry.seat, move)]
        for seat, step in steps:
            if trusted and not older:
                match.replay(seat, step)
            else:
                match.play(seat, step)
    except (GameError, TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        said = entry.text
        said = printable(said, 60) if isinstance(said, str) and said else say("files.save.this_move")
        reason = getattr(exc, "reason", None) or say("files.save.does_not_fit")
        reason = printable(reason, 100) if isinstance(reason, str) else reason
        raise SaveError(say("files.save.refused", file=name, n=number, move=said, reason=reason)) from None


def _check_count(expected: int | None, count: int, name: Text) -> None:
    if expected is not None and expected != count:
        raise SaveError(say("files.save.cut_short", file=name, expected=expected, count=count))
