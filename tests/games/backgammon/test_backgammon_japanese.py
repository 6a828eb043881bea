"""Backgammon reads in Japanese: whole seeded matches, every status, log line, move label, refusal, warning,
hint and result made into Japanese words, none of them a bare key or English left over."""


import pytest

from tabletop.engine.game import GameError, Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.backgammon import GAME

from japanese_words import japanese as read_japanese, messages
from tabletop.engine import table_help

PLAYERS = [Player("First", "computer"), Player("Second", "computer")]
# Moves tried where they do not fit, so that refusals of every kind are read too.
WRONG = [Move.of("roll"), Move.of("double"), Move.of("take"), Move.of("pass"), Move.of("next_game"),
         Move.of("move", src=25, dice=(6,)), Move.of("move", src=13, dice=(4,)), Move.of("move", src=3, dice=(6, 6))]




def japanese(value, said: list) -> None:
    """`value` read in Japanese (checked as every game's are), kept in `said` for the caller."""
    said.append(read_japanese(value))


def read_state(state, seat, said, rng):
    for viewer in (None, seat):
        for message in messages(GAME.view(state, viewer)):
            japanese(message, said)
    for move in GAME.legal_moves(state, seat):
        japanese(move.label, said)
        for warning in (GAME.table.warning(state, seat, move), GAME.table.beginner_warning(state, seat, move)):
            if warning:
                japanese(warning, said)
    wrong, rng = rng.choice(WRONG)
    try:
        GAME.apply(state, seat, wrong)
    except GameError as err:
        japanese(err.reason, said)
    clicks, rng = rng.choice((["board/point/1"], ["board/point/13", "board/point/14"], ["board/point/24", "board/point/19"],
                              ["board/point/6", "board/off/0"], ["board/bar/0"], ["board/point/8", "board/point/2"]))
    japanese(GAME.table.explain(state, seat, clicks), said)
    japanese(GAME.table.explain(state, 1 - seat, clicks), said)
    return rng


@pytest.mark.slow
@pytest.mark.parametrize("seed, options", [(1, {}), (2, {"match": 3}), (3, {"match": 5, "cube": 1}), (4, {"cube": 0})])
def test_a_whole_match_reads_in_japanese(seed, options):
    match = Match.start("backgammon", PLAYERS, options, seed)
    rng, said, hints = Rng.from_seed(seed), [], 0
    while not GAME.is_over(match.state):
        state = match.state
        seat = GAME.to_move(state)[0]
        rng = read_state(state, seat, said, rng)
        if hints < 6 and state.phase in ("move", "cube"):  # a computer seat's reasons, now and then
            found = GAME.search.bot_choice(state, seat, "normal", rng)
            if found:
                japanese(found[1], said)
                hints += 1
        moves = GAME.legal_moves(state, seat)
        # Doubles now and then, never at random every turn: a match should last long enough to read.
        calm = [m for m in moves if m.kind not in ("double", "drop")] or moves
        move, rng = rng.choice(moves if rng.next64()[0] % 10 == 0 else calm)
        match.play(seat, move)
        japanese(GAME.table.played_label(state, seat, move, match.state), said)
        japanese(table_help.numbered_label(GAME, state, seat, move, match.state, 0), said)
    result = GAME.result(match.state)
    for message in messages(result):
        japanese(message, said)
    assert any("勝" in words for words in said) and len(said) > 200


def test_the_setup_reads_in_japanese():
    said = []
    for words in (GAME.title, GAME.tagline):
        japanese(words, said)
    for option in GAME.options:
        for words in (option.label, option.help, *(label for _, label in option.choices)):
            japanese(words, said)
    assert "3点先取" in said and "ダブリングキューブ" in said
