"""The menu and the Load screen fit the smallest and a large window: nothing off screen, nothing
overlapping, no label too small for its words, also with a long notice."""

import itertools
import warnings

import pygame
import pytest

from tabletop.engine.match import Match, Player
from tabletop.engine.saves import write_save
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saveload import LoadScene
from ui_helpers import frame

SIZES = [(1000, 700), (1920, 1200)]
LONG_NOTICE = ("The last game could not be restored: autosave.yaml, line 4: uses a YAML tag "
               "(tag:yaml.org,2002:float); only plain values are allowed. It was kept as "
               "autosave-broken-20261123-222206.yaml.")


def elements(scene):
    return [e for e in scene.manager.get_root_container().elements if e.visible]


def assert_fits(scene, size):
    screen = pygame.Rect((0, 0), size)
    rects = [e.rect for e in elements(scene)]
    for rect in rects:
        assert screen.contains(rect), f"{rect} is outside the {size} window"
    for a, b in itertools.combinations(rects, 2):
        nested = a.contains(b) or b.contains(a)  # the parts of one element (a list and its rows)
        assert nested or not a.colliderect(b), f"{a} overlaps {b}"


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_fits_with_a_long_notice(size, saves_folder):
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            ctx.scenes.push(MenuScene(ctx, notice=LONG_NOTICE))
            frame(ctx)
        assert not [w for w in caught if "too small" in str(w.message)]
        assert_fits(ctx.scenes.top, size)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_load_screen_fits_with_notes(size, saves_folder):
    saves_folder.mkdir(parents=True)
    match = Match.start("chains", [Player("Ann"), Player("Ben")], {}, 2)
    for i in range(3):
        write_save(saves_folder / f"evening {i}.yaml", match)
    for i in range(4):
        (saves_folder / f"gone {i}.yaml").symlink_to(saves_folder / "nowhere")
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        ctx.scenes.push(LoadScene(ctx))
        frame(ctx)
        load = ctx.scenes.top
        assert len(load.files) == 3 and len(load.notes) == 4
        assert_fits(load, size)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["chains", "dream_team", "army_ants"])
def test_the_setup_screen_fits_the_most_players(size, game_id, saves_folder):
    from tabletop import games
    from tabletop.ui.scenes.setup import SetupScene
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        scene = SetupScene(ctx, game_id)
        scene.count = games.get(game_id).max_players
        scene.error = "Army Ants is for 2-2 players, not 3."
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            ctx.scenes.push(scene)
            frame(ctx)
        assert not [w for w in caught if "too small" in str(w.message)]
        outer = [e for e in elements(scene) if e.ui_container is scene.manager.get_root_container()]
        screen = pygame.Rect((0, 0), size)
        for element in outer:
            assert screen.contains(element.rect), f"{element.most_specific_combined_id} {element.rect} is off screen"
        for a, b in itertools.combinations([e.rect for e in outer], 2):
            assert a.contains(b) or b.contains(a) or not a.colliderect(b), f"{a} overlaps {b}"
    finally:
        pygame.quit()


def open_menu(ctx):
    ctx.scenes.push(MenuScene(ctx))
    for _ in range(12):  # a picture a frame
        frame(ctx)
    return ctx.scenes.top


def every_page(menu):
    """The ids shown on each page, turning from the first to the last."""
    while menu.page:
        menu.turn_page(-1)
    shown = [list(menu.tiles)]
    while menu.page < menu.pages - 1:
        menu.turn_page(1)
        shown.append(list(menu.tiles))
    return shown


@pytest.mark.parametrize("size", SIZES)
def test_a_window_too_small_for_every_game_shows_them_on_pages(size, saves_folder, monkeypatch):
    from tabletop import games
    from tabletop.ui.scenes import menu_layout
    monkeypatch.setattr(menu_layout, "per_page", lambda area, texts: 4)  # as if the window held four
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            menu = open_menu(ctx)
            assert menu.pages == -(-len(games.ids()) // 4) and len(menu.tiles) == 4
            assert_fits(menu, size)
            first = dict(menu.tiles)
            menu.on_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))  # the wheel turns the page
            assert menu.page == 1 and not set(menu.tiles) & set(first)
            assert_fits(menu, size)
            assert [t.rect for t in menu.tiles.values()] == [t.rect for t in first.values()][:len(menu.tiles)]
            pages = every_page(menu)
        assert not [w for w in caught if "too small" in str(w.message)]
        assert [g for page in pages for g in page] == games.ids()
    finally:
        pygame.quit()


