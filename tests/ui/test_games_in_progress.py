"""Every game in progress keeps its own autosave, the menu lists them, and no game replaces another."""

import pygame
import pytest

from tabletop.engine.autosaves import KEEP
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import read_save, write_save
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saveload import LoadScene, SaveAsScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import frame, press_button, write_games_in_progress


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1000, 700)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def open_menu(ctx):
    ctx.nav.menu()
    frame(ctx)
    return ctx.scenes.top


def play_a_little(ctx, match, moves=3):
    """`match` at the table, with a few moves played as the people would."""
    ctx.nav.table(match)
    table = ctx.scenes.stack[0]
    for _ in range(moves):
        seat = match.to_move()[0]
        table.play(match.computer_move(seat), confirmed=True)
    return table


def test_the_menu_lists_the_games_in_progress_most_recent_first(ctx):
    paths = write_games_in_progress(ctx.saves_dir, 3)
    menu = open_menu(ctx)
    assert [e.path for e in menu.playing] == paths
    assert [str(e.title) for e in menu.playing] == ["Dice Challenge", "Army Ants", "Chains"]
    assert menu.rows_shown == 2  # 1000x700 has room for two rows; the third is behind More…
    press_button(ctx, menu, "#more")
    assert isinstance(ctx.scenes.top, LoadScene)


def test_continue_opens_the_game_of_its_row(ctx):
    paths = write_games_in_progress(ctx.saves_dir, 3)
    menu = open_menu(ctx)
    press_button(ctx, menu, "#continue_1")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and table.autosave_to == paths[1]
    assert table.match.game.id == "army_ants" and table.match.state == read_save(paths[1]).state


def test_starting_another_game_keeps_the_first_and_says_so(ctx):
    first = play_a_little(ctx, Match.start("dice_challenge", [Player("Ann"), Player("Ben")], {}, 1))
    open_menu(ctx)
    second = play_a_little(ctx, Match.start("chains", [Player("Cy"), Player("Dee")], {}, 2), moves=0)
    assert second.message == "Your Dice Challenge game is kept: Continue it from the menu."
    seat = second.match.to_move()[0]
    second.play(second.match.legal_moves(seat)[0], confirmed=True)
    assert second.autosave_to != first.autosave_to
    menu = open_menu(ctx)
    assert [e.path for e in menu.playing] == [second.autosave_to, first.autosave_to]
    assert read_save(first.autosave_to).state == first.match.state


def test_loading_a_save_keeps_the_game_you_were_playing(ctx, saves_folder):
    first = play_a_little(ctx, Match.start("dice_challenge", [Player("Ann"), Player("Ben")], {}, 1))
    write_save(saves_folder / "evening.yaml", Match.start("chains", [Player("Cy")], {}, 3))
    open_menu(ctx)
    ctx.nav.load()
    frame(ctx)
    load = ctx.scenes.top
    load.chosen = saves_folder / "evening.yaml"
    press_button(ctx, load, "#load")
    loaded = ctx.scenes.top
    assert isinstance(loaded, TableScene) and loaded.match.game.id == "chains"
    assert "Your Dice Challenge game is kept" in loaded.message
    assert loaded.autosave_to.name.startswith("autosave-chains-")  # the named save is never written over
    menu = open_menu(ctx)
    assert [e.path for e in menu.playing] == [loaded.autosave_to, first.autosave_to]


def test_continuing_a_game_says_nothing_about_keeping_it(ctx):
    first = play_a_little(ctx, Match.start("dice_challenge", [Player("Ann"), Player("Ben")], {}, 1))
    menu = open_menu(ctx)
    press_button(ctx, menu, "#continue_0")
    table = ctx.scenes.top
    assert table.match is first.match and table.autosave_to == first.autosave_to and table.message == ""


def test_the_kept_message_waits_for_the_curtain(ctx):
    play_a_little(ctx, Match.start("dice_challenge", [Player("Ann"), Player("Ben")], {}, 1))
    open_menu(ctx)
    ctx.nav.table(Match.start("army_ants", [Player("Cy"), Player("Dee")], {"setup": "free"}, 2))
    table = ctx.scenes.stack[0]
    assert ctx.scenes.top is not table and table.message == ""  # the hidden set-up is behind a curtain
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))  # the person is ready
    assert ctx.scenes.top is table and "Your Dice Challenge game is kept" in table.message


