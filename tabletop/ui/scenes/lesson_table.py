"""The table in lesson mode: the callout says what to do, only the asked move is lit, the other seats
play their scripted replies, and nothing is ever saved.

The lesson's steps come from `tabletop.lessons.LessonRun`; this scene only
draws them and routes clicks. Every move still goes through the match, so
the engine judges the learner's clicks exactly as in a real game. The
callout points at what the learner clicks next, counts the steps, carries
the table's answers to clicks (a lesson has no message bar over the table)
and explains a reply only once it has landed.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.engine.game import Move
from tabletop.lessons import LessonRun
from tabletop.lessons.lesson_file import DO, READ, REPLY, is_place
from tabletop.words import say, text

from ..zones import log as log_zone
from ..zones.buttons import ButtonsDrawer
from .lesson_callout import Callout, Ink, lay_out
from .table import TableScene

REPLY_DELAY = 0.9  # seconds before a scripted reply lands, so the learner sees it happen
LESSON_BUTTONS = (("rules", "ui.buttons.rules"), ("options", "ui.buttons.options"), ("menu", "ui.lesson.leave"))
# The switches of the table's Options box that act in a lesson: the others (warnings, forced moves, auto-roll,
# a fixed board) change how a real game is played for people, which a lesson's script decides instead.
LESSON_SWITCHES = ("sound",)
BUTTON_WEIGHT = 16.0  # how much more the callout minds covering one of the table's buttons than other drawing
NEWEST_WEIGHT = 2.0  # and the newest lines of a log, its lower part: what just happened
HEADING_WEIGHT = 8.0  # and a log's heading: half a "Moves" reads as a broken table
ZONE_WEIGHT = 0.6    # and the rest of the zone a learner's move is made in
STATUS = "status"    # every layout's status panel, which the callout always leaves in view
SHOWN_WEIGHT = 8.0   # and the small things a note may name (a cube, a pip count, a team's card): half of one
                     # reads as a broken table
FIGURE_WEIGHT = 16.0  # and a running figure (a score, a count): as much as a button, so it is never covered
                      # while the callout has another place


class LessonTableScene(TableScene):
    """A lesson's match at the table, drawn for the learner's seat."""

    scripted = True

    def __init__(self, ctx, run: LessonRun):
        self.run = run
        self.replied = None  # a reply just played: its words stay up until Next
        self.reply_wait = 0.0
        self.playing = ""  # the words of the reply's move on the table now
        self.note, self.note_is_error = "", False  # the table's answer to the last click, shown in the callout
        self.callout: Callout | None = None
        self.laid: tuple[tuple, Callout] | None = None  # the callout's last layout and what it was made for
        self.spots: dict[tuple, pygame.Rect | None] = {}  # (path, window size, moves played) -> its rect
        super().__init__(ctx, run.match, autosave=False)

    # --- what the learner may do -----------------------------------------
    @property
    def message(self) -> str:
        """A lesson has no message bar: the table's answers go into the callout (`say`)."""
        return ""

    def refresh(self) -> None:
        """Only the move the step asks for is legal at this table (the engine still checks it)."""
        self.offered = self.session.offer()
        asked = self.run.asked() if self.replied is None else None
        self.selection.reset([asked] if asked is not None else [])
        self.dirty = True

    def stage(self) -> str:
        """'do', 'reply', 'read', 'replied' or 'finished': what the callout is waiting for."""
        if self.replied is not None:
            return "replied"
        step = self.run.step
        return "finished" if step is None else step.kind

    def waiting(self) -> bool:
        """A scripted reply is on its way or still landing: its explanation waits until it has."""
        stage = self.stage()
        return stage == REPLY or (stage == "replied" and self.animating())

    def try_sentence(self) -> str:
        """The answer to any click outside the lesson's move."""
        stage = self.stage()
        if stage == DO:
            return text(say("ui.lesson.try", what=self.run.try_words()))
        if self.waiting():
            return text(say("ui.lesson.wait", name=self._mover_name()))
        if stage == "finished":
            return text(say("ui.lesson.try_real"))
        return text(say("ui.lesson.try_next"))

    def _mover_name(self) -> str:
        """The seat playing the reply now, or the one that just played it."""
        seat = self.run.reply_seat() if self.stage() == REPLY else self.match.history[-1].seat
        return self.session.seating().name(seat)

    def say(self, words, error: bool = False) -> None:
        """The table's answers go into the callout, beside the words the learner is reading, never over
        the table (so the table's message bar stays empty in a lesson)."""
        self.note, self.note_is_error = self.session.said(words), error
        self.dirty = True

    def touch(self, path: str) -> None:
        if self.stage() != DO:
            self.say(self.try_sentence(), error=True)
            return
        outcome = self.selection.click(path, lambda clicks: self.try_sentence())
        self.dirty = True
        if outcome.kind == "refuse":
            self.say(outcome.reason, error=True)
        elif outcome.kind in ("move", "choose"):
            self.play(outcome.moves[0])
        else:
            self.say("")

    def play(self, move: Move, confirmed: bool = False) -> None:
        """The learner's move, without the warning box: the lesson already says why it is made."""
        if not self.session.play(move):
            self.say(self.session.message, error=True)
            return
        self.run.played(move)  # the lesson moves on before the table asks it what comes next
        self.playing = ""
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
        """Next: past an explanation, or past a reply the learner has now seen land."""
        if self.waiting():
            self.say(self.try_sentence(), error=True)
            return
        self.playing = ""
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
            if self.stage() in (READ, "replied") and self.choice is None and not self.waiting():
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
            last = len(self.match.history) - 1  # in the log's words: numbered as the board is
            self.playing = self.log_words(last, self.match.history[last], self.numbered_side()) if last >= 0 \
                else str(played)
            self.say("")
            self.after_change()

    def busy(self) -> bool:
        """Frames are needed while a move lands, a banner fades, or a scripted reply is on its way."""
        return self.animating() or self.banner.showing(self.clock) or self.stage() == REPLY

    def show_results(self) -> None:
        """The lesson's end is its own callout, not the results screen."""

    def enter(self) -> None:
        """Nothing to autosave: a lesson is never kept."""

    def exit(self) -> None:
        self.computers.forget()

    # --- drawing -----------------------------------------------------------
    def table_view(self, state=None) -> dict:
        view = super().table_view(state)
        buttons = [b for b in view["buttons"] if b["name"].startswith("move")]
        for name, key in LESSON_BUTTONS:
            buttons.append({"name": name, "label": text(say(key)), "enabled": True})
        view["buttons"] = buttons
        if self.run.moves_done and not self.match.is_over():
            # The lesson stops mid-game: nobody is to move any more, so the status must not ask anyone to.
            view["status"] = text(say("ui.lesson.moves_done"))
            view["to_move"] = []  # the phase stays: the zones it shows (a trump, the mark piles) stay in sight
            for seat in view.get("players") or []:
                if isinstance(seat, dict) and seat.get("to_move"):
                    seat["to_move"] = False
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

    def callout_words(self) -> tuple[str, str, list[tuple[str, str]], tuple[str, ...]]:
        """(words, zone id, buttons, zones kept clear) of the callout for the lesson's present stage."""
        stage = self.stage()
        if self.waiting():
            step = self.replied or self.run.step
            return text(say("ui.lesson.playing", name=self._mover_name())), step.zone, [], step.keep
        next_button = ("next", text(say("ui.lesson.next")))
        if stage == "replied":
            return self.replied.say, self.replied.zone, [next_button], self.replied.keep
        lesson = self.run.lesson
        if stage == "finished":
            return (lesson.finish, lesson.finish_zone or lesson.steps[-1].zone,
                    [("menu", text(say("ui.menu_button"))), ("real_game", text(say("ui.lesson.real_game")))],
                    lesson.finish_keep)
        step = self.run.step
        return step.say, step.zone, [next_button] if stage == READ else [], step.keep

    def step_heading(self) -> str:
        """'Step 3 of 24' over the callout's words ('Lesson complete' at the end)."""
        if self.stage() == "finished":
            return text(say("ui.lesson.complete"))
        step = self.replied or self.run.step
        return text(say("ui.lesson.step", number=step.number, total=len(self.run.lesson.steps)))

    def zone_rect(self, zone_id: str) -> pygame.Rect:
        """Where a layout zone is in the window (the whole table when the layout lacks it)."""
        try:
            zone = self.layout.zone(zone_id, len(self.match.players))
        except KeyError:
            return self.scaler.canvas_rect()
        return self.scaler.to_window(zone.rect)

    def zone_kind(self, zone_id: str) -> str:
        """A layout zone's kind ('' when the layout lacks it)."""
        try:
            return self.layout.zone(zone_id, len(self.match.players)).kind
        except KeyError:
            return ""

    def keeps_board_fixed(self) -> bool:
        """A lesson's words number the board from the learner's side (White, colour 0, in every lesson with
        a board), so the board never turns to the other side while its seats move."""
        return True

    # --- what the callout points at --------------------------------------------
    def pointer_paths(self) -> frozenset[str]:
        """Where the learner clicks next for the asked move: its first click (a lit button, card or
        square), then the clicks that complete it."""
        if self.stage() != DO:
            return frozenset()
        if self.selection.clicks:
            return self.selection.next_targets()
        buttons = {f"button/move{i}" for i, _ in enumerate(self.selection.buttons())}
        return frozenset(self.selection.starts()) | buttons

    def spot(self, path: str, size: tuple[int, int]) -> pygame.Rect | None:
        """The window rect of a view path as the table drew it this frame (None when it is not drawn)."""
        key = (path, size, len(self.match.history))
        if key not in self.spots:
            if len(self.spots) > 64:
                self.spots.clear()
            self.spots[key] = self._find_spot(path)
        return self.spots[key]

    def _find_spot(self, path: str) -> pygame.Rect | None:
        """Ask the zones' own hit tests where `path` is: a button's own rect, or the bounds of the
        points that hit it."""
        step = max(12, round(24 * self.scaler.scale))  # finer than anything clicked: a card, a square, a point
        for rect, drawer, data, zone_path in reversed(self.hit_boxes):
            shown = drawer.shown(rect, data, zone_path).get(path)
            if shown is not None:  # drawn, but not a place to click: a cube, a team's card
                return pygame.Rect(shown)
            if isinstance(drawer, ButtonsDrawer):
                buttons = _buttons(data)
                for button, box in zip(buttons, drawer.rects(rect, buttons)):
                    if f"button/{button['name']}" == path:
                        return box
            elif not zone_path or path == zone_path or path.startswith(zone_path + "/"):
                found = _bounds(lambda pos: drawer.hit(rect, data, pos, zone_path) == path, rect, step)
                if found is not None:
                    return found
        return None

    def shown_paths(self) -> tuple[str, ...]:
        """What a note names on the table ('at': a card, a point), while the learner reads it."""
        stage = self.stage()
        if stage == "replied" and not self.waiting():
            return self.replied.at
        if stage == "finished":
            return self.run.lesson.finish_at
        return self.run.step.at if stage == READ else ()

    def pointed(self, zone_id: str, size: tuple[int, int]) -> pygame.Rect:
        """What the callout points at: the place the learner clicks next, else what the note names,
        else the step's zone."""
        paths = self.pointer_paths() or frozenset(self.shown_paths())
        # A place with a part that is its own click (a square and the asked colour's chip on it): point
        # at the part, since the square's middle may hold another colour's chip.
        exact = [p for p in sorted(paths) if not any(q.startswith(p + "/") for q in paths)]
        spots = self._spots(exact, size)
        return spots[0].unionall(spots[1:]) if spots else self.zone_rect(zone_id)

    def kept(self, size: tuple[int, int]) -> tuple[pygame.Rect, ...]:
        """What the callout leaves in view: the status (whose turn it is, what is asked: the table's own
        words beside the lesson's), the zones the step names, the places its words name ('at') and the
        places 'keep' names (at any stage), and at the learner's move every place the move is made by;
        without any place, the step's whole zone (the rest of it is only best left in view, see draw_guide).
        A column of buttons is kept clear button by button instead: its empty end may hold the box."""
        _, zone_id, _, keep = self.callout_words()
        keep_ids = {z for z in keep if not is_place(z)}
        keep_ids = {*keep_ids, STATUS} if self.zone_kind(STATUS) else keep_ids
        named = [self.zone_rect(z) for z in sorted(keep_ids) if self.zone_kind(z) != "buttons"]
        held = self._spots(sorted(z for z in keep if is_place(z)), size)  # places 'keep' names, at any stage
        paths = [*sorted(self.asked_paths()), *self.run.step.at] if self.stage() == DO else self.shown_paths()
        places = self._spots(paths, size)
        if places:
            return tuple(named + places + held)
        own = [self.zone_rect(zone_id)] if self.zone_kind(zone_id) != "buttons" else []
        return tuple(own + named + held)

    def _spots(self, paths, size: tuple[int, int]) -> list[pygame.Rect]:
        """The window rects of those of `paths` drawn now."""
        return [spot for spot in (self.spot(path, size) for path in paths) if spot is not None]

    def draw_guide(self, surface) -> None:
        """The callout, over the table and under an open box (Options)."""
        laid = self.callout_layout(surface.get_size())
        # Laid out again only when something it depends on changes, and once more when the table has
        # settled (what is drawn where decides the place): it does not wander while things move.
        key = (surface.get_size(), not self.animating(), *(_plain(value) for value in laid.values()))
        if self.laid is None or self.laid[0] != key:
            self.laid = (key, lay_out(window=surface.get_rect(), ink=Ink(surface), **laid))
        self.callout = self.laid[1]
        self.callout.draw(surface)

    def callout_layout(self, size: tuple[int, int]) -> dict:
        """What the callout is laid out from (`lay_out`'s arguments but the window and its ink): its words
        and buttons, what it points at, what it keeps clear of and what it avoids, weighed, as the table
        is drawn now."""
        words, zone_id, buttons, _ = self.callout_words()
        keep = self.kept(size)
        avoid = tuple((box, BUTTON_WEIGHT) for rect, drawer, data, _ in self.hit_boxes
                      if isinstance(drawer, ButtonsDrawer) for box in drawer.rects(rect, _buttons(data)))
        logs = [rect for rect, drawer, _, _ in self.hit_boxes
                if getattr(getattr(drawer, "zone", None), "kind", "") == "log"]
        avoid += tuple((_newest(rect), NEWEST_WEIGHT) for rect in logs)
        avoid += tuple((pygame.Rect(place), SHOWN_WEIGHT) for rect, drawer, data, path in self.hit_boxes
                       for place in drawer.shown(rect, data, path).values())
        avoid += tuple((figure, FIGURE_WEIGHT) for figure in self.figures())
        avoid += tuple((_heading(rect, self.scaler.scale), HEADING_WEIGHT) for rect in logs)
        if self.zone_rect(zone_id) not in keep and self.zone_kind(zone_id) != "buttons":
            avoid += ((self.zone_rect(zone_id), ZONE_WEIGHT),)  # the move's own zone: best left in view too
        note, error = (self.playing, False) if self.waiting() else (self.note, self.note_is_error)
        return dict(words=words, buttons=buttons, target=self.pointed(zone_id, size), keep=keep, avoid=avoid,
                    heading=self.step_heading(), note=note, note_is_error=error, pieces=self.pieces())

    def figures(self) -> list[pygame.Rect]:
        """Where the table's running figures (a score, a count, the pips) are drawn now."""
        return [pygame.Rect(figure) for rect, drawer, data, path in self.hit_boxes
                for figure in drawer.figures(rect, data, path).values()]

    def pieces(self) -> tuple[pygame.Rect, ...]:
        """Where pieces lie on the table as drawn now: every card, face up or down, and every chip or
        marker the table follows (its motion notes where each was drawn), and what a zone draws as pieces
        of its own (a board's checkers and dice)."""
        followed = [*self.motion.places.values(), *self.motion.backs]
        own = [piece for rect, drawer, data, path in self.hit_boxes for piece in drawer.pieces(rect, data, path)]
        return tuple(pygame.Rect(piece) for piece in followed + own)


