"""Headless everywhere: no window, no sound device, saves in a temporary folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

import tabletop.words  # noqa: F401  (str() of the engine's Words reads as English in every test, as in the app)


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch):
    """Every test writes saves and the autosave into its own folder."""
    folder = tmp_path / "saves"
    monkeypatch.setenv("TABLETOP_SAVES", str(folder))
    return folder
