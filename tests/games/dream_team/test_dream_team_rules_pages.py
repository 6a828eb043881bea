"""The Dream Team rules pages: every picture is built by the engine and shows what its caption says."""

import pytest

from tabletop.rules_book import load_book, table_view

BOOK = load_book("dream_team")
PAGES = {page.title: page for page in BOOK.pages}


def picture(title):
    return table_view("dream_team", PAGES[title].table)


def test_the_book_covers_the_rules_with_pictures():
    titles = " | ".join(PAGES).lower()
    for topic in ("goal", "round", "nominat", "single", "lottery", "winning", "again", "leftover",
                  "last player", "pairs", "last round", "scoring", "options"):
        assert topic in titles, topic
    drawn = [page for page in BOOK.pages if page.table is not None]
    assert len(drawn) >= 10 and all(page.table.caption for page in drawn)


def test_nomination_picture_shows_two_markers_on_the_nine():
    view = picture("Nominating")
    assert view["market"][2]["value"] == 9 and view["market"][2]["markers"] == [0, 1]
    assert view["to_move"] == [2]


def test_lottery_picture_has_three_open_cards_and_green_to_draw():
    view = picture("The lottery")
    lottery = view["lottery"]
    assert [c["value"] for c in lottery["open"]] == [4, 7, 2] and lottery["next"] == 3
    assert lottery["contenders"] == [0, 1, 3]


def test_winning_picture_rings_the_two_sevens_and_green_has_the_nine():
    view = picture("Winning a lottery")
    assert view["lottery"]["winner"] == 3
    assert [c["value"] for c in view["lottery"]["open"] if c["winning"]] == [7, 7]
    assert [c["value"] for c in view["players"][3]["team"]] == [9]


def test_leftover_picture_gives_red_the_two():
    view = picture("The leftover card")
    assert [c["value"] for c in view["players"][0]["team"]] == [2, 5]
    assert view["phase"] == "round_end"


def test_last_player_picture_pairs_off_the_twos():
    view = picture("The last player left")
    black = view["players"][1]
    assert [c["value"] for c in black["team"]] == [4, 7] and [c["value"] for c in black["paired"]] == [2, 2]


def test_pairs_picture_sends_both_fives_away():
    view = picture("Pairs leave the team")
    red = view["players"][0]
    assert [c["value"] for c in red["team"]] == [8] and [c["value"] for c in red["paired"]] == [5, 5]


def test_last_round_picture_is_announced_while_the_round_goes_on():
    view = picture("The last round")
    assert view["last_round"] and view["phase"] == "lottery" and len(view["players"][0]["team"]) == 6


def test_scoring_picture_adds_a_game_to_the_sheet():
    view = picture("Scoring and the match")
    assert view["sheet"]["games"][-1] == [37, 2, 5] and view["sheet"]["totals"] == [60, 33, 23]


@pytest.mark.parametrize("page", [p for p in BOOK.pages if p.table is not None], ids=lambda p: p.title)
def test_every_picture_zone_kind_is_a_table_drawer(page):
    from tabletop.ui.zones import DRAWERS
    assert all(kind in DRAWERS for kind, _, _ in page.table.zones)
