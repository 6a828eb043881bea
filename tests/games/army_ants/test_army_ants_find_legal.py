"""Army Ants finds a move from a file or a click among the few legal moves it could equal (`find_legal`):
over random legal play, for every legal move and for near misses of each (other squares, directions,
distances, kinds, types), it answers exactly what the generic search of the whole list answers."""

import random
from types import SimpleNamespace

import pytest
from hypothesis import given, settings

from tabletop.engine.game import Game, Move
from tabletop.games.army_ants import GAME
from tabletop.games.army_ants.board import NAMES, NEIGHBOURS
from test_army_ants_playouts import OPTION_SETS, positions

KINDS = ("march", "move", "swap", "attack", "refuge", "place")
BUTTONS = ("pass", "offer_draw", "accept_draw", "decline_draw", "confirm_row", "done_placing")
DIRECTIONS = ("N", "E", "S", "W")


def generic(listed):
    """The base class's find_legal, over a legal-move list worked out once for the position."""
    lister = SimpleNamespace(legal_moves=lambda state, seat: listed)
    return lambda state, seat, move: Game.find_legal(lister, state, seat, move)


def near_squares(name):
    """A square's name and its neighbours' names."""
    index = NAMES.index(name)
    return [NAMES[n] for n in NEIGHBOURS[index]]


def near_misses(move: Move, rng: random.Random):
    """Moves like `move` in one respect or two: its squares, its direction or distance, its kind, a type."""
    params = dict(move.params)
    out = [Move.of(kind, **params) for kind in KINDS if kind != move.kind]  # another kind, the same fields
    for name, value in params.items():
        if isinstance(value, str) and value in NAMES:
            out += [Move.of(move.kind, **{**params, name: other}) for other in near_squares(value)]
        elif name == "dir":
            out += [Move.of(move.kind, **{**params, "dir": d}) for d in DIRECTIONS if d != value]
        elif name == "dist":
            out += [Move.of(move.kind, **{**params, "dist": d}) for d in (value - 1, value + 1, float(value))]
        elif name == "cells":
            out += [Move.of(move.kind, **{**params, "cells": cells}) for cells in cell_misses(value)]
        elif name == "card":
            out += [Move.of(move.kind, **{**params, "card": card}) for card in (value + 1, value - 1, True)]
    if "frm" in params and "to" in params:
        out.append(Move.of("march", cells=[params["frm"]], dir=rng.choice(DIRECTIONS), dist=1))
    if "a" in params:
        out.append(Move.of(move.kind, a=params["b"], b=params["a"]))  # written the wrong way round
    return out


def cell_misses(cells):
    """A march's cells with one more, one less, each moved a square, and out of order."""
    out = [cells[1:], cells[:-1], tuple(reversed(cells))]
    for end in (cells[0], cells[-1]):
        out += [tuple(sorted(set(cells) | {n}, key=NAMES.index)) for n in near_squares(end)]
    for shift in range(4):
        moved = []
        for name in cells:
            around = NEIGHBOURS[NAMES.index(name)]
            moved.append(NAMES[around[shift % len(around)]])
        out.append(tuple(moved))
    return [c for c in out if c]


def some_others(rng: random.Random):
    """Moves of every kind on random squares, and every button."""
    square = lambda: rng.choice(NAMES)  # noqa: E731
    return [Move.of(kind) for kind in BUTTONS] + [
        Move.of("march", cells=[square()], dir=rng.choice(DIRECTIONS), dist=rng.randint(1, 7)),
        Move.of("move", frm=square(), to=square()), Move.of("attack", frm=square(), to=square()),
        Move.of("swap", a="a1", b=square()), Move.of("refuge", frm=square(), to=square()),
        Move.of("place", card=rng.randrange(52), to=square())]


def assert_same_answers(state, rng):
    """Every legal move, its near misses and a few others: the same answer from both searches."""
    seat = GAME.to_move(state)[0]
    listed = GAME.legal_moves(state, seat)
    whole = generic(listed)
    probes = list(listed) + some_others(rng)
    for move in listed:
        probes += rng.sample(near_misses(move, rng), 3) if len(listed) > 60 else near_misses(move, rng)
    found = 0
    for probe in probes:
        mine, theirs = GAME.find_legal(state, seat, probe), whole(state, seat, probe)
        assert (mine is None) == (theirs is None), (probe, mine, theirs)
        if theirs is not None:
            found += 1
            assert mine.same_as(theirs) and mine.targets == theirs.targets and mine.label == theirs.label
        assert GAME.find_legal(state, 1 - seat, probe) is None  # not that seat's turn
    assert found >= len(listed)


def random_play(seed, options, every, limit=400):
    """Every `every`-th state of a random match, and each with a draw offer waiting (one move in twenty
    offers a draw where it may)."""
    rng = random.Random(seed)
    state = GAME.new_state(2, options, seed)
    for step in range(limit):
        if GAME.is_over(state):
            return
        if step % every == 0 or state.draw_offer is not None:
            yield state, rng
        seat = GAME.to_move(state)[0]
        moves = GAME.legal_moves(state, seat)
        offers = [m for m in moves if m.kind == "offer_draw"]
        calm = [m for m in moves if m.kind != "offer_draw"] or moves
        state = GAME.apply(state, seat, rng.choice(offers if offers and rng.random() < 0.05 else calm))


def phases_checked(seed, options, every):
    """Check the states of a random match; the phases they were in (an offer's answer counted apart)."""
    phases = set()
    for state, rng in random_play(seed, options, every):
        assert_same_answers(state, rng)
        phases.add("offer" if state.draw_offer is not None else state.phase)
    return phases


def test_find_legal_answers_as_the_whole_list_does_in_a_random_match():
    assert {"muster", "battle", "offer"} <= phases_checked(1, {}, every=6)


@pytest.mark.slow
def test_find_legal_answers_as_the_whole_list_does_under_every_option():
    phases = set()
    for options in OPTION_SETS:
        phases |= phases_checked(10, options, every=5)
    assert phases == {"placement", "muster", "battle", "offer"}


@settings(max_examples=15, deadline=None)
@given(positions())
def test_find_legal_answers_as_the_whole_list_does_in_random_battle_positions(state):
    assert_same_answers(state, random.Random(0))

