"""A table another computer hosts, played from this one: the host's offers drawn as the table draws a
session's, clicks sent back as intents.

The scene is the pygame table (`TableScene`) reading a `RemoteSeatSession` (what the host sent this
seat) in place of a session: the zones, the marks, the log, the motion of the last move, the catch-up and
the buttons are the table's own. The client's network runs in its own thread; each frame polls it. Here
the table differs: no Save (the host keeps the match), a Say button with the preset messages, the
table's switches (forced moves, auto-roll, warnings, the board) are sent to the host, whose session of
this seat plays and warns by them, and the results come as the host sent them, without Play again: when
the host plays again, the new match's table takes this one's place, at the same seat. The client is
followed whatever scene is over the table (the results, the rules), so that a new match, or the host
going, shows at once. Menu (or closing the window) leaves the table for good: the host frees the seat.

What the host sends is untrusted: a zone its view breaks is left blank with a short note, a table that
cannot be drawn at all says so and Esc leaves it, and a result is read for the parts the results screen
shows (`shown_result`). When the connection drops, the table dims under "Reconnecting…" until the seat
is back; when the host goes, the menu says why.
"""

from __future__ import annotations

import logging

import pygame

from tabletop.engine.words import say
from tabletop.net.client import RECONNECTING, Client
from tabletop.net.protocol import CHAT
from tabletop.words import current
from tabletop.words.wording import words as in_words

from .. import theme
from ..zones.base import Marks
from ..zones.log import LogLines
from .remote_session import RemoteSeatSession, shown_result
from .table import TableScene
from .table_drawing import log_entry
from .table_overlays import ChoiceBox, draw_message

SHADE = (0, 0, 0, 140)  # over a table whose connection is down
_LOG = logging.getLogger(__name__)


class ChatBox(ChoiceBox):
    """The preset messages, one a row, and Close."""

    def __init__(self, window: tuple[int, int]):
        super().__init__([*CHAT, None], window, title=say("join.table.chat_title"),
                         labels=[*(say(f"net.chat.{key}") for key in CHAT), say("ui.close")])


class _Following:
    """The table's client, followed by the app's loop while another scene is over the table."""

    def __init__(self, scene: "RemoteTableScene"):
        self.scene = scene

    def frame(self) -> None:
        if self.scene.ctx.scenes.top is not self.scene:  # on top, the scene's own update follows it
            self.scene.follow_client()

    def busy(self) -> bool:
        return self.scene.client.pending()