def test_a_finished_games_autosave_goes_when_its_table_is_left(ctx):
    match = Match.start("chains", [Player("Ann")], {}, 3)
    table = play_a_little(ctx, match, moves=0)
    match.play_computers(10_000)
    assert match.is_over()
    table.autosave()
    ctx.saver.flush()
    assert table.autosave_to.exists()
    menu = open_menu(ctx)
    assert menu.playing == [] and not table.autosave_to.exists()


def test_a_broken_autosave_among_them_is_set_aside_and_the_others_listed(ctx):
    paths = write_games_in_progress(ctx.saves_dir, 3)
    paths[1].write_text("format: tabletop-save\nversion: [1\n", encoding="utf-8")
    menu = open_menu(ctx)
    assert [e.path for e in menu.playing] == [paths[0], paths[2]]
    assert menu.notice.startswith("The last game could not be restored") and "autosave-broken-" in menu.notice
    assert not paths[1].exists()


def test_a_game_that_fails_on_continue_is_set_aside_and_the_others_stay(ctx):
    paths = write_games_in_progress(ctx.saves_dir, 2)
    text = paths[0].read_text(encoding="utf-8")
    paths[0].write_text(text.rsplit("- {", 1)[0], encoding="utf-8")  # its last move cut off
    menu = open_menu(ctx)
    press_button(ctx, menu, "#continue_0")
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene) and "cut short" in menu.notice
    assert [e.path for e in menu.playing] == [paths[1]]


def test_the_menu_keeps_a_bounded_number_of_games(ctx):
    paths = write_games_in_progress(ctx.saves_dir, KEEP + 2, moves=1)
    menu = open_menu(ctx)
    assert [e.path for e in menu.playing] == paths[:KEEP]
    assert sorted(p for p in ctx.saves_dir.iterdir() if not p.name.startswith(".")) == sorted(paths[:KEEP])  # no hidden file is a game


def test_a_name_of_the_apps_own_autosaves_is_refused(ctx):
    match = Match.start("chains", [Player("Ann")], {}, 3)
    scene = SaveAsScene(ctx, match, on_saved=lambda words: None)
    ctx.scenes.push(scene)
    scene.entry.set_text("autosave-chains-1")
    scene.save()
    assert "autosave" in str(scene.error) and list(ctx.saves_dir.glob("*.yaml")) == []


def test_a_row_says_how_far_and_when_and_long_names_give_way(ctx):
    import time
    from pathlib import Path

    from tabletop.engine.save_folder import SaveEntry
    from tabletop.ui import theme
    from tabletop.ui.scenes.menu import resume_words, when_played
    now = time.mktime((2025, 3, 14, 15, 30, 0, 0, 0, -1))
    names = " vs ".join(["Wilhelmina-Maxwell"] * 6)
    entry = SaveEntry(Path("autosave.yaml"), now - 600, "Dice Challenge", names, 12)
    words = resume_words(entry, 420, now)
    assert words.startswith("Dice Challenge — Wilhelm") and words.endswith("… · 12 moves · today 15:20")
    assert theme.width(words, 15) <= 420
    assert when_played(now - 86400, now) == "yesterday 15:30"
    assert when_played(now - 10 * 86400, now) == "4 Mar 15:30"
    assert when_played(now - 400 * 86400, now).endswith("2024")


def test_a_game_saved_in_japanese_is_offered_its_japanese_name_and_keeps_it(ctx):
    from tabletop.words import use
    use("ja")
    try:
        match = Match.start("the_things", [Player(n) for n in ("さくら", "健二", "美咲", "翔太")], {}, 3)
        scene = SaveAsScene(ctx, match, on_saved=lambda words: None)
        ctx.scenes.push(scene)
        assert scene.entry.get_text() == "ザ・シングス さくら vs 健二 vs 美咲 vs 翔太"
        scene.save()
    finally:
        use("en")
    saved = [p for p in ctx.saves_dir.glob("*.yaml") if not p.name.startswith(".")]
    assert [p.stem for p in saved] == ["ザ・シングス さくら vs 健二 vs 美咲 vs 翔太"]
    assert read_save(saved[0]).players[0].name == "さくら"
