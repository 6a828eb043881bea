"""Zone drawers on a plain Surface: they draw, marks land where hit() says, card faces are cached."""

import inspect
from dataclasses import replace

import pygame
import pytest

from tabletop.ui import theme, zones
from tabletop.ui.layout import Scaler, Zone, load_layout
from tabletop.ui.zones import DRAWERS, Marks, resolve
from tabletop.ui.zones.base import KINDS, ZoneDrawer, card_slots, join
from tabletop.ui.zones.cardface import card_surface
from tabletop.ui.zones.grid import GridDrawer, square_name, square_path
from tabletop.ui.zones.log import LogDrawer
from tabletop.ui.zones.panel import status_lines

SUITS = {0: "♥♦", 1: "♠♣"}


def card(cid, rank, suit, owner):
    return {"id": cid, "rank": rank, "suit": suit, "label": f"{rank}{suit}", "red": suit in "♥♦",
            "owner": owner, "queen": rank == 12, "value": 0 if rank == 12 else rank}


def army_view(viewer=0, phase="battle"):
    """19 Red cards on rows 1-4 with c1 empty, 19 Black on rows 5-8 with c8 empty."""
    cells = [[None] * 5 for _ in range(8)]
    for owner, rows, gap in ((0, (3, 2, 1, 0), 0), (1, (4, 5, 6, 7), 7)):
        cards = iter([card(owner * 100 + i, r, s, owner) for i, (r, s) in
                      enumerate((r, s) for s in SUITS[owner] for r in range(1, 10))] + [card(owner * 100 + 99, 12, SUITS[owner][0], owner)])
        for row in rows:
            for col in range(5):
                if not (row == gap and col == 2):
                    cells[row][col] = next(cards)
    hand = [card(200 + i, i + 1, "♥", viewer) for i in range(5)]
    casualties = [[card(300 + i, i + 1, "♦", 0) for i in range(3)], [card(400 + i, i + 1, "♣", 1) for i in range(19)]]
    return {
        "game": "army_ants", "phase": phase, "viewer": viewer, "to_move": [0], "seats": ["Red", "Black"],
        "grid": {"cols": 5, "rows": 8, "cells": cells}, "casualties": casualties, "hand": hand,
        "muster_turns_used": [2, 1], "muster_turns": 5, "refuge_used": [False, True], "draw_offer": 1,
        "status": "Red to move — muster turn 3 of 5", "result": None, "last_move_squares": ["c4"],
        "empty_start": "c1",
        "log": [f"Move number {i}" for i in range(1, 60)],
        "buttons": [{"name": "refuge", "label": "Queen's Refuge", "enabled": True},
                    {"name": "undo", "label": "Undo", "enabled": False},
                    {"name": "menu", "label": "Menu", "enabled": True}],
    }


@pytest.fixture
def surface():
    return pygame.Surface((1280, 800))


def zone(kind_or_id, viewer=0, window=(1280, 800)):
    """(drawer, window rect, path) for a zone of the Army Ants layout."""
    layout = load_layout("army_ants")
    scaler = Scaler(layout.canvas, window)
    found = next(z for z in layout.zones if kind_or_id in (z.id, z.kind))
    path = found.path_for(viewer, 2)
    return DRAWERS[found.kind](found, viewer, path), scaler.to_window(found.rect), path


def test_registry_names_every_kind():
    assert {"grid", "pile", "hand", "panel", "log", "buttons"} <= set(DRAWERS)  # the general kinds, and the games'
    assert list(DRAWERS) == sorted(DRAWERS)  # the order error messages list them in
    assert all(drawer.kind == kind for kind, drawer in DRAWERS.items())


def test_every_drawer_of_the_package_registers_its_kind_by_itself():
    made = {cls for module in vars(zones).values() if inspect.ismodule(module)
            for cls in vars(module).values()
            if inspect.isclass(cls) and issubclass(cls, ZoneDrawer) and "kind" in vars(cls) and cls.kind}
    assert len(made) > 40 and made == set(DRAWERS.values())


def test_a_second_drawer_for_a_kind_is_refused_and_a_variant_registers_nothing():
    with pytest.raises(TypeError, match="two zone drawers for kind 'grid'"):
        type("AnotherGrid", (ZoneDrawer,), {"kind": "grid"})
    variant = type("WiderGrid", (DRAWERS["grid"],), {"default_fan": "down"})  # same kind, drawn its own way
    assert KINDS["grid"] is DRAWERS["grid"] is not variant


