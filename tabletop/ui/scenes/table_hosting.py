"""The table offered to other computers: when a match has seats played from other computers, a `Host`
(tabletop.net) serves them beside the table while it is on the stack.

The app's loop calls `frame()` once a frame, whatever scene is on top (a curtain, the rules), and wakes
for it when a message arrives (`Context.wake`): the host's pump works through what arrived and sends
the new offers; a move made on another computer lands on this table as one made here would (its sound,
the autosave, a computer seat's pause before replying). A hint asked for on another computer is decided
by the app's worker, as the table's own are. Nothing here waits on the network: the server has its own
thread, and so has the announcement on the local network (`announce`), whose failure only adds a note
to the invitation.

On the table: the invitation (address, port, code, and how each seat fares) opens when the table is
first shown with free seats, and again with I or from Options; preset messages arrive as a short banner
over the status panel, and the people here send them with T (at the pace the clients are held to); while
the table waits for someone who is not connected, a button hands their seat to a computer for the rest of
the match, after a question; when someone leaves on purpose, the table says so and their seat is free.
Play again keeps the host: the new match's table takes it over (`again`), with the same address, port,
code and seats, and the people on other computers are carried into the new match.
"""

from __future__ import annotations

import logging
import socket
import threading
from typing import Sequence

import pygame

from tabletop.bots.levels import decide_for
from tabletop.bots.worker import Thinker
from tabletop.net import Host, protocol
from tabletop.net.announce import Announcement, local_addresses
from tabletop.net.doorway import Bucket
from tabletop.net.host import AWAY, CHAT_BURST, CHAT_SECONDS, FREE, HERE
from tabletop.session import Session
from tabletop.words import say
from tabletop.words.wording import words as in_words

from .. import theme
from .table_banner import Banner
from .table_overlays import ChoiceBox

CHAT_SHOWN = 3.5  # seconds a preset message shows over the status panel
OFFER_SECONDS = 0.005  # a frame's time for the host's offers; more seats get theirs in the next frame
CLOSE, CHAT, INVITE, HAND = "close", "chat", "invite", "hand"  # rows and buttons; HAND + ":<seat>"
BODY_SIZES, CODE_SIZE = (18, 16, 14), 30  # the invitation's words (smaller when a tall one needs it), its code
MARGIN = 10  # pixels kept between a box and the window's edges
LINE_GAP, PART_GAP = 4, 10  # pixels between lines, and more before a new part (the address, the seats, the rows)
_LOG = logging.getLogger(__name__)


class InfoBox(ChoiceBox):
    """A box over the table: a title, lines of words, and rows to click (each row a name). A line is
    (words, size, bold, whether it starts a new part), wrapped to the box."""

    def __init__(self, rows: Sequence[tuple[str, str]], window: tuple[int, int], title, lines=()):
        super().__init__([name for name, _ in rows], window, title=title, labels=[label for _, label in rows])
        room = self.rect.width - 32
        self.body = [(part, size, bold, (PART_GAP if new and i == 0 else 0) + LINE_GAP)
                     for words, size, bold, new in lines
                     for i, part in enumerate(theme.wrap(words, size, room, bold=bold))]
        tall = sum(_line_height(size, bold) + gap for _, size, bold, gap in self.body) + (PART_GAP if lines else 0)
        was = self.rect.y
        self.rect.height += tall
        self.rect.centery = window[1] // 2
        self.body_top = self.rect.y + 30 * len(self.title_lines) + 14  # under the title, as ChoiceBox's rows
        self.rows = [row.move(0, self.rect.y - was + tall) for row in self.rows]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        y = self.body_top
        for words, size, bold, gap in self.body:
            y += gap - LINE_GAP
            surface.blit(theme.text(words, size, theme.INK, bold), (self.rect.x + 16, y))
            y += _line_height(size, bold) + LINE_GAP


def _line_height(size: int, bold: bool) -> int:
    return theme.text("", size, theme.INK, bold).get_height()


