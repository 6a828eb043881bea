"""How often can anybody beat Easy at Three Kings? A clairvoyant seat against Easy. Prints; asserts nothing.

    python bench/three_kings_ceiling.py [--games 200] [--depth 6] [--winners high low kings]

The clairvoyant seat deliberately sees everything (both hands and the stock's order), which no seat of
the app ever does, and searches an expectimax tree over Easy's equally likely legal moves, `--depth`
plies deep (to the end when it comes sooner), on a copy of the rules that knows only card values. No
seat that plays fair can do better than the perfect version of this seat, so its score is a ceiling
for Normal against Easy; it also counts the games over before anyone had a real choice. Two players,
seats alternating, the same seeds as bench/bots.py.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games.three_kings import GAME, information  # noqa: E402
from tabletop.games.three_kings.deck import value  # noqa: E402
from tabletop.games.three_kings.moves import DISCARD, KING_PLAY, SET, legal_moves  # noqa: E402
from tabletop.games.three_kings.rules import perform  # noqa: E402
from tabletop.games.three_kings.state import BONUS, HIGH, KINGS_TO_END, KINGS_WIN, LOW, PLAY  # noqa: E402

EARLY = 4  # plies: a game over this soon was decided by the deal and the first draws


def value_moves(hand: tuple, field: tuple, must_set: bool) -> list[tuple[int, tuple]]:
    """The legal moves by values, each with how many of the engine's moves it stands for (Easy draws
    among those): ("s", hand, a, b), ("d", card), ("k",), ("p",). Kings are 0."""
    held, lying = Counter(hand), Counter(field)
    plain = sorted(v for v in lying if v)
    out = []
    for v in sorted(x for x in held if x):
        for i, a in enumerate(plain):
            for b in plain[i:]:
                pairs = lying[a] * (lying[a] - 1) // 2 if a == b else lying[a] * lying[b]
                x, y, z = sorted((v, a, b))
                if pairs and x + y == z:
                    out.append((held[v] * pairs, ("s", v, a, b)))
    if not out or not must_set:
        out += [(held[v], ("d", v)) for v in sorted(x for x in held if x)]
    if held[0] and lying[0]:
        out.append((held[0] * lying[0], ("k",)))
    return out or [(1, ("p",))]


def _less(cards: tuple, *gone) -> tuple:
    rest = list(cards)
    for v in gone:
        rest.remove(v)
    return tuple(rest)


class Values:
    """The two-player rules on card values, for a search that knows the whole stock.
    A position: (turn, (hand, hand), field, stock index, (points, points), how it ended or None)."""

    def __init__(self, stock: tuple, winner: str, must_set: bool):
        self.stock, self.winner, self.must_set = stock, winner, must_set

    def moves(self, pos) -> list[tuple[int, tuple]]:
        return value_moves(pos[1][pos[0]], pos[2], self.must_set)

    def apply(self, pos, move):
        turn, hands, field, at, points, _ = pos
        hand, points = hands[turn], list(points)
        if move[0] == "s":
            hand, field = _less(hand, move[1]), _less(field, move[2], move[3])
            points[turn] += move[1] + move[2] + move[3]
            if at < len(self.stock):
                hand, at = hand + (self.stock[at],), at + 1
            if hand.count(0) < KINGS_TO_END:
                hand, field, at = self.refill(hand, field, at)
        elif move[0] == "d":
            hand, field = _less(hand, move[1]), tuple(sorted(field + (move[1],)))
        elif move[0] == "k":
            hand, field = hand + (0,), _less(field, 0)
            if hand.count(0) < KINGS_TO_END:
                hand, field, at = self.refill(hand, field, at)
        hands = tuple(tuple(sorted(hand)) if s == turn else h for s, h in enumerate(hands))
        if hand.count(0) >= KINGS_TO_END:
            return (turn, hands, field, at, tuple(points), "kings")
        return self.next_turn(1 - turn, hands, field, at, tuple(points))

    def refill(self, hand: tuple, field: tuple, at: int):
        while not field and at < len(self.stock):
            turned, at = self.stock[at:at + 4], at + 4
            hand, field = hand + (0,) * turned.count(0), tuple(sorted(v for v in turned if v))
        return hand, field, at

    def next_turn(self, seat: int, hands: tuple, field: tuple, at: int, points: tuple):
        if at < len(self.stock):
            hands = tuple(tuple(sorted(h + (self.stock[at],))) if s == seat else h for s, h in enumerate(hands))
            ended = "kings" if hands[seat].count(0) >= KINGS_TO_END else None
            return (seat, hands, field, at + 1, points, ended)
        stuck = all(not any(h) and not (0 in h and 0 in field) for h in hands)
        return (seat, hands, field, at, points, "exhausted" if stuck else None)

    def result(self, pos, me: int) -> float:
        """1, 0.5 or 0 for `me` in a finished position."""
        enders = [s for s in (0, 1) if pos[1][s].count(0) >= KINGS_TO_END]
        if self.winner == KINGS_WIN:
            return 0.5 if not enders else float(me in enders)
        points = [p + (BONUS if s in enders else 0) * (1 if self.winner == HIGH else -1)
                  for s, p in enumerate(pos[4])]
        lead = (points[me] - points[1 - me]) * (-1 if self.winner == LOW else 1)
        return 1.0 if lead > 0 else 0.0 if lead < 0 else 0.5

    def guess(self, pos, me: int) -> float:
        """`me`'s chance in an unfinished position, from the points and the Kings held."""
        kings = pos[1][me].count(0) - pos[1][1 - me].count(0)
        lead = (pos[4][me] - pos[4][1 - me]) * (-1 if self.winner == LOW else 1)
        x = 1.5 * kings if self.winner == KINGS_WIN else lead / 10.0 + 0.6 * kings
        return 1.0 / (1.0 + math.exp(-x))


