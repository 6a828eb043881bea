"""Move-generation counts in fixed positions, checked against hand counts and a brute-force reference."""

from pathlib import Path

import pytest
import yaml

from tabletop.engine.rng import Rng
from tabletop.games.backgammon_board import Board, legal_plays, playable_steps
from tabletop.games.backgammon_board.board import apply_step, own_arrays
from tabletop.games.backgammon_board.chains import checker_chains
from backgammon_reference import allowed_sequences, reference_count, reference_first_steps

COLOURS = {"white": 0, "black": 1}
DATA = yaml.safe_load((Path(__file__).parent / "positions.yaml").read_text())["positions"]
CASES = [(pos["name"], pos["board"], entry) for pos in DATA for entry in pos["counts"]]


def engine_count(board, colour, dice) -> int:
    """Distinct plays from the engine, 0 when the only play is not moving."""
    plays = legal_plays(board, colour, dice)
    return 0 if plays == [()] else len(plays)


@pytest.mark.parametrize("name,spec,entry", CASES, ids=[f"{c[0]}-{c[2]['colour']}-{c[2]['dice']}" for c in CASES])
def test_count_matches_the_file_and_the_reference(name, spec, entry):
    board = Board.from_spec(spec)
    colour, dice = COLOURS[entry["colour"]], tuple(entry["dice"])
    assert engine_count(board, colour, dice) == entry["plays"], name
    assert reference_count(board, colour, dice) == entry["plays"], name


def test_the_file_has_the_cases_the_issue_asks_for():
    names = {pos["name"] for pos in DATA}
    assert {"bar entry, four entry points held", "closed board", "bearing off, 5 and 1",
            "larger die rule", "opening"} <= names
    assert sum(1 for _n, _s, e in CASES if e["by"] == "hand") >= 15


def test_plays_are_distinct_positions_and_respect_fifteen_checkers():
    board = Board.from_spec(DATA[0]["board"])
    finals = set()
    for play in legal_plays(board, 0, (2, 2)):
        after = board
        for step in play:
            after, _ = apply_step(after, step)
        assert after.total(0) == after.total(1) == 15
        finals.add(after)
    assert len(finals) == 75


def random_board(rng: Rng) -> Board:
    """A random legal-looking board with some checkers on the bar and off, for cross-checks."""
    counts = [0] * 24
    bar, off = [0, 0], [0, 0]
    for colour, sign in ((0, 1), (1, -1)):
        homebound, rng = rng.below(3)       # 0: anywhere, 1: mostly home, 2: all home (bearing off)
        for _ in range(15):
            where, rng = rng.below(40)
            if where < 2 and homebound < 2:
                bar[colour] += 1
                continue
            if where < 5:
                off[colour] += 1
                continue
            home_only = homebound == 2 or (homebound == 1 and where > 8)
            point, rng = rng.below(6 if home_only else 24)
            index = point if colour == 0 else 23 - point
            if counts[index] * sign < 0:
                off[colour] += 1
            else:
                counts[index] += sign
    return Board(tuple(counts), tuple(bar), tuple(off))


@pytest.mark.parametrize("seed", range(40))
def test_random_positions_agree_with_the_reference(seed):
    rng = Rng.from_seed(seed)
    board = random_board(rng)
    for colour in (0, 1):
        for d1 in range(1, 7):
            for d2 in range(d1, 7):
                if (d1 + d2 + seed) % 3 and d1 != d2:
                    continue            # a third of the non-doubles keeps the test quick
                dice = (d1, d2)
                assert engine_count(board, colour, dice) == reference_count(board, colour, dice), (board, dice)
                first = {(s, d) for _c, s, d in playable_steps(board, colour, dice if d1 != d2 else (d1,) * 4)}
                assert first == reference_first_steps(board, colour, dice), (board, dice)


def engine_checker_moves(board, colour, dice_left) -> set:
    """(start, dice used in sorted order, board after) of every checker move the engine lists."""
    mine, theirs = own_arrays(board, colour)
    found = []
    for start, used, chain in checker_chains(mine, theirs, dice_left):
        after = board
        for src, dst, hit in chain:
            after, hit_now = apply_step(after, (colour, src, dst))
            assert hit_now == hit, (board, chain)
        found.append((start, tuple(sorted(used)), after))
    assert len(found) == len(set(found)), "one checker move listed twice"
    return set(found)


def reference_checker_moves(board, colour, dice_left) -> set:
    """The same from the reference: one checker's steps in a row at the start of an allowed sequence."""
    found = set()
    for steps, used, _end in allowed_sequences(board, colour, dice_left):
        after = board
        for k, (src, dst) in enumerate(steps):
            if k and src != steps[k - 1][1]:
                break
            after, _ = apply_step(after, (colour, src, dst))
            found.add((steps[0][0], tuple(sorted(used[:k + 1])), after))
    return found


def sparse_board(rng: Rng, colour: int) -> Board:
    """A board where `colour` has a few checkers left (some on the bar) against the other's blocks: moves
    that would waste a die are common."""
    counts, bar = [0] * 24, [0, 0]
    sign = 1 if colour == 0 else -1
    mine, rng = rng.below(4)
    for _ in range(mine + 1):
        where, rng = rng.below(26)
        if where == 25:
            bar[colour] += 1
            continue
        point, rng = rng.below(24)
        counts[point] += sign
    for _ in range(5):  # the other colour's points of three: blocks, never on the mover's checkers
        point, rng = rng.below(24)
        if counts[point] * sign <= 0:
            counts[point] -= 3 * sign
    others = 15 - sum(-v * sign for v in counts if v * sign < 0)
    off = [14 - mine, others] if colour == 0 else [others, 14 - mine]
    return Board(tuple(counts), tuple(bar), tuple(off))


@pytest.mark.parametrize("seed", range(40))
def test_checker_moves_are_one_checkers_steps_that_begin_an_allowed_play(seed):
    rng = Rng.from_seed(1000 + seed)
    colour = seed % 2
    boards = (random_board(rng), sparse_board(Rng.from_seed(seed), colour), sparse_board(Rng.from_seed(-seed), colour))
    for board in boards:
        for dice_left in ((6, 5), (5, 2), (4, 1), (3, 3, 3, 3), (2, 2, 2), (6, 6), (1, 1, 1, 1), (seed % 6 + 1,)):
            engine = engine_checker_moves(board, colour, dice_left)
            assert engine == reference_checker_moves(board, colour, dice_left), (board, colour, dice_left)
