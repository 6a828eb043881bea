"""Where saves and settings go: `saves/` in the source tree, the user's data folder when installed or
bundled, made when first written, and a folder that cannot be made is said in the player's words."""

import sys
from pathlib import Path

import pytest

from tabletop.engine import program_place
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import SaveError, default_saves_dir, read_save, write_save
from tabletop.words import text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_override(monkeypatch):
    monkeypatch.delenv("TABLETOP_SAVES", raising=False)


@pytest.fixture
def installed(monkeypatch, tmp_path):
    """The package as pip puts it, in a site-packages with no main.py nor pyproject.toml above it, and a
    user data folder of its own."""
    site = tmp_path / "site-packages" / "tabletop" / "engine"
    site.mkdir(parents=True)
    monkeypatch.setattr(program_place, "__file__", str(site / "program_place.py"))
    data = tmp_path / "user data" / "Tabletop"
    monkeypatch.setattr(program_place.platformdirs, "user_data_dir", lambda name, appauthor=None: str(data))
    return data


def small_match() -> Match:
    return Match.start("army_ants", [Player("Ann"), Player("Bo")], {}, 3)


def test_run_from_the_source_tree_saves_go_beside_the_program(no_override):
    assert program_place.source_tree() == ROOT
    assert default_saves_dir() == ROOT / "saves"


def test_installed_saves_go_to_the_user_data_folder_made_when_first_written(no_override, installed):
    assert program_place.source_tree() is None
    folder = default_saves_dir()
    assert folder == installed / "saves" and not installed.exists()
    path = write_save(folder / "evening.yaml", small_match())
    assert read_save(path).players[0].name == "Ann"


def test_a_frozen_bundle_counts_as_installed_even_beside_its_sources(no_override, installed, monkeypatch):
    monkeypatch.setattr(program_place, "__file__", str(ROOT / "tabletop" / "engine" / "program_place.py"))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert program_place.source_tree() is None
    assert default_saves_dir() == installed / "saves"


def test_the_saves_variable_wins_over_both(monkeypatch, tmp_path, installed):
    monkeypatch.setenv("TABLETOP_SAVES", str(tmp_path / "mine"))
    assert default_saves_dir() == tmp_path / "mine"


def test_a_data_folder_that_cannot_be_made_is_said_in_the_players_words(no_override, installed):
    installed.parent.mkdir(parents=True)
    installed.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        write_save(default_saves_dir() / "evening.yaml", small_match())
    assert str(caught.value) == "Could not save to evening.yaml: part of the path is not a folder."
    assert text(caught.value.reason, "ja") == "evening.yamlに保存できませんでした：パスの途中がフォルダーではありません。"
