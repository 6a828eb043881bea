"""Computer seats: a measured one-move look for Normal and Strong, and an estimate for searches.

Each legal move is scored from the mover's view only: what it earns now (a
set's points, a King towards the three), what it leaves the next player on
the field (the sets they would likely make, judged from the cards nobody
has seen and from what their last discard showed they lacked; a field
emptied is judged by what a refill is likely to turn up), a set of the
mover's own that the field keeps for its next turn, and whether it ends the
game won or lost. Strong plays its best-judged moves out over futures drawn
from its own view (every seat playing Normal's choice for a few turns) and
keeps Normal's first choice unless another one fares clearly better.
"""

from __future__ import annotations

import math

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.engine.search_help import PlayOuts, Shortlist
from tabletop.engine.words import Words, say

from .deck import deck, total, value
from . import information
from .moves import DISCARD, KING_PLAY, SET, legal_moves
from .state import ALL_CARDS, BONUS, FIELD, HIGH, KINGS_TO_END, KINGS_WIN, LOW, PLAY, State, kings, next_seat
from .view import points

KING_WORTH = {KINGS_WIN: 12.0, HIGH: 10.0, LOW: 10.0}  # a King's worth in points, towards the three
# What the next player's chance of making any set costs the mover (a set draws an extra card, a step
# towards the Kings), and what keeping a set of one's own for the next turn is worth, once the next
# player had no set to make first. Both matter most in a race for the Kings, where sets earn nothing else.
SET_CHANCE_WORTH = {KINGS_WIN: 4.0, HIGH: 0.0, LOW: 0.0}
OWN_SET_WORTH = {KINGS_WIN: 3.0, HIGH: 0.0, LOW: 0.0}
# In a game for the most points, that own set is also worth a share of its points (the next player may
# still spoil it); after a set or a King play, half of that.
OWN_POINTS_SHARE = 0.5
OWN_AFTER_SET = 0.5
DISCARD_LOW = 0.01  # per point of value: of two discards judged alike, the lower card goes (points kept)
END_WEIGHT = 500.0  # a move that ends the game won (or lost) outweighs any points
EXP: dict = {}
REFILL_SAMPLES = 16  # fields drawn to judge what a refill offers the next player


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
        self.own_points_share = OWN_POINTS_SHARE
        nxt = next_seat(state, seat)
        self.reach = len(state.hands[nxt]) - len(state.known[nxt]) + 1  # the next player's unseen cards and draw
        shower, lacked = information.lacking(state)
        self.lacking = lacked if shower == nxt else frozenset()
        self.open = self.unseen - sum(self.counts.get(v, 0) for v in self.lacking)  # what their hand is drawn from
        self.refill_kings = min(FIELD, len(state.stock)) * self.counts.get(0, 0) / max(1, self.unseen)
        self.refill: float | None = None  # refill_threat, once asked
        self.looks: dict[tuple, tuple] = {}  # a field's values -> `look`
        self.scores: dict[tuple, float] = {}  # a move's values -> its score

    def chance(self, v: int) -> float:
        """The chance the next player holds a card of value v (King: 0) once they have drawn."""
        if not self.unseen:
            return 0.0
        drawn = self.counts.get(v, 0) / self.unseen
        if v in self.lacking:  # only the card they draw can be one
            return drawn
        held = self.counts.get(v, 0) / max(1, self.open)
        return 1.0 - (1.0 - held) ** (self.reach - 1) * (1.0 - drawn)

    def threat(self, field: tuple) -> float:
        """What the field is worth to the next player: the sets they likely make and a King they may take.
        A field emptied is refilled from the stock: what a refill is likely to offer them."""
        if not field and self.state.stock:
            return self.refill_threat()
        return self.look(tuple(value(c) for c in field))[2]

    def look(self, values: tuple) -> tuple[dict[int, int], float, float]:
        """A field given by its values (Kings: 0), worked out once a field: the best set each hand value
        makes there, the next player's chance of making any, and its threat."""
        key = tuple(sorted(values))
        found = self.looks.get(key)
        if found is None:
            plain = [v for v in key if v]
            sizes = _set_sizes(plain)
            chance = 1.0 - math.prod(1.0 - self.chance(v) for v in sizes)
            found = self.looks[key] = (sizes, chance, self._threat_of(len(key), len(key) - len(plain), sizes, chance))
        return found

    def _threat_of(self, cards: int, field_kings: int, sizes: dict[int, int], set_chance: float) -> float:
        """The threat of a field of `cards` cards, `field_kings` of them Kings, whose sets are `sizes`."""
        # Points the next player scores are a loss in a high game and a gift in a low one.
        worth = self.sign * self._expected_best(sizes) if self.state.winner != KINGS_WIN else 0.0
        if self.state.winner == KINGS_WIN and cards == 2 and sizes:
            worth += max(self.chance(v) for v in sizes) * self.king_worth  # they could empty it and refill
        elif EXP.get("empty") and cards == 2 and sizes and self.state.stock:
            worth += set_chance * self.refill_kings * self.king_worth * EXP["empty"]
        if field_kings:
            worth += self.chance(0) * self.king_worth
        return worth + self.set_chance_worth * set_chance

    def refill_threat(self) -> float:
        """The mean `threat` of the field a refill turns up (its Kings go to the mover), over fields drawn
        from the cards the mover has not seen: worked out once a position, only when a move empties the
        field."""
        if self.refill is None:
            pool = tuple(v for v, n in sorted(self.counts.items()) for _ in range(n))
            rng, worth = Rng.from_seed(len(pool) * 1009 + len(self.state.stock)), 0.0
            for _ in range(REFILL_SAMPLES):
                drawn, rng = rng.shuffled(pool)
                worth += self.look(tuple(v for v in drawn[:FIELD] if v))[2]
            self.refill = worth / REFILL_SAMPLES
        return self.refill

    def set_chance(self, field: tuple) -> float:
        """The chance the next player can make some set on `field` (from the cards nobody has seen)."""
        return self.look(tuple(value(c) for c in field))[1]

    def own_set(self, hand: tuple, field: tuple) -> int:
        """The points of the best set `hand` makes with `field` (the mover's next turn, if the field stays);
        0 for none."""
        sizes = self.look(tuple(value(c) for c in field))[0]
        return max((sizes[v] for v in {value(c) for c in hand} if v in sizes), default=0)

    def own_worth(self, points: int) -> float:
        """What a set of `points` kept for the mover's next turn is worth now."""
        if not points:
            return 0.0
        return self.own_set_worth + self.own_points_share * points * (self.state.winner == HIGH)

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
        """The move's worth to the mover; moves of the same values (twin cards) are judged once."""
        key = (move.kind, *(value(c) for c in _cards(move)))
        if key not in self.scores:
            self.scores[key] = self._score(move)
        return self.scores[key]

    def _score(self, move: Move) -> float:
        """`score`, worked out."""
        state, field, hand = self.state, self.state.field, self.state.hands[self.seat]
        held = kings(hand)
        if move.kind == SET:
            cards = (move.get("hand"),) + move.get("field")
            left = tuple(c for c in field if c not in cards)
            gain = self.sign * total(cards) if state.winner != KINGS_WIN else 0.05 * total(cards)
            if not left:  # a refill: its Kings come to the mover
                gain += 4 * self.counts.get(0, 0) / max(1, self.unseen) * self.king_worth
            kept = tuple(c for c in hand if c != cards[0])
            return gain - self.threat(left) + self.kept_set(kept, left) * OWN_AFTER_SET
        if move.kind == KING_PLAY:
            ends = self.ending(held + 1)
            if ends is not None:
                return ends
            left = tuple(c for c in field if c != move.get("field"))
            return self.king_worth - self.threat(left) + self.kept_set(hand, left) * OWN_AFTER_SET
        if move.kind == DISCARD:
            card = move.get("card")
            after = field + (card,)
            kept = tuple(c for c in hand if c != card)
            return -self.threat(after) + self.kept_set(kept, after) - DISCARD_LOW * value(card) * self.sign
        return 0.0

    def kept_set(self, hand: tuple, field: tuple) -> float:
        """What the set `hand` could make on `field` at the mover's next turn is worth now, if the next
        player leaves the field be (they make no set of their own there)."""
        if not field:
            return 0.0
        return (1.0 - self.set_chance(field)) * self.own_worth(self.own_set(hand, field))


def _set_sizes(plain: list) -> dict[int, int]:
    """For each hand value that makes a set with two of these field values, the points of its best set."""
    best: dict[int, int] = {}
    for i, a in enumerate(plain):
        for b in plain[i + 1:]:
            for need, size in ((a + b, a + b), (abs(a - b), max(a, b))):
                if 0 < need <= 12 and 2 * size > best.get(need, 0):
                    best[need] = 2 * size
    return best


def _cards(move: Move) -> tuple:
    """The cards a move plays: the hand card, then the field cards (the one discarded)."""
    if move.kind == DISCARD:
        return (move.get("card"),)
    if move.kind == SET:
        return (move.get("hand"),) + tuple(sorted(move.get("field"), key=value))
    return (move.get("hand"), move.get("field")) if move.kind == KING_PLAY else ()


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
