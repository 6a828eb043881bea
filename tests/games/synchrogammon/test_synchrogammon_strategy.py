"""Computer seats in Synchro-gammon: the backgammon evaluator from each team's side."""

import pytest

from tabletop.engine.rng import Rng
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.synchrogammon.positions import position
from tabletop.games.synchrogammon.state import ANSWER, PICK, with_changes

from sg_helpers import A1, A2, B1, B2, GAME, by_seat, pick_all, steps_of
from tabletop.engine import search_help

LEVELS = ("normal", "strong")


def choose(state, seat=None, level="normal", seed=1):
    seat = GAME.to_move(state)[0] if seat is None else seat
    world = GAME.determinize(state, seat, Rng.from_seed(seed))
    found = GAME.search.bot_choice(world, seat, level, Rng.from_seed(5))
    return found if found is None else (found[0], str(found[1]))


def test_the_estimate_gives_both_partners_their_teams_chance():
    state = GAME.new_state(4, {}, 3)
    for _ in range(40):
        values = search_help.estimate(GAME, state)
        assert len(values) == 4 and all(0.0 <= v <= 1.0 for v in values)
        assert values[A1] == values[A2] and values[B1] == values[B2]
        assert values[A1] + values[B1] == pytest.approx(1.0)
        seat = GAME.to_move(state)[0]
        found = choose(state, seat)
        state = GAME.apply(state, seat, found[0] if found else GAME.legal_moves(state, seat)[0])


# White's blot on its 4 point, three pips in front of Black's back checkers (White's 1 point).
EXPOSED = {"white": {6: 3, 4: 1, 13: 11}, "black": {24: 2, 13: 13}}


@pytest.mark.parametrize("level", LEVELS)
def test_a_seat_covers_its_blot_when_its_number_allows(level):
    state = position(EXPOSED, values=by_seat(a1=2, a2=5, b1=3, b2=4), seat=A1)
    move, why = choose(state, level=level)
    assert (move.get("src"), move.get("dst")) == (6, 4)
    assert "makes your 4 point" in why and "no blot" in why


@pytest.mark.parametrize("level", LEVELS)
def test_a_seat_with_two_moves_finishes_the_play_it_chose(level):
    state = position(None, values=by_seat(a1=3, a2=3, b1=5, b2=6), seat=A1)
    first, why = choose(state, level=level)
    assert first in GAME.legal_moves(state, A1) and why.startswith("Plays ")
    planned = why.split(":")[0].removeprefix("Plays ").split()
    after = GAME.apply(state, A1, first)
    assert GAME.to_move(after) == (A1,)
    second, _ = choose(after, level=level)
    assert (second.get("src"), second.get("dst")) in steps_of(after)
    made = [f"{first.get('src')}/{first.get('dst')}", f"{second.get('src')}/{second.get('dst')}"]
    assert sorted(p.rstrip("*") for p in planned) == sorted(made)


@pytest.mark.parametrize("level", LEVELS)
def test_a_pick_is_a_card_of_the_hand_and_depends_only_on_the_view(level):
    state = GAME.new_state(4, {}, 8)
    state = pick_all(state, (2, 5), seats=(A1, B1))        # two cards already face down
    seat = A2
    assert state.phase == PICK
    results = set()
    for seed in (1, 2, 3):
        world = GAME.determinize(state, seat, Rng.from_seed(seed))
        assert GAME.view(world, seat) == GAME.view(state, seat)
        move, why = GAME.search.bot_choice(world, seat, level, Rng.from_seed(7))
        assert move in GAME.legal_moves(state, seat) and why
        results.add(move)
    assert len(results) == 1


def test_the_last_card_is_played_without_thinking():
    state = GAME.new_state(4, {}, 8)
    hands = list(state.hands)
    hands[A1] = hands[A1][:1]
    state = with_changes(state, hands=tuple(hands))
    move, why = choose(state, A1)
    assert move.get("card") == hands[A1][0] and "only card" in why


def test_a_hopeless_team_drops_and_an_even_one_takes():
    hopeless = position({"white": {20: 5, 13: 10}, "black": {1: 15}}, phase=ANSWER,
                        cube=Cube(1, None, 1), options={"cube": "on"})
    seat = GAME.to_move(hopeless)[0]
    move, why = choose(hopeless, seat)
    assert seat % 2 == 0 and move.kind == "drop" and why.startswith("Drop")
    even = position(None, phase=ANSWER, cube=Cube(1, None, 1), options={"cube": "on"})
    move, _ = choose(even, GAME.to_move(even)[0])
    assert move.kind == "take"


def test_the_cube_window_is_left_to_the_search():
    state = position(None, phase="cube", options={"cube": "on"})
    assert choose(state, GAME.to_move(state)[0]) is None
