"""Save files: YAML documents that record a match as seed + moves.

Loading replays every move through the engine, so a damaged or edited file
fails with a message naming the move instead of producing a wrong game.
Writes are atomic: a temporary file is written, flushed and renamed.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import yaml

from . import registry
from .game import GameError, Move
from .match import Match, Player, HUMAN, COMPUTER

FORMAT = "tabletop-save"
VERSION = 1
AUTOSAVE_NAME = "autosave.yaml"


class SaveError(Exception):
    """A save that cannot be written or read; the message says what to do."""


# libyaml's C parser and emitter are several times faster; PyYAML falls back to Python without them.
_SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_SafeDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _parse_yaml(text: str):
    """yaml.safe_load with the fastest safe loader available (no object construction, ever)."""
    loader = _SafeLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def default_saves_dir() -> Path:
    """The saves folder: $TABLETOP_SAVES, or `saves/` beside the program."""
    override = os.environ.get("TABLETOP_SAVES")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[2] / "saves"


def autosave_path() -> Path:
    return default_saves_dir() / AUTOSAVE_NAME


def _stamp(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(seconds))


def match_to_dict(match: Match) -> dict:
    """The plain data written to a save file."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game.id,
        "rules_version": match.game.rules_version,
        "options": dict(match.options),
        "players": [{"name": p.name, "kind": p.kind} for p in match.players],
        "seed": match.seed,
        "move_count": len(match.history),
        "moves": [
            {"seat": played.seat, "move": played.move.to_dict(), "text": str(played.move)}
            for played in match.history
        ],
        "created": _stamp(match.created),
        "saved": _stamp(time.time()),
    }


def write_save(path: str | os.PathLike, match: Match) -> Path:
    """Write `match` to `path` atomically; raises SaveError on failure."""
    path = Path(path)
    text = yaml.dump(match_to_dict(match), Dumper=_SafeDumper, sort_keys=False, allow_unicode=True)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".saving-", suffix=".yaml", dir=path.parent)
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
    except OSError as exc:
        raise SaveError(f"Could not save to {path.name}: {exc.strerror or exc}.") from exc
    return path


def read_save(path: str | os.PathLike) -> Match:
    """Load and replay a save; raises SaveError with a message a player can act on."""
    path = Path(path)
    name = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"There is no save called {name}.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"Could not read {name}: {exc}.") from None
    try:
        data = _parse_yaml(text)
    except yaml.YAMLError as exc:
        where = getattr(exc, "problem_mark", None)
        line = f" (line {where.line + 1})" if where is not None else ""
        raise SaveError(f"{name} is damaged: it is not readable YAML{line}.") from None
    return match_from_dict(data, name)


def _field(data: dict, key: str, kind: type | tuple, name: str):
    if key not in data:
        raise SaveError(f"{name} is incomplete: it has no '{key}'.")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise SaveError(f"{name} is damaged: '{key}' has the wrong kind of value.")
    return value


def _players(raw: list, name: str) -> list[Player]:
    players = []
    for i, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise SaveError(f"{name} is damaged: player {i} has no name.")
        kind = entry.get("kind", HUMAN)
        if kind not in (HUMAN, COMPUTER):
            raise SaveError(f"{name} is damaged: player {i} is neither human nor computer.")
        players.append(Player(entry["name"], kind))
    return players


def match_from_dict(data, name: str = "the save") -> Match:
    """Rebuild a match from save data by replaying its moves."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Tabletop save file.")
    version = _field(data, "version", int, name)
    if version > VERSION:
        raise SaveError(
            f"{name} was made by a newer version of Tabletop (save format {version}); "
            f"this version reads format {VERSION} and older. Update Tabletop to open it."
        )
    game_id = _field(data, "game", str, name)
    try:
        game = registry.get(game_id)
    except KeyError:
        raise SaveError(f"{name} is for a game this version does not know: '{game_id}'.") from None
    rules = data.get("rules_version", 1)
    if isinstance(rules, int) and rules > game.rules_version:
        raise SaveError(f"{name} uses newer rules of {game.title} than this version knows.")
    players = _players(_field(data, "players", list, name), name)
    seed = _field(data, "seed", int, name)
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise SaveError(f"{name} is damaged: 'options' is not a list of settings.")
    try:
        match = Match(game, players, options, seed)
    except GameError as exc:
        raise SaveError(f"{name} cannot start its game: {exc.reason}") from None
    _replay(match, _field(data, "moves", list, name), data.get("move_count"), name)
    return match


def _replay(match: Match, moves: list, expected, name: str) -> None:
    for number, entry in enumerate(moves, start=1):
        if not isinstance(entry, dict) or not isinstance(entry.get("seat"), int):
            raise SaveError(f"{name} is damaged at move {number}: it names no seat.")
        try:
            # The words saved beside each move are for people reading the file; the engine words it anew.
            match.play(entry["seat"], Move.from_dict(entry.get("move")))
        except (GameError, TypeError, ValueError, KeyError, IndexError) as exc:
            said = entry.get("text") or "this move"
            reason = getattr(exc, "reason", "it does not fit this game.")
            raise SaveError(
                f"{name} cannot be replayed: move {number} ({said}) is refused: {reason} "
                "The file was edited or is damaged."
            ) from None
    if isinstance(expected, int) and expected != len(moves):
        raise SaveError(
            f"{name} was cut short: it should hold {expected} moves but holds {len(moves)}."
        )
