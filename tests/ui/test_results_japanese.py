"""The results of every game read in Japanese: the headline, the summary, the breakdown's headers and
cells, the notes under it and the buttons hold no English but the players' names, and no label is too
small for its words."""

from __future__ import annotations

import re

import pytest

from tabletop import games
from tabletop.engine.facts import table_players
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.ui import theme
from tabletop.ui.scenes.results import ResultsScene
from tabletop.words import use
from screen_checks import label_warnings, root_elements
from ui_helpers import frame

ENGLISH = re.compile(r"[A-Za-z]{3,}")
NAMES = ("さくら", "健二", "美咲", "翔太", "陽菜", "Ann")  # one name in letters: it may show, nothing else


def finished(game_id: str) -> Match:
    count = table_players(games.get(game_id))
    seats = [Player(name, COMPUTER) for name in NAMES[-count:]]
    for seed in range(1, 20):
        match = Match.start(game_id, seats, games.get(game_id).options_for(count), seed)
        match.play_computers(4000)
        if match.is_over():
            return match
    raise AssertionError(f"no seed in 1..19 ends a random {game_id} within 4000 moves")


@pytest.mark.parametrize("game_id", games.ids())
def test_the_results_read_in_japanese(ctx, monkeypatch, game_id):
    match = finished(game_id)
    drawn: list[str] = []
    original = theme.text

    def recording(words, *args, **kwargs):
        drawn.append(str(words))
        return original(words, *args, **kwargs)
    monkeypatch.setattr(theme, "text", recording)
    use("ja")
    try:
        with label_warnings() as too_small:
            ctx.scenes.push(ResultsScene(ctx, match))
            frame(ctx)
        labels = [getattr(e, "text", "") or "" for e in root_elements(ctx.scenes.top)]
    finally:
        use("en")
    english = {w for words in labels + drawn for w in ENGLISH.findall(words) if w != "Ann"}
    assert not english, (game_id, english)
    assert not too_small
    assert any(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", words) for words in drawn + labels)
