"""The network thread of a hosted table: a WebSocket server (the `websockets` library) on an asyncio loop of
its own, so that the frame thread never waits on the network.

It carries messages and nothing else: each connection's messages go through the doorway (`Doorway`),
which hands what passes to the table; what the frame thread sends (`send`, `close`, `stop`: safe from
any thread) is queued per connection and written, in order, by that connection's writer (each offer
carries only the log entries its client lacks, so none may be skipped). A client that falls OUTBOX
messages behind (it reads nothing) is closed rather than let the host's memory grow.

Security rules kept here: a message over MAX_MESSAGE bytes is refused by the library before it is read,
and no compression is offered (so none can inflate past that limit); the WebSocket handshake must end
within OPEN_SECONDS and the hello within HELLO_SECONDS; pings find peers that went away without a word.
"""

from __future__ import annotations

import asyncio
import errno
import itertools
import logging
import os
import threading
from collections import deque

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .doorway import HELLO_SECONDS, Doorway, refusal
from .protocol import INTENT_LIMITS
from .turns import network_ended, network_started

MAX_MESSAGE = INTENT_LIMITS.max_bytes
OPEN_SECONDS = 10.0
PING_SECONDS = 15.0  # between pings, and how long a pong may take
CLOSE_SECONDS = 2.0
OUTBOX = 256  # messages waiting to be written to one connection
START_SECONDS = 10.0
_LOG = logging.getLogger(__name__)


class _Outbox:
    """What waits to be written to one connection, written in order by its own task."""

    def __init__(self, connection: ServerConnection):
        self.connection = connection
        self.items: deque[str] = deque()
        self.wake = asyncio.Event()
        self.closing = False

    def put(self, text: str) -> None:
        if self.closing:
            return
        self.items.append(text)
        if len(self.items) > OUTBOX:
            self.items.clear()
            self.finish()
        self.wake.set()

    def finish(self) -> None:
        """Write what is queued, then close."""
        self.closing = True
        self.wake.set()

    async def run(self) -> None:
        try:
            while True:
                await self.wake.wait()
                self.wake.clear()
                while self.items:
                    await self.connection.send(self.items.popleft())
                if self.closing:
                    await self.connection.close()
                    return
        except (ConnectionClosed, OSError):
            return


class Server:
    """The WebSocket server of one table, in a thread of its own."""

    def __init__(self, doorway: Doorway, address: str, port: int):
        self.doorway = doorway
        self.address, self.port = address, port
        self._ids = itertools.count(1)
        self._outboxes: dict[int, _Outbox] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Future | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread: threading.Thread | None = None

    # --- from the frame thread ------------------------------------------------------------
    def start(self) -> int:
        """Listen; returns the port (the one asked for, or the one the system gave for 0). Raises OSError
        when the address cannot be listened on."""
        self._thread = threading.Thread(target=self._run, name="tabletop-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_SECONDS):
            raise OSError(errno.ETIMEDOUT, os.strerror(errno.ETIMEDOUT))
        if self._failure is not None:
            raise self._failure
        return self.port

    def send(self, batch: list[tuple[int, str]]) -> None:
        """Queue (connection, text) messages; safe from any thread."""
        if batch and self._loop is not None:
            self._loop.call_soon_threadsafe(self._post, batch)

    def close(self, conn: int, text: str | None = None) -> None:
        """Send `text` (if any) on a connection, then close it; safe from any thread."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._close, conn, text)

    def stop(self, text: str | None = None) -> None:
        """Say `text` to every connection, close them all and end the thread."""
        if self._loop is None or self._thread is None:
            return
        try:
            self._loop.call_soon_threadsafe(self._stop, text)
        except RuntimeError:  # the loop has ended already
            pass
        self._thread.join(timeout=CLOSE_SECONDS + 3.0)

    # --- in the network thread --------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        network_started()
        try:
            loop.run_until_complete(self._main())
        except OSError as exc:
            self._failure = exc
        finally:
            network_ended()
            self._ready.set()
            loop.close()

    async def _main(self) -> None:
        self._stopping = asyncio.get_running_loop().create_future()
        async with serve(self._handle, self.address, self.port, compression=None, max_size=MAX_MESSAGE,
                         max_queue=16, open_timeout=OPEN_SECONDS, ping_interval=PING_SECONDS,
                         ping_timeout=PING_SECONDS, close_timeout=CLOSE_SECONDS, logger=_LOG) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._stopping

    async def _handle(self, connection: ServerConnection) -> None:
        conn = next(self._ids)
        outbox = self._outboxes[conn] = _Outbox(connection)
        writer = asyncio.create_task(outbox.run())
        try:
            reply = self.doorway.opened(conn, str(connection.remote_address[0]))
            self._answer(outbox, reply.texts, reply.close)
            if not reply.close:
                await self._read(conn, connection, outbox)
        finally:
            self.doorway.closed(conn)
            del self._outboxes[conn]
            outbox.finish()
            try:
                await asyncio.wait_for(writer, CLOSE_SECONDS)
            except (asyncio.TimeoutError, ConnectionClosed, OSError):
                writer.cancel()

    async def _read(self, conn: int, connection: ServerConnection, outbox: _Outbox) -> None:
        while not outbox.closing:
            wait = self.doorway.pause(conn)
            while wait > 0:  # over the rate: its sender waits, unread messages queue up (and then TCP)
                await asyncio.sleep(wait)
                wait = self.doorway.pause(conn)
            try:
                if self.doorway.greeted(conn):
                    raw = await connection.recv()
                else:
                    async with asyncio.timeout(HELLO_SECONDS):
                        raw = await connection.recv()
            except TimeoutError:
                self._answer(outbox, [refusal("timeout", True)], True)
                return
            except ConnectionClosed:
                return
            reply = self.doorway.received(conn, raw)
            self._answer(outbox, reply.texts, reply.close)

    @staticmethod
    def _answer(outbox: _Outbox, texts: list[str], close: bool) -> None:
        for text in texts:
            outbox.put(text)
        if close:
            outbox.finish()

    def _post(self, batch: list[tuple[int, str]]) -> None:
        for conn, text in batch:
            outbox = self._outboxes.get(conn)
            if outbox is not None:
                outbox.put(text)

    def _close(self, conn: int, text: str | None) -> None:
        outbox = self._outboxes.get(conn)
        if outbox is not None:
            self._answer(outbox, [text] if text else [], True)

    def _stop(self, text: str | None) -> None:
        for outbox in self._outboxes.values():
            self._answer(outbox, [text] if text else [], True)
        if self._stopping is not None and not self._stopping.done():
            # A moment for the goodbyes to be written before the server closes what is left.
            asyncio.get_running_loop().call_later(0.2, self._stopping.set_result, None)
