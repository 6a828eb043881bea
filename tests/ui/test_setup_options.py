"""The setup screen shows a game's options only at the player counts where they change the match."""

import pygame
import pygame_gui
import pytest

from tabletop import games
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import frame, press_button


def choose_count(ctx, scene, count):
    """Pick a player count in the setup's drop-down, as its menu reports a choice."""
    frame(ctx, pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_object_id="#count", text=str(count)))
    assert scene.count == count


@pytest.mark.parametrize("count, shown", [(2, True), (3, False), (4, False)])
def test_the_two_player_bonuses_option_shows_only_at_two_players(ctx, count, shown):
    scene = SetupScene(ctx, "dice_challenge")
    ctx.scenes.reset(scene)
    frame(ctx)
    choose_count(ctx, scene, count)
    assert ("bonus_unit" in scene.option_menus) is shown
    ids = [e.most_specific_combined_id for e in scene.manager.get_root_container().elements]
    assert ("#options" in ids) is shown  # no empty options column either


def test_a_hidden_option_still_starts_the_match_at_three(ctx):
    scene = SetupScene(ctx, "dice_challenge")
    ctx.scenes.reset(scene)
    frame(ctx)
    choose_count(ctx, scene, 3)
    press_button(ctx, scene, "#start")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and len(table.match.players) == 3


@pytest.mark.parametrize("game_id", games.ids())
def test_every_count_an_option_names_is_one_the_game_seats(game_id):
    game = games.get(game_id)
    for opt in game.options:
        assert set(opt.counts) <= set(range(game.min_players, game.max_players + 1)), opt.name
