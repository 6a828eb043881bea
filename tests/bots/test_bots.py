"""Computer seats: every level plays a legal move in every game, and decides only from its own view."""

import dataclasses

import pytest

from tabletop import games
from tabletop.bots import LEVELS, choose
from tabletop.bots.levels import decide, tuned
from tabletop.engine.match import COMPUTER, Match, Player, LEVEL_NAMES
from tabletop.engine.rng import Rng
from tabletop.engine.saves import match_from_dict, match_to_dict

QUICK = {name: dataclasses.replace(level, seconds=60.0 if level.searches else 0.0, iterations=12)
         for name, level in LEVELS.items()}  # a fixed number of iterations: the choice cannot depend on speed


def positions(game_id, players, every=9, limit=120):
    game = games.get(game_id)
    match = Match.start(game_id, [Player(f"P{i}", COMPUTER) for i in range(players)], game.options_for(players), 3)
    match.play_computers(limit)
    return [s for s in match.states[::every] if not game.is_over(s)]


def cases():
    for game_id in games.ids():
        game = games.get(game_id)
        for players in sorted({game.min_players, game.max_players}):
            yield pytest.param(game_id, players, id=f"{game_id}-{players}p")


def test_the_levels_are_easy_normal_strong():
    assert tuple(LEVELS) == LEVEL_NAMES and [level.label for level in LEVELS.values()] == ["Easy", "Normal", "Strong"]
    assert LEVELS["strong"].seconds > LEVELS["normal"].seconds > LEVELS["easy"].seconds == 0


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players", list(cases()))
def test_every_level_plays_a_legal_move(game_id, players):
    game = games.get(game_id)
    for state in positions(game_id, players)[:6]:
        seat = game.to_move(state)[0]
        legal = game.legal_moves(state, seat)
        for level in QUICK.values():
            found = decide(game, state, seat, level, Rng.from_seed(1))
            assert found.move in legal
            assert found.iterations <= level.iterations


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_a_computer_seat_decides_from_its_own_view_only(game_id, players):
    """Two positions that look the same to the seat give the same choice: hidden cards cannot matter."""
    game = games.get(game_id)
    for n, state in enumerate(positions(game_id, players)[:5]):
        seat = game.to_move(state)[0]
        other_world = game.determinize(state, seat, Rng.from_seed(1000 + n))
        assert game.view(other_world, seat) == game.view(state, seat)
        for level in (QUICK["normal"], QUICK["easy"]):
            assert choose(game, state, seat, level, Rng.from_seed(n)) == \
                choose(game, other_world, seat, level, Rng.from_seed(n))


def test_levels_are_saved_and_old_saves_play_at_normal():
    match = Match.start("backgammon", [Player("Ann"), Player("Bot", COMPUTER, "strong")], {}, 2)
    data = match_to_dict(match)
    assert data["players"] == [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "computer", "level": "strong"}]
    assert match_from_dict(data).players[1].level == "strong"
    del data["players"][1]["level"]  # a save from before levels
    assert match_from_dict(data).players[1].level == "normal"


def test_a_game_may_tune_a_level_for_itself():
    dream_team, army_ants = games.get("dream_team"), games.get("army_ants")
    assert tuned(dream_team, LEVELS["strong"]).seconds < LEVELS["strong"].seconds
    assert tuned(dream_team, LEVELS["strong"]).iterations == LEVELS["strong"].iterations
    assert tuned(dream_team, LEVELS["normal"]).iterations == 20 < LEVELS["normal"].iterations
    assert tuned(army_ants, LEVELS["strong"]) == LEVELS["strong"]


def test_a_game_never_lengthens_a_level_given_shorter():
    short = dataclasses.replace(LEVELS["normal"], iterations=5, seconds=0.01)
    assert tuned(games.get("dream_team"), short) == short
