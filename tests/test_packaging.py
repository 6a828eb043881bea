"""The installable app: every file the app reads lies in the package and is listed as package data, the
declared dependencies are the requirements, and the `tabletop` command starts what main.py starts."""

import subprocess
import sys
from pathlib import Path

try:
    import tomllib
except ImportError:  # Python 3.10: the same reader, from PyPI
    import tomli as tomllib

from tabletop import games
from tabletop.engine import package_files
from tabletop.lessons.lesson_file import LESSON_FILE
from tabletop.rules_book import BOOK_FILE
from tabletop.ui.layout import LAYOUT_FILE

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def packaged_data() -> set[Path]:
    """The files setuptools installs beside the modules, by pyproject's package-data globs."""
    globs = PROJECT["tool"]["setuptools"]["package-data"]
    found = set()
    for init in (ROOT / "tabletop").rglob("__init__.py"):
        package = init.parent
        name = ".".join(package.relative_to(ROOT).parts)
        for pattern in globs.get("*", []) + globs.get(name, []):
            found |= set(package.glob(pattern))
    return found


def test_every_data_file_of_the_package_is_installed_with_it():
    data = {path for path in (ROOT / "tabletop").rglob("*")
            if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts}
    assert len(data) > 100  # ten games' layouts, words, rules books and lessons, the fonts, the shared words
    assert data == packaged_data()


def test_nothing_the_app_reads_lies_outside_the_package():
    assert not (ROOT / "assets").exists() and not (ROOT / "layouts").exists()


def test_every_game_keeps_its_layout_rules_book_and_lesson_in_its_own_folder():
    for name in (LAYOUT_FILE, BOOK_FILE, LESSON_FILE):
        assert package_files.folders_holding(name) == sorted(games.ids()), name
    for game_id in games.ids():
        for name in ("words.en.yaml", "words.ja.yaml", "rules_book.ja.yaml", "lesson.ja.yaml"):
            assert package_files.game_file(game_id, name).is_file(), (game_id, name)


def test_a_shipped_file_is_named_by_its_place_in_the_package(tmp_path):
    layout = package_files.game_file("chains", LAYOUT_FILE)
    assert package_files.package_place(layout) == "games/chains/layout.yaml"
    assert package_files.package_place(tmp_path / "layout.yaml") is None


def test_the_declared_dependencies_are_the_requirements():
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    required = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    assert PROJECT["project"]["dependencies"] == required


def test_the_tabletop_command_starts_what_main_py_starts():
    module, function = PROJECT["project"]["scripts"]["tabletop"].split(":")
    as_command = subprocess.run([sys.executable, "-c", f"import sys; sys.argv = ['tabletop', '--help']; "
                                 f"from {module} import {function}; sys.exit({function}())"],
                                capture_output=True, text=True, cwd=ROOT, check=True).stdout
    as_script = subprocess.run([sys.executable, "main.py", "--help"], capture_output=True, text=True, cwd=ROOT,
                               check=True).stdout
    assert as_command.startswith("usage: tabletop ") and as_script.startswith("usage: main.py ")
    assert as_command.replace("tabletop", "main.py", 1).split() == as_script.split()  # the same, but for wrapping
