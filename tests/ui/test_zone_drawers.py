"""Zone drawers: each draws, and hit() names the view path under a point."""

import pygame
import pytest

from tabletop.engine.match import Match, Player
from tabletop.ui.app import open_window
from tabletop.ui.layout import Scaler, load_layout
from tabletop.ui.zones import DRAWERS, Marks, resolve
from tabletop.ui.zones.cardface import card_surface


@pytest.fixture
def surface():
    open_window((1280, 800))
    yield pygame.Surface((1280, 800))
    pygame.quit()


def table(viewer=0):
    match = Match.start("army_ants", [Player("A"), Player("B")], {}, 2)
    view = dict(match.view(viewer))
    view["log"] = ["Red marches 4♥ north 1"]
    view["buttons"] = [{"name": "undo", "label": "Undo", "enabled": True}]
    return view


def zone_rects(viewer=0):
    layout = load_layout("army_ants")
    scaler = Scaler(layout.canvas, (1280, 800))
    for zone in layout.zones:
        yield zone, scaler.to_window(zone.rect), zone.path_for(viewer, 2)


def test_every_zone_draws(surface):
    view = table()
    marks = Marks(selected=frozenset({"grid/2/1"}), targets=frozenset({"grid/2/0"}), hover="grid/0/0")
    for zone, rect, path in zone_rects():
        DRAWERS[zone.kind](zone, 0, path).draw(surface, rect, resolve(view, path), marks)
    assert surface.get_at((5, 5)) is not None


def centre_of_square(rect, data, drawer, path, col, row):
    hits = [(x, y) for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)
            if drawer.hit(rect, data, (x, y), path) == f"grid/{col}/{row}"]
    assert hits, f"square {col},{row} not found"
    return hits


def test_grid_hit_in_fixed_orientation(surface):
    view = table()
    zone, rect, path = next(z for z in zone_rects() if z[0].kind == "grid")
    drawer = DRAWERS["grid"](zone, 0, path)
    c4 = centre_of_square(rect, view["grid"], drawer, path, 2, 3)
    a1 = centre_of_square(rect, view["grid"], drawer, path, 0, 0)
    e8 = centre_of_square(rect, view["grid"], drawer, path, 4, 7)
    assert min(p[1] for p in a1) > max(p[1] for p in c4) > max(p[1] for p in e8)  # row 1 at the bottom
    assert max(p[0] for p in a1) < min(p[0] for p in c4) < min(p[0] for p in e8)  # column a at the left


def test_buttons_hit_gives_the_button_path(surface):
    view = table()
    zone, rect, path = next(z for z in zone_rects() if z[0].kind == "buttons")
    drawer = DRAWERS["buttons"](zone, 0, path)
    drawer.draw(surface, rect, view["buttons"], Marks())
    hits = {drawer.hit(rect, view["buttons"], (x, y), path)
            for x in range(rect.left, rect.right, 5) for y in range(rect.top, rect.bottom, 5)}
    assert "button/undo" in hits


def test_card_faces_are_cached(surface):
    card = {"id": 5, "rank": 6, "suit": "♣", "label": "6♣", "red": False, "owner": 1, "queen": False}
    first = card_surface(card, (60, 84))
    assert card_surface(card, (60, 84)) is first
    assert card_surface(card, (61, 85)) is not first
