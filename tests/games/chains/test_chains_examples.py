"""Every worked example (S1-S3) and derived case (1-14) of the Chains rules digest."""

import pytest

from tabletop.games.chains.deck import draw_cards, terminal_card, threshold
from tabletop.games.chains.state import STOPPED, TAKEN, UP, points, reachable
from tabletop.games.chains.view import result
from chains_helpers import GAME, flip, from_temp, kinds, play, position, refused, take, values

A, B, C, D = 0, 1, 2, 3


# --- source examples -----------------------------------------------------------
def test_s1_terminals_1_4_8_9_score_10():
    state = position(3, seats={A: dict(taken=[1, 4, 8, 9])})
    assert points(state, A) == 5 + 3 + 1 + 1 == 10


@pytest.mark.parametrize("players,needed", [(2, 1), (3, 2), (4, 3), (5, 3), (6, 4), (7, 5), (8, 5),
                                            (9, 6), (10, 6)])
def test_s2_stop_table(players, needed):
    assert threshold(players) == needed
    assert GAME.new_state(players, {}, 1).threshold == needed


@pytest.mark.parametrize("players,needed", [(2, 1), (3, 2), (4, 3), (5, 3), (6, 4), (7, 5), (8, 5),
                                            (9, 6), (10, 6)])
def test_s2_the_take_that_reaches_the_threshold_stops_the_rest(players, needed):
    """needed - 1 takes stop nothing; the next take turns every other copy face down."""
    taker = needed - 1
    seats = {s: dict(taken=[5]) for s in range(needed - 1)}
    seats[taker] = dict(work=[10, 9, 8, 7, 6])
    state = position(players, seat=taker, seats=seats)
    assert state.terminals[players - 1][4] == UP or players - 1 == taker
    after = GAME.apply(state, taker, take(5))
    rows = [after.terminals[s][4] for s in range(players)]
    assert rows.count(TAKEN) == needed
    assert rows.count(STOPPED) == players - needed


def test_s2_one_take_short_stops_nothing():
    state = position(4, seat=B, seats={A: dict(taken=[5]), B: dict(work=[10, 9, 8, 7, 6])})
    after = GAME.apply(state, B, take(5))
    assert [after.terminals[s][4] for s in range(4)] == [TAKEN, TAKEN, UP, UP]


def test_s3_stopped_terminals_lie_face_down_and_cannot_be_taken():
    state = position(2, seat=B, seats={A: dict(taken=[9]), B: dict(stopped=[9], work=[10])})
    cell = GAME.view(state, B)["terminals"]["rows"][B][8]
    assert cell["state"] == "stopped" and cell["card"] == {"hidden": True, "owner": B}
    assert ("take_terminal", 9) not in kinds(state, B)
    refused(state, B, take(9), "stopped")


# --- derived cases -------------------------------------------------------------
def test_1_setup_piles_and_terminal_rows():
    state = GAME.new_state(4, {}, 7)
    for seat in range(4):
        counts = {v: values(state.draw[seat]).count(v) for v in range(1, 11)}
        assert len(state.draw[seat]) == 45
        assert counts == {1: 0, **{v: v - 1 for v in range(2, 11)}}
        assert state.terminals[seat] == (UP,) * 10
        assert sorted(state.draw[seat]) == sorted(draw_cards(seat))
        assert state.work[seat] == () and state.score[seat] == () and state.dead[seat] == ()
        assert state.temp[seat] == (None,) * 5
    row = GAME.view(state, None)["terminals"]["rows"][2]
    assert [cell["card"]["value"] for cell in row] == list(range(1, 11))
    assert [cell["card"]["id"] for cell in row] == [terminal_card(2, n) for n in range(1, 11)]


def test_1_the_first_player_comes_from_the_seed():
    firsts = {GAME.new_state(5, {}, seed).seat for seed in range(40)}
    assert len(firsts) > 1 and firsts <= set(range(5))


def test_2_first_action_only_the_two_blind_flips():
    state = GAME.new_state(3, {}, 2)
    seat = state.seat
    assert kinds(state, seat) == [("flip_to_chain",), ("flip_to_temp",)]
    refused(state, seat, take(10), "locked")
    refused(state, seat, from_temp(0), "empty")


