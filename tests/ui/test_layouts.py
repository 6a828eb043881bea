"""Layout loading: every shipped file validates, every mistake is named, the Scaler maps both ways."""

from pathlib import Path

import pytest
import yaml

from tabletop.engine.package_files import folders_holding, game_file
from tabletop.ui.layout import (LAYOUT_FILE, LayoutError, Scaler, load_layout, load_layout_file, parse_layout,
                                relative_seat)

SHIPPED = folders_holding(LAYOUT_FILE)  # the ids of the games whose folder holds a layout


def base() -> dict:
    """A small valid layout to break one field at a time."""
    return {
        "game": "demo",
        "canvas": [1000, 600],
        "zones": [
            {"id": "grid", "kind": "grid", "rect": [10, 10, 400, 580], "path": "grid", "orient": "viewer"},
            {"id": "mine", "kind": "pile", "rect": [450, 10, 300, 120], "path": "casualties/{me}", "owner": "me",
             "label": "Mine", "fan": "right"},
            {"id": "hand", "kind": "hand", "rect": [450, 200, 500, 200], "path": "hand", "phases": ["placement"]},
        ],
    }


def write(tmp_path, data, name="broken.yaml") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def error_of(tmp_path, data) -> str:
    with pytest.raises(LayoutError) as caught:
        load_layout_file(write(tmp_path, data))
    return str(caught.value)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_shipped_layout_loads_and_is_named_for_its_game(game_id):
    layout = load_layout(game_id)
    assert layout.game == game_id
    assert layout.zones and all(z.rect[0] + z.rect[2] <= layout.canvas[0] for z in layout.zones)


def test_army_ants_layout_has_the_zones_the_table_needs():
    layout = load_layout("army_ants")
    assert layout.canvas == (1280, 800)
    kinds = {z.id: z.kind for z in layout.zones}
    assert kinds == {"grid": "grid", "status": "panel", "black_casualties": "pile", "log": "log",
                     "placement_hand": "hand", "red_casualties": "pile", "buttons": "buttons"}
    assert layout.zone("placement_hand").shows_in("placement")
    assert not layout.zone("placement_hand").shows_in("battle")
    assert layout.zone("status").path == ""
    black, red = layout.zone("black_casualties"), layout.zone("red_casualties")
    assert (black.path, red.path) == ("casualties/1", "casualties/0")
    assert black.rect[1] < red.rect[1]  # Black's pile on top, beside Black's half


def test_valid_layout_keeps_every_field():
    layout = parse_layout(base(), "demo.yaml")
    mine = layout.zone("mine")
    assert mine.rect == (450, 10, 300, 120) and mine.owner == "me" and mine.label == "Mine" and mine.fan == "right"
    assert layout.zone("grid").orient == "viewer" and layout.zone("grid").phases is None
    assert layout.zone("hand").phases == frozenset({"placement"})
    assert layout.for_players(2) == layout.zones


@pytest.mark.parametrize("field", ["kind", "rect", "path", "id"])
def test_missing_zone_field(tmp_path, field):
    data = base()
    del data["zones"][0][field]
    message = error_of(tmp_path, data)
    where = "zone 1" if field == "id" else "zone 'grid'"
    assert message == f"broken.yaml, {where}: missing field '{field}'"


def test_unknown_kind_suggests_the_nearest_one(tmp_path):
    data = base()
    data["zones"][2]["kind"] = "gird"
    assert error_of(tmp_path, data) == "broken.yaml, zone 'hand': unknown kind 'gird' (did you mean 'grid'?)"


@pytest.mark.parametrize("rect", [[1, 2, 3], "10 10 50 50", [1, 2, "w", 4], [1, 2, True, 4], None])
def test_bad_rect(tmp_path, rect):
    data = base()
    data["zones"][0]["rect"] = rect
    assert error_of(tmp_path, data) == "broken.yaml, zone 'grid': field 'rect' must be four numbers [x, y, w, h]"


@pytest.mark.parametrize("rect", [[900, 10, 200, 100], [-1, 0, 10, 10], [0, 550, 10, 100]])
def test_rect_outside_canvas(tmp_path, rect):
    data = base()
    data["zones"][1]["rect"] = rect
    message = error_of(tmp_path, data)
    assert message.startswith("broken.yaml, zone 'mine': field 'rect'")
    assert "must lie inside the canvas [0, 0, 1000, 600]" in message


