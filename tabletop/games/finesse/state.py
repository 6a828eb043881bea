"""The immutable Finesse state and the deal.

Seats are numbered clockwise as the trick base numbers them: 0 South, 1 West,
2 North, 3 East (so South's left-hand neighbour is West, as in the rules).
Seats 0 and 2 are North-South (side 0), seats 1 and 3 East-West (side 1).
Cards are ids of the 64-card deck of `tricks` (every K, Q and J twice).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.rng import Rng
from tabletop.games.tricks import finesse_deck, hand_order

SEAT_NAMES = ("South", "West", "North", "East")
SIDE_NAMES = ("North–South", "East–West")  # en dashes, as the table names teams (identifiers: words in view.py)
SEATS = 4
TRICKS = 13
TABLE_SLOTS = 3
TABLE_PILE = 12          # counted off face down before the hands are dealt

# Phases: cards being led and followed, a table card to replace, a finished hand, the end.
PLAY, REPLENISH, HAND_END, OVER = "play", "replenish", "hand_end", "over"
STANDARD, ONE_HAND = "standard", "one_hand"


@dataclass(frozen=True)
class State:
    """A whole match: the hand being played, the tricks so far and the score sheet."""

    rng: Rng
    match: str = STANDARD           # STANDARD (42 with a 5-point lead, or 60) or ONE_HAND
    dealer: int = 0
    hand_no: int = 1
    hands: tuple = ((), (), (), ())   # per seat, in hand order (the view's `hand/<i>` indexes it)
    tables: tuple = ()              # per seat, 3 slots: a card id, or None while a led card awaits replacing
    piles: tuple = ((), (), (), ())   # per seat, the cards of the tricks it took (face down)
    taken: tuple = (0, 0, 0, 0)       # tricks taken per seat this hand
    trick_no: int = 1
    leader: int = 0                 # who leads (or led) the current trick
    trick: tuple = ()               # ((seat, card), ...) in play order; a led table card is its owner's play
    table_slot: int | None = None   # the slot the led table card came from, None for a lead from hand
    order: tuple = ()               # the seats that play to this trick, in order
    trump: int | None = None        # the trump suit, or None for no trump (meaningful once trump_set)
    trump_set: bool = False
    voids: tuple = (0, 0, 0, 0)       # per seat, a bit per suit it showed it lacks (public knowledge)
    last_trick: tuple = ()          # the trick just taken: (plays, winner seat, from table)
    last_winner: int | None = None  # who took the latest trick (the 13th decides the +4)
    phase: str = PLAY
    turn: int = 0                   # the seat whose decision is pending
    totals: tuple = (0, 0)            # match totals per side
    sheet: tuple = ()               # per finished hand: the breakdown of `scoring.hand_scores`
    winner_side: int | None = None  # set once the match is decided
    # What the last move did, for the log and the status line; no part of equality.
    events: tuple = field(default=(), compare=False)


def update(state: State, **changes) -> State:
    """`dataclasses.replace` without its checks: a copy with some fields changed. Play-outs make
    thousands of states a decision, and replace's field-by-field rebuild was half their time."""
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


def partner_of(seat: int) -> int:
    """The seat opposite."""
    return (seat + 2) % SEATS


def deal(state: State, dealer: int) -> State:
    """A fresh hand: 12 cards counted off face down, 13 to each hand, then those 12 face up, 3 each,
    always one at a time clockwise from the dealer's left."""
    deck, rng = state.rng.shuffled(finesse_deck())
    pile, rest = deck[:TABLE_PILE], deck[TABLE_PILE:]
    hands = [[] for _ in range(SEATS)]
    for i, card in enumerate(rest):
        hands[(dealer + 1 + i) % SEATS].append(card)
    tables = [[] for _ in range(SEATS)]
    for i, card in enumerate(pile):
        tables[(dealer + 1 + i) % SEATS].append(card)
    first = (dealer + 1) % SEATS
    return update(state, rng=rng, dealer=dealer, hands=tuple(hand_order(h) for h in hands),
                   tables=tuple(tuple(t) for t in tables), piles=((),) * SEATS, taken=(0,) * SEATS,
                   trick_no=1, leader=first, trick=(), table_slot=None, order=(), trump=None,
                   trump_set=False, voids=(0,) * SEATS, last_trick=(), last_winner=None,
                   phase=PLAY, turn=first)


def new_state(players: int, options: dict, seed: int) -> State:
    """A fresh match: the first dealer drawn from the seed, the first hand dealt (`players` is always four)."""
    rng = Rng.from_seed(seed)
    dealer, rng = rng.below(SEATS)
    return deal(State(rng=rng, match=options["match"]), dealer)


def table_cards(state: State, seat: int) -> tuple:
    """The cards on a seat's table (an empty slot left out)."""
    return tuple(c for c in state.tables[seat] if c is not None)


def card_count(state: State) -> int:
    """Every card of the deck, wherever it lies (64 at every moment)."""
    return (sum(map(len, state.hands)) + sum(map(len, state.piles)) + len(state.trick)
            + sum(len(table_cards(state, s)) for s in range(SEATS)))


def card_totals(state: State) -> dict:
    """The 64 cards over hands, tables, the trick and the trick piles."""
    return {"cards": card_count(state)}
