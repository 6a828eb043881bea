"""The immutable Dream Team state, its lottery record, and the card bookkeeping shared by the rules.

Cards are Pairs-deck ids (0..54, `pairs_value` gives 1..10). Seats sit
clockwise in index order, so "the left neighbour" of seat s is s + 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.cards import pairs_deck, pairs_value
from tabletop.engine.frozen_copy import changed
from tabletop.engine.game import seat_words
from tabletop.engine.rng import Rng
from tabletop.engine.words import Person, Words

SEAT_NAMES = ("Red", "Black", "Blue", "Green", "Purple", "Orange")


def seat_said(seat: int) -> Words:
    """A seat's name as players read it ('Red', '赤')."""
    return seat_words(SEAT_NAMES[seat])


def person(seat: int) -> Person:
    """A seat named in a message (the table may read it as the person playing it)."""
    return Person(seat, seat_said(seat))


# Phases: choosing cards, a lottery running, a finished round or game waiting for the next deal, the end.
NOMINATE, LOTTERY, ROUND_END, GAME_END, OVER = "nominate", "lottery", "round_end", "game_end", "over"
VALUES = tuple(pairs_value(c) for c in pairs_deck())


@dataclass(frozen=True)
class Lottery:
    """One lottery for a contested card: who draws in which order, and what has been drawn."""

    pos: int                 # the contested card's row position (0-based)
    contenders: tuple        # seats in drawing order (seat order from the start player)
    turn: int = 0            # index into contenders of the next drawer
    open: tuple = ()         # open lottery cards, in the order drawn
    draws: tuple = ()        # ((seat, (card, ...)), ...) every draw so far
    winner: int | None = None
    winning: tuple = ()      # the cards that matched (the winning draw and the open card it matched)

    @property
    def drawer(self) -> int:
        """The seat whose draw it is."""
        return self.contenders[self.turn]

    def cards(self) -> tuple:
        """Every card this lottery has drawn (open cards plus a winning draw)."""
        return tuple(c for _, drawn in self.draws for c in drawn)


@dataclass(frozen=True)
class State:
    """A whole match: the current game, round and stage, and the score sheet so far."""

    players: int
    end_size: int             # a team this big ends the game after the round
    target: int               # match target (cumulative points)
    distinct: bool            # re-nominations must pick unmarked cards
    fresh: bool               # every game starts from a freshly shuffled full deck
    rng: Rng
    deck: tuple               # face down, next draw first
    discard: tuple = ()       # face up, the top card last
    teams: tuple = ()         # per seat: card ids in the order gained
    totals: tuple = ()        # cumulative score per seat
    sheet: tuple = ()         # per finished game: the score of each seat
    game_no: int = 1
    round_no: int = 1
    start: int = 0            # the start player of this round
    row: tuple = ()           # the dealt cards, position 0 = #1 on the left
    taken: tuple = ()         # per row position: the seat that gained it, or None while it is still in play
    phase: str = NOMINATE
    stage: int = 1
    group: tuple = ()         # S: the seats taking part in this stage, in seat order from the start player
    queue: tuple = ()         # seats still to nominate in this stage, in order
    marks: tuple = ()         # per row position: the seats whose marker lies on it (in nomination order)
    losers: tuple = ()        # L: this stage's lottery losers so far
    gains: tuple = ()         # this stage's gains as (position, seat), for the leftover rule
    contested: tuple = ()     # contested positions still waiting for their lottery, left to right
    lottery: Lottery | None = None        # the running lottery
    shown_lottery: Lottery | None = None  # the lottery just won, kept on show until the next lottery
    triggered: bool = False   # a team reached the end size: this is the last round
    # What the last move did, for the log, the status line and the table's flashes; it takes no
    # part in equality, so two ways to reach the same position compare equal.
    events: tuple = field(default=(), compare=False)

    @property
    def remaining(self) -> tuple:
        """R: the row positions still in play, left to right."""
        return tuple(i for i, seat in enumerate(self.taken) if seat is None)


def value(card: int) -> int:
    """The number on a card."""
    return VALUES[card]


def order_from(start: int, seats, players: int) -> tuple:
    """`seats` in seat order from the start player: the start player (if among them) first, then clockwise."""
    return tuple(sorted(seats, key=lambda s: (s - start) % players))


def team_sum(team: tuple) -> int:
    """The points of a team: the sum of its numbers."""
    return sum(VALUES[c] for c in team)


def draw_card(state: State) -> tuple[int, State]:
    """The next card of the deck; an empty deck is first rebuilt from the shuffled discard pile."""
    deck, discard, rng = state.deck, state.discard, state.rng
    if not deck:
        if not discard:
            # Cannot happen with 6 players or fewer (teams stay below the end size); say so plainly if it does.
            raise RuntimeError("Dream Team ran out of cards: deck and discard pile are both empty.")
        deck, rng = rng.shuffled(discard)
        discard = ()
    return deck[0], changed(state, deck=deck[1:], discard=discard, rng=rng)


def draw_cards(state: State, count: int) -> tuple[tuple, State]:
    """`count` cards, one after the other (each may rebuild the deck)."""
    cards = []
    for _ in range(count):
        card, state = draw_card(state)
        cards.append(card)
    return tuple(cards), state


def card_places(state: State) -> dict:
    """Every place a card can be, with the cards it holds."""
    lottery = state.lottery.open if state.lottery else ()
    return {
        "deck": state.deck, "discard": state.discard, "lottery": lottery,
        "row": tuple(state.row[i] for i in state.remaining),
        "teams": tuple(c for team in state.teams for c in team),
    }


def value_counts(state: State) -> dict:
    """How many cards of each number exist over all places (v of each v, 55 in all)."""
    counts = {f"{v}s": 0 for v in range(1, 11)}
    for cards in card_places(state).values():
        for card in cards:
            counts[f"{VALUES[card]}s"] += 1
    counts["cards"] = sum(counts.values())
    return counts
