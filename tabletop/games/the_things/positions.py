"""Hand-made positions for rules pages, lessons and tests: hands given by card names, moves by words."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player

from . import cards as cd
from .game import GAME
from .state import ACTION, Pending, State, new_state

SUITS = {"♣": 0, "♦": 1, "♥": 2, "♠": 3}
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def card(text: str) -> int:
    """'6♠' -> its id in the first deck."""
    rank, suit = text[:-1], text[-1]
    return SUITS[suit] * 13 + (RANKS[rank] if rank in RANKS else int(rank)) - 1


def position(hands: list[str], active: int = 0, options: dict | None = None, seed: int = 1,
             dead: tuple = ()) -> State:
    """A position with these hands ("4♠ 2♠ ..." per seat; dead seats hold nothing), `active` to act;
    every other card lies in the draw pile."""
    players = len(hands)
    state = new_state(players, GAME.options_for(players, options), seed)
    held = [cd.hand_order(card(t) for t in h.split()) for h in hands]
    used = {c for h in held for c in h}
    everything = sorted(set(state.draw) | {c for h in state.hands for c in h})
    alive = tuple(s not in dead for s in range(players))
    roles = tuple(("thing" if any(cd.red(c) for c in held[s]) else "human") if s in dead else None
                  for s in range(players))
    held = [() if s in dead else h for s, h in enumerate(held)]
    return replace(state, hands=tuple(held), draw=tuple(c for c in everything if c not in used), discard=(),
                   active=active, phase=ACTION, pending=Pending(), alive=alive, death_roles=roles)


def match_from_position(state: State, players: list | None = None) -> Match:
    """A Match whose first state is the hand-made position."""
    seats = players or [Player(GAME.seat_name(s)) for s in range(state.players)]
    return Match.from_position(GAME, seats, state, GAME.options_for(len(seats), dict(state.options)))


SETUP_KEYS = {"hands", "active", "dead", "options", "moves", "draw"}


def table_position(setup: dict) -> State:
    """A rules-page or lesson position: hands by card names, then moves played through the engine.

    setup: {hands: ["4♠ 2♠ ...", ...], active, dead: [seats], options, draw: ["5♥", ...] (the next
    cards drawn, first first), moves: [{kind, card: "4♠", ...}, ...]}; every move is played by the seat
    to move and checked by the engine.
    """
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise ValueError(f"unknown setup field {sorted(unknown)[0]!r}")
    state = position(list(setup["hands"]), int(setup.get("active", 0)), setup.get("options"),
                     dead=tuple(setup.get("dead", ())))
    if setup.get("draw"):
        top = [card(t) for t in setup["draw"]]
        state = replace(state, draw=tuple(c for c in state.draw if c not in top) + tuple(reversed(top)))
    for raw in setup.get("moves", ()):
        params = {k: (card(v) if k == "card" and isinstance(v, str) else v) for k, v in dict(raw).items()}
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, Move.from_dict(params))
    return state
