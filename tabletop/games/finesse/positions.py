"""Hand-made positions for the tests, the rules pages and the lesson, written with card names.

`position(hands={0: "A♠ 3♥", ...}, tables={2: "K♠ 4♥ 7♣"}, ...)` names cards as
the table shows them ("10♦", "K♠"); a second "K♠" in the same position is the
other copy. Seats not given get cards from what is left, so that every seat
holds `hand_size` cards and three table cards; the rest lie in trick piles.
Such a position is not dealt by any seed: use it for tests and pictures only.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.cards import SUITS
from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.games.tricks import card_name, finesse_deck, hand_order

from .game import GAME
from .state import PLAY, SEAT_NAMES, SEATS, State, partner_of

class _Deck:
    """The 64 cards, handed out by name; each name gives its copies in turn."""

    def __init__(self):
        self.left = list(finesse_deck())

    def take(self, name: str) -> int:
        for card in self.left:
            if card_name(card) == name:
                self.left.remove(card)
                return card
        raise ValueError(f"no {name} left to place")

    def names(self, text) -> list[int]:
        items = text.split() if isinstance(text, str) else list(text)
        return [self.take(n) if isinstance(n, str) else n for n in items]

    def rest(self, count: int) -> list[int]:
        picked = self.left[:count]
        for card in picked:
            self.left.remove(card)
        return picked


def position(hands=None, tables=None, trick_no: int = 1, leader: int = 0, trump="unset", trick=(),
             table_lead: int | None = None, taken=(0, 0, 0, 0), dealer: int | None = None,
             totals=(0, 0), voids=(0, 0, 0, 0), hand_size: int | None = None, seed: int = 7) -> State:
    """A position described by names: hands and tables per seat, the trick so far as (seat, name)
    pairs (a led table card as its owner's play, with `table_lead` its slot), trump a suit symbol,
    'NT', or 'unset' before the first lead."""
    deck = _Deck()
    size = hand_size if hand_size is not None else 14 - trick_no
    plays = tuple((seat, deck.take(name)) for seat, name in trick)
    given_tables = {s: deck.names(t) for s, t in (tables or {}).items()}   # first: a table's K♠ is the first copy
    given_hands = {s: deck.names(h) for s, h in (hands or {}).items()}
    played_by = {seat for seat, _ in (plays[1:] if table_lead is not None else plays)}
    out_hands, out_tables = [], []
    for s in range(SEATS):
        want = size - (1 if s in played_by else 0)
        out_hands.append(tuple(hand_order(given_hands.get(s) or deck.rest(want))))
        table = given_tables.get(s) or deck.rest(3)
        out_tables.append(tuple(table))
    if table_lead is not None:
        owner = plays[0][0]
        table = list(out_tables[owner])
        table.insert(table_lead, None)
        out_tables[owner] = tuple(table[:3])
    piles = [(), (), (), ()]
    piles[0] = tuple(deck.left)
    order = _order(plays, table_lead) if plays else ()
    trump_set = trump != "unset"
    suit = None if trump in ("unset", "NT") else SUITS.index(trump)
    turn = order[len(plays)] if plays else leader
    return State(rng=Rng.from_seed(seed), dealer=(leader - 1) % SEATS if dealer is None else dealer,
                 hands=tuple(out_hands), tables=tuple(out_tables), piles=tuple(piles), taken=tuple(taken),
                 trick_no=trick_no, leader=leader, trick=plays, table_slot=table_lead, order=order,
                 trump=suit, trump_set=trump_set, voids=tuple(voids), phase=PLAY, turn=turn,
                 totals=tuple(totals))


def _order(plays, table_lead) -> tuple:
    """The seats playing to a trick begun with `plays`."""
    first = plays[0][0]
    if table_lead is None:
        return tuple((first + i) % SEATS for i in range(SEATS))
    return (first,) + tuple((first + i) % SEATS for i in range(1, SEATS))


def card(name: str, copy: int = 0) -> int:
    """A card id by name; copy 1 is the second K, Q or J of its suit."""
    matches = [c for c in finesse_deck() if card_name(c) == name]
    return matches[copy]


def with_state(state: State, **changes) -> State:
    """A position with some fields changed (a convenience for tests)."""
    return replace(state, **changes)


SETUP_FIELDS = {"hands", "tables", "trick_no", "leader", "trump", "trick", "table_lead", "taken", "dealer",
                "totals", "hand_size", "seed", "match", "moves"}


def table_position(setup: dict) -> State:
    """A rules-page or lesson position: `position` from the setup's fields (seats as numbers, 0 South,
    1 West, 2 North, 3 East; `trick` as [[seat, "K♠"], ...]), then `moves` played by whoever is to move,
    each "play 3♠", "lead_table K♠", "no_trump A♦", "replenish 8♣" or "next_hand"."""
    unknown = set(setup) - SETUP_FIELDS
    if unknown:
        raise ValueError(f"unknown setup field(s) {sorted(unknown)} (known: {', '.join(sorted(SETUP_FIELDS))})")
    seats = lambda mapping: {int(k): v for k, v in (mapping or {}).items()}
    state = position(hands=seats(setup.get("hands")), tables=seats(setup.get("tables")),
                     trick_no=int(setup.get("trick_no", 1)), leader=int(setup.get("leader", 0)),
                     trump=setup.get("trump", "unset"), trick=tuple((int(s), n) for s, n in setup.get("trick", ())),
                     table_lead=setup.get("table_lead"), taken=tuple(setup.get("taken", (0, 0, 0, 0))),
                     dealer=setup.get("dealer"), totals=tuple(setup.get("totals", (0, 0))),
                     hand_size=setup.get("hand_size"), seed=int(setup.get("seed", 7)))
    if setup.get("match"):
        state = replace(state, match=str(setup["match"]))
    for step in setup.get("moves", ()):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, named_move(state, seat, str(step)))
    return state


def named_move(state: State, seat: int, text: str):
    """The move "<kind> <card name>" of `seat`, the card found where that kind takes it from."""
    kind, _, name = text.partition(" ")
    if not name:
        return Move.of(kind)
    places = {"lead_table": state.tables[partner_of(seat)],
              "no_trump": tuple(state.hands[seat]) + tuple(state.tables[partner_of(seat)])}
    for card in places.get(kind, state.hands[seat]):
        if card is not None and card_name(card) == name:
            return Move.of(kind, card=card)
    raise ValueError(f"{SEAT_NAMES[seat]} has no {name} for '{text}'")
