"""Army Ants read in Japanese: whole seeded matches, every sentence the table shows made into words."""

import random
import re

import pytest

from tabletop.engine.game import GameError, Move
from tabletop.games.army_ants import GAME, cautions
from tabletop.games.army_ants.board import GRID_PATHS
from tabletop.words.catalogue import PLACEHOLDER, entries

from japanese_words import japanese

ENGLISH = re.compile(r"[A-Za-z]{3,}")  # squares (c4) and card letters (A, Q) are not words
OPTION_SETS = [{}, {"setup": "rows"}, {"setup": "free", "move_max_legs": 2, "no_attack_limit": 60}]




def illegal_moves(state, seat, rng):
    """A few moves the rules refuse here, of several kinds."""
    legal = set(GAME.legal_moves(state, seat))
    tries = [Move.of("pass"), Move.of("accept_draw"), Move.of("confirm_row"), Move.of("done_placing"),
             Move.of("march", cells=("a1",), dir="N", dist=7), Move.of("attack", frm="c4", to="c5"),
             Move.of("move", frm="a1", to="e8"), Move.of("swap", a="a1", b="b2"), Move.of("refuge", frm="c4", to="c1"),
             Move.of("place", card=rng.randrange(52), to=rng.choice(("c1", "c8", "a4", "e5")))]
    return [m for m in tries if m not in legal]


def read_everything(state, seat, rng, moves):
    """Status, banner, move labels, warnings, refusals and explanations of one position, in Japanese."""
    for viewer in (None, seat):
        view = GAME.view(state, viewer)
        japanese(view["status"])
        if view["banner"] is not None:
            japanese(view["banner"])
    for move in moves:
        japanese(move.label)
        for warn in (cautions.warning(state, seat, move), cautions.queen_warning(state, seat, move)):
            if warn is not None:
                japanese(warn)
    for move in illegal_moves(state, seat, rng):
        with pytest.raises(GameError) as refused:
            GAME.apply(state, seat, move)
        japanese(refused.value.reason)
    for clicks in ([rng.choice(GRID_PATHS)], rng.sample(GRID_PATHS, 2), ["hand/0", rng.choice(GRID_PATHS)]):
        japanese(GAME.table.explain(state, seat, clicks))
    japanese(GAME.table.explain(state, 1 - seat, [GRID_PATHS[0]]))  # not that seat's turn


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(len(OPTION_SETS)))
def test_a_whole_match_reads_in_japanese(seed):
    rng = random.Random(seed)
    state = GAME.new_state(2, OPTION_SETS[seed], seed)
    for step in range(3000):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        moves = GAME.legal_moves(state, seat)
        read_everything(state, seat, rng, moves if step % 5 == 0 else moves[:3])
        if step % 40 == 0 and state.phase != "placement":
            chosen = GAME.search.bot_choice(state, seat, "normal", None)
            if chosen is not None:
                japanese(chosen[1])
        # Draw offers now and then, answered either way, so their words are read too.
        playable = [m for m in moves if m.kind != "offer_draw" or rng.random() < 0.05]
        if state.draw_offer is not None and step < 2000:
            playable = [m for m in moves if m.kind == "decline_draw"]
        move = rng.choice(playable or moves)
        after = GAME.apply(state, seat, move)
        japanese(GAME.table.played_label(state, seat, move, after))
        state = after
    assert GAME.is_over(state)
    japanese(GAME.result(state)["summary"])
    japanese(GAME.view(state, None)["status"])


@pytest.mark.parametrize("ending", ["accept_draw", "quiet"])
def test_every_way_a_match_ends_reads_in_japanese(ending):
    from tabletop.games.army_ants.positions import position
    state = position({"a1": "Q♥", "e8": "Q♠", "a3": "5♥", "e6": "7♠"}, options={"no_attack_limit": 60})
    if ending == "accept_draw":
        state = GAME.apply(state, 0, Move.of("offer_draw"))
        japanese(GAME.view(state, None)["status"])
        assert "引き分け" in japanese(cautions.warning(state, 1, Move.of("accept_draw")))
        state = GAME.apply(state, 1, Move.of("accept_draw"))
    else:
        for step in range(60):
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, seat, next(m for m in GAME.legal_moves(state, seat) if m.kind == "march"))
    assert GAME.is_over(state)
    summary = japanese(GAME.result(state)["summary"])
    assert "引き分け" in summary


def test_the_japanese_catalogue_holds_no_english_word():
    ours = {key: words for key, words in entries("ja").items() if key.startswith("army_ants.")}
    assert len(ours) > 100
    assert not {key: words for key, words in ours.items() if ENGLISH.search(PLACEHOLDER.sub("", words))}
