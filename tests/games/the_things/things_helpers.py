"""Helpers for The Things' tests: cards by name and positions set up by hand."""

from dataclasses import replace

from tabletop import games
from tabletop.games.the_things import cards as cd
from tabletop.games.the_things.state import ACTION, Pending

GAME = games.get("the_things")
SUITS = {"♣": 0, "c": 0, "♦": 1, "d": 1, "♥": 2, "h": 2, "♠": 3, "s": 3}
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def card(text: str, deck: int = 0) -> int:
    """'6♠' -> its id (deck 1 is the second deck)."""
    rank, suit = text[:-1], text[-1]
    value = RANKS[rank] if rank in RANKS else int(rank)
    return deck * 52 + SUITS[suit] * 13 + value - 1


def cards(text: str) -> tuple:
    """'6♠ 6♣' -> ids."""
    return tuple(card(t) for t in text.split())


def position(hands: list[str], players: int | None = None, active: int = 0, options=None, seed: int = 1):
    """A state whose hands are as given (the other cards in the draw pile), `active` to act."""
    players = players or len(hands)
    state = GAME.new_state(players, GAME.options_for(players, options), seed)
    held = [cards(h) for h in hands] + [()] * (players - len(hands))
    used = {c for h in held for c in h}
    everything = sorted(set(state.draw) | {c for h in state.hands for c in h})
    draw = tuple(c for c in everything if c not in used)
    return replace(state, hands=tuple(held), draw=draw, discard=(), active=active, phase=ACTION,
                   pending=Pending())


def play(state, mover, kind, **params):
    """Apply the legal move of `kind` with `params` (found among the legal moves)."""
    for move in GAME.legal_moves(state, mover):
        if move.kind == kind and all(move.get(k) == v for k, v in params.items()):
            return GAME.apply(state, mover, move)
    raise AssertionError(f"no legal {kind} {params} for seat {mover}: {[str(m) for m in GAME.legal_moves(state, mover)]}")


def kinds(state, seat):
    """The kinds of the legal moves of `seat`."""
    return {m.kind for m in GAME.legal_moves(state, seat)}


def legal_cards(state, seat, kind):
    """The cards of the legal moves of `kind`."""
    return {m.get("card") for m in GAME.legal_moves(state, seat) if m.kind == kind}


def name(c: int) -> str:
    return cd.name(c)
