"""The Things finds a move from a file or a click among the few legal moves it could equal (`find_legal`):
over random play under every option, for every legal move and for near misses of each (another card,
player, rank or slot, another kind, a value of another type) and for moves of every kind, it answers
exactly what the generic search of the whole list answers."""

import random
from types import SimpleNamespace

import pytest

from tabletop.engine.game import Game, Move
from tabletop.games.the_things.moves import SHAPES
from tabletop.games.the_things.state import OVER, PHASES
from things_helpers import GAME

OPTION_SETS = [{}, {"o1_catan_talk": True}, {"declaration_round": True, "h4_face_up_search": True},
               {"h1_search_instead": True, "h5_faces_are_numbers": True}, {"h2_two_decks": True, "h3_more_things": True}]
NUMBER_FIELDS = ("card", "target", "seat", "rank", "want", "take", "slot")
ROUGH = ("rescue", "escape", "attack")  # a declaration ends the game, an attack may end a life: played rarely


def generic(listed):
    """The base class's find_legal, over a legal-move list worked out once for the position."""
    lister = SimpleNamespace(legal_moves=lambda state, seat: listed)
    return lambda state, seat, move: Game.find_legal(lister, state, seat, move)


def near_misses(move: Move, state, rng: random.Random) -> list[Move]:
    """Moves like `move` in one respect: another kind with the same fields, each number field one off, another
    player's or hand's value, or of another type; a list of ranks longer, shorter or reordered."""
    params = dict(move.params)
    out = [Move.of(kind, **params) for kind in SHAPES if kind != move.kind]
    for name, value in params.items():
        if name in NUMBER_FIELDS:
            others = {value - 1, value + 1, rng.randrange(state.players), rng.choice(state.draw or (0,))}
            out += [Move.of(move.kind, **{**params, name: other}) for other in others]
            out += [Move.of(move.kind, **{**params, name: float(value)}), Move.of(move.kind, **{**params, name: str(value)})]
            if value in (0, 1):
                out.append(Move.of(move.kind, **{**params, name: bool(value)}))
        elif name == "gives":
            out += [Move.of(move.kind, **{**params, name: gives})
                    for gives in (value[1:], value + (value[-1] % 13 + 1,), tuple(reversed(value)), list(value))]
    out.append(Move.of(move.kind, **params, extra=1))
    if params:
        out.append(Move.of(move.kind))
    return out


def some_others(state, rng: random.Random) -> list[Move]:
    """A move of every kind with random values in its fields."""
    out = []
    for kind, fields in SHAPES.items():
        values = {name: (tuple(rng.randint(1, 13) for _ in range(rng.randint(1, 3))) if name == "gives" else
                         rng.randrange(-1, 105)) for name in fields.__struct_fields__}
        out.append(Move.of(kind, **values))
    return out


def assert_same_answers(state, rng: random.Random) -> int:
    """Every legal move, its near misses and a few others: the same answer from both searches, and none for
    a seat that is not asked. The number of legal moves found."""
    seat = GAME.to_move(state)[0]
    listed = GAME.legal_moves(state, seat)
    whole = generic(listed)
    probes = list(listed) + some_others(state, rng)
    for move in listed:
        misses = near_misses(move, state, rng)
        probes += rng.sample(misses, min(len(misses), 6)) if len(listed) > 30 else misses
    found = 0
    for probe in probes:
        mine, theirs = GAME.find_legal(state, seat, probe), whole(state, seat, probe)
        assert (mine is None) == (theirs is None), (state.phase, probe, mine, theirs)
        if theirs is not None:
            found += 1
            assert mine.same_as(theirs) and mine.targets == theirs.targets and mine.label == theirs.label
        assert GAME.find_legal(state, (seat + 1) % state.players, probe) is None  # not that seat's prompt
    assert found >= len(listed)
    return found


def random_states(players: int, options: dict, seed: int, every: int, limit: int = 600):
    """Every `every`-th state of a random match (each prompt it meets at least once), and its generator; one
    move in thirty declares or attacks where it may, so matches last and reach every prompt."""
    rng = random.Random(seed)
    state, met = GAME.new_state(players, GAME.options_for(players, options), seed), set()
    for step in range(limit):
        if GAME.is_over(state):
            return
        if step % every == 0 or state.phase not in met:
            met.add(state.phase)
            yield state, rng
        seat = GAME.to_move(state)[0]
        moves = GAME.legal_moves(state, seat)
        calm = [m for m in moves if m.kind not in ROUGH] or moves
        state = GAME.apply(state, seat, rng.choice(moves if rng.random() < 0.03 else calm))


def phases_checked(players: int, options: dict, seed: int, every: int) -> set:
    """Check the states of a random match; the prompts they were at."""
    phases = set()
    for state, rng in random_states(players, options, seed, every):
        assert_same_answers(state, rng)
        phases.add(state.phase)
    return phases


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    phases = phases_checked(4, {}, 1, every=15) | phases_checked(10, {"o1_catan_talk": True}, 2, every=15)
    assert {"action", "search_keep", "offer", "offer_want", "offer_gives", "volunteer", "refill"} <= phases


@pytest.mark.slow
def test_find_legal_answers_as_the_whole_list_does_under_every_option():
    phases = set()
    for number, options in enumerate(OPTION_SETS):
        for players in (3, 6):
            phases |= phases_checked(players, options, 10 + number, every=8)
    assert phases == set(PHASES), set(PHASES) - phases


def test_find_legal_refuses_every_move_once_the_game_is_over():
    state = next(s for s, _ in random_states(3, {}, 5, every=1, limit=10_000) if s.phase != OVER)
    seat = GAME.to_move(state)[0]
    ended = GAME.apply(state, seat, Move.of("rescue" if state.role(seat) == "human" else "escape"))
    assert ended.phase == OVER
    for move in GAME.legal_moves(state, seat) + some_others(state, random.Random(0)):
        assert all(GAME.find_legal(ended, s, move) is None for s in range(3))
