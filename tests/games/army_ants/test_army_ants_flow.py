"""Turn order, options, draws, passing, refusals, explanations and the view."""

import copy
from dataclasses import replace

import pytest

from tabletop.engine.game import GameOver, MalformedMove, Move, NotYourTurn
from tabletop.games.army_ants import GAME, State, state_from_layout
from tabletop.games.army_ants.board import ARMIES, QUEENS
from tabletop.games.army_ants.state import BATTLE, MUSTER, OVER, dealt_board, deal_layout
from army_ants_helpers import play, refused

RED, BLACK = 0, 1




def front_queens() -> State:
    """The muster with both Queens dealt onto the front row (a4 and a5)."""
    armies = tuple((QUEENS[s],) + tuple(c for c in ARMIES[s] if c != QUEENS[s]) for s in (RED, BLACK))
    return State(board=dealt_board(armies), phase=MUSTER, seat=RED)


def first_swap(state, seat):
    return GAME.apply(state, seat, [m for m in GAME.legal_moves(state, seat) if m.kind == "swap"][0])


# --- the muster's turn order --------------------------------------------------------
def test_plain_muster_alternates_five_turns_each_then_red_starts_the_battle():
    state, order = GAME.new_state(2, {}, 11), []
    while state.phase == MUSTER:
        seat = GAME.to_move(state)[0]
        order.append(seat)
        state = first_swap(state, seat)
    assert order == [RED, BLACK] * 5
    assert state.phase == BATTLE and GAME.to_move(state) == (RED,) and state.muster_used == (5, 5)
    assert str(GAME.view(state, None)["status"]) == "Battle — Red to move"


def test_both_players_use_refuge_and_the_muster_ends_at_once():
    state = play(front_queens(), RED, "refuge", frm="a4", to="c1")
    assert GAME.to_move(state) == (BLACK,) and state.phase == MUSTER
    state = play(state, BLACK, "refuge", frm="a5", to="c8")
    assert state.phase == BATTLE and GAME.to_move(state) == (RED,)
    assert state.refuge_used == (True, True) and state.muster_used == (5, 5)
    assert deal_layout(state)["c1"] == "Q♥" and deal_layout(state)["c8"] == "Q♠"


def test_refuge_label_and_status_count_muster_turns():
    state = front_queens()
    assert str(GAME.view(state, RED)["status"]) == "Red to move — muster turn 1 of 5"
    refuge = [m for m in GAME.legal_moves(state, RED) if m.kind == "refuge"][0]
    assert str(refuge.label) == "Queen's Refuge: Red's Queen to c1 (ends Red's muster)"
    assert refuge.targets == (("grid/0/3", "grid/2/0"),)
    state = first_swap(state, RED)
    assert str(GAME.view(state, None)["status"]) == "Black to move — muster turn 1 of 5"
    assert GAME.view(state, None)["muster_turns_used"] == [1, 0]


def test_refuge_is_not_a_battle_action():
    state = state_from_layout({"a4": "Q♥", "e8": "Q♠", "a1": "2♥"})
    assert not [m for m in GAME.legal_moves(state, RED) if m.kind == "refuge"]
    assert "Queen's Refuge is only possible during the muster." == refused(state, RED, "refuge", frm="a4", to="c1")


# --- battle actions and options ---------------------------------------------------------
def winding():
    """Red 5♥ on a1 inside a corridor: a1 → a2 → b2 → b3 needs two turns; b2 needs one."""
    return state_from_layout({"a1": "5♥", "b1": "Q♥", "a3": "2♥", "c2": "3♥", "c3": "4♥",
                              "a4": "6♥", "b4": "7♥", "e8": "Q♠"})


def test_move_turns_freely_by_default():
    moves = {m.get("to") for m in GAME.legal_moves(winding(), RED) if m.kind == "move" and m.get("frm") == "a1"}
    assert moves == {"b2", "b3"}  # a2 is a straight slide: a March


