"""Hand-made positions for the rules pages and the tests, written with card values.

`position(players, seat, seats={0: {...}, ...})` describes each seat by
values: `draw` (top first), `temp` (slot values or None), `work`, `taken`
and `stopped` terminals, `out`. Numbers taken often enough to stop are
stopped for everyone else, as in play. Each value is taken from that seat's own
deck; the seat's cards left over lie in its dead pile (or, when `draw` is
not given, form its draw pile), so every seat still owns 55 cards. Such a
position is not dealt by any seed, so a save of a match started from it
does not replay: use it for tests and pictures only.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.match import Match, Player

from .deck import draw_cards, terminal_card, value
from .game import GAME
from .rules import stop_check
from .state import OVER, PLAY, STOPPED, TAKEN, UP, State, new_state


class _Cards:
    """A seat's regular cards by value, handed out one at a time."""

    def __init__(self, seat: int):
        self.left: dict[int, list[int]] = {}
        for card in draw_cards(seat):
            self.left.setdefault(value(card), []).append(card)

    def take(self, v: int) -> int:
        if not self.left.get(v):
            raise ValueError(f"no regular {v} left in this deck")
        return self.left[v].pop()

    def rest(self) -> tuple[int, ...]:
        return tuple(c for v in sorted(self.left, reverse=True) for c in self.left[v])


def _seat_fields(seat: int, spec: dict, slots: int) -> dict:
    """The per-seat fields of a seat described by values."""
    cards = _Cards(seat)
    row = [UP] * 10
    for n in spec.get("stopped", ()):
        row[n - 1] = STOPPED
    score = []
    for n in sorted(spec.get("taken", ()), reverse=True):
        row[n - 1] = TAKEN
        run = [cards.take(v) for v in range(10, n, -1) if cards.left.get(v)]
        score.append(tuple(run) + (terminal_card(seat, n),))
    temp = [None if v is None else cards.take(v) for v in spec.get("temp", ())]
    temp += [None] * (slots - len(temp))
    work = tuple(cards.take(v) for v in spec.get("work", ()))
    if "draw" in spec:
        draw = tuple(cards.take(v) for v in spec["draw"])
        dead = tuple(cards.take(v) for v in spec.get("dead", ())) + cards.rest()
    else:
        dead = tuple(cards.take(v) for v in spec.get("dead", ()))
        draw = cards.rest()
    return dict(draw=draw, temp=tuple(temp), work=work, score=tuple(score), dead=dead,
                terminals=tuple(row), playing=not spec.get("out", False))


def position(players: int = 2, seat: int = 0, seats: dict | None = None, options: dict | None = None,
             over: bool = False) -> State:
    """A state with each seat's piles given by values (see the module docstring)."""
    opts = GAME.normalise_options(options)
    base = new_state(players, opts, 0)
    seats = seats or {}
    fields = {name: [] for name in ("draw", "temp", "work", "score", "dead", "terminals", "playing")}
    for s in range(players):
        one = _seat_fields(s, seats.get(s, {}), base.slots())
        for name in fields:
            fields[name].append(one[name])
    state = replace(base, seat=seat, phase=OVER if over else PLAY, **{k: tuple(v) for k, v in fields.items()})
    for n in range(1, 11):  # numbers taken often enough are stopped, as play would have left them
        state, _ = stop_check(state, n)
    return state


def match_from_position(state: State, players: list | None = None, options: dict | None = None) -> Match:
    """A Match whose first state is the hand-made position."""
    names = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth"]  # not for players
    return Match.from_position(GAME, players or [Player(names[i]) for i in range(state.players)], state, options)




SETUP_FIELDS = ("players", "seat", "seats", "options")


def table_position(setup: dict) -> State:
    """The rules pages' hook: a position from {players, seat, seats, options} (see `position`)."""
    unknown = [k for k in setup if k not in SETUP_FIELDS]
    if unknown:
        raise ValueError(f"unknown setup field '{unknown[0]}' (known: {', '.join(SETUP_FIELDS)})")
    return position(**setup)
