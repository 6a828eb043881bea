"""Options, warnings, refusals, clicks, the view and the end of the game."""

import pytest

from tabletop.engine.game import MalformedMove, Move, NotYourTurn
from tabletop.games.chains.deck import card_view, hidden_card
from tabletop.games.chains.explain import explain
from tabletop.games.chains.state import OVER, TAKEN, ten_unlocked
from chains_helpers import GAME, flip, from_temp, kinds, position, refused, take, values

A, B, C = 0, 1, 2


# --- options --------------------------------------------------------------------
def test_bust_keeps_the_turn_by_default_and_ends_it_with_the_option():
    seats = {A: dict(work=[10, 9], draw=[5, 10])}
    assert GAME.apply(position(2, seats=seats), A, flip()).seat == A
    ended = GAME.apply(position(2, seats=seats, options={"bust_ends_turn": "on"}), A, flip())
    assert ended.seat == B and ended.work[A] == ()


def test_a_fitting_flip_keeps_the_turn_even_with_bust_ends_turn():
    state = position(2, seats={A: dict(work=[10, 9], draw=[8])}, options={"bust_ends_turn": "on"})
    after = GAME.apply(state, A, flip())
    assert after.seat == A and values(after.work[A]) == [10, 9, 8]


def test_flip_to_temp_ends_the_turn_and_fills_the_first_free_slot():
    state = position(2, seats={A: dict(temp=[4, None, 6], draw=[9])})
    after = GAME.apply(state, A, flip("temp"))
    assert values(after.temp[A]) == [4, 9, 6, None, None] and after.seat == B


def test_ten_lock_global_releases_for_everyone():
    seats = {B: dict(taken=[6])}
    assert not ten_unlocked(position(2, seats=seats), A)
    assert ten_unlocked(position(2, seats=seats, options={"ten_lock": "global"}), A)
    assert ("take_terminal", 10) in kinds(position(2, seats=seats, options={"ten_lock": "global"}), A)


def test_ten_lock_off():
    state = position(2, options={"ten_lock": "off"})
    assert ("take_terminal", 10) in kinds(state, A)
    after = GAME.apply(state, A, take(10))
    assert after.terminals[A][9] == TAKEN and after.seat == B


def test_taking_terminal_10_does_not_release_the_lock_for_others():
    state = position(2, seats={A: dict(taken=[10, 1])}, seat=B)
    assert not ten_unlocked(state, B)


@pytest.mark.parametrize("slots", [3, 4, 5])
def test_solo_temp_slots(slots):
    state = GAME.new_state(1, {"temp_slots": slots}, 4)
    assert state.temp[0] == (None,) * slots
    for _ in range(slots):
        state = GAME.apply(state, 0, flip("temp"))
        assert state.seat == 0
    assert ("flip_to_temp",) not in kinds(state, 0)


def test_multiplayer_always_has_five_slots():
    assert GAME.new_state(3, {"temp_slots": 3}, 4).temp[0] == (None,) * 5


def test_solo_has_no_stops():
    state = position(1, seats={A: dict(work=[10, 9, 8])})
    after = GAME.apply(state, A, take(7))
    assert after.threshold == 0 and after.terminals[A].count("stopped") == 0 and after.seat == A


# --- warnings -------------------------------------------------------------------
def test_no_warning_when_a_fitting_card_is_left():
    state = position(2, seats={A: dict(work=[10], draw=[3, 9])})
    assert GAME.table.warning(state, A, flip()) is None


def test_warning_on_an_empty_chain_with_no_10_left():
    state = position(2, seats={A: dict(draw=[3, 4], temp=[10])})
    assert "No 10" in str(GAME.table.warning(state, A, flip()))


def test_warning_when_every_fitting_card_kills_the_chain():
    """Top 3 with terminal 1 gone: only terminal 2 itself is left, and a flipped 2 would pass it by."""
    state = position(2, seats={A: dict(work=[10, 9, 8, 7, 6, 5, 4, 3], draw=[2, 9], stopped=[1])})
    assert str(GAME.table.warning(state, A, flip())) == (
        "Whatever you flip, your chain will have no terminal left to reach and will go to your dead pile.")


def test_warning_for_a_temp_card_that_kills_the_chain():
    state = position(2, seats={A: dict(work=[10, 9, 8, 7, 6, 5, 4, 3], temp=[2], draw=[10], stopped=[1])})
    assert "dead pile" in str(GAME.table.warning(state, A, from_temp(0)))
    after = GAME.apply(state, A, from_temp(0))
    assert after.work[A] == () and after.seat == A