def test_move_max_legs_two_allows_one_turn_only():
    state = GAME.new_state(2, {"move_max_legs": 2}, 1)
    assert state.max_legs == 2
    legs = replace(winding(), max_legs=2)
    moves = {m.get("to") for m in GAME.legal_moves(legs, RED) if m.kind == "move" and m.get("frm") == "a1"}
    assert moves == {"b2"}
    assert refused(legs, RED, "move", frm="a1", to="b3") == \
        "With this option a Move turns at most once: one horizontal and one vertical leg."
    assert "straight slide" in refused(legs, RED, "move", frm="a1", to="a2")


def test_queen_marches_in_a_line_and_cards_return_to_their_own_half():
    state = state_from_layout({"c5": "Q♥", "c6": "2♥", "a8": "Q♠"})
    after = play(state, RED, "march", cells=("c5", "c6"), dir="S", dist=4)
    assert deal_layout(after) == {"c1": "Q♥", "c2": "2♥", "a8": "Q♠"}


def test_attack_distance_is_unlimited():
    state = state_from_layout({"a1": "2♥", "a8": "2♠", "e1": "Q♥", "e8": "Q♠"})
    move = GAME.find_legal(state, RED, Move.of("attack", frm="a1", to="a8"))
    assert str(move.label) == "Red's 2♥ and Black's 2♠ trade (a1 × a8)"


def test_attack_label_names_both_cards():
    state = state_from_layout({"d6": "6♠", "d3": "A♥", "a1": "Q♥", "a8": "Q♠"}, seat=BLACK)
    assert str(GAME.find_legal(state, BLACK, Move.of("attack", frm="d6", to="d3")).label) == "Black's 6♠ attacks A♥ on d3"


def test_march_label_and_targets():
    state = state_from_layout({"b4": "4♥", "c4": "5♦", "a1": "Q♥", "a8": "Q♠"})
    move = GAME.find_legal(state, RED, Move.of("march", cells=("b4", "c4"), dir="N", dist=2))
    assert str(move.label) == "Red marches 4♥ 5♦ north 2 (b4 c4 → b6 c6)"
    assert move.targets == (("grid/1/3", "grid/1/5"), ("grid/2/3", "grid/2/5"))


def test_swap_label_and_targets():
    state = state_from_layout({"b2": "A♦", "b1": "Q♥", "a8": "Q♠"})
    move = GAME.find_legal(state, RED, Move.of("swap", a="b1", b="b2"))
    assert str(move.label) == "Red swaps Q♥ and A♦ (b1 b2)"
    assert set(move.targets) == {("grid/1/0", "grid/1/1"), ("grid/1/1", "grid/1/0")}


# --- draws -------------------------------------------------------------------
def shuffling_queens(limit):
    """Only the Queens are left: nobody can attack, they just walk."""
    return state_from_layout({"a1": "Q♥", "e8": "Q♠"}, quiet_limit=limit)


def walk(state, turns):
    for _ in range(turns):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, [m for m in GAME.legal_moves(state, seat) if m.kind == "march"][0])
    return state


def test_sixty_battle_turns_without_an_attack_draw():
    state = walk(shuffling_queens(60), 59)
    assert state.phase == BATTLE and state.quiet == 59
    state = walk(state, 1)
    assert state.phase == OVER and GAME.result(state)["draw"]
    assert str(GAME.result(state)["summary"]) == "Draw: 60 battle turns passed without an Attack."
    assert GAME.to_move(state) == ()


def test_an_attack_resets_the_quiet_count_and_the_limit_is_off_by_default():
    state = state_from_layout({"a1": "Q♥", "e8": "Q♠", "c1": "5♥", "c8": "2♠", "e1": "3♥"},
                              quiet_limit=60, quiet=59)
    state = play(state, RED, "attack", frm="c1", to="c8")
    assert state.phase == BATTLE and state.quiet == 0
    assert walk(shuffling_queens(0), 200).phase == BATTLE
    assert GAME.new_state(2, {"no_attack_limit": 60}, 1).quiet_limit == 60