def _plain(value):
    """A layout argument as a value that compares by content (rects as tuples), for the layout's key."""
    if isinstance(value, pygame.Rect):
        return tuple(value)
    if isinstance(value, (tuple, list)):
        return tuple(_plain(part) for part in value)
    return value


def _newest(log: pygame.Rect) -> pygame.Rect:
    """The lower part of a log, where its newest lines are."""
    return pygame.Rect(log.left, log.bottom - log.height * 2 // 5, log.width, log.height * 2 // 5)


def _heading(log: pygame.Rect, scale: float) -> pygame.Rect:
    """The top of a log, where its heading is drawn."""
    return pygame.Rect(log.left, log.top, log.width, round((2 * log_zone.PAD + 1.4 * log_zone.TITLE) * scale))


def _buttons(data) -> list[dict]:
    """The buttons a buttons zone draws."""
    return [b for b in data or () if isinstance(b, dict) and "name" in b]


def _bounds(hits, area: pygame.Rect, step: int) -> pygame.Rect | None:
    """The rect of the points in `area` for which `hits(point)` holds: found on a grid of `step`
    pixels, then each edge pushed out pixel by pixel, through its middle, as far as the hits go."""
    points = [(x, y) for y in range(area.top + step // 2, area.bottom, step)
              for x in range(area.left + step // 2, area.right, step) if hits((x, y))]
    if not points:
        return None
    left, right = min(x for x, _ in points), max(x for x, _ in points)
    top, bottom = min(y for _, y in points), max(y for _, y in points)
    middle_x, middle_y = (left + right) // 2, (top + bottom) // 2
    left = _pushed(left, area.left, -1, lambda x: hits((x, middle_y)))
    right = _pushed(right, area.right - 1, 1, lambda x: hits((x, middle_y)))
    top = _pushed(top, area.top, -1, lambda y: hits((middle_x, y)))
    bottom = _pushed(bottom, area.bottom - 1, 1, lambda y: hits((middle_x, y)))
    return pygame.Rect(left, top, right - left + 1, bottom - top + 1)


def _pushed(edge: int, limit: int, way: int, hits) -> int:
    """An edge moved one pixel at a time towards `limit` while the next pixel still hits."""
    while edge != limit and hits(edge + way):
        edge += way
    return edge
