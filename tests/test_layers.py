"""The layers keep to their floors: the engine imports nothing above it, the games neither the session nor the
UI, no app module imports itself round a circle, and an import that waits inside a function says why."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import import_graph  # noqa: E402  (the analysis tools/code_figures.py prints its figures from)

ABOVE_THE_ENGINE = ("tabletop.words", "tabletop.session", "tabletop.ui", "tabletop.bots", "tabletop.lessons",
                    "tabletop.rules_book", "tabletop.cli", "tabletop.games", "tabletop.net", "pygame", "pygame_gui")
ABOVE_THE_GAMES = ("tabletop.session", "tabletop.ui", "tabletop.lessons", "tabletop.rules_book", "tabletop.cli",
                   "tabletop.net", "pygame", "pygame_gui")


def crossings(package: str, forbidden: tuple[str, ...]) -> list[str]:
    """Every import, at any depth and for typing too, from inside `package` into one of `forbidden`."""
    return [f"{i.source}:{i.line} imports {i.target}" for i in import_graph.all_imports()
            if (i.source == package or i.source.startswith(package + ".")) and i.within(*forbidden)]


def test_the_engine_imports_nothing_above_it():
    assert crossings("tabletop.engine", ABOVE_THE_ENGINE) == []


def test_the_games_import_neither_the_session_nor_the_ui():
    assert crossings("tabletop.games", ABOVE_THE_GAMES) == []


def test_the_session_knows_nothing_of_the_network_and_the_network_nothing_of_the_screen():
    assert crossings("tabletop.session", ("tabletop.net", "tabletop.ui")) == []
    assert crossings("tabletop.net", ("tabletop.ui", "pygame", "pygame_gui")) == []
    assert crossings("tabletop.net", ("tabletop.session",))  # seen, and it stands on the session


def test_no_app_module_imports_itself_round_a_circle_even_through_functions():
    assert import_graph.circles(late=True) == []


def test_every_import_inside_a_function_says_why_on_its_line():
    silent = [f"{i.source}:{i.line}" for i in import_graph.inner_statements() if not i.commented]
    assert silent == []


def test_the_analysis_sees_what_it_judges():
    """The rules above pass on the app because it keeps them, not because the analysis is blind."""
    gui = import_graph.imports_of("tabletop.ui.gui")
    assert any(i.within("pygame") for i in gui) and any(i.target == "tabletop.ui.app" for i in gui)
    assert "tabletop.engine.game" in import_graph.graph(late=False)["tabletop.engine.information"]
    assert any(i.source == "tabletop.cli" and i.within("pygame") for i in import_graph.inner_statements())
    assert crossings("tabletop.ui", ("pygame",)) and crossings("tabletop.games", ("tabletop.engine",))


def run_python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(ROOT), "PATH": "", "SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_engine_reads_plainly_on_its_own_and_in_english_from_every_entry_point():
    message = "from tabletop.engine.words import say; print(say('engine.switch_on'), say('files.at_line', file='a', line=3))"
    alone = run_python(f"import sys; {message}; print('tabletop.words' in sys.modules)")
    assert alone.splitlines() == ["engine.switch_on files.at_line(file=a, line=3)", "False"]
    english = run_python(f"import tabletop.words; {message}")
    assert english.split()[0] != "engine.switch_on" and "files.at_line" not in english
    assert run_python(f"import tabletop.cli; {message}") == english  # main.py, the app and the command line
    worker = "import importlib; from tabletop.bots.worker import WARM_UP; [importlib.import_module(m) for m in WARM_UP]"
    assert run_python(f"{worker}; {message}") == english  # the computer seats' worker process
