"""Drawing the table: the view the scene adds to (log, buttons), the marks, the zones, the overlays.

A mixin of `TableScene`: it reads the scene's match, viewer, selection and clock, and draws from the
engine's views only.
"""

from __future__ import annotations

import pygame

from tabletop.engine import table_help
from tabletop.engine.saves import RECENT
from tabletop.session.naming import NAMING, Seating
from tabletop.session.screen import turning
from tabletop.session.view_paths import resolve
from tabletop.words import current, say
from tabletop.words.wording import localized, words as in_words

from .. import motion, theme
from ..zones import DRAWERS, snapshots
from ..zones.base import Marks
from ..zones.log import LogDrawer, LogLines
from ..zones.panel import seat_paint
from . import table_preferences as prefs
from .table_overlays import draw_catch_up, lay_message, message_room, room_below, talk_gap, talk_rooms

VIEWS_KEPT = 8  # engine views kept: the present position and the one before it, for a few viewers
# The newest moves the log is handed: far more than any log panel shows, and no more than a loaded save
# replays worded as they were live (older moves of a trusted save are worded only when first shown).
LOG_KEPT = RECENT
ANIMATION_SECONDS = 0.35  # a drawer's replay of what changed (a checker gliding), so others' moves can be followed
CATCH_UP_SPARE = (300, 200)  # canvas units: the catch-up's room where a layout names none and shows no log
BANNER_ZONE = "status"  # the zone a new stage is announced over: the panel that says what stage it is
APP_BUTTONS = ("hint", "undo", "save", "rules", "options", "menu")  # their words: ui.buttons.<name>


