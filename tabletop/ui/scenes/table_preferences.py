"""The table's preferences for people sharing one screen: beginner warnings, keep a turning board one
way, roll for me, play my only move for me.

They are app settings (remembered between runs, never in a save), offered as table buttons only where
they mean something: "Warnings" when the game has beginner warnings (`Game.beginner_warning`), "Board"
when the layout has a zone that turns to the viewer (`orient: viewer`), "Auto-roll" when the game lets
the table make a roll that is a person's only move (`Game.auto_kinds`), "Forced moves" everywhere: any
game can leave a person a single legal move (a run of forced flips, a pass).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from tabletop.engine.game import Game

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
    applies: Callable[[Layout, Game], bool]


def turning_zones(layout: Layout) -> bool:
    return any(zone.orient == "viewer" for zone in layout.zones)


def warns_beginners(game: Game) -> bool:
    return type(game).beginner_warning is not Game.beginner_warning


PREFERENCES = (
    Preference("warnings", "w", "beginner_warnings",
               lambda on: f"Warnings: {'on' if on else 'off'} (W)",
               lambda on: ("Beginner warnings on: the table asks before a move that leaves something open to an "
                           "immediate loss." if on else "Beginner warnings off."),
               lambda layout, game: warns_beginners(game)),
    Preference("board", "b", "fixed_board",
               lambda on: f"Board: {'fixed' if on else 'turns'} (B)",
               lambda on: ("The board stays one way for everyone at the screen (B turns it to each player)."
                           if on else "The board turns to each player in turn (B keeps it one way)."),
               lambda layout, game: turning_zones(layout)),
    Preference("autoroll", "a", "auto_roll",
               lambda on: f"Auto-roll: {'on' if on else 'off'} (A)",
               lambda on: ("Auto-roll is on: the dice are rolled for you when rolling is your only choice "
                           "(never when you may double)." if on else "Auto-roll is off: roll the dice yourself."),
               lambda layout, game: "roll" in game.auto_kinds),
    Preference("forced", "f", "forced_moves",
               lambda on: f"Forced: {'auto' if on else 'ask'} (F)",  # short: it fits a small window's column
               lambda on: ("Forced moves are played for you: when you have exactly one legal move, the table "
                           "makes it after a short pause and says so." if on
                           else "Forced moves: you make every move yourself, even your only one."),
               lambda layout, game: True),
)


def offered(layout: Layout, game: Game) -> list[Preference]:
    """The preferences this table shows."""
    return [pref for pref in PREFERENCES if pref.applies(layout, game)]


def buttons(layout: Layout, game: Game, settings: Settings) -> list[dict]:
    """The table buttons of the preferences offered here, labelled with their state."""
    return [{"name": pref.name, "label": pref.label(getattr(settings, pref.setting)), "enabled": True}
            for pref in offered(layout, game)]


def toggled(settings: Settings, pref: Preference) -> Settings:
    """The settings with one preference switched."""
    return replace(settings, **{pref.setting: not getattr(settings, pref.setting)})


def by_name(layout: Layout, game: Game, name: str) -> Preference | None:
    return next((pref for pref in offered(layout, game) if pref.name == name), None)


def by_key(layout: Layout, game: Game, key: str) -> Preference | None:
    return next((pref for pref in offered(layout, game) if pref.key == key), None)


def shown_zone(zone: Zone, fixed_board: bool) -> Zone:
    """The zone as this table draws it: one that turns to the viewer stays fixed when asked."""
    return replace(zone, orient="fixed") if fixed_board and zone.orient == "viewer" else zone
