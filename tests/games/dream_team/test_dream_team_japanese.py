"""Dream Team read in Japanese: whole seeded matches, every status, log line, move, refusal, warning, standing
and result through the Japanese catalogue, with no key left bare and no English left over."""


import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.dream_team import flow
from japanese_words import japanese, read_result, refusals
from dream_team_helpers import A, B, C, GAME, nominate, position

ODD_MOVES = (Move.of("nominate", pos=0), Move.of("nominate", pos=40), Move.of("draw"), Move.of("deal"),
             Move.of("next_game"))
CLICKS = (["market/0"], ["market/9"], ["players/0/team"], [])




def read_everything(game, state) -> int:
    """Read one position as every seat meets it; returns how many texts were read."""
    view = game.view(state, None)
    read = [view["status"], view["banner"], *view["seats"], *view["events"], *view["sheet"]["columns"],
            *(p["name"] for p in view["players"]), *(p["standing"] for p in view["players"] if p["standing"])]
    for seat in range(state.players):
        for move in game.legal_moves(state, seat):
            read += [move.label, game.table.warning(state, seat, move)]
        read += refusals(game, state, seat, ODD_MOVES, CLICKS)
    for value in read:
        if value is not None:
            japanese(value)
    return len(read)


@pytest.mark.parametrize("players, seed, options", [(3, 5, {"match_target": 50}),
                                                    (4, 9, {"match_target": 50, "renominate_distinct": True}),
                                                    (6, 2, {"match_target": 50})])
def test_a_whole_match_reads_in_japanese(players, seed, options):
    match = Match.start("dream_team", [Player(f"P{i}", "computer") for i in range(players)], options, seed)
    rng, read = Rng.from_seed(seed), 0
    while not match.is_over():
        if len(match.history) % 4 == 0:
            read += read_everything(match.game, match.state)
        seat = match.to_move()[0]
        legal = match.game.legal_moves(match.state, seat)
        pick, rng = rng.below(len(legal))
        match.play(seat, legal[pick])
        japanese(match.history[-1].move.label)
    assert read > 100 and len(match.state.sheet) >= 2
    read_everything(match.game, match.state)
    read_result(match.game.result(match.state), skip_columns=1)


def test_a_shared_win_a_held_number_and_a_taken_card_read_in_japanese():
    level = flow.end_game(position(3, [1, 2, 3, 4], start=A, teams=[[9], [10, 7], [10, 9]], totals=(96, 88, 80)))
    read_result(GAME.result(level), skip_columns=1)
    assert "分け合" in japanese(GAME.result(level)["summary"]) and len(GAME.result(level)["breakdown"]["notes"]) == 2
    held = position(3, [9, 1, 2, 3], start=0, teams=[[9], [], []])
    assert "捨て札" in japanese(GAME.table.warning(held, A, Move.of("nominate", pos=0)))
    state = nominate(held, (A, 2), (B, 3), (C, 2))
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, GAME.to_move(state)[0], Move.of("nominate", pos=3))
    japanese(refused.value.reason)
