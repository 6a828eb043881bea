"""Random mutations of real saves of every game: a valid match or SaveError, nothing else, and every
match that loads can be drawn and saved again."""

import random
import signal
import unicodedata

import pygame
import pytest

from save_mutations import mutate, real_saves
from tabletop.engine.saves import SaveError, read_save, save_text
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.table import TableScene

MUTATIONS_PER_SAVE = 25
HANG_SECONDS = 60  # not a speed check: a runaway parse or replay would otherwise hang the suite


def no_controls(text):
    """No control, format or unassigned character (they reach terminals raw or draw as boxes)."""
    return not any(unicodedata.category(ch).startswith("C") for ch in text)


class Hung(Exception):
    pass


@pytest.fixture(scope="module", params=[False, pytest.param(True, marks=pytest.mark.slow)], ids=["lines", "block"])
def saves_by_game(request):
    return real_saves(block=request.param)


@pytest.fixture
def window():
    ctx = Context(open_window((1000, 700)))
    yield ctx
    pygame.quit()


def hang_guard(signum, frame):
    raise Hung("reading one mutated save ran away")


def test_mutated_saves_load_or_say_why(saves_by_game, tmp_path, window):
    rng = random.Random(20261123)
    outcomes = {"loaded": 0, "refused": 0}
    previous = signal.signal(signal.SIGALRM, hang_guard)
    try:
        for name, text in saves_by_game.items():
            for n in range(MUTATIONS_PER_SAVE):
                path = tmp_path / f"{name}-{n}.yaml"
                path.write_bytes(mutate(text, rng))
                signal.alarm(HANG_SECONDS)
                try:
                    match = read_save(path)
                except SaveError as exc:
                    message = str(exc)
                    assert no_controls(message) and len(message) <= 300, message
                    outcomes["refused"] += 1
                    continue
                finally:
                    signal.alarm(0)
                outcomes["loaded"] += 1
                TableScene(window, match, autosave=False).draw(window.screen)
                again = tmp_path / "again.yaml"
                again.write_text(save_text(match), encoding="utf-8")
                assert read_save(again).state == match.state
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert outcomes["loaded"] > 0 and outcomes["refused"] > 0, outcomes