def test_resolve_walks_dicts_and_lists():
    view = army_view()
    assert resolve(view, "") is view
    assert resolve(view, "casualties/1/0")["id"] == 400
    assert resolve(view, "casualties/1") is view["casualties"][1]
    assert resolve(view, "casualties/5") is None
    assert resolve(view, "nothing/here") is None
    assert resolve(view, "grid/cells/0/2") is None  # c1 is empty
    assert join("grid", 2, 3) == "grid/2/3" and join("", "x") == "x"


@pytest.mark.parametrize("window", [(1280, 800), (960, 600), (1920, 1200)])
@pytest.mark.parametrize("phase", ["placement", "muster", "battle", "over"])
def test_every_zone_draws_for_every_phase_and_size(phase, window):
    surface = pygame.Surface(window)
    view = army_view(phase=phase)
    marks = Marks(selected=frozenset({"grid/2/1", "hand/1"}), targets=frozenset({"grid/2/0", "grid/2/4", "button/refuge"}),
                  last=frozenset({"grid/2/3"}), hover="button/menu")
    layout = load_layout("army_ants")
    scaler = Scaler(layout.canvas, window)
    for z in layout.zones:
        path = z.path_for(0, 2)
        DRAWERS[z.kind](z, 0, path).draw(surface, scaler.to_window(z.rect), resolve(view, path), marks)


@pytest.mark.parametrize("kind", list(DRAWERS))
def test_drawers_survive_missing_data(surface, kind):
    drawer = DRAWERS[kind](None, None, "x")
    rect = pygame.Rect(10, 10, 300, 300)
    for data in (None, [], {}, "junk"):
        drawer.draw(surface, rect, data, Marks())
        assert drawer.hit(rect, data, rect.center, "x") is None


def test_grid_squares_are_large_on_the_army_ants_table():
    drawer, rect, _ = zone("grid")
    assert drawer.geometry(rect, army_view()["grid"]).square >= 86


def test_grid_hit_fixed_orientation():
    drawer, rect, path = zone("grid")
    data = army_view()["grid"]
    geo = drawer.geometry(rect, data)
    c4 = geo.square_rect(2, 3)
    assert drawer.hit(rect, data, c4.center, path) == "grid/2/3" == square_path("c4")
    assert geo.square_rect(0, 0).bottom > c4.bottom > geo.square_rect(4, 7).bottom  # row 1 at the bottom
    assert geo.square_rect(0, 0).left < c4.left < geo.square_rect(4, 7).left       # column a at the left
    assert drawer.hit(rect, data, (rect.x + 1, rect.bottom - 1), path) is None      # the coordinate strip
    assert square_name(2, 3) == "c4"


def test_grid_viewer_orientation_turns_the_board_for_seat_1():
    fixed, rect, path = zone("grid")
    data = army_view()["grid"]
    point = fixed.geometry(rect, data).square_rect(2, 3).center  # where c4 is in the fixed board
    turned = GridDrawer(replace(fixed.zone, orient="viewer"), viewer=1, path=path)
    assert turned.hit(rect, data, point, path) == "grid/2/4"    # c5 lies there for Black
    corner = fixed.geometry(rect, data).square_rect(0, 0).center
    assert turned.hit(rect, data, corner, path) == "grid/4/7"   # a1's place shows e8
    as_red = GridDrawer(turned.zone, viewer=0, path=path)
    assert as_red.hit(rect, data, point, path) == "grid/2/3"    # seat 0 is never turned


def colour_at(surface, point):
    return tuple(surface.get_at(point))[:3]


def test_grid_marks_land_on_the_hit_square(surface):
    drawer, rect, path = zone("grid")
    data = army_view()["grid"]
    # c1 (2,0) is empty: a move target shows a green dot in its centre.
    drawer.draw(surface, rect, data, Marks(targets=frozenset({"grid/2/0"})))
    c1 = drawer.geometry(rect, data).square_rect(2, 0)
    assert drawer.hit(rect, data, c1.center, path) == "grid/2/0"
    r, g, b = colour_at(surface, c1.center)
    assert g > 140 and g > r + 60 and g > b + 60
    # c5 (2,4) holds a Black card: as Red's target it is an attack, ringed in red.
    drawer.draw(surface, rect, data, Marks(targets=frozenset({"grid/2/4"})))
    c5 = drawer.geometry(rect, data).square_rect(2, 4)
    r, g, b = colour_at(surface, (c5.left + 4, c5.centery))
    assert r > 180 and g < 80 and b < 80
    # b1 selected: a yellow ring.
    drawer.draw(surface, rect, data, Marks(selected=frozenset({"grid/1/0"})))
    b1 = drawer.geometry(rect, data).square_rect(1, 0)
    r, g, b = colour_at(surface, (b1.left + 4, b1.centery))
    assert r > 200 and g > 170 and b < 90


