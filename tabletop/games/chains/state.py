"""The immutable Chains state, the deal, and the reachability counts every rule leans on."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tabletop.engine.rng import Rng

from .deck import MULTI_TEMP_SLOTS, TERMINAL_POINTS, VALUE_OF, VALUES, draw_cards, threshold, value

PLAY, OVER = "play", "over"
UP, TAKEN, STOPPED = "up", "taken", "stopped"  # a terminal card's three states

# ten-lock options
LOCK_PER_PLAYER, LOCK_GLOBAL, LOCK_OFF = "per_player", "global", "off"


@dataclass(frozen=True)
class State:
    """A whole Chains position; every per-seat field is a tuple indexed by seat."""

    players: int
    seat: int                        # whose turn it is
    draw: tuple                      # per seat: face-down draw pile, top card first
    temp: tuple                      # per seat: temp slots, each a card id or None
    work: tuple                      # per seat: the working chain, first card first
    score: tuple                     # per seat: scored chains, each ending with its terminal
    dead: tuple                      # per seat: face-down dead cards
    terminals: tuple                 # per seat: ten states (UP / TAKEN / STOPPED) for terminals 1..10
    playing: tuple                   # per seat: still in the game
    rng: Rng
    threshold: int = 0               # takes of one number that stop it (0 = never, solo)
    bust_ends_turn: bool = False
    ten_lock: str = LOCK_PER_PLAYER
    solo_scoring: str = "cards"
    phase: str = PLAY
    # What the last action did, for highlights and the log line only: it
    # takes no part in equality, so two ways to one position compare equal.
    last: tuple = field(default=(), compare=False)
    news: str = field(default="", compare=False)

    def slots(self) -> int:
        """The number of temp slots per seat."""
        return len(self.temp[0])


def new_state(players: int, options: dict, seed: int) -> State:
    """A fresh match: terminals laid out, draw piles shuffled, a random first player."""
    rng = Rng.from_seed(seed)
    piles = []
    for seat in range(players):
        pile, rng = rng.shuffled(draw_cards(seat))
        piles.append(pile)
    first, rng = rng.below(players)
    slots = options["temp_slots"] if players == 1 else MULTI_TEMP_SLOTS
    empty = tuple(() for _ in range(players))
    return State(
        players=players, seat=first, draw=tuple(piles), temp=((None,) * slots,) * players,
        work=empty, score=empty, dead=empty, terminals=((UP,) * 10,) * players,
        playing=(True,) * players, rng=rng, threshold=threshold(players),
        bust_ends_turn=options["bust_ends_turn"] == "on", ten_lock=options["ten_lock"],
        solo_scoring=options["solo_scoring"])


# --- reading a position -------------------------------------------------------

def top(state: State, seat: int) -> int | None:
    """The value of the last card of `seat`'s chain, or None when it is empty."""
    work = state.work[seat]
    return value(work[-1]) if work else None


def fits(state: State, seat: int, card_value: int) -> bool:
    """Whether a card of this value may extend `seat`'s chain (a 10 starts one)."""
    t = top(state, seat)
    return card_value == 10 if t is None else card_value == t - 1


def pool_counts(state: State, seat: int) -> list[int]:
    """How many cards of each value (index 0..10) `seat` holds in draw pile and temp slots."""
    counts = [0] * 11
    for card in state.draw[seat]:
        counts[VALUE_OF[card]] += 1
    for card in state.temp[seat]:
        if card is not None:
            counts[VALUE_OF[card]] += 1
    return counts


def draw_counts(state: State, seat: int) -> list[int]:
    """How many cards of each value are left in `seat`'s draw pile (public: counted, not seen)."""
    counts = [0] * 11
    for card in state.draw[seat]:
        counts[VALUE_OF[card]] += 1
    return counts


def has_taken_low(state: State, seat: int) -> bool:
    """Whether `seat` has taken any of its terminals 1..9."""
    return TAKEN in state.terminals[seat][:9]


def ten_unlocked(state: State, seat: int) -> bool:
    """Whether the 10-lock lets `seat` take its terminal 10 (under the chosen option)."""
    if state.ten_lock == LOCK_OFF:
        return True
    if state.ten_lock == LOCK_GLOBAL:
        return any(has_taken_low(state, s) for s in range(state.players))
    return has_taken_low(state, seat)


def available(state: State, seat: int, n: int) -> bool:
    """Terminal n of `seat` lies face up in the terminal area."""
    return state.terminals[seat][n - 1] == UP


def reachable(state: State, seat: int, counts: list[int] | None = None, start: int | None = None) -> list[int]:
    """The terminals `seat`'s chain could still end on, from pool counts (highest first).

    Walking down from the chain's top: terminal n is reachable when it is face
    up and every value between it and the top is still in the pool, so the
    walk stops at the first value the pool lacks.
    """
    counts = counts if counts is not None else pool_counts(state, seat)
    if start is None:  # a caller may ask "what if the chain's top were `start`" (11 = empty)
        t = top(state, seat)
        start = 11 if t is None else t
    out = []
    for n in range(start - 1, 0, -1):
        if available(state, seat, n) and (n < 10 or ten_unlocked(state, seat)):
            out.append(n)
        if counts[n] == 0:
            break
    return out


def taken_count(state: State, n: int) -> int:
    """How many terminals n are taken, all seats together."""
    return sum(1 for row in state.terminals if row[n - 1] == TAKEN)


def terminal_points(state: State, n: int) -> int:
    """Points for a taken terminal n: the table, or chain length under solo card scoring."""
    if state.players == 1 and state.solo_scoring == "cards":
        return 11 - n
    return TERMINAL_POINTS[n]


def points(state: State, seat: int) -> int:
    """`seat`'s score from its taken terminals."""
    return sum(terminal_points(state, n) for n in VALUES if state.terminals[seat][n - 1] == TAKEN)


def lowest_missing(state: State, seat: int) -> int:
    """`seat`'s lowest terminal not taken, 11 when all ten were taken (the tie-break)."""
    for n in VALUES:
        if state.terminals[seat][n - 1] != TAKEN:
            return n
    return 11


def card_totals(state: State) -> dict:
    """Cards of each seat over every place: always 55."""
    totals = {}
    for seat in range(state.players):
        held = (len(state.draw[seat]) + sum(c is not None for c in state.temp[seat]) + len(state.work[seat])
                + sum(len(chain) for chain in state.score[seat]) + len(state.dead[seat])
                + state.terminals[seat].count(UP) + state.terminals[seat].count(STOPPED))
        totals[f"seat{seat}_cards"] = held
    return totals


def with_seat(state: State, seat: int, **fields) -> State:
    """A copy with one seat's entries of the named per-seat fields replaced."""
    changes = {}
    for name, new in fields.items():
        row = list(getattr(state, name))
        row[seat] = new
        changes[name] = tuple(row)
    return replace(state, **changes)
