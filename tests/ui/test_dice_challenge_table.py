"""Dice Challenge at the table, headless: colours, roll, keep, reroll and a chip placed by synthetic clicks."""

import time

import pygame
import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.games.dice_challenge.positions import match_from_position, position
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene, open_table
from ui_helpers import centre_of, click, frame


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def press(ctx, table, label_start):
    """Click the move button whose label starts with these words."""
    for i, move in enumerate(table.selection.buttons()):
        if str(move).startswith(label_start):
            click(ctx, centre_of(table, f"button/move{i}"))
            return
    raise AssertionError(f"no button '{label_start}' among {[str(m) for m in table.selection.buttons()]}")


def test_two_players_pick_colours_roll_keep_reroll_and_place_a_chip(ctx):
    match = Match.start("dice_challenge", [Player("First"), Player("Second")], {}, 21)
    open_table(ctx, match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    for colour in range(4):
        click(ctx, centre_of(table, f"colours/{colour}"))
    state = match.state
    assert state.phase == "roll" and len(state.colours_of(0)) == 2 and len(state.colours_of(1)) == 2
    seat = state.seat
    click(ctx, centre_of(table, "dice/0"))                    # before the roll: refused with the reason
    assert "Roll the dice first" in table.message
    press(ctx, table, "Roll")
    first = match.state.dice
    assert match.state.phase == "reroll" and all(first)
    click(ctx, centre_of(table, "dice/0"))
    click(ctx, centre_of(table, "dice/3"))
    assert match.state.kept == (True, False, False, True, False)
    press(ctx, table, "Reroll 3 dice")
    after = match.state.dice
    assert match.state.phase == "choose" and (after[0], after[3]) == (first[0], first[3])
    total = sum(after)
    assert 11 <= total <= 30, "seed 21 makes a sum with a square; pick another seed if the dice change"
    kind, wrong = ("number", "max/25") if total <= 20 else ("max", "number/15")
    click(ctx, centre_of(table, wrong))                       # the wrong band is refused, nothing changes
    assert "squares run" in table.message and match.state.phase == "choose"
    click(ctx, centre_of(table, f"{kind}/{total}"))
    assert table.choice is not None                           # two colours could take it: which one?
    assert [m.get("colour") for m in table.choice.moves] == list(match.state.colours_of(seat))
    click(ctx, table.choice.rows[1].center)
    colour = match.state.colours_of(seat)[1]
    assert match.state.chip_on(total) == colour and match.state.supply[colour] == 4
    assert match.state.seat != seat
    click(ctx, centre_of(table, "button/undo"))               # the challenge may be taken back
    assert match.state.chip_on(total) == -1 and match.state.phase == "choose"
    click(ctx, centre_of(table, "straight"))
    if table.choice is not None:
        click(ctx, table.choice.rows[0].center)
    assert match.state.seat != seat and match.state.phase == "roll"


def test_a_roll_cannot_be_undone(ctx):
    match = match_from_position(position(players=3, phase="roll"), ["First", "Second", "Third"])
    open_table(ctx, match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    press(ctx, table, "Roll")
    rolled = match.state.dice
    click(ctx, centre_of(table, "button/undo"))
    assert match.state.dice == rolled and match.state.phase == "reroll"


def test_four_computers_play_to_the_results_and_frames_are_quick(ctx):
    players = [Player(f"P{i}", COMPUTER) for i in range(4)]
    match = Match.start("dice_challenge", players, {}, 8)
    open_table(ctx, match)
    table = ctx.scenes.stack[0]
    table.delay = 0.0
    times = []
    for _ in range(3000):
        if match.is_over():
            break
        table.wait = 10.0
        begin = time.perf_counter()
        table.draw(ctx.screen)
        times.append(time.perf_counter() - begin)
        table.update(1.0)
    assert match.is_over()
    frame(ctx)
    assert ctx.scenes.top is not table                        # the results screen is up
    result = match.game.result(match.state)
    assert result["breakdown"]["rows"][-1][0] == "Colour total"
    times.sort()
    assert times[len(times) * 99 // 100] < 0.05               # generous here; the measured figure is far lower


def test_a_broken_board_file_sends_the_player_to_the_menu_with_the_reason(ctx, tmp_path, monkeypatch):
    from tabletop.engine.saves import autosave_path, write_save
    from tabletop.games.dice_challenge import board as board_module
    write_save(autosave_path(), Match.start("dice_challenge", [Player("A"), Player("B")], {}, 3))
    bad = tmp_path / "board.yaml"
    bad.write_text(board_module.BOARD_FILE.read_text(encoding="utf-8").replace("  3: 2\n", "  3: lots\n", 1),
                   encoding="utf-8")
    monkeypatch.setattr(board_module, "BOARD_FILE", bad)
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    top = ctx.scenes.top
    assert isinstance(top, MenuScene) and not isinstance(top, TableScene)
    assert "Straight track square 3" in top.notice and "lots" in top.notice


def test_play_again_with_a_board_broken_since_returns_to_the_menu(ctx, tmp_path, monkeypatch):
    from tabletop.games.dice_challenge import board as board_module
    from tabletop.ui.scenes.results import ResultsScene
    match = match_from_position(position(players=3, phase="over", straight={"Red": 4}), ["A", "B", "C"])
    open_table(ctx, match)
    results = ResultsScene(ctx, match)
    ctx.scenes.push(results)
    frame(ctx)
    bad = tmp_path / "board.yaml"
    bad.write_text("board: dice_challenge\nstraight: {1: 1}\ngroup: {1: 1}\nnumber: {11: 1}\nmax: {21: 1}\n",
                   encoding="utf-8")
    monkeypatch.setattr(board_module, "BOARD_FILE", bad)
    results.play_again()
    frame(ctx)
    assert isinstance(ctx.scenes.top, MenuScene) and "Number square 12: missing" in ctx.scenes.top.notice
