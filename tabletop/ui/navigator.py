"""Where the app goes from one screen to the next, in one place, so that no scene imports another.

Every scene reaches the others through `ctx.nav`: the menu opens a setup or
a table, the table opens the results, the save box or the rules, and any of
them goes back to the menu. The navigator finds the scenes in `SCENES`, which
`tabletop.ui.scenes` fills as it is imported: the scenes reach the navigator
through the app's context, so the navigator does not import them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from tabletop.engine.datafiles import printable
from tabletop.engine.words import Text
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import SaveError
from tabletop.lessons import LessonError, LessonRun, load_lesson
from tabletop.session import Curtain
from tabletop.words import say
from tabletop.words.wording import reason_of, words

from .layout import LayoutError, load_layout

# Each scene class by its name here: handover, join, lesson_table, load, menu, opening, remote_table, results, rules,
# save_as, setup, table.
SCENES: dict[str, type] = {}


class Navigator:
    """The app's ways between screens."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx

    def menu(self, notice: Text = "") -> None:
        """Back to the menu alone, with a notice to show if any."""
        self.ctx.scenes.reset(SCENES["menu"](self.ctx, notice=words(notice)))

    def table(self, match: Match, autosave_to: Path | None = None, again_of: Match | None = None) -> None:
        """Make the table the only scene; a broken layout file, or a match that cannot be drawn, goes
        back to the menu with the reason, before the match can become an autosave. `autosave_to`: the
        autosave the match was continued from (a new one otherwise). `again_of`: the match played again,
        whose table, if offered to other computers, stays offered for the new one (the same code and seats)."""
        kept = self._kept_game(autosave_to)
        try:
            scene = SCENES["table"](self.ctx, match, autosave_to=autosave_to)
            scene.draw(pygame.Surface(self.ctx.size))
        except LayoutError as exc:
            self.menu(reason_of(exc))
            return
        except Exception as exc:  # noqa: BLE001 -- whatever a loaded file makes the drawing do, the app goes on
            self.menu(say("ui.nav.cannot_show", why=printable(reason_of(exc), 120)))
            return
        if kept:
            scene.greet(kept)
        hosting = self._hosting_of(again_of)
        if hosting is not None:
            hosting.table.hosting = None  # the table left does not close the door on its way out
            hosting.again(scene)
        self.ctx.scenes.reset(scene)  # a private decision first comes down behind its person's curtain

    def _kept_game(self, autosave_to: Path | None) -> str:
        """The sentence that tells the game just left is still there, when another one replaces it on the table."""
        ctx = self.ctx
        for scene in ctx.scenes.stack:  # a table below the results (Play again) is the game being left
            if isinstance(scene, SCENES["table"]) and scene.autosaving and not scene.match.prepared:
                left, path = scene.match, scene.autosave_to
                break
        else:
            left, path = ctx.last_match, ctx.last_autosave
        if left is None or left.is_over() or path == autosave_to:
            return ""
        return words(say("ui.nav.kept", game=left.game.title))

    def _hosting_of(self, match: Match | None):
        """The host beside the table of `match` on the stack, if any."""
        tables = (scene for scene in self.ctx.scenes.stack if isinstance(scene, SCENES["table"]))
        return next((table.hosting for table in tables if match is not None and table.match is match), None)

    def lesson(self, game_id: str) -> None:
        """A game's guided first game at the table; a broken lesson file goes back to the menu, saying why."""
        try:
            layout = load_layout(game_id)
            zones = {zone.id for count in range(1, 11) for zone in layout.for_players(count)}
            scene = SCENES["lesson_table"](self.ctx, LessonRun(load_lesson(game_id, zones=zones)))
            scene.draw(pygame.Surface(self.ctx.size))
        except (LessonError, LayoutError) as exc:
            self.menu(say("ui.nav.lesson_failed", why=reason_of(exc)))
            return
        except Exception as exc:  # noqa: BLE001 -- a lesson is never worth stopping the app for
            self.menu(say("ui.nav.lesson_failed", why=printable(reason_of(exc), 120)))
            return
        self.ctx.scenes.reset(scene)

    def join(self, client=None) -> None:
        """The Join screen over the menu; with `client` (a table that no longer knows its seat), at its seats."""
        if client is not None:
            self.ctx.scenes.reset(SCENES["menu"](self.ctx))
        self.ctx.scenes.push(SCENES["join"](self.ctx, client))

    def remote_table(self, client) -> None:
        """The table another computer hosts, for the seat `client` holds; a table this app cannot lay out
        goes back to the menu with the reason, and the connection closes."""
        try:
            scene = SCENES["remote_table"](self.ctx, client)
            scene.draw(pygame.Surface(self.ctx.size))
        except Exception as exc:  # noqa: BLE001 -- whatever the host sends, the app goes on
            client.leave()
            self.menu(say("ui.nav.cannot_show", why=printable(reason_of(exc), 120)))
            return
        self.ctx.scenes.reset(scene)

    def setup(self, game_id: str, players: list[Player] | None = None, options: dict | None = None) -> None:
        self.ctx.scenes.push(SCENES["setup"](self.ctx, game_id, players, options))

    def rules(self, game_id: str, phase: str | None = None) -> None:
        """The rules book; from the table, at the first page that explains the current phase."""
        self.ctx.scenes.push(SCENES["rules"](self.ctx, game_id, phase=phase))

    def load(self) -> None:
        self.ctx.scenes.push(SCENES["load"](self.ctx))

    def open_save(self, path: Path, autosave_to: Path | None, failed: Callable[[SaveError], None]) -> None:
        """Read a save off the frame loop, over the screen that asks (Esc goes back), then show its table;
        a save that cannot be read goes to `failed`, on the frame loop again."""
        self.ctx.scenes.push(SCENES["opening"](self.ctx, path, lambda match: self.table(match, autosave_to), failed))

    def save_as(self, match: Match, on_saved: Callable[[str], None]) -> None:
        self.ctx.scenes.push(SCENES["save_as"](self.ctx, match, on_saved=on_saved))

    def results(self, match: Match, result: dict | None = None, again: bool = True) -> None:
        """The end of the match (`result`: as the host sent it, at a table another computer hosts)."""
        self.ctx.scenes.push(SCENES["results"](self.ctx, match, result, again))

    def handover(self, curtain: Curtain, lift: Callable[[], bool]) -> None:
        """The curtain over the table until the person it names says they are there (`lift` says whether
        the session lifted it)."""
        self.ctx.scenes.push(SCENES["handover"](self.ctx, curtain, lift))
