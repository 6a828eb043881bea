"""The deal and the two hidden placement options: order, refusals, privacy, undo."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.cards import card_name
from tabletop.engine.rng import Rng
from tabletop.games.army_ants import GAME, State, state_from_layout
from tabletop.games.army_ants.board import ARMIES, INDEX, NINES, QUEENS, START, parse_card
from tabletop.games.army_ants.state import deal_layout
from army_ants_helpers import play, refused
from tabletop.engine.information import can_undo

RED, BLACK = 0, 1
RED_ORDER = "a4 b4 c4 d4 e4 a3 b3 c3 d3 e3 a2 b2 c2 d2 e2 a1 b1 d1 e1".split()
BLACK_ORDER = "a5 b5 c5 d5 e5 a6 b6 c6 d6 e6 a7 b7 c7 d7 e7 a8 b8 d8 e8".split()




@pytest.mark.parametrize("seed", [0, 7, 123456])
def test_deal_follows_positions_1_to_19_and_leaves_back_centres_empty(seed):
    state = GAME.new_state(2, {}, seed)
    red, rng = Rng.from_seed(seed).shuffled(ARMIES[RED])
    black, _ = rng.shuffled(ARMIES[BLACK])
    assert [state.board[INDEX[sq]] for sq in RED_ORDER] == list(red)
    assert [state.board[INDEX[sq]] for sq in BLACK_ORDER] == list(black)
    assert state.board[INDEX["c1"]] is None and state.board[INDEX["c8"]] is None
    assert state.phase == "muster" and GAME.to_move(state) == (RED,)
    assert GAME.facts.conserved(state) == {"red_cards": 19, "black_cards": 19}


def test_armies_are_the_red_and_black_suits_with_one_queen_each():
    layout = deal_layout(GAME.new_state(2, {}, 3))
    red = {layout[sq] for sq in RED_ORDER}
    black = {layout[sq] for sq in BLACK_ORDER}
    assert red == {f"{r}{s}" for r in "A23456789" for s in "♥♦"} | {"Q♥"}
    assert black == {f"{r}{s}" for r in "A23456789" for s in "♠♣"} | {"Q♠"}


def test_new_state_refuses_bad_options_and_player_counts():
    with pytest.raises(IllegalMove):
        GAME.new_state(2, {"setup": "random"}, 1)
    with pytest.raises(IllegalMove):
        GAME.new_state(3, {}, 1)


# --- Option 1: row by row ------------------------------------------------------------
def fill_row(state, seat):
    """Place the hand's cards on the row's empty squares in order and return the state."""
    while state.hands[seat]:
        move = [m for m in GAME.legal_moves(state, seat) if m.kind == "place"][0]
        state = GAME.apply(state, seat, move)
    return state


def test_rows_are_drawn_front_row_first_and_confirmed_one_by_one():
    state = GAME.new_state(2, {"setup": "rows"}, 5)
    for seat, order in ((RED, RED_ORDER), (BLACK, BLACK_ORDER)):
        for row, (start, end) in enumerate(((0, 5), (5, 10), (10, 15), (15, 19))):
            assert GAME.to_move(state) == (seat,) and state.phase == "placement"
            assert len(state.hands[seat]) == end - start
            squares = {m.get("to") for m in GAME.legal_moves(state, seat)}
            assert squares == set(order[start:end])
            assert "Fill the whole row" in refused(state, seat, "confirm_row")
            state = fill_row(state, seat)
            assert [m.kind for m in GAME.legal_moves(state, seat)] == ["confirm_row"]
            state = play(state, seat, "confirm_row")
    assert state.phase == "muster" and GAME.to_move(state) == (RED,)
    assert GAME.facts.conserved(state) == {"red_cards": 19, "black_cards": 19}
    assert state.board[INDEX["c1"]] is None and state.board[INDEX["c8"]] is None


def test_rows_refuse_a_square_outside_the_current_row():
    state = GAME.new_state(2, {"setup": "rows"}, 5)
    card = state.hands[RED][0]
    assert "front row" in refused(state, RED, "place", card=card, to="a3")
    assert "back row stays empty" in refused(state, RED, "place", card=card, to="c1")
    assert "not in your hand" in refused(state, RED, "place", card=state.piles[RED][0], to="a4")


def test_rows_keep_queens_refuge():
    seed = next(n for n in range(100)
                if QUEENS[RED] in GAME.new_state(2, {"setup": "rows"}, n).hands[RED])
    state = GAME.new_state(2, {"setup": "rows"}, seed)
    state = play(state, RED, "place", card=QUEENS[RED], to="c4")
    state = reveal(state)
    assert state.board[INDEX["c4"]] == QUEENS[RED]
    refuges = [m for m in GAME.legal_moves(state, RED) if m.kind == "refuge"]
    assert [(m.get("frm"), m.get("to")) for m in refuges] == [("c4", "c1")]


def test_hand_is_sorted_by_rank_with_the_queen_last():
    state = GAME.new_state(2, {"setup": "free"}, 1)
    hand = GAME.view(state, RED)["hand"]
    assert [c["value"] for c in hand] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 0]
    assert hand[-1]["queen"] and hand[-1]["label"] == "Q♥"
    place = [m for m in GAME.legal_moves(state, RED) if m.get("card") == QUEENS[RED]][0]
    assert place.targets[0][0] == "hand/18"


def test_placed_cards_are_hidden_from_the_other_seat_and_the_public():
    state = GAME.new_state(2, {"setup": "rows"}, 9)
    state = fill_row(state, RED)
    red_view, black_view, public = (GAME.view(state, s) for s in (RED, BLACK, None))
    front_red = red_view["grid"]["cells"][3]
    assert all(cell and cell["owner"] == RED and "id" in cell for cell in front_red)
    for view in (black_view, public):
        assert view["grid"]["cells"][3] == [{"hidden": True, "owner": RED}] * 5
        assert view["hand"] == [] and view["last_move_squares"] == []
    assert red_view["last_move_squares"] and red_view["empty_start"] == "c1"
    assert black_view["empty_start"] == "c8" and public["empty_start"] == "c1"
    assert GAME.facts.secrets(state, RED) == {c for c in state.board if c is not None}
    # After the reveal everything is face up for everyone.
    state = reveal(state)
    assert all("id" in cell for row in GAME.view(state, None)["grid"]["cells"] for cell in row if cell)
    assert GAME.facts.secrets(state, RED) == set()


def reveal(state):
    """Finish both placements with the first legal moves."""
    while state.phase == "placement":
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    return state


def test_undo_is_refused_only_for_confirming_and_finishing():
    state = fill_row(GAME.new_state(2, {"setup": "rows"}, 2), RED)
    confirm = Move.of("confirm_row")
    assert can_undo(GAME, state, RED, confirm, play(state, RED, "confirm_row")) is False
    place = GAME.legal_moves(GAME.new_state(2, {"setup": "rows"}, 2), RED)[0]
    assert can_undo(GAME, None, RED, place, None) is True
    assert can_undo(GAME, None, RED, Move.of("done_placing"), None) is False
    assert can_undo(GAME, None, RED, Move.of("swap", a="a1", b="b1"), None) is True


# --- Option 2: free deployment --------------------------------------------------------
def free_state(layout, hand):
    """Red placing in free deployment with `layout` placed and `hand` left."""
    base = state_from_layout(layout, phase="placement", setup="free")
    cards = tuple(parse_card(c) for c in hand)
    return State(board=base.board, phase="placement", seat=RED, setup="free", hands=(cards, ()),
                 piles=((), ARMIES[BLACK]))


def test_free_deployment_refuses_a_placement_that_leads_to_a_dead_end():
    # Only b3 (next to the Queen on b4) and e1 are left; a 9 is still in hand.
    filled = [sq for sq in RED_ORDER if sq not in ("b4", "b3", "e1")]
    others = [c for c in ARMIES[RED] if c not in NINES and c != QUEENS[RED]]
    layout = {sq: card_name(c) for sq, c in zip(filled, others[:-1] + [parse_card("9♦")], strict=True)}
    layout["b4"] = "Q♥"
    state = free_state(layout, ["9♥", card_name(others[-1])])
    assert len(layout) == 17 and GAME.facts.conserved(state)["red_cards"] == 19
    reason = refused(state, RED, "place", card=others[-1], to="e1")
    assert "remaining 9s could no longer all be placed away from your Queen" in reason
    legal = {(m.get("card"), m.get("to")) for m in GAME.legal_moves(state, RED)}
    assert legal == {(parse_card("9♥"), "e1"), (others[-1], "b3")}
    assert str(GAME.table.explain(state, RED, ["hand/1", "grid/4/0"])) == reason


def test_free_deployment_full_run_then_done_and_no_refuge():
    state = GAME.new_state(2, {"setup": "free"}, 4)
    assert len(state.hands[RED]) == 19 and len(state.hands[BLACK]) == 19
    assert "Place all 19" in refused(state, RED, "done_placing")
    # Put each Queen on the front row, then everything else in order.
    for seat, front in ((RED, "c4"), (BLACK, "c5")):
        state = play(state, seat, "place", card=QUEENS[seat], to=front)
        while state.hands[seat]:
            state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
        assert [m.kind for m in GAME.legal_moves(state, seat)] == ["done_placing"]
        assert "back row stays empty" in str(GAME.table.explain(
            free_state({}, ["A♥"]), RED, ["hand/0", "grid/2/0"]))
        state = play(state, seat, "done_placing")
    assert state.phase == "muster" and GAME.to_move(state) == (RED,)
    for seat in (RED, BLACK):
        queen = next(i for i, c in enumerate(state.board) if c == QUEENS[seat])
        assert not any(state.board[n] in NINES for n in _neighbours(queen))
    assert not [m for m in GAME.legal_moves(state, RED) if m.kind == "refuge"]
    assert "free deployment" in refused(state, RED, "refuge", frm="c4", to="c1")


def _neighbours(i):
    col, row = i % 5, i // 5
    return [r * 5 + c for c, r in ((col - 1, row), (col + 1, row), (col, row - 1), (col, row + 1))
            if 0 <= c < 5 and 0 <= r < 8]


def test_free_deployment_only_on_own_start_positions():
    state = GAME.new_state(2, {"setup": "free"}, 4)
    assert {m.get("to") for m in GAME.legal_moves(state, RED)} == set(RED_ORDER)
    assert "own start positions" in refused(state, RED, "place", card=parse_card("A♥"), to="a5")
    assert GAME.legal_moves(state, BLACK) == []
    assert START[RED][0] == INDEX["a4"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_no_attack_draw_says_at_setup_what_it_does_on_and_off(lang):
    """New players read "Off" and "Draw when this many battle turns pass" without knowing how many, or what
    off leaves them with: each choice says what it does, and the help gives the count for each side."""
    from tabletop.words import text
    option = next(o for o in GAME.options if o.name == "no_attack_limit")
    off, on = (text(words, lang) for _, words in option.choices)
    assert "60" in on and "60" in text(option.help, lang) and "30" in text(option.help, lang)
    assert len(off) > len(text("Off" if lang == "en" else "オフ", lang)) + 4  # more than a bare "Off"
    assert ("agree" in text(option.help, lang)) if lang == "en" else ("合意" in text(option.help, lang))
