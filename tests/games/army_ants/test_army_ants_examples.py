"""Every worked example (S1-S9) and derived test (X1-X13) of the Army Ants rules digest."""

import pytest

from tabletop.engine.game import Move
from tabletop.games.army_ants import GAME, State, state_from_layout
from tabletop.games.army_ants.board import ARMIES, INDEX, QUEENS, parse_card
from tabletop.games.army_ants.state import BATTLE, MUSTER, OVER, dealt_board, deal_layout
from army_ants_helpers import play, refused

RED, BLACK = 0, 1


def dealt(red=ARMIES[RED], black=ARMIES[BLACK], **fields) -> State:
    """A muster position: both armies dealt onto positions 1..19 in the given order."""
    return State(board=dealt_board((tuple(red), tuple(black))), phase=MUSTER, seat=RED, **fields)


def queen_first(seat):
    """An army order that deals the Queen onto position 1 (front row, column a)."""
    return (QUEENS[seat],) + tuple(c for c in ARMIES[seat] if c != QUEENS[seat])


def actions(state, seat, kind=None):
    """The legal game actions (draw offers left out), optionally of one kind."""
    return [m for m in GAME.legal_moves(state, seat)
            if m.kind != "offer_draw" and (kind is None or m.kind == kind)]




def on(state, square):
    """The card name on a square, or None."""
    return deal_layout(state).get(square)


# --- worked examples -----------------------------------------------------------
@pytest.mark.parametrize("phase", [MUSTER, BATTLE])
def test_s1_swap_of_queen_and_ace(phase):
    state = state_from_layout({"b2": "A♦", "b1": "Q♥", "e8": "Q♠"}, phase=phase)
    after = play(state, RED, "swap", a="b1", b="b2")
    assert on(after, "b2") == "Q♥" and on(after, "b1") == "A♦"


def s2_position():
    return state_from_layout({"d6": "6♠", "d3": "A♥", "d2": "9♥", "a1": "Q♥", "a8": "Q♠"}, seat=BLACK)


def test_s2_six_attacks_ace_over_empty_squares():
    after = play(s2_position(), BLACK, "attack", frm="d6", to="d3")
    assert on(after, "d3") == "6♠" and on(after, "d6") is None
    assert after.casualties[RED][-1] == parse_card("A♥")
    assert after.phase == BATTLE and GAME.to_move(after) == (RED,)


def test_s3_nine_takes_the_six_back():
    after = play(play(s2_position(), BLACK, "attack", frm="d6", to="d3"), RED, "attack", frm="d2", to="d3")
    assert on(after, "d3") == "9♥" and on(after, "d2") is None
    assert after.casualties[BLACK][-1] == parse_card("6♠")


def test_s4_nine_against_nine_removes_both_and_only_a_nine_removes_a_nine():
    state = state_from_layout({"b4": "9♥", "b6": "9♠", "c6": "8♠", "c4": "2♥", "a1": "Q♥", "a8": "Q♠"})
    after = play(state, RED, "attack", frm="b4", to="b6")
    assert on(after, "b4") is None and on(after, "b6") is None
    assert parse_card("9♥") in after.casualties[RED] and parse_card("9♠") in after.casualties[BLACK]
    eight = state_from_layout({"c4": "9♥", "c6": "8♠", "a1": "Q♥", "a8": "Q♠"}, seat=BLACK)
    assert "at least as strong" in refused(eight, BLACK, "attack", frm="c6", to="c4")


def test_s5_ace_takes_the_queen_and_wins():
    state = state_from_layout({"c2": "Q♥", "c7": "A♠", "e2": "9♥", "a8": "Q♠"}, seat=BLACK)
    after = play(state, BLACK, "attack", frm="c7", to="c2")
    assert GAME.is_over(after) and GAME.result(after)["winners"] == [BLACK]
    assert str(GAME.result(after)["summary"]) == "Black wins: Red's Queen fell."
    assert on(after, "c2") == "A♠" and GAME.to_move(after) == ()


def muster_turn(state, seat):
    """A harmless muster turn: the first swap offered."""
    return GAME.apply(state, seat, actions(state, seat, "swap")[0])


