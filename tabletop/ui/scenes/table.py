"""The table: draws what the session offers from the game's layout and turns clicks into intents.

The scene decides nothing about the match: the session (tabletop/session) says what the screen may
show, whose moves it takes and when a curtain comes down; `Selection` matches clicks against the
offered moves' target paths, and a click that fits none shows the engine's reason.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from tabletop.engine.autosaves import new_autosave_path
from tabletop.engine.game import Move
from tabletop.engine.match import Match
from tabletop.engine.saves import autosave_text
from tabletop.engine.words import Text
from tabletop.session import Offer, Session
from tabletop.words import say
from tabletop.words.wording import words as in_words

from ..app import Scene
from ..clicks import Selection, distinct_outcomes
from ..layout import Scaler, load_layout
from ..motion import Motion
from ..settings import save_settings
from ..sounds import sound_for, sound_sentence
from ..zones import cardface
from . import table_preferences as prefs
from .table_banner import Banner
from .table_computers import ComputerTurns
from .table_drag import TableDrag
from .table_drawing import TableDrawing
from .table_hosting import TableHost
from .table_overlays import ChoiceBox, OptionsBox

RESULTS_DELAY = 1.0  # seconds the final position shows, settled, before the results cover it
DOUBLE_CLICK = 0.4  # seconds between two clicks on one place that make a double-click
BUTTON_SETTLE = 0.7  # seconds a button whose action just changed under the pointer takes no click


class TableScene(TableDrawing, TableDrag, Scene):
    """A running match, drawn as its session offers it."""

    scripted = False  # a lesson's table: the other seats play its script, the session never searches for them

    def __init__(self, ctx, match: Match, autosave: bool = True, autosave_to=None):
        super().__init__(ctx)
        self.session = self.new_session(match)
        self.autosaving = autosave and not match.prepared
        # Each match keeps its own autosave: the one it was continued from, or a new one.
        self.autosave_to = autosave_to or (new_autosave_path(ctx.saves_dir, match.game.id) if self.autosaving else None)
        self.saved_changes = -1  # the session's change count last autosaved
        self.game = match.game
        self.layout = load_layout(self.game.id)
        self.scaler = Scaler(self.layout.canvas, ctx.size)
        self.selection = Selection([])
        self.selected_for: tuple | None = None  # (changes, acting seat, moves) the selection was made for
        self.choice: ChoiceBox | None = None
        self.hover: str | None = None
        self.results_shown = False
        self.hit_boxes: list[tuple[pygame.Rect, object, object, str]] = []
        self.clock = 0.0  # seconds of update() time, the animations' clock
        self.animations: dict[str, tuple[object, float, float]] = {}  # zone id -> (animation key, start, seconds)
        self.views: dict[tuple, tuple] = {}  # (state id, seat) -> (state, the engine's view): see engine_view
        self.motion = Motion()  # cards and markers flying to where the last move put them
        self.motion_seen: tuple | None = None  # (seat shown, private, window size) the motion follows
        self.scratch: pygame.Surface | None = None  # where the position before a move is drawn, unseen
        self.motion_moves = len(match.history)  # moves played when the motion last looked
        self.banner = Banner()  # a short announcement over the table when the stage of the game changes
        self.computers = ComputerTurns()  # computer seats and hints decide in the worker process
        self.results_due = False  # the match is over: the results come once the last move's replay ends
        self.results_wait = 0.0  # seconds the settled final position has been shown
        self.chosen: Move | None = None  # a secret pick chosen but not yet confirmed (Game.table.confirm_kinds)
        self.chosen_path = ""  # the table path it was chosen by, drawn lifted
        self.swap_from: str | None = None  # a placed piece picked up to swap with another
        self.now = time.monotonic  # the clock double-clicks are timed by (tests give their own)
        self.last_click: tuple[str, float] | None = None  # (path, time) of the last click on the table
        self.pressed: tuple[int, str, float] | None = None  # (slot, action, time) of the last button pressed
        self.drawn_waiting = False  # the last frame drew a button waiting to settle
        self.buttons_shown: list[dict] = []  # the buttons as last drawn, in their slots
        self.catch_up_rect: pygame.Rect | None = None
        self.message_rect: pygame.Rect | None = None  # where the message bar was last drawn
        self.numbered_words: dict[tuple, tuple] = {}  # (move index, side) -> (played, its words numbered so)
        self.log_kept: tuple = ((), {})  # (what the log's words depend on, {index: (played, log entry)}): log_view
        self.hosting: TableHost | None = None  # the table offered to other computers, while on the stack
        self.offered = self.session.offer()
        self.refresh()

    def new_session(self, match: Match) -> Session:
        """The session this table draws (a table another computer hosts reads its own)."""
        return Session.resume(match, preferences=self.ctx.settings, scripted=self.scripted)

    # --- what the session offers -------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def viewer(self) -> int:
        """The seat the table is laid out for: the one whose side is at the bottom."""
        return self.offered.facing

    @property
    def private(self) -> bool:
        """Whether the table shows a person's own view (else the public one, turned their way)."""
        return self.offered.viewer is not None

    @property
    def catch_up(self):
        return self.offered.catch_up

    @property
    def hint(self) -> Move | None:
        return self.offered.hint

    @property
    def message(self) -> str:
        return self.offered.message

    @property
    def message_is_error(self) -> bool:
        return self.offered.error

    def refresh(self) -> None:
        """Read the session's offer again: the moves the clicks may make, and a curtain to bring down."""
        before, self.offered = self.offered, self.session.offer()
        if self.offered.curtain is not None or before.curtain is not None:
            self.forget_turn()  # nothing of one person's turn survives the curtain, on either side of it
        position = (self.session.changes, self.offered.acting, self.offered.moves)
        if position != self.selected_for:  # moves equal by their parameters may still read otherwise
            self.selected_for = position
            self.selection.reset(list(self.offered.moves))
            self.chosen, self.swap_from = None, None
        elif not self.selection.moves and self.offered.moves:
            self.selection.reset(list(self.offered.moves))
        if self.offered.curtain is not None and self.ctx.scenes.top is self:
            self.ctx.nav.handover(self.offered.curtain, self.lift_curtain)
        self.dirty = True

    def lift_curtain(self, at: float | None = None) -> bool:
        """The person named on the curtain says they are at the screen; True when it lifts."""
        return self.session.lift_curtain(at)

    def person(self) -> int | None:
        """The person at the keyboard (whose moves undo takes back), or None."""
        return self.session.undoer()

    def put_away_catch_up(self) -> None:
        """The person has seen what they missed: the panel goes, and does not come back for this turn."""
        if self.catch_up is not None:
            self.session.put_away_catch_up()
            self.catch_up_rect = None
            self.offered = self.session.offer()
            self.dirty = True

    def forget_turn(self) -> None:
        """Drop everything of the last person's turn: hover, clicks, a choice box, a pick, a drag."""
        self.selection.reset([])
        self.hover, self.choice, self.chosen, self.drag, self.swap_from = None, None, None, None, None
        self.catch_up_rect = None

    # --- lifecycle -------------------------------------------------------
    def enter(self) -> None:
        self.autosave()  # a match is resumable from its first moment, before any move
        if self.hosting is None:
            self.hosting = TableHost.begin(self)
        self.refresh()

    def exit(self) -> None:
        self.computers.forget()
        if self.hosting is not None:
            self.hosting.end()
            self.hosting = None
        if not self.autosaving:
            return
        if self.match.is_over():
            # Nothing left to continue: the finished match's autosave goes (a named save keeps a game).
            self.ctx.saver.remove(self.autosave_to)
        else:
            self.autosave(always=True)
        self.ctx.last_match, self.ctx.last_autosave = self.match, self.autosave_to

    def resize(self, size) -> None:
        self.scaler.resize(size)
        self.dirty = True

    def busy(self) -> bool:
        return (self.animating() or self.banner.showing(self.clock) or self.results_due or self.settling()
                or self.offered.auto is not None or self.session.work() is not None
                or (self.hosting is not None and self.hosting.showing(self.clock)))

    def settling(self) -> bool:
        """Whether a button shown waiting (its action changed under the pointer) is still waiting; the
        table is drawn again while it waits and once more when it takes clicks again, so it never stays
        greyed on an idle screen."""
        pressed = self.pressed
        waiting = (pressed is not None and pressed[0] < len(self.buttons_shown)
                   and self.unsettled(pressed[0], self.buttons_shown[pressed[0]]["action"]))
        if waiting or self.drawn_waiting:
            self.dirty = True
        self.drawn_waiting = waiting
        return waiting

    def idle(self) -> None:
        cardface.warm_faces()  # faces still to come, drawn while people think, not in a move's first frame

    def update(self, dt: float) -> None:
        failed = self.ctx.saver.take_error()
        if failed:
            self.say(say("ui.table.autosave_failed", why=str(failed)), error=True)
        if self.animating() or self.banner.showing(self.clock):
            self.dirty = True  # also the frame after the end, which draws the finished picture
        self.clock += dt
        self.results_wait = self.results_wait + dt if self.results_due and not self.animating() else 0.0
        if self.results_due and self.results_wait >= RESULTS_DELAY:  # the final position first, then the results
            self.results_due = False
            self.show_results()
        if self.ctx.scenes.top is self and self.computers.step(self, dt):
            self.after_change()

    # --- intents ----------------------------------------------------------
    def play(self, move: Move, confirmed: bool = False) -> None:
        """The person's move (made by clicks, a button or a box); asks first when the engine warns."""
        if not confirmed and self.confirm(move):
            return
        played = len(self.match.history)
        if self.session.play(move):
            if len(self.match.history) == played:
                self.refresh()  # a move chosen ahead: kept for its turn, and the screen handed over
            else:
                self.computers.person_moved(self.match)
                self.after_change()
        self.dirty = True
        self.offered = self.session.offer()

    def sound(self) -> None:
        """The sound of the move just played, from what the engine says it did (never from its kind alone)."""
        name = sound_for(self.match.last_effects())
        if name and self.ctx.settings.sound:
            self.ctx.sounds.play(name)

    def toggle_sound(self) -> None:
        """Sound on or off, for this run and the next ones."""
        self.ctx.settings = replace(self.ctx.settings, sound=not self.ctx.settings.sound)
        save_settings(self.ctx.saver, self.ctx.saves_dir, self.ctx.settings)
        self.say(sound_sentence(self.ctx.settings.sound, self.ctx.sounds.available))

    def confirm(self, move: Move) -> bool:
        """Ask first when the engine warns about a move (it can only bust, it ends the muster or the game),
        or, with beginner warnings on, when it leaves something open to an immediate loss; True if asked."""
        warning = self.session.warning(move)
        if not warning:
            return False
        self.choice = ChoiceBox([move, None], self.ctx.size, title=self.session.said(warning),
                                labels=[say("ui.table.anyway", move=self.session.move_words(move)),
                                        say("ui.cancel")],
                                confirms=True)
        self.say(say("ui.table.confirm_or_cancel"))
        return True

    def after_change(self) -> None:
        """The match moved on (or back): the sound, the autosave, the new offer, and the results at the end."""
        self.choice = None
        self.sound()
        self.autosave()
        if self.match.is_over():
            self.selection.reset([])
            self.results_due = not self.results_shown  # shown by update() once the last move has landed
        else:
            self.results_due = False
        self.refresh()

    def show_results(self) -> None:
        if self.results_shown:
            return
        self.results_shown = True
        self.ctx.nav.results(self.match)

    def undo(self) -> None:
        if self.session.undo():
            self.results_shown = False
            self.computers.forget()
            self.after_change()
        self.offered = self.session.offer()
        self.dirty = True

    def autosave(self, always: bool = False) -> None:
        """Hand the match to the background writer when it changed: the writer builds its text and writes
        it, so the frame neither waits for the disk nor works in proportion to the match's length."""
        if self.autosaving and (always or self.saved_changes != self.session.changes):
            self.saved_changes = self.session.changes
            self.ctx.saver.submit(self.autosave_to, autosave_text(self.match))

    def greet(self, words: Text) -> None:
        """Say `words` to the person at the table: now, or once the curtain in front of them lifts."""
        self.session.greet(words)
        self.offered = self.session.offer()

    def say(self, words: Text, error: bool = False) -> None:
        self.session.tell(words, error)
        self.offered = self.session.offer()
        self.dirty = True

    # --- input -----------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.hosting is not None and self.hosting.handle_event(event):
            return
        if self.catch_up is not None and self._puts_away_catch_up(event):
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_click(event.pos)
            self.start_drag(event.pos)  # a press that picked a piece up may carry it (table_drag.py)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.end_drag(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
        elif event.type == pygame.MOUSEMOTION:
            self.move_drag(event.pos)
            hover = self.path_at(event.pos)
            if hover != self.hover:
                self.hover, self.dirty = hover, True

    def _puts_away_catch_up(self, event) -> bool:
        """The person's first click or key puts the catch-up away; True when that is all it does (a click
        on the panel itself, or Esc), False when the click or key then acts on the table as usual."""
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        if not clicked and event.type != pygame.KEYDOWN:
            return False
        on_panel = clicked and self.catch_up_rect is not None and self.catch_up_rect.collidepoint(event.pos)
        self.put_away_catch_up()
        return on_panel or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)

    def on_key(self, event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        preference = None if ctrl else prefs.by_key(self.layout, self.game, pygame.key.name(event.key), self.match_keeps_board())
        if ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_s:
            self.open_save()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_h and not ctrl:
            self.ask_hint()
        elif event.key == pygame.K_m and not ctrl:
            self.toggle_sound()
        elif event.key == pygame.K_o and not ctrl:
            self.open_options()
        elif preference is not None:
            self.toggle_preference(preference)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.chosen is not None:
            self.confirm_chosen()
        elif event.key == pygame.K_ESCAPE:
            if self.choice or self.selection.clicks or self.chosen or self.swap_from:
                self.cancel()
            else:
                self.to_menu()

    def cancel(self) -> None:
        self.choice, self.chosen, self.swap_from = None, None, None
        self.selection.clicks = []
        self.dirty = True

    def on_click(self, pos) -> None:
        if self.choice is not None:
            self.pick_from_box(pos)
            return
        path = self.path_at(pos)
        if path is None or not path.startswith("button/"):
            self.pressed = None  # the pointer went elsewhere: the next click on a button is deliberate
        if path is None:
            if self.selection.clicks:
                self.cancel()
            return
        if path.startswith("button/"):
            if not self.settling_button(path.removeprefix("button/")):
                self.press(path.removeprefix("button/"))
        else:
            self.touch(path)

    def settling_button(self, name: str) -> bool:
        """Whether a click on this button comes too soon after a click that changed what it does (Draw
        became Deal under the pointer): such a click is dropped, so repeated clicks do only what they
        were aimed at. The click is noted for the next one."""
        slot = next((i for i, b in enumerate(self.buttons_shown) if b["name"] == name), None)
        if slot is None or (self.pressed is not None and self.pressed[0] != slot):
            self.pressed = None  # a click on another button: nothing to settle
        if slot is None:
            return False
        action, now = self.button_action(name, self.buttons_shown[slot]["action"]), self.now()
        settling = self.unsettled(slot, action)
        if not settling:
            self.pressed = (slot, action, now)
        return settling

    def button_action(self, name: str, drawn: str) -> str:
        """What a button does now: a move button's move kind as the session offers it this instant (the
        button may not have been drawn since a click in the same frame changed it), else as drawn."""
        buttons = self.selection.buttons()
        index = int(name.removeprefix("move")) if name.startswith("move") and name[4:].isdigit() else -1
        return buttons[index].kind if 0 <= index < len(buttons) else drawn

    def unsettled(self, slot: int, action: str) -> bool:
        """Whether the button in `slot`, now doing `action` (a move's kind, or the button's own name), was
        pressed a moment ago as another action: drawing again after a draw is the same action, dealing
        the next round is not."""
        pressed = self.pressed
        return pressed is not None and pressed[0] == slot and pressed[1] != action and \
            self.now() - pressed[2] < BUTTON_SETTLE

    def pick_from_box(self, pos) -> None:
        """A click while a box is open: a row's move or switch, or (outside) closing the box."""
        box, picked = self.choice, self.choice.pick(pos)
        self.choice = None
        self.dirty = True
        if isinstance(box, OptionsBox):
            if picked is not None and not self.hosting_pressed(picked):
                self.press(picked)
                self.open_options()  # open again, showing the switch's new state
            return
        if picked is not None:
            self.play(picked, confirmed=box.confirms)
        elif box.confirms:
            self.say("")

    def touch(self, path: str) -> None:
        """A click on the table: one step towards a move (two quick clicks on a piece: its double-click move)."""
        if self.session.deciding() is None:
            self.say(self.session.refusal_now(), error=True)
            return
        if self.touch_placed(path) or self.double_clicked(path):
            return
        outcome = self.selection.click(path, self.session.explain)
        self.dirty = True
        if outcome.kind == "refuse":
            self.say(outcome.reason, error=True)
        elif outcome.kind == "move" and outcome.moves[0].kind in self.game.table.confirm_kinds:
            self.choose(outcome.moves[0], path)
        elif outcome.kind == "move":
            self.play(outcome.moves[0])
        elif outcome.kind == "choose":
            self.offer(outcome.moves)
        else:
            self.say("")

    def choose(self, move: Move, path: str) -> None:
        """A move to confirm (a secret pick): the first click chooses it, a click on another piece changes
        the choice, and a second click on the same one makes it."""
        if self.chosen is not None and self.chosen_path == path:
            self.confirm_chosen()
            return
        self.chosen, self.chosen_path = move, path
        self.say(say("ui.table.chosen", confirm=self.game.table.confirm_words))

    def confirm_chosen(self) -> None:
        """Make the chosen move: from here on it is final."""
        move, self.chosen = self.chosen, None
        if move is not None:
            self.play(move)

    def double_clicked(self, path: str) -> bool:
        """Whether this click, the second quick one on a piece just picked up, made the engine's
        double-click move for it (a checker borne off); True if it did something."""
        now, last = self.now(), self.last_click
        self.last_click = (path, now)
        if last is None or last[0] != path or now - last[1] > DOUBLE_CLICK or self.selection.clicks != [path]:
            return False
        moves = self.session.double_click_moves(path)
        if not moves:
            return False
        self.last_click = None
        self.selection.clicks = []
        self.dirty = True
        self.offer(moves)
        return True

    def offer(self, moves) -> None:
        """Several moves share these clicks: ask which, unless the engine says they all end the same
        (then the first, which the engine lists first for a reason: bearing off, the highest die), or only
        one of them does anything (a colour that would only pass)."""
        distinct = distinct_outcomes(moves, self.session.outcome)
        useful = [m for m in distinct if not self.session.pointless(m)]
        if len(distinct) == 1 or len(useful) == 1:
            self.play((useful or distinct)[0])
        else:
            self.choice = ChoiceBox(distinct, self.ctx.size, labels=[self.session.move_words(m) for m in distinct])
            self.say(say("ui.table.which"))

    def press(self, name: str) -> None:
        actions = {"undo": self.undo, "save": self.open_save, "rules": self.open_rules,
                   "menu": self.to_menu, "results": self.show_results_again, "hint": self.ask_hint,
                   "sound": self.toggle_sound, "confirm": self.confirm_chosen, "deal": self.deal_rest,
                   "options": self.open_options}
        if name in actions:
            actions[name]()
            return
        if self.hosting_pressed(name):
            return
        preference = prefs.by_name(self.layout, self.game, name, self.match_keeps_board())
        if preference is not None:
            self.toggle_preference(preference)
            return
        buttons = self.selection.buttons()
        index = int(name.removeprefix("move")) if name.startswith("move") else -1
        if 0 <= index < len(buttons):
            self.play(buttons[index])

    def hosting_pressed(self, name: str) -> bool:
        """Whether `name` is a button or row of the table offered to other computers (and was pressed)."""
        return self.hosting is not None and self.hosting.press(name)

    def ask_hint(self) -> None:
        """Work out what the Normal level would play from the person's own view (never more)."""
        self.session.hint()
        self.offered = self.session.offer()
        self.dirty = True

    def deal_rest(self) -> None:
        """Place the rest of the person's cards for them, legally; they may still swap before confirming."""
        if self.session.deal_rest():
            self.after_change()

    def touch_placed(self, path: str) -> bool:
        """A click on one of the person's own open placements, with nothing else in hand: the first picks
        it up to swap, the second swaps (or puts it down). True when the click was used here."""
        if self.selection.clicks:
            return False
        if path not in self.session.rearrangeable():
            self.swap_from = None
            return False
        if self.swap_from is None or self.swap_from == path:
            self.swap_from = None if self.swap_from == path else path
            self.say(say("ui.table.swap_which") if self.swap_from else "")
            self.dirty = True
            return True
        first, self.swap_from = self.swap_from, None
        if self.session.swap(first, path):
            self.after_change()
        return True

    def option_rows(self) -> list[tuple[str, str]]:
        """(button name, label with its state) of every switch this table offers, sound first."""
        sound = ("sound", in_words(say("ui.sound.on_button" if self.ctx.settings.sound else "ui.sound.off_button")))
        hosting = self.hosting.option_rows() if self.hosting is not None else []
        return [sound] + [(b["name"], b["label"]) for b in prefs.buttons(self.layout, self.game, self.ctx.settings,
                                                                           self.match_keeps_board())] + hosting

    def open_options(self) -> None:
        self.choice = OptionsBox(self.option_rows(), self.ctx.size)
        self.dirty = True

    def toggle_preference(self, preference: prefs.Preference) -> None:
        """Switch a table preference for this run and the next ones, and say what it now does."""
        self.ctx.settings = prefs.toggled(self.ctx.settings, preference)
        save_settings(self.ctx.saver, self.ctx.saves_dir, self.ctx.settings)
        self.session.prefer(self.ctx.settings)
        self.computers.auto_wait = 0.0
        self.say(preference.sentence(getattr(self.ctx.settings, preference.setting)))
        self.refresh()

    def show_results_again(self) -> None:
        self.results_shown = False
        self.show_results()

    def open_save(self) -> None:
        self.ctx.nav.save_as(self.match, on_saved=self.say)

    def open_rules(self) -> None:
        """The rules book at the page for what is happening now (the phase the shown view reports)."""
        self.ctx.nav.rules(self.game.id, phase=self.offered.view.get("phase"))

    def to_menu(self) -> None:
        self.ctx.nav.menu()

    def showing(self, offer: Offer) -> None:
        """Take `offer` as what the table shows now (tests and scenes that arrange the session by hand)."""
        self.offered = offer
        self.refresh()
