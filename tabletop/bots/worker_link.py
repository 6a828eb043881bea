"""The app's side of one worker process: start it, hand it a request, read its answer without waiting,
and end it. Whatever goes wrong with the process or its pipe comes out as `WorkerGone`, nothing else.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time

from .worker_process import READY, serve

END_WAIT = 1.0  # seconds to reap a killed worker (it dies at once; this only bounds a stuck kernel)


class WorkerGone(Exception):
    """The worker process died, could not be started, or its pipe broke."""


class Link:
    """One spawned worker process and the app's end of the pipe to it."""

    def __init__(self, warm_up: tuple[str, ...]) -> None:
        # Spawned, not forked: it shares nothing with the window's process, and spawning is what a
        # frozen bundle and other systems can do.
        context = multiprocessing.get_context("spawn")
        try:
            self.conn, there = context.Pipe()
        except OSError as exc:  # out of file descriptors
            raise WorkerGone(exc) from exc
        # The kernel's death signal follows the thread that starts the process: ask for it only from
        # the main thread, which lives as long as the app.
        on_main_thread = threading.current_thread() is threading.main_thread()
        self.process = context.Process(target=serve, args=(there, os.getpid(), warm_up, on_main_thread),
                                       name="tabletop-bots", daemon=True)
        try:
            self.process.start()
        except Exception as exc:  # noqa: BLE001 -- out of processes or memory, a broken bundle...
            self.conn.close()
            raise WorkerGone(exc) from exc
        finally:
            there.close()  # the worker's end lives in the worker alone, so its death reads as EOF here
        self.started = time.monotonic()
        self.ready_at: float | None = None  # when the worker said it had warmed up

    def alive(self) -> bool:
        """Whether the process still runs (a stopped one counts as running)."""
        return self.process.is_alive()

    def send(self, ident: int, request: bytes) -> None:
        """Hand the worker a pickled request. Requests are a few kilobytes, far inside a pipe's buffer,
        and go only to an idle worker, so this does not wait even on a stopped worker."""
        try:
            self.conn.send((ident, request))
        except (OSError, EOFError, ValueError) as exc:
            raise WorkerGone(exc) from exc

    def receive(self) -> tuple[int, bytes] | None:
        """The worker's next answer (request id, pickled answer) if one is there; None if not yet."""
        try:
            while self.conn.poll(0):
                ident, answer = self.conn.recv()
                if ident != READY:
                    return ident, answer
                self.ready_at = time.monotonic()
        except Exception as exc:  # noqa: BLE001 -- EOF, a broken pipe, a garbled message: none can be trusted
            raise WorkerGone(exc) from exc
        return None

    def end(self) -> None:
        """Kill the worker now, mid-search or stopped (SIGKILL ends a stopped process too), and let go of it."""
        try:
            self.process.kill()
            self.process.join(END_WAIT)
        except (OSError, ValueError):
            pass  # it is gone already
        self.conn.close()
        if self.process.exitcode is not None:
            self.process.close()
