"""Saving a match under a name, and the load screen with clear errors for broken files."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextBox, UITextEntryLine

from tabletop.engine.datafiles import printable
from tabletop.engine.match import Match
from tabletop.engine.save_folder import list_saves
from tabletop.engine.autosaves import autosave_of
from tabletop.engine.saves import SaveError, write_save
from tabletop.words import say, text
from tabletop.words.wording import reason_of

from ..gui import HINT, NOTICE_SIZE, GuiScene, box_words, oid


def safe_file_name(name: str) -> str:
    """A file name from what the player typed: letters (of any script), digits, spaces, -, _ and the
    Japanese middle dot of names like ザ・シングス."""
    cleaned = re.sub(r"[^\w\- ・]+", "", name, flags=re.UNICODE).strip()
    return cleaned[:60]


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
        self.label((x, y, 600, 40), say("ui.save.heading"), "heading")
        y += 60
        self.entry = UITextEntryLine((x, y, 600, 40), manager=self.manager, object_id=oid("#save_name"),
                                     placeholder_text=text(say("ui.save.placeholder")))
        self.entry.set_text(self.suggested_name())
        self.entry.focus()
        y += 60
        self.button((x, y, 180, 46), say("ui.save.save"), "save", self.save)
        self.button((x + 200, y, 180, 46), say("ui.cancel"), "cancel", self.on_escape)
        self.label((x, y + 60, 600, 28), say("ui.save.folder", folder=printable(self.ctx.saves_dir.name, 40)), "hint")
        if self.error:  # height -1: the box grows to the reason's lines, so a long one is read whole
            UITextBox(box_words(printable(text(self.error), 400), 600, NOTICE_SIZE), pygame.Rect(x, y + 92, 600, -1), manager=self.manager,
                      object_id=oid("#notice"), plain_text_display_only=True)

    def suggested_name(self) -> str:
        names = " vs ".join(p.name for p in self.match.players)
        return safe_file_name(f"{text(self.match.game.title)} {names}")

    def on_event(self, event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.save()

    def save(self) -> None:
        name = safe_file_name(self.entry.get_text())
        if not name:
            self.error = say("ui.save.bad_name")
            self.rebuild()
            return
        if name.casefold().startswith("autosave"):  # the app's own names: the menu would take it for a game in progress
            self.error = say("ui.save.autosave_name")
            self.rebuild()
            return
        path = self.ctx.saves_dir / f"{name}.yaml"
        if path.exists() and self.confirm_overwrite != path:
            self.confirm_overwrite = path
            self.error = say("ui.save.exists", name=name)
            self.rebuild()
            self.entry.set_text(name)
            return
        try:
            write_save(path, self.match)
        except SaveError as exc:
            self.error = reason_of(exc)
            self.rebuild()
            return
        self.ctx.scenes.pop()
        self.on_saved(say("ui.save.saved", name=name))


class LoadScene(GuiScene):
    """The saves in the saves folder, listed from their headers; a broken one shows why and nothing is lost."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.error = ""
        self.chosen: Path | None = None
        self.files: dict[str, Path] = {}
        self.notes: list[str] = []

    def enter(self) -> None:
        self.ctx.saver.flush()
        self.read_folder()
        super().enter()

    def read_folder(self) -> None:
        """List the folder once per visit; a resize only lays the same lines out again."""
        entries, self.notes = list_saves(self.ctx.saves_dir)
        self.files = {}
        for entry in entries:
            line = text(entry.line_words())
            while line in self.files:  # two saves with the same name and time stay two lines
                line += " "
            self.files[line] = entry.path

    def build(self, width: int, height: int) -> None:
        x, y, w = 60, 40, width - 120
        self.label((x, y, w, 40), say("ui.menu.load"), "heading")
        y += 56
        list_height = height - y - 200
        UISelectionList((x, y, w, list_height), list(self.files) or [text(say("ui.load.none"))], manager=self.manager,
                        object_id=oid("#saves"))
        y += list_height + 16
        self.button((x, y, 200, 46), say("ui.load.load"), "load", self.load)
        self.button((x + 220, y, 200, 46), say("ui.back"), "back", self.on_escape)
        folder = printable(self.ctx.saves_dir, 90)
        # A deep folder's path wraps onto a second line rather than being cut.
        y = self.fitting_label(x, y + 56, w, text(say("ui.load.hint", folder=folder)), HINT) + 4
        problems = [text(self.error)] if self.error else []
        problems += [text(note) for note in self.notes[:2]]
        problems += [text(say("ui.load.more_skipped", count=len(self.notes) - 2))] if len(self.notes) > 2 else []
        if problems:
            UITextBox(box_words(printable(" ".join(problems), 600), w, NOTICE_SIZE), pygame.Rect(x, y, w, height - y - 10),
                      manager=self.manager, object_id=oid("#notice"), plain_text_display_only=True)

    def on_event(self, event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            self.chosen = self.files.get(event.text)
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self.chosen = self.files.get(event.text)
            self.load()

    def load(self) -> None:
        if self.chosen is None:
            self.error = say("ui.load.choose")
            self.rebuild()
            return
        self.ctx.nav.open_save(self.chosen, autosave_of(self.chosen, self.ctx.saves_dir), self.not_loaded)

    def not_loaded(self, exc: SaveError) -> None:
        """The chosen save cannot be read: the screen says why, and nothing is chosen."""
        self.error = reason_of(exc)
        self.chosen = None
        self.rebuild()
