"""Opening a save: it is read and replayed on a thread of its own while the frames go on.

A long match takes a moment to replay, and a file may be big; the window keeps answering meanwhile. A
panel over the screen that asked says which file opens and, in a long match, how far the replay got;
Esc goes back and the read's outcome is dropped. The match goes to the table; a refusal goes back to
the screen that asked, which says why.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

import pygame

from tabletop.engine.datafiles import printable
from tabletop.engine.match import Match
from tabletop.engine.saves import SaveError, read_save
from tabletop.words import say
from tabletop.words.wording import words

from .. import theme
from ..app import Scene

PANEL_SIZE = (560, 150)  # pixels: the panel over the screen below
PROGRESS_EVERY = 0.25  # seconds between two redraws for the replay's progress (each draws the screen below too)


class Reading:
    """One save read on a thread of its own (`inline`: in the caller's, for tests that step frames by hand)."""

    inline = False

    def __init__(self, path: Path):
        self.path = Path(path)
        self.match: Match | None = None
        self.error: SaveError | None = None
        self.replayed = (0, 0)  # (moves replayed, moves in all), heard now and then from a long replay
        self.done = threading.Event()
        if self.inline:
            self._run()
        else:
            threading.Thread(target=self._run, name="opening", daemon=True).start()

    def _run(self) -> None:
        try:
            self.match = read_save(self.path, progress=self._heard)
        except SaveError as exc:
            self.error = exc
        except Exception as exc:  # noqa: BLE001 -- whatever a file makes the reader do, the app goes on
            self.error = SaveError(say("ui.nav.cannot_show", why=printable(exc, 120)))
        finally:
            self.done.set()

    def _heard(self, done: int, total: int) -> None:
        self.replayed = (done, total)


class OpeningScene(Scene):
    """The panel over the screen that asked for a save, until the save is read."""

    opaque = False

    def __init__(self, ctx, path: Path, opened: Callable[[Match], None], failed: Callable[[SaveError], None]):
        super().__init__(ctx)
        self.reading = Reading(path)
        self.opened, self.failed = opened, failed
        self.shown = (0, 0)
        self.since_shown = 0.0

    def enter(self) -> None:
        if self.reading.done.is_set():  # read already (a small file, or read inline)
            self.finish()

    def busy(self) -> bool:
        return True  # frames come while the thread reads, so its end is seen at once

    def update(self, dt: float) -> None:
        self.since_shown += dt
        if self.reading.replayed != self.shown and self.since_shown >= PROGRESS_EVERY:
            self.shown, self.dirty, self.since_shown = self.reading.replayed, True, 0.0
        if self.reading.done.is_set() and self.ctx.scenes.top is self:
            self.finish()

    def finish(self) -> None:
        """The table for the match read (it replaces every screen), or back to the screen that asked."""
        if self.reading.match is not None:
            self.opened(self.reading.match)
            return
        self.ctx.scenes.pop()
        self.failed(self.reading.error)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.scenes.pop()  # the thread ends by itself; its match is dropped

    def lines(self, width: int) -> list[tuple[str, float, tuple, bool]]:
        """(words, size, colour, bold) of each line of the panel."""
        name = printable(self.reading.path.stem, 60)
        wanted = [(words(say("ui.load.opening", name=name)), 22, theme.INK, True)]
        done, total = self.shown
        if total:
            wanted.append((words(say("ui.load.replayed", done=done, total=total)), 17, theme.INK, False))
        wanted.append((words(say("ui.load.leave")), 15, theme.INK_SOFT, False))
        return [(line, size, colour, bold) for text, size, colour, bold in wanted
                for line in theme.wrap(text, size, width, bold, max_lines=2)]

    def draw(self, surface) -> None:
        width, height = surface.get_size()
        panel = pygame.Rect(0, 0, min(PANEL_SIZE[0], width - 40), PANEL_SIZE[1])
        lines = self.lines(panel.width - 40)
        panel.height = max(panel.height, 40 + sum(theme.font(size, bold).get_linesize() for _, size, _, bold in lines))
        panel.center = (width // 2, height // 2)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 2, border_radius=10)
        y = panel.y + 20
        for line, size, colour, bold in lines:
            image = theme.text(line, size, colour, bold)
            surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
            y += theme.font(size, bold).get_linesize()