def test_grid_halves_are_tinted_by_army(surface):
    drawer, rect, _ = zone("grid")
    data = army_view()["grid"]
    drawer.draw(surface, rect, data, Marks())
    geo = drawer.geometry(rect, data)
    red_half = colour_at(surface, geo.square_rect(2, 0).center)     # empty c1
    black_half = colour_at(surface, geo.square_rect(2, 7).center)   # empty c8
    assert red_half[0] > red_half[2] + 25
    assert abs(black_half[0] - black_half[2]) < 20


def test_pile_hit_gives_the_topmost_card(surface):
    drawer, rect, path = zone("black_casualties")
    cards = army_view()["casualties"][1]
    drawer.draw(surface, rect, cards, Marks())
    head, slots = drawer.slots(rect, cards)
    assert path == "casualties/1" and len(slots) == 19
    assert all(rect.contains(s) for s in slots)
    assert drawer.hit(rect, cards, slots[-1].center, path) == "casualties/1/18"
    assert drawer.hit(rect, cards, (slots[0].left + 2, slots[0].centery), path) == "casualties/1/0"
    assert drawer.hit(rect, cards, (slots[1].left + 2, slots[1].centery), path) == "casualties/1/1"  # on top of 0
    assert drawer.hit(rect, cards, head.center, path) is None


def test_hand_hit_and_rows(surface):
    drawer, rect, path = zone("placement_hand")
    hand = army_view()["hand"]
    drawer.draw(surface, rect, hand, Marks(selected=frozenset({"hand/1"})))
    _, slots = drawer.slots(rect, hand)
    assert [drawer.hit(rect, hand, s.center, path) for s in slots] == [f"hand/{i}" for i in range(5)]
    assert len({s.y for s in slots}) == 1 and slots[0].right <= slots[1].left  # five fit side by side
    nineteen = [card(500 + i, 1 + i % 9, "♦", 0) for i in range(19)]
    _, slots = drawer.slots(rect, nineteen)
    assert len({s.y for s in slots}) > 1 and all(rect.contains(s) for s in slots)


def test_card_slots_overlap_only_when_needed():
    area = pygame.Rect(0, 0, 300, 100)
    apart = card_slots(area, 3, (50, 70), "right", 5)
    assert [s.x for s in apart] == [0, 55, 110]
    packed = card_slots(area, 11, (50, 70), "right", 5)
    assert packed[-1].right <= area.right and packed[1].x - packed[0].x == 25
    assert len({tuple(s) for s in card_slots(area, 4, (50, 70), "none", 5)}) == 1


def test_buttons_hit_and_marks(surface):
    drawer, rect, path = zone("buttons")
    buttons = army_view()["buttons"]
    drawer.draw(surface, rect, buttons, Marks(targets=frozenset({"button/refuge"}), hover="button/menu"))
    boxes = drawer.rects(rect, buttons)
    assert [drawer.hit(rect, buttons, b.center, path) for b in boxes] == ["button/refuge", "button/undo", "button/menu"]
    assert boxes[0].bottom < boxes[1].top  # a column
    r, g, b = colour_at(surface, (boxes[0].left + 1, boxes[0].centery))
    assert g > r + 60  # the target ring is green
    assert drawer.hit(rect, buttons, (rect.centerx, rect.bottom - 2), path) is None


def test_buttons_in_a_row():
    row_zone = Zone(id="b", kind="buttons", rect=(0, 0, 600, 50), path="buttons", fan="right")
    drawer = DRAWERS["buttons"](row_zone, 0)
    buttons = army_view()["buttons"]
    boxes = drawer.rects(pygame.Rect(0, 0, 600, 50), buttons)
    assert len({b.y for b in boxes}) == 1 and boxes[0].right < boxes[1].left


