"""UI tests step frames by hand: computer seats decide on the spot, with a short search."""

import dataclasses

import pygame
import pytest

from tabletop.bots import levels
from tabletop.bots.worker import Thinker
from tabletop.ui.app import Context, open_window


@pytest.fixture(autouse=True)
def quick_inline_computer_seats(monkeypatch):
    """A frame's outcome must not depend on a thread's timing, and a test must not wait on searches."""
    monkeypatch.setattr(Thinker, "inline", True)
    quick = {name: dataclasses.replace(level, iterations=min(level.iterations, 24))
             for name, level in levels.LEVELS.items()}
    monkeypatch.setattr(levels, "LEVELS", quick)


@pytest.fixture
def ctx(saves_folder):
    """A 1280x800 window with its own saves folder (test files may define their own)."""
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()
