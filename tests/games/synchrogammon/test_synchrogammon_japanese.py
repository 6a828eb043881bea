"""Synchro-gammon reads in Japanese: whole seeded matches, every status, log line, move label, refusal,
warning, hint and result made into Japanese words, none of them a bare key or English left over."""

import random

import pytest

from tabletop.engine.cards import card_id
from tabletop.engine.game import GameError, Move
from tabletop.engine.rng import Rng
from tabletop.games.synchrogammon import GAME

from japanese_words import japanese as read_japanese, messages
from tabletop.engine import table_help

OPTION_SETS = [{}, {"cube": "on", "match_to": 3}, {"memory_aid": "on", "tie_order": "parent_last"},
               {"cube": "on", "match_to": 5, "memory_aid": "on"}]
# Moves tried where they do not fit, so that refusals of every kind are read too.
WRONG = [Move.of("double"), Move.of("take"), Move.of("drop"), Move.of("next_game"), Move.of("no_double"),
         Move.of("pick", card=card_id(1, 0)), Move.of("pick", card=card_id(6, 1)),
         Move.of("step", src=25, dst=20), Move.of("step", src=13, dst=9), Move.of("step", src=6, dst=0),
         Move.of("step", src=24, dst=18)]
CLICKS = [["board/point/1"], ["board/point/13", "board/point/9"], ["board/point/6", "board/off/0"], ["board/bar/0"],
          ["board/point/24", "board/point/18"], ["hand/0"], ["board/point/19"]]




def japanese(value, said: list) -> None:
    """`value` read in Japanese (checked as every game's are), kept in `said` for the caller."""
    said.append(read_japanese(value))


def read_state(state, seat, said, rng):
    for viewer in (None, seat):
        for message in messages(GAME.view(state, viewer)):
            japanese(message, said)
    for move in GAME.legal_moves(state, seat):
        japanese(move.label, said)
        warning = GAME.table.warning(state, seat, move)
        if warning:
            japanese(warning, said)
    for other in range(4):
        try:
            GAME.apply(state, other, rng.choice(WRONG))
        except GameError as err:
            japanese(err.reason, said)
        japanese(GAME.table.explain(state, other, rng.choice(CLICKS)), said)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(len(OPTION_SETS)))
def test_a_whole_match_reads_in_japanese(seed):
    rng, said, hints = random.Random(seed), [], 0
    state = GAME.new_state(4, OPTION_SETS[seed], seed)
    while not GAME.is_over(state):
        seat = GAME.to_move(state)[0]
        read_state(state, seat, said, rng)
        if hints < 8 and state.phase in ("pick", "move", "answer") and rng.random() < 0.2:  # a computer seat's reasons
            found = GAME.search.bot_choice(state, seat, "normal", Rng.from_seed(seed))
            if found:
                japanese(found[1], said)
                hints += 1
        moves = GAME.legal_moves(state, seat)
        calm = [m for m in moves if m.kind not in ("double", "drop")] or moves  # doubles now and then only
        move = rng.choice(moves if rng.random() < 0.1 else calm)
        after = GAME.apply(state, seat, move)
        japanese(GAME.table.played_label(state, seat, move, after), said)
        japanese(table_help.numbered_label(GAME, state, seat, move, after, 0), said)
        state = after
    for message in messages(GAME.result(state)):
        japanese(message, said)
    assert any("勝" in words for words in said) and any("ラウンド" in words for words in said)


def test_the_setup_reads_in_japanese():
    said = []
    for words in (GAME.title, GAME.tagline, GAME.table.confirm_words):
        japanese(words, said)
    for option in GAME.options:
        for words in (option.label, option.help, *(label for _, label in option.choices)):
            japanese(words, said)
    assert "記憶補助" in said and "同じ数字" in said
