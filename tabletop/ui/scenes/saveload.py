"""Saving a match under a name, and the load screen with clear errors for broken files."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Callable

import pygame_gui
import yaml
from pygame_gui.elements import UISelectionList, UITextEntryLine

from tabletop import games
from tabletop.engine.match import Match
from tabletop.engine.saves import AUTOSAVE_NAME, SaveError, read_save, write_save

from ..gui import GuiScene, oid


def safe_file_name(name: str) -> str:
    """A file name from what the player typed: letters, digits, spaces, - and _."""
    cleaned = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip()
    return cleaned[:60]


def describe_save(path: Path) -> str:
    """One line for the list: name, game, players, moves, time; or why it is unreadable."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        players = " vs ".join(p.get("name", "?") for p in data.get("players", []))
        game_id = data.get("game", "?")
        title = games.get(game_id).title if game_id in games.ids() else game_id
        return f"{path.stem}  —  {title}, {players}, {len(data.get('moves') or [])} moves  ({when})"
    except Exception:  # any unreadable file is still listed, so the player can see it and get the reason
        return f"{path.stem}  —  unreadable file  ({when})"


class SaveAsScene(GuiScene):
    """Type a name and save the running match into the saves folder."""

    opaque = True

    def __init__(self, ctx, match: Match, on_saved: Callable[[str], None]):
        super().__init__(ctx)
        self.match = match
        self.on_saved = on_saved
        self.error = ""
        self.confirm_overwrite: Path | None = None
        self.entry = None

    def build(self, width: int, height: int) -> None:
        x, y = width // 2 - 300, height // 2 - 140
        self.label((x, y, 600, 40), "Save this game", "heading")
        y += 60
        self.entry = UITextEntryLine((x, y, 600, 40), manager=self.manager, object_id=oid("#save_name"),
                                     placeholder_text="A name for this save")
        self.entry.set_text(self.suggested_name())
        self.entry.focus()
        y += 60
        self.button((x, y, 180, 46), "Save", "save", self.save)
        self.button((x + 200, y, 180, 46), "Cancel", "cancel", self.on_escape)
        self.label((x, y + 60, 600, 28), f"Saves go to the folder {self.ctx.saves_dir.name}/.", "hint")
        if self.error:
            self.label((x, y + 92, 600, 28), self.error, "error")

    def suggested_name(self) -> str:
        names = " vs ".join(p.name for p in self.match.players)
        return safe_file_name(f"{self.match.game.title} {names}")

    def on_event(self, event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.save()

    def save(self) -> None:
        name = safe_file_name(self.entry.get_text())
        if not name or name + ".yaml" == AUTOSAVE_NAME:
            self.error = "Type a name made of letters, digits, spaces, - or _."
            self.rebuild()
            return
        path = self.ctx.saves_dir / f"{name}.yaml"
        if path.exists() and self.confirm_overwrite != path:
            self.confirm_overwrite = path
            self.error = f"A save called '{name}' exists: press Save again to replace it."
            self.rebuild()
            self.entry.set_text(name)
            return
        try:
            write_save(path, self.match)
        except SaveError as exc:
            self.error = str(exc)
            self.rebuild()
            return
        self.ctx.scenes.pop()
        self.on_saved(f"Saved as '{name}'.")


class LoadScene(GuiScene):
    """The saves in the saves folder; a broken one shows why and nothing is lost."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.error = ""
        self.chosen: Path | None = None
        self.files: dict[str, Path] = {}

    def build(self, width: int, height: int) -> None:
        x, y, w = 60, 40, width - 120
        self.label((x, y, w, 40), "Load a saved game", "heading")
        y += 56
        folder = self.ctx.saves_dir
        paths = sorted(folder.glob("*.yaml"), key=lambda p: p.stat().st_mtime, reverse=True) if folder.exists() else []
        self.files = {describe_save(p): p for p in paths}
        list_height = height - y - 180
        UISelectionList((x, y, w, list_height), list(self.files) or ["(no saves yet)"], manager=self.manager,
                        object_id=oid("#saves"))
        y += list_height + 16
        self.button((x, y, 200, 46), "Load", "load", self.load)
        self.button((x + 220, y, 200, 46), "Back", "back", self.on_escape)
        self.label((x, y + 56, w, 28), f"Double-click a save to load it. Folder: {folder}", "hint")
        if self.error:
            self.label((x, y + 88, w, 28), self.error, "error")

    def on_event(self, event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            self.chosen = self.files.get(event.text)
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self.chosen = self.files.get(event.text)
            self.load()

    def load(self) -> None:
        if self.chosen is None:
            self.error = "Choose a save in the list first."
            self.rebuild()
            return
        try:
            match = read_save(self.chosen)
        except SaveError as exc:
            self.error = str(exc)
            self.chosen = None
            self.rebuild()
            return
        from .table import open_table
        open_table(self.ctx, match)
