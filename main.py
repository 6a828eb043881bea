"""Tabletop: `python main.py` opens the app; `python main.py --help` lists the rest."""

import sys

from tabletop.cli import main

if __name__ == "__main__":
    sys.exit(main())
