"""Writing saves off the frame loop: the table hands over a save's text, a worker thread writes it.

Only the newest text per file matters, so a text still waiting is replaced
by a newer one; each write stays atomic (`saves.write_text`). `flush` waits
until everything handed over is on disk: the app calls it before it quits and
before it reads a file the worker may still be writing.
"""

from __future__ import annotations

import threading
from pathlib import Path

from .saves import SaveError, write_text


class BackgroundSaver:
    """One worker thread that writes the newest text handed over for each path."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, str] = {}
        self._writing = False
        self._errors: list[str] = []
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: str) -> None:
        """Queue `text` for `path`, replacing any text for it not yet written."""
        with self._cond:
            self._pending[Path(path)] = text
            if self._thread is None or not self._thread.is_alive():
                # A daemon thread never keeps a closed app alive; quitting flushes first.
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued text is written; False if that took longer than `timeout`."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._writing, timeout)

    def take_error(self) -> str | None:
        """The oldest write failure not yet reported, if any."""
        with self._cond:
            return self._errors.pop(0) if self._errors else None

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._pending, timeout=30.0):
                    self._thread = None  # idle for a while: let the thread end, the next submit starts one
                    return
                path, text = self._pending.popitem()
                self._writing = True
            try:
                write_text(path, text)
            except SaveError as exc:
                with self._cond:
                    self._errors.append(str(exc))
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()