class TableDrawing:
    """What the table shows and where a point on it leads."""

    app_buttons = APP_BUTTONS  # the table's own buttons, after the moves'
    seating_kept: tuple | None = None  # (the view's naming parts, players and language, the Seating of them)

    def table_view(self, state=None) -> dict:
        """The view the session offers, turned to the seat the table faces, plus what the scene adds: the
        log and the buttons (of `state`, default the present one: the motion draws the same seat's view
        of the position before a move, to learn where things were)."""
        state = self.match.state if state is None else state
        shown = self.offered.viewer
        view = dict(self.engine_view(state, shown))
        if shown is None:  # the public table: nobody's secrets on it, only its orientation
            view.update(turning(self.engine_view(state, self.viewer)))
        side = self.numbered_side()
        if side is not None:  # a board kept one way stays so while other seats move and decide
            view["viewer_colour"] = side
        seating = self.seating_of(view)
        view["people"] = seating.people()
        view["log"] = self.log_view(view, seating)
        if isinstance(view.get("status"), str):
            view["status"] = seating.with_names(view["status"])
        buttons = [{"name": f"move{i}", "label": self.session.move_words(m), "enabled": True, "action": m.kind}
                   for i, m in enumerate(self.selection.buttons())]
        if self.session.fill():  # help setting out a hidden army: first, where the eye starts
            buttons.insert(0, {"name": "deal", "label": in_words(say("ui.buttons.deal")), "enabled": True})
        if self.chosen is not None:  # a choice waiting to be made final comes first
            buttons.insert(0, {"name": "confirm", "label": in_words(say("ui.buttons.confirm", confirm=self.game.table.confirm_words)),
                               "enabled": True})
        if self.hosting is not None:  # handing a seat to a computer, while the table waits for it
            buttons = self.hosting.buttons() + buttons
        for name in self.app_buttons:
            enabled = self.session.undo_refusal() is None if name == "undo" else True
            buttons.append({"name": name, "label": in_words(say(f"ui.buttons.{name}")), "enabled": enabled})
        if self.match.is_over():
            buttons.insert(0, {"name": "results", "label": in_words(say("ui.buttons.results")), "enabled": True})
        for slot, button in enumerate(buttons):  # one whose action just changed under the pointer waits
            button.setdefault("action", button["name"])
            if self.unsettled(slot, button["action"]):
                button["enabled"] = False
        view["buttons"] = buttons
        if state is self.match.state:
            self.buttons_shown = buttons
        return view

    def log_view(self, view: dict, seating: Seating) -> LogLines:
        """The newest LOG_KEPT moves' log entries (no log panel shows as many), each worked out once: they are
        worded again only when the names, seat words or colours, or the numbering side change. A frame's
        work stays the same however long the match."""
        side = self.numbered_side()
        depends = (side, tuple(seating.names), tuple(seating.labels), tuple(seating.roles), seating.numbered,
                   repr(view.get("seats")), repr(view.get("seat_colours")))
        if self.log_kept[0] != depends:
            self.log_kept = (depends, {})
        kept = self.log_kept[1]  # history index -> (played, log entry)
        history = self.match.history
        first = max(0, len(history) - LOG_KEPT)
        entries = []
        for index in range(first, len(history)):
            played = history[index]
            found = kept.get(index)
            if found is None or found[0] is not played:  # a move taken back (or another line of play): anew
                found = kept[index] = (played, log_entry(view, seating, played.seat, self.log_words(index, played, side)))
            entries.append(found[1])
        if len(kept) > 2 * LOG_KEPT:
            self.log_kept = (depends, {i: kept[i] for i in range(first, len(history)) if i in kept})
            self.numbered_words = {key: w for key, w in self.numbered_words.items() if key[0] >= first}
        return LogLines(entries, first)

    def engine_view(self, state, seat) -> dict:
        """The engine's view of `state` for `seat`, asked once per state: a view is a pure function of an
        immutable state, and some cost a move generation (a status sentence), too much for every frame
        of a move's motion."""
        kept = self.views.get((id(state), seat))
        if kept is None or kept[0] is not state:  # the state is held, so its id is not reused meanwhile
            if len(self.views) >= VIEWS_KEPT:
                self.views.clear()
            people = self.session.seating().reading  # the seats a message names, read as their people
            kept = self.views[(id(state), seat)] = (state, localized(self.seat_view(state, seat), people))
        return kept[1]

    def seat_view(self, state, seat) -> dict:
        """What `seat` sees of `state`, its words not yet worded (a table another computer hosts: as sent)."""
        return self.game.view(state, seat)

    def numbered_side(self) -> int | None:
        """The colour at the bottom of a board that turns to its player, whose numbers the board shows and
        the log and hints use for every move (the session decides it); None without such a board."""
        return self.session.board_side() if prefs.turning_zones(self.layout) else None

    def keeps_board_fixed(self) -> bool:
        """Whether a board that turns to the player to move stays one way (the B switch, or the match)."""
        return self.ctx.settings.fixed_board or self.match_keeps_board()

    def match_keeps_board(self) -> bool:
        """Whether the game keeps its board one way at this match, whatever the B switch says."""
        return self.game.table.keeps_board(self.match.options, len(self.session.people))

    def log_words(self, index: int, played, side: int | None) -> str:
        """The log's words for the index-th move: the engine's, numbered from `side` when it is given
        (worked out once per move: the log is drawn every frame)."""
        if side is None:
            return self.session.said(played.move.label or str(played.move))
        kept = self.numbered_words.get((index, side))
        if kept is None or kept[0] is not played:
            before, after = self.match.states[index], self.match.states[index + 1]
            kept = self.numbered_words[index, side] = (played, self.session.said(table_help.numbered_label(
                self.game, before, played.seat, played.move, after, side)))
        return kept[1]

    def marks(self, view: dict) -> Marks:
        # The engine says what the last move touched as this viewer may see it; a loaded move has no targets.
        last = frozenset(view.get("last_paths") or ())
        if self.catch_up is not None:
            last |= self.catch_up.paths  # everything the moves the person missed changed
        if self.hint is not None and self.hint.targets and not self.selection.clicks:
            path = self.hint.targets[0]  # the hint drawn as the clicks that make it
            return Marks(selected=frozenset(path[:1]), targets=frozenset(path[1:]), last=last, hover=self.hover,
                         starts=frozenset())
        targets = self.selection.next_targets()
        if not self.selection.clicks and self.hover in self.selection.starts():
            targets = frozenset()
        starts = frozenset() if self.selection.clicks else frozenset(self.selection.starts())
        if self.swap_from is not None:  # a placed card picked up: the cards it can swap with are targets
            return Marks(selected=frozenset([self.swap_from]), targets=self.session.rearrangeable() - {self.swap_from},
                         last=last, hover=self.hover, starts=frozenset(), thinking=None, turn=self.clock * 5.0)
        if self.chosen is not None:  # the chosen piece lifted, its confirm button ringed as the next click
            return Marks(selected=frozenset([self.chosen_path]), targets=frozenset(["button/confirm"]), last=last,
                         hover=self.hover, starts=starts, thinking=self.offered.thinking, turn=self.clock * 5.0)
        return Marks(selected=frozenset(self.selection.clicks), targets=targets, last=last, hover=self.hover,
                     starts=starts, thinking=self.offered.thinking, turn=self.clock * 5.0)

    def zones(self, view: dict):
        """(zone, window rect, data, full path) for every zone shown in this phase."""
        count = len(self.match.players)
        for zone in self.layout.for_players(count):
            if not zone.shows_in(view.get("phase")):
                continue
            path = zone.path_for(self.viewer, count)
            yield prefs.shown_zone(zone, self.keeps_board_fixed()), self.scaler.to_window(zone.rect), resolve(view, path), path

    def drawer(self, zone, path: str, names: tuple[str, ...]):
        """The zone's drawer for this viewer, told the names the players typed (their seats' panels show them)."""
        drawer = DRAWERS[zone.kind](zone, self.viewer, path)
        drawer.typed_names = names
        drawer.private = self.private
        return drawer

    def typed_names(self, view: dict) -> tuple[str, ...]:
        """By seat, the name typed for it ('' where none was: the seat's own words then name it)."""
        seating = self.seating_of(view)
        return tuple(seating.typed(seat) for seat in range(len(self.match.players)))

    def seating_of(self, view: dict) -> Seating:
        """How the table names the seats by `view` (its seats, roles and teams): made again when those parts
        (the same objects while the position stays), the players or the language change, not every frame."""
        parts = tuple(view.get(key) for key in NAMING)
        depends = (tuple(self.match.players), current())
        kept = self.seating_kept
        if kept is None or kept[1] != depends or any(a is not b for a, b in zip(kept[0], parts)):
            kept = self.seating_kept = (parts, depends, Seating(self.match, view))
        return kept[2]

    def path_at(self, pos) -> str | None:
        """The view path under a window point, topmost zone first."""
        for rect, drawer, data, path in reversed(self.hit_boxes):
            if rect.collidepoint(pos):
                hit = drawer.hit(rect, data, pos, path)
                if hit is not None:
                    return hit
        return None

    def animation_progress(self, zone_id: str, key: object, seconds: float = ANIMATION_SECONDS) -> float:
        """0..1 since the zone's animation key last changed (1 when settled; a new table starts settled).
        Under another scene (the results, a curtain) the table's clock stands still: it shows the final picture."""
        if self.covered():
            return 1.0
        seen = self.animations.get(zone_id)
        if seen is None:
            seen = self.animations[zone_id] = (key, self.clock - seconds, seconds)
        elif seen[0] != key:
            seen = self.animations[zone_id] = (key, self.clock, seconds)
        return min(1.0, max(0.0, (self.clock - seen[1]) / seen[2]))

    def covered(self) -> bool:
        """Another scene (the results, a curtain) lies over the table."""
        return self.ctx.scenes.top is not self and self in self.ctx.scenes.stack

    def replaying(self) -> bool:
        """Whether some zone is replaying a change (dice tumbling, a checker gliding)."""
        return any(self.clock - start < seconds for _, start, seconds in self.animations.values())

    def animating(self) -> bool:
        """Whether the table is still showing the last move: a zone's replay, cards flying, or the move's
        first frame drawn last, which holds back what waits for a still table (a challenge's preview), so
        the next frame must draw it even when nothing flew (a banner does not count: it fades over
        whatever comes next)."""
        return self.replaying() or self.motion.busy() or (self.motion.moved and not self.covered())

    def motion_frame(self, surface, view: dict) -> motion.Motion | None:
        """Start the frame's motion: things fly only after a move, from where this viewer saw them."""
        if self.covered():
            return None
        seen = (self.viewer, self.private, surface.get_size())
        moves = len(self.match.history)
        moved = moves != self.motion_moves
        if moves > self.motion_moves and len(self.match.states) > 1:
            # Where things were, as this viewer saw them (seats turn with the viewer): the last frame's own
            # places when it showed the position just before this move to this viewer, else drawn anew.
            if not (moves == self.motion_moves + 1 and seen == self.motion_seen):
                self.places_before(surface)
        elif seen != self.motion_seen:
            self.motion.forget()  # another person's view, or a resized window: nothing to follow
            moved = False
        self.banner.follow(view, self.match, self.clock, announce=moved)
        self.motion_seen, self.motion_moves = seen, moves
        self.motion.begin(self.clock, moved, self.replaying())
        return self.motion

    def places_before(self, surface) -> None:
        """Draw the position before the last move off screen, for the motion to note where things were.
        Only the places are wanted, so it is drawn onto a surface clipped to nothing: its pixels would cost
        as much as a frame's, on the frame that has the most to do. Nothing drawn there is kept
        (`motion.offscreen`: no zone keeps a picture of it)."""
        if self.scratch is None or self.scratch.get_size() != surface.get_size():
            self.scratch = pygame.Surface(surface.get_size())
        self.scratch.set_clip(pygame.Rect(0, 0, 0, 0))
        before = self.table_view(self.match.states[-2])
        self.motion.begin(self.clock, False)
        names = self.typed_names(before)
        with motion.drawing(self.motion), motion.offscreen():
            for zone, rect, data, path in self.zones(before):
                drawer = self.drawer(zone, path, names)
                if drawer.shows_pieces:
                    drawer.draw(self.scratch, rect, data)
        self.motion.remember()

    def table_ground(self, surface) -> None:
        """The felt over the canvas and the letterbox around it, each pixel filled once (a second
        full-window fill costs a good share of a frame)."""
        canvas, window = self.scaler.canvas_rect(), surface.get_rect()
        surface.fill(self.layout.background or theme.TABLE, canvas)
        bars = (pygame.Rect(0, 0, window.width, canvas.top),                                  # above
                pygame.Rect(0, canvas.bottom, window.width, window.bottom - canvas.bottom),  # below
                pygame.Rect(0, canvas.top, canvas.left, canvas.height),                      # left
                pygame.Rect(canvas.right, canvas.top, window.right - canvas.right, canvas.height))  # right
        for bar in bars:
            if bar.width > 0 and bar.height > 0:
                surface.fill(theme.LETTERBOX, bar)

    def draw(self, surface) -> None:
        self.table_ground(surface)
        view = self.table_view()
        marks = self.marks(view)
        self.hit_boxes = []
        following = self.motion_frame(surface, view)
        names = self.typed_names(view)
        with motion.drawing(following):
            for zone, rect, data, path in self.zones(view):
                drawer = self.drawer(zone, path, names)
                if hasattr(drawer, "animation_key"):
                    seconds = getattr(drawer, "animation_seconds", lambda _: ANIMATION_SECONDS)(data)
                    drawer.animation = self.animation_progress(zone.id, drawer.animation_key(data), seconds)
                self.draw_zone(surface, zone, drawer, rect, data, marks)
                drawer.marks = marks
                self.hit_boxes.append((rect, drawer, data, path))
        canvas = self.scaler.canvas_rect()
        self.banner.rect = None  # drawn only at a table in sight: under a curtain its clock stands still
        if following is not None:
            following.finish(surface)
            status = next((rect for rect, drawer, _, _ in self.hit_boxes
                           if getattr(drawer.zone, "id", None) == BANNER_ZONE), None)
            self.banner.draw(surface, canvas, self.clock, status)
            if self.hosting is not None:
                self.hosting.draw_chat(surface, canvas, self.clock, status)
        self.draw_drag(surface)
        self.draw_words(surface, canvas, view)
        self.draw_guide(surface)
        if self.choice is not None:
            self.choice.draw(surface)
        if self.hosting is not None:
            self.hosting.draw(surface)

    def draw_words(self, surface, canvas: pygame.Rect, view: dict) -> None:
        """The table's words (the message, the moves a person missed), kept to the room the layout gives
        them (table_overlays.talk_rooms); sharing one, the message hangs at its top and the catch-up
        fills the rest."""
        scale = self.scaler.scale
        log = next(((rect, drawer, data) for rect, drawer, data, _ in self.hit_boxes
                    if isinstance(drawer, LogDrawer)), None)
        own = self.scaler.to_window(self.layout.message) if self.layout.message else None
        place, catch_place = talk_rooms(log, own, scale)
        shared = place is not None and place == catch_place and self.catch_up is not None
        busy = self.clock * 5.0 if self.session.work() is not None else None
        message = lay_message(canvas, self.message, self.message_is_error, busy, place,
                              message_room(place, scale) if shared else None)
        self.message_rect = None if message is None else message.rect
        if message is not None:
            if own is None and log is not None:  # over the log: its older lines give way whole
                log[1].give_way(surface, log[0], log[2], message.rect.bottom + talk_gap(scale))
            message.draw(surface)
            if shared:
                catch_place = room_below(place, message.rect, scale)
        self.catch_up_rect = self.draw_catch_up(surface, view, catch_place)

    def draw_guide(self, surface) -> None:
        """What a scene lays over the table under its boxes (a lesson's callout): nothing at a game."""

    def draw_zone(self, surface, zone, drawer, rect, data, marks: Marks) -> None:
        """One zone; a still one (text, buttons) from its kept picture while nothing in it changed, so a
        move's motion redraws only what moves."""
        if not drawer.still:
            drawer.draw(surface, rect, data, marks)
            return
        key = (repr(zone), repr(data), snapshots.still_marks(marks))
        snapshots.draw_still(surface, rect, key, lambda: drawer.draw(surface, rect, data, marks))

    def draw_catch_up(self, surface, view: dict, place: pygame.Rect | None = None) -> pygame.Rect | None:
        """The moves the person missed, filling `place` (the room for the table's words), at a table
        someone sits at (not a menu picture); without a place (a layout that names no room for words
        and shows no log), a small panel in the lower right corner."""
        if self.catch_up is None or self not in self.ctx.scenes.stack:
            return None
        canvas, scale = self.scaler.canvas_rect(), self.scaler.scale
        if place is None:
            place = pygame.Rect(0, 0, round(CATCH_UP_SPARE[0] * scale), round(CATCH_UP_SPARE[1] * scale))
            place.bottomright = (canvas.right - round(10 * scale), canvas.bottom - round(10 * scale))
        heading = self.catch_up.heading(self.seating_of(view))
        log = view["log"]
        start = max(self.catch_up.first, log.first)  # a very long absence: its newest moves are in the log
        return draw_catch_up(surface, place, canvas, scale, heading, log[start - log.first:], start,
                             earlier=start - self.catch_up.first)


def log_entry(view: dict, seating: Seating, seat: int, words: str) -> str | dict:
    """A log line: the engine's words, led by the mover's own name when one was typed (zones/log.py)."""
    words = seating.with_names(words)
    if not seating.typed(seat) or words.startswith(seating.typed(seat)):  # never 'Dana: Dana attacks'
        return words
    return {"words": words, "who": seating.typed(seat), "colour": seat_paint(view, list(view.get("seats") or ()), seat)}