def test_s6_red_refuge_on_second_turn_then_black_plays_out_then_red_starts_battle():
    state = dealt(red=queen_first(RED))
    state = muster_turn(muster_turn(state, RED), BLACK)
    queen_before = next(i for i, c in enumerate(state.board) if c == QUEENS[RED])
    assert queen_before // 5 == 3, "the swaps kept the Queen on the front row"
    state = play(state, RED, "refuge", frm=["a", "b", "c", "d", "e"][queen_before % 5] + "4", to="c1")
    assert on(state, "c1") == "Q♥" and state.muster_used == (5, 1) and state.refuge_used == (True, False)
    for turn in range(4):  # B2 B3 B4 B5 in a row
        assert GAME.to_move(state) == (BLACK,) and state.phase == MUSTER
        state = muster_turn(state, BLACK)
    assert state.phase == BATTLE and GAME.to_move(state) == (RED,)


def s7_position():
    return state_from_layout({"b5": "2♠", "b6": "3♠", "b7": "5♠", "b8": "4♣", "a8": "8♣", "c8": "Q♠",
                              "a1": "Q♥"}, seat=BLACK)


def test_s7_broadside_march():
    after = play(s7_position(), BLACK, "march", cells=("b5", "b6", "b7"), dir="W", dist=1)
    assert [on(after, sq) for sq in ("a5", "a6", "a7")] == ["2♠", "3♠", "5♠"]
    assert all(on(after, sq) is None for sq in ("b5", "b6", "b7")) and on(after, "b8") == "4♣"
    reason = refused(s7_position(), BLACK, "march", cells=("b5", "b6", "b7", "b8"), dir="W", dist=1)
    assert "a8" in reason
    assert "leave the grid" in refused(s7_position(), BLACK, "march", cells=("b5", "b6", "b7"), dir="W", dist=2)


def test_s8_forward_march_up_to_the_blocking_card():
    state = state_from_layout({"a4": "A♥", "b4": "2♥", "c4": "3♥", "d4": "4♥", "b8": "5♠", "a1": "Q♥",
                               "e8": "Q♠"})
    line = ("a4", "b4", "c4", "d4")
    dists = {m.get("dist") for m in actions(state, RED, "march") if m.get("cells") == line and m.get("dir") == "N"}
    assert dists == {1, 2, 3}
    after = play(state, RED, "march", cells=line, dir="N", dist=3)
    assert [on(after, sq) for sq in ("a7", "b7", "c7", "d7")] == ["A♥", "2♥", "3♥", "4♥"]
    assert "b8" in refused(state, RED, "march", cells=line, dir="N", dist=4)


def test_s9_move_turns_through_empty_squares_march_goes_straight():
    state = state_from_layout({"e7": "6♠", "e8": "2♠", "d7": "3♠", "d6": "4♠", "c5": "5♠", "c4": "A♥",
                               "d3": "2♥", "e4": "3♥", "a1": "Q♥", "a8": "Q♠"}, seat=BLACK)
    marches = {m.targets[0][1] for m in actions(state, BLACK, "march") if m.get("cells") == ("e7",)}
    moves = {m.get("to") for m in actions(state, BLACK, "move") if m.get("frm") == "e7"}
    assert marches == {"grid/4/5", "grid/4/4"}  # e6, e5
    assert moves == {"d5", "d4"}
    after = play(state, BLACK, "move", frm="e7", to="d4")
    assert on(after, "d4") == "6♠" and on(after, "e7") is None
    label = GAME.find_legal(state, BLACK, Move.of("move", frm="e7", to="d4")).label
    assert str(label) == "Black moves 6♠ e7 → d4"


# --- derived tests -------------------------------------------------------------
def test_x1_first_muster_turn_has_exactly_35_actions():
    state = dealt()  # Q♥ is dealt last, onto e1
    moves = actions(state, RED)
    marches = {(m.get("cells"), m.get("dir")) for m in moves if m.kind == "march"}
    assert marches == {(("b1",), "E"), (("a1", "b1"), "E"), (("d1",), "W"), (("d1", "e1"), "W"),
                       (("c2",), "S"), (("c2", "c3"), "S"), (("c2", "c3", "c4"), "S")}
    swaps = [m for m in moves if m.kind == "swap"]
    horizontal = [m for m in swaps if m.get("a")[1] == m.get("b")[1]]
    assert len(horizontal) == 14 and len(swaps) == 28
    assert len(moves) == 35 and {m.kind for m in moves} == {"march", "swap"}


def test_x1_36_actions_with_the_queen_on_the_front_row():
    moves = actions(dealt(red=queen_first(RED)), RED)
    assert len(moves) == 36 and [m.get("to") for m in moves if m.kind == "refuge"] == ["c1"]


