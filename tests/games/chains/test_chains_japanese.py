"""Chains read in Japanese: whole seeded matches, every status, log line, move, refusal, warning, reason
and result through the Japanese catalogue, with no key left bare and no English left over."""


import pytest

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.chains.view import result
from tabletop.words import text

from japanese_words import japanese, read_result, refusals
from chains_helpers import GAME, position

CLICKS = (["terminals/rows/1/0"], ["terminals/rows/0/4"], ["players/1/temp/0"], ["players/0/temp/2"],
          ["players/0/draw/temp"], ["players/0/work/0"], [])
ODD_MOVES = (Move.of("take_terminal", value=10), Move.of("take_terminal", value=1), Move.of("temp_to_chain", slot=4),
             Move.of("flip_to_temp"))




def read_everything(match) -> int:
    """Read one position as every seat meets it; returns how many texts were read."""
    game, state = match.game, match.state
    view = game.view(state, None)
    read = [view["status"], *view["seats"], *view["terminals"]["names"], *(p["name"] for p in view["players"])]
    for seat in game.to_move(state):
        for move in game.legal_moves(state, seat):
            read += [move.label, game.table.warning(state, seat, move), game.table.beginner_warning(state, seat, move)]
        read += refusals(game, state, seat, ODD_MOVES, CLICKS)
        read.append(game.search.bot_choice(state, seat, "normal", Rng.from_seed(len(match.history)))[1])
    for value in read:
        if value is not None:
            japanese(value)
    return len(read)


@pytest.mark.parametrize("players, seed", [(1, 4), (2, 7), (4, 11)])
def test_a_whole_match_reads_in_japanese(players, seed):
    options = {"bust_ends_turn": "on", "ten_lock": "global"} if players == 4 else {}
    match = Match.start("chains", [Player(f"P{i}", "computer") for i in range(players)], options, seed)
    rng, read = Rng.from_seed(seed), 0
    while not match.is_over():
        if len(match.history) % 3 == 0:
            read += read_everything(match)
        seat = match.to_move()[0]
        legal = match.game.legal_moves(match.state, seat)
        pick, rng = rng.below(len(legal))
        match.play(seat, legal[pick])
        japanese(match.history[-1].move.label)
    assert read > 50
    read_everything(match)
    read_result(match.game.result(match.state))


def test_ties_perfect_games_and_the_last_warnings_read_in_japanese():
    tie = position(3, seats={0: dict(taken=[2, 3, 9, 10]), 1: dict(taken=[9]), 2: dict(taken=[1, 8, 9, 10])},
                   over=True)
    shared = position(2, seats={0: dict(taken=[9, 10]), 1: dict(taken=[9, 10])}, over=True)
    perfect = position(1, seats={0: dict(taken=list(range(1, 11)))}, over=True)
    for res in (result(tie), result(shared), result(perfect)):
        read_result(res)
    assert "同点" in text(result(tie)["breakdown"]["notes"][0], "ja")
    doomed = position(2, seats={0: dict(work=[10, 9], draw=[5, 5])})
    assert "バースト" in japanese(GAME.table.warning(doomed, 0, Move.of("flip_to_chain")))
