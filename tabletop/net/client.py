"""A computer joining a table hosted on another: the connection, in a thread of its own, and what the
screen polls.

The screen (the frame thread) calls `poll()` once a frame: it returns what happened since and keeps
`state`, `seats`, `offer`, `seat` and `reason` up to date. The screen's intents (`try_code`, `join`, `move`,
`undo`, `hint`, `lift`, `seen`, `chat`, `explain`, `prefer`) are handed to the network thread and never
wait. When the connection drops while the client holds a seat, it is made again with the seat token (state
RECONNECTING, with growing pauses, for up to RECONNECT_SECONDS), and the host sends the whole offer again.
`leave()` gives the seat up on purpose (the host frees it) and closes. When the host plays again, an `again`
event comes before the new match's first offer: the seat and its token stay.

Security rules kept here: the host is another computer, so what it sends is read with the same care as
a save: a message over OFFER_LIMITS' size is refused by the library before it is read, and no compression
is offered; nesting, values and shape are checked by `protocol.read`, and what a shape cannot say (seats
that exist, indexes into the moves, words that are messages) by `RemoteOffer.read`. A message that fails
is dropped and counted (`dropped`), and never reaches the screen. The seat token is kept in memory only.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
import time
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from tabletop.engine import registry
from tabletop.engine.game import Game, Move, Seat
from tabletop.engine.words import Text, Words, say

from . import protocol
from .codec import MOST_TARGETS, WireError, text_from_wire
from .offers import RemoteOffer
from .protocol import (CHAT, OFFER_LIMITS, SAIDS, VERSION, Again, AskSeats, Chat, Chatted, DealRest, Explain, Explained, Hello,
                       Hint, Join, Joined, Leave, Lift, Offered, Play, Prefer, ProtocolError, Refused, Rejoin, SeatEntry, Swap,
                       Seats, Seen, Undo, Warned, Welcome)
from .turns import network_ended, network_started

CONNECTING, LOBBY, JOINING, PLAYING, RECONNECTING, CLOSED = (
    "connecting", "lobby", "joining", "playing", "reconnecting", "closed")
OPEN_SECONDS = 5.0
PING_SECONDS = 10.0
CLOSE_SECONDS = 1.0
RECONNECT_DELAYS = (0.2, 0.5, 1.0, 2.0, 3.0)  # pauses between tries; the last repeats
RECONNECT_SECONDS = 120.0
_LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class Event:
    """Something the screen may want to show: `kind` one of welcome, seats, joined, offer, chat, again, warned,
    explained, refused, reconnecting, closed; `value` what came with it (the seats, the seat, the offer,
    (seat, key), (offer number, move index, words), (offer number, clicks, words), words)."""

    kind: str
    value: Any = None


class Client:
    """One computer's place at a table hosted on another (see the module's words)."""

    def __init__(self, address: str, port: int, code: str, *, delays: tuple[float, ...] = RECONNECT_DELAYS,
                 patience: float = RECONNECT_SECONDS):
        self.address, self.port, self.code = address, port, code
        self.delays, self.patience = delays, patience
        # The frame thread's picture, changed only in poll().
        self.state = CONNECTING
        self.game: Game | None = None
        self.seats: tuple[SeatEntry, ...] = ()
        self.seat: Seat | None = None
        self.offer: RemoteOffer | None = None
        self.reason: Text | None = None  # why the host refused the last thing asked, or why the client closed
        self.dropped = 0  # messages from the host that were not the protocol's
        # The network thread's.
        self._events: queue.SimpleQueue[Event] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outgoing: asyncio.Queue | None = None
        self._token: str | None = None
        self._game: Game | None = None
        self._log: dict = {}  # the log's entries read so far (RemoteOffer.read)
        self._stopping = False
        self._halted: asyncio.Event | None = None
        self._welcomed = False
        self._thread: threading.Thread | None = None

    # --- the frame thread's side -------------------------------------------------------------
    def start(self) -> None:
        """Connect, in the network thread."""
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), name="tabletop-client", daemon=True)
        self._thread.start()
        ready.wait(5.0)

    def poll(self) -> list[Event]:
        """What happened since the last poll, with the client's picture brought up to date."""
        events = []
        while True:
            try:
                event = self._events.get_nowait()
            except queue.Empty:
                return events
            self._follow(event)
            events.append(event)

    def pending(self) -> bool:
        """Whether something happened that the next poll() will tell (the screen draws a frame for it)."""
        return not self._events.empty()

    def try_code(self, code: str) -> None:
        """Say hello again with another code (the host refused the last one; three wrong ones and it closes)."""
        self.code = code
        self._send(Hello(VERSION, code[:12]))

    def join(self, seat: Seat, name: str) -> None:
        """Sit at a free remote seat under `name`."""
        self.state = JOINING
        self._send(Join(seat, name[:60]))

    def move(self, move: Move, auto: bool = False, confirmed: bool = False) -> bool:
        """Make one of the moves offered now (False when it is not among them); `auto`: the offer's move made
        for the person; `confirmed`: made after the table's warning."""
        offer = self.offer
        if offer is None:
            return False
        index = next((i for i, offered in enumerate(offer.moves) if offered.same_as(move)), None)
        if index is None:
            return False
        self._send(Play(offer.number, index, offer.moves[index].to_dict(), auto, confirmed))
        return True

    def explain(self, clicks: list[str]) -> bool:
        """Ask why clicks on the table made none of the moves offered now (the answer: an `explained` event)."""
        if self.offer is None or len(clicks) > MOST_TARGETS:
            return False
        self._send(Explain(self.offer.number, [path[:200] for path in clicks]))
        return True

    def deal_rest(self) -> bool:
        """Ask the host to set out the rest of this seat's hidden army (when the offer shown says it may)."""
        if self.offer is None or not self.offer.dealable:
            return False
        self._send(DealRest(self.offer.number))
        return True

    def swap(self, first: str, second: str) -> bool:
        """Ask the host to exchange two of this seat's placed pieces (places the offer shown lets it swap)."""
        if self.offer is None or not {first, second} <= self.offer.rearrangeable or first == second:
            return False
        self._send(Swap(self.offer.number, first, second))
        return True

    def prefer(self, forced_moves: bool, auto_roll: bool, beginner_warnings: bool, fixed_board: bool) -> None:
        """The person's table preferences, for the host's session of their seat."""
        self._send(Prefer(bool(forced_moves), bool(auto_roll), bool(beginner_warnings), bool(fixed_board)))

    def undo(self) -> None:
        self._send(Undo())

    def hint(self) -> None:
        self._send(Hint())

    def lift(self) -> None:
        self._send(Lift())

    def seen(self) -> None:
        """The person has read what they missed."""
        self._send(Seen())

    def chat(self, key: str) -> None:
        """One of the preset messages (`protocol.CHAT`), to every screen at the table."""
        if key in CHAT:
            self._send(Chat(key))

    def ask_seats(self) -> None:
        self._send(AskSeats())

    def close(self) -> None:
        """Leave the table and end the network thread."""
        self._stopping = True
        if self._loop is not None:
            try:
                self._loop.call_soon_threadsafe(self._halt)
            except RuntimeError:  # the loop has ended already
                pass
        if self._thread is not None:
            self._thread.join(timeout=CLOSE_SECONDS + 3.0)

    def leave(self) -> None:
        """Leave the table: a seat held is given up (the host frees it at once, and its token is forgotten),
        then the connection closes in a thread of its own, so the screen goes on at once (a connection still
        being made may take a few seconds to give up). The thread is not a daemon: an app that closes still
        tells the host before its process ends."""
        if self.seat is not None and self.state == PLAYING:
            self._send(Leave())
        threading.Thread(target=self.close, name="tabletop-client-close").start()

    def _follow(self, event: Event) -> None:
        kind, value = event.kind, event.value
        if kind == "welcome":
            self.game, self.seats = value
            if self.state in (CONNECTING, JOINING):
                self.state = LOBBY
        elif kind == "seats":
            self.seats = value
        elif kind == "joined":
            self.seat, self.state = value, PLAYING
        elif kind == "offer":
            self.offer = value
        elif kind == "again":  # the old match's offer is gone; the new one's comes next
            self.offer = None
        elif kind == "refused":
            self.reason = value
            if self.state == JOINING:
                self.state = LOBBY
        elif kind == "lost_seat":
            self.seat, self.offer, self.state, self.reason = None, None, LOBBY, value
        elif kind == "reconnecting":
            self.state = RECONNECTING
        elif kind == "closed":
            self.state, self.reason = CLOSED, value
        elif kind == "dropped":
            self.dropped += 1

    def _send(self, intent: protocol.Intent) -> None:
        if self._loop is not None and self._outgoing is not None and not self._stopping:
            try:
                self._loop.call_soon_threadsafe(self._outgoing.put_nowait, protocol.write(intent))
            except RuntimeError:  # the loop has ended already
                pass

    # --- the network thread --------------------------------------------------------------------
    def _run(self, ready: threading.Event) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        network_started()
        try:
            loop.run_until_complete(self._main(ready))
        finally:
            network_ended()
            loop.close()

    def _halt(self) -> None:
        self._halted.set()
        self._outgoing.put_nowait(None)

    async def _main(self, ready: threading.Event) -> None:
        self._outgoing, self._halted = asyncio.Queue(), asyncio.Event()
        ready.set()
        uri = f"ws://{_host_part(self.address)}:{int(self.port)}/"
        tries, lost_at = 0, time.monotonic()
        while True:
            final, why = await self._connection(uri)
            if final or self._stopping:
                self._events.put(Event("closed", why))
                return
            if self._token is None:  # no seat to come back to
                self._events.put(Event("closed", why or say("net.client.lost")))
                return
            if self._welcomed:  # it was up until now: a new drop
                tries, lost_at = 0, time.monotonic()
            if time.monotonic() - lost_at > self.patience:
                self._events.put(Event("closed", say("net.client.gave_up")))
                return
            self._events.put(Event("reconnecting"))
            try:
                await asyncio.wait_for(self._halted.wait(), self.delays[min(tries, len(self.delays) - 1)])
            except asyncio.TimeoutError:
                pass
            tries += 1

    async def _connection(self, uri: str) -> tuple[bool, Text | None]:
        """One connection, from hello to its end: (whether the host ended it for good, why it ended)."""
        self._welcomed = False
        try:
            async with connect(uri, compression=None, max_size=OFFER_LIMITS.max_bytes, open_timeout=OPEN_SECONDS,
                               ping_interval=PING_SECONDS, ping_timeout=PING_SECONDS, close_timeout=CLOSE_SECONDS,
                               proxy=None, logger=_LOG) as connection:
                while not self._outgoing.empty():  # what was asked while away is of a table that moved on
                    self._outgoing.get_nowait()
                if self._stopping:
                    return False, None
                await connection.send(protocol.write(Hello(VERSION, self.code[:12])))
                if self._token is not None:
                    await connection.send(protocol.write(Rejoin(self._token)))
                writer = asyncio.create_task(self._write(connection))
                try:
                    return await self._listen(connection)
                finally:
                    writer.cancel()
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ConnectionClosed) as exc:
            return False, say("net.client.unreachable", why=type(exc).__name__)

    async def _write(self, connection) -> None:
        while True:
            text = await self._outgoing.get()
            if text is None:
                await connection.close()
                return
            await connection.send(text)

    async def _listen(self, connection) -> tuple[bool, Text | None]:
        try:
            async for raw in connection:
                final = self._heard(raw)
                if final is not None:
                    return True, final
        except ConnectionClosed:
            pass
        return False, None

    def _heard(self, raw: str | bytes) -> Text | None:
        """One message from the host, read and handed to the frame thread; the reason when the host ends
        the connection for good."""
        try:
            said = protocol.read(raw, SAIDS, OFFER_LIMITS)
            event = self._event(said)
        except (ProtocolError, WireError):
            self._events.put(Event("dropped"))
            return None
        except Exception:  # noqa: BLE001 -- what another computer sends never stops this one's connection
            _LOG.exception("a message from the host was dropped")  # not for players
            self._events.put(Event("dropped"))
            return None
        if isinstance(said, Welcome) and self._game is None:
            return say("net.client.unknown_game", game=said.game[:40])
        self._events.put(event)
        if isinstance(said, Refused) and said.final:
            return event.value
        return None

    def _event(self, said: Any) -> Event:
        if isinstance(said, Welcome):
            return self._welcome(said)
        if isinstance(said, Seats):
            return Event("seats", tuple(said.seats))
        if isinstance(said, Joined):
            self._token = said.token
            return Event("joined", said.seat)
        if isinstance(said, Offered):
            if self._game is None:
                raise WireError("offer_before_welcome")
            return Event("offer", RemoteOffer.read(said, self._game, self._log))
        if isinstance(said, Chatted):
            return Event("chat", (said.seat, said.key))
        if isinstance(said, Again):
            self._log.clear()  # the new match's log starts empty
            return Event("again")
        if isinstance(said, Warned):
            return Event("warned", (said.offer, said.index, text_from_wire(said.warning)))
        if isinstance(said, Explained):
            return Event("explained", (said.offer, tuple(said.clicks), text_from_wire(said.reason)))
        reason = text_from_wire(said.reason)
        if self._token is not None and isinstance(reason, Words) and reason.key == "net.refused.token":
            self._token = None  # the host no longer knows the seat (it started the table again): join anew
            return Event("lost_seat", reason)
        return Event("refused", reason)

    def _welcome(self, said: Welcome) -> Event:
        if said.version != VERSION:
            raise WireError("welcome_version")
        try:
            self._game = registry.get(said.game)
        except KeyError:
            self._game = None  # the app cannot draw this table: the client closes (a newer app's game)
        self._welcomed = True
        return Event("welcome", (self._game, tuple(said.seats)))


def _host_part(address: str) -> str:
    """An address as a URI names it (an IPv6 address in brackets)."""
    return f"[{address}]" if ":" in address and not address.startswith("[") else address
