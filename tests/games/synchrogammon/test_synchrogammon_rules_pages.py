"""The rules pages: every picture builds, every category page shows its category, and captions hold."""

from dataclasses import replace

import pytest
import yaml

from tabletop.rules_book import RulesBookError, load_book, mismatches, parse_book, table_targets, table_view
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon.allotment import CATEGORIES
from tabletop.games.synchrogammon.positions import table_position

BOOK = load_book("synchrogammon")


def page(title_part):
    return next(p for p in BOOK.pages if title_part.lower() in p.title.lower())


def test_the_book_covers_the_rules():
    titles = " | ".join(p.title for p in BOOK.pages).lower()
    for topic in ("idea", "seats", "cards", "round", "how many", "who moves first", "moving",
                  "hitting and entering", "bearing off", "cannot move", "scoring", "cube", "match"):
        assert topic in titles, topic


def test_each_category_page_shows_its_category_and_the_seventh_is_there_too():
    for name in CATEGORIES:
        shown = page(name).table
        assert table_view("synchrogammon", shown)["category"] == name, name


def test_category_pages_queue_the_moves_the_captions_describe():
    def queue(name):
        view = table_view("synchrogammon", page(name).table)
        return [(str(view["seats"][q["seat"]]), q["number"], q["times"]) for q in view["queue"]]
    assert queue("Doublet") == [("West", 4, 1), ("East", 5, 1), ("North", 6, 2), ("South", 6, 2)]
    assert queue("Broken doublet") == [("West", 5, 1), ("East", 6, 1)]
    assert queue("Cancel doublet") == []
    assert queue("Who moves first") == [("South", 1, 1), ("West", 2, 1), ("North", 4, 1), ("East", 4, 1)]


def test_movement_pictures_match_their_captions():
    hit = table_position(page("Hitting").table.setup)
    assert hit.board.bar == (0, 1) and GAME.to_move(hit) == (1,)       # East must enter
    stuck = table_position(page("cannot move").table.setup)
    notes = [str(note) for note in stuck.notes]
    assert "North cannot move a second 6." in notes and "South cannot move a 6 and passes." in notes
    bearing = table_position(page("Bearing off").table.setup)
    steps = sorted((m.get("src"), m.get("dst")) for m in GAME.legal_moves(bearing, 0))
    assert steps == [(2, 0), (5, 3)]


def test_highlighted_pictures_promise_exactly_the_engines_targets():
    assert mismatches(BOOK) == []
    lit = {p.title: table_targets("synchrogammon", p.table) for p in BOOK.pages if p.table and p.table.select}
    assert lit == {"Moving a checker": {"board/point/18"}, "Hitting and entering": {"board/point/4"},
                   "Bearing off": {"board/off/0"}, "How to play it here": {"board/point/7"}}


def test_a_wrong_table_mark_is_caught():
    """The check has teeth: with a 5 the checker on 24 cannot land on Black's point 19."""
    wrong = replace(page("Moving a checker").table, setup={"values": [5, 1, 2, 3], "seat": 0},
                    marks=("board/point/19",))
    assert table_targets("synchrogammon", wrong) == frozenset()
    book = replace(BOOK, pages=(replace(page("Moving a checker"), table=wrong),))
    assert len(mismatches(book)) == 1


def test_a_select_needs_marks():
    text = ("game: synchrogammon\ntitle: S\npages:\n  - title: A\n    text: B\n    table:\n"
            "      setup: {}\n      zones: [{kind: bgboard, path: ''}]\n      select: board/point/24\n")
    with pytest.raises(RulesBookError, match="needs 'marks'"):
        parse_book(yaml.safe_load(text), "test", "synchrogammon")


def test_pictures_show_only_public_information():
    shown = table_view("synchrogammon", page("Seats and the parent").table)
    assert all(isinstance(s["hand"], dict) for s in shown["seats_info"])
    assert [s["played"] for s in shown["seats_info"]] == [{"hidden": True}, None, {"hidden": True}, None]
