"""Tabletop: `python main.py` opens the app; `python main.py --help` lists the rest."""

import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.cli import main  # noqa: E402  (after the environment is set)

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a bundled app starts its computer seats' worker through this file
    sys.exit(main())