def test_rect_without_area(tmp_path):
    data = base()
    data["zones"][1]["rect"] = [10, 10, 0, 50]
    assert "zone 'mine': field 'rect' must have a positive width and height" in error_of(tmp_path, data)


def test_duplicate_id(tmp_path):
    data = base()
    data["zones"][2]["id"] = "grid"
    assert error_of(tmp_path, data) == "broken.yaml, zone 3: field 'id' repeats 'grid' (zone ids must be unique)"


def test_not_yaml(tmp_path):
    message = error_of(tmp_path, "game: [unclosed\nzones: {")
    assert message.startswith("broken.yaml, line 2: is not readable YAML (")


@pytest.mark.parametrize("text", ["- just\n- a list\n", "", "42\n"])
def test_not_a_mapping(tmp_path, text):
    assert error_of(tmp_path, text).startswith("broken.yaml: must be a mapping with 'game', 'canvas' and 'zones'")


def test_missing_file_names_it(tmp_path):
    with pytest.raises(LayoutError, match=r"^nothing\.yaml: there is no such file"):
        load_layout("nothing", folder=tmp_path)


def test_game_must_match_the_file_name(tmp_path):
    write(tmp_path, base(), "other.yaml")
    with pytest.raises(LayoutError, match=r"other\.yaml: field 'game' is 'demo' but the file is named for 'other'"):
        load_layout("other", folder=tmp_path)


@pytest.mark.parametrize("field, value, expected", [
    ("owner", "mine", "field 'owner' must be one of me, left, across, right, shared (got 'mine')"),
    ("fan", "sideways", "field 'fan' must be one of right, down, none (got 'sideways')"),
    ("orient", "upside", "field 'orient' must be one of fixed, viewer (got 'upside')"),
    ("phases", "battle", "field 'phases' must be a non-empty list of phase names"),
    ("label", 5, "field 'label' must be text"),
    ("path", "casualties/{you}", "field 'path' has unknown placeholder '{you}' (known: {me}, {left}, {across}, {right})"),
    ("lable", "Oops", "unknown field 'lable' (did you mean 'label'?)"),
])
def test_bad_optional_fields(tmp_path, field, value, expected):
    data = base()
    data["zones"][1][field] = value
    assert error_of(tmp_path, data) == f"broken.yaml, zone 'mine': {expected}"


@pytest.mark.parametrize("change, expected", [
    ({"canvas": [1000]}, "broken.yaml: field 'canvas' must be two numbers from 100 to 10000 [width, height]"),
    ({"zones": []}, "broken.yaml: field 'zones' must be a non-empty list of zones"),
    ({"background": "green"}, "broken.yaml: field 'background' must be a colour"),
    ({"game": 3}, "broken.yaml: field 'game' must be a game id (text)"),
    ({"zonse": []}, "broken.yaml: unknown field 'zonse'"),
    ({"message": [900, 0, 200, 100]}, "broken.yaml: field 'message' [900, 0, 200, 100] must lie inside the canvas"),
])
def test_bad_top_level(tmp_path, change, expected):
    data = base()
    data.update(change)
    assert error_of(tmp_path, data).startswith(expected)


def test_zone_that_is_not_a_mapping(tmp_path):
    data = base()
    data["zones"][1] = "pile"
    assert error_of(tmp_path, data) == "broken.yaml, zone 2: must be a mapping of fields (found text)"


def test_background_colour_forms():
    data = base()
    data["background"] = "#1e4438"
    assert parse_layout(data, "demo.yaml").background == (30, 68, 56)
    data["background"] = [1, 2, 3]
    assert parse_layout(data, "demo.yaml").background == (1, 2, 3)


def test_player_count_overrides_merge_remove_and_add():
    data = base()
    data["players"] = {4: [
        {"id": "grid", "rect": [0, 0, 300, 300]},
        {"id": "hand", "remove": True},
        {"id": "left_pile", "kind": "pile", "rect": [0, 400, 200, 100], "path": "casualties/{left}", "owner": "left"},
    ]}
    layout = parse_layout(data, "demo.yaml")
    four = layout.for_players(4)
    assert [z.id for z in four] == ["grid", "mine", "left_pile"]
    assert four[0].rect == (0, 0, 300, 300) and four[0].orient == "viewer"  # unchanged fields kept
    assert four[2].path_for(1, 4) == "casualties/2"
    assert layout.for_players(3) == layout.zones == layout.for_players(2)


