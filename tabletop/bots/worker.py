"""Deciding off the frame loop: one decision at a time in a worker process, polled by the table.

The search is pure Python: run on a thread, it would take turns with the
drawing for the interpreter's lock and frames would stutter (bench/bots.py
measured a p99 frame of 30-50 ms that way). A separate process searches on
the other core while the window keeps its 60 frames a second. The process
is started once, on the first decision, and reused. A decision nobody waits
for any more (the player left, or undid) is dropped.
"""

from __future__ import annotations

import atexit
import multiprocessing
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Hashable

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()


def _executor() -> ProcessPoolExecutor:
    """The one worker process (spawned, so it shares nothing with the window's process)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
            atexit.register(_pool.shutdown, wait=False, cancel_futures=True)
        return _pool


def stop() -> None:
    """End the worker process now, mid-search if need be (the window is closing)."""
    global _pool
    with _pool_lock:
        pool, _pool = _pool, None
    if pool is not None:
        for child in multiprocessing.active_children():
            child.terminate()
        pool.shutdown(wait=False, cancel_futures=True)


class Thinker:
    """Runs `work(*args)` for one key at a time; `result(key)` is its answer once ready."""

    inline = False  # tests that step frames by hand decide on the spot, so a frame's outcome is fixed

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: Hashable | None = None
        self._answer: Any = None
        self._ready = False

    def start(self, key: Hashable, work: Callable[..., Any], *args: Any) -> None:
        """Begin deciding for `key` (a decision for another key is forgotten). `work` and `args` go to
        another process, so `work` is a module-level function and `args` are plain picklable values."""
        with self._lock:
            self._key, self._answer, self._ready = key, None, False
        if self.inline:
            self._finish(key, _call(work, args))
            return
        future = _executor().submit(work, *args)
        future.add_done_callback(lambda done: self._finish(key, _outcome(done)))

    def working_on(self, key: Hashable) -> bool:
        """True once `start(key)` was called, until another key starts or `forget`."""
        with self._lock:
            return self._key == key

    def result(self, key: Hashable) -> tuple[bool, Any]:
        """(True, answer) when the decision for `key` is done; (False, None) while it is not."""
        with self._lock:
            if self._key != key or not self._ready:
                return False, None
            return True, self._answer

    def forget(self) -> None:
        """Drop whatever is being decided: its answer will not be used."""
        with self._lock:
            self._key, self._answer, self._ready = None, None, False

    def _finish(self, key: Hashable, answer: Any) -> None:
        with self._lock:
            if self._key == key:
                self._answer, self._ready = answer, True


def _call(work: Callable[..., Any], args: tuple) -> Any:
    try:
        return work(*args)
    except Exception as exc:  # noqa: BLE001 -- handed to the frame loop, which says it
        return exc


def _outcome(done: Future) -> Any:
    try:
        return done.result()
    except BrokenProcessPool as exc:
        _forget_pool()  # the process died (killed, out of memory): the next decision starts a new one
        return exc
    except Exception as exc:  # noqa: BLE001 -- a failed search is said, not raised in a frame
        return exc


def _forget_pool() -> None:
    global _pool
    with _pool_lock:
        _pool = None
