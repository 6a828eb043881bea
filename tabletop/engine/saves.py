"""Save files: YAML documents that record a match as seed + moves.

Loading replays every move through the engine, so a damaged or edited file
fails with a message naming the move instead of producing a wrong game. A
save is untrusted input (people share them): it is read through
`datafiles`, which limits its size and depth and refuses anything but plain
data. Writes are atomic: a temporary file is written, synced and renamed,
and the folder is synced after the rename.

The header (game, players, move count...) comes before the moves, so the
Load screen lists a save from its first lines. Each move's text is made once
and kept, so writing a long match costs a join, not a new YAML dump of every
move: the autosave stays cheap however long the match.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
import weakref
from pathlib import Path
from typing import Annotated, Any, Callable, Literal, TypeVar

import msgspec
import yaml

from . import datafiles, program_place, registry, schema
from .datafiles import BrokenAppFile, Limits, printable, system_reason
from .game import GameError, Move
from .schema import MISSING, UNKNOWN, Problem, Record
from .words import Text, Words, say
from .match import COMPUTER, DEFAULT_LEVEL, HUMAN, LEVEL_NAMES, Match, Played, Player

FORMAT = "tabletop-save"
VERSION = 1
LEGACY_AUTOSAVE_NAME = "autosave.yaml"  # the one autosave of earlier versions (now one per match: autosaves.py)
TEMP_PREFIX = ".saving-"
# 16 MB holds well over 100,000 moves; the depth of a save is about six levels.
LIMITS = Limits(max_bytes=16 << 20, max_depth=12, max_nodes=4_000_000, max_scalar=4_000)
HEADER_LIMITS = Limits(max_bytes=64 << 10, max_depth=8, max_nodes=10_000, max_scalar=4_000)
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


# Characters a YAML reader would refuse raw or fold as line breaks: written as \u escapes.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]")


def _flow(value) -> str:
    """One value as YAML flow text: JSON's double-quoted strings are YAML's, once the unsafe
    characters are escaped; about twenty times faster than the YAML emitter for a move's line."""
    if isinstance(value, str):
        return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(value, ensure_ascii=False))
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_flow(str(k))}: {_flow(v)}" for k, v in value.items()) + "}"
    return _flow(str(value))


def _move_line(played: Played) -> str:
    """A move of the history as one line of the save's move list."""
    return f"- {_flow(_entry(played))}\n"


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
    """The YAML text of each move of one match, made once: the history only grows and shrinks at its end."""

    def __init__(self) -> None:
        self.played: list[Played] = []
        self.texts: list[str] = []

    def text(self, history: list[Played]) -> str:
        keep = min(len(self.played), len(history))
        while keep and self.played[keep - 1] is not history[keep - 1]:
            keep -= 1  # undone moves, replaced by others
        del self.played[keep:], self.texts[keep:]
        for played in history[keep:]:
            self.played.append(played)
            self.texts.append(_move_line(played))
        return "".join(self.texts)


_move_texts: "weakref.WeakKeyDictionary[Match, _MoveTexts]" = weakref.WeakKeyDictionary()


def save_text(match: Match) -> str:
    """The whole save file's text; only moves new since the last call are turned into YAML."""
    if match.prepared:
        raise SaveError(say("files.save.prepared"))
    texts = _move_texts.get(match)
    if texts is None:
        texts = _move_texts[match] = _MoveTexts()
    moves = texts.text(match.history)
    return _dump(header_of(match)) + (f"{MOVES_KEY}\n{moves}" if moves else f"{MOVES_KEY} []\n")


def write_save(path: str | os.PathLike, match: Match) -> Path:
    """Write `match` to `path` atomically; raises SaveError on failure."""
    return write_text(path, save_text(match))


def write_text(path: str | os.PathLike, text: str) -> Path:
    """Write a save's text atomically: temp file, sync, rename, then sync the folder."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
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


def read_save(path: str | os.PathLike) -> Match:
    """Load and replay a save; raises SaveError with a message a player can act on."""
    path = Path(path)
    name = printable(path.name)
    if not os.path.lexists(path):
        raise SaveError(say("files.save.none_called", file=name))
    data = datafiles.load(path, LIMITS, SaveError)
    return match_from_dict(data, name)


def read_header(path: str | os.PathLike) -> dict:
    """A save's checked header (game, players, move count, ...) read from its first lines, without
    replaying it; raises SaveError when even that is unusable."""
    path = Path(path)
    name = printable(path.name)
    head = datafiles.read_bytes(path, HEADER_LIMITS.max_bytes, SaveError)
    cut = head.find(f"\n{MOVES_KEY}".encode())
    data = None
    if cut >= 0:
        data = datafiles.parse(datafiles.decode(head[:cut + 1], name, SaveError), name, HEADER_LIMITS, SaveError)
    if not isinstance(data, dict) or not HEADER_KEYS <= data.keys():
        # Keys in another order (edited by hand, or written by a tool that sorts them): the whole file.
        data = datafiles.load(path, LIMITS, SaveError)
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
    kind: Literal[HUMAN, COMPUTER] = HUMAN
    level: Literal[LEVEL_NAMES] = DEFAULT_LEVEL  # saves from before levels play at the default


class _Header(msgspec.Struct, kw_only=True):
    """Everything a save holds but the moves; what it does not name (time stamps) is for people."""

    players: list[_PlayerEntry]
    options: dict | None = None
    move_count: int | None = None
    over: bool = False
    rules_version: Annotated[int, msgspec.Meta(ge=1)] = 1  # checked first with the game (_Game)


class _MoveEntry(msgspec.Struct):
    seat: int
    move: Any = None  # the move's own shape is its game's: Move.from_dict, then the game's shapes
    text: Any = None  # words for people reading the file: the engine words the move anew


class _Save(_Header, kw_only=True):
    seed: int
    moves: list[_MoveEntry]
    rules_version: int = 1  # checked with the game (_Game); an older one replays through Game.saved_under


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
    """Rebuild a match from save data by replaying its moves."""
    name = say("files.save.the_save") if name is None else name
    game, save = _checked(data, name, _Save)
    if not -MAX_SEED < save.seed < MAX_SEED:
        raise SaveError(say("files.save.seed_range", file=name))
    try:
        match = Match(game, _players(save), save.options or {}, save.seed)
    except GameError as exc:
        raise SaveError(say("files.save.cannot_start", file=name, reason=exc.reason),
                        file_at_fault=not isinstance(exc, BrokenAppFile)) from None
    _replay(match, save.moves, save.move_count, name, save.rules_version)
    return match


def _replay(match: Match, moves: list[_MoveEntry], expected: int | None, name: Text, rules_version: int) -> None:
    older = rules_version < match.game.rules_version
    for number, entry in enumerate(moves, start=1):
        try:
            # The words saved beside each move are for people reading the file; the engine words it anew.
            move = Move.from_dict(entry.move)
            steps = match.game.saved_under(rules_version, match.state, entry.seat, move) if older else \
                [(entry.seat, move)]
            for seat, step in steps:
                match.play(seat, step)
        except (GameError, TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            said = entry.text
            said = printable(said, 60) if isinstance(said, str) and said else say("files.save.this_move")
            reason = getattr(exc, "reason", None) or say("files.save.does_not_fit")
            reason = printable(reason, 100) if isinstance(reason, str) else reason
            raise SaveError(say("files.save.refused", file=name, n=number, move=said, reason=reason)) from None
    if expected is not None and expected != len(moves):
        raise SaveError(say("files.save.cut_short", file=name, expected=expected, count=len(moves)))
