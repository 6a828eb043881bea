"""Layouts: every shipped file validates; broken ones name file, zone and field; the app survives them."""

from pathlib import Path

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.ui import layout as layout_module
from tabletop.ui.app import Context, open_window
from tabletop.ui.layout import LayoutError, Scaler, load_layout, load_layout_file, parse_layout
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene, open_table

LAYOUTS = sorted(Path(layout_module.LAYOUTS_DIR).glob("*.yaml"))


def good():
    return {"game": "demo", "canvas": [1280, 800], "zones": [
        {"id": "grid", "kind": "grid", "rect": [10, 10, 400, 600], "path": "grid"},
        {"id": "mine", "kind": "pile", "rect": [500, 10, 300, 100], "path": "casualties/{me}", "owner": "me"},
    ]}


@pytest.mark.parametrize("path", LAYOUTS, ids=lambda p: p.name)
def test_every_shipped_layout_loads(path):
    layout = load_layout_file(path)
    assert layout.zones and layout.canvas[0] > 0


def test_every_game_has_a_layout():
    for game_id in games.ids():
        assert load_layout(game_id).game == game_id


def test_seat_relative_paths_resolve_for_the_viewer():
    zone = parse_layout(good(), "demo.yaml").zone("mine")
    assert zone.path_for(0, 2) == "casualties/0" and zone.path_for(1, 2) == "casualties/1"


def test_player_count_overrides():
    data = good()
    data["players"] = {3: [{"id": "grid", "rect": [0, 0, 200, 200]}, {"id": "mine", "remove": True}]}
    layout = parse_layout(data, "demo.yaml")
    assert [z.id for z in layout.for_players(2)] == ["grid", "mine"]
    assert [z.id for z in layout.for_players(3)] == ["grid"]
    assert layout.for_players(3)[0].rect == (0, 0, 200, 200)


def broken(change):
    data = good()
    change(data)
    with pytest.raises(LayoutError) as err:
        parse_layout(data, "demo.yaml")
    return str(err.value)


def test_missing_field_names_zone_and_field():
    message = broken(lambda d: d["zones"][1].pop("kind"))
    assert "demo.yaml" in message and "'mine'" in message and "kind" in message


def test_unknown_kind_lists_the_known_ones():
    message = broken(lambda d: d["zones"][0].update(kind="gird"))
    assert "'grid'" in message and "gird" in message and "pile" in message


def test_bad_rect():
    message = broken(lambda d: d["zones"][0].update(rect=[1, 2, "wide"]))
    assert "'grid'" in message and "rect" in message


def test_rect_outside_the_canvas():
    message = broken(lambda d: d["zones"][0].update(rect=[1200, 10, 400, 100]))
    assert "rect" in message and "canvas" in message


def test_duplicate_zone_id():
    message = broken(lambda d: d["zones"][1].update(id="grid"))
    assert "grid" in message and "id" in message


def test_bad_owner():
    message = broken(lambda d: d["zones"][1].update(owner="behind"))
    assert "owner" in message and "'mine'" in message


def test_not_yaml_and_not_a_mapping(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("zones: [ {", encoding="utf-8")
    with pytest.raises(LayoutError, match="bad.yaml"):
        load_layout_file(bad)
    bad.write_text("- just\n- a list\n", encoding="utf-8")
    with pytest.raises(LayoutError, match="bad.yaml: must be a mapping"):
        load_layout_file(bad)


def test_scaler_round_trips_points():
    scaler = Scaler((1280, 800), (1600, 900))
    for point in [(0, 0), (640, 400), (1279, 799)]:
        back = scaler.to_canvas(scaler.to_window_point(point))
        assert abs(back[0] - point[0]) < 1e-6 and abs(back[1] - point[1]) < 1e-6
    rect = scaler.to_window((0, 0, 1280, 800))
    assert rect.height == 900 and rect.centerx == 800  # letterboxed left and right


def test_broken_layout_sends_the_player_to_the_menu_with_the_reason(tmp_path, monkeypatch):
    (tmp_path / "army_ants.yaml").write_text(
        "game: army_ants\ncanvas: [1280, 800]\nzones:\n  - {id: grid, kind: gird, rect: [0, 0, 10, 10], path: grid}\n",
        encoding="utf-8")
    monkeypatch.setattr(layout_module, "LAYOUTS_DIR", tmp_path)
    ctx = Context(open_window((1280, 800)))
    try:
        open_table(ctx, Match.start("army_ants", [Player("A"), Player("B")], {}, 1))
        top = ctx.scenes.top
        assert isinstance(top, MenuScene) and "army_ants.yaml" in top.notice and "gird" in top.notice
        assert not isinstance(top, TableScene)
    finally:
        pygame.quit()
