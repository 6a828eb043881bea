"""The door of a hosted table: what every connection must pass before its messages reach the table.

It holds no socket, so it can be tried message by message: the network thread (`server`) tells it of
each connection that opens, each message that arrives and each connection that closes, sends the replies
it returns, and closes the connection when it says so. Only that thread uses it. What passes is handed to
the table (`deliver`), which the frame thread works through (`Host.pump`).

Security rules kept here:
- nothing but a hello (protocol version and join code) is read from a new connection, and one that has
  not said it within HELLO_SECONDS is closed (`server`);
- the code is compared in constant time (`hmac.compare_digest`); three wrong codes from one address
  close the connection and refuse that address for BAN_SECONDS;
- at most MAX_CONNECTIONS connections at once, MAX_PER_ADDRESS of them from one address;
- each connection's messages are read at most RATE a second, BURST at once (`pause`: the network thread
  waits before reading on, so a flood slows its sender and nobody else, and nothing a player sent is
  lost); a connection that sends PROBLEMS messages that are not the protocol's is closed;
- every message is read by `protocol.read` (size, nesting, values, shape) before anything looks at it.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from typing import Any, Callable

from tabletop.engine.words import say

from . import protocol
from .codec import to_wire
from .protocol import INTENT_LIMITS, INTENTS, VERSION, Hello, ProtocolError, Refused

HELLO_SECONDS = 15.0
WRONG_CODES = 3  # wrong codes from one address before it is refused
BAN_SECONDS = 60.0
MAX_CONNECTIONS = 48
MAX_PER_ADDRESS = 12
RATE, BURST = 20.0, 40.0  # messages a second read from a connection, and at once
PROBLEMS = 20  # messages that are not the protocol's before the connection is closed
WATCHED = 4096  # addresses whose wrong codes are counted at once


class Gone:
    """Handed to the table when a connection that said hello has closed."""


@dataclass
class Bucket:
    """A token bucket: `take` is True while the rate (and the burst at once) is kept."""

    rate: float
    burst: float
    level: float
    at: float

    def take(self, now: float) -> bool:
        if self.wait(now) > 0:
            return False
        self.level -= 1.0
        return True

    def wait(self, now: float) -> float:
        """Seconds until one more message keeps the rate (0: now)."""
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        return 0.0 if self.level >= 1.0 else (1.0 - self.level) / self.rate


@dataclass
class Reply:
    """What to send back on a connection, and whether to close it after."""

    texts: list[str] = field(default_factory=list)
    close: bool = False


@dataclass
class _Connection:
    address: str
    bucket: Bucket
    greeted: bool = False
    problems: int = 0
    ended: bool = False  # told to close: nothing more is read from it


def refusal(key: str, final: bool = False, **params: Any) -> str:
    """A `refused` message with the words `net.refused.<key>`."""
    return protocol.write(Refused(reason=to_wire(say(f"net.refused.{key}", **params)), final=final))


class Doorway:
    """Every connection's checks: the code, the bans, the limits and the shape of each message."""

    def __init__(self, code: str, clock: Callable[[], float], deliver: Callable[[int, Any], None]):
        self._code = code.encode("ascii")
        self.clock = clock
        self.deliver = deliver
        self.connections: dict[int, _Connection] = {}
        self.wrong: dict[str, tuple[int, float]] = {}  # address -> (wrong codes, when the last came)
        self.banned: dict[str, float] = {}  # address -> until when

    def opened(self, conn: int, address: str) -> Reply:
        """A new connection: refused (with the reason, then closed) or let in to say hello."""
        now = self.clock()
        self._forget_old(now)
        if address in self.banned:
            return Reply([refusal("banned", True, seconds=int(self.banned[address] - now) + 1)], close=True)
        if len(self.connections) >= MAX_CONNECTIONS or \
                sum(c.address == address for c in self.connections.values()) >= MAX_PER_ADDRESS:
            return Reply([refusal("full", True)], close=True)
        self.connections[conn] = _Connection(address, Bucket(RATE, BURST, BURST, now))
        return Reply()

    def greeted(self, conn: int) -> bool:
        found = self.connections.get(conn)
        return found is not None and found.greeted

    def pause(self, conn: int) -> float:
        """Seconds to wait before reading the connection's next message (0: read it now, and it counts)."""
        found = self.connections.get(conn)
        if found is None:
            return 0.0
        now = self.clock()
        return 0.0 if found.bucket.take(now) else found.bucket.wait(now)

    def received(self, conn: int, raw: str | bytes) -> Reply:
        """One message from a connection: passed to the table, or answered here."""
        found = self.connections.get(conn)
        if found is None or found.ended:
            return Reply(close=True)
        reply = self._read(conn, found, raw)
        found.ended = reply.close
        return reply

    def _read(self, conn: int, found: _Connection, raw: str | bytes) -> Reply:
        try:
            intent = protocol.read(raw, INTENTS, INTENT_LIMITS)
        except ProtocolError:
            return self._problem(found, "not_understood")
        if not found.greeted:
            return self._hello(conn, found, intent) if isinstance(intent, Hello) else self._problem(found, "hello_first")
        if isinstance(intent, Hello):
            return self._problem(found, "hello_twice")
        self.deliver(conn, intent)
        return Reply()

    def closed(self, conn: int) -> None:
        found = self.connections.pop(conn, None)
        if found is not None and found.greeted:
            self.deliver(conn, Gone())

    def _hello(self, conn: int, found: _Connection, hello: Hello) -> Reply:
        if hello.version != VERSION:
            return Reply([refusal("version", True, theirs=hello.version, ours=VERSION)], close=True)
        typed = hello.code.strip().upper().encode("utf-8")
        if hmac.compare_digest(typed, self._code):
            found.greeted = True
            self.deliver(conn, hello)
            return Reply()
        now = self.clock()
        count = self.wrong.get(found.address, (0, now))[0] + 1
        self.wrong[found.address] = (count, now)
        if count < WRONG_CODES:
            return Reply([refusal("code", count=WRONG_CODES - count)])
        self.banned[found.address] = now + BAN_SECONDS
        del self.wrong[found.address]
        return Reply([refusal("banned", True, seconds=int(BAN_SECONDS))], close=True)

    def _problem(self, found: _Connection, key: str) -> Reply:
        found.problems += 1
        if found.problems >= PROBLEMS:
            return Reply([refusal("problems", True)], close=True)
        return Reply([refusal(key)])

    def _forget_old(self, now: float) -> None:
        """Bans that ran out, and wrong codes older than a ban (so that neither table grows without end)."""
        self.banned = {address: until for address, until in self.banned.items() if until > now}
        self.wrong = {address: seen for address, seen in self.wrong.items() if now - seen[1] < BAN_SECONDS}
        if len(self.wrong) > WATCHED:  # wrong codes from very many addresses: forget the counts, keep the bans
            self.wrong.clear()
