"""WYSIWYG and Finesse read in Japanese: seeded whole matches, every status, log line, move label,
refusal, computer seat's reason, view caption and result rendered from the catalogues, none of them a bare
key and none with English words left (card letters and NT are not words)."""

from __future__ import annotations

import re

import pytest

from tabletop.engine.game import IllegalMove, MalformedMove, Move
from tabletop.engine.rng import Rng
from tabletop.engine.words import Person, Words
from tabletop.games import get
from tabletop.words import text

from japanese_words import messages

ENGLISH = re.compile(r"[A-Za-z]{3,}")
# Clicks a player might make anywhere on either table, to hear why they make no move.
CLICKS = ("hand/0", "hand/5", "display/0", "auction/bids/0", "auction/calls/pass", "auction/calls/double",
          "auction/calls/redouble", "auction/trumps/3", "players/0/table/0", "players/2/table/1", "button/x")




def japanese(value, where: str) -> str:
    """The Japanese of a message, checked: a key of its own would show a key, English shows it missed one."""
    assert isinstance(value, (Words, Person)), f"{where}: {value!r} is not a message"
    words = text(value, "ja")
    key = value.key if isinstance(value, Words) else ""
    assert words and words != key and "%{" not in words, f"{where}: {value!r} reads {words!r}"
    assert not ENGLISH.search(words), f"{where}: English in {words!r} ({value!r})"
    return words


def refusals(game, state, seat) -> list:
    """Why a few moves the rules refuse are refused: clicks and illegal moves."""
    found = [game.table.explain(state, seat, [click]) for click in CLICKS]
    legal = game.legal_moves(state, seat)
    for move in (Move.of("play", card=0), Move.of("take", card=51), Move.of("replenish", card=63),
                 Move.of("lead_table", card=30), Move.of("no_trump", card=13), Move.of("next_hand"),
                 Move.of("bid", number=0), Move.of("double"), Move.of("redouble"), Move.of("trump", suit=2)):
        if any(move.same_as(m) for m in legal):
            continue
        try:
            game.apply(state, seat, move)
        except IllegalMove as refused:
            found.append(refused.reason)
        except MalformedMove:
            pass  # a move of the other game: its reason quotes the move's own data ('replenish'), not words
    return found


def play_through(game_id: str, seed: int, options: dict, every: int) -> set[str]:
    """A seeded match of random legal moves, every word on the way read in Japanese; the texts seen."""
    game = get(game_id)
    state = game.new_state(game.max_players, options, seed)
    rng, seen, turn = Rng.from_seed(seed), set(), 0
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        legal = game.legal_moves(state, seat)
        if turn % every == 0:
            view = game.view(state, seat)
            for message in messages(view):
                seen.add(japanese(message, f"view {state.phase}"))
            for reason in refusals(game, state, seat):
                seen.add(japanese(reason, f"refusal {state.phase}"))
            move, why = game.search.bot_choice(state, seat, "normal", rng)
            seen.add(japanese(why, "why"))
        for move in legal:
            seen.add(japanese(move.label, f"move {move.kind}"))
            warning = game.table.warning(state, seat, move)
            if warning is not None:
                seen.add(japanese(warning, "warning"))
        move, rng = rng.choice(legal)
        after = game.apply(state, seat, move)
        seen.add(japanese(game.table.played_label(state, seat, move, after), "log"))
        state, turn = after, turn + 1
    result = game.result(state)
    seen.add(japanese(result["summary"], "summary"))
    breakdown = result["breakdown"]
    for message in messages([breakdown["title"], breakdown["rows"], breakdown["notes"], breakdown["columns"]]):
        seen.add(japanese(message, "breakdown"))
    return seen


@pytest.mark.parametrize("seed", [3, 8])
def test_a_wysiwyg_match_reads_in_japanese(seed):
    seen = play_through("wysiwyg", seed, {}, every=3)
    # The match went through the auction, the display and the score: their words were all read.
    assert any("ビッド" in words for words in seen) and any("公開カード" in words for words in seen)
    assert any("ゲームに勝ちました" in words for words in seen)


@pytest.mark.parametrize("seed, options", [(5, {"match": "one_hand"}), (11, {})])
def test_a_finesse_match_reads_in_japanese(seed, options):
    seen = play_through("finesse", seed, options, every=2)
    assert any("テーブルカード" in words for words in seen) and any("ドレッグ" in words for words in seen)
    assert any("ゲームに勝ちました" in words or "引き分け" in words for words in seen)
