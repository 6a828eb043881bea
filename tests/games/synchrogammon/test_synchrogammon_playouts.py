"""Seeded random playouts: 15 checkers a colour, six cards a seat, no leaks, saves that replay."""

import copy
import random

import pytest

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.synchrogammon import GAME

OPTION_SETS = [{}, {"cube": "on", "match_to": 3}, {"memory_aid": "on", "tie_order": "parent_last"},
               {"cube": "on", "match_to": 5, "memory_aid": "on"}]
CONSERVED = {"white_checkers": 15, "black_checkers": 15, "north_cards": 6, "east_cards": 6,
             "south_cards": 6, "west_cards": 6}


def card_ids(value):
    if isinstance(value, dict):
        found = {value["id"]} if isinstance(value.get("id"), int) else set()
        return found.union(*(card_ids(v) for v in value.values())) if value else found
    if isinstance(value, list):
        return set().union(*(card_ids(v) for v in value)) if value else set()
    return set()


def check_secrets(state):
    """A seat's hand and unrevealed card appear in its own view only."""
    for owner in range(4):
        secret = GAME.facts.secrets(state, owner)
        assert secret <= card_ids(GAME.view(state, owner))
        for viewer in (None, *range(4)):
            if viewer != owner:
                assert not secret & card_ids(GAME.view(state, viewer)), (owner, viewer)


def choose(rng, moves):
    """Random legal play, doubling now and then so cube lines get exercised."""
    doubles = [m for m in moves if m.kind == "double"]
    if doubles and rng.random() < 0.1:
        return doubles[0]
    return rng.choice([m for m in moves if m.kind != "double"] or moves)


def playout(seed, options, limit=20000):
    rng = random.Random(seed)
    state = GAME.new_state(4, options, seed)
    for count in range(limit):
        if GAME.is_over(state):
            return state, count
        seats = GAME.to_move(state)
        assert seats == tuple(sorted(seats))
        seat = seats[0]
        moves = GAME.legal_moves(state, seat)
        assert moves and len(set(moves)) == len(moves)
        if count % 9 == 0:
            check_secrets(state)
            snapshot = copy.deepcopy(state)
            for move in moves:
                after = GAME.apply(state, seat, Move.from_dict(move.to_dict()))
                assert GAME.facts.conserved(after) == CONSERVED
            assert state == snapshot
        state = GAME.apply(state, seat, choose(rng, moves))
        assert GAME.facts.conserved(state) == CONSERVED
        assert state.board.total(0) == state.board.total(1) == 15
    raise AssertionError(f"no end after {limit} moves")


@pytest.mark.parametrize("options", OPTION_SETS, ids=["plain", "cube-match3", "aid-parent-last", "cube-match5-aid"])
@pytest.mark.parametrize("seed", range(3))
def test_random_playouts_end_with_everything_accounted_for(seed, options):
    state, moves = playout(seed, options)
    result = GAME.result(state)
    assert moves > 20 and state.phase == "over"
    winner = 0 if result["winners"] == [0, 2] else 1
    assert result["winners"] in ([0, 2], [1, 3])
    target = options.get("match_to")
    scores = state.match.scores
    if target:
        assert scores[winner] >= target > scores[1 - winner]
    else:
        record = state.games[-1]
        assert record.winner == winner and scores[winner] == record.points
        if record.how == "bore_off":
            assert state.board.off[winner] == 15 and record.points == record.kind * record.cube
    assert [str(cell) for cell in result["breakdown"]["rows"][-1]] == ["Total", *map(str, scores)]


def test_every_move_of_a_match_round_trips_through_a_save():
    match = Match.start("synchrogammon", [Player(n, "computer") for n in ("A", "B", "C", "D")],
                        {"cube": "on", "match_to": 3}, 12)
    rng = random.Random(12)
    for _ in range(160):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.play(seat, choose(rng, match.legal_moves(seat)))
        copy_ = match_from_dict(match_to_dict(match))
        assert copy_.state == match.state
        assert GAME.view(copy_.state, seat) == GAME.view(match.state, seat)


def test_a_whole_match_replays_from_its_save():
    match = Match.start("synchrogammon", [Player(n, "computer") for n in ("A", "B", "C", "D")], {}, 4)
    while not match.is_over():
        seat = match.pending_computer_seat()
        match.play(seat, match.computer_move(seat))
    assert match_from_dict(match_to_dict(match)).state == match.state