def test_x2_muster_march_of_three_into_the_empty_square():
    state = dealt()
    before = [on(state, sq) for sq in ("c2", "c3", "c4")]
    after = play(state, RED, "march", cells=("c2", "c3", "c4"), dir="S", dist=1)
    assert [on(after, sq) for sq in ("c1", "c2", "c3")] == before and on(after, "c4") is None
    assert after.muster_used == (1, 0) and GAME.to_move(after) == (BLACK,)


def x3_board(phase):
    """Black's empty square is c5 (c8 filled), Red's is c1."""
    black = {sq: c for sq, c in zip(("a5", "b5", "d5", "e5", "a6", "b6", "c6", "d6", "e6", "a7", "b7", "c7",
                                     "d7", "e7", "a8", "b8", "c8", "d8", "e8"), ARMIES[BLACK])}
    state = dealt()
    cells = list(state.board)
    for i in range(20, 40):
        cells[i] = None
    for sq, card in black.items():
        cells[INDEX[sq]] = card
    return State(board=tuple(cells), phase=phase, seat=RED)


def test_x3_no_crossing_into_the_enemy_half_during_the_muster():
    muster = x3_board(MUSTER)
    assert not [m for m in actions(muster, RED) if any(t[1] == "grid/2/4" for t in m.targets)]
    reason = refused(muster, RED, "march", cells=("c4",), dir="N", dist=1)
    assert reason == "During the muster your cards stay in your own half."
    assert str(GAME.table.explain(muster, RED, ["grid/2/3", "grid/2/4"])) == reason
    after = play(x3_board(BATTLE), RED, "march", cells=("c4",), dir="N", dist=1)
    assert on(after, "c5") == "3♦" and on(after, "c4") is None


def test_x4_equal_sevens_trade():
    state = state_from_layout({"b4": "7♥", "b6": "7♠", "a1": "Q♥", "a8": "Q♠", "e1": "2♥", "e8": "2♠"})
    move = GAME.find_legal(state, RED, Move.of("attack", frm="b4", to="b6"))
    assert str(move.label) == "Red's 7♥ and Black's 7♠ trade (b4 × b6)"
    after = GAME.apply(state, RED, move)
    assert on(after, "b4") is None and on(after, "b6") is None and after.phase == BATTLE


def test_x5_own_card_in_the_way_and_weaker_attacker():
    state = state_from_layout({"a3": "8♥", "a4": "2♥", "a6": "5♠", "e1": "Q♥", "e8": "Q♠"})
    assert not [m for m in actions(state, RED, "attack")]
    assert "your own 2♥ on a4 is in the way" in refused(state, RED, "attack", frm="a3", to="a6")
    assert refused(state, RED, "attack", frm="a4", to="a6") == \
        "2♥ cannot attack 5♠: the attacker must be at least as strong."


def test_x6_queen_never_attacks_and_an_ace_takes_her():
    state = state_from_layout({"c4": "Q♥", "c5": "A♠", "e8": "Q♠", "a1": "5♥"})
    assert not [m for m in actions(state, RED, "attack") if m.get("frm") == "c4"]
    assert refused(state, RED, "attack", frm="c4", to="c5") == "The Queen never attacks."
    assert str(GAME.table.explain(state, RED, ["grid/2/3", "grid/2/4"])) == "The Queen never attacks."
    black = state_from_layout({"c4": "Q♥", "c5": "A♠", "e8": "Q♠", "a1": "5♥"}, seat=BLACK)
    assert GAME.result(play(black, BLACK, "attack", frm="c5", to="c4"))["winners"] == [BLACK]


def test_x7_no_diagonal_and_no_turning_attack():
    diagonal = state_from_layout({"b4": "9♥", "c5": "3♠", "b5": "2♥", "c4": "A♥", "e1": "Q♥", "e8": "Q♠"})
    assert not actions(diagonal, RED, "attack")
    assert refused(diagonal, RED, "attack", frm="b4", to="c5") == "Cards never attack diagonally."
    turning = state_from_layout({"a4": "9♥", "b5": "3♠", "e1": "Q♥", "e8": "Q♠"})
    assert not actions(turning, RED, "attack")
    assert refused(turning, RED, "attack", frm="a4", to="b5") == \
        "An attack goes in a straight line: it never turns and never goes diagonally."