class TableHost:
    """The host beside one table (see the module's words)."""

    def __init__(self, table, host: Host, announcement: Announcement | None, addresses: list[str], note):
        self.table, self.host = table, host
        self.announcement, self.addresses = announcement, addresses
        self.note = note  # words the invitation adds: the port taken, the table not opened
        self.thinker = Thinker()  # hints asked for on other computers
        self.chat_bucket = Bucket(1.0 / CHAT_SECONDS, CHAT_BURST, CHAT_BURST, host.clock())
        self.chat_banner = Banner(CHAT_SHOWN, theme.TARGET)
        self.box: InfoBox | None = None
        self.box_kind = ""  # INVITE, CHAT or HAND + seat: what the open box is (the invitation is rebuilt as seats change)
        self.box_made_for: tuple | None = None
        self.seen: list = []
        self._see(host.seats())
        self.stopping: threading.Thread | None = None  # the host's goodbyes, once the table is left

    @classmethod
    def begin(cls, table) -> "TableHost | None":
        """Offer the table's match to other computers when it has seats played from them (None otherwise)."""
        match, ctx = table.match, table.ctx
        if table.scripted or not any(player.is_remote for player in match.players):
            return None
        if not isinstance(table.session, Session):
            return None  # a table played from another computer: its host is there, never here
        wanted, note = ctx.settings.host_port, None
        host = Host(table.session, port=wanted, wake=ctx.wake.set, offer_seconds=OFFER_SECONDS)
        try:
            host.start()
        except OSError as exc:
            host, note = cls._again(table, wanted, exc)
        addresses = local_addresses()
        announcement = None
        if host.port:
            announcement = Announcement(_host_name(table), match.game.id, host.port, addresses)
            announcement.start()
        hosting = cls(table, host, announcement, addresses, note)
        ctx.background.append(hosting)
        if any(status == FREE for _, _, status in host.seats()):
            hosting.open(INVITE)
        return hosting

    @staticmethod
    def _again(table, wanted: int, failure: OSError) -> tuple[Host, object]:
        """The port in the settings is taken: any free one will do. Words for the invitation come with it."""
        if wanted:
            host = Host(table.session, wake=table.ctx.wake.set, offer_seconds=OFFER_SECONDS)
            try:
                host.start()
                return host, say("hosting.invite.port_taken", wanted=wanted)
            except OSError as exc:
                failure = exc
        _LOG.warning("the table could not be opened to other computers: %r", failure)
        host = Host(table.session, wake=table.ctx.wake.set)
        host.port = 0  # never started: no connection will come, and the seats may go to computers
        return host, say("hosting.invite.not_open", why=failure.strerror or type(failure).__name__)

    def end(self) -> None:
        """The table is left (or the app closes): every client is told, the announcement withdrawn."""
        if self in self.table.ctx.background:
            self.table.ctx.background.remove(self)
        self.thinker.forget()
        if self.announcement is not None:
            self.announcement.stop()
        # Saying goodbye to every client takes a moment (their closing handshakes): not the frame's. The
        # thread is not a daemon, so an app that closes still sends them before its process ends.
        self.stopping = threading.Thread(target=self.host.stop, name="tabletop-host-stop")
        self.stopping.start()

    def again(self, table) -> None:
        """Play again: `table` (the new match's) takes the host over; every client goes on at its seat."""
        self.table = table
        self.thinker.forget()  # a hint for the old match
        self.chat_banner = Banner(CHAT_SHOWN, theme.TARGET)  # timed by the old table's clock: the new one's starts at 0
        self.close_box()
        self.host.again(table.session)
        self._see(self.host.seats())
        table.hosting = self
        if any(status == FREE for _, _, status in self.seen):
            self.open(INVITE)

    # --- once a frame, from the app's loop -------------------------------------------------------
    def frame(self) -> None:
        """What arrived is worked through and the offers sent; a remote hint decided; new messages shown."""
        table, match = self.table, self.table.match
        played = len(match.history)
        if self.host.pump():
            table.session.deciding()  # the table's session takes in the move made through another's
            if len(match.history) < played:
                table.computers.forget()  # taken back: what a computer seat was deciding is of another table
                table.results_shown = False
            else:
                table.computers.person_moved(match)
            table.after_change()
        self._hint()
        self._chats()
        self._left()
        seats = self.host.seats()
        if seats != self.seen:  # someone joined, left or came back: the names and the invitation change
            self._see(seats)
            table.refresh()

    def _see(self, seats: tuple) -> None:
        """How the seats on other computers fare now; the table's words name a seat nobody holds as free."""
        self.seen = seats
        self.table.session.free = frozenset(seat for seat, _, status in seats if status == FREE)

    def busy(self) -> bool:
        """Whether the app's loop must go on without input: offers still to make, or a hint for another
        computer being decided."""
        return self.host.behind or self.host.work() is not None

    def showing(self, clock: float) -> bool:
        """Whether the table has something of the host's that changes by itself (a message fading)."""
        return self.chat_banner.showing(clock)

    def _hint(self) -> None:
        job = self.host.work()
        if job is None:
            return
        if not self.thinker.working_on(job.key):
            self.thinker.start(job.key, decide_for, *job.args, budget=job.budget)
        ready, answer = self.thinker.result(job.key)
        if ready:
            self.thinker.forget()
            self.host.answer(job.key, answer)

    def _chats(self) -> None:
        chats = self.host.chats
        while chats:
            seat, key = chats.popleft()
            name = self.table.session.seating().name(seat)
            line = say("hosting.chat.line", name=name, words=say(f"net.chat.{key}"))
            self.chat_banner.show(in_words(line), self.table.clock)
            self.table.dirty = True

    def _left(self) -> None:
        """Who left on purpose: a banner says so for a while (as a message does: the next move clears the table's
        words), and the table's words say what may become of the seat."""
        left = self.host.left
        while left:
            name = self.table.session.seating().name(left.popleft())
            self.chat_banner.show(in_words(say("hosting.left_banner", name=name)), self.table.clock)
            self.table.say(say("hosting.left", name=name))

    # --- what the people here do -------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """An event for the host's boxes and keys first; True when it was used here."""
        if self.box is not None:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):  # a click outside closes it
                picked = self.box.pick(event.pos) if event.button == 1 else None
                self.close_box()
                if picked is not None:
                    self.press(picked)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.close_box()
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_i:
                return self.press(INVITE)
            if event.key == pygame.K_t:
                return self.press(CHAT)
        return False

    def press(self, name: str) -> bool:
        """A button or row of the host's; True when it was one."""
        if name in (INVITE, CHAT):
            self.open(name)
        elif name.startswith(f"{HAND}:") or name.startswith("sure:"):
            self._hand(name)
        elif name.startswith("say:"):
            self.send_chat(name.removeprefix("say:"))
        else:
            return name == CLOSE
        return True

    def option_rows(self) -> list[tuple[str, str]]:
        """The host's rows of the Options box."""
        rows = [(INVITE, in_words(say("hosting.invite.button")))]
        return rows + [(CHAT, in_words(say("hosting.chat.button")))] if self._chatter() is not None else rows

    def buttons(self) -> list[dict]:
        """A button for the table's column: while the table waits for someone who is not connected, to
        hand their seat to a computer."""
        seat = self.table.offered.waiting
        status = dict((s, st) for s, _, st in self.seen).get(seat)
        if seat is None or status not in (FREE, AWAY):
            return []
        label = in_words(say("hosting.hand.button"))  # short: the table's message names whom it waits for
        return [{"name": f"{HAND}:{seat}", "label": label, "enabled": True}]

    def send_chat(self, key: str) -> None:
        """A preset message from the person here, at the pace a client is held to."""
        seat = self._chatter()
        if seat is None or key not in protocol.CHAT:
            return
        if not self.chat_bucket.take(self.host.clock()):
            self.table.say(say("net.refused.chat_fast"), error=True)
            return
        self.host.chat(seat, key)
        self._chats()

    def _chatter(self):
        """The seat a message from this screen comes from: the person at the keyboard, else the first here."""
        session = self.table.session
        seat = session.undoer()
        if seat is None or seat not in session.people:
            seat = session.facing if session.facing in session.people else None
        return seat if seat is not None else (session.people[0] if session.people else None)

    def _hand(self, name: str) -> None:
        """The first press asks; the answer 'yes' hands the seat to a computer for the rest of the match."""
        seat = int(name.split(":")[1])
        who = self.table.session.seating().name(seat)
        if name.startswith(HAND):
            self.open(f"{HAND}:{seat}")
            return
        if self.host.hand_to_computer(seat):
            self._see(self.host.seats())
            self.table.autosave(always=True)  # the save says who plays the seat now
            self.table.say(say("hosting.hand.done", name=who))
            self.table.refresh()

    # --- the boxes ------------------------------------------------------------------------------------
    def open(self, kind: str) -> None:
        self.box_kind = kind
        self._made(self.table.ctx.size)
        self.table.dirty = True

    def close_box(self) -> None:
        self.box, self.box_kind, self.box_made_for = None, "", None
        self.table.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The open box over everything on the table, made again when what it says changed."""
        if self.box is not None:
            self._made(surface.get_size())
            self.box.draw(surface)

    def _made(self, window: tuple[int, int]) -> None:
        made_for = (self.box_kind, self.seen, window, self._listed(), self.note)
        if made_for != self.box_made_for:
            self.box, self.box_made_for = self._box(window), made_for

    def _box(self, window: tuple[int, int]) -> InfoBox:
        close = (CLOSE, in_words(say("ui.close")))
        if self.box_kind == CHAT:
            rows = [(f"say:{key}", in_words(say(f"net.chat.{key}"))) for key in protocol.CHAT]
            return InfoBox(rows + [close], window, say("hosting.chat.title"))
        if self.box_kind.startswith(HAND):
            seat = int(self.box_kind.split(":")[1])
            who = self.table.session.seating().name(seat)
            return InfoBox([(f"sure:{seat}", in_words(say("hosting.hand.yes", name=who))),
                            (CLOSE, in_words(say("ui.cancel")))], window, say("hosting.hand.title", name=who))
        rows = ([(CHAT, in_words(say("hosting.chat.button")))] if self._chatter() is not None else []) + [close]
        for size in BODY_SIZES:  # nine seats and two notes in Japanese at 1000x700 want the smallest
            box = InfoBox(rows, window, say("hosting.invite.title"), self.invitation_lines(size))
            if box.rect.height <= window[1] - 2 * MARGIN:
                break
        return box

    def _listed(self) -> bool:
        return self.announcement is not None and self.announcement.failed

    def invitation_lines(self, size: int = BODY_SIZES[0]) -> list[tuple[str, int, bool, bool]]:
        """The invitation's lines (at `size`): how to join, the address, port and code, each seat's state,
        and notes (the port, the local network)."""
        host = self.host
        if not host.port:
            return [(in_words(self.note), size, False, False)] + self._seat_lines(size)
        lines = [(in_words(say("hosting.invite.how")), size, False, False),
                 (in_words(say("hosting.invite.address", addresses=", ".join(self.addresses))), size, True, True),
                 (in_words(say("hosting.invite.port", port=str(host.port))), size, True, False),
                 (in_words(say("hosting.invite.code", code=host.code)), CODE_SIZE, True, False)]
        lines += self._seat_lines(size)
        notes = [self.note] if self.note else []
        if self._listed():
            notes.append(say("hosting.invite.not_listed"))
        return lines + [(in_words(note), size, False, True) for note in notes]

    def _seat_lines(self, size: int) -> list[tuple[str, int, bool, bool]]:
        seating = self.table.session.seating()
        lines = [(in_words(say("hosting.invite.seats")), size, True, True)]
        for seat, _, status in self.seen:
            seat_words, name = seating.seat_names[seat], seating.name(seat)
            if status == FREE:
                key = "free" if name in (seat_words, self.table.game.seat_name(seat)) else "free_named"
            else:
                key = {HERE: "here", AWAY: "away"}[status]
            lines.append((in_words(say(f"hosting.seat.{key}", seat=seat_words, name=name)), size, False, False))
        return lines

    def draw_chat(self, surface: pygame.Surface, canvas: pygame.Rect, clock: float, status) -> None:
        """The newest preset message, over the status panel (as the stage banner is), fading."""
        self.chat_banner.draw(surface, canvas, clock, status)


def _host_name(table) -> str:
    """How a Join screen nearby lists the table: the first person here, else this computer's name."""
    session = table.session
    if session.people:
        return table.match.player_name(session.people[0])
    return socket.gethostname()
