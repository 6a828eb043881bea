"""One table offered to other computers: its remote seats, their sessions, and who holds each of them.

The host's app keeps playing its own table (its `Session`); a `Host` beside it gives every remote seat
(`Player.kind` REMOTE) a session of its own over the same match, lets people on other computers join
those seats, and sends each of them what its session offers. The WebSocket server runs in a thread of its
own (`server`); the frame thread calls `pump()` once a frame, which works through what arrived (the only
place a remote person's move is applied, through their session) and queues each client's new offer when
it changed. Computer seats are worked by the host's own session, hints for remote seats through `work`
and `answer`, by the app's worker, as its own.

What a remote table asks that needs the state, the seat's session answers here, as it would at the host's
screen: the help sent with each offer (`seat_help`), why clicks make no move (`explain`), the warning a
move is answered with before it is made (the client sends it again confirmed), and the person's table
preferences (`prefer`: forced moves, auto-roll, beginner warnings, the board). A remote seat's session may
offer its next move ahead while others decide (`Session(ahead_alone=True)`).

Security rules kept here (the door's are in `doorway`):
- a client sees only what its seat's session offers (`offers`): never the state, the seed, the save or
  another seat's view;
- a move is applied only when it is exactly one of the moves in the newest offer the client was sent
  (or an earlier offer of the same position and moves), named by that offer's number and the move's
  index and dict, and the table has not moved since (or, a move chosen ahead that arrives just after the
  one decision it waited behind, when it is legal now);
- "Deal the rest" and a swap of two placed pieces (several moves at once) are played by the seat's own
  session, only at its own decision and on an offer of the position as it still is;
- a seat is joined only while free; the seat token (`secrets`) handed out then is the only way back to
  it for the rest of the match, compared in constant time; a name typed on another computer is cleaned
  as every name is (`Player`);
- chat is a preset message's key, at most CHAT_BURST at once and one every CHAT_SECONDS after, per seat;
- a leave frees the seat at once and forgets its token: nobody comes back to it with that token, and the
  seat may be joined again (a dropped connection keeps the seat and its token, waiting for it);
- Play again (`again`) keeps the door, the code and every seat's token: the people seated go on in the new
  match, and nothing of the old one (its offers, its moves) counts in it.
"""

from __future__ import annotations

import hmac
import logging
import queue
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

import msgspec

from tabletop.engine.game import MalformedMove, Move, Seat
from tabletop.engine.match import REMOTE, Player
from tabletop.engine.words import clause, say
from tabletop.session import Preferences, Request, Session
from tabletop.session.ahead import HAND_OVER

from . import protocol
from .doorway import Bucket, Doorway, Gone, refusal
from .codec import to_wire
from .offers import log_known, offered, public_part
from .protocol import (VERSION, Again, AskSeats, Chat, Chatted, DealRest, Explain, Explained, Hello, Hint, Join, Joined, Leave,
                       Lift, Offered, Play, Prefer, Rejoin, SeatEntry, Seats, Seen, Swap, Undo, Warned, Welcome)
from .seat_help import explained
from .server import Server

PUMPED = 200  # intents worked through in one frame at most; the rest wait for the next
CHAT_SECONDS, CHAT_BURST = 2.0, 3.0
CHATS_KEPT = 30
FREE, HERE, AWAY = "free", "here", "away"  # a remote seat nobody joined yet; held and connected; held, dropped
_LOG = logging.getLogger(__name__)


@dataclass
class RemoteSeat:
    """A seat played from another computer: its session, its token once joined, the connection holding it
    now, and the last offer it was sent (with the moves in it and the position it was made for)."""

    seat: Seat
    session: Session
    chat: Bucket
    token: str | None = None
    conn: int | None = None
    number: int = 0
    sent: Offered | None = None
    moves: tuple[Move, ...] = ()
    state: Any = None
    looked: tuple = field(default=())
    known: dict = field(default_factory=dict)  # the log as its client has it (offers.log_tail)
    missed_again: bool = False  # the host played again while the seat was away: told when it comes back
    ahead: tuple | None = None  # the last offer to choose ahead sent: (its number, its moves, moves played then)
    # The first offer of the position and moves offered now: a move or question from it still stands (the
    # person's click that put the catch-up away also made a move, and the host answered the first).
    since: int = 0

    @property
    def status(self) -> str:
        return FREE if self.token is None else HERE if self.conn is not None else AWAY


