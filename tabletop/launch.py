"""Starting the app: `python main.py`, the installed `tabletop` command and a frozen bundle all come here."""

import multiprocessing
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.cli import main  # noqa: E402  (after the environment is set: pygame reads it on import)


def start() -> int:
    """The command line's answer, as an exit status."""
    # A frozen bundle starts its computer seats' worker by running itself again: this is where that
    # second run becomes the worker instead of another window.
    multiprocessing.freeze_support()
    return main()
