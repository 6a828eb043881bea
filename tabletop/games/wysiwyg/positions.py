"""Hand-made positions for the rules pages and the lesson: named hands, a stacked stock, scripted moves.

`table_position(setup)` takes:

- hands: {0: ["K♠", "10♥", ...], 1: [...]}: up to 13 named cards per seat;
  hands are filled up to 13 from the lowest cards nobody named (2s first);
- stock: the next stock cards, top first (the rest follow, lowest first);
- dealer: 0 or 1 (default 1, so South, seat 0, calls first on equal bases);
- moves: played in turn by whoever is to move: "bid 12", "pass", "double",
  "redouble", "trump ♠", "no trump", "play K♠", "take 7♥";
- open: seats whose whole hand a picture shows face up (the public view of
  a rules page shows no hand otherwise).

Such a position is not dealt from any seed: use it for pictures and lessons.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.cards import SUITS
from tabletop.engine.rng import Rng
from tabletop.games.tricks import hand_order, power

from .game import GAME
from .moves import call_move, trump_move
from .state import HAND_SIZE, State, base_scores, evaluation, first_caller

SETUP_FIELDS = ("hands", "stock", "dealer", "moves", "open", "scores")
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def card(name: str) -> int:
    """The id of a card written as on the table: 'K♠', '10♥'."""
    name = str(name).strip()
    rank_text, suit = name[:-1], name[-1:]
    if suit not in SUITS:
        raise ValueError(f"{name!r} is not a card (a rank A, 2..10, J, Q or K and one of ♣ ♦ ♥ ♠)")
    rank = RANKS.get(rank_text) or (int(rank_text) if rank_text.isdigit() and 2 <= int(rank_text) <= 10 else 0)
    if not rank:
        raise ValueError(f"{name!r} is not a card (a rank A, 2..10, J, Q or K and one of ♣ ♦ ♥ ♠)")
    return SUITS.index(suit) * 13 + rank - 1


def deal_named(hands: dict, stock: list) -> tuple[tuple, tuple, tuple]:
    """(hand 0, hand 1, stock) from the named cards, every card of the deck used once."""
    named = [[card(c) for c in hands.get(seat, hands.get(str(seat), []))] for seat in (0, 1)]
    top = [card(c) for c in stock]
    used = [c for cards in named for c in cards] + top
    if len(set(used)) != len(used):
        raise ValueError("a card is named twice")
    if any(len(cards) > HAND_SIZE for cards in named):
        raise ValueError(f"a hand holds at most {HAND_SIZE} cards")
    free = sorted((c for c in range(52) if c not in used), key=lambda c: (power(c), c))  # low cards first
    for cards in named:
        while len(cards) < HAND_SIZE:
            cards.append(free.pop(0))
    return hand_order(named[0]), hand_order(named[1]), tuple(top + free)


def scripted(state: State, words: str):
    """The legal move the words name, for whoever is to move."""
    seat = GAME.to_move(state)[0]
    verb, _, rest = str(words).strip().partition(" ")
    if verb == "bid":
        move = call_move("bid", int(rest))
    elif verb in ("pass", "double", "redouble"):
        move = call_move(verb)
    elif verb == "trump":
        move = trump_move(SUITS.index(rest.strip()))
    elif verb == "no":
        move = trump_move(None)
    elif verb in ("play", "take"):
        move = next((m for m in GAME.legal_moves(state, seat) if m.kind == verb and m.get("card") == card(rest)), None)
        if move is None:
            raise ValueError(f"'{words}' is not legal here")
    else:
        raise ValueError(f"unknown move '{words}'")
    return seat, move


def table_position(setup: dict) -> State:
    """The rules pages' and lessons' hook: a position from {hands, stock, dealer, moves, open, scores}."""
    unknown = [k for k in setup if k not in SETUP_FIELDS]
    if unknown:
        raise ValueError(f"unknown setup field '{unknown[0]}' (known: {', '.join(SETUP_FIELDS)})")
    first, second, stock = deal_named(setup.get("hands") or {}, setup.get("stock") or [])
    dealer = int(setup.get("dealer", 1))
    evals = (evaluation(first), evaluation(second))
    bases = base_scores(evals)
    state = State(rng=Rng.from_seed(0), dealer=dealer, hands=(first, second), stock=stock, evals=evals,
                  bases=bases, turn=first_caller(bases, dealer), scores=tuple(setup.get("scores") or (0, 0)))
    for words in setup.get("moves") or []:
        seat, move = scripted(state, words)
        state = GAME.apply(state, seat, move)
    shown = [int(s) for s in setup.get("open") or []]
    known = tuple(state.hands[s] if s in shown else state.known[s] for s in (0, 1))
    return replace(state, known=known)