def expectimax(rules: Values, pos, me: int, depth: int, memo: dict) -> float:
    """`me`'s chance: its best move, Easy's moves averaged as Easy draws them."""
    if pos[5]:
        return rules.result(pos, me)
    if depth == 0:
        return rules.guess(pos, me)
    key = (pos[:5], depth)
    if key not in memo:
        moves = rules.moves(pos)
        if pos[0] == me:
            memo[key] = max(expectimax(rules, rules.apply(pos, m), me, depth - 1, memo) for _, m in moves)
        else:
            memo[key] = sum(w * expectimax(rules, rules.apply(pos, m), me, depth - 1, memo)
                            for w, m in moves) / sum(w for w, _ in moves)
    return memo[key]


def by_values(state):
    """The whole truth of an engine state, by values: what only the clairvoyant seat reads."""
    rules = Values(tuple(value(c) for c in state.stock), state.winner, state.must_set)
    pos = (state.turn, tuple(tuple(sorted(value(c) for c in h)) for h in state.hands),
           tuple(sorted(value(c) for c in state.field)), 0,
           tuple(sum(value(c) for s in pile for c in s) for pile in state.sets), None)
    return rules, pos


def value_move(move) -> tuple:
    if move.kind == SET:
        return ("s", value(move.get("hand"))) + tuple(sorted(value(c) for c in move.get("field")))
    if move.kind == DISCARD:
        return ("d", value(move.get("card")))
    return ("k",) if move.kind == KING_PLAY else ("p",)


def clairvoyant(state, seat: int, depth: int):
    """The engine move whose values search best."""
    moves = legal_moves(state, seat)
    rules, pos = by_values(state)
    memo, worth = {}, {}
    for move in moves:
        key = value_move(move)
        if key not in worth:
            worth[key] = expectimax(rules, rules.apply(pos, key), seat, depth - 1, memo)
    return max(moves, key=lambda m: worth[value_move(m)])


def one_game(winner: str, seed: int, seat: int, depth: int) -> tuple[float, int, int]:
    """The clairvoyant seat's result, the plies played and how many of its turns had a real choice."""
    state = GAME.new_state(2, GAME.options_for(2, {"winner": winner}), seed)
    rng, plies, choices = Rng.from_seed(seed), 0, 0
    while state.phase == PLAY:
        mover, moves = state.turn, legal_moves(state, state.turn)
        if mover == seat and len({value_move(m) for m in moves}) > 1:
            choices += 1
            move = clairvoyant(state, seat, depth)
        else:
            move, rng = rng.choice(moves)  # Easy: any legal move, equally likely
        state, plies = perform(state, mover, move), plies + 1
    return information.returns(state)[seat], plies, choices


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--depth", type=int, default=6, help="plies searched (8: about 3 s a game)")
    parser.add_argument("--winners", nargs="*", default=[HIGH, LOW, KINGS_WIN])
    parser.add_argument("--first-seed", type=int, default=1000)
    args = parser.parse_args()
    for winner in args.winners:
        start, score, early, lost, choiceless = time.perf_counter(), 0.0, 0, 0, 0
        for n in range(args.games):
            result, plies, choices = one_game(winner, args.first_seed + n, n % 2, args.depth)
            score += result
            early += plies <= EARLY
            lost += result < 1.0
            choiceless += result < 1.0 and choices == 0
        print(f"winner {winner}: clairvoyant (depth {args.depth}) vs Easy scores {score / args.games:.1%} "
              f"over {args.games} games; over within {EARLY} plies: {early}; not won: {lost}, "
              f"{choiceless} of them without one real choice ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
