"""UI tests step frames by hand: computer seats decide on the spot, with a short search."""

import dataclasses

import pygame
import pytest

from tabletop.bots import levels
from tabletop.bots.worker import Thinker
from tabletop.session import session
from tabletop.ui import theme
from tabletop.words import use
from tabletop.ui.app import Context, open_window


@pytest.fixture(autouse=True)
def quick_inline_computer_seats(monkeypatch):
    """A frame's outcome must not depend on a thread's timing, and a test must not wait on searches."""
    monkeypatch.setattr(Thinker, "inline", True)
    quick = {name: dataclasses.replace(level, iterations=min(level.iterations, 24))
             for name, level in levels.LEVELS.items()}
    monkeypatch.setattr(levels, "LEVELS", quick)


@pytest.fixture(autouse=True)
def saves_open_inline(monkeypatch):
    """A save chosen on the menu or the Load screen opens within the same frame (tests/ui/test_opening.py
    has the thread that reads it while the frames go on)."""
    from tabletop.ui.scenes.opening import Reading
    monkeypatch.setattr(Reading, "inline", True)


@pytest.fixture(autouse=True)
def curtains_lift_at_once(monkeypatch):
    """A test's click on a curtain comes a moment after it came down; the guard against a double-click's
    second click has tests of its own (tests/session, tests/ui/test_curtain_guard.py)."""
    monkeypatch.setattr(session, "LIFT_GUARD", 0.0)


@pytest.fixture(autouse=True)
def buttons_take_quick_clicks(monkeypatch):
    """A test clicks faster than a person; the guard against a click on a button whose action just changed
    has its own test (test_dream_team_table.py)."""
    from tabletop.ui.scenes import table
    monkeypatch.setattr(table, "BUTTON_SETTLE", 0.0)


@pytest.fixture
def ctx(saves_folder):
    """A 1280x800 window with its own saves folder (test files may define their own)."""
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


@pytest.fixture
def japanese():
    """The app in Japanese for one test, and in English again after it."""
    pygame.font.init()
    theme.clear_caches()  # fonts an earlier test made before a quit are dead
    use("ja")
    yield
    use("en")
    theme.clear_caches()