def test_x8_march_forward_by_one_and_two_not_three():
    state = state_from_layout({"c2": "A♥", "c3": "2♥", "c4": "3♥", "c7": "4♠", "a1": "Q♥", "e8": "Q♠"})
    line = ("c2", "c3", "c4")
    one = play(state, RED, "march", cells=line, dir="N", dist=1)
    assert [on(one, sq) for sq in ("c3", "c4", "c5")] == ["A♥", "2♥", "3♥"] and on(one, "c2") is None
    two = play(state, RED, "march", cells=line, dir="N", dist=2)
    assert [on(two, sq) for sq in ("c4", "c5", "c6")] == ["A♥", "2♥", "3♥"]
    assert "4♠ stands on c7" in refused(state, RED, "march", cells=line, dir="N", dist=3)


def test_x9_only_unblocked_segments_march_forward():
    state = state_from_layout({"a4": "A♥", "b4": "2♥", "c4": "3♥", "c5": "4♠", "e1": "Q♥", "e8": "Q♠"})
    forward = {m.get("cells") for m in actions(state, RED, "march") if m.get("dir") == "N"}
    assert ("a4", "b4") in forward
    assert ("a4", "b4", "c4") not in forward and ("b4", "c4") not in forward
    assert "c5" in refused(state, RED, "march", cells=("a4", "b4", "c4"), dir="N", dist=1)
    play(state, RED, "march", cells=("a4", "b4"), dir="N", dist=1)
    assert "c5" in refused(state, RED, "march", cells=("b4", "c4"), dir="N", dist=1)
    assert refused(state, RED, "march", cells=("a4", "c4"), dir="N", dist=1) == \
        "Those cards are not side by side in one row or column."


def test_x10_last_nines_trade_is_a_draw():
    state = state_from_layout({"b4": "9♥", "b6": "9♠", "a1": "Q♥", "e8": "Q♠"})
    after = play(state, RED, "attack", frm="b4", to="b6")
    result = GAME.result(after)
    assert after.phase == OVER and result["draw"] and result["winners"] == []
    assert result["scores"] == {"Red": 0.5, "Black": 0.5}
    assert str(result["summary"]) == "Draw: both armies are down to their Queens."


def test_x10_one_side_down_to_its_queen_plays_on():
    state = state_from_layout({"b4": "9♥", "b6": "9♠", "a1": "Q♥", "e8": "Q♠", "e7": "A♠"})
    assert play(state, RED, "attack", frm="b4", to="b6").phase == BATTLE


def test_x11_no_refuge_when_the_queen_is_off_the_front_row():
    order = list(ARMIES[RED])
    order.remove(QUEENS[RED])
    order.insert(7, QUEENS[RED])  # position 8 = c3
    state = dealt(red=order)
    assert on(state, "c3") == "Q♥"
    assert not actions(state, RED, "refuge")
    assert "front row" in refused(state, RED, "refuge", frm="c3", to="c1")


def free_state(layout, hand):
    """Red placing in free deployment with `layout` placed and `hand` left."""
    base = state_from_layout(layout, phase="placement", setup="free")
    cards = tuple(parse_card(c) for c in hand)
    return State(board=base.board, phase="placement", seat=RED, setup="free", hands=(cards, ()),
                 casualties=((), ()), piles=((), ARMIES[BLACK]))


def test_x12_free_deployment_nine_next_to_queen_is_refused():
    state = free_state({"c2": "Q♥"}, ["9♥", "9♦"])
    reason = refused(state, RED, "place", card=parse_card("9♥"), to="c3")
    assert reason == "A 9 may not stand orthogonally next to your Queen."
    assert play(state, RED, "place", card=parse_card("9♥"), to="d3").board[13] == parse_card("9♥")
    nine_first = free_state({"c3": "9♥"}, ["Q♥", "9♦"])
    assert "next to your Queen" in refused(nine_first, RED, "place", card=QUEENS[RED], to="c2")


def test_x13_black_refuge_on_b3_gives_red_three_turns_in_a_row():
    state = dealt(black=queen_first(BLACK))
    for _ in range(2):
        state = muster_turn(muster_turn(state, RED), BLACK)
    state = muster_turn(state, RED)  # R3
    queen = next(i for i, c in enumerate(state.board) if c == QUEENS[BLACK])
    refuge = actions(state, BLACK, "refuge")
    assert queen // 5 == 4 and len(refuge) == 1
    state = GAME.apply(state, BLACK, refuge[0])  # B3
    assert state.muster_used == (3, 5)
    seen = []
    for _ in range(3):
        seen.append((state.phase, GAME.to_move(state)))
        state = GAME.apply(state, RED, actions(state, RED)[0])
    assert seen == [(MUSTER, (RED,)), (MUSTER, (RED,)), (BATTLE, (RED,))]
    assert GAME.to_move(state) == (BLACK,)