@pytest.mark.parametrize("players, expected", [
    ({"four": []}, "broken.yaml: field 'players' has key 'four', expected a player count"),
    ({4: {"id": "grid"}}, "broken.yaml, players 4: must be a list of zone overrides"),
    ({4: [{"rect": [0, 0, 1, 1]}]}, "broken.yaml, players 4, override 1: must be a mapping with an 'id'"),
    ({4: [{"id": "grid", "rect": [0, 0, 5000, 10]}]}, "broken.yaml, players 4, zone 'grid': field 'rect'"),
    ({4: [{"id": "new", "kind": "pile"}]}, "broken.yaml, players 4, zone 'new': missing field 'rect'"),
    ({4: [{"id": "ghost", "remove": True}]}, "broken.yaml, players 4, zone 'ghost': cannot remove"),
    ([4, 5], "broken.yaml: field 'players' must map a player count"),
])
def test_bad_player_overrides(tmp_path, players, expected):
    data = base()
    data["players"] = players
    assert error_of(tmp_path, data).startswith(expected)


def test_seat_words_relative_to_the_viewer():
    assert [relative_seat(w, 0, 2) for w in ("me", "left", "across", "right")] == [0, 1, 1, 1]
    assert [relative_seat(w, 1, 4) for w in ("me", "left", "across", "right")] == [1, 2, 3, 0]
    assert relative_seat("me", None, 3) == 0  # the public view is drawn from seat 0's side
    zone = parse_layout(base(), "demo.yaml").zone("mine")
    assert zone.path_for(1, 2) == "casualties/1" and zone.owner_seat(1, 2) == 1


@pytest.mark.parametrize("window", [(1280, 800), (1920, 1080), (900, 700), (640, 1000), (1281, 799)])
def test_scaler_round_trips_points(window):
    scaler = Scaler((1280, 800), window)
    for point in [(0, 0), (1280, 800), (640, 400), (123.5, 777.25)]:
        back = scaler.to_canvas(scaler.to_window_point(point))
        assert back == pytest.approx(point)


def test_scaler_letterboxes_and_resizes():
    scaler = Scaler((1280, 800), (1600, 800))  # wider than the canvas: bars left and right
    assert scaler.scale == 1.0 and scaler.offset == (160, 0)
    assert scaler.canvas_rect() == (160, 0, 1280, 800)
    assert scaler.to_canvas((160, 0)) == (0, 0)
    scaler.resize((640, 800))  # narrower: half size, bars top and bottom
    assert scaler.scale == 0.5 and scaler.offset == (0, 200)
    assert scaler.to_window((100, 100, 200, 50)) == (50, 250, 100, 25)


def test_scaled_neighbour_rects_tile_without_gaps():
    scaler = Scaler((1280, 800), (1000, 777))
    left, right = scaler.to_window((0, 0, 333, 100)), scaler.to_window((333, 0, 333, 100))
    assert left.right == right.left


def hostile_layouts():
    good = yaml.safe_dump(base(), sort_keys=False)
    zones_at = good.index("zones:")
    return {
        "infinite canvas": (good.replace("- 1000\n- 600", "- .inf\n- 600"), "canvas"),
        "huge canvas": (good.replace("- 1000\n- 600", "- 100000000\n- 600"), "canvas"),
        "nan in a rect": (good.replace("- 10\n  - 10\n  - 400", "- .nan\n  - 10\n  - 400", 1), "rect"),
        "NUL in a label": (good.replace("label: Mine", 'label: "Mi\\0ne"'), "control character"),
        "100,000-character label": (good.replace("label: Mine", "label: " + "M" * 100_000), "longer than"),
        "deep nesting": (good[:zones_at] + "zones: " + "[" * 25_000, "nested"),
        "alias bomb": (good + "players:\n  4: &a [*a]\n", "anchors or aliases"),
        "yaml tag": (good.replace("game: demo", "game: !!binary ZGVtbw=="), "tag"),
        "a huge file": ("# " + "x" * (2 << 20), "too large"),
    }


@pytest.mark.parametrize("case", list(hostile_layouts()))
def test_hostile_layout_files_are_refused_in_one_short_line(tmp_path, case):
    text, words = hostile_layouts()[case]
    message = error_of(tmp_path, text)
    assert message.startswith("broken.yaml") and words in message and len(message) <= 200, message


def test_another_games_layout_is_refused(tmp_path):
    write(tmp_path, game_file("chains", LAYOUT_FILE).read_text(encoding="utf-8"), "army_ants.yaml")
    with pytest.raises(LayoutError, match="field 'game' is 'chains' but the file is named for 'army_ants'"):
        load_layout("army_ants", folder=tmp_path)
