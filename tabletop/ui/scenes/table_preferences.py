"""The table's preferences for people sharing one screen: beginner warnings, keep a turning board one
way, roll for me, play my only move for me.

They are app settings (remembered between runs, never in a save), offered as table buttons only where
they mean something: "Warnings" when the game has beginner warnings (`Game.table.beginner_warning`), "Board"
when the layout has a zone that turns to the viewer (`orient: viewer`), "Auto-roll" when the game lets
the table make a roll that is a person's only move (`Game.table.auto_kinds`), "Forced moves" everywhere: any
game can leave a person a single legal move (a run of forced flips, a pass).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from tabletop.engine.game import Game
from tabletop.engine.table_help import no_warning
from tabletop.words import say, text

from ..layout import Layout, Zone
from ..settings import Settings


@dataclass(frozen=True)
class Preference:
    """One switch: its button name and key, the setting it flips, its words, and where it applies."""

    name: str
    key: str
    setting: str
    label: Callable[[bool], str]
    sentence: Callable[[bool], str]
    applies: Callable[[Layout, Game, bool], bool]  # (layout, game, the game keeps its board one way here)


def turning_zones(layout: Layout) -> bool:
    return any(zone.orient == "viewer" for zone in layout.zones)


def warns_beginners(game: Game) -> bool:
    return game.table.beginner_warning is not no_warning


PREFERENCES = (
    Preference("warnings", "w", "beginner_warnings",
               lambda on: say("ui.prefs.warnings_on_button" if on else "ui.prefs.warnings_off_button"),
               lambda on: say("ui.prefs.warnings_on" if on else "ui.prefs.warnings_off"),
               lambda layout, game, kept: warns_beginners(game)),
    Preference("board", "b", "fixed_board",
               lambda on: say("ui.prefs.board_fixed_button" if on else "ui.prefs.board_turns_button"),
               lambda on: say("ui.prefs.board_fixed" if on else "ui.prefs.board_turns"),
               # a board the match keeps one way has nothing to switch
               lambda layout, game, kept: turning_zones(layout) and not kept),
    Preference("autoroll", "a", "auto_roll",
               lambda on: say("ui.prefs.roll_on_button" if on else "ui.prefs.roll_off_button"),
               lambda on: say("ui.prefs.roll_on" if on else "ui.prefs.roll_off"),
               lambda layout, game, kept: "roll" in game.table.auto_kinds),
    Preference("forced", "f", "forced_moves",
               # short on its button: it fits a small window's column
               lambda on: say("ui.prefs.forced_on_button" if on else "ui.prefs.forced_off_button"),
               lambda on: say("ui.prefs.forced_on" if on else "ui.prefs.forced_off"),
               lambda layout, game, kept: True),
)


def offered(layout: Layout, game: Game, kept: bool = False) -> list[Preference]:
    """The preferences this table shows (`kept`: the match keeps its board one way whatever the switch)."""
    return [pref for pref in PREFERENCES if pref.applies(layout, game, kept)]


def buttons(layout: Layout, game: Game, settings: Settings, kept: bool = False) -> list[dict]:
    """The table buttons of the preferences offered here, labelled with their state."""
    return [{"name": pref.name, "label": text(pref.label(getattr(settings, pref.setting))), "enabled": True}
            for pref in offered(layout, game, kept)]


def toggled(settings: Settings, pref: Preference) -> Settings:
    """The settings with one preference switched."""
    return replace(settings, **{pref.setting: not getattr(settings, pref.setting)})


def by_name(layout: Layout, game: Game, name: str, kept: bool = False) -> Preference | None:
    return next((pref for pref in offered(layout, game, kept) if pref.name == name), None)


def by_key(layout: Layout, game: Game, key: str, kept: bool = False) -> Preference | None:
    return next((pref for pref in offered(layout, game, kept) if pref.key == key), None)


def shown_zone(zone: Zone, fixed_board: bool) -> Zone:
    """The zone as this table draws it: one that turns to the viewer stays fixed when asked."""
    return replace(zone, orient="fixed") if fixed_board and zone.orient == "viewer" else zone