def test_draw_by_agreement():
    state = GAME.new_state(2, {}, 3)
    state = play(state, RED, "offer_draw")
    assert GAME.to_move(state) == (BLACK,) and GAME.view(state, None)["draw_offer"] == RED
    assert sorted(m.kind for m in GAME.legal_moves(state, BLACK)) == ["accept_draw", "decline_draw"]
    assert GAME.legal_moves(state, RED) == []
    assert "Answer the draw offer" in refused(state, BLACK, "swap", a="a5", b="b5")
    over = play(state, BLACK, "accept_draw")
    assert over.phase == OVER and str(GAME.result(over)["summary"]) == "Draw by agreement."
    assert GAME.result(over)["scores"] == {"Red": 0.5, "Black": 0.5}
    with pytest.raises(GameOver):
        play(over, RED, "swap", a="a1", b="b1")


def test_declined_offer_returns_the_turn_and_blocks_a_second_offer_that_turn():
    state = play(play(GAME.new_state(2, {}, 3), RED, "offer_draw"), BLACK, "decline_draw")
    assert GAME.to_move(state) == (RED,) and state.muster_used == (0, 0)
    assert "offer_draw" not in {m.kind for m in GAME.legal_moves(state, RED)}
    assert "just declined" in refused(state, RED, "offer_draw")
    state = first_swap(state, RED)
    assert "offer_draw" in {m.kind for m in GAME.legal_moves(state, BLACK)}
    state = first_swap(state, BLACK)
    assert "offer_draw" in {m.kind for m in GAME.legal_moves(state, RED)}


def test_pass_is_the_only_move_without_a_legal_action():
    # Red has only its Queen, boxed into a1 by Black cards; the Queen cannot attack.
    state = state_from_layout({"a1": "Q♥", "a2": "5♠", "b1": "6♠", "e8": "Q♠"}, quiet_limit=60)
    moves = GAME.legal_moves(state, RED)
    assert [m.kind for m in moves] == ["pass"] and moves[0].targets == ()
    assert "must pass" in refused(state, RED, "offer_draw")
    after = play(state, RED, "pass")
    assert GAME.to_move(after) == (BLACK,) and after.quiet == 1
    assert "only when you have no legal action" in refused(after, BLACK, "pass")


# --- refusals, explanations and the view ---------------------------------------------
def test_refusals_leave_the_state_untouched_and_name_the_problem():
    state = GAME.new_state(2, {}, 8)
    snapshot = copy.deepcopy(state)
    with pytest.raises(NotYourTurn):
        play(state, BLACK, "swap", a="a5", b="b5")
    refused(state, RED, "castle", error=MalformedMove)
    refused(state, RED, "march", error=MalformedMove, cells=("c9",), dir="S", dist=1)
    refused(state, RED, "march", error=MalformedMove, cells=("c3", "c2"), dir="S", dist=1)
    refused(state, RED, "march", error=MalformedMove, cells=("c2",), dir="X", dist=1)
    refused(state, RED, "march", error=MalformedMove, cells=("c2",), dir="S", dist=0)
    refused(state, RED, "swap", error=MalformedMove, a="b1", b="a1")
    refused(state, RED, "swap", error=MalformedMove, a="a1")
    assert "During the muster you may only March" in refused(state, RED, "attack", frm="c4", to="c5")
    assert "Only two of your cards side by side" in refused(state, RED, "swap", a="a1", b="a3")
    assert "a5 does not hold one of your cards" in refused(state, RED, "march", cells=("a5",), dir="S", dist=1)
    assert state == snapshot


@pytest.mark.parametrize("clicks, reason", [
    (["grid/0/4"], "That is a Black card: you command Red."),
    (["grid/2/0"], "Choose one of your cards first."),
    (["grid/0/3", "grid/0/5"], "During the muster your cards stay in your own half."),
    (["grid/0/0", "grid/1/1"], "Cards swap only side by side, never diagonally."),
    (["grid/0/0", "grid/0/2"], "Only two of your cards side by side can swap."),
])
def test_explain_in_the_muster(clicks, reason):
    assert str(GAME.table.explain(GAME.new_state(2, {}, 8), RED, clicks)) == reason


