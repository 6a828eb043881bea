"""Deciding off the frame loop: one decision at a time in a worker process, polled by the table.

The search is pure Python: run on a thread, it would take turns with the drawing for the interpreter's
lock and frames would stutter (bench/bots.py measured a p99 frame of 30-50 ms that way). A separate
process searches on the other core while the window keeps its 60 frames a second. The process is
spawned on the first decision and reused; a decision nobody waits for any more (the player left, or
undid) is dropped, and its late answer with it.

The worker never stops the app. Each poll (`Thinker.result`, every frame) reads the pipe without
waiting and looks at the worker: one that died (killed, out of memory) is replaced and the decision
sent again, at most `RETRIES` more times, after which the answer is a `WorkerLost`; one that does not
answer within the decision's budget plus `GRACE` (stopped, stuck) is killed and the answer is a
`WorkerTimedOut`, so the caller plays a quick move of its own. The worker ends itself when the app
does, even when the app is killed (worker_process.py).
"""

from __future__ import annotations

import atexit
import itertools
import threading
import time
from dataclasses import dataclass
from multiprocessing.reduction import ForkingPickler
from typing import Any, Callable, Hashable

from tabletop.engine.words import Words, say

from .worker_link import Link, WorkerGone

GRACE = 3.0  # seconds a worker may take beyond a decision's budget (sending, warming caches) before it is replaced
RETRIES = 2  # times a decision is sent again after its worker died
START_LIMIT = 30.0  # seconds a new worker may take to start (a frozen bundle read from a slow disk)
# What every decision needs, imported as the worker starts; the words layer so that its errors read as English.
WARM_UP = ("tabletop.bots.levels", "tabletop.games", "tabletop.words")


class WorkerLost(Exception):
    """The worker process gave no answer; `reason` says why, for a player."""

    def __init__(self, reason: Words):
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return str(self.reason)


class WorkerTimedOut(WorkerLost):
    """The worker process did not answer in time and was replaced."""


@dataclass(eq=False)
class _Request:
    """A decision on its way: who asked, the pickled `(work, args)`, its budget, and how it has fared."""

    ident: int
    owner: "Thinker"
    payload: bytes
    budget: float | None
    tries: int = 0
    sent: float = 0.0


