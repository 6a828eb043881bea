"""The table in lesson mode: the callout says what to do, only the asked move is lit, the other seats
play their scripted replies, and nothing is ever saved.

The lesson's steps come from `tabletop.lessons.LessonRun`; this scene only
draws them and routes clicks. Every move still goes through the match, so
the engine judges the learner's clicks exactly as in a real game.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.engine.game import GameError, Move
from tabletop.lessons import LessonRun
from tabletop.lessons.lesson_file import DO, READ, REPLY

from ..who import Seating
from .lesson_callout import Callout, lay_out
from .table import TableScene

REPLY_DELAY = 0.9  # seconds before a scripted reply lands, so the learner sees it happen
LESSON_BUTTONS = (("rules", "Rules (F1)"), ("options", "Options (O)"), ("menu", "Leave (Esc)"))
# The switches of the table's Options box that act in a lesson: the others (warnings, forced moves, auto-roll,
# a fixed board) change how a real game is played for people, which a lesson's script decides instead.
LESSON_SWITCHES = ("sound",)


class LessonTableScene(TableScene):
    """A lesson's match at the table, drawn for the learner's seat."""

    def __init__(self, ctx, run: LessonRun):
        self.run = run
        self.replied = None  # a reply just played: its words stay up until Next
        self.reply_wait = 0.0
        self.callout: Callout | None = None
        super().__init__(ctx, run.match, autosave=False)
        self.viewer = run.learner

    # --- what the learner may do -----------------------------------------
    def refresh(self) -> None:
        """Only the move the step asks for is legal at this table (the engine still checks it)."""
        self.viewer = self.run.learner
        asked = self.run.asked() if self.replied is None else None
        self.selection.reset([asked] if asked is not None else [])
        self.dirty = True

    def stage(self) -> str:
        """'do', 'reply', 'read', 'replied' or 'finished': what the callout is waiting for."""
        if self.replied is not None:
            return "replied"
        step = self.run.step
        return "finished" if step is None else step.kind

    def try_sentence(self) -> str:
        """The answer to any click outside the lesson's move."""
        stage = self.stage()
        if stage == DO:
            return f"In this lesson, try {self.run.try_words()}."
        if stage == REPLY:
            return f"In this lesson, wait for {self._reply_name()} to move."
        if stage == "finished":
            return "In this lesson, try a real game next: press Play a real game."
        return "In this lesson, try reading the note, then press Next."

    def _reply_name(self) -> str:
        return Seating(self.match).name(self.run.reply_seat())

    def touch(self, path: str) -> None:
        if self.stage() != DO:
            self.say(self.try_sentence(), error=True)
            return
        outcome = self.selection.click(path, lambda clicks: self.try_sentence())
        self.dirty = True
        if outcome.kind == "refuse":
            self.say(outcome.reason, error=True)
        elif outcome.kind in ("move", "choose"):
            self.play(self.viewer, outcome.moves[0])
        else:
            self.say("")

    def play(self, seat: int, move: Move, confirmed: bool = False) -> None:
        """The learner's move, without the warning box: the lesson already says why it is made."""
        try:
            self.match.play(seat, move)
        except GameError as exc:
            self.say(exc.reason, error=True)
            return
        self.run.played(move)  # the lesson moves on before the table asks it what comes next
        self.sound()
        self.say("")
        self.after_change()

    def press(self, name: str) -> None:
        lesson_actions = {"next": self.next_step, "real_game": self.real_game, "menu": self.to_menu}
        if name in lesson_actions:
            lesson_actions[name]()
        elif name in ("rules", "options", *LESSON_SWITCHES) or (name.startswith("move") and self.stage() == DO):
            super().press(name)
        else:
            self.say(self.try_sentence(), error=True)

    def next_step(self) -> None:
        """Next: past an explanation, or past a reply the learner has now seen."""
        if self.replied is not None:
            self.replied = None
        elif self.stage() == READ:
            self.run.read()
        else:
            self.say(self.try_sentence(), error=True)
            return
        self.say("")
        self.after_change()

    def real_game(self) -> None:
        self.ctx.nav.menu()
        self.ctx.nav.setup(self.game.id)

    def option_rows(self) -> list[tuple[str, str]]:
        """The table's Options box, with the switches that act in a lesson."""
        return [row for row in super().option_rows() if row[0] in LESSON_SWITCHES]

    def on_key(self, event) -> None:
        """Esc leaves, Enter or Space is Next, F1, O and M work; undo, save and hints are not part of a lesson."""
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.stage() in (READ, "replied") and self.choice is None:
                self.next_step()
        elif event.key in (pygame.K_F1, pygame.K_m, pygame.K_o, pygame.K_ESCAPE) and not ctrl:
            super().on_key(event)

    def on_click(self, pos) -> None:
        """An open box (Options) takes the click first; else the callout's buttons, else the table."""
        picked = self.callout.button_at(pos) if self.callout is not None and self.choice is None else None
        if picked is not None:
            self.press(picked)
        else:
            super().on_click(pos)

    # --- the other seats -----------------------------------------------------
    def update(self, dt: float) -> None:
        if self.animating() or self.banner.showing(self.clock):
            self.dirty = True
        self.clock += dt
        if self.stage() != REPLY or self.ctx.scenes.top is not self or self.animating():
            self.reply_wait = 0.0
            return
        self.reply_wait += dt
        if self.reply_wait >= REPLY_DELAY:
            self.reply_wait = 0.0
            step = self.run.step
            played = self.run.play_reply()
            if self.run.step is not step:  # its last move: the words stay up until Next
                self.replied = step
            self.sound()
            self.say(str(played))
            self.after_change()

    def busy(self) -> bool:
        """Frames are needed while a move lands, a banner fades, or a scripted reply is on its way."""
        return self.animating() or self.banner.showing(self.clock) or self.stage() == REPLY

    def show_results(self) -> None:
        """The lesson's end is its own callout, not the results screen."""

    def enter(self) -> None:
        """Nothing to autosave: a lesson is never kept."""

    def exit(self) -> None:
        self.thinker.forget()

    # --- drawing -----------------------------------------------------------
    def table_view(self, state=None) -> dict:
        view = super().table_view(state)
        buttons = [b for b in view["buttons"] if b["name"].startswith("move")]
        for name, label in LESSON_BUTTONS:
            buttons.append({"name": name, "label": label, "enabled": True})
        view["buttons"] = buttons
        return view

    def marks(self, view: dict):
        """Only the asked move is lit: before the first click, its first click (a button, when it is one);
        the choices a table lights from the view itself (flip buttons, previews) only where the move goes."""
        marks = replace(super().marks(view), only=self.asked_paths())
        if self.selection.clicks or self.stage() != DO:
            return marks
        lit = set(self.selection.starts())
        lit.update(f"button/move{i}" for i, _ in enumerate(self.selection.buttons()))
        return replace(marks, targets=frozenset(lit), starts=frozenset())

    def asked_paths(self) -> frozenset[str]:
        """Every place the asked move is made by (none while the lesson waits for a reply or a Next)."""
        moves = self.selection.moves if self.stage() == DO else []
        return frozenset(path for move in moves for clicks in move.targets for path in clicks)

    def callout_words(self) -> tuple[str, str, list[tuple[str, str]]]:
        """(words, zone id, buttons) of the callout for the lesson's present stage."""
        stage = self.stage()
        if stage == "replied":
            return self.replied.say, self.replied.zone, [("next", "Next")]
        if stage == "finished":
            return (self.run.lesson.finish, self._finish_zone(),
                    [("menu", "Menu"), ("real_game", "Play a real game")])
        step = self.run.step
        return step.say, step.zone, [("next", "Next")] if stage == READ else []

    def _finish_zone(self) -> str:
        steps = self.run.lesson.steps
        return steps[-1].zone

    def zone_rect(self, zone_id: str) -> pygame.Rect:
        """Where a layout zone is in the window (the whole table when the layout lacks it)."""
        try:
            zone = self.layout.zone(zone_id, len(self.match.players))
        except KeyError:
            return self.scaler.canvas_rect()
        return self.scaler.to_window(zone.rect)

    def draw_guide(self, surface) -> None:
        """The callout, over the table and under an open box (Options)."""
        words, zone_id, buttons = self.callout_words()
        avoid = tuple(self.zone_rect(zone.id) for zone in self.layout.for_players(len(self.match.players))
                      if zone.kind == "buttons")
        self.callout = lay_out(words, buttons, self.zone_rect(zone_id), surface.get_rect(), avoid)
        self.callout.draw(surface)
