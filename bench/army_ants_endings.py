"""Army Ants between computer seats: do their games end, and do they go round in circles? Prints; asserts
nothing.

    python bench/army_ants_endings.py [--games 10] [--limit 400] [--pairings strong:strong strong:normal]

For each pairing, over seeded games (seats alternating): the share that end within `--limit` moves, by a
fallen Queen or an agreed draw; repeated positions per game (the same board with the same side to move,
counted each time after its first); muster shuffles per game (a muster move that puts the mover's half back
as it stood earlier in that muster); draw offers made and accepted; and the time and moves played.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop import games  # noqa: E402
from tabletop.bots.levels import LEVELS, decide  # noqa: E402
from tabletop.engine.match import COMPUTER, Match, Player  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games.army_ants.board import HALF  # noqa: E402
from tabletop.games.army_ants.state import END_AGREEMENT, MUSTER  # noqa: E402


def one_game(high: str, low: str, high_seat: int, seed: int, limit: int) -> dict:
    """One game's figures: how it ended, its moves, repetitions, muster shuffles and draw offers."""
    game = games.get("army_ants")
    levels = [high, low] if high_seat == 0 else [low, high]
    match = Match.start("army_ants", [Player(f"C{i}", COMPUTER, levels[i]) for i in range(2)],
                        game.options_for(2), seed)
    rng = Rng.from_seed(seed)
    seen: dict = {}
    halves: dict = {0: set(), 1: set()}
    figures = {"repeats": 0, "shuffles": 0, "offers": 0, "accepted": 0}
    while not match.is_over() and len(match.history) < limit:
        seat = match.to_move()[0]
        value, rng = rng.next64()
        move = decide(game, match.state, seat, LEVELS[levels[seat]], Rng.from_seed(value)).move
        before = match.state
        match.play(seat, move)
        state = match.state
        figures["offers"] += move.kind == "offer_draw"
        figures["accepted"] += move.kind == "accept_draw"
        if before.phase == MUSTER:
            half = tuple(before.board[i] for i in HALF[seat])
            halves[seat].add(half)
            after = tuple(state.board[i] for i in HALF[seat])
            figures["shuffles"] += after in halves[seat]
        key = (state.board, state.seat, state.phase, state.draw_offer)
        figures["repeats"] += seen.get(key, 0) > 0
        seen[key] = seen.get(key, 0) + 1
    state = match.state
    figures["moves"] = len(match.history)
    figures["ended"] = match.is_over()
    figures["won"] = state.winner is not None
    figures["agreed"] = match.is_over() and state.end == END_AGREEMENT
    figures["high_won"] = state.winner == high_seat
    return figures


def pairing(high: str, low: str, count: int, limit: int, first_seed: int) -> None:
    start = time.perf_counter()
    rows = [one_game(high, low, n % 2, first_seed + n, limit) for n in range(count)]
    seconds = time.perf_counter() - start
    ended = [r for r in rows if r["ended"]]
    moves = sum(r["moves"] for r in rows)
    print(f"  {high} vs {low}: {len(ended)} of {count} games ended within {limit} moves "
          f"({len(ended) / count:.0%}: {sum(r['won'] for r in rows)} won, {sum(r['agreed'] for r in rows)} "
          f"agreed draws, {high} won {sum(r['high_won'] for r in rows)})", flush=True)
    print(f"    repeated positions per game: mean {statistics.mean(r['repeats'] for r in rows):.1f}, "
          f"max {max(r['repeats'] for r in rows)}; muster shuffles per game: mean "
          f"{statistics.mean(r['shuffles'] for r in rows):.1f}; draw offers {sum(r['offers'] for r in rows)}, "
          f"accepted {sum(r['accepted'] for r in rows)}", flush=True)
    length = statistics.median(r["moves"] for r in ended) if ended else 0
    print(f"    moves played {moves} (median length of an ended game {length:g}) in {seconds:.0f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--limit", type=int, default=400, help="moves after which a game counts as unended")
    parser.add_argument("--pairings", nargs="*", default=["strong:strong", "strong:normal"])
    parser.add_argument("--first-seed", type=int, default=1000)
    args = parser.parse_args()
    print("army_ants, 2 players:")
    for pair in args.pairings:
        high, low = pair.split(":")
        pairing(high, low, args.games, args.limit, args.first_seed)


if __name__ == "__main__":
    main()
