"""The menu's Join, the Join screen at each of its stages and the remote table fit the smallest window we
promise, the default one and a large one, in English and in Japanese: nothing off screen, nothing on top of
another, no button's words cut, no label too small for its words."""

import pygame
import pytest

from screen_checks import cut_buttons, cut_words, element_rects, label_warnings, off_screen, overlapping
from tabletop import games
from tabletop.net import Client
from tabletop.net.client import JOINING
from tabletop.net.nearby import NearbyTable
from tabletop.net.protocol import SeatEntry
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes import menu_layout
from tabletop.ui.scenes.join import JoinScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.remote_table import RemoteTableScene
from tabletop.words import say, use
from test_remote_table import Offline
from ui_helpers import frame

SIZES = [(1000, 700), (1280, 800), (1920, 1200)]
LONG_REASON = say("net.refused.version", ours=1, theirs=2)


# The fast tier draws the default window; the smallest and a large one are in the full suite.
@pytest.fixture(params=[pytest.param((size, lang), marks=[] if size == (1280, 800) else pytest.mark.slow,
                                     id=f"{size[0]}x{size[1]}-{lang}") for size in SIZES for lang in ("en", "ja")])
def window(request, saves_folder):
    size, lang = request.param
    ctx = Context(open_window(size), saves_dir=saves_folder)
    use(lang)
    theme.clear_caches()
    yield ctx
    use("en")
    theme.clear_caches()
    pygame.quit()


def shown(ctx, scene):
    with label_warnings() as too_small:
        ctx.scenes.reset(scene)
        frame(ctx)
        scene.rebuild()  # as it is built again when what it shows changes
    assert not too_small
    assert not off_screen(scene, ctx.size)
    assert not overlapping(element_rects(scene))
    assert not cut_buttons(scene)
    return scene


def test_the_menus_join_button_fits(window):
    menu = shown(window, MenuScene(window))
    join = [e for e in menu.manager.get_root_container().elements if e.most_specific_combined_id.endswith("#join")]
    assert len(join) == 1 and pygame.Rect((0, 0), window.size).contains(join[0].rect)
    assert join[0].rect.bottom <= menu_layout.header(*window.size).bottom  # above the games' tiles


def test_the_join_screen_fits_with_tables_found_and_a_long_reason(window, monkeypatch):
    scene = JoinScene(window)
    scene.listening = True  # no listening in a test: the tables are given
    found = [NearbyTable(f"{i}", f"Wilhelmina-Maxwell {i}" if i % 2 else f"ケンタロウ{i}", game_id, "192.168.100.200",
                         65000) for i, game_id in enumerate([*games.ids(), "a_newer_game"])]
    monkeypatch.setattr(scene.nearby, "tables", lambda: found)
    scene.problem = LONG_REASON
    shown(window, scene)
    assert len(scene.tables) == len(found)


def test_the_join_screen_fits_at_the_seats_while_joining(window):
    client = Client("192.168.100.200", 65000, "ABCDEF")
    client.state, client.game = JOINING, games.get("chains")
    client.seats = tuple(SeatEntry(seat, f"Wilhelmina-Maxwell{seat}"[:24], seat % 3 != 0) for seat in range(10))
    scene = JoinScene(window, client)
    scene.problem = say("net.refused.seat_taken")
    shown(window, scene)
    assert len(scene.seats) == 6 and scene.stage() == "seat"


def test_the_remote_table_fits_with_its_own_buttons(window, monkeypatch):
    wire = Offline()
    wire.client.poll()
    table = RemoteTableScene(window, wire.client)
    window.scenes.reset(table)
    with cut_words(monkeypatch) as cut:
        frame(window)
        table.open_chat()
        table.draw(window.screen)
    assert not cut
    assert pygame.Rect((0, 0), window.size).contains(table.choice.rect)