class Host:
    """One table offered to other computers (see the module's words)."""

    def __init__(self, session: Session, *, address: str = "0.0.0.0", port: int = 0, code: str | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 on_sent: Callable[[Seat, Any, Offered], None] | None = None,
                 wake: Callable[[], None] | None = None, offer_seconds: float | None = None):
        self.session, self.match = session, session.match
        self.code = code or protocol.new_code()
        self.clock = clock
        self.on_sent = on_sent  # called with (seat, state, offer) for every offer sent (tests, measures)
        self.remote = {seat: self._remote_seat(seat) for seat, player in enumerate(self.match.players)
                       if player.kind == REMOTE}
        self.chats: deque[tuple[Seat, str]] = deque(maxlen=CHATS_KEPT)  # (seat, preset key), newest last
        self.left: deque[Seat] = deque(maxlen=CHATS_KEPT)  # seats whose person left on purpose, for the host's screen
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.wake = wake  # called from the network thread when something arrives (the app's loop wakes to pump)
        self.doorway = Doorway(self.code, clock, self._arrived)
        self.lobby: set[int] = set()  # connections that said hello and hold no seat
        self.holding: dict[int, Seat] = {}
        self.outgoing: list[tuple[int, str]] = []
        self.worded: dict = {}  # the log's entries as the wire carries them (offers.log_tail)
        self.server = Server(self.doorway, address, port)
        self.transport: Any = self.server  # what sends: the server, or a test's stand-in
        self.port = port
        # A frame's time for making offers (None: no limit); the seats past it get theirs in the next pump,
        # starting there, so that a move offered to nine seats does not make one frame late.
        self.offer_seconds = offer_seconds
        self.behind = False  # offers are still to be made: the next pump should come soon
        self._first_offered = 0  # where the next pump starts making offers

    # --- the frame thread's side ------------------------------------------------------------
    def start(self) -> int:
        """Open the table to other computers; returns the port it listens on."""
        self.port = self.server.start()
        return self.port

    def stop(self) -> None:
        """Close the table to other computers, telling every client why."""
        self.server.stop(refusal("ended", True))

    def again(self, session: Session) -> None:
        """Play again at the same table: `session` plays the new match (the same game and seats). The door,
        the code and the tokens stay; every seated client is told, then sent the new match's offers; a seat
        whose person is away stays theirs, a free one stays free."""
        self.session, self.match, self.worded = session, session.match, {}
        kept = self.remote
        self.remote = {seat: self._remote_seat(seat, kept.get(seat)) for seat, player in enumerate(self.match.players)
                       if player.kind == REMOTE}
        for conn, seat in list(self.holding.items()):
            if seat in self.remote:
                self._send(conn, protocol.write(Again()))
            else:  # not played from another computer any more
                del self.holding[conn]
                self.transport.close(conn, refusal("handed", True))
        self._first_offered, self.behind = 0, False
        self._tell_lobby()
        self._flush()

    def _remote_seat(self, seat: Seat, old: RemoteSeat | None = None) -> RemoteSeat:
        """A remote seat of the match now, with a session of its own; `old`: the seat in the match played
        before (Play again), whose token, connection and pace of chat it keeps."""
        session = Session(self.match, here=(seat,), computers=False, clock=self.session.clock, ahead_alone=True)
        if old is None:
            return RemoteSeat(seat, session, Bucket(1.0 / CHAT_SECONDS, CHAT_BURST, CHAT_BURST, self.clock()))
        # The offers' numbers go on from the old match's: a move sent from one of those is stale here.
        return RemoteSeat(seat, session, old.chat, token=old.token, conn=old.conn, number=old.number,
                          missed_again=old.status == AWAY)

    def pump(self, limit: int = PUMPED) -> bool:
        """Work through what arrived, then send each client its new offer; True when a move was made."""
        before = len(self.match.history), self.match.state
        for _ in range(limit):
            try:
                conn, intent = self.inbox.get_nowait()
            except queue.Empty:
                break
            try:
                self._take(conn, intent)
            except Exception:  # noqa: BLE001 -- a message from another computer never stops the host's table
                _LOG.exception("a message from connection %s was dropped", conn)  # not for players
        self._offer_all()
        self._flush()
        return (len(self.match.history), self.match.state) != before

    def seats(self) -> list[tuple[Seat, str, str]]:
        """Every remote seat: (seat, name, FREE / HERE / AWAY), for the host's screen."""
        return [(seat, self.match.players[seat].name, held.status) for seat, held in self.remote.items()]

    def chat(self, seat: Seat, key: str) -> None:
        """A preset message from a person at the host's screen, shown on every screen."""
        if key in protocol.CHAT:
            self._said_to_all(seat, key)
            self._flush()

    def hand_to_computer(self, seat: Seat) -> bool:
        """A remote seat is played by a computer seat for the rest of the match (`Session.hand_to_computer`):
        its connection, if any, is told so and closed, and the lobby no longer lists it. True if done."""
        held = self.remote.get(seat)
        if held is None or not self.session.hand_to_computer(seat):
            return False
        del self.remote[seat]
        for other in self.remote.values():
            other.session.reseated()
        if held.conn is not None:
            self.holding.pop(held.conn, None)
            self.transport.close(held.conn, refusal("handed", True))
        self._tell_lobby()
        self._flush()
        return True

    def work(self) -> Request | None:
        """A hint a remote person asked for, for the app's worker (computer seats are the host session's)."""
        for held in self.remote.values():
            if held.session.hint_key is None:
                continue  # nothing asked (a remote seat's session works no computer seat): as work() says, cheaper
            job = held.session.work()
            if job is not None:
                return job
        return None

    def answer(self, key: tuple, found: Any) -> bool:
        """The worker's answer to `work()`'s request."""
        held = self.remote.get(key[2]) if key[0] == "hint" else None
        return held is not None and held.session.answer(key, found)

    # --- what arrived --------------------------------------------------------------------------
    def _arrived(self, conn: int, intent: Any) -> None:
        """In the network thread: what passed the door waits for the frame thread's pump."""
        self.inbox.put((conn, intent))
        if self.wake is not None:
            self.wake()

    def _take(self, conn: int, intent: Any) -> None:
        handler = _HANDLERS.get(type(intent))
        if handler is not None:
            handler(self, conn, intent)
            return
        held = self.remote.get(self.holding.get(conn, -1))
        if held is None:
            self._send(conn, refusal("join_first"))
            return
        _PLAYS[type(intent)](self, held, intent)

    def _hello(self, conn: int, hello: Hello) -> None:
        self.lobby.add(conn)
        self._send(conn, protocol.write(Welcome(VERSION, self.match.game.id, self._seat_list())))

    def _asked_seats(self, conn: int, asked: AskSeats) -> None:
        self._send(conn, protocol.write(Seats(self._seat_list())))

    def _join(self, conn: int, join: Join) -> None:
        held = self.remote.get(join.seat)
        if conn in self.holding:
            self._send(conn, refusal("seated"))
        elif held is None:
            self._send(conn, refusal("no_seat"))
        elif held.token is not None:
            self._send(conn, refusal("seat_taken"))
        else:
            held.token = protocol.new_token()
            name = Player(join.name, REMOTE).name
            if name and name != self.match.players[held.seat].name:
                self.match.players[held.seat] = Player(name, REMOTE)
                for session in (self.session, *(other.session for other in self.remote.values())):
                    session.renamed()
            self._hold(conn, held)
            self._tell_lobby()

    def _rejoin(self, conn: int, rejoin: Rejoin) -> None:
        typed = rejoin.token.encode("utf-8")
        found = [held for held in self.remote.values()
                 if held.token is not None and hmac.compare_digest(typed, held.token.encode("ascii"))]
        if not found or conn in self.holding:
            self._send(conn, refusal("token" if not found else "seated"))
            return
        held = found[0]
        if held.conn is not None and held.conn != conn:  # the seat's old connection, dropped or half open
            self.holding.pop(held.conn, None)
            self.transport.close(held.conn, refusal("replaced", True))
        self._hold(conn, held)

    def _gone(self, conn: int, gone: Gone) -> None:
        self.lobby.discard(conn)
        seat = self.holding.pop(conn, None)
        if seat is not None and self.remote[seat].conn == conn:
            self.remote[seat].conn = None

    def _hold(self, conn: int, held: RemoteSeat) -> None:
        self.lobby.discard(conn)
        self.holding[conn] = held.seat
        # A new connection gets a whole offer at once, and the whole log.
        held.conn, held.sent, held.looked, held.known = conn, None, (), {}
        self._send(conn, protocol.write(Joined(held.seat, held.token)))
        if held.missed_again:  # its screen still shows the match before: it goes on to this one
            held.missed_again = False
            self._send(conn, protocol.write(Again()))

    # --- what a seated person does -------------------------------------------------------------
    def _play(self, held: RemoteSeat, play: Play) -> None:
        try:
            sent = Move.from_dict(play.move)
        except MalformedMove:
            sent = None
        if held.sent is None or not held.since <= play.offer <= held.sent.number or \
                self.match.state is not held.state:
            if sent is None or not self._late_ahead(held, play, sent):
                self._send(held.conn, refusal("stale"))
            return
        if sent is None or play.index >= len(held.moves) or not held.moves[play.index].same_as(sent):
            self._send(held.conn, refusal("not_offered"))
            return
        move = held.moves[play.index]
        warning = None if play.confirmed or play.auto else held.session.warning(move)
        if warning:  # the table asks first, as at the host's screen
            self._send(held.conn, protocol.write(Warned(play.offer, play.index, to_wire(warning))))
        elif play.auto and move == held.session.auto_move():
            held.session.play_auto()  # made for the person, and the table says so as it would at the host
        else:
            held.session.play(move)

    def _late_ahead(self, held: RemoteSeat, play: Play, sent: Move) -> bool:
        """A move chosen ahead that arrived after the seat before it decided (a computer seat answers at
        once): made now, as it would have been at its turn, if its turn has come and nothing else happened
        since the choice was offered (what may be chosen ahead stays legal through that one decision).
        True if made."""
        if held.ahead is None or play.offer != held.ahead[0] or play.index >= len(held.ahead[1]):
            return False
        number, moves, played = held.ahead
        move, history = moves[play.index], self.match.history
        if not move.same_as(sent) or move.kind == HAND_OVER or len(history) != played + 1 \
                or held.session.deciding() != held.seat or held.session.choosing_ahead is not None:
            return False
        legal = held.session.moves()
        if move not in legal or not held.session.play(legal[legal.index(move)]):
            return False
        made = history[-1].move  # the log's words, as the session says a move chosen ahead when it makes it
        held.session.tell(say("session.ahead.made", move=clause(held.session.on_board(made.label or str(made), held.seat))))
        return True

    def _explain(self, held: RemoteSeat, explain: Explain) -> None:
        """Why the clicks made no move, asked on an offer of the position as it still is (an answer about an
        older position is no use)."""
        if held.sent is None or not held.since <= explain.offer <= held.sent.number or self.match.state is not held.state:
            return
        reason = explained(held.session, explain.clicks)
        self._send(held.conn, protocol.write(Explained(explain.offer, explain.clicks, to_wire(reason))))

    def _deal_rest(self, held: RemoteSeat, deal: DealRest) -> None:
        """Set out the rest of the seat's hidden army, as "Deal the rest" does at the host's screen."""
        if self._placing(held, deal.offer) and not held.session.deal_rest():
            self._send(held.conn, refusal("no_deal"))

    def _swap(self, held: RemoteSeat, swap: Swap) -> None:
        """Exchange two of the seat's placed pieces; the session says so, or why not, as at the host's screen."""
        if self._placing(held, swap.offer) and not held.session.swap(swap.first, swap.second):
            self._send(held.conn, refusal("no_swap"))

    def _placing(self, held: RemoteSeat, number: int) -> bool:
        """Whether the seat may set out or exchange its pieces now: its own decision, asked on an offer of the
        position as it still is (else it is told the table moved on)."""
        if held.sent is None or not held.since <= number <= held.sent.number or self.match.state is not held.state \
                or held.session.deciding() != held.seat:
            self._send(held.conn, refusal("stale"))
            return False
        return True

    def _prefer(self, held: RemoteSeat, prefer: Prefer) -> None:
        held.session.prefer(Preferences(forced_moves=prefer.forced_moves, auto_roll=prefer.auto_roll,
                                        beginner_warnings=prefer.beginner_warnings, fixed_board=prefer.fixed_board))

    def _undo(self, held: RemoteSeat, undo: Undo) -> None:
        held.session.undo()

    def _hint(self, held: RemoteSeat, hint: Hint) -> None:
        held.session.hint()

    def _lift(self, held: RemoteSeat, lift: Lift) -> None:
        held.session.lift_curtain()

    def _seen(self, held: RemoteSeat, seen: Seen) -> None:
        held.session.put_away_catch_up()

    def _leave(self, held: RemoteSeat, leave: Leave) -> None:
        """The person leaves for good: the seat is free (to join, or to hand to a computer), its token forgotten."""
        conn, held.token, held.conn = held.conn, None, None
        self.holding.pop(conn, None)
        self.left.append(held.seat)
        self.transport.close(conn, refusal("left", True))
        self._tell_lobby()

    def _chat(self, held: RemoteSeat, chat: Chat) -> None:
        if held.chat.take(self.clock()):
            self._said_to_all(held.seat, chat.key)
        else:
            self._send(held.conn, refusal("chat_fast"))

    # --- what goes out ---------------------------------------------------------------------------
    def _offer_all(self) -> None:
        public = None  # worked out once for every seat, when one is sent an offer (with the last move's effects)
        shared: dict = {}  # the parts of this position's views written for one seat's offer (view_to_wire)
        seats = list(self.remote.values())
        began, start = time.perf_counter(), self._first_offered % max(1, len(seats))
        for step in range(len(seats)):
            held = seats[(start + step) % len(seats)]
            looked = self._looked(held) if held.conn is not None else None
            if looked is None or (held.sent is not None and looked == held.looked):
                continue  # nothing in its offer may have changed since the last one sent
            if public is not None and self.offer_seconds is not None and \
                    time.perf_counter() - began > self.offer_seconds:
                self._first_offered, self.behind = start + step, True
                if self.wake is not None:
                    self.wake()  # the app's loop pumps again as soon as it has time before its next frame
                return
            public = self._offer(held, looked, public, shared)
        self._first_offered, self.behind = 0, False

    def _looked(self, held: RemoteSeat) -> tuple:
        """What the seat's offer follows, as far as it is cheap to tell (its session's changes, words, curtain...)."""
        session = held.session
        session.deciding()  # follows moves made through the other sessions
        return (session.changes, session.message, session.error, session.hint_move, session.curtain,
                session.catch_up is None, tuple(self.match.players), session.choosing_ahead, session.preferences)

    def _offer(self, held: RemoteSeat, looked: tuple, public: tuple | None, shared: dict) -> tuple:
        """Send the seat its session's offer unless it is the last one sent again; returns the public part
        and the last move's effects."""
        held.looked = looked
        public = (public_part(self.session), self.match.last_effects()) if public is None else public
        if held.sent is not None and held.sent.side != held.session.board_side():
            held.known = {}  # the log is numbered from the other side now: all of it again
        message, moves = offered(held.session, held.seat, held.number + 1, held.known, self.worded, *public,
                                 shared=shared)
        if held.sent is not None and not message.log.entries and \
                msgspec.structs.replace(message, number=held.sent.number, log=held.sent.log) == held.sent:
            return public
        held.number += 1
        if held.state is not self.match.state or moves != held.moves:
            held.since = held.number
        held.sent, held.moves, held.state = message, moves, self.match.state
        if message.ahead:
            held.ahead = (message.number, moves, len(self.match.history))
        held.known = log_known(self.match, message.log)
        self.outgoing.append((held.conn, protocol.write(message)))
        if self.on_sent is not None:
            self.on_sent(held.seat, self.match.state, message)
        return public

    def _said_to_all(self, seat: Seat, key: str) -> None:
        self.chats.append((seat, key))
        text = protocol.write(Chatted(seat, key))
        for conn in self.holding:
            self._send(conn, text)

    def _seat_list(self) -> list[SeatEntry]:
        return [SeatEntry(seat, self.match.players[seat].name, held.token is None) for seat, held in self.remote.items()]

    def _tell_lobby(self) -> None:
        text = protocol.write(Seats(self._seat_list()))
        for conn in self.lobby:
            self._send(conn, text)

    def _send(self, conn: int | None, text: str) -> None:
        if conn is not None:
            self.outgoing.append((conn, text))

    def _flush(self) -> None:
        if self.outgoing:
            batch, self.outgoing = self.outgoing, []
            self.transport.send(batch)


_HANDLERS: dict[type, Callable[[Host, int, Any], None]] = {
    Hello: Host._hello, AskSeats: Host._asked_seats, Join: Host._join, Rejoin: Host._rejoin, Gone: Host._gone}
_PLAYS: dict[type, Callable[[Host, RemoteSeat, Any], None]] = {
    Play: Host._play, Undo: Host._undo, Hint: Host._hint, Lift: Host._lift, Seen: Host._seen, Chat: Host._chat,
    Leave: Host._leave, Explain: Host._explain, Prefer: Host._prefer, DealRest: Host._deal_rest, Swap: Host._swap}

