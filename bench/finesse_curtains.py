"""Curtains per Finesse hand at one screen: how often the screen is handed over in seeded hands played to
the end through the table session, every seat (person or computer) playing Normal's card sense from its
own view. Prints; asserts nothing.

    python bench/finesse_curtains.py [--hands 100] [--seats PPCC PPPP] [--ahead always|never]

The table lets a leader of a table card choose their own follow before the right-hand neighbour plays,
and the taker of a trick their lead while an opponent puts out a new table card. `--ahead` says what
the people do then: `always` choose then (the move they would make at their turn anyway, so both ways
play the same hands), `never` choose at their turn (as before the table offered it); both are printed
when it is not given. Beside the curtains it prints how many of them called back the person who made
the move before the last, and the moves played (the work, the same both ways) with the CPU time.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop.engine.match import COMPUTER, Match, Player  # noqa: E402
from tabletop.games.finesse import strategy  # noqa: E402
from tabletop.session import LIFT_GUARD, Session  # noqa: E402

NAMES = ("Ann", "Bob", "Cy", "Di")
HAND_OVER = "hand_over"  # the button that leaves the follow for its turn (tabletop.session.ahead)


class Clock:
    """A clock moved by hand: each curtain is lifted a moment after it came down."""

    now = 100.0

    def __call__(self) -> float:
        return self.now


def person_choice(match: Match, seat: int, moves: list, ahead: bool, choose_ahead: bool):
    """A person's move: Normal's choice among what is offered. Offered a move ahead: the button, or the
    card Normal will pick once the seat before has decided (the bench looks ahead for them, so both ways
    play the same hands and only the curtains differ)."""
    if not ahead:
        return strategy.choose(match.state, seat, moves)[0]
    later = next(m for m in moves if m.kind == HAND_OVER)
    if not choose_ahead:
        return later
    game, state = match.game, match.state
    after = game.apply(state, state.turn, strategy.choose(state, state.turn, game.legal_moves(state, state.turn))[0])
    return strategy.choose(after, seat, game.legal_moves(after, seat))[0]


def one_hand(seed: int, seats: str, choose_ahead: bool) -> tuple[int, int, int]:
    """(curtains, curtains calling back the person who made the move before the last, moves played) over
    one seeded hand."""
    players = [Player(NAMES[i], COMPUTER, "easy") if kind == "C" else Player(NAMES[i]) for i, kind in enumerate(seats)]
    clock = Clock()
    session = Session(Match.start("finesse", players, {"match": "one_hand"}, seed), clock=clock)
    match, curtains, returns = session.match, 0, 0
    while not match.is_over():
        offer = session.offer()
        if offer.curtain is not None:
            returns += len(match.history) > 1 and match.history[-2].seat == offer.curtain.seat
            curtains += 1
            clock.now += LIFT_GUARD + 0.1
            session.lift_curtain()
        elif offer.thinking is not None:
            job = session.work()
            move = strategy.choose(job.state, job.seat, match.game.legal_moves(job.state, job.seat))[0]
            session.answer(job.key, SimpleNamespace(move=move))
        else:
            ahead = getattr(offer, "ahead", False)  # a table that offers no choice ahead has no such field
            session.play(person_choice(match, offer.acting, list(offer.moves), ahead, choose_ahead))
    return curtains, returns, len(match.history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--seats", nargs="+", default=["PPCC", "PPPP"], help="P a person, C a computer seat")
    parser.add_argument("--ahead", choices=["always", "never"], default=None)
    args = parser.parse_args()
    for seats in args.seats:
        for policy in ([args.ahead] if args.ahead else ["never", "always"]):
            started = time.process_time()
            totals = [one_hand(seed, seats, policy == "always") for seed in range(args.hands)]
            seconds = time.process_time() - started
            curtains, returns, moves = (sum(column) for column in zip(*totals))
            print(f"{seats} ahead {policy:6}: {curtains / args.hands:5.2f} curtains a hand "
                  f"({curtains} in {args.hands} hands, {returns} calling a person straight back); "
                  f"{moves} moves, {seconds:.1f} CPU-s")


if __name__ == "__main__":
    main()
