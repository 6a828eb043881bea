"""How computer seats judge and play Chains: an estimate of how a game will end, and the choice of action.

The estimate, for searches that stop before the end: each seat's expected
points are its banked points plus, for every terminal still face up in its
row, that terminal's points times a chance of taking it:

- it must be reachable at all: the seat's cards (pool and live chain) can
  still make a chain down to it, and all the terminals wanted can share the
  cards there are (value v has to serve every terminal below v), so the
  chances are taken for the best set of terminals the cards allow;
- every blind flip still needed on the way is a risk, so the chance shrinks
  with the cards still to come from the draw pile (fewer with a live chain
  already close above, or with the value waiting in temp);
- a number that other seats still want may be stopped before the seat gets
  there (with two players the first take stops the other's), so the chance
  is split with the rivals according to how close each is;
- a temp area that fills up costs a little per slot taken, and more once it
  is full with nothing that fits (blind flips are then forced).

The expected totals become shares in [0, 1] as `returns` counts them: each
seat's mean chance of finishing above each opponent, from the difference of
expected totals over how much is still open. Solo: expected points over the
best possible. Everything reads only counts that every seat can see.
"""

from __future__ import annotations

import math

from tabletop.engine.game import Move
from tabletop.engine.search_help import PlayedOut, PlayOuts, Shortlist
from tabletop.engine.words import Words, say

from .information import returns
from .deck import PERFECT_CARDS, PERFECT_POINTS, VALUE_OF, VALUES, value
from .moves import FLIP_TEMP, FLIP_WORK, TAKE, TEMP_TO_CHAIN, legal_moves
from .state import OVER, UP, State, points, pool_counts, taken_count, ten_unlocked, terminal_points

STEP_RISK = 0.93      # the chance each card still needed is placed without a bust
SPREAD = 1.5          # points of uncertainty in any one seat's final total...
SPREAD_PER_OPEN = 0.35  # ...plus this much per expected point still to come
TEMP_SLOT = 0.35      # points lost per temp slot taken (a slot kept free keeps flips safe)
TEMP_FULL = 2.5       # points lost when temp is full and nothing fits: blind flips are forced


RISK = tuple(STEP_RISK ** k for k in range(12))


def _counts(state: State, seat: int) -> tuple[list[int], int | None]:
    """Cards per value the seat can still use (draw pile, temp and live chain), and the chain's top."""
    counts = pool_counts(state, seat)
    work = state.work[seat]
    for card in work:
        counts[VALUE_OF[card]] += 1
    return counts, (value(work[-1]) if work else None)


class _Seat:
    """What one seat can still reach: its card counts, its chain's top, and per terminal the blind
    flips still needed before it can be taken, from a fresh chain (10 down) and at best (from the live
    chain if that is above it). A value waiting in temp needs no blind flip."""

    __slots__ = ("counts", "top", "need", "fresh")

    def __init__(self, state: State, seat: int):
        self.counts, self.top = _counts(state, seat)
        self.need: dict[int, int] = {}
        self.fresh: dict[int, int] = {}
        if not state.playing[seat]:
            return
        held = [False] * 12
        for card in state.temp[seat]:
            if card is not None:
                held[value(card)] = True
        # held_above[n]: distinct values above n (up to 10) waiting in temp.
        held_above = [0] * 12
        for v in range(10, 0, -1):
            held_above[v - 1] = held_above[v] + held[v]
        row = state.terminals[seat]
        # Terminal n needs a card of every value above it: below the highest value missing, nothing.
        floor = max((v for v in range(2, 11) if self.counts[v] == 0), default=1)
        for n in range(max(floor, 1), 11):
            if row[n - 1] != UP:
                continue
            if n == 10 and not ten_unlocked(state, seat) and UP not in row[:9]:
                continue   # locked for good: no 1-9 left to take
            top = self.top
            fresh = 10 - n - held_above[n]
            self.fresh[n] = fresh
            if top is not None and n < top:
                self.need[n] = min(fresh, top - 1 - n - (held_above[n] - held_above[top - 1]))
            else:
                self.need[n] = fresh


