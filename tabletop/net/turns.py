"""The interpreter's turns between the frame thread and a network thread.

Python runs one thread at a time, and a thread that wants to run waits up to the interpreter's switch
interval (five milliseconds by default) for the one running to give way. The frame thread draws for
several milliseconds at a time, so a message the network thread should write or read at once would wait
for it: while a network thread runs, the interval is half a millisecond. It is the process's setting, so it
is set when the first network thread starts and put back when the last one ends.
"""

from __future__ import annotations

import sys
import threading

SWITCH_SECONDS = 0.0005

_lock = threading.Lock()
_running = 0
_before = 0.0


def network_started() -> None:
    global _running, _before
    with _lock:
        if _running == 0:
            _before = sys.getswitchinterval()
            sys.setswitchinterval(min(_before, SWITCH_SECONDS))
        _running += 1


def network_ended() -> None:
    global _running
    with _lock:
        _running -= 1
        if _running == 0:
            sys.setswitchinterval(_before)
