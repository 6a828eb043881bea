"""The table: draws a match from its layout and turns clicks into moves.

The scene never decides what is legal: it asks the engine for the legal
moves of the seat it is drawn for, lets `Selection` match clicks against
their target paths, and shows the engine's reason when a click fits none.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from tabletop.bots.worker import Thinker
from tabletop.engine.game import GameError, Move
from tabletop.engine.words import Text
from tabletop.words import say
from tabletop.engine.match import Match
from tabletop.engine.autosaves import new_autosave_path
from tabletop.engine.saves import save_text

from ..app import Scene
from ..catch_up import CatchUp, missed
from ..clicks import Selection, distinct_outcomes
from ..layout import Scaler, load_layout
from ..motion import Motion
from ..settings import save_settings
from ..sounds import sound_for, sound_sentence
from ..who import Seating
from ..wording import localized, words as in_words
from ..zones import cardface
from . import table_preferences as prefs
from .table_banner import Banner
from .table_computers import COMPUTER_DELAY, ComputerSeats
from .table_drag import TableDrag
from .table_drawing import TableDrawing, _shown
from .table_placing import TablePlacing
from .table_overlays import ChoiceBox, OptionsBox

SCORE_DELAY = 2.5  # seconds a finished game's final position stays before a computer seat starts the next
RESULTS_DELAY = 1.0  # seconds the final position shows, settled, before the results cover it
DOUBLE_CLICK = 0.4  # seconds between two clicks on one place that make a double-click


class TableScene(TableDrawing, TableDrag, TablePlacing, ComputerSeats, Scene):
    """A running match drawn for one viewer seat."""

    def __init__(self, ctx, match: Match, autosave: bool = True, autosave_to=None):
        super().__init__(ctx)
        self.match = match
        self.autosaving = autosave and not match.prepared
        # Each match keeps its own autosave: the one it was continued from, or a new one.
        self.autosave_to = autosave_to or (new_autosave_path(ctx.saves_dir, match.game.id) if self.autosaving else None)
        self.greeting = ""  # words for the person who sits down, said once the curtain (if any) is gone
        self.game = match.game
        self.layout = load_layout(self.game.id)
        self.scaler = Scaler(self.layout.canvas, ctx.size)
        # The person to act, else (a computer seat starts) the first person at the table, never a computer.
        people = [seat for seat, player in enumerate(self.match.players) if not player.is_computer]
        self.viewer = next(s for s in (self._first_human(), *people, 0) if s is not None)
        self.private = True  # the table shows the viewer's own view; False: the public one, turned their way
        self.selection = Selection([])
        self.message, self.message_is_error = "", False
        self.choice: ChoiceBox | None = None
        self.hover: str | None = None
        self.wait = 0.0
        self.delay = COMPUTER_DELAY
        self.results_shown = False
        self.hit_boxes: list[tuple[pygame.Rect, object, object, str]] = []
        self.clock = 0.0  # seconds of update() time, the animations' clock
        self.animations: dict[str, tuple[object, float, float]] = {}  # zone id -> (animation key, start, seconds)
        self.views: dict[tuple, tuple] = {}  # (state id, seat) -> (state, the engine's view): see engine_view
        self.motion = Motion()  # cards and markers flying to where the last move put them
        self.motion_seen: tuple | None = None  # (viewer, private, window size) the motion follows
        self.scratch: pygame.Surface | None = None  # where the position before a move is drawn, unseen
        self.motion_moves = len(match.history)  # moves played when the motion last looked
        self.banner = Banner()  # a short announcement over the table when the stage of the game changes
        self.thinker = Thinker()  # computer seats and hints decide on a worker thread
        self.hinting = None  # the key of a hint being worked out
        self.hint: Move | None = None  # the hinted move, drawn as its click path
        self.results_due = False  # the match is over: the results come once the last move's replay ends
        self.results_wait = 0.0  # seconds the settled final position has been shown
        self.auto_wait = 0.0  # seconds a move the table may make for a person has been waiting
        self.warning_asked: tuple = (None, False)  # (position key, whether the engine warns) for auto_move
        self.chosen: Move | None = None  # a secret pick chosen but not yet confirmed (Game.confirm_kinds)
        self.chosen_path = ""  # the table path it was chosen by, drawn lifted
        self.now = time.monotonic  # the clock double-clicks are timed by (tests give their own)
        self.last_click: tuple[str, float] | None = None  # (path, time) of the last click on the table
        self.catch_up: CatchUp | None = None  # the moves the person at the table missed, shown until a click
        self.caught_up: set[tuple[int, int]] = set()  # (person, moves played) of catch-ups already put away
        self.catch_up_rect: pygame.Rect | None = None
        self.message_rect: pygame.Rect | None = None  # where the message bar was last drawn
        self.numbered_words: dict[int, tuple] = {}  # move index -> (played, its words numbered for a fixed board)
        self.log_kept: tuple = ((), [])  # (what the log's words depend on, [(played, log entry)]): see log_view
        self.refresh()

    # --- whose table is this -------------------------------------------
    def _first_human(self):
        for seat in self.match.to_move():
            if not self.match.players[seat].is_computer:
                return seat
        return None

    def refresh(self) -> None:
        """Re-read legal moves for the viewer and hand over if a new person must act.

        A curtain only comes down before a decision that needs the next person's own secrets, and only
        when someone else may be at the screen; a public decision is shown in the public view, so the
        last person's secrets leave the table with their move and nobody waits on a curtain."""
        acting = self._first_human()
        if acting is not None:
            private = self.game.private_decision(self.match.state, acting) and self._views_differ(acting, None)
            if private and acting != self.viewer:
                if self.play_for(acting):
                    return
                self.curtain(acting)
                return
            self.viewer, self.private = acting, private
        moves = self.match.legal_moves(self.viewer) if acting == self.viewer else []
        self.selection.reset(moves)
        self.chosen, self.swap_from = None, None
        self.catch_up = None
        if acting == self.viewer and (acting, len(self.match.history)) not in self.caught_up:
            self.catch_up = self.worth_catching_up(missed(self.match, acting))
        self.dirty = True

    def play_for(self, seat: int) -> bool:
        """A private decision with one choice (the last card of a hand) is played for its seat when
        someone else is at the screen: nobody needs to come over for it, and nothing of theirs is
        shown. True if it was played."""
        moves = self.match.legal_moves(seat)
        if len(moves) != 1 or self.game.warning(self.match.state, seat, moves[0]):
            return False
        name = Seating(self.match).person(seat)
        self.play(seat, moves[0], confirmed=True)
        if self.ctx.scenes.top is self:  # a curtain that came down since is for the next person: the log tells it
            self.say(say("ui.table.made_for", name=name, move=moves[0].label or str(moves[0])))
        return True

    def worth_catching_up(self, found: CatchUp | None) -> CatchUp | None:
        """What was missed, unless it is one move of a person who shared the open screen: the next person
        watched it land (a computer seat's moves, a run of moves, or a turn behind a curtain are summed up)."""
        if found is None or found.moves > 1 or self.private:
            return found
        mover = self.match.history[-1].seat
        return found if self.match.players[mover].is_computer else None

    def put_away_catch_up(self) -> None:
        """The person has seen what they missed: the panel goes, and does not come back for this turn."""
        if self.catch_up is not None:
            self.caught_up.add((self.catch_up.person, len(self.match.history)))
            self.catch_up, self.catch_up_rect = None, None
            self.dirty = True

    def viewer_sees_secrets(self) -> bool:
        """Whether the viewer's table shows something the public view hides."""
        return self.private and self._views_differ(self.viewer, None)

    def _views_differ(self, a, b) -> bool:
        """Whether seat b would see something seat a must not (or the other way round)."""
        return _shown(self.match.view(a)) != _shown(self.match.view(b))

    def curtain(self, seat: int) -> None:
        """Cover the table until `seat`'s player is at the screen, then draw it for them."""
        self.forget_turn()

        def ready():
            self.viewer, self.private = seat, True
            self.forget_turn()  # the mouse may have moved over the curtain: start the new person clean
            self.refresh()
            if self.greeting:
                self.say(self.greeting)
                self.greeting = ""

        seating = Seating(self.match)
        self.ctx.nav.handover(seating.person(seat), seating.name(seat), ready, self.curtain_words(seat, seating))

    def curtain_words(self, seat: int, seating: Seating) -> str:
        """What the curtain says under the name: why this person is asked, from public facts only (the
        game's `prompt_reason`, else the public status with the person named in it: "Trick 3 of 26: Ann
        (South) leads."), or the game's title while someone else, a computer seat, is still to move."""
        if seat not in self.match.to_move():
            return in_words(self.game.title)
        reason = getattr(self.game, "prompt_reason", None)
        words = reason(self.match.state, seat, seating.name) if reason is not None else ""
        if not words:
            status = localized(self.match.view(None).get("status"))
            words = seating.naming(status, seat) if isinstance(status, str) else ""
        return in_words(words) or in_words(self.game.title)

    def forget_turn(self) -> None:
        """Drop everything of the last person's turn: hover, clicks, a choice box, a hint, the message."""
        self.selection.reset([])
        self.hover, self.choice, self.hint, self.hinting, self.chosen = None, None, None, None, None
        self.drag, self.swap_from = None, None
        self.catch_up, self.catch_up_rect = None, None  # what one person missed is not the next one's
        self.say("")

    # --- lifecycle -------------------------------------------------------
    def enter(self) -> None:
        self.autosave()  # a match is resumable from its first moment, before any move

    def exit(self) -> None:
        self.thinker.forget()
        if not self.autosaving:
            return
        if self.match.is_over():
            # Nothing left to continue: the finished match's autosave goes (a named save keeps a game).
            self.ctx.saver.remove(self.autosave_to)
        else:
            self.autosave()
        self.ctx.last_match, self.ctx.last_autosave = self.match, self.autosave_to

    def resize(self, size) -> None:
        self.scaler.resize(size)
        self.dirty = True

    def busy(self) -> bool:
        return (self.animating() or self.banner.showing(self.clock) or self.hinting is not None or self.results_due or self.auto_move() is not None
                or (self.match.pending_computer_seat() is not None and self.choice is None))

    def idle(self) -> None:
        cardface.warm_faces()  # faces still to come, drawn while people think, not in a move's first frame

    def update(self, dt: float) -> None:
        failed = self.ctx.saver.take_error()
        if failed:
            self.say(say("ui.table.autosave_failed", why=str(failed)), error=True)
        if self.animating() or self.banner.showing(self.clock):
            self.dirty = True  # also the frame after the end, which draws the finished picture
        self.clock += dt
        self.poll_hint()
        self.results_wait = self.results_wait + dt if self.results_due and not self.animating() else 0.0
        if self.results_due and self.results_wait >= RESULTS_DELAY:  # the final position first, then the results
            self.results_due = False
            self.show_results()
        self.play_auto(dt)
        self.play_computer(dt)
    def play(self, seat: int, move: Move, confirmed: bool = False) -> None:
        if not confirmed and not self.match.players[seat].is_computer and self.confirm(seat, move):
            return
        try:
            self.match.play(seat, move)
        except GameError as exc:
            self.say(exc.reason, error=True)
            return
        if not self.match.players[seat].is_computer:
            self.delay = COMPUTER_DELAY  # let the person see their move land before a reply
            self.pause_after_a_game()
        self.sound()
        self.say("")
        self.autosave()
        self.after_change()

    def pause_after_a_game(self) -> None:
        """A game of a longer match just ended: its final position and result stay a while before a
        computer seat starts the next game (people at the table must see how it ended)."""
        if "score" in self.match.last_effects() and any(not p.is_computer for p in self.match.players):
            self.delay = SCORE_DELAY

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

    def confirm(self, seat: int, move: Move) -> bool:
        """Ask first when the engine warns about a move (it can only bust, it ends the muster or the game),
        or, with beginner warnings on, when it leaves something open to an immediate loss; True if asked."""
        state = self.match.state
        warning = self.game.warning(state, seat, move)
        if not warning and self.ctx.settings.beginner_warnings:
            warning = self.game.beginner_warning(state, seat, move)
        if not warning:
            return False
        self.choice = ChoiceBox([move, None], self.ctx.size, title=warning,
                                labels=[say("ui.table.anyway", move=move.label or str(move)), say("ui.cancel")],
                                confirms=True)
        self.say(say("ui.table.confirm_or_cancel"))
        return True

    def after_change(self) -> None:
        self.choice, self.hint = None, None
        if self.match.is_over():
            self.selection.reset([])
            self.dirty = True
            self.results_due = not self.results_shown  # shown by update() once the last move has landed
            return
        self.results_due = False
        self.refresh()

    def show_results(self) -> None:
        if self.results_shown:
            return
        self.results_shown = True
        self.ctx.nav.results(self.match)

    def undo(self) -> None:
        try:
            undone = self.match.undo_turn(self.person())
        except GameError as exc:
            self.say(exc.reason, error=True)
            return
        self.results_shown = False
        self.say(say("ui.table.took_back", move=undone[-1].move.label or str(undone[-1].move)))
        self.autosave()
        self.after_change()

    def person(self) -> int | None:
        """The seat of the person at the keyboard: the viewer, unless the viewer is a computer seat."""
        return None if self.match.players[self.viewer].is_computer else self.viewer

    def autosave(self) -> None:
        """Hand the match's text to the background writer: the frame never waits for the disk."""
        if self.autosaving:
            self.ctx.saver.submit(self.autosave_to, save_text(self.match))

    def greet(self, words: str) -> None:
        """Say `words` to the person at the table: now, or when the curtain in front of it is lifted."""
        if self.ctx.scenes.top is self:
            self.say(words)
        else:
            self.greeting = words

    def say(self, words: Text, error: bool = False) -> None:
        self.message, self.message_is_error = Seating(self.match).with_names(words), error
        self.dirty = True

    # --- input -----------------------------------------------------------
    def handle_event(self, event) -> None:
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
        elif not ctrl and prefs.by_key(self.layout, self.game, pygame.key.name(event.key)):
            self.toggle_preference(prefs.by_key(self.layout, self.game, pygame.key.name(event.key)))
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
            box, picked = self.choice, self.choice.pick(pos)
            self.choice = None
            self.dirty = True
            if isinstance(box, OptionsBox):
                if picked is not None:
                    self.press(picked)
                    self.open_options()  # open again, showing the switch's new state
                return
            if picked is not None:
                self.play(self.viewer, picked, confirmed=box.confirms)
            elif box.confirms:
                self.say("")
            return
        path = self.path_at(pos)
        if path is None:
            if self.selection.clicks:
                self.cancel()
            return
        if path.startswith("button/"):
            self.press(path.removeprefix("button/"))
        else:
            self.touch(path)

    def touch(self, path: str) -> None:
        """A click on the table: one step towards a move (two quick clicks on a piece: its double-click move)."""
        if self.match.is_over():
            self.say(say("ui.table.over"), error=True)
            return
        if self.viewer not in self.match.to_move() or self.match.players[self.viewer].is_computer:
            self.say(say("ui.table.wait"), error=True)
            return
        if self.touch_placed(path) or self.double_clicked(path):
            return
        outcome = self.selection.click(
            path, lambda clicks: self.game.explain(self.match.state, self.viewer, clicks))
        self.dirty = True
        if outcome.kind == "refuse":
            self.say(outcome.reason, error=True)
        elif outcome.kind == "move" and outcome.moves[0].kind in self.game.confirm_kinds:
            self.choose(outcome.moves[0], path)
        elif outcome.kind == "move":
            self.play(self.viewer, outcome.moves[0])
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
        self.say(say("ui.table.chosen", confirm=self.game.confirm_words))

    def confirm_chosen(self) -> None:
        """Make the chosen move: from here on it is final."""
        move, self.chosen = self.chosen, None
        if move is not None:
            self.play(self.viewer, move)

    def double_clicked(self, path: str) -> bool:
        """Whether this click, the second quick one on a piece just picked up, made the engine's
        double-click move for it (a checker borne off); True if it did something."""
        now, last = self.now(), self.last_click
        self.last_click = (path, now)
        if last is None or last[0] != path or now - last[1] > DOUBLE_CLICK or self.selection.clicks != [path]:
            return False
        moves = self.game.double_click_moves(self.match.state, self.viewer, path)
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
        state, seat = self.match.state, self.viewer
        distinct = distinct_outcomes(moves, lambda m: self.game.choice_outcome(state, seat, m))
        useful = [m for m in distinct if not self.game.pointless(state, seat, m)]
        if len(distinct) == 1 or len(useful) == 1:
            self.play(seat, (useful or distinct)[0])
        else:
            self.choice = ChoiceBox(distinct, self.ctx.size)
            self.say(say("ui.table.which"))

    def press(self, name: str) -> None:
        actions = {"undo": self.undo, "save": self.open_save, "rules": self.open_rules,
                   "menu": self.to_menu, "results": self.show_results_again, "hint": self.ask_hint,
                   "sound": self.toggle_sound, "confirm": self.confirm_chosen, "deal": self.deal_rest,
                   "options": self.open_options}
        if name in actions:
            actions[name]()
            return
        preference = prefs.by_name(self.layout, self.game, name)
        if preference is not None:
            self.toggle_preference(preference)
            return
        buttons = self.selection.buttons()
        index = int(name.removeprefix("move")) if name.startswith("move") else -1
        if 0 <= index < len(buttons):
            self.play(self.viewer, buttons[index])

    def option_rows(self) -> list[tuple[str, str]]:
        """(button name, label with its state) of every switch this table offers, sound first."""
        sound = ("sound", in_words(say("ui.sound.on_button" if self.ctx.settings.sound else "ui.sound.off_button")))
        return [sound] + [(b["name"], b["label"]) for b in prefs.buttons(self.layout, self.game, self.ctx.settings)]

    def open_options(self) -> None:
        self.choice = OptionsBox(self.option_rows(), self.ctx.size)
        self.dirty = True

    def toggle_preference(self, preference: prefs.Preference) -> None:
        """Switch a table preference for this run and the next ones, and say what it now does."""
        self.ctx.settings = prefs.toggled(self.ctx.settings, preference)
        save_settings(self.ctx.saver, self.ctx.saves_dir, self.ctx.settings)
        self.auto_wait = 0.0
        self.say(preference.sentence(getattr(self.ctx.settings, preference.setting)))

    def show_results_again(self) -> None:
        self.results_shown = False
        self.show_results()

    def open_save(self) -> None:
        self.ctx.nav.save_as(self.match, on_saved=self.say)

    def open_rules(self) -> None:
        """The rules book at the page for what is happening now (the phase the viewer's view reports)."""
        self.ctx.nav.rules(self.game.id, phase=self.match.view(self.viewer).get("phase"))

    def to_menu(self) -> None:
        self.ctx.nav.menu()

