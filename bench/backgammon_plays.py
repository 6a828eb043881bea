"""How long finding every legal backgammon play takes. Prints; asserts nothing.

    python bench/backgammon_plays.py [--rolls N]

Positions: the opening, and positions reached by seeded random play (mid-game
contact, checkers on the bar, bearing off). For each position every one of
the 21 distinct rolls is timed, so doubles (four steps) are weighed as often
as a real game meets them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games.backgammon_board.board import Board, apply_step  # noqa: E402
from tabletop.games.backgammon_board.plays import legal_plays  # noqa: E402
from tabletop.games.backgammon_board.scoring import has_won  # noqa: E402

ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]


def positions(count: int, seed: int = 1) -> list[tuple[Board, int]]:
    """The opening plus `count` positions met along seeded random games."""
    found, rng = [(Board.initial(), 0)], Rng.from_seed(seed)
    board, colour = Board.initial(), 0
    while len(found) <= count:
        (a, rng), (b, rng) = rng.roll(6), rng.roll(6)
        dice = (a, a, a, a) if a == b else (a, b)
        play, rng = rng.choice(legal_plays(board, colour, dice))
        for step in play:
            board, _ = apply_step(board, step)
        if has_won(board, colour):
            board, colour = Board.initial(), 0
            continue
        colour = 1 - colour
        found.append((board, colour))
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=60)
    args = parser.parse_args()
    times, doubles, counts = [], [], []
    for board, colour in positions(args.positions):
        for a, b in ROLLS:
            dice = (a, a, a, a) if a == b else (a, b)
            start = time.perf_counter()
            plays = legal_plays(board, colour, dice)
            spent = time.perf_counter() - start
            times.append(spent)
            counts.append(len(plays))
            if a == b:
                doubles.append(spent)
    ordered = sorted(times)
    print(f"legal plays over {len(times)} rolls in {args.positions + 1} positions:")
    print(f"  median {statistics.median(times) * 1000:.3f} ms, p99 {ordered[int(len(ordered) * 0.99)] * 1000:.3f} ms,"
          f" max {ordered[-1] * 1000:.3f} ms")
    print(f"  doubles only: median {statistics.median(doubles) * 1000:.3f} ms, max {max(doubles) * 1000:.3f} ms")
    print(f"  distinct plays per roll: median {statistics.median(counts):.0f}, max {max(counts)}")


if __name__ == "__main__":
    main()
