"""Whatever the autosave holds, the app starts on the menu; a broken one is kept aside, said once."""

import os
import unicodedata

import pygame
import pytest
import yaml

from tabletop import cli
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import legacy_autosave_path as autosave_path, match_to_dict, write_save
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import frame, press_button


def no_controls(text):
    """No control, format or unassigned character (they reach terminals raw or draw as boxes)."""
    return not any(unicodedata.category(ch).startswith("C") for ch in text)


def good_save_data():
    match = Match.start("army_ants", [Player("First"), Player("Second")], {}, 9)
    match.play_computers(8)
    return match_to_dict(match)


def as_yaml(data):
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def edited(change):
    data = good_save_data()
    change(data)
    return as_yaml(data)


BOMB = "\n".join(['a: &a ["x","x","x","x","x","x","x","x","x"]'] + [
    f"{c}: &{c} [{', '.join(['*' + chr(ord(c) - 1)] * 9)}]" for c in "bcdefghi"])

# Broken at the header: the menu says so at once and keeps the file aside.
AT_START = {
    "not yaml": "format: [",
    "deep nesting": "[" * 25_000,
    "alias bomb": BOMB,
    "yaml tag": as_yaml(good_save_data()).replace("seed: 9", 'seed: !!float "x"'),
    "huge seed": as_yaml(good_save_data()).replace("seed: 9", "seed: " + "9" * 4301),
    "nul in a name": as_yaml(good_save_data()).replace("name: First", 'name: "Fi\\0rst"'),
    "escape codes": edited(lambda d: d.update(game="\x1b[2J\x1b[31mchess")),
    "binary junk": "\x00\x01\x02\xff",
}
# A header too long for the first 64 KB the menu reads: listed by the file's name, refused when continued.
# Written into the text, as yaml would write them: its emitter takes a second over a million characters.
DEEP_HEADER = {
    "million-character name": as_yaml(good_save_data()).replace("name: First", "name: " + "x" * 1_000_000),
    "huge game id": as_yaml(good_save_data()).replace("game: army_ants", "game: " + "g" * 1_000_000),
}
# Fine at the header, broken in the moves: found when Continue replays it.
ON_CONTINUE = {
    "unknown move field": edited(lambda d: d["moves"][2]["move"].update(note="White resigns")),
    "float for an int": edited(lambda d: d["moves"][0]["move"].update(card=1.0) if "card" in d["moves"][0]["move"]
                               else d["moves"][0].update(seat=0.0)),
    "nested move field": edited(lambda d: d["moves"][1]["move"].update(dir=[[[[[["N"]]]]]])),
    "cut short": as_yaml(good_save_data()).rsplit("- seat", 1)[0],
}


def start_app(monkeypatch, frames=2):
    """`main.py` as a person starts it, with a loop that draws a few frames and stops."""
    seen = {}

    def few_frames(ctx):
        for _ in range(frames):
            frame(ctx)
        seen["ctx"] = ctx

    monkeypatch.setattr("tabletop.ui.app.main_loop", few_frames)
    assert cli.main([]) == 0
    return seen["ctx"]


@pytest.fixture(autouse=True)
def quit_pygame():
    yield
    pygame.quit()


def write_autosave(text):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)


def kept_files():
    return sorted(p.name for p in autosave_path().parent.iterdir() if p.name.startswith("autosave-broken-"))


@pytest.mark.parametrize("case", AT_START)
def test_a_broken_autosave_still_opens_the_menu(case, monkeypatch):
    write_autosave(AT_START[case])
    menu = start_app(monkeypatch).scenes.top
    assert isinstance(menu, MenuScene) and not menu.playing
    kept = kept_files()
    assert len(kept) == 1 and not autosave_path().exists()
    assert menu.notice.startswith("The last game could not be restored") and kept[0] in menu.notice
    assert no_controls(menu.notice) and len(menu.notice) < 320
    again = start_app(monkeypatch).scenes.top  # the next start is clean: no crash loop, no repeated notice
    assert isinstance(again, MenuScene) and again.notice == "" and kept_files() == kept


