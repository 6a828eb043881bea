"""Checks for a game's own find_legal, which builds only the moves a move could be: it must answer exactly what
the generic search of the whole legal list answers, for every legal move, for near misses of each (another
value in one field, another kind with the same fields, a value of another type) and for moves of every kind
with random values, and find nothing for a seat that is not asked."""

import random
from types import SimpleNamespace

from tabletop.engine.game import Game, Move


def generic(listed):
    """The base class's find_legal, over a legal-move list worked out once for the position."""
    lister = SimpleNamespace(legal_moves=lambda state, seat: listed)
    return lambda state, seat, move: Game.find_legal(lister, state, seat, move)


def near_misses(move: Move, shapes, others, rng: random.Random) -> list[Move]:
    """Moves like `move` in one respect: another kind with the same fields, each whole-number field one off,
    `others()` (a value of the position) or of another type; a tuple longer, shorter or reversed; a field
    too many, or none."""
    params = dict(move.params)
    out = [Move.of(kind, **params) for kind in shapes if kind != move.kind]
    for name, value in params.items():
        if type(value) is int:
            changed = {value - 1, value + 1, others()}
            out += [Move.of(move.kind, **{**params, name: other}) for other in changed]
            out += [Move.of(move.kind, **{**params, name: wrong}) for wrong in (float(value), str(value))]
            if value in (0, 1):
                out.append(Move.of(move.kind, **{**params, name: bool(value)}))
        elif type(value) is tuple and value:
            out += [Move.of(move.kind, **{**params, name: other})
                    for other in (value[1:], value + (value[-1],), tuple(reversed(value)), (*value[:-1], float(value[-1])))]
    out.append(Move.of(move.kind, **params, extra=1))
    if params:
        out.append(Move.of(move.kind))
    return out


def random_moves(shapes, number, rng: random.Random) -> list[Move]:
    """A move of every kind with random whole numbers (or tuples of them) from `number()` in its fields."""
    out = []
    for kind, fields in shapes.items():
        values = {}
        for name, field in zip(fields.__struct_fields__, fields.__annotations__.values()):
            values[name] = tuple(number() for _ in range(rng.randint(1, 3))) if "tuple" in str(field) else number()
        out.append(Move.of(kind, **values))
    return out


def assert_same_answers(game, state, seat: int, shapes, number, rng: random.Random, sample: int = 30) -> int:
    """Every legal move of `seat`, its near misses and moves of every kind: the same answer from the game's
    find_legal and the generic search (with the same words and targets), and none for a seat not asked. The
    number of legal moves found. Where more than `sample` moves are legal, six near misses of each are tried."""
    listed = game.legal_moves(state, seat)
    whole = generic(listed)
    probes = list(listed) + random_moves(shapes, number, rng)
    for move in listed:
        misses = near_misses(move, shapes, number, rng)
        probes += rng.sample(misses, min(len(misses), 6)) if len(listed) > sample else misses
    idle = [s for s in range(game.player_count(state)) if s not in game.to_move(state)]
    found = 0
    for probe in probes:
        mine, theirs = game.find_legal(state, seat, probe), whole(state, seat, probe)
        assert (mine is None) == (theirs is None), (probe, mine, theirs)
        if theirs is not None:
            found += 1
            assert mine.same_as(theirs) and mine.targets == theirs.targets and mine.label == theirs.label
        assert all(game.find_legal(state, other, probe) is None for other in idle[:2])  # not that seat's decision
    assert found >= len(listed)
    return found


def phases_checked(game, players: int, options: dict, seed: int, every: int, shapes, number, limit: int = 600,
                   rough: tuple = ()) -> set:
    """Every `every`-th state of a seeded random match, and the first of each phase, checked for every seat
    asked (`number(rng, state)` gives other values for fields); moves of a `rough` kind (that end a match
    early) are played one time in thirty where others are legal. The phases met."""
    rng = random.Random(seed)
    state, met = game.new_state(players, game.options_for(players, options), seed), set()
    for step in range(limit):
        if game.is_over(state):
            break
        if step % every == 0 or state.phase not in met:
            met.add(state.phase)
            for seat in game.to_move(state):
                assert_same_answers(game, state, seat, shapes, lambda: number(rng, state), rng)
        seat = game.to_move(state)[0]
        moves = game.legal_moves(state, seat)
        calm = [m for m in moves if m.kind not in rough] or moves
        state = game.apply(state, seat, rng.choice(moves if rng.random() < 1 / 30 else calm))
    return met