class _Worker:
    """The one worker process and its decisions: the one it has, and those waiting their turn."""

    def __init__(self) -> None:
        self.link: Link | None = None
        self.sent: _Request | None = None
        self.waiting: list[_Request] = []
        self.stops_at_exit = False

    def take(self, request: _Request) -> None:
        """Queue a decision, and send it if the worker is free."""
        self.waiting.append(request)
        self.pump()

    def drop(self, owner: "Thinker") -> None:
        """Forget the decisions of `owner` not sent yet (one already sent is left to finish, unheard)."""
        self.waiting = [request for request in self.waiting if request.owner is not owner]

    def pump(self) -> None:
        """Without waiting: take the worker's answer if it came, deal with a lost or late worker, send the next."""
        now = time.monotonic()
        if self.sent is not None:
            self._check(self.sent, now)
        while self.sent is None and self.waiting:  # a send that fails requeues the request, up to its retries
            self._send(self.waiting.pop(0), now)

    def stop(self) -> None:
        """End the worker now; the decisions it had or had queued get a `WorkerLost`."""
        self._end_link()
        pending = [request for request in (self.sent, *self.waiting) if request is not None]
        self.sent, self.waiting = None, []
        for request in pending:
            request.owner._answered(request.ident, WorkerLost(say("bots.worker.stopped")))

    def _send(self, request: _Request, now: float) -> None:
        if not request.owner._wants(request.ident):
            return
        if self.link is not None and not self.link.alive():
            self._end_link()  # it died while idle: a fresh one takes the request, not counted as a try
        self.sent, request.sent = request, now
        try:
            if self.link is None:
                self.link = Link(WARM_UP)
                self._stop_at_exit()
            self.link.send(request.ident, request.payload)
        except WorkerGone:
            self._lost(request)

    def _check(self, request: _Request, now: float) -> None:
        link = self.link
        alive = link.alive()  # before reading, so an answer sent just before dying is still taken
        try:
            message = link.receive()
        except WorkerGone:
            self._lost(request)
            return
        if message is not None:
            self.sent = None
            ident, payload = message
            request.owner._answered(ident, _loaded(payload))
        elif not alive:
            self._lost(request)
        elif (limit := _limit(request, link)) is not None and now - _since(request, link) > limit:
            self._time_out(request, limit)

    def _lost(self, request: _Request) -> None:
        """The worker died with the request: a fresh one gets it again, or the asker hears it was lost."""
        self.sent = None
        self._end_link()
        request.tries += 1
        if request.tries > RETRIES:
            request.owner._answered(request.ident, WorkerLost(say("bots.worker.lost")))
        elif request.owner._wants(request.ident):
            self.waiting.insert(0, request)

    def _time_out(self, request: _Request, limit: float) -> None:
        """The worker is stuck or stopped: kill it (the next decision starts a new one) and say so."""
        self.sent = None
        self._end_link()
        seconds = f"{round(limit, 1):g}"
        request.owner._answered(request.ident, WorkerTimedOut(say("bots.worker.timed_out", seconds=seconds)))

    def _stop_at_exit(self) -> None:
        if not self.stops_at_exit:  # as well as the daemon flag: the worker ends before the interpreter does
            atexit.register(stop)
            self.stops_at_exit = True

    def _end_link(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            link.end()


def _limit(request: _Request, link: Link) -> float | None:
    """Seconds the worker has to answer `request`: to warm up, then to decide (None: no deadline)."""
    if link.ready_at is None:
        return START_LIMIT
    budget = request.budget
    if budget is None and not request.owner._wants(request.ident):
        budget = 0.0  # nobody waits for it, but the decisions queued behind it do: it gets no endless wait
    return None if budget is None else budget + GRACE


def _since(request: _Request, link: Link) -> float:
    """When the clock of `request` started: when it was sent, or when the worker was ready, if later."""
    if link.ready_at is None:
        return link.started
    return max(request.sent, link.ready_at)


def _loaded(payload: bytes) -> Any:
    try:
        return ForkingPickler.loads(payload)
    except Exception as exc:  # noqa: BLE001 -- an answer that cannot be read is said, not raised in a frame
        return exc


_lock = threading.Lock()  # the table polls from the frame loop; a session may from a thread of its own
_worker = _Worker()
_idents = itertools.count(1)  # request ids; 0 is the worker's "ready"


def stop() -> None:
    """End the worker process now, mid-search if need be (the window is closing)."""
    with _lock:
        _worker.stop()


class Thinker:
    """Runs `work(*args)` for one key at a time; `result(key)` is its answer once ready."""

    inline = False  # tests that step frames by hand decide on the spot, so a frame's outcome is fixed

    def __init__(self) -> None:
        self._key: Hashable | None = None
        self._ident = 0
        self._answer: Any = None
        self._ready = False

    def start(self, key: Hashable, work: Callable[..., Any], *args: Any, budget: float | None = None) -> None:
        """Begin deciding for `key` (a decision for another key is forgotten). `work` and `args` go to
        another process, so `work` is a module-level function and `args` are plain picklable values.
        `budget` is the seconds the work is meant to take (a level's search time); an answer later than
        `budget + GRACE` after it was sent (to a worker done starting up) is given up as a
        `WorkerTimedOut`. None: no deadline."""
        with _lock:
            _worker.drop(self)
            self._key, self._answer, self._ready = key, None, False
            self._ident = ident = next(_idents)
        if self.inline:
            answer = _call(work, args)
            with _lock:
                self._answered(ident, answer)
            return
        try:
            payload = bytes(ForkingPickler.dumps((work, args)))
        except Exception as exc:  # noqa: BLE001 -- what cannot be sent is the answer, said by the caller
            with _lock:
                self._answered(ident, exc)
            return
        with _lock:
            _worker.take(_Request(ident, self, payload, budget))

    def working_on(self, key: Hashable) -> bool:
        """True once `start(key)` was called, until another key starts or `forget`."""
        with _lock:
            return self._key == key

    def result(self, key: Hashable) -> tuple[bool, Any]:
        """(True, answer) when the decision for `key` is done; (False, None) while it is not. Called every
        frame, so it is also where the worker is looked after (never waiting)."""
        with _lock:
            _worker.pump()
            if self._key != key or not self._ready:
                return False, None
            return True, self._answer

    def forget(self) -> None:
        """Drop whatever is being decided: its answer will not be used."""
        with _lock:
            _worker.drop(self)
            self._key, self._ident, self._answer, self._ready = None, 0, None, False

    def _wants(self, ident: int) -> bool:
        """Whether request `ident` is still awaited (called with the lock held)."""
        return ident == self._ident and not self._ready

    def _answered(self, ident: int, answer: Any) -> None:
        """Keep an answer, if it is to the request awaited (called with the lock held)."""
        if self._wants(ident):
            self._answer, self._ready = answer, True


def _call(work: Callable[..., Any], args: tuple) -> Any:
    try:
        return work(*args)
    except Exception as exc:  # noqa: BLE001 -- handed to the frame loop, which says it
        return exc