def test_no_warning_for_safe_moves_or_other_seats():
    state = position(2, seats={A: dict(work=[10, 9], temp=[8])})
    assert GAME.table.warning(state, A, from_temp(0)) is None
    assert GAME.table.warning(state, A, flip("temp")) is None
    assert GAME.table.warning(state, B, flip()) is None


# --- refusals and clicks ---------------------------------------------------------
def test_refusals_name_the_problem():
    state = position(2, seats={A: dict(work=[10, 9], temp=[None, 5], draw=[])})
    refused(state, A, flip(), "draw pile is empty")
    refused(state, A, from_temp(0), "slot 1 is empty")
    refused(state, A, from_temp(7), "no temp slot 8")
    refused(state, A, take(6), "needs an 8")
    refused(state, A, take(11), "no terminal 11")
    with pytest.raises(NotYourTurn):
        GAME.apply(state, B, flip())
    with pytest.raises(MalformedMove):
        GAME.apply(state, A, Move.of("take_terminal"))
    with pytest.raises(MalformedMove):
        GAME.apply(state, A, Move.of("temp_to_chain", slot="one"))


def test_refused_take_of_an_already_taken_terminal():
    state = position(2, seats={A: dict(taken=[9], work=[10])})
    refused(state, A, take(9), "already taken")


def test_explain_clicks():
    state = position(2, seats={A: dict(work=[10, 9], temp=[5])})
    assert "Black's" in str(explain(state, A, ["terminals/rows/1/7"]))
    assert "needs an 8" in str(explain(state, A, ["terminals/rows/0/5"]))
    assert "needs an 8" in str(explain(state, A, ["players/0/temp/0"]))
    assert "Black's" in str(explain(state, A, ["players/1/temp/0"]))


def test_moves_carry_their_click_paths():
    state = position(2, seats={A: dict(work=[10, 9], temp=[8])})
    paths = {m.kind: m.targets for m in GAME.legal_moves(state, A)}
    assert paths["flip_to_chain"] == (("players/0/draw/chain",),)
    assert paths["flip_to_temp"] == (("players/0/draw/temp",),)
    assert paths["temp_to_chain"] == (("players/0/temp/0",),)
    assert paths["take_terminal"] == (("terminals/rows/0/7",),)


# --- the view -------------------------------------------------------------------
def test_view_hides_draw_and_dead_faces_from_everyone():
    state = position(2, seats={A: dict(work=[10], draw=[9, 8], dead=[5])})
    for viewer in (None, A, B):
        view = GAME.view(state, viewer)
        me = view["players"][A]
        assert me["draw"]["count"] == 2 and me["draw"]["top"] == hidden_card(A)
        assert me["dead"]["count"] == len(state.dead[A]) and "id" not in me["dead"]["top"]
        shown = str(view)
        for card in state.draw[A] + state.dead[A]:
            assert f"'id': {card}," not in shown


def test_view_lists_what_the_player_to_move_may_click():
    state = position(2, seats={A: dict(work=[10, 9], temp=[8, 3])})
    view = GAME.view(state, A)
    me = view["players"][A]
    assert me["active"] and me["draw"]["chain"] and me["draw"]["temp"]
    assert me["temp_ok"] == [0]
    assert view["terminals"]["can_take"] == [[A, 7]]
    assert view["players"][B]["temp_ok"] == [] and not view["players"][B]["active"]
    assert me["temp"][0] == card_view(state.temp[A][0])


def test_every_seat_sees_the_same_table():
    state = GAME.new_state(4, {}, 3)
    views = [GAME.view(state, s) for s in (None, 0, 1, 2, 3)]
    for v in views:
        v.pop("viewer")
    assert all(v == views[0] for v in views)


# --- the end ----------------------------------------------------------------------
def test_game_ends_when_the_last_player_leaves():
    state = position(2, seats={A: dict(out=True, taken=[8, 9]), B: dict(draw=[7], taken=[10], temp=[6])}, seat=B)
    after = GAME.apply(state, B, flip())
    assert after.phase == OVER and GAME.is_over(after) and GAME.to_move(after) == ()
    res = GAME.result(after)
    assert res["winners"] == [A] and res["scores"] == {"Red": 2, "Black": 1} and res["ranking"] == [A, B]
    assert [str(cell) for cell in res["breakdown"]["rows"][0]] == ["Red", "8 9", "2", "1"]
    assert res["breakdown"]["notes"] == []
    assert GAME.legal_moves(after, B) == []
