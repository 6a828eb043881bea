"""Headless everywhere: no window, no sound device, saves in a temporary folder."""

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

import tabletop.words  # noqa: F401  (str() of the engine's Words reads as English in every test, as in the app)

_FOLDERS = itertools.count()


@pytest.fixture(autouse=True)
def saves_folder(tmp_path_factory, monkeypatch):
    """Every test writes saves and the autosave into its own folder. The folder is made by the first
    save, not for every test: most tests save nothing, and thousands of empty folders take seconds to
    make and to clear away. (Each worker of a parallel run has a temporary folder of its own.)"""
    folder = tmp_path_factory.getbasetemp() / "saves" / str(next(_FOLDERS))
    monkeypatch.setenv("TABLETOP_SAVES", str(folder))
    return folder
