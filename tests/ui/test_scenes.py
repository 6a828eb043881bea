"""Headless UI: menu -> setup -> table, synthetic clicks, refusals, handover privacy, saves."""

from dataclasses import replace

import pygame
import pytest

from tabletop.engine.match import Match, Player
from tabletop.engine.saves import legacy_autosave_path, read_save, write_save
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame, press_button


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def test_menu_to_setup_to_table(ctx):
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    press_button(ctx, ctx.scenes.top, "#new_army_ants")
    assert isinstance(ctx.scenes.top, SetupScene)
    setup = ctx.scenes.top
    setup.name_entries[0].set_text("First")
    setup.name_entries[1].set_text("Second")
    press_button(ctx, setup, "#start")
    table = ctx.scenes.top
    assert isinstance(table, TableScene)
    assert [p.name for p in table.match.players] == ["First", "Second"]
    frame(ctx)


def start_table(ctx, options=None, seed=3):
    match = Match.start("army_ants", [Player("First"), Player("Second")], options or {}, seed)
    ctx.nav.table(match)
    frame(ctx)
    return ctx.scenes.stack[0]


def test_muster_march_by_clicks_changes_the_state(ctx):
    table = start_table(ctx)
    match = table.match
    card = match.view(0)["grid"]["cells"][1][2]  # the card on c2
    click(ctx, centre_of(table, "grid/2/1"))
    assert "grid/2/0" in table.selection.next_targets()
    click(ctx, centre_of(table, "grid/2/0"))
    if table.choice is not None:  # c2 alone vs c2+c3 (+c4): pick the one-card march
        one = next(i for i, m in enumerate(table.choice.moves) if len(m.get("cells")) == 1)
        click(ctx, table.choice.rows[one].center)
    assert len(match.history) == 1
    cells = match.view(0)["grid"]["cells"]
    assert cells[0][2]["id"] == card["id"] and cells[1][2] is None
    ctx.saver.flush()  # the autosave is written off the frame loop
    assert read_save(table.autosave_to).state == match.state  # autosaved after the move


def test_refused_click_shows_the_engines_reason(ctx):
    table = start_table(ctx)
    click(ctx, centre_of(table, "grid/2/6"))  # a Black card, on Red's turn
    assert table.message_is_error and "Black" in table.message
    assert table.match.history == []


def test_battle_attack_by_clicks(ctx):
    from tabletop.games.army_ants import positions
    match = positions.match_from_position(
        {"b4": "7♥", "b6": "7♠", "a1": "Q♥", "e8": "Q♠", "e1": "2♥", "a8": "2♠"}, phase="battle")
    ctx.nav.table(match)
    table = ctx.scenes.top
    click(ctx, centre_of(table, "grid/1/3"))
    click(ctx, centre_of(table, "grid/1/5"))
    assert len(match.history) == 1
    cells = match.view(0)["grid"]["cells"]
    assert cells[3][1] is None and cells[5][1] is None  # equal trade: both removed


def test_handover_hides_the_private_placement(ctx):
    table = start_table(ctx, {"setup": "free"})
    match = table.match
    assert isinstance(ctx.scenes.top, HandoverScene)  # Red's hand is private: curtain first
    click(ctx, (640, 400))
    assert ctx.scenes.top is table and table.viewer == 0
    while match.to_move() == (0,):
        match.play(0, match.legal_moves(0)[0])
    table.after_change()
    assert isinstance(ctx.scenes.top, HandoverScene)
    frame(ctx)
    shown = pygame.image.tobytes(ctx.screen, "RGB")
    colours = {shown[i:i + 3] for i in range(0, len(shown), 3)}
    assert bytes(theme.CARD_PAPER) not in colours and bytes(theme.CARD_RED) not in colours  # no card drawn
    click(ctx, (640, 400))
    assert ctx.scenes.top is table and table.viewer == 1
    red_ids = {c["id"] for row in match.view(0)["grid"]["cells"] for c in row if c and "id" in c}
    seen = {c.get("id") for row in match.view(1)["grid"]["cells"] for c in row if c}
    assert not red_ids & seen


def test_undo_and_save_keys(ctx, saves_folder):
    table = start_table(ctx)
    match = table.match
    match.play(0, match.legal_moves(0)[0])
    table.after_change()
    assert table.viewer == 1  # an open table turns to the next person at once
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    assert len(match.history) == 1 and table.message == "Only First can take back First's move."
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="s"))
    save_scene = ctx.scenes.top
    save_scene.entry.set_text("my game")
    press_button(ctx, save_scene, "#save")
    assert (saves_folder / "my game.yaml").exists()
    assert ctx.scenes.top is table and "Saved" in table.message


def test_broken_save_on_the_load_screen_keeps_the_app_running(ctx, saves_folder):
    from tabletop.ui.scenes.saveload import LoadScene
    saves_folder.mkdir(parents=True, exist_ok=True)
    (saves_folder / "broken.yaml").write_text("format: tabletop-save\nversion: 1\ngame: army_ants\n", encoding="utf-8")
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.push(LoadScene(ctx))
    load = ctx.scenes.top
    load.chosen = saves_folder / "broken.yaml"
    load.load()
    assert ctx.scenes.top is load and "broken.yaml" in load.error
    assert (saves_folder / "broken.yaml").read_text(encoding="utf-8").startswith("format")


def test_continue_offers_the_autosaved_match(ctx):
    table = start_table(ctx)
    match = table.match
    match.play(0, match.legal_moves(0)[0])
    table.autosave()
    ctx.scenes.reset(MenuScene(ctx))
    frame(ctx)
    menu = ctx.scenes.top
    assert [(e.path, str(e.title), e.moves) for e in menu.playing] == [(table.autosave_to, "Army Ants", 1)]
    press_button(ctx, menu, "#continue_0")
    assert isinstance(ctx.scenes.top, TableScene) and ctx.scenes.top.match is match  # no replay: it is in memory