def test_back_on_the_menu_the_page_of_the_game_last_opened_shows(saves_folder, monkeypatch):
    """A lesson of the ninth game taken from the third page: back on the menu, the third page again."""
    from tabletop import games
    from tabletop.ui.scenes import menu_layout
    monkeypatch.setattr(menu_layout, "per_page", lambda area, texts: 4)
    ctx = Context(open_window((1000, 700)), saves_dir=saves_folder)
    try:
        menu = open_menu(ctx)
        menu.turn_page(1)
        menu.turn_page(1)
        game_id = games.ids()[8]
        assert game_id in menu.tiles
        menu.learn(game_id)
        ctx.nav.menu()
        back = ctx.scenes.top
        frame(ctx)
        assert back is not menu and back.page == 2 and game_id in back.tiles
        back.turn_page(-1)  # a page turned by hand stays turned
        back.rebuild()
        assert back.page == 1
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
def test_every_game_has_a_tile_with_a_picture_worth_seeing(size, saves_folder):
    from tabletop import games
    from tabletop.ui.scenes import menu_layout
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        menu = open_menu(ctx)
        pages = every_page(menu)
        assert [g for page in pages for g in page] == games.ids()
        assert all(t.picture.height >= menu_layout.MIN_PICTURE_H for t in menu.tiles.values())
    finally:
        pygame.quit()


def test_each_tables_picture_is_drawn_once_and_the_menu_then_rests(ctx, monkeypatch):
    from tabletop import games
    from tabletop.ui import table_pictures
    from tabletop.ui.app import run_frame
    drawn = []
    real = table_pictures.draw_table
    monkeypatch.setattr(table_pictures, "draw_table", lambda match, size: drawn.append(match.game.id) or real(match, size))
    table_pictures.forget()
    menu = open_menu(ctx)
    assert sorted(drawn) == sorted(menu.tiles) and not menu.pictures_pending()
    while menu.page < menu.pages - 1:  # a later page draws its own tables' pictures
        menu.turn_page(1)
        for _ in range(12):
            frame(ctx)
    assert sorted(drawn) == sorted(games.ids())
    run_frame(ctx, [], 1.0)  # past the settling time after input
    assert not menu.busy()
    menu.resize((1000, 700))
    ctx.nav.menu()
    open_menu(ctx)
    assert len(drawn) == len(games.ids())  # a rebuilt menu, or a new one, only rescales them


def test_a_table_that_cannot_be_drawn_leaves_a_plain_tile(ctx, monkeypatch):
    from tabletop.ui import table_pictures

    def broken(match, size):
        raise ValueError("no such zone")

    monkeypatch.setattr(table_pictures, "draw_table", broken)
    table_pictures.forget()
    menu = open_menu(ctx)
    assert menu.failed_pictures == set(menu.tiles) and not menu.pictures_pending()
    table_pictures.forget()  # the next test draws the real pictures


def test_a_click_on_a_tables_picture_sets_up_that_game(ctx):
    from tabletop.ui.scenes.setup import SetupScene
    from ui_helpers import click
    menu = open_menu(ctx)
    click(ctx, menu.tiles["dice_challenge"].picture.center)
    assert isinstance(ctx.scenes.top, SetupScene) and ctx.scenes.top.game.id == "dice_challenge"


@pytest.mark.parametrize("size", [(1000, 700), (1280, 800), (1920, 1200)])
@pytest.mark.parametrize("count", [6, 10, 14])
def test_pages_of_tiles_stay_above_the_pager_and_inside_the_window(size, count):
    from tabletop import games
    from tabletop.ui.scenes import menu_layout
    open_window(size)  # fonts as the app has them
    known = [games.get(g) for g in games.ids()]
    texts = [menu_layout.TileText(str(g.title), "2-10 players", str(g.tagline)) for g in (known * 3)[:count]]
    top = menu_layout.header(*size)
    area = pygame.Rect(menu_layout.MARGIN, top.bottom + menu_layout.GAP, size[0] - 2 * menu_layout.MARGIN,
                       size[1] - top.bottom - menu_layout.GAP - menu_layout.MARGIN)
    per_page = menu_layout.per_page(area, texts)
    pages = -(-count // per_page)
    floor = area.bottom if pages == 1 else menu_layout.pager(area).previous.top - menu_layout.GAP
    for page in range(pages):
        tiles = menu_layout.page_tiles(area, texts, page)
        assert len(tiles) == min(per_page, count - page * per_page)
        for tile in tiles:
            assert area.contains(tile.rect) and tile.rect.bottom <= floor
            assert tile.picture.height >= menu_layout.MIN_PICTURE_H
    pygame.quit()
