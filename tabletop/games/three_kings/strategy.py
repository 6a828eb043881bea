"""Computer seats: a measured one-move look for Normal and Strong, and an estimate for searches.

Each legal move is scored from the mover's view only: what it earns now (a
set's points, a King towards the three), what it leaves the next player on
the field (the sets they would likely make, judged from the cards nobody
has seen, and a King they could take), and whether it ends the game won or
lost. Strong plays its best-judged moves out over futures drawn from its
own view (every seat playing Normal's choice for a few turns) and keeps
Normal's first choice unless another one fares clearly better.
"""

from __future__ import annotations

import math

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.engine.search_help import PlayOuts, Shortlist
from tabletop.engine.words import Words, say

from .deck import deck, is_king, total, value
from . import information
from .moves import DISCARD, KING_PLAY, SET, legal_moves
from .state import ALL_CARDS, BONUS, HIGH, KINGS_TO_END, KINGS_WIN, LOW, PLAY, State, kings, next_seat
from .view import points

KING_WORTH = {KINGS_WIN: 12.0, HIGH: 10.0, LOW: 10.0}  # a King's worth in points, towards the three
# What the next player's chance of making any set costs the mover (a set draws an extra card, a step
# towards the Kings), and what keeping a set of one's own for the next turn is worth, once the next
# player had no set to make first. Both matter most in a race for the Kings, where sets earn nothing else.
SET_CHANCE_WORTH = {KINGS_WIN: 4.0, HIGH: 0.0, LOW: 0.0}
OWN_SET_WORTH = {KINGS_WIN: 3.0, HIGH: 0.0, LOW: 0.0}
END_WEIGHT = 500.0  # a move that ends the game won (or lost) outweighs any points


def unseen_counts(state: State, seat: int) -> tuple[dict[int, int], int]:
    """How many cards of each value (0 = King) `seat` has not seen, and how many in all."""
    seen = set(state.hands[seat]) | set(state.field)
    seen |= {c for pile in state.sets for s in pile for c in s}
    seen |= {c for s, known in enumerate(state.known) if s != seat for c in known}
    counts: dict[int, int] = {}
    for card in deck(state.players):
        if card not in seen:
            counts[value(card)] = counts.get(value(card), 0) + 1
    return counts, sum(counts.values())


class Judge:
    """What the mover knows, kept for scoring each of its moves."""

    def __init__(self, state: State, seat: int):
        self.state, self.seat = state, seat
        self.counts, self.unseen = unseen_counts(state, seat)
        self.sign = -1.0 if state.winner == LOW else 1.0
        self.king_worth = KING_WORTH[state.winner]
        self.set_chance_worth = SET_CHANCE_WORTH[state.winner]
        self.own_set_worth = OWN_SET_WORTH[state.winner]
        nxt = next_seat(state, seat)
        self.reach = len(state.hands[nxt]) - len(state.known[nxt]) + 1  # the next player's unseen cards and draw

    def chance(self, v: int) -> float:
        """The chance the next player holds a card of value v (King: 0)."""
        if not self.unseen:
            return 0.0
        return 1.0 - (1.0 - self.counts.get(v, 0) / self.unseen) ** self.reach

    def threat(self, field: tuple) -> float:
        """What the field is worth to the next player: the sets they likely make and a King they may take."""
        plain = [value(c) for c in field if not is_king(c)]
        best: dict[int, int] = {}  # needed hand value -> the best set total it makes
        for i, a in enumerate(plain):
            for b in plain[i + 1:]:
                for need, size in ((a + b, a + b), (abs(a - b), max(a, b))):
                    if 0 < need <= 12:
                        best[need] = max(best.get(need, 0), 2 * size)
        # Points the next player scores are a loss in a high game and a gift in a low one.
        worth = self.sign * self._expected_best(best) if self.state.winner != KINGS_WIN else 0.0
        if self.state.winner == KINGS_WIN and len(field) == 2 and best:
            worth += max(self.chance(v) for v in best) * self.king_worth  # they could empty it and refill
        if kings(field):
            worth += self.chance(0) * self.king_worth
        return worth

    def set_chance(self, field: tuple) -> float:
        """The chance the next player can make some set on `field` (from the cards nobody has seen)."""
        plain = [value(c) for c in field if not is_king(c)]
        needs = {need for i, a in enumerate(plain) for b in plain[i + 1:] for need in (a + b, abs(a - b))
                 if 0 < need <= 12}
        return 1.0 - math.prod(1.0 - self.chance(v) for v in needs)

    def own_set(self, hand: tuple, field: tuple) -> bool:
        """Whether `hand` makes a set with `field` (the mover's next turn, if the field stays)."""
        plain = [value(c) for c in field if not is_king(c)]
        held = {value(c) for c in hand if not is_king(c)}
        return any(need in held for i, a in enumerate(plain) for b in plain[i + 1:]
                   for need in (a + b, abs(a - b)))

    def _expected_best(self, best: dict[int, int]) -> float:
        """The expected points of the best set the next player makes (the best they hold is taken)."""
        expected, missing = 0.0, 1.0
        for need, size in sorted(best.items(), key=lambda item: -item[1]):
            p = self.chance(need)
            expected += size * p * missing
            missing *= 1.0 - p
        return expected

    def ending(self, my_kings: int) -> float | None:
        """+/- END_WEIGHT when holding `my_kings` ends the game won or lost, else None."""
        state = self.state
        if my_kings < KINGS_TO_END or state.end == ALL_CARDS:
            return None
        if state.winner == KINGS_WIN:
            return END_WEIGHT
        mine = points(state, self.seat) + (BONUS if state.winner == HIGH else -BONUS)
        others = [points(state, s) for s in range(state.players) if s != self.seat]
        margin = self.sign * (mine - (max(others) if state.winner == HIGH else min(others)))
        return END_WEIGHT if margin > 0 else -END_WEIGHT if margin < 0 else 0.0

    def score(self, move: Move) -> float:
        """The move's worth to the mover."""
        state, field = self.state, self.state.field
        held = kings(state.hands[self.seat])
        if move.kind == SET:
            cards = (move.get("hand"),) + move.get("field")
            left = tuple(c for c in field if c not in cards)
            gain = self.sign * total(cards) if state.winner != KINGS_WIN else 0.05 * total(cards)
            if not left:  # a refill: its Kings come to the mover
                gain += 4 * self.counts.get(0, 0) / max(1, self.unseen) * self.king_worth
            return gain - self.threat(left) - self.set_chance_worth * self.set_chance(left)
        if move.kind == KING_PLAY:
            ends = self.ending(held + 1)
            if ends is not None:
                return ends
            left = tuple(c for c in field if c != move.get("field"))
            return self.king_worth - self.threat(left)
        if move.kind == DISCARD:
            card = move.get("card")
            after = field + (card,)
            theirs = self.set_chance(after)
            kept = tuple(c for c in state.hands[self.seat] if c != card)
            mine = (1.0 - theirs) * self.own_set_worth * self.own_set(kept, after)
            return (-self.threat(after) - self.set_chance_worth * theirs + mine
                    - 0.01 * value(card) * self.sign)
        return 0.0


