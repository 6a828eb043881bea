"""The Join screen: find a table another computer hosts, give its code, pick a free seat, sit down.

First the tables heard on the local network (`tabletop.net.nearby`) and the address and code typed
(a listed table fills in its address); Connect opens a `Client`, whose network runs in a thread of its
own while each frame polls it. A wrong code shows the host's reason and the code may be typed again on
the same connection (`Client.try_code`). Once the host welcomes it, the free remote seats are listed,
with a name to type; Join sits there, and the host's first offer opens the table
(`RemoteTableScene`). Every state of the connection and every reason is shown in words.
"""

from __future__ import annotations

import time

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextEntryLine

from tabletop import games
from tabletop.engine.datafiles import printable
from tabletop.engine.names import MAX_NAME
from tabletop.engine.words import Text, say
from tabletop.net import typed
from tabletop.net.client import CLOSED, CONNECTING, JOINING, LOBBY, PLAYING, RECONNECTING, Client
from tabletop.net.nearby import Nearby, NearbyTable
from tabletop.words.wording import words

from ..gui import GuiScene, oid

MARGIN = 40
COLUMN_W = 760
LABEL_W = 170  # the words before an entry
ROW_H, GAP = 36, 10
BUTTON_W = 160
CODE_W = 200
LOOKING_SECONDS = 3.0  # how long the list says it is looking before it says none was found
LIST_SHARE = 0.28  # of the window's height, for the list of tables or seats
SUBHEADING = (("option_name", 16, False), ("tagline", 14, False))  # left-aligned styles of the theme
NOTE = (("tagline", 14, False),)
ADDRESS_LIMIT = typed.LONGEST_ADDRESS + 8
STATE_WORDS = {CONNECTING: "join.state.connecting", LOBBY: "join.state.lobby", JOINING: "join.state.joining",
               PLAYING: "join.state.playing", RECONNECTING: "net.client.reconnecting"}


