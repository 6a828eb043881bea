"""Work for the worker tests, at module level so that a spawned worker can import it."""

import os
import time
from pathlib import Path


def pid_of_worker() -> int:
    """The process the work runs in."""
    return os.getpid()


def echo(value):
    """The value, at once."""
    return value


def nap(seconds: float, value):
    """The value, after a while."""
    time.sleep(seconds)
    return value


def stall(marker: str, value=None, seconds: float = 60.0):
    """Write this worker's pid to `marker` (whole, so a reader never sees half of it), then take long."""
    Path(marker + ".part").write_text(str(os.getpid()))
    os.replace(marker + ".part", marker)
    time.sleep(seconds)
    return value


def stall_once(marker: str, value):
    """Like `stall` the first time; once `marker` exists (a retry), the value at once."""
    if Path(marker).exists():
        return value
    return stall(marker, value)


def die(tally: str):
    """Count a try in `tally`, then end the worker as a crash would."""
    with open(tally, "a", encoding="utf-8") as file:
        file.write("try\n")
    os._exit(1)


def unsendable():
    """An answer that cannot be pickled back to the app."""
    return lambda: None
