"""Chains' rules pages: table pictures load, refuse bad fields by name, and draw in the viewer."""

import pygame
import pytest

from tabletop import rules_book
from tabletop.rules_book import RulesBookError, parse_book
from tabletop.ui.app import Context, Scene, open_window
from tabletop.ui.scenes.rules import RulesScene
from ui_helpers import frame

PAGE = {"title": "A bust", "text": "Words.", "caption": "Under the picture.",
        "table": {"setup": {"players": 2, "seats": {0: {"work": [10, 9]}}},
                  "zones": [{"kind": "chain_seat", "path": "players/0", "height": 0.5}]}}


def book_with(page):
    return parse_book({"game": "chains", "title": "Chains", "pages": [page]}, "test.yaml", "chains")


def test_a_table_picture_needs_no_grid_and_builds_its_view():
    page = book_with(PAGE).pages[0]
    assert page.example is None and page.table.caption == "Under the picture."
    assert page.table.zones == (("chain_seat", "players/0", 0.5),)
    view = rules_book.table_view("chains", page.table)
    assert [c["value"] for c in view["players"][0]["work"]] == [10, 9]


@pytest.mark.parametrize("change,words", [
    ({"table": {"setup": {"players": 2, "colour": 1}, "zones": [{"kind": "x", "path": "y"}]}}, "unknown setup field"),
    ({"table": {"setup": {"players": 2}, "zones": []}}, "non-empty list"),
    ({"table": {"setup": {"players": 2}, "zones": [{"kind": "x"}]}}, "'kind' and 'path'"),
    ({"table": {"setup": {"players": 2, "seats": {0: {"work": [1, 1]}}}, "zones": [{"kind": "x", "path": "y"}]}},
     "no regular 1"),
    ({"select": "c3"}, "takes only 'caption'"),
])
def test_bad_table_pictures_are_refused_by_field(change, words):
    with pytest.raises(RulesBookError) as err:
        book_with({**PAGE, **change})
    assert "test.yaml, page 1" in str(err.value) and words in str(err.value)


@pytest.fixture
def ctx():
    context = Context(open_window((1280, 800)))
    context.scenes.push(Scene(context))
    yield context
    pygame.quit()


def test_every_page_draws_its_picture(ctx):
    scene = RulesScene(ctx, "chains")
    ctx.scenes.push(scene)
    for index in range(scene.page_count):
        scene.turn_to(index)
        frame(ctx)
        page = scene.book.pages[index]
        if page.table is None:
            continue
        # the picture column holds card faces: the Pairs ink of some value shows up there
        right = ctx.screen.subsurface(pygame.Rect(840, 100, 400, 500))
        colours = {tuple(right.get_at((x, y)))[:3] for x in range(0, 400, 7) for y in range(0, 500, 7)}
        assert len(colours) > 12, page.title