class RemoteTableScene(TableScene):
    """One seat of a table hosted on another computer (see the module's words)."""

    app_buttons = ("hint", "undo", "chat", "rules", "options", "menu")

    def __init__(self, ctx, client: Client):
        self.client = client
        self.remote = RemoteSeatSession(client)
        if client.offer is not None:
            self.remote.take(client.offer)
        self.broken = False  # the last frame could not draw the table at all
        self.passed_on = False  # the client went on to the Join screen or to the next match's table: it stays open
        self.renewing = False  # the host plays again: the next match's table comes with its first offer
        self.following = _Following(self)
        super().__init__(ctx, self.remote.match, autosave=False)
        self.remote.prefer(ctx.settings)  # the host's session of this seat plays and warns by them

    def new_session(self, match) -> RemoteSeatSession:
        return self.remote

    def enter(self) -> None:
        """Back on top: nothing to autosave or offer to others here (the host does both), only the offer to show."""
        if self.following not in self.ctx.background:
            self.ctx.background.append(self.following)
        self.refresh()

    # --- the client ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.follow_client():
            return  # the scene has gone (the host went, or forgot the seat)
        if self.remote.tick():
            self.refresh()
        super().update(dt)

    def follow_client(self) -> bool:
        """What the host sent since the last frame, taken in; False when the table is left."""
        moved = changed = False
        for event in self.client.poll():
            if event.kind == "again":
                self.renewing = True
            elif self.renewing and event.kind == "offer":
                continue  # the next match's: its own table takes it in
            elif event.kind == "offer":
                moved = self.remote.take(event.value) or moved
                changed = True
            elif event.kind == "chat":
                self.remote.chat(*event.value)
                changed = True
            elif event.kind == "refused":
                self.remote.refused(event.value)
                changed = True
            elif event.kind == "warned":
                move = self.remote.warning_came(*event.value)
                if move is not None:
                    self.refresh()
                    self.confirm(move)  # the host's question, asked as the table asks its own
            elif event.kind == "explained":
                changed = self.remote.explained(*event.value) or changed
            elif event.kind == "closed":
                self.ctx.nav.menu(say("join.table.closed", why=self.client.reason or say("net.client.lost")))
                return False
            elif event.kind == "lost_seat":  # the host no longer knows the seat: pick one again
                self.passed_on = True
                self.ctx.nav.join(self.client)
                return False
            else:  # reconnecting, joined (back at the seat), welcome, seats
                if event.kind == "joined":
                    self.remote.seated()
                changed = True
        if self.renewing and self.client.offer is not None:
            self.passed_on = True
            self.ctx.nav.remote_table(self.client)
            return False
        if moved:
            self.after_change()
        elif changed:
            self.refresh()
        return True

    def busy(self) -> bool:
        return super().busy() or self.client.pending() or self.remote.note_timed()

    def exit(self) -> None:
        super().exit()
        if self.following in self.ctx.background:
            self.ctx.background.remove(self.following)
        if not self.passed_on:
            self.client.leave()

    def play(self, move, confirmed: bool = False) -> None:
        """The person's move, sent to the host; `confirmed`: made anyway after the host's warning."""
        self.remote.confirmed = confirmed
        try:
            super().play(move, confirmed)
        finally:
            self.remote.confirmed = False

    def deal_rest(self) -> None:
        """Asked of the host, whose session of this seat sets the army out: nothing is offered until it answers."""
        self.remote.deal_rest()
        self.refresh()

    def touch_placed(self, path: str) -> bool:
        """As at the host's screen; a swap goes to the host, and nothing is offered until it answers."""
        used = super().touch_placed(path)
        if used:
            self.refresh()
        return used

    # --- what differs from a table at this screen -------------------------------------------
    def show_results(self) -> None:
        if self.results_shown:
            return
        self.results_shown = True
        self.ctx.nav.results(self.match, result=shown_result(self.remote.remote.result if self.remote.remote else None,
                                                             len(self.match.players)), again=False)

    def open_save(self) -> None:
        self.say(say("join.table.not_saved_here"))

    def open_chat(self) -> None:
        self.choice = ChatBox(self.ctx.size)
        self.dirty = True

    def press(self, name: str) -> None:
        if name == "chat":
            self.open_chat()
        else:
            super().press(name)

    def on_key(self, event) -> None:
        if event.key == pygame.K_c and not event.mod & pygame.KMOD_CTRL:
            self.open_chat()
        else:
            super().on_key(event)

    def pick_from_box(self, pos) -> None:
        if isinstance(self.choice, ChatBox):
            picked, self.choice, self.dirty = self.choice.pick(pos), None, True
            if picked is not None:
                self.client.chat(picked)
            return
        super().pick_from_box(pos)

    # --- drawing what an untrusted host sent -------------------------------------------------
    def log_view(self, view: dict, seating) -> LogLines:
        """The log's tail as the host sent it (the moves before it are not on this screen), worded once
        per offer."""
        key = (self.remote.number, current())
        if self.log_kept[0] != key:
            history = self.match.history
            entries = [log_entry(view, seating, played.seat, self.session.said(played.move.label))
                       for played in history.entries]
            self.log_kept = (key, LogLines(entries, history.first))
        return self.log_kept[1]

    def seat_view(self, state, seat) -> dict:
        """The view this seat was sent of that position (the public table is turned with the facing seat's keys)."""
        return state.view_for(seat)

    def draw(self, surface) -> None:
        try:
            super().draw(surface)
            self.broken = False
        except Exception:  # noqa: BLE001 -- what another computer sends never stops this one
            _LOG.debug("a table from the host could not be drawn", exc_info=True)
            self.broken, self.hit_boxes, self.choice = True, [], None
            self.table_ground(surface)
            draw_message(surface, self.scaler.canvas_rect(), in_words(say("join.table.broken")), True)
        if self.client.state == RECONNECTING:
            self.draw_reconnecting(surface)

    def marks(self, view: dict) -> Marks:
        try:
            return super().marks(view)
        except Exception:  # noqa: BLE001 -- marks the host's view breaks (the last move's places) are left out
            return Marks(selected=frozenset(self.selection.clicks), hover=self.hover)

    def draw_zone(self, surface, zone, drawer, rect, data, marks) -> None:
        clip = surface.get_clip()
        try:
            super().draw_zone(surface, zone, drawer, rect, data, marks)
        except Exception:  # noqa: BLE001 -- one zone the host's view breaks is left blank, the others drawn
            _LOG.debug("zone %s could not be drawn", zone.id, exc_info=True)
            surface.set_clip(clip)
            pygame.draw.rect(surface, theme.LETTERBOX, rect)
            note = theme.fit_text(in_words(say("join.table.broken_part")), 14, theme.INK_ON_TABLE, max(1, rect.width - 8))
            surface.blit(note, note.get_rect(center=rect.center))

    def path_at(self, pos) -> str | None:
        try:
            return super().path_at(pos)
        except Exception:  # noqa: BLE001 -- a zone the host's view breaks takes no clicks
            return None

    def draw_reconnecting(self, surface) -> None:
        """The table dimmed under 'Reconnecting…' while the connection is down."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(SHADE)
        surface.blit(shade, (0, 0))
        words = theme.fit_text(in_words(say("net.client.reconnecting")), 36, theme.INK_ON_TABLE, surface.get_width() - 40,
                               bold=True)
        surface.blit(words, words.get_rect(center=surface.get_rect().center))