def battle():
    return state_from_layout({"a1": "Q♥", "c3": "2♥", "c4": "8♥", "c6": "5♠", "e8": "Q♠",
                              "b2": "4♥", "d5": "9♠", "a3": "7♥"})


@pytest.mark.parametrize("clicks, reason", [
    (["grid/2/2", "grid/2/5"], "2♥ cannot reach 5♠: your own 8♥ on c4 is in the way."),
    (["grid/2/3", "grid/3/4"], "An attack goes in a straight line: it never turns and never goes diagonally."),
    (["grid/0/0", "grid/3/4"], "The Queen never attacks."),
    (["grid/2/3", "grid/3/4", "grid/3/3"], "That is not a legal move here."),
    (["grid/2/5"], "That is a Black card: you command Red."),
])
def test_explain_in_the_battle(clicks, reason):
    assert str(GAME.table.explain(battle(), RED, clicks)) == reason


def test_explain_weaker_attacker_and_blocked_path():
    state = state_from_layout({"c3": "2♥", "c6": "5♠", "a1": "Q♥", "e8": "Q♠", "c1": "3♥", "b1": "4♥",
                               "d1": "6♥", "c2": "7♥"})
    assert str(GAME.table.explain(state, RED, ["grid/2/2", "grid/2/5"])) == \
        "2♥ cannot attack 5♠: the attacker must be at least as strong."
    # c1 is boxed in by b1, d1 and c2: no path leads anywhere.
    assert str(GAME.table.explain(state, RED, ["grid/2/0", "grid/2/3"])) == "The way from c1 to c4 is blocked by 7♥ on c2."
    assert str(GAME.table.explain(state, RED, ["grid/2/0", "grid/4/3"])) == "No path of empty squares leads from c1 to e4."
    assert str(GAME.table.explain(state, BLACK, ["grid/2/5"])) == "It is not Black's turn."


def test_view_shape_and_card_dicts():
    state = GAME.new_state(2, {}, 8)
    view = GAME.view(state, RED)
    assert view["game"] == "army_ants" and view["phase"] == "muster" and view["viewer"] == RED
    assert view["to_move"] == [RED] and view["seats"] == ["Red", "Black"]
    assert view["grid"]["cols"] == 5 and view["grid"]["rows"] == 8
    cells = view["grid"]["cells"]
    assert len(cells) == 8 and all(len(row) == 5 for row in cells)
    assert cells[0][2] is None and cells[7][2] is None
    c4 = cells[3][2]
    assert c4["id"] == state.board[17] and c4["owner"] == RED and set(c4) >= {"label", "suit", "rank", "queen", "value"}
    queen = next(cell for row in cells for cell in row if cell and cell["queen"])
    assert queen["value"] == 0 and queen["label"] in ("Q♥", "Q♠")
    assert view["casualties"] == [[], []] and view["hand"] == [] and view["empty_start"] is None
    assert view["muster_turns"] == 5 and view["refuge_used"] == [False, False] and view["result"] is None
    after = play(state, RED, "march", cells=("c2", "c3", "c4"), dir="S", dist=1)
    assert sorted(GAME.view(after, BLACK)["last_move_squares"]) == ["c1", "c2", "c2", "c3", "c3", "c4"]


def test_match_from_position_starts_a_match_at_a_hand_made_position():
    from tabletop.games.army_ants import positions
    match = positions.match_from_position({"b4": "7♥", "b6": "7♠", "a1": "Q♥", "e8": "Q♠", "e1": "2♥", "a8": "2♠"},
                                        options={"move_max_legs": 2})
    assert match.state.max_legs == 2 and match.to_move() == (RED,)
    match.play(RED, Move.of("attack", frm="b4", to="b6"))
    cells = match.view(RED)["grid"]["cells"]
    assert cells[3][1] is None and cells[5][1] is None
    assert match.game.facts.conserved(match.state) == {"red_cards": 19, "black_cards": 19}
