"""The Things: how often a seat ends on the winning team, by what the table looks like at the start of a
turn (living players, living Things, the seat's role, alive or dead), over whole games of Normal seats.
Strong's judgement of a play-out's end (lookahead.standing) follows these figures roughly: a living seat
wins most games whatever its role, nearly all once everybody alive shares it. Prints; asserts nothing.

    python bench/things_standing.py [--games 100] [--players 3 4 5]
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop import games  # noqa: E402
from tabletop.bots.levels import LEVELS, decide  # noqa: E402
from tabletop.engine.match import COMPUTER, Match, Player  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402


def one_game(players: int, seed: int, tally: collections.Counter, level: str) -> None:
    """Play a game of `level` seats; count every seat's situation at each turn's start against its result."""
    game = games.get("the_things")
    match = Match.start("the_things", [Player(f"C{i}", COMPUTER, level) for i in range(players)],
                        game.options_for(players), seed)
    rng, seen = Rng.from_seed(seed), []
    while not match.is_over() and len(match.history) < 3000:
        state = match.state
        if state.phase == "action":
            living = state.living()
            things = sum(state.role(s) == "thing" for s in living)
            seen += [(len(living), things, state.role(s), state.alive[s], s) for s in range(players)]
        mover = match.to_move()[0]
        value, rng = rng.next64()
        match.play(mover, decide(game, state, mover, LEVELS[level], Rng.from_seed(value)).move)
    if not match.is_over():
        return
    final = match.state
    for living, things, role, alive, seat in seen:
        tally[(living, things, role, alive)] += 0  # the key alone, for the listing
        tally[(living, things, role, alive, "n")] += 1
        tally[(living, things, role, alive, "won")] += final.role(seat) == final.winner


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", nargs="*", type=int, default=[3, 4, 5])
    parser.add_argument("--level", default="normal")
    args = parser.parse_args()
    for players in args.players:
        tally: collections.Counter = collections.Counter()
        for n in range(args.games):
            one_game(players, 5000 + n, tally, args.level)
        print(f"{players} players: living, living Things, role, alive -> the seat's team wins")
        for key in sorted(k for k in tally if len(k) == 4):
            n, won = tally[key + ("n",)], tally[key + ("won",)]
            print(f"  {key}: {won / n:.2f} of {n}")


if __name__ == "__main__":
    main()
