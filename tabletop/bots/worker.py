"""Deciding off the frame loop: one decision at a time on a worker thread, polled by the table.

The search is pure Python, so it shares the interpreter with drawing; the
interpreter hands control back and forth every few milliseconds, which keeps
frames coming while a computer seat thinks (bench/bots.py measures it). A
decision nobody waits for any more (the player left, or undid) is dropped.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Hashable


class Thinker:
    """Runs `work()` for one key at a time; `result(key)` is its answer once ready."""

    inline = False  # tests that step frames by hand decide on the spot, so a frame's outcome is fixed

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: Hashable | None = None
        self._answer: Any = None
        self._ready = False

    def start(self, key: Hashable, work: Callable[[], Any]) -> None:
        """Begin deciding for `key` (a decision for another key is forgotten)."""
        with self._lock:
            self._key, self._answer, self._ready = key, None, False
        if self.inline:
            self._run(key, work)
            return
        thread = threading.Thread(target=self._run, args=(key, work), name="computer seat", daemon=True)
        thread.start()

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

    def _run(self, key: Hashable, work: Callable[[], Any]) -> None:
        try:
            answer = work()
        except Exception as exc:  # noqa: BLE001 -- handed to the frame loop, which says it
            answer = exc
        with self._lock:
            if self._key == key:
                self._answer, self._ready = answer, True
