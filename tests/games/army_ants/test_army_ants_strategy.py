"""The computer seat's Army Ants estimate and move choice."""

import time

import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.army_ants import GAME
from tabletop.games.army_ants import strategy as S
from tabletop.games.army_ants.state import BATTLE, MUSTER, state_from_layout
from tabletop.engine import search_help

# Both Queens in their back rows behind a small guard.
GUARDED = {"c1": "Q♥", "b1": "5♥", "d1": "5♦", "c2": "6♥", "c8": "Q♠", "b8": "5♠", "d8": "5♣", "c7": "6♠"}


def battle(layout, seat=0):
    return state_from_layout(layout, BATTLE, seat)


def check_estimate(state):
    found = search_help.estimate(GAME, state)
    assert len(found) == 2 and all(0.0 <= v <= 1.0 for v in found)
    assert sum(found) == pytest.approx(1.0)
    return found


def test_a_level_position_is_even_and_material_counts():
    even = check_estimate(battle(GUARDED))
    assert even == pytest.approx((0.5, 0.5))
    red_nine = check_estimate(battle({**GUARDED, "a3": "9♥"}))
    black_nine = check_estimate(battle({**GUARDED, "a6": "9♠"}))
    assert red_nine[0] > 0.7 and black_nine[1] > 0.7
    red_ace = check_estimate(battle({**GUARDED, "a3": "A♥"}))
    assert 0.5 < red_ace[0] < red_nine[0]


def test_a_queen_the_enemy_sees_is_lost_when_the_enemy_moves():
    # Black's 6 on c6 sees the Red Queen on c1 down the open c file; material is level.
    open_file = {**{k: v for k, v in GUARDED.items() if k not in ("c2", "c7")}, "a2": "6♥", "c6": "6♠"}
    assert check_estimate(battle(open_file, seat=1))[1] >= 0.95
    # With Red to move the danger is real but not yet lost.
    red_to_move = check_estimate(battle(open_file, seat=0))
    assert 0.05 < red_to_move[0] < 0.5


def test_a_shielded_queen_is_safer_than_an_open_one():
    shielded = check_estimate(battle({**GUARDED, "a5": "3♠"}, seat=1))
    exposed = check_estimate(battle({**{k: v for k, v in GUARDED.items() if k not in ("b1", "d1")},
                                     "a5": "3♠", "a3": "5♥", "e3": "5♦"}, seat=1))
    assert shielded[0] > exposed[0]


def test_mobility_counts_a_little():
    cramped = {**GUARDED, "a1": "2♥", "a2": "3♥"}
    free = {**GUARDED, "a3": "2♥", "e3": "3♥"}
    assert check_estimate(battle(free))[0] > check_estimate(battle(cramped))[0]


def test_the_estimate_is_cheap():
    state = GAME.new_state(2, GAME.options_for(2), 4)
    start = time.perf_counter()
    for _ in range(200):
        search_help.estimate(GAME, state)
    assert (time.perf_counter() - start) / 200 < 0.002


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_seat_takes_the_enemy_queen_when_it_can(level):
    open_file = {k: v for k, v in GUARDED.items() if k != "c2"}
    move, why = GAME.search.bot_choice(battle(open_file, seat=1), 1, level, Rng.from_seed(1))
    assert move.kind == "attack" and move.get("to") == "c1" and "wins" in str(why)


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_seat_closes_a_line_into_its_queen(level):
    # c2 is empty, so Black's 6 on c7 sees the Red Queen on c1: Red, to move, must block the line or
    # move the Queen out of it.
    layout = {k: v for k, v in GUARDED.items() if k != "c2"}
    layout["a2"] = "7♥"
    state = battle(layout, seat=0)
    move, _ = GAME.search.bot_choice(state, 0, level, Rng.from_seed(1))
    after = GAME.apply(state, 0, move)
    assert not S.best_capture(after.board, 1)[1], move


@pytest.mark.slow
@pytest.mark.parametrize("level", ["normal", "strong"])
def test_bot_choice_plays_legal_moves_in_muster_and_battle(level):
    match = Match.start("army_ants", [Player("A", COMPUTER), Player("B", COMPUTER)], GAME.options_for(2), 9)
    phases = set()
    for n in range(40):
        if match.is_over():
            break
        seat = match.to_move()[0]
        phases.add(match.state.phase)
        move, why = GAME.search.bot_choice(GAME.determinize(match.state, seat, Rng.from_seed(n)), seat, level,
                                    Rng.from_seed(n))
        assert move in match.legal_moves(seat) and why
        match.play(seat, move)
    assert MUSTER in phases


@pytest.mark.parametrize("setup", ["rows", "free"])
def test_hidden_placement_puts_the_queen_back(setup):
    options = GAME.normalise_options({"setup": setup})
    match = Match.start("army_ants", [Player("A", COMPUTER), Player("B", COMPUTER)], options, 5)
    for n in range(60):
        state = match.state
        if state.phase != "placement":
            break
        seat = match.to_move()[0]
        move, _ = GAME.search.bot_choice(GAME.determinize(state, seat, Rng.from_seed(n)), seat, "normal", Rng.from_seed(n))
        assert move in match.legal_moves(seat)
        match.play(seat, move)
    assert match.state.phase != "placement"
    queens = [match.state.board.index(q) // 5 for q in S.QUEENS]
    assert queens == [0, 7]
