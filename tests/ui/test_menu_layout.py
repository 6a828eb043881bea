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
