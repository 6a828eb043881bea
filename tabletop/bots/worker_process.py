"""The worker process itself: it answers one request at a time and ends as soon as the app does.

It is spawned by `worker_link.Link`. The app may end without a word (kill -9, a crash, the power
button held down), and nothing in the app then lives to end the worker, so the worker ends itself:
when the app's end of the pipe closes, and, since a search may run for a while without reading the
pipe, a thread that watches the app. The watch asks the kernel too where it can (Linux).
"""

from __future__ import annotations

import ctypes
import importlib
import os
import signal
import sys
import threading
import time
from multiprocessing import parent_process
from multiprocessing.connection import Connection
from multiprocessing.reduction import ForkingPickler

READY = 0  # the request id of the worker's first message, "warmed up" (requests count from 1)
PARENT_CHECK = 0.25  # seconds between two looks at whether the app is still there
PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


def serve(conn: Connection, parent_pid: int, warm_up: tuple[str, ...], death_signal: bool) -> None:
    """The worker's life: warm up, say so, then answer requests until the app's end of the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in a terminal is for the app, which then ends us
    end_with_parent(parent_pid, death_signal)
    for name in warm_up:
        importlib.import_module(name)  # now, so a first decision's time goes to searching
    try:
        conn.send((READY, b""))
        while True:
            ident, request = conn.recv()
            conn.send((ident, answer_to(request)))
    except (EOFError, OSError):
        return  # the app closed its end, or is gone


def answer_to(request: bytes) -> bytes:
    """The pickled answer to a pickled `(work, args)`: what `work(*args)` returned, or what it raised."""
    try:
        work, args = ForkingPickler.loads(request)
        answer = work(*args)
    except Exception as exc:  # noqa: BLE001 -- a failed search is an answer too; the app says it
        answer = exc
    try:
        return bytes(ForkingPickler.dumps(answer))
    except Exception as exc:  # noqa: BLE001 -- an answer that cannot cross must still end the wait: why is the answer
        return bytes(ForkingPickler.dumps(RuntimeError(repr(exc))))


def end_with_parent(parent_pid: int, death_signal: bool) -> None:
    """Make sure this process ends when the app's process does, however it ends."""
    if death_signal:
        ask_kernel_to_kill_us_with_parent()
    if os.getppid() != parent_pid:
        os._exit(0)  # the app was gone before the kernel was asked
    threading.Thread(target=watch_parent, args=(parent_pid,), name="watch-app", daemon=True).start()


def ask_kernel_to_kill_us_with_parent() -> None:
    """Linux: SIGKILL this process when the thread that started it ends (optional; the watch suffices)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    except (OSError, AttributeError):
        return  # no prctl to be found: the watching thread alone ends us


def watch_parent(parent_pid: int) -> None:
    """End this process once the app's is gone: it got a new parent, or its sentinel closed."""
    parent = parent_process()  # multiprocessing's sentinel of the app: it becomes ready the moment the app dies
    while True:
        if parent is not None:
            parent.join(PARENT_CHECK)  # waits without holding the interpreter's lock
        else:
            time.sleep(PARENT_CHECK)
        if os.getppid() != parent_pid or (parent is not None and not parent.is_alive()):
            os._exit(0)  # no cleanup to wait for: the worker holds nothing but its search
