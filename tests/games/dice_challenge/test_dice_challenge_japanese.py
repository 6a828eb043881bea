"""Whole seeded matches read in Japanese: every status, view caption, log line, move label, warning, refusal,
computer reason and result, with no catalogue key left bare and no English word in them."""

import random
import re

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.dice_challenge import GAME
from tabletop.games.dice_challenge.board import BoardError, parse_board
from tabletop.words import text

from japanese_words import messages, japanese as check_japanese

LEFT_OVER = re.compile(r"%\{|dice_challenge\.|seat\.|engine\.")






def illegal_tries(state, seat):
    """A few moves the rules refuse here, each with the reason the table would show."""
    tries = [Move.of("roll"), Move.of("reroll"), Move.of("keep", die=0), Move.of("colour", colour=0)]
    tries += [Move.of(kind, colour=c) for kind in ("straight", "group", "number", "max") for c in range(4)]
    legal = set(GAME.legal_moves(state, seat))
    others = [s for s in range(state.players) if s != seat]
    out = []
    for move in tries:
        if move not in legal:
            out.append((seat, move))
    if others:
        out.append((others[0], Move.of("roll")))
    return out


def refusals(state, seat):
    """The reasons of every illegal try, and the table's answer to a few clicks."""
    found = []
    for who, move in illegal_tries(state, seat):
        with pytest.raises(IllegalMove) as refused:
            GAME.apply(state, who, move)
        found.append(refused.value.reason)
    for path in ("dice/0", "straight", "number/11", "max/30", "colours/1"):
        found.append(GAME.table.explain(state, seat, [path]))
    return found


@pytest.mark.parametrize("players,seed,unit", [(2, 11, "colour"), (2, 12, "player"), (3, 13, "colour"),
                                                (4, 14, "colour")])
def test_a_whole_match_reads_in_japanese(players, seed, unit):
    rng = random.Random(seed)
    match = Match.start("dice_challenge", [Player(f"P{i}") for i in range(players)], {"bonus_unit": unit}, seed)
    seen = set()
    while not match.is_over():
        state, seat = match.state, match.to_move()[0]
        check_japanese(GAME.view(state, seat)["status"], "status")
        for message in messages(GAME.view(state, seat)):
            check_japanese(message, "view")
        moves = match.legal_moves(seat)
        for move in moves:
            check_japanese(move.label, move.kind)
            warning = GAME.table.warning(state, seat, move)
            if warning is not None:
                check_japanese(warning, "warning")
        if state.phase not in seen or rng.random() < 0.1:   # refusals of every phase, and now and then
            seen.add(state.phase)
            for reason in refusals(state, seat):
                check_japanese(reason, "refusal")
        if rng.random() < 0.15:
            _, why = GAME.search.bot_choice(state, seat, "normal", Rng.from_seed(seed))
            check_japanese(why, "computer's reason")
        match.play(seat, rng.choice(moves))
        check_japanese(match.history[-1].move.label, "log")
    result = GAME.result(match.state)
    assert check_japanese(result["summary"], "summary").endswith("。")
    for message in messages(result["breakdown"]):
        check_japanese(message, "breakdown")
    for reason in refusals(match.state, 0):
        check_japanese(reason, "refusal at the end")


def test_the_name_tagline_and_setup_option_read_in_japanese():
    option = GAME.options[0]
    said = [text(w, "ja") for w in (GAME.title, GAME.tagline, option.label, option.help,
                                     *(label for _, label in option.choices))]
    assert said[0] == "ダイスチャレンジ" and str(GAME.title) == "Dice Challenge"
    for words in said:
        check_japanese(words, "setup")


@pytest.mark.parametrize("change", [
    lambda data: data["number"].update({12: 150}),
    lambda data: data["number"].pop(13),
    lambda data: data["straight"].pop(3),
    lambda data: data["max"].update({31: 2}),
    lambda data: data["group"].update({0: 1}),
])
def test_a_broken_board_file_is_explained_in_japanese(change):
    import yaml
    from tabletop.games.dice_challenge.board import BOARD_FILE
    data = yaml.safe_load(BOARD_FILE.read_text(encoding="utf-8"))
    change(data)
    with pytest.raises(BoardError) as broken:
        parse_board(data, "盤面")
    words = check_japanese(broken.value.reason, "board file")
    assert words.startswith("盤面、")
