"""The app's language: 日本語 or English on the menu and with --lang, remembered in the settings; at the first
start (nothing chosen yet) the system's locale decides."""

from __future__ import annotations

import pygame
import pytest

from tabletop.cli import parse_args, starting_language
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.settings import Settings, load_settings, read_settings, save_settings, settings_path
from tabletop.words import current, from_locale, use

from ui_helpers import frame, press_button


@pytest.fixture(autouse=True)
def english_after():
    yield
    use("en")


@pytest.mark.parametrize("env, expected", [({"LANG": "ja_JP.UTF-8"}, "ja"), ({"LC_ALL": "ja_JP"}, "ja"),
                                           ({"LANG": "en_GB.UTF-8"}, "en"), ({"LANG": "C"}, "en")])
def test_the_first_start_follows_the_systems_locale(monkeypatch, env, expected):
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert from_locale() == expected
    assert starting_language("") == expected
    assert starting_language("en") == "en" and starting_language("ja") == "ja"  # a choice beats the locale


def test_the_command_line_takes_a_language_and_refuses_others(capsys):
    assert parse_args(["--lang", "ja"]).lang == "ja"
    assert parse_args([]).lang is None
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr"])


def test_the_language_round_trips_through_the_settings_file_and_a_strange_one_is_forgotten(ctx):
    save_settings(ctx.saver, ctx.saves_dir, Settings(language="ja"))
    assert ctx.saver.flush()
    assert load_settings(ctx.saves_dir).language == "ja"
    settings_path(ctx.saves_dir).write_text("format: tabletop-settings\nlanguage: klingon\n", encoding="utf-8")
    assert read_settings(settings_path(ctx.saves_dir)) == (Settings(), "")


def labels(scene) -> set[str]:
    return {element.text for element in scene.manager.get_root_container().elements if hasattr(element, "text")}


def test_the_menus_button_switches_the_whole_menu_and_remembers_the_choice(ctx):
    use("en")
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    assert "Quit" in labels(ctx.scenes.top) and "日本語" in labels(ctx.scenes.top)
    press_button(ctx, ctx.scenes.top, "#language")
    frame(ctx)
    assert current() == "ja"
    assert "終了" in labels(ctx.scenes.top) and "English" in labels(ctx.scenes.top)
    assert "Quit" not in labels(ctx.scenes.top)
    assert ctx.saver.flush() and load_settings(ctx.saves_dir).language == "ja"
    press_button(ctx, ctx.scenes.top, "#language")
    frame(ctx)
    assert current() == "en" and "Quit" in labels(ctx.scenes.top)
    pygame.event.clear()


def test_a_table_drawn_after_the_language_changes_words_its_panels_anew(ctx, monkeypatch):
    """The log's heading stayed 'What happened' in a Japanese table: its picture, kept from an English table
    of the same game at the same place, was keyed by the log's data alone."""
    from screen_checks import words_drawn
    from tabletop.engine.match import COMPUTER, Match, Player
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.zones import snapshots
    from tabletop.words import use

    def drawn_words(frames_before):
        table = TableScene(ctx, Match.start("three_kings", [Player("Ann"), Player("Eve", COMPUTER, "easy")], {}, 3),
                           autosave=False)
        ctx.scenes.reset(table)
        for _ in range(frames_before):  # a still zone's picture is kept from its second frame
            table.draw(ctx.screen)
        with words_drawn(monkeypatch, ctx.size) as screen:
            table.draw(screen)
        return [line for line, _ in screen.words]

    snapshots.clear()  # pictures kept by tests before
    assert "What happened" not in drawn_words(2)  # kept: nothing of the log is worded again
    use("ja")
    try:
        assert "これまでの経過" in drawn_words(0)
    finally:
        use("en")
