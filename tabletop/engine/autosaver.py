"""Writing saves off the frame loop: the table hands over a save's text, a worker thread writes it.

A text may come as the way to build it (`saves.autosave_text`): the worker
builds it, so a long match's text is never made in a frame. Only the newest
text per file matters, so a text still waiting is replaced by a newer one
(unbuilt); each write stays atomic (`saves.write_text`). Removing a file
(a finished match's autosave) goes through the same queue, so it can never be
overtaken by a write of that file still waiting. `flush` waits
until everything handed over is on disk: the app calls it before it quits and
before it reads a file the worker may still be writing.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable, Union

from .datafiles import printable, system_reason
from .saves import SaveError, write_text
from .words import say


# A save's text (or its bytes), or how to build it on the worker's thread (built as None: nothing to write).
SaveText = Union[str, bytes, Callable[[], Union[str, bytes, None]]]


class BackgroundSaver:
    """One worker thread that writes the newest text handed over for each path."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, SaveText | None] = {}  # None: remove the file
        self._writing = False
        self._errors: list[str] = []
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: SaveText) -> None:
        """Queue `text` (or how to build it, on the worker's thread) for `path`, replacing any not yet written."""
        self._queue(path, text)

    def remove(self, path: Path) -> None:
        """Queue the removal of `path`, replacing any text for it not yet written."""
        self._queue(path, None)

    def _queue(self, path: Path, text: SaveText | None) -> None:
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
                if text is None:
                    _remove(path)
                else:
                    built = text() if callable(text) else text
                    if built is not None:
                        write_text(path, built)
            except SaveError as exc:
                with self._cond:
                    self._errors.append(str(exc))
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()


def _remove(path: Path) -> None:
    """Remove a file that may already be gone; a failure is reported like a failed write."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        why = system_reason(exc)
        raise SaveError(say("files.save.cannot_remove", file=printable(path.name), why=why)) from exc
