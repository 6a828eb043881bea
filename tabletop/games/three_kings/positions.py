"""Hand-made positions written with ranks, for the tests, the rules pages and the lesson.

`position(players, hands=[["4", "K"], ...], field=["8", "Q"], stock=["7"], turn=0)` gives every
named rank a free card of the game's deck ("A", "2".."10", "J", "Q", "K", "joker"); the cards not named
lie in the stock under the named ones (or nowhere else: `rest=False` keeps only the named stock, for
endings). The seat to act has already drawn, unless `draw=True` starts its turn with the draw. Such a
position is not dealt from a seed: use it for tests and pictures only.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player

from .deck import JOKER, deck, rank, sorted_cards
from .game import GAME
from .rules import start_turn
from .state import State

RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


class _Cards:
    """Hands out unused card ids by rank."""

    def __init__(self, players: int):
        self.free: dict[int, list[int]] = {}
        for card in deck(players):
            if card != JOKER:
                self.free.setdefault(rank(card), []).append(card)
        self.joker = True

    def take(self, words) -> tuple[int, ...]:
        out = []
        for word in words:
            text = str(word).strip()
            if text.lower() == "joker":
                if not self.joker:
                    raise ValueError("there is only one joker")
                self.joker = False
                out.append(JOKER)
                continue
            r = RANKS.get(text.upper(), None) or int(text)
            if not self.free.get(r):
                raise ValueError(f"no {text} left in the deck for this position")
            out.append(self.free[r].pop(0))
        return tuple(out)

    def rest(self) -> tuple[int, ...]:
        left = [c for r in sorted(self.free) for c in self.free[r]]
        return tuple(left + [JOKER] * self.joker)


def position(players: int = 2, hands=None, field=(), stock=(), turn: int = 0, dealer: int | None = None,
             sets=None, known=None, options: dict | None = None, draw: bool = False, rest: bool = True) -> State:
    """A state in the middle of a game, from ranks (see the module's docstring)."""
    opts = GAME.options_for(players, options)
    cards = _Cards(players)
    hand_ids = [cards.take(h) for h in (hands or [()] * players)]
    field_ids, stock_ids = cards.take(field), cards.take(stock)
    set_ids = tuple(tuple(cards.take(s) for s in pile) for pile in (sets or [()] * players))
    known_ids = []
    for seat, words in enumerate(known or [()] * players):
        kings = [c for c in hand_ids[seat] if rank(c) == 13][:len(words)]
        known_ids.append(tuple(kings))
    if rest:
        stock_ids += cards.rest()
    state = State(players=players, winner=opts["winner"], end=opts["end"], must_set=opts["must_set"],
                  dealer=(turn - 1) % players if dealer is None else dealer, turn=turn,
                  hands=tuple(sorted_cards(h) for h in hand_ids), field=field_ids, stock=stock_ids,
                  sets=set_ids, known=tuple(known_ids), drawn=(None,) * players)
    return start_turn(state, turn) if draw else state


def table_position(setup: dict) -> State:
    """A rules-page or lesson position: `position`'s fields, then `moves` played through the engine,
    each written {kind, hand, field, card} with ranks ("hand": "4", "field": ["8", "Q"])."""
    fields = {k: v for k, v in setup.items() if k != "moves"}
    state = position(**fields)
    for step in setup.get("moves", ()):
        state = GAME.apply(state, state.turn, move_from_ranks(state, step))
    return state


def move_from_ranks(state: State, step: dict):
    """A move of the seat to act named by ranks: the first matching cards in hand and on the field."""
    hand, field = list(state.hands[state.turn]), list(state.field)

    def pick(cards: list, word) -> int:
        want = 13 if str(word).lower() in ("k", "joker") else RANKS.get(str(word).upper()) or int(word)
        found = next(c for c in cards if rank(c) == want and (str(word).lower() != "joker" or c == JOKER))
        cards.remove(found)
        return found

    kind = step["kind"]
    if kind == "set":
        card = pick(hand, step["hand"])
        return Move.of("set", hand=card, field=tuple(sorted(pick(field, w) for w in step["field"])))
    if kind == "discard":
        return Move.of("discard", card=pick(hand, step["card"]))
    if kind == "king":
        return Move.of("king", hand=pick(hand, step["hand"]), field=pick(field, step["field"]))
    return Move.of(kind)


def match_from_position(state: State, players: list | None = None) -> Match:
    """A Match whose first state is the hand-made position."""
    seats = players or [Player(GAME.seat_name(s)) for s in range(state.players)]
    return Match.from_position(GAME, seats, state, GAME.options_for(len(seats)))


def with_stock(state: State, stock) -> State:
    """`state` with the stock replaced by the named cards (ids)."""
    return replace(state, stock=tuple(stock))
