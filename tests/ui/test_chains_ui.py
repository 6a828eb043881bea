"""Chains at the table, headless: layouts for 1-10 players, synthetic clicks, warnings, setup, speed."""


import pygame
import pytest

from tabletop import rules_book
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import read_save, write_save
from tabletop.games.chains.positions import match_from_position, position
from tabletop.ui.app import Context, open_window
from tabletop.ui.layout import load_layout
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones import DRAWERS
from ui_helpers import centre_of, click, frame, press_button


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def table_for(ctx, match):
    scene = TableScene(ctx, match, autosave=False)
    ctx.scenes.reset(scene)
    frame(ctx)
    return scene


# --- layouts --------------------------------------------------------------------
@pytest.mark.parametrize("players", range(1, 11))
def test_layout_gives_every_seat_an_area_and_nothing_overlaps(players):
    zones = load_layout("chains").for_players(players)
    seats = sorted(z.path for z in zones if z.kind == "chain_seat")
    assert seats == sorted(f"players/{s}" for s in range(players))
    assert {z.kind for z in zones} >= {"terminals", "panel", "buttons", "chain_seat"}
    rects = [pygame.Rect(z.rect) for z in zones]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), f"{players} players: zones overlap"


@pytest.mark.parametrize("players", [1, 4, 10])
def test_cards_stay_readable(ctx, players):
    """Every pile's cards are at least 40 pixels tall at 1280x800, and the terminals at least 24."""
    match = Match.start("chains", [Player(f"P{i}", "computer") for i in range(players)], {}, 2)
    scene = table_for(ctx, match)
    scene.draw(ctx.screen)
    for rect, drawer, data, path in scene.hit_boxes:
        if drawer.kind == "chain_seat":
            assert drawer.geometry(rect, 5).card[1] >= 40
        if drawer.kind == "terminals":
            assert drawer.geometry(rect, players).card(0, 0).height >= 24


# --- clicks ----------------------------------------------------------------------
def test_flip_button_on_the_draw_pile_plays_a_blind_flip(ctx):
    match = Match.start("chains", [Player("First"), Player("Second")], {}, 4)
    scene = table_for(ctx, match)
    seat = match.to_move()[0]
    assert scene.viewer == seat
    click(ctx, centre_of(scene, f"players/{seat}/draw/temp"))
    assert [p.move.kind for p in match.history] == ["flip_to_temp"]
    assert sum(c is not None for c in match.state.temp[seat]) == 1
    assert match.to_move() == (1 - seat,) and scene.viewer == 1 - seat


def test_a_seats_flip_buttons_show_only_on_its_turn(ctx):
    """After each move (the table also draws the position before it, to follow the cards), every seat's
    area is what a fresh drawing shows: a seat not on turn has no flip buttons, none left from its turn."""
    from tabletop.ui.app import run_frame
    from tabletop.ui.scenes.handover import HandoverScene
    from tabletop.ui.zones import snapshots
    match = Match.start("chains", [Player("Ann"), Player("Bo")], {}, 3)
    ctx.nav.table(match)
    table = ctx.scenes.stack[0]
    for _ in range(12):
        for _ in range(10):
            run_frame(ctx, [], 0.1)
        if isinstance(ctx.scenes.top, HandoverScene):
            frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        seat = match.to_move()[0]
        table.play(match.computer_move(seat), confirmed=True)
        for _ in range(10):
            run_frame(ctx, [], 0.1)
        table.draw(ctx.screen)
        shown = pygame.image.tobytes(ctx.screen, "RGB")
        snapshots.clear()
        table.draw(ctx.screen)
        assert shown == pygame.image.tobytes(ctx.screen, "RGB"), f"after {match.history[-1].move}"
        waiting = next(rect for rect, drawer, data, _ in table.hit_boxes
                       if drawer.kind == "chain_seat" and data["seat"] != match.to_move()[0])
        seat_drawer = next(d for r, d, data, _ in table.hit_boxes if r == waiting)
        geo = seat_drawer.geometry(waiting, 5)
        assert table.path_at(geo.flip_chain.center) is None  # nothing to click where its buttons would be


def test_the_dead_pile_is_named_on_the_pile(ctx, monkeypatch):
    from screen_checks import words_drawn
    from tabletop.ui.zones import snapshots
    match = Match.start("chains", [Player("Ann")], {}, 3)
    match.play_computers(40)
    table = table_for(ctx, match)
    assert match.view(0)["players"][0]["dead"]["count"] > 0
    snapshots.clear()
    with words_drawn(monkeypatch, ctx.size) as screen:
        table.draw(screen)
    rect, drawer, data, _ = next(box for box in table.hit_boxes if box[1].kind == "chain_seat")
    dead = drawer.geometry(rect, len(data["temp"])).dead
    named = [words for words, at in screen.words if dead.contains(at)]
    assert "dead" in named and str(data["dead"]["count"]) in named


def test_a_terminal_is_taken_through_the_terminal_area(ctx):
    match = match_from_position(position(3, seats={0: dict(work=[10, 9, 8], temp=[7])}))
    scene = table_for(ctx, match)
    click(ctx, centre_of(scene, "players/0/temp/0"))
    assert len(match.state.work[0]) == 4
    click(ctx, centre_of(scene, "terminals/rows/0/5"))
    assert match.state.terminals[0][5] == "taken" and len(match.state.score[0][0]) == 5
    assert match.to_move() == (1,)
    assert "terminals/rows/0/5" in scene.table_view()["last_paths"]