def test_panel_lines_name_seats_in_their_colours(surface):
    view = army_view()
    drawer, rect, path = zone("status")
    drawer.draw(surface, rect, resolve(view, path), Marks())
    words = [[piece[0] for piece in line] for line in status_lines(view)]
    flat = [" ".join(w) for w in words]
    assert any("Muster turns" in line and "2/5" in line and "1/5" in line for line in flat)
    assert any(line.startswith("Red") and "to move" in line for line in flat)
    assert any("Refuge" in line and "Black" in line for line in flat)
    assert any("offers a draw" in line for line in flat)
    red = next(piece for line in status_lines(view) for piece in line if piece[0] == "Red")
    assert red[1] == theme.seat_colour(["Red", "Black"], 0) and red[1][0] > 150


def test_log_keeps_the_newest_lines_and_stays_inside(surface):
    drawer, rect, path = zone("log")
    entries = army_view()["log"]
    surface.fill((1, 2, 3))
    drawer.draw(surface, rect, entries, Marks())
    outside = [(rect.left - 1, rect.centery), (rect.right, rect.centery), (rect.centerx, rect.top - 1),
               (rect.centerx, rect.bottom)]
    assert all(colour_at(surface, p) == (1, 2, 3) for p in outside)
    lines = drawer.lines(entries, rect.width - 20, 15)
    assert lines[-1] == ("59. Move number 59", True) and not lines[0][1]
    wrapped = LogDrawer().lines(["word " * 40], 200, 15)
    assert len(wrapped) > 2 and wrapped[1][0].startswith("    ")


def test_a_log_entry_taller_than_the_panel_is_read_from_its_start(surface):
    drawer, rect, path = zone("log")
    long_entry = " ".join(f"Sentence {n} of the newest move." for n in range(1, 60))
    entries = ["An older move that is short.", long_entry]
    drawer.draw(surface, rect, entries, Marks())
    room = 12
    lines = drawer.fitted(entries, rect.width - 20, 15, room)
    assert len(lines) == room and all(line.newest for line in lines)
    assert lines[0].words.startswith("2. Sentence 1 of the newest move.")  # its start, not its tail
    assert lines[-1].words.endswith(theme.ELLIPSIS)


def test_the_log_shows_the_newest_entries_whole_and_leaves_out_one_that_would_be_cut():
    drawer = LogDrawer()
    entries = [f"Entry {n}: " + "many words " * 12 for n in range(1, 6)]
    per_entry = len(drawer.log_lines(entries[-1:], 200, 15))
    room = 2 * per_entry + 1
    lines = drawer.fitted(entries, 200, 15, room)
    words = [line.words for line in lines]
    assert len(lines) == 2 * per_entry  # entry 3 would show one line of itself: the log has scrolled past it
    assert words[0].startswith("4. Entry 4:") and words[per_entry].startswith("5. Entry 5:")
    assert not any(w.endswith(theme.ELLIPSIS) for w in words)  # nothing shown half


def test_card_face_cache_returns_the_same_surface():
    face = card(7, 6, "♠", 1)
    first = card_surface(face, (56, 78))
    assert card_surface(dict(face), (56, 78)) is first
    assert card_surface(face, (57, 79)) is not first
    assert card_surface(face, (56, 78), "dim") is not first
    back = {"hidden": True, "owner": 0}
    assert card_surface(back, (56, 78)) is card_surface({"hidden": True, "owner": 0}, (56, 78))


def test_card_edges_and_backs_show_the_owner():
    red_back = card_surface({"hidden": True, "owner": 0}, (72, 100))
    black_back = card_surface({"hidden": True, "owner": 1}, (72, 100))
    r, g, b = tuple(red_back.get_at((36, 50)))[:3]
    assert r > 120 and r > g + 60
    assert max(tuple(black_back.get_at((36, 50)))[:3]) < 130
    red_face = card_surface(card(1, 3, "♥", 0), (72, 100))
    black_face = card_surface(card(2, 3, "♠", 1), (72, 100))
    assert tuple(red_face.get_at((36, 2)))[0] > 150         # the top edge in Red's colour
    assert max(tuple(black_face.get_at((36, 2)))[:3]) < 80  # and in Black's
    assert tuple(red_face.get_at((0, 0)))[3] < 40            # rounded corner: transparent


def test_queen_face_differs_from_a_number_card():
    queen = card_surface(card(9, 12, "♥", 0), (72, 100))
    r, g, b = tuple(queen.get_at((36, 30)))[:3]  # the gold crown
    assert r > 180 and g > 130 and b < 110


def test_font_is_cached():
    assert theme.font(18) is theme.font(18)
    assert theme.font(18, bold=True) is not theme.font(18)
    assert theme.text("♠♥♦♣", 20, theme.INK) is theme.text("♠♥♦♣", 20, theme.INK)
