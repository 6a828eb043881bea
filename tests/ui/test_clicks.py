from tabletop.engine.game import Move
from tabletop.ui.clicks import Selection, distinct_outcomes

A1_A2 = Move.of("slide", label="one", targets=[("grid/0/0", "grid/0/1")], n=1)
PAIR = Move.of("slide", label="pair", targets=[("grid/0/0", "grid/0/1"), ("grid/1/0", "grid/1/1")], n=2)
SWAP = Move.of("swap", label="swap", targets=[("grid/0/0", "grid/1/0"), ("grid/1/0", "grid/0/0")])
PASS = Move.of("pass", label="Pass")


def explain(clicks):
    return f"no move for {clicks}"


def selection():
    return Selection([A1_A2, PAIR, SWAP, PASS])


def test_first_click_selects_and_highlights_next_targets():
    sel = selection()
    assert sel.click("grid/0/0", explain).kind == "select"
    assert sel.next_targets() == {"grid/0/1", "grid/1/0"}


def test_unique_completion_is_a_move():
    sel = selection()
    sel.click("grid/1/0", explain)
    out = sel.click("grid/0/0", explain)
    assert out.kind == "move" and out.moves == (SWAP,)
    assert sel.clicks == []


def test_shared_clicks_offer_a_choice():
    sel = selection()
    sel.click("grid/0/0", explain)
    out = sel.click("grid/0/1", explain)
    assert out.kind == "choose" and set(out.moves) == {A1_A2, PAIR}


def test_click_that_matches_nothing_gives_the_engine_reason():
    sel = selection()
    out = sel.click("grid/4/4", explain)
    assert out.kind == "refuse" and out.reason == "no move for ['grid/4/4']"
    sel.click("grid/0/0", explain)
    out = sel.click("grid/3/3", explain)
    assert out.reason == "no move for ['grid/0/0', 'grid/3/3']" and sel.clicks == []


def test_clicking_another_start_reselects():
    sel = selection()
    sel.click("grid/0/0", explain)
    assert sel.click("grid/1/0", explain).kind in ("move", "select")


def test_clicking_the_selection_again_clears_it():
    sel = selection()
    sel.click("grid/0/0", explain)
    assert sel.click("grid/0/0", explain).kind == "clear" and sel.clicks == []


def test_moves_without_targets_are_buttons():
    assert selection().buttons() == [PASS]


def test_equal_results_collapse_to_one_choice():
    results = {A1_A2: "same", PAIR: "same", SWAP: "other"}
    assert distinct_outcomes([A1_A2, PAIR, SWAP], results.get) == [A1_A2, SWAP]