def test_3_temp_card_that_fits_then_take_terminal_7():
    state = position(3, seats={A: dict(work=[10, 9], temp=[8, 5])})
    assert ("temp_to_chain", 0) in kinds(state, A)
    refused(state, A, from_temp(1), "needs an 8")
    state = play(state, A, from_temp(0))
    assert values(state.work[A]) == [10, 9, 8] and state.seat == A
    assert ("take_terminal", 7) in kinds(state, A)
    state = play(state, A, take(7))
    assert [values(chain) for chain in state.score[A]] == [[10, 9, 8, 7]]
    assert points(state, A) == 2
    assert state.seat == B, "taking a terminal ends the turn"
    assert state.work[A] == ()
    later = position(3, seats={A: dict(taken=[7])})
    assert ("take_terminal", 10) in kinds(later, A), "the 10-lock is released"


def test_4_bust_on_a_built_chain():
    state = position(3, seats={A: dict(work=[10, 9, 8], draw=[6, 10])})
    after = GAME.apply(state, A, flip())
    assert values(after.dead[A])[-4:] == [10, 9, 8, 6]
    assert after.work[A] == () and after.seat == A and after.playing[A]


def test_5_bust_on_an_empty_chain():
    state = position(3, seats={A: dict(draw=[7, 10])})
    dead_before = len(state.dead[A])
    after = GAME.apply(state, A, flip())
    assert values(after.dead[A][dead_before:]) == [7]
    assert after.seat == A and after.work[A] == ()


def test_6_ten_lock():
    state = position(2, seats={A: dict()})
    refused(state, A, take(10), "locked")
    state = position(2, seats={A: dict(work=[10])})
    assert ("take_terminal", 9) in kinds(state, A)
    state = play(state, A, take(9))
    assert len(state.score[A][0]) == 2
    state = play(state, B, flip("temp"))
    assert state.seat == A and state.work[A] == ()
    assert ("take_terminal", 10) in kinds(state, A)
    state = play(state, A, take(10))
    assert values(state.score[A][-1]) == [10]


def test_7_a_stop_kills_another_players_chain_during_the_takers_turn():
    state = position(4, seat=C, seats={
        A: dict(taken=[3]), B: dict(taken=[3]), C: dict(work=[10, 9, 8, 7, 6, 5, 4]),
        D: dict(work=[10, 9, 8, 7, 6, 5, 4], taken=[1, 2])})
    dead_before = len(state.dead[D])
    after = GAME.apply(state, C, take(3))
    assert after.terminals[D][2] == STOPPED
    assert after.work[D] == ()
    assert values(after.dead[D][dead_before:]) == [10, 9, 8, 7, 6, 5, 4]
    assert after.seat == D, "C's turn ended; D plays on with an empty chain"
    assert after.playing[D]


def test_7_two_takes_of_four_stop_nothing():
    state = position(4, seat=B, seats={A: dict(taken=[3]), B: dict(work=[10, 9, 8, 7, 6, 5, 4])})
    after = GAME.apply(state, B, take(3))
    assert [after.terminals[s][2] for s in range(4)] == [TAKEN, TAKEN, UP, UP]


def test_8_two_players_the_first_take_stops_the_other():
    state = position(2, seats={A: dict(work=[10])})
    after = GAME.apply(state, A, take(9))
    assert after.terminals[B][8] == STOPPED


def test_9_dead_chain_when_the_only_missing_card_is_dead():
    """P = 3: B builds down to 3; C's take of 2 stops B's 2; B's only 2 is dead, so 1 is out of reach."""
    state = position(3, seat=C, seats={
        A: dict(taken=[2]), B: dict(work=[10, 9, 8, 7, 6, 5, 4, 3], dead=[2]),
        C: dict(work=[10, 9, 8, 7, 6, 5, 4, 3])})
    assert reachable(state, B) == [2], "only 2 itself: the pool holds no 2 to build on towards 1"
    after = GAME.apply(state, C, take(2))
    assert after.terminals[B][1] == STOPPED and after.terminals[B][0] == UP
    assert after.work[B] == ()
    assert values(after.dead[B])[:1] == [2] and len(after.dead[B]) == len(state.dead[B]) + 8


def test_10_full_temp_and_nothing_fits_forces_a_blind_flip():
    state = position(2, seats={A: dict(work=[10, 9, 8], temp=[5, 5, 4, 3, 2], taken=[7])})
    assert kinds(state, A) == [("flip_to_chain",)]
    refused(state, A, flip("temp"), "full")