def test_continue_at_start_replays_the_autosave_only_when_asked(ctx):
    match = Match.start("army_ants", [Player("First"), Player("Second")], {}, 4)
    match.play_computers(5)
    write_save(legacy_autosave_path(), match)  # the single autosave of earlier versions is still offered
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    menu = ctx.scenes.top
    assert [(str(e.title), e.players, e.moves) for e in menu.playing] == [("Army Ants", "First vs Second", 5)]
    press_button(ctx, menu, "#continue_0")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and table.match.state == match.state
    assert table.autosave_to == legacy_autosave_path()  # it goes on where it was


def test_closing_the_window_loses_no_move(ctx):
    table = start_table(ctx)
    match = table.match
    match.play(0, match.legal_moves(0)[3])
    frame(ctx, pygame.event.Event(pygame.QUIT))
    assert not ctx.running
    assert read_save(table.autosave_to).state == match.state


def test_window_resize_rescales_the_table(ctx):
    table = start_table(ctx)
    before = centre_of(table, "grid/2/1")
    frame(ctx, pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000)))
    after = centre_of(table, "grid/2/1")
    assert after != before


def test_load_screen_opens_a_named_save(ctx, saves_folder):
    from tabletop.ui.scenes.saveload import LoadScene
    match = Match.start("army_ants", [Player("First"), Player("Second")], {}, 6)
    for _ in range(7):
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    write_save(saves_folder / "evening.yaml", match)
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.push(LoadScene(ctx))
    frame(ctx)
    load = ctx.scenes.top
    entry = next(text for text in load.files if text.startswith("evening"))
    assert "Army Ants" in entry and "7 moves" in entry
    load.chosen = load.files[entry]
    press_button(ctx, load, "#load")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and table.match.state == match.state


def test_computer_reply_waits_so_a_person_can_follow(ctx):
    match = Match.start("army_ants", [Player("First"), Player("Bot", "computer")], {}, 3)
    ctx.nav.table(match)
    table = ctx.scenes.top
    table.play(match.legal_moves(0)[0])
    table.update(0.3)
    assert len(match.history) == 1
    table.update(0.35)
    assert len(match.history) == 2 and match.to_move() == (0,)


def test_computer_hidden_placement_does_not_keep_people_waiting(ctx):
    match = Match.start("army_ants", [Player("First"), Player("Bot", "computer")], {"setup": "free"}, 3)
    ctx.nav.table(match)
    table = ctx.scenes.stack[0]
    click(ctx, (640, 400))  # lift the curtain over Red's private hand
    while match.to_move() == (0,):
        table.play(match.legal_moves(0)[0])
    updates = 0
    while match.view(None)["phase"] == "placement":
        table.update(0.06)
        updates += 1
        assert updates < 80, "each of the computer's placements waited for the full pause"
    assert len(match.history) >= 40


def test_last_move_is_marked_after_loading_a_save(ctx, saves_folder):
    from tabletop.engine.saves import read_save
    match = Match.start("army_ants", [Player("First"), Player("Second")], {}, 6)
    match.play(0, next(m for m in match.legal_moves(0) if m.kind == "march"))
    loaded = read_save(write_save(saves_folder / "one.yaml", match))
    ctx.nav.table(loaded)
    table = ctx.scenes.top
    last = table.marks(table.table_view()).last
    assert last and last == {p for path in match.history[-1].move.targets for p in path}


def test_a_warned_move_waits_for_confirmation(ctx, monkeypatch):
    table = start_table(ctx)
    game = table.match.game
    monkeypatch.setattr(game, "table", replace(game.table, warning=lambda state, seat, move: "This march leaves a gap."))
    move = table.match.legal_moves(0)[0]
    table.play(move)
    assert table.match.history == [] and table.choice is not None
    assert "leaves a gap" in " ".join(table.choice.title_lines)
    click(ctx, table.choice.rows[1].center)  # Cancel
    assert table.match.history == [] and table.choice is None
    table.play(move)
    click(ctx, table.choice.rows[0].center)  # Do it anyway
    assert [p.move for p in table.match.history] == [move]


def test_results_show_the_breakdown_of_points(ctx, monkeypatch):
    from tabletop.ui.scenes.results import ResultsScene
    table = start_table(ctx)
    game = table.match.game
    breakdown = {"title": "Points by square", "columns": ["", "Red", "Blue"],
                 "rows": [["Straight track", 8, 3], ["Number squares", 5, 12], ["Total", 13, 15]],
                 "notes": ["Blue wins by two points."]}
    monkeypatch.setattr(game, "result", lambda state: {"winners": [1], "scores": {}, "summary": "Blue wins.",
                                                        "breakdown": breakdown})
    ctx.scenes.push(ResultsScene(ctx, table.match))
    frame(ctx)
    scene = ctx.scenes.top
    assert scene.table.rows[-1] == ["Total", "13", "15"]
    assert scene.card.contains(scene.table.rect)
    pygame.image.save(ctx.screen, str(ctx.saves_dir / "results.png"))


def test_undo_takes_back_your_move_and_the_computer_reply(ctx):
    match = Match.start("army_ants", [Player("First"), Player("Bot", "computer")], {}, 3)
    ctx.nav.table(match)
    table = ctx.scenes.top
    table.play(match.legal_moves(0)[0])
    table.update(1.0)
    assert [p.seat for p in match.history] == [0, 1]
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    assert match.history == [] and table.message.startswith("Took back")
