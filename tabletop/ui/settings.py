"""The app's own settings (sound, beginner warnings, and how a board game's table behaves for the
people sharing the screen), kept between runs in a small YAML file. They are preferences, never rules:
a save file holds none of them, so turning one on or off can never change a game or break a save.

The file lives in the saves folder, the app's one folder of user data, under a hidden name:
the Load screen lists the folder's other .yaml files as saves, and skips hidden ones. It is read
through the app's bounded reader like every other file; a missing, broken or hand-mangled file
gives the defaults (a setting with a wrong value gives that setting's default), so a settings
file can never stop the app. Writing goes through the background saver: the frame never waits.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Annotated, Literal

import msgspec
import yaml

from tabletop.engine import datafiles
from tabletop.engine.datafiles import DataFileError, Limits
from tabletop.engine.schema import convert_leniently
from tabletop.words import LANGUAGES, Text, say

log = logging.getLogger(__name__)

SETTINGS_NAME = ".settings.yaml"
FORMAT = "tabletop-settings"
LIMITS = Limits(max_bytes=16 << 10, max_depth=4, max_nodes=500, max_scalar=200)


@dataclass(frozen=True)
class Settings:
    """Every setting with its default; fields the file holds besides these are ignored (a later
    version's settings)."""

    sound: bool = True
    # Beginner warnings (Game.table.beginner_warning): a preference of the people at this computer, not a
    # rule of a match, so it lives here and not in a game's setup options or its saves.
    beginner_warnings: bool = False
    fixed_board: bool = False   # boards that turn to the player to move (orient: viewer) stay one way
    auto_roll: bool = False     # roll for a person when rolling is their only move (no double to weigh)
    forced_moves: bool = False  # play a person's only legal move for them (auto-roll for every kind of move)
    # 'en' or 'ja' once chosen on the menu or with --lang; '' follows the system's locale (as does a
    # language the app does not speak)
    language: Literal[("", *LANGUAGES)] = ""
    # The port a table offered to other computers listens on; 0: a free one the system picks (the
    # invitation shows it). A fixed one suits a firewall opened for it.
    host_port: Annotated[int, msgspec.Meta(ge=0, le=65535)] = 0


def settings_path(saves_dir: Path) -> Path:
    return Path(saves_dir) / SETTINGS_NAME


def load_settings(saves_dir: Path) -> Settings:
    """The app's settings at start-up: a broken file gives the defaults, said once in the log."""
    settings, problem = read_settings(settings_path(saves_dir))
    if problem:
        log.warning("Settings file ignored, the defaults are used: %s", problem)
    return settings


def read_settings(path: Path) -> tuple[Settings, Text]:
    """The settings in `path`, and what was wrong with the file, as a message ("" when nothing, or when it
    is missing)."""
    try:
        if not path.exists():
            return Settings(), ""
    except OSError:
        pass  # a folder this user may not look into: the read below says so
    try:
        data = datafiles.load(path, LIMITS)
    except DataFileError as exc:
        return Settings(), exc.reason
    if not isinstance(data, dict):
        return Settings(), say("files.settings.not_settings", file=datafiles.printable(path.name))
    return from_data(data), ""


def from_data(data: dict) -> Settings:
    """Settings from plain data: unknown names are ignored, a value of the wrong type keeps the default."""
    return convert_leniently(data, Settings)


def settings_text(settings: Settings) -> str:
    """The file's text for `settings`."""
    return yaml.safe_dump({"format": FORMAT, **asdict(settings)}, sort_keys=False)


def save_settings(saver, saves_dir: Path, settings: Settings) -> None:
    """Hand the settings to the background writer (`BackgroundSaver`): a key press never waits for the disk."""
    saver.submit(settings_path(saves_dir), settings_text(settings))
