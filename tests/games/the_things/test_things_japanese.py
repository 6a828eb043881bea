"""The Things read in Japanese: whole seeded games, every word a player meets, none left in English."""

import re

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.the_things import bot_choice
from tabletop.games.the_things.view import prompt_reason
from tabletop.words import text

from japanese_words import messages, japanese
from things_helpers import GAME

ENGLISH = re.compile(r"[A-Za-z]{3,}")
# Moves tried where they are not legal: each is refused with a reason.
TRIED = (Move.of("rescue"), Move.of("escape"), Move.of("pass"), Move.of("volunteer"), Move.of("discard_drawn"),
         Move.of("play", card=0), Move.of("keep", card=0), Move.of("blood", card=0, target=0),
         Move.of("attack", target=0), Move.of("offer", card=0, want=1), Move.of("aside", card=0))
CLICKS = (["hand/0"], ["seat/0"], ["seat/1"], ["want/3"])






def whole_game(players: int, seed: int, options: dict) -> Match:
    """Random legal moves (a declaration only late), every prompt's words checked on the way."""
    match = Match.start("the_things", [Player(f"P{i}", "computer") for i in range(players)],
                        GAME.options_for(players, options), seed)
    rng = Rng.from_seed(seed)
    for ply in range(3000):
        if match.is_over():
            break
        seat = match.to_move()[0]
        state = match.state
        check_prompt(state, seat, ply)
        moves = GAME.legal_moves(state, seat)
        calm = [m for m in moves if m.kind not in ("rescue", "escape")] or moves
        index, rng = rng.below(len(moves if ply > 150 else calm))
        move = (moves if ply > 150 else calm)[index]
        before = state
        match.play(seat, move)
        japanese(GAME.table.played_label(before, seat, move, match.state), f"log after {move.kind}")
    return match


def check_prompt(state, seat: int, ply: int) -> None:
    """The status, the curtain, every view, every button, a few refusals and clicks, the bot's reason."""
    japanese(GAME.view(state, None)["status"], "status")
    japanese(prompt_reason(state, seat), "curtain")
    japanese(prompt_reason(state, seat, lambda s: f"名前{s}"), "curtain with names")
    for viewer in (None, *range(state.players)):
        for value in messages(GAME.view(state, viewer)):
            japanese(value, f"view of {viewer}")
    legal = GAME.legal_moves(state, seat)
    for move in legal:
        japanese(move.label, f"button {move.kind}")
    for move in TRIED:
        if move not in legal:
            japanese(GAME.refusal(state, seat, move), f"refusal of {move.kind}")
    for clicks in CLICKS:
        japanese(GAME.table.explain(state, seat, clicks), f"click on {clicks}")
    if ply % 7 == 0:
        move, why = bot_choice.choose(state, seat, "normal", Rng.from_seed(ply))
        japanese(why, f"reason for {move.kind}")


@pytest.mark.slow
@pytest.mark.parametrize("players, seed, options", [
    (3, 1, {}), (4, 2, {"o1_catan_talk": True, "declaration_round": True}),
    (5, 3, {"h1_search_instead": True, "h4_face_up_search": True}), (6, 4, {"h5_faces_are_numbers": True}),
])
def test_a_whole_game_reads_in_japanese(players, seed, options):
    match = whole_game(players, seed, options)
    assert match.is_over()
    result = GAME.result(match.state)
    japanese(result["summary"], "summary")
    for value in messages(result):
        japanese(value, "result")
    for value in messages(GAME.view(match.state, None)):
        japanese(value, "the last view")


def test_an_illegal_move_is_refused_in_japanese():
    state = GAME.new_state(3, GAME.options_for(3), 5)
    seat = GAME.to_move(state)[0]
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, Move.of("attack", target=seat))
    assert japanese(refused.value.reason, "refusal") == "攻撃できるのは、生きているほかのプレイヤーだけです。"
    assert str(refused.value.reason) == "You can only attack another living player."


def test_a_talk_offer_reads_with_its_ranks():
    """The ranks of an offer keep their article in English and read bare in Japanese."""
    from tabletop.games.the_things import cards as cd
    assert str(cd.ranks_or((1, 8))) == "an A or 8" and text(cd.ranks_or((1, 8)), "ja") == "Aか8"
    assert str(cd.a_rank(10)) == "a 10" and text(cd.a_rank(10), "ja") == "10"


def test_every_japanese_entry_of_the_game_is_japanese():
    """The entries no game above happened to reach (an Escape, a Catan-style offer...) are checked as written."""
    from tabletop.words.catalogue import PLACEHOLDER, entries
    found = {key: words for key, words in entries("ja").items() if key.startswith("the_things.")}
    assert len(found) > 150
    for key, words in found.items():
        assert not ENGLISH.search(PLACEHOLDER.sub("", words)), (key, words)