WORLDS = 48       # futures drawn from Strong's view, each shared by every candidate (common draws)
CANDIDATES = 3    # the best-judged moves Strong plays out
HORIZON = 8       # plies of greedy play a play-out runs before the position is judged
LOYALTY = 0.03    # the mean lead another candidate needs over the best-judged one (play-outs are noisy)
MARGIN_SCALE = 8.0  # points of lead that make a finished points game count nearly as a sure win


def greedy(state: State, seat: int, rng: Rng) -> tuple[Move, Rng]:
    """The best-judged legal move, ties drawn with `rng` (also the policy of Strong's play-outs)."""
    moves = legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0], rng
    judge = Judge(state, seat)
    scored = [(judge.score(m), m) for m in moves]
    top = max(s for s, _ in scored)
    return rng.choice([m for s, m in scored if s >= top - 1e-9])


def choose(state: State, seat: int, level: str, rng: Rng) -> tuple[Move, Words] | Shortlist:
    """Normal: the best-judged move. Strong: the best-judged few, to be played out over futures drawn
    from the mover's view, each played on by every seat's greedy choice for a few turns (to the end when
    it comes sooner); and why."""
    moves = legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0], say("three_kings.why.only")
    if level != "strong":
        move, _ = greedy(state, seat, rng)
        return move, _why(move)
    judge = Judge(state, seat)
    scored = sorted(((judge.score(m), i) for i, m in enumerate(moves)), reverse=True)
    ranked = [moves[i] for _, i in scored[:CANDIDATES]]
    if len(ranked) == 1 or scored[0][0] >= END_WEIGHT:  # a move that ends the game won needs no look
        return ranked[0], _why(ranked[0])
    return Shortlist(tuple(ranked), _why(ranked[0]))


def played_out_value(state: State, seat: int) -> float:
    """The mover's chance where a play-out stopped: the end's result, else the estimate."""
    if state.phase != PLAY:
        return _final(state, seat)
    return estimate(state)[seat]


def _final(state: State, seat: int) -> float:
    """A finished play-out's worth to `seat`: the win, smoothed by the margin in a points game (a near
    thing counts less than a clear one, which steadies the few play-outs a choice can afford)."""
    won = information.returns(state)[seat]
    if state.winner == KINGS_WIN:
        return won
    sign = -1.0 if state.winner == LOW else 1.0
    scores = [sign * points(state, s) for s in range(state.players)]
    margin = scores[seat] - max(v for s, v in enumerate(scores) if s != seat)
    return 0.5 * won + 0.5 / (1.0 + math.exp(-margin / MARGIN_SCALE))


def standing(state: State, seat: int) -> float:
    """How well `seat` stands, in points: the end's result, else points and Kings against the best rival."""
    if state.phase != PLAY:
        return END_WEIGHT * (information.returns(state)[seat] - 0.5)
    sign = -1.0 if state.winner == LOW else 1.0
    worth = KING_WORTH[state.winner]
    mine = [sign * points(state, s) * (state.winner != KINGS_WIN) + worth * kings(state.hands[s])
            for s in range(state.players)]
    return mine[seat] - max(m for s, m in enumerate(mine) if s != seat)


WHY = {SET: say("three_kings.why.set"), DISCARD: say("three_kings.why.discard"), KING_PLAY: say("three_kings.why.king")}


def _why(move: Move) -> Words:
    return WHY.get(move.kind) or say("three_kings.why.nothing")


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's chance, guessed from points and Kings held: a soft share of opponents beaten."""
    worth = []
    for s in range(state.players):
        k = kings(state.hands[s])
        if state.winner == KINGS_WIN:
            worth.append(4.0 * k + 0.05 * points(state, s))
        else:
            sign = -1.0 if state.winner == LOW else 1.0
            worth.append(sign * points(state, s) + 4.0 * k)
    out = []
    for s in range(state.players):
        others = [worth[o] for o in range(state.players) if o != s]
        out.append(sum(1.0 / (1.0 + math.exp(-(worth[s] - o) / 12.0)) for o in others) / len(others))
    return tuple(out)


# Every world, whatever the clock (the loyalty is measured for that many).
PLAY_OUTS = PlayOuts(policy=greedy, value=played_out_value, worlds=WORLDS, least=WORLDS, plies=HORIZON,
                     loyalty=LOYALTY, draws=True, why=lambda state, seat, figures: _why(figures.move))
