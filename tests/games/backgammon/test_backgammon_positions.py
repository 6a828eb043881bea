"""Move-generation counts in fixed positions, checked against hand counts and a brute-force reference."""

from pathlib import Path

import pytest
import yaml

from tabletop.engine.rng import Rng
from tabletop.games.backgammon_board import Board, legal_plays, playable_steps
from tabletop.games.backgammon_board.board import apply_step
from backgammon_reference import reference_count, reference_first_steps

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