def _seats(state: State) -> list[_Seat]:
    return [_Seat(state, seat) for seat in range(state.players)]


def _rival_shares(state: State, seats: list[_Seat]) -> list[dict[int, float]]:
    """Per seat and terminal: the chance of taking it before it is stopped. With others still after
    the same number, the first `left` takers get it; each contender's speed ~ 1 / (cards needed + 1)."""
    out = [dict() for _ in seats]
    for n in VALUES:
        contenders = [(i, s.need[n]) for i, s in enumerate(seats) if n in s.need]
        if not contenders:
            continue
        left = state.threshold - taken_count(state, n) if state.threshold > 0 else len(contenders)
        if len(contenders) <= left:
            for i, _ in contenders:
                out[i][n] = 1.0
            continue
        total = sum(1.0 / (need + 1) for _, need in contenders)
        for i, need in contenders:
            out[i][n] = min(1.0, left / (need + 1) / total)
    return out


def _best_set(weights: dict[int, float], counts: list[int]) -> float:
    """The most expected points over sets of terminals the cards can serve together: terminal n needs
    one card of every value above n, so value v serves at most counts[v] chosen terminals below v.
    Walked from terminal 1 up, keeping the best total per number chosen so far (ten steps)."""
    best = {0: 0.0}
    for n in VALUES:
        if n >= 2:
            best = {k: t for k, t in best.items() if k <= counts[n]}
        if n in weights:
            for k, total in list(best.items()):
                if best.get(k + 1, -1.0) < total + weights[n]:
                    best[k + 1] = total + weights[n]
    return max(best.values())


def expected_points(state: State) -> list[tuple[float, float]]:
    """Per seat: (points banked, expected points still to come). Fresh chains (10 down) are counted for
    every terminal; the live chain adds what it saves on the one terminal it best serves."""
    seats = _seats(state)
    shares = _rival_shares(state, seats)
    out = []
    for i, seat in enumerate(seats):
        banked = float(points(state, i))
        fresh, live = {}, 0.0
        for n, need in seat.need.items():
            worth = terminal_points(state, n) * shares[i][n]
            fresh[n] = worth * RISK[seat.fresh[n]]
            if need < seat.fresh[n]:
                live = max(live, worth * (RISK[need] - RISK[seat.fresh[n]]))
        more = _best_set(fresh, seat.counts) + live if fresh else 0.0
        out.append((banked, max(0.0, more - _temp_cost(state, i)) if fresh else 0.0))
    return out


def _temp_cost(state: State, seat: int) -> float:
    """What a clogged temp area costs: each slot taken, and more when it is full and nothing in it fits
    (the seat must then flip blind until something fits)."""
    temp = state.temp[seat]
    used = sum(1 for card in temp if card is not None)
    if not used:
        return 0.0
    cost = TEMP_SLOT * used
    if used == len(temp):
        work = state.work[seat]
        wanted = value(work[-1]) - 1 if work else 10
        if not any(card is not None and value(card) == wanted for card in temp):
            cost += TEMP_FULL
    return cost


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's expected share of opponents beaten (solo: expected score over the best)."""
    found = expected_points(state)
    if state.players == 1:
        best = PERFECT_CARDS if state.solo_scoring == "cards" else PERFECT_POINTS
        banked, more = found[0]
        return (min(1.0, (banked + more) / best),)
    totals = [b + m for b, m in found]
    spread = [SPREAD + SPREAD_PER_OPEN * m for _, m in found]
    out = []
    for i in range(state.players):
        share = 0.0
        for j in range(state.players):
            if j != i:
                scale = math.sqrt(spread[i] ** 2 + spread[j] ** 2)
                share += 1.0 / (1.0 + math.exp(-(totals[i] - totals[j]) / scale))
        out.append(share / (state.players - 1))
    return tuple(out)