def test_clicking_someone_elses_terminal_is_refused_with_a_reason(ctx):
    match = match_from_position(position(3, seats={0: dict(work=[10])}))
    scene = table_for(ctx, match)
    click(ctx, centre_of(scene, "terminals/rows/2/8"))
    assert scene.message_is_error and "Third's" in scene.message  # Blue's terminal, said by its person's name
    assert match.history == []


def test_a_flip_that_can_only_bust_asks_first(ctx):
    match = match_from_position(position(2, seats={0: dict(work=[10, 9, 8, 7, 6, 5, 4, 3, 2], draw=[9, 10])}))
    scene = table_for(ctx, match)
    click(ctx, centre_of(scene, "players/0/draw/chain"))
    assert match.history == [] and scene.choice is not None
    assert "bust" in " ".join(scene.choice.title_lines)
    click(ctx, scene.choice.rows[1].center)  # Cancel
    assert match.history == []
    click(ctx, centre_of(scene, "players/0/draw/chain"))
    click(ctx, scene.choice.rows[0].center)  # Do it anyway
    assert [p.move.kind for p in match.history] == ["flip_to_chain"]
    assert match.state.work[0] == () and len(match.state.dead[0]) >= 10


def test_a_computer_seat_plays_on_its_own(ctx):
    match = Match.start("chains", [Player("First"), Player("Second", "computer")], {}, 6)
    scene = table_for(ctx, match)
    if match.to_move() == (0,):
        click(ctx, centre_of(scene, "players/0/draw/temp"))
    played = len(match.history)
    for _ in range(200):
        scene.update(1.0)
        if match.to_move() == (0,) or match.is_over():
            break
    assert len(match.history) > played and (match.to_move() == (0,) or match.is_over())


# --- setup, saves and the end -----------------------------------------------------
def test_setup_starts_a_solo_game(ctx):
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    press_button(ctx, ctx.scenes.top, "#new_chains")
    setup = ctx.scenes.top
    assert isinstance(setup, SetupScene) and setup.count == 1
    press_button(ctx, setup, "#start")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and len(table.match.players) == 1
    frame(ctx)
    click(ctx, centre_of(table, "players/0/draw/temp"))
    assert len(table.match.history) == 1 and table.match.to_move() == (0,)


def test_solo_save_round_trip_and_results(ctx, saves_folder):
    match = Match.start("chains", [Player("First", "computer")], {"temp_slots": 3}, 12)
    while not match.is_over():
        match.play(0, match.computer_move(0))
    loaded = read_save(write_save(saves_folder / "solo.yaml", match))
    assert loaded.state == match.state and len(loaded.state.temp[0]) == 3
    ctx.nav.table(loaded)
    ctx.scenes.push(ResultsScene(ctx, loaded))
    frame(ctx)
    results = ctx.scenes.top
    assert results.table is not None and results.table.rows[-1][0] == "Total"


def test_ten_player_results_explain_the_scores(ctx):
    match = Match.start("chains", [Player(f"P{i}", "computer") for i in range(10)], {}, 1)
    while not match.is_over():
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    ctx.nav.table(match)
    ctx.scenes.push(ResultsScene(ctx, match))
    frame(ctx)
    rows = ctx.scenes.top.table.rows
    assert len(rows) == 10 and all(len(row) == 4 for row in rows)


# --- the rules book -------------------------------------------------------------
def test_rules_pages_draw_with_known_zones():
    book = rules_book.load_book("chains")
    pictures = [p.table for p in book.pages if p.table is not None]
    assert len(pictures) >= 4
    for picture in pictures:
        assert all(kind in DRAWERS for kind, _, _ in picture.zones)
        view = rules_book.table_view("chains", picture)
        assert view["game"] == "chains"


@pytest.mark.parametrize("size", [(1000, 700), (1920, 1200)])
@pytest.mark.parametrize("players", [2, 5, 10])
def test_a_hint_leaves_the_menu_button_and_the_dead_piles_in_sight(saves_folder, size, players):
    """The hint once lay as a bar along the bottom of the table, over the Menu button and the dead piles: it
    keeps to the room for the table's words."""
    from screen_checks import button_rects
    context = Context(open_window(size), saves_dir=saves_folder)
    try:
        match = Match.start("chains", [Player(f"P{i}") for i in range(players)], {}, 11)
        for _ in range(25):  # some cards in the dead piles
            match.play(match.to_move()[0], match.computer_move(match.to_move()[0]))
        scene = table_for(context, match)
        scene.ask_hint()
        frame(context)
        scene.draw(context.screen)
        hint = scene.message_rect
        assert scene.message.startswith("Hint:") and hint is not None
        dead = [place for rect, drawer, data, path in scene.hit_boxes
                for name, place in drawer.shown(rect, data, path).items() if name.endswith("/dead")]
        assert len(dead) == players and not any(hint.colliderect(place) for place in dead)
        assert not [name for name, rect in button_rects(scene) if hint.colliderect(rect)]
    finally:
        pygame.quit()
