"""Games that copy their states with the engine's cheap copy (frozen_copy.changed) make every state of a
match exactly as dataclasses.replace made it: seeded matches are played both ways and compared state by
state, every field (those left out of == too) and every type."""

import random
import sys
from dataclasses import fields, is_dataclass, replace

import pytest

from tabletop import games
from tabletop.engine.frozen_copy import changed

# The games whose moves copy states with `changed`, and a player count and options that make their matches
# long and varied.
GAMES = {"dream_team": (4, {"renominate_distinct": True}), "synchrogammon": (4, {"cube": "on"}),
         "the_things": (5, {"o1_catan_talk": True}), "army_ants": (2, {}), "backgammon": (2, {"match": 3})}
HURRIED = ("rescue", "escape", "attack", "offer_draw", "drop")  # moves that end a match early: played rarely


def copying_modules() -> list:
    """Every loaded module of the games that copies states with `changed`."""
    return [module for name, module in sorted(sys.modules.items())
            if name.startswith("tabletop.games.") and getattr(module, "changed", None) is changed]


def played(game_id: str, seed: int, moves: int) -> list:
    """The states of a seeded match between random players."""
    game, rng = games.get(game_id), random.Random(seed)
    players, options = GAMES[game_id]
    state = game.new_state(players, game.options_for(players, options), seed)
    states = [state]
    for _ in range(moves):
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        legal = game.legal_moves(state, seat)
        calm = [m for m in legal if m.kind not in HURRIED] or legal
        state = game.apply(state, seat, rng.choice(legal if rng.random() < 0.02 else calm))
        states.append(state)
    return states


def same(a, b) -> bool:
    """Equal in every field, compared or not, with the same types all the way down."""
    if type(a) is not type(b):
        return False
    if is_dataclass(a):
        return all(same(getattr(a, f.name), getattr(b, f.name)) for f in fields(a))
    if type(a) in (tuple, list):
        return len(a) == len(b) and all(map(same, a, b))
    return a == b


def test_every_game_that_copies_cheaply_is_checked_here():
    copying = {module.__name__.split(".")[2] for module in copying_modules()}
    assert copying - {"backgammon_board"} <= set(GAMES), copying


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_states_are_what_dataclasses_replace_made(game_id, monkeypatch):
    cheap = [played(game_id, seed, 200) for seed in (1, 2)]
    for module in copying_modules():
        monkeypatch.setattr(module, "changed", lambda state, **changes: replace(state, **changes))
    for seed, states in zip((1, 2), cheap):
        rebuilt = played(game_id, seed, 200)
        assert len(rebuilt) == len(states) > 30
        for step, (a, b) in enumerate(zip(states, rebuilt)):
            assert same(a, b), (game_id, seed, step)
