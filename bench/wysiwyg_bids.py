"""WYSIWYG's Normal auction against what its hands take. Prints; asserts nothing.

    python bench/wysiwyg_bids.py [--matches 200]          # Normal against itself: bids, marks, made rate
    python bench/wysiwyg_bids.py --fit 5000               # fit the marks a declarer takes (bidding.py)

The first mode plays seeded Normal-vs-Normal matches with Normal's rules (which read only the mover's
own view, so they run on the true state) and prints, per hand, the declarer's goal against the marks it
took, the made rate and how doubled contracts fared. The second deals seeded hands, lets each seat
declare the trump Normal names and plays the hand out with Normal's card rules for both players, then fits
the declarer's marks by least squares on what the declarer sees during the auction
(bidding.hand_features); it prints the coefficients and the spread of the marks around the fit.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games.wysiwyg import bidding, strategy  # noqa: E402
from tabletop.games.wysiwyg.moves import perform, trump_move  # noqa: E402
from tabletop.games.wysiwyg.state import DISPLAY, OVER, PLAY, TRUMP, deal, new_match, replace  # noqa: E402


# --- Normal against itself -----------------------------------------------------------------
def play_match(seed: int) -> list[tuple]:
    """The sheet rows of one Normal-vs-Normal match."""
    state = new_match(seed)
    while state.phase != OVER:
        state = perform(state, state.turn, strategy.choose(state, state.turn, "normal")[0])
    return list(state.sheet)


def measure(matches: int, first_seed: int) -> None:
    sheet = [row for seed in range(first_seed, first_seed + matches) for row in play_match(seed)]
    made = [r for r in sheet if r[7]]
    doubled = [r for r in sheet if r[3] > 1]
    over = [r[6] - r[5] for r in sheet]
    print(f"hands {len(sheet)} over {matches} matches: made {len(made) / len(sheet):.0%}; "
          f"mean bid {statistics.mean(r[2] for r in sheet):.1f}, goal {statistics.mean(r[5] for r in sheet):.1f}, "
          f"marks {statistics.mean(r[6] for r in sheet):.1f}; marks - goal median {statistics.median(over):+.0f}, "
          f"mean {statistics.mean(over):+.1f}")
    print(f"  declarer scores {sum(r[9] for r in made) / len(sheet):.1f} a hand on average, "
          f"the defender {sum(r[9] for r in sheet if not r[7]) / len(sheet):.1f}; "
          f"hands a match {len(sheet) / matches:.1f}")
    if doubled:
        print(f"  doubled {len(doubled)} ({len(doubled) / len(sheet):.0%}), redoubled "
              f"{sum(r[3] == 4 for r in sheet)}; doubled contracts made {sum(r[7] for r in doubled) / len(doubled):.0%}; "
              f"the doubler's net {sum(-r[9] if r[7] else r[9] for r in doubled) / len(doubled):+.1f} a doubled hand")
    else:
        print("  no contract was doubled")
    spread = {}
    for r in sheet:
        spread.setdefault(max(-6, min(6, r[6] - r[5])), []).append(r)
    print("  marks - goal: " + ", ".join(f"{k:+d}: {len(v)}" for k, v in sorted(spread.items())))


# --- the data behind the fit -------------------------------------------------------------------
def marks_as_declarer(state, seat: int, suit) -> int:
    """`seat` declares (bid 0, undoubled) with trump `suit`; the hand played out by Normal's card rules."""
    state = replace(state, calls=((seat, "bid", 0),), bid=0, bidder=seat, declarer=seat, phase=TRUMP, turn=seat)
    state = perform(state, seat, trump_move(suit))
    hand = state.hand_no
    while state.phase in (PLAY, DISPLAY) and state.hand_no == hand:
        state = perform(state, state.turn, strategy.rule_move(state, state.turn))
    return state.sheet[-1][6]


def fit(deals: int, first_seed: int) -> None:
    import numpy as np
    declare, defend = [], []
    for k in range(first_seed, first_seed + deals):
        state = deal(Rng.from_seed(k), k % 2)
        for seat in (0, 1):
            marks = marks_as_declarer(state, seat, bidding.best_trump(state.hands[seat]))
            declare.append(bidding.hand_features(state, seat) + (marks,))
            defend.append(bidding.hand_features(state, 1 - seat, declaring=False) + (40 - marks,))
    for what, rows in (("declarer (DECLARER_FIT)", declare), ("its opponent (DEFENDER_FIT)", defend)):
        table = np.array(rows, float)
        report(what, table[:, :-1], table[:, -1])


def report(what: str, x, y) -> None:
    import numpy as np
    half = len(y) // 2
    coef, *_ = np.linalg.lstsq(x[:half], y[:half], rcond=None)
    held = y[half:] - x[half:] @ coef
    coef, *_ = np.linalg.lstsq(x, y, rcond=None)
    resid = y - x @ coef
    print(f"{what}: {len(y)} hands, mean marks {y.mean():.2f}, sd {y.std():.2f}; "
          f"residual sd {resid.std():.2f} (held-out half {held.std():.2f})")
    print("  coefficients: (" + ", ".join(f"{c:.3f}" for c in coef) + ")")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--fit", type=int, default=0, metavar="DEALS")
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    if args.fit:
        fit(args.fit, args.first_seed)
    else:
        measure(args.matches, args.first_seed)


if __name__ == "__main__":
    main()