# --- choosing an action ----------------------------------------------------------------------------
# Normal plays by a rule: a temp card that fits always goes onto the chain, even before a terminal that
# could be taken (it costs nothing and the chain may reach a better terminal); a terminal is taken as soon
# as it fits; otherwise a blind flip is weighed before it is taken (`worth_flipping`): onto the chain when
# the chance that it fits is worth more than what a bust would lose, else into temp while there is room.
# Strong tries each action in sampled draw piles and plays the game out by the same rule for every seat,
# choosing the action with the best mean result.
#
# The weighing counts in cards, from the seat's own cards (the draw pile by counts, never its order): a
# bust loses the chain and the flipped card; a fit is worth FIT_WORTH cards (the chain grows and the turn
# goes on), and CARDS_PER_POINT more for each point it makes takeable at once: the terminal just below the
# new top, and the 10 that a seat's first take unlocks. So an empty chain flips for a 10 from 16 % while
# that 10 takes terminal 9 and unlocks the 10, from 21 % when it only takes terminal 9, and from 30 % when
# it only starts a long chain. Measured against the former fixed chances (a 10 from 15 %, a fit onto a
# live chain from 25 % plus 3 % a card) over 2000 two-player games, it busts 5 % less and wins as often.
FIT_WORTH = 2.3          # cards a fit is worth beyond itself
CARDS_PER_POINT = 1.5    # cards each point a fit makes takeable at once is worth
STRONG_MIN_SAMPLES = 4     # fewer than 8 never overrule the rule
PLAYOUT_MOVES = 600      # a played-out game stops here and is judged by the estimate
MARGIN_UNIT = 10.0       # points of margin worth as much as a whole win in a played-out game
CLEAR = 1.0              # standard errors by which an action must beat the rule's to overrule it


def fit_chance(state: State, seat: int) -> float:
    """The chance that the top card of `seat`'s draw pile fits the chain (from the counts left)."""
    pile = state.draw[seat]
    if not pile:
        return 0.0
    work = state.work[seat]
    wanted = VALUE_OF[work[-1]] - 1 if work else 10
    if wanted < 1:
        return 0.0
    return sum(1 for card in pile if VALUE_OF[card] == wanted) / len(pile)


def takeable_points(state: State, seat: int, top: int) -> int:
    """The points a chain topped by `top` could take at once: terminal top - 1 if it is still face up, and
    the 10 that a seat's first take unlocks."""
    n = top - 1
    if n < 1 or state.terminals[seat][n - 1] != UP:
        return 0
    unlocks = not ten_unlocked(state, seat) and state.terminals[seat][9] == UP
    return terminal_points(state, n) + (terminal_points(state, 10) if unlocks else 0)


def flip_odds(state: State, seat: int) -> tuple[float, float, int]:
    """(the chance a flip onto the chain fits, what a fit gains, what a bust loses), in cards."""
    work = state.work[seat]
    wanted = VALUE_OF[work[-1]] - 1 if work else 10
    gain = FIT_WORTH + CARDS_PER_POINT * takeable_points(state, seat, wanted)
    return fit_chance(state, seat), gain, len(work) + 1


def worth_flipping(state: State, seat: int) -> bool:
    """Whether a blind flip onto the chain is worth its risk: its chance to fit times what a fit gains at
    least its chance to bust times what a bust loses."""
    chance, gain, loss = flip_odds(state, seat)
    return chance * gain >= (1.0 - chance) * loss


def rule_move(state: State, seat: int, moves: list | None = None):
    """The action the rule plays (see above)."""
    moves = moves if moves is not None else legal_moves(state, seat)
    by_kind: dict = {}
    for move in moves:
        by_kind.setdefault(move.kind, move)
    if TEMP_TO_CHAIN in by_kind:
        return by_kind[TEMP_TO_CHAIN]
    if TAKE in by_kind:
        return by_kind[TAKE]
    if FLIP_TEMP in by_kind and not worth_flipping(state, seat):
        return by_kind[FLIP_TEMP]
    return by_kind.get(FLIP_WORK, moves[0])


