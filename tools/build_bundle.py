"""Build the app into one folder that runs on a machine with no Python: `dist/Tabletop/Tabletop`.

PyInstaller is this script's tool, not one of the app's requirements; install it beside the app's own:

    python3 -m venv .venv-bundle && . .venv-bundle/bin/activate
    pip install -r requirements.txt "pyinstaller>=6,<7"
    python tools/build_bundle.py

A bundle is built on, and for, the system it runs on (build on Windows for Windows). CI does not run
this script. The bundle holds every module of the package (zone drawers and games are found by name
or by listing their package, which PyInstaller's import tracing cannot see) and every data file in it
(each game's layout, words, rules book and lesson; the fonts, theme and shared words). The computer
seats' worker is a spawned process: in a bundle that means the bundle running itself again, which
`tabletop.launch.start` turns into the worker through `multiprocessing.freeze_support()`. Saves and
settings go to the user's data folder, as for an installed app.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "Tabletop"


def pyinstaller_arguments(dist: Path, work: Path) -> list[str]:
    """The PyInstaller command line for a one-folder bundle of main.py."""
    return [
        str(ROOT / "main.py"),
        "--name", NAME,
        "--onedir",
        "--noconfirm",
        "--clean",
        "--distpath", str(dist),
        "--workpath", str(work),
        "--specpath", str(work),
        "--paths", str(ROOT),
        "--collect-submodules", "tabletop",
        "--collect-data", "tabletop",
        "--collect-data", "pygame_gui",  # its default theme, fonts and translations
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle's folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's working folder")
    args = parser.parse_args(argv)
    try:  # here, not at the top: without PyInstaller the script still answers --help and says what to install
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is not installed: pip install \"pyinstaller>=6,<7\" (see this script's docstring)",
              file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT))  # PyInstaller lists the package's modules and data by importing it
    pyinstaller.run(pyinstaller_arguments(args.dist, args.work))
    print(f"bundle: {args.dist / NAME / NAME}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