class JoinScene(GuiScene):
    """Find a table, connect with its code, pick a seat and join (see the module's words)."""

    def __init__(self, ctx, client: Client | None = None):
        super().__init__(ctx)
        self.client = client  # a connection in the making, or at the seats (a table that forgot the seat)
        self.nearby = Nearby()
        self.listening = False
        self.tables: dict[str, NearbyTable] = {}  # the list's lines
        self.seats: dict[str, int] = {}
        self.texts = {"address": "", "code": "", "name": ""}  # kept across rebuilds
        self.entries: dict[str, UITextEntryLine] = {}
        self.chosen_seat: int | None = None
        # What went wrong last: the typing, or the host's reason (why a table that forgot the seat sent it here).
        self.problem: Text | None = None if client is None else client.reason
        self.handed_over = False  # the client went on to the table: it stays open
        self.shown: tuple = ()  # what the screen was built from (it is built again when that changes)
        # When listening began: the note turns from 'looking' to 'none found' on the clock, not by frames,
        # which an idle screen does not run.
        self.clock = time.monotonic
        self.listened_since = self.clock()

    # --- lifecycle -----------------------------------------------------------------------
    def enter(self) -> None:
        if not self.listening and self.client is None:
            self.listening, self.listened_since = True, self.clock()
            self.nearby.start()
        super().enter()

    def exit(self) -> None:
        self.nearby.close()
        if self.client is not None and not self.handed_over:
            self.client.leave()

    def rebuild(self) -> None:
        focused = next((name for name, entry in self.entries.items() if entry.is_focused), None)
        for name, entry in self.entries.items():
            self.texts[name] = entry.get_text()
        self.entries = {}
        self.shown = self.looked()
        super().rebuild()
        if focused in self.entries:
            self.entries[focused].focus()

    def busy(self) -> bool:
        return super().busy() or (self.client is not None and self.client.pending()) or self.looked() != self.shown

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.client is not None and not self.follow_client():
            return
        if self.looked() != self.shown:
            self.rebuild()

    def follow_client(self) -> bool:
        """What the connection brought since the last frame; False once the table opens."""
        client = self.client
        for event in client.poll():
            if event.kind == "refused":
                self.problem = event.value
            elif event.kind == "welcome":
                self.problem = None
            elif event.kind == "closed":
                self.problem = say("join.state.closed", why=client.reason or say("net.client.lost"))
        if client.state == CLOSED:
            client.leave()  # its thread has ended, or is ending
            self.client = None
        elif client.state == PLAYING and client.offer is not None:
            self.handed_over = True
            self.ctx.nav.remote_table(client)
            return False
        return True

    def looked(self) -> tuple:
        """Everything the screen shows that can change without a click."""
        client = self.client
        if client is None:
            return ("find", None, self.problem, tuple(self.nearby.tables()), self.nearby_note())
        return (self.stage(), client.state, self.problem, client.seats, None)

    def nearby_note(self) -> Text | None:
        """Why no table is listed: the network cannot be searched, the search goes on, or none was heard."""
        if self.nearby.note is not None:
            return self.nearby.note
        if self.nearby.tables():
            return None
        listened = self.clock() - self.listened_since
        return say("join.nearby.looking") if listened < LOOKING_SECONDS else say("join.nearby.none")

    def stage(self) -> str:
        """'find' a table (and its code), or pick a 'seat' at the one connected to."""
        seated = self.client is not None and self.client.state in (LOBBY, JOINING, PLAYING, RECONNECTING)
        return "seat" if seated and self.client.game is not None else "find"

    # --- the screen --------------------------------------------------------------------------
    def build(self, width: int, height: int) -> None:
        w = min(COLUMN_W, width - 2 * MARGIN)
        x, y = (width - w) // 2, 24
        self.label((x, y, w - BUTTON_W - GAP, 40), say("join.heading"), "heading")
        self.button((x + w - BUTTON_W, y, BUTTON_W, 40), say("ui.back"), "back", self.on_escape)
        y += 52
        list_h = max(96, min(300, int(height * LIST_SHARE)))
        if self.stage() == "seat":
            y = self._seats(x, y, w, list_h)
        else:
            y = self._finding(x, y, w, list_h)
        self._status(x, y + 4, w, height)

    def _finding(self, x: int, y: int, w: int, list_h: int) -> int:
        """The tables heard, the address and the code; returns the y below them."""
        y = self.fitting_label(x, y, w, words(say("join.how")), NOTE) + 8
        self.label((x, y, w, 28), say("join.nearby.heading"), "option_name")
        y += 32
        self.tables = unique_lines((words(say("join.nearby.table", host=table.host, game=game_title(table.game),
                                                  address=typed.shown_address(table.address, table.port))), table)
                                   for table in self.nearby.tables())
        UISelectionList((x, y, w, list_h), list(self.tables), manager=self.manager, object_id=oid("#tables", "@wide"))
        y += list_h + 4
        note = self.nearby_note()
        if note is not None:
            y = self.fitting_label(x, y, w, words(note), NOTE)
        y += GAP
        y = self._entry_row(x, y, w, "address", say("join.address"), say("join.address_example"), w - LABEL_W,
                            ADDRESS_LIMIT)
        self._entry_row(x, y, w, "code", say("join.code"), say("join.code_example"), CODE_W, 12)
        self.button((x + w - BUTTON_W, y, BUTTON_W, 40), say("join.connect"), "connect", self.connect)
        return y + 40 + GAP

    def _seats(self, x: int, y: int, w: int, list_h: int) -> int:
        """The free remote seats and the name; returns the y below them."""
        client = self.client
        where = typed.shown_address(client.address, client.port)
        y = self.fitting_label(x, y, w, words(say("join.seats.heading", game=client.game.title, address=where)),
                               SUBHEADING) + 4
        free = [entry for entry in client.seats if entry.free]
        self.seats = unique_lines((words(say("join.seats.seat", seat=client.game.seat_words(entry.seat),
                                             name=printable(entry.name, 40))), entry.seat) for entry in free)
        if self.chosen_seat not in self.seats.values():
            self.chosen_seat = next(iter(self.seats.values()), None)
        chosen = next((line for line, seat in self.seats.items() if seat == self.chosen_seat), None)
        heading = say("join.seats.pick") if free else say("join.seats.none_free")
        y = self.fitting_label(x, y, w, words(heading), SUBHEADING) + 4
        UISelectionList((x, y, w, list_h), list(self.seats), manager=self.manager, object_id=oid("#seats", "@wide"),
                        default_selection=chosen)
        y += list_h + GAP
        self._entry_row(x, y, w, "name", say("join.your_name"), say("join.name_example"),
                        w - LABEL_W - BUTTON_W - GAP, MAX_NAME)
        join = self.button((x + w - BUTTON_W, y, BUTTON_W, 40), say("join.join"), "join", self.join)
        if not free or client.state != LOBBY:
            join.disable()
        return y + 40 + GAP

    def _entry_row(self, x: int, y: int, w: int, name: str, label: Text, example: Text, entry_w: int,
                   limit: int) -> int:
        self.label((x, y, LABEL_W - GAP, ROW_H), label, "option_name")
        entry = UITextEntryLine((x + LABEL_W, y, entry_w, ROW_H), manager=self.manager, object_id=oid(f"#{name}"),
                                placeholder_text=words(example))
        entry.set_text_length_limit(limit)
        entry.set_text(self.texts[name][:limit])
        self.entries[name] = entry
        return y + ROW_H + GAP

    def _status(self, x: int, y: int, w: int, height: int) -> None:
        """How the connection fares, and what went wrong last, in words."""
        client = self.client
        if client is not None and client.state in STATE_WORDS:
            where = typed.shown_address(client.address, client.port)
            y = self.fitting_label(x, y, w, words(say(STATE_WORDS[client.state], address=where)), NOTE) + 4
        if self.problem:
            self.notice_box(words(self.problem), pygame.Rect(x, y, w, max(40, height - y - 12)))

    # --- what the person does ---------------------------------------------------------------
    def on_event(self, event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            if event.text in self.tables:
                self.pick_table(self.tables[event.text])
            elif event.text in self.seats:
                self.chosen_seat = self.seats[event.text]
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.join() if self.stage() == "seat" else self.connect()

    def pick_table(self, table: NearbyTable) -> None:
        """A listed table: its address goes in the box, and the code is what is left to type."""
        self.entries["address"].set_text(typed.shown_address(table.address, table.port))
        self.entries["code"].focus()

    def connect(self) -> None:
        """Connect with the address and code typed; after a wrong code, try the new one on the same connection."""
        address = typed.address(self.entries["address"].get_text())
        code = typed.code(self.entries["code"].get_text())
        self.problem = address.problem or code.problem
        if self.problem is None:
            client = self.client
            if client is not None and client.state == CONNECTING and client.reason is not None and \
                    (client.address, client.port) == address.value:
                client.try_code(code.value)  # the host refused the last code and waits for another
            else:
                self.drop_client()
                self.client = Client(*address.value, code.value)
                self.client.start()
        self.rebuild()

    def join(self) -> None:
        """Sit at the chosen free seat, under the name typed (none: the host's name for the seat)."""
        if self.client is None or self.client.state != LOBBY:
            return
        if self.chosen_seat is None:
            self.problem = say("join.typed.no_seat")
        else:
            self.problem = None
            self.client.join(self.chosen_seat, self.entries["name"].get_text().strip())
        self.rebuild()

    def drop_client(self) -> None:
        if self.client is not None:
            self.client.leave()
            self.client = None

    def on_escape(self) -> None:
        """Back from the seats to finding a table (the connection closes), or to the menu."""
        if self.client is not None:
            self.drop_client()
            self.problem = None
            if not self.listening:
                self.listening, self.listened_since = True, self.clock()
                self.nearby.start()
            self.rebuild()
        else:
            self.ctx.scenes.pop()


def unique_lines(lines) -> dict:
    """Lines for a list, each once (a line said twice gets a space more, as the Load screen does)."""
    found: dict = {}
    for line, value in lines:
        while line in found:
            line += " "
        found[line] = value
    return found


def game_title(game_id: str) -> Text:
    """An announced game's title, or its id as announced (a game this app does not have)."""
    try:
        return games.get(game_id).title
    except KeyError:
        return printable(game_id, 40) or "?"
