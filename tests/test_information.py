"""The information contract over every registered game: determinizations keep what a seat sees and
redraw what it cannot; undo is allowed only for moves that reveal nothing; returns are well formed."""

import dataclasses

import pytest

from tabletop import games
from tabletop.engine.game import EFFECTS
from tabletop.engine.information import can_undo, effects_told_apart, reveals_hidden
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine import table_help

POSITIONS = 12  # sampled positions per playout
MOVES_PER_POSITION = 6


def cases():
    for game_id in games.ids():
        game = games.get(game_id)
        for players in sorted({game.min_players, game.max_players}):
            yield pytest.param(game_id, players, id=f"{game_id}-{players}p")


def sampled_positions(game_id, players, seed=5, limit=4000):
    """Every few moves of a seeded computer playout, with its acting seat, to the end."""
    game = games.get(game_id)
    match = Match.start(game_id, [Player(f"P{i}", "computer") for i in range(players)],
                        game.options_for(players), seed)
    match.play_computers(limit)
    states = match.states
    every = max(1, len(states) // POSITIONS)
    return match, [s for s in states[::every] if not game.is_over(s)]


def without_generator(state):
    return dataclasses.replace(state, rng=None) if hasattr(state, "rng") else state


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_determinize_keeps_each_seat_view_and_redraws_the_rest(game_id, players):
    game = games.get(game_id)
    match, positions = sampled_positions(game_id, players)
    redrawn = False
    for state in positions:
        for seat in [None, *range(players)]:
            samples = [game.determinize(state, seat, Rng.from_seed(k)) for k in range(3)]
            for sample in samples:
                assert game.view(sample, seat) == game.view(state, seat), f"seat {seat} can tell the difference"
                for acting in game.to_move(state):
                    if acting == seat:
                        assert game.legal_moves(sample, seat) == game.legal_moves(state, seat)
            redrawn |= len({repr(without_generator(s)) for s in samples}) > 1
            if hasattr(state, "rng"):
                assert len({s.rng for s in samples}) == 3, "the dice to come are not redrawn"
    # Where some card is hidden from some seat (a hand, a deck's order), determinizing must redraw it.
    assert redrawn == game.facts.hidden_cards, "hidden cards are not redrawn" if not redrawn else \
        "cards the seat can see were redrawn"


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_only_moves_that_reveal_nothing_can_be_undone(game_id, players):
    game = games.get(game_id)
    match, positions = sampled_positions(game_id, players, seed=9)
    rng, checked, refused = Rng.from_seed(3), 0, 0
    for state in positions:
        for seat in game.to_move(state):
            moves = game.legal_moves(state, seat)
            for _ in range(min(MOVES_PER_POSITION, len(moves))):
                move, rng = rng.choice(moves)
                after = game.apply(state, seat, move)
                if can_undo(game, state, seat, move, after):
                    assert not reveals_hidden(game, state, seat, move, samples=6), \
                        f"{move} can be undone but shows {game.seat_name(seat)} something new"
                    checked += 1
                else:
                    refused += 1
    assert checked + refused > 0


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_returns_are_one_number_per_seat_at_the_end(game_id, players):
    game = games.get(game_id)
    for seed in (1, 2):
        match, _ = sampled_positions(game_id, players, seed=seed)
        assert game.is_over(match.state)
        returns = game.returns(match.state)
        assert len(returns) == players and all(isinstance(r, float) and 0.0 <= r <= 1.0 for r in returns)
        winners = game.result(match.state)["winners"]
        for winner in winners:
            assert returns[winner] == max(returns)


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_effects_are_words_of_the_vocabulary_and_tell_nobody_what_they_cannot_see(game_id, players):
    game = games.get(game_id)
    match, positions = sampled_positions(game_id, players, seed=11)
    for before, played, after in zip(match.states, match.history, match.states[1:]):
        words = table_help.effects(game, before, played.seat, played.move, after)
        assert isinstance(words, tuple) and set(words) <= set(EFFECTS) and len(set(words)) == len(words), words
        ended = game.is_over(after)
        assert ended == bool({"win", "end"} & set(words)), f"{played.move}: {words}"
    for state in positions:
        for seat in game.to_move(state):
            assert effects_told_apart(game, state, seat) is None


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_a_decision_said_to_be_public_can_be_made_from_the_public_view(game_id, players):
    """Where a game says a seat's decision needs none of its secrets (the table then shows the public
    view, with no curtain), the seat's moves and their words are the same in every world a spectator
    cannot tell apart."""
    game = games.get(game_id)
    _, positions = sampled_positions(game_id, players)
    public_decisions = 0
    for state in positions:
        for acting in game.to_move(state):
            if game.table.private_decision(state, acting):
                continue
            public_decisions += 1
            moves = [(m, m.label, m.targets) for m in game.legal_moves(state, acting)]
            for k in range(3):
                world = game.determinize(state, None, Rng.from_seed(k))
                assert [(m, m.label, m.targets) for m in game.legal_moves(world, acting)] == moves
    assert public_decisions or game_id != "synchrogammon"
