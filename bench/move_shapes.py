"""What reading a move costs: each game's moves from random playouts, as a save writes them, read back
(`Move.from_dict`) and checked (`check_shape`), as every move from a file or a click is, beside what
applying it costs in all (`apply`: shape, legality and the new state). Prints; asserts nothing.

    python bench/move_shapes.py [--games army_ants ...] [--playouts 20]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop import games  # noqa: E402
from tabletop.engine.game import Move  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402


def played_moves(game_id: str, playouts: int) -> list[dict]:
    """Every move of random playouts (fewest players), as a save file writes it."""
    game, written = games.get(game_id), []
    for seed in range(playouts):
        state, rng = game.new_state(game.min_players, game.options_for(game.min_players), seed), Rng.from_seed(seed)
        while not game.is_over(state):
            seat = game.to_move(state)[0]
            move, rng = rng.choice(game.legal_moves(state, seat))
            written.append((state, seat, move.to_dict()))
            state = game.apply_legal(state, seat, move)
    return written


def per_move(work, items: list, rounds: int = 9, least: int = 5000) -> float:
    """The best of `rounds` timings of `work` over every item (at least `least` calls a round, so that
    a round is long enough to time and short enough to run unpreempted), per call, in microseconds."""
    repeat, best = -(-least // len(items)), float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(repeat):
            for item in items:
                work(item)
        best = min(best, time.perf_counter() - start)
    return best / (repeat * len(items)) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", nargs="*", default=games.ids())
    parser.add_argument("--playouts", type=int, default=20)
    args = parser.parse_args()
    print(f"{'game':16} {'moves':>7} {'from_dict µs':>13} {'check_shape µs':>15} {'apply µs':>10}")
    for game_id in args.games:
        game, played = games.get(game_id), played_moves(game_id, args.playouts)
        written = [data for _, _, data in played]
        turns = [(state, seat, Move.from_dict(data)) for state, seat, data in played]
        print(f"{game_id:16} {len(written):7} {per_move(Move.from_dict, written):13.2f} "
              f"{per_move(lambda turn: game.check_shape(turn[2]), turns):15.2f} "
              f"{per_move(lambda turn: game.apply(*turn), turns, rounds=3, least=1):10.1f}")


if __name__ == "__main__":
    main()
