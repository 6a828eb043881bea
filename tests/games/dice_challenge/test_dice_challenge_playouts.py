"""Seeded random playouts: every move keeps the invariants and round-trips through a save."""

import copy
import random

import pytest

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.dice_challenge import GAME
from tabletop.games.dice_challenge.board import CHIPS, NUMBER_SQUARES, MAX_SQUARES
from tabletop.games.dice_challenge.dice import dice_sum


def invariants(state):
    """Chips, tracks and squares stay within the rules."""
    board = state.board
    for c in range(4):
        assert 0 <= state.supply[c] <= 5
        assert 0 <= state.straight[c] <= board.last_square("straight")
        assert 0 <= state.group[c] <= board.last_square("group")
    assert all(v == CHIPS for k, v in GAME.facts.conserved(state).items() if k.endswith("_chips"))
    assert GAME.facts.conserved(state)["dice"] == 5
    for square in (*NUMBER_SQUARES, *MAX_SQUARES):
        holder = state.chip_on(square)
        assert holder == -1 or state.owner[holder] != -1
    assert 1 <= state.round <= state.rounds


@pytest.mark.parametrize("players,seed,unit", [(2, 1, "colour"), (2, 2, "player"), (3, 3, "colour"),
                                                (4, 4, "colour"), (4, 5, "colour")])
def test_random_playouts_keep_the_rules_and_replay(players, seed, unit):
    rng = random.Random(seed)
    match = Match.start("dice_challenge", [Player(f"P{i}") for i in range(players)], {"bonus_unit": unit}, seed)
    challenges = 0
    while not match.is_over():
        state = match.state
        seat = match.to_move()[0]
        moves = match.legal_moves(seat)
        assert moves and len(set(moves)) == len(moves)
        assert any(m.kind in ("straight", "group") for m in moves) or state.phase in ("colours", "roll")
        move = rng.choice(moves)
        snapshot = copy.deepcopy(state)
        match.play(seat, Move.from_dict(move.to_dict()))
        assert state == snapshot
        invariants(match.state)
        if move.kind in ("number", "max"):
            assert match.state.chip_on(dice_sum(state.dice)) == move.get("colour")
        challenges += move.kind in ("straight", "group", "number", "max")
        assert match_from_dict(match_to_dict(match)).state == match.state
    assert challenges == players * {2: 10, 3: 8, 4: 6}[players]
    result = GAME.result(match.state)
    assert sum(result["scores"].values()) >= 0 and result["winners"]