def rule_policy(state: State, seat: int, rng) -> tuple[Move, object]:
    """Every seat's play in a played-out game: the rule."""
    return rule_move(state, seat), rng


def played_out_value(state: State, seat: int) -> float:
    """A played-out game's worth to `seat`: its return (the estimate if cut short), plus its points
    margin over the best other seat in tenths. A win or loss alone says little per game; the margin says
    how close each game was, so far fewer games tell two actions apart."""
    result = returns(state)[seat] if state.phase == OVER else estimate(state)[seat]
    others = [points(state, s) for s in range(state.players) if s != seat]
    return result + (points(state, seat) - max(others)) / MARGIN_UNIT if others else result


def choose(state: State, seat: int, level: str, rng) -> tuple[Move, str] | Shortlist | None:
    """The action for `seat` and a sentence why (None when it is not the seat's turn); for Strong, every
    action, the rule's first, to be played out to the end in the same sampled piles."""
    if state.phase == OVER or state.seat != seat:
        return None
    moves = legal_moves(state, seat)
    ruled = rule_move(state, seat, moves)
    why = _why(state, seat, ruled, len(moves) == 1)
    if len(moves) == 1 or level != "strong":
        return ruled, why
    return Shortlist((ruled,) + tuple(m for m in moves if m != ruled), why)


def clearly_better(values: list[list[float]]) -> int:
    """The rule's action (first) unless another did better in those very piles by more than the noise
    (CLEAR standard errors): the one that gained most."""
    best, best_gain = 0, 0.0
    for i in range(1, len(values)):
        gain = _clear_gain(values[i], values[0])
        if gain > best_gain:
            best, best_gain = i, gain
    return best


def better_why(state: State, seat: int, figures: PlayedOut) -> Words | None:
    if not figures.changed:
        return None
    return say("chains.why.better", reason=_reason(state, seat, figures.move), games=figures.worlds)


def _clear_gain(mine: list[float], other: list[float]) -> float:
    """The mean paired gain of `mine` over `other` when it exceeds CLEAR standard errors, else 0
    (one standard error: measured against two, it overrules the rule where it should more often)."""
    n = len(mine)
    if n < 8:
        return 0.0
    diffs = [a - b for a, b in zip(mine, other)]
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    return mean if mean > CLEAR * spread and mean > 0 else 0.0


def _why(state: State, seat: int, move: Move, forced: bool = False) -> Words:
    """Plain words for an action: one sentence."""
    return say("chains.why.plain", reason=_reason(state, seat, move, forced))


def _reason(state: State, seat: int, move: Move, forced: bool = False) -> Words:
    """Why an action, as a sentence without its full stop (a search's verdict may follow it)."""
    if move.kind == TAKE:
        n = move.get("value")
        return say("chains.why.take", n=n, count=terminal_points(state, n))
    if move.kind == TEMP_TO_CHAIN:
        return say("chains.why.temp", value=value(state.temp[seat][move.get("slot")]))
    chance = round(fit_chance(state, seat) * 100)
    if forced:
        return say("chains.why.only", percent=chance)
    lost = len(state.work[seat]) + 1  # what a miss loses: the chain and the card
    if move.kind == FLIP_WORK:
        if not state.work[seat]:
            return say("chains.why.flip_ten", percent=chance)
        return say("chains.why.flip_chain", percent=chance, count=lost)
    return say("chains.why.flip_temp", percent=chance, count=lost)


# As many sampled piles as the clock allows (the game's tuning; the level's iterations cap them).
PLAY_OUTS = PlayOuts(policy=rule_policy, value=played_out_value, worlds=100_000, plies=PLAYOUT_MOVES,
                     least=STRONG_MIN_SAMPLES, pick=clearly_better, why=better_why)