def test_11_nothing_reachable_means_leaving_with_the_score_kept():
    state = position(2, seats={A: dict(draw=[7], temp=[6, 6], taken=[10, 8]), B: dict()})
    after = GAME.apply(state, A, flip())
    assert not after.playing[A]
    assert points(after, A) == 2 and after.seat == B
    assert GAME.legal_moves(after, A) == []
    assert after.terminals[A][0] == UP, "the untaken terminals of a player who left stay face up"


def test_11_a_left_players_terminals_still_count_and_stay_up():
    state = position(3, seat=B, seats={A: dict(out=True), B: dict(work=[10, 9, 8, 7, 6])})
    after = GAME.apply(state, B, take(5))
    assert after.seat == C, "the turn skips a player who left"
    assert after.terminals[A][4] == UP


def test_12_tie_break_by_lowest_missing_terminal():
    state = position(3, seats={A: dict(taken=[2, 3, 9, 10]), B: dict(taken=[9]), C: dict(taken=[1, 8, 9, 10])},
                     over=True)
    res = result(state)
    assert res["scores"] == {"Red": 8, "Black": 1, "Blue": 8}
    assert res["winners"] == [C]
    assert res["ranking"] == [C, A, B]
    assert any("tied" in str(note) for note in res["breakdown"]["notes"])


def test_12_same_lowest_missing_shares_the_win():
    state = position(3, seats={A: dict(taken=[2, 3, 9, 10]), C: dict(taken=[4, 5, 6, 10])}, over=True)
    res = result(state)
    assert res["winners"] == [A, C]
    assert "share" in str(res["summary"]) and any("share" in str(n) for n in res["breakdown"]["notes"])


def test_12_perfect_players_share():
    every = list(range(1, 11))
    state = position(2, seats={A: dict(taken=every), B: dict(taken=every)}, over=True)
    res = result(state)
    assert res["winners"] == [A, B] and res["scores"] == {"Red": 23, "Black": 23}


def test_13_solo_scoring_counts_cards():
    state = position(1, seats={A: dict(taken=[10, 9, 5])}, over=True)
    assert points(state, A) == 1 + 2 + 6 == 9
    res = result(state)
    assert res["winners"] == [A] and res["scores"] == {"Red": 9} and str(res["summary"]) == "Solo game over: 9 of 55 cards."
    assert str(res["breakdown"]["title"]) == "Chains scored: 3 of 10 terminals taken"
    every = position(1, seats={A: dict(taken=list(range(1, 11)))}, over=True)
    assert points(every, A) == 55 and "perfect" in str(result(every)["summary"])


def test_13_solo_weighted_scoring():
    state = position(1, seats={A: dict(taken=[10, 9, 5])}, options={"solo_scoring": "weighted"})
    assert points(state, A) == 1 + 1 + 2


def test_14_terminal_1_on_a_2_and_the_certain_bust_warning():
    state = position(2, seats={A: dict(work=[10, 9, 8, 7, 6, 5, 4, 3, 2], draw=[5, 6])})
    assert ("take_terminal", 1) in kinds(state, A) and ("flip_to_chain",) in kinds(state, A)
    assert "bust" in str(GAME.table.warning(state, A, flip()))
    after = GAME.apply(state, A, take(1))
    assert len(after.score[A][0]) == 10 and points(after, A) == 5


def test_12_three_way_tie_two_share_the_tie_break():
    """8 points each: A and C are missing 2 at the lowest, B is missing 1, so A and C share the win."""
    state = position(4, seats={A: dict(taken=[1, 5, 9]), B: dict(taken=[2, 3, 9, 10]), C: dict(taken=[1, 6, 9])},
                     over=True)
    res = result(state)
    assert res["scores"] == {"Red": 8, "Black": 8, "Blue": 8, "Green": 0}
    assert res["winners"] == [A, C] and res["ranking"] == [A, C, B, D]
    assert [str(cell) for cell in res["breakdown"]["rows"][1]] == ["Black", "2 3 9 10", "8", "1"]


def test_a_stop_also_turns_down_the_copy_of_a_player_who_left():
    """Our reading: a stop turns every face-up copy down, a departed player's included (it changes no score)."""
    state = position(2, seats={A: dict(work=[10]), B: dict(out=True)})
    after = GAME.apply(state, A, take(9))
    assert after.terminals[B][8] == STOPPED
