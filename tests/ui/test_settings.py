"""The settings file: the sound choice round-trips, and a missing or broken file gives the defaults."""

import logging

import pytest

from tabletop.engine.autosaver import BackgroundSaver
from tabletop.ui.settings import (Settings, load_settings, read_settings, save_settings, settings_path,
                                  settings_text)


def test_sound_off_round_trips_through_the_file(tmp_path):
    saver = BackgroundSaver()
    save_settings(saver, tmp_path / "saves", Settings(sound=False))
    assert saver.flush()
    path = settings_path(tmp_path / "saves")
    assert path.name.startswith(".")                    # hidden: the Load screen does not list it as a save
    assert read_settings(path) == (Settings(sound=False), "")
    path.write_text(settings_text(Settings(sound=True)), encoding="utf-8")
    assert read_settings(path) == (Settings(sound=True), "")


def test_a_missing_file_gives_the_defaults_quietly(tmp_path):
    assert read_settings(settings_path(tmp_path)) == (Settings(), "")
    assert Settings().sound is True


@pytest.mark.parametrize("text", [
    "sound: [false",                        # not YAML
    "- sound\n- false\n",                   # not a mapping
    "sound: &off false\nagain: *off\n",     # anchors are refused like everywhere else
    "sound: false\n" + "# padding\n" * 3000,  # far larger than any settings file
])
def test_a_broken_file_gives_the_defaults_and_says_why(tmp_path, text):
    path = settings_path(tmp_path)
    path.write_text(text, encoding="utf-8")
    settings, problem = read_settings(path)
    assert settings == Settings() and str(problem).startswith(path.name)


@pytest.mark.parametrize("text", ["sound: off\n", "sound: 0\n", "sound: 'false'\n", "sound:\n", "volume: 3\n"])
def test_a_value_of_the_wrong_kind_keeps_that_settings_default(tmp_path, text):
    path = settings_path(tmp_path)
    path.write_text(text, encoding="utf-8")
    assert read_settings(path) == (Settings(), "")


def test_binary_junk_or_a_folder_in_its_place_gives_the_defaults(tmp_path):
    path = settings_path(tmp_path)
    path.write_bytes(b"\xff\xfe\x00\x01sound: false")
    assert read_settings(path)[0] == Settings() and read_settings(path)[1]
    path.unlink()
    path.mkdir()
    assert read_settings(path)[0] == Settings() and str(read_settings(path)[1]).startswith(path.name)


def test_the_app_starts_with_the_defaults_and_one_line_in_the_log(tmp_path, caplog):
    settings_path(tmp_path).write_text("sound: [false", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert load_settings(tmp_path) == Settings()
    assert len(caplog.records) == 1 and "defaults" in caplog.records[0].getMessage()