@pytest.mark.parametrize("case", DEEP_HEADER)
def test_an_autosave_whose_header_lies_deep_is_listed_by_name_and_refused_when_continued(case, monkeypatch):
    write_autosave(DEEP_HEADER[case])
    ctx = start_app(monkeypatch)
    menu = ctx.scenes.top
    assert [(e.path, e.named_only) for e in menu.playing] == [(autosave_path(), True)]
    press_button(ctx, menu, "#continue_0")
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene) and not menu.playing
    assert "could not be restored" in menu.notice and kept_files()[0] in menu.notice
    assert not autosave_path().exists()


@pytest.mark.parametrize("case", ON_CONTINUE)
def test_continue_on_a_damaged_autosave_says_why_and_keeps_it(case, monkeypatch):
    write_autosave(ON_CONTINUE[case])
    ctx = start_app(monkeypatch)
    menu = ctx.scenes.top
    assert [str(e.title) for e in menu.playing] == ["Army Ants"]
    press_button(ctx, menu, "#continue_0")
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene) and not menu.playing
    assert "could not be restored" in menu.notice and kept_files()[0] in menu.notice
    assert not autosave_path().exists()


def test_odd_things_named_autosave_do_not_stop_the_start(monkeypatch):
    folder = autosave_path().parent
    folder.mkdir(parents=True)
    os.mkfifo(autosave_path())
    assert isinstance(start_app(monkeypatch).scenes.top, MenuScene)
    assert len(kept_files()) == 1
    autosave_path().mkdir()
    assert isinstance(start_app(monkeypatch).scenes.top, MenuScene)
    assert len(kept_files()) == 2
    autosave_path().symlink_to(folder / "gone.yaml")
    menu = start_app(monkeypatch).scenes.top
    assert isinstance(menu, MenuScene) and not menu.playing


def test_leftovers_of_interrupted_saves_are_cleaned_at_start(monkeypatch):
    folder = autosave_path().parent
    folder.mkdir(parents=True)
    (folder / ".saving-x1y2.tmp").write_text("format: tabletop-sa", encoding="utf-8")
    start_app(monkeypatch)
    assert list(folder.iterdir()) == []


def test_a_match_that_cannot_be_drawn_never_becomes_the_autosave(monkeypatch):
    match = Match.start("army_ants", [Player("First"), Player("Second")], {}, 9)
    write_save(autosave_path(), match)
    before = autosave_path().read_bytes()
    monkeypatch.setattr(TableScene, "table_view", lambda self: 1 / 0)
    ctx = start_app(monkeypatch)
    press_button(ctx, ctx.scenes.top, "#continue_0")
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene) and "cannot be shown" in menu.notice
    ctx.saver.flush()
    assert autosave_path().read_bytes() == before


def test_a_saves_folder_that_cannot_be_read_is_said_on_the_menu(monkeypatch):
    from tabletop.engine import save_folder
    real_scandir = save_folder.os.scandir

    def refuse(path):
        if str(path) == str(autosave_path().parent):
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)

    monkeypatch.setattr(save_folder.os, "scandir", refuse)
    menu = start_app(monkeypatch).scenes.top
    assert isinstance(menu, MenuScene)
    assert menu.notice.startswith("The saves folder") and "permission denied" in menu.notice


def test_a_table_that_cannot_be_drawn_says_why_in_the_players_language(monkeypatch):
    from tabletop.engine.game import IllegalMove
    from tabletop.engine.words import say
    from tabletop.words import use
    write_save(autosave_path(), Match.start("army_ants", [Player("さくら"), Player("健二")], {}, 9))

    def refused(self):
        raise IllegalMove(say("engine.no_legal_move", name="さくら"))
    monkeypatch.setattr(TableScene, "table_view", refused)
    ctx = start_app(monkeypatch)
    use("ja")
    try:
        ctx.nav.menu()
        frame(ctx)
        press_button(ctx, ctx.scenes.top, "#continue_0")
        notice = str(ctx.scenes.top.notice)
    finally:
        use("en")
    assert "さくら" in notice and "has no legal move" not in notice, notice
