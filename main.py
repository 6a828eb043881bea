"""Tabletop: `python main.py` opens the app; `python main.py --help` lists the rest."""

import sys

from tabletop.launch import start

if __name__ == "__main__":
    sys.exit(start())
