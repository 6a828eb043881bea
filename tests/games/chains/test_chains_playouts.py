"""Seeded random playouts at every player count: the invariants hold and every match replays from its save."""

import pytest

from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.chains.deck import owner, terminal_card, value
from tabletop.games.chains.state import STOPPED, TAKEN, UP, reachable
from chains_helpers import GAME


def shown_ids(view):
    """Every card id in a view."""
    if isinstance(view, dict):
        found = {view["id"]} if isinstance(view.get("id"), int) else set()
        for item in view.values():
            found |= shown_ids(item)
        return found
    if isinstance(view, list):
        return set().union(*(shown_ids(v) for v in view)) if view else set()
    return set()


def check_invariants(state):
    players = state.players
    assert GAME.facts.conserved(state) == {f"seat{s}_cards": 55 for s in range(players)}
    for seat in range(players):
        for chain in state.score[seat]:
            assert [value(c) for c in chain] == list(range(10, value(chain[-1]) - 1, -1))
            assert chain[-1] == terminal_card(seat, value(chain[-1]))
            assert all(owner(c) == seat for c in chain)
        work = [value(c) for c in state.work[seat]]
        assert work == list(range(10, 10 - len(work), -1)), "a live chain always runs down from 10"
        if state.playing[seat]:
            assert reachable(state, seat), "a player still in can always reach a terminal"
    for n in range(1, 11):
        column = [state.terminals[s][n - 1] for s in range(players)]
        taken = column.count(TAKEN)
        if state.threshold and taken >= state.threshold:
            assert UP not in column, f"terminal {n} should be stopped"
        if STOPPED in column:
            assert taken >= state.threshold > 0


@pytest.mark.parametrize("players", range(1, 11))
@pytest.mark.parametrize("seed", [11, 12])
def test_random_playout(players, seed):
    match = Match.start("chains", [Player(f"P{i}", "computer") for i in range(players)], {}, seed)
    rng = Rng.from_seed(seed)
    steps = 0
    while not match.is_over():
        state = match.state
        seat = state.seat
        assert state.playing[seat], "only a player still in the game acts"
        moves = GAME.legal_moves(state, seat)
        assert moves
        for other in range(players):
            if other != seat:
                assert GAME.legal_moves(state, other) == []
        if steps % 7 == 0:
            view = GAME.view(state, seat)
            hidden = {c for s in range(players) for c in state.draw[s] + state.dead[s]}
            assert not hidden & shown_ids(view)
        move, rng = rng.choice(moves)
        match.play(seat, move)
        check_invariants(match.state)
        steps += 1
        assert steps < 3000
    result = GAME.result(match.state)
    assert result["winners"] and set(result["ranking"]) == set(range(players))
    assert not any(match.state.playing)
    assert match_from_dict(match_to_dict(match)).state == match.state


@pytest.mark.parametrize("options", [{"bust_ends_turn": "on"}, {"ten_lock": "global"}, {"ten_lock": "off"}])
@pytest.mark.parametrize("players", [3, 7])
def test_playouts_under_options(players, options):
    match = Match.start("chains", [Player(f"P{i}", "computer") for i in range(players)], options, 5)
    while not match.is_over():
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
        check_invariants(match.state)
    assert match_from_dict(match_to_dict(match)).state == match.state


@pytest.mark.parametrize("options", [{"temp_slots": 3}, {"temp_slots": 4, "solo_scoring": "weighted"}])
def test_solo_playouts_under_options(options):
    match = Match.start("chains", [Player("First", "computer")], options, 8)
    while not match.is_over():
        match.play(0, match.computer_move(0))
        check_invariants(match.state)
    assert len(match.state.temp[0]) == options["temp_slots"]
    assert match_from_dict(match_to_dict(match)).state == match.state


def test_saves_round_trip_after_every_move():
    match = Match.start("chains", [Player("First"), Player("Second", "computer"), Player("Third")], {}, 21)
    for _ in range(80):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
        assert match_from_dict(match_to_dict(match)).state == match.state
