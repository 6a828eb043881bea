"""A mutable working copy of a state, for the length of one move: flow.py changes it and freezes it."""

from __future__ import annotations

from tabletop.engine.frozen_copy import changed
from tabletop.engine.words import Text, kept, say

from . import cards as cd
from .state import HUMAN, THING, State

# The notes a state carries: more than any seat's panel shows, short enough to copy fast in a search.
NOTES_KEPT = 120


class _Thawed:
    """A field of the state as lists, made when a move first reads it: from then on the working copy's own
    lists answer (no descriptor on the way). A field the move never read keeps the state's own tuple."""

    def __init__(self, nested: bool = False):
        self.nested = nested

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, table: "Table", owner=None):
        if table is None:
            return self
        value = getattr(table.base, self.name)
        value = table.__dict__[self.name] = [list(v) for v in value] if self.nested else list(value)
        return value


class Table:
    """The state's fields as lists; `freeze` builds the new immutable State."""

    hands, known, own_discards = _Thawed(nested=True), _Thawed(nested=True), _Thawed(nested=True)
    alive, draw, discard, discard_up = _Thawed(), _Thawed(), _Thawed(), _Thawed()
    public_discards, exposed, death_roles = _Thawed(), _Thawed(), _Thawed()

    def __init__(self, state: State):
        self.base = state
        self.active, self.phase, self.pending, self.rng = state.active, state.phase, state.pending, state.rng
        self.trades, self.turn, self.winner, self.ended_by = state.trades, state.turn, state.winner, state.ended_by
        self.said: list[Text] = []
        self.notes: list[tuple[int, Text]] = []
        self.players = state.players

    def option(self, name: str):
        return self.base.option(name)

    def role(self, seat: int) -> str:
        if not self.alive[seat]:
            return self.death_roles[seat]
        return THING if any(cd.red(c) for c in self.hands[seat]) else HUMAN

    def living(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    def round_from(self, seat: int, include: bool = False) -> list[int]:
        """Living seats clockwise from `seat`'s left (or from `seat` itself)."""
        start = 0 if include else 1
        order = [(seat + k) % self.players for k in range(start, self.players + start)]
        return [s for s in order if self.alive[s] and (include or s != seat)]

    def say(self, sentence: Text) -> None:
        """A public sentence for the log (one copy of each sentence for all states: `kept`)."""
        self.said.append(kept(sentence))

    def tell(self, seat: int, sentence: Text) -> None:
        """A sentence only `seat` reads."""
        self.notes.append(kept((seat, sentence)))

    def set(self, **fields) -> None:
        """Replace fields of the pending decision."""
        self.pending = changed(self.pending, **fields)

    def remove(self, seat: int, card: int) -> None:
        """A card leaves a hand: whatever anybody knew of it being there is void."""
        self.hands[seat].remove(card)
        for known in self.known:
            if (seat, card) in known:
                known.remove((seat, card))

    def learn(self, seat: int, holder: int, card: int) -> None:
        """`seat` now knows that `holder` holds `card`."""
        if seat != holder and (holder, card) not in self.known[seat]:
            self.known[seat].append((holder, card))

    def to_discard(self, card: int, seen_by: int | None = None, public: bool = False) -> None:
        """Face down onto the discard pile; who saw it go there remembers it."""
        self.discard.append(card)
        if public:
            self.public_discards.append(card)
        elif seen_by is not None:
            self.own_discards[seen_by].append(card)

    def draw_card(self) -> int | None:
        """The top card, reshuffling the discard piles into a new draw pile when it is empty."""
        if not self.draw:
            if not (self.discard or self.discard_up):
                return None
            pile, self.rng = self.rng.shuffled(sorted(self.discard + self.discard_up))
            self.draw, self.discard, self.discard_up = list(pile), [], []
            self.public_discards = []
            self.own_discards = [[] for _ in range(self.players)]
            self.say(say("the_things.log.reshuffled"))
        return self.draw.pop()

    def freeze(self) -> State:
        """The new immutable state: the fields the move read as tuples again (a hand it changed in hand order),
        the others as they were."""
        base, worked = self.base, self.__dict__
        fields = {name: _FROZEN[name](getattr(base, name), worked[name]) for name in _FROZEN if name in worked}
        return changed(
            base, **fields, active=self.active, phase=self.phase, pending=self.pending, rng=self.rng,
            trades=self.trades, turn=self.turn, winner=self.winner, ended_by=self.ended_by,
            notes=(base.notes + tuple(self.notes))[-NOTES_KEPT:], last=kept(tuple(self.said)))


def _hands(before: tuple, now: list) -> tuple:
    """Each hand as a tuple in hand order: the one before where the move left it as it was."""
    return tuple(old if (new := tuple(hand)) == old else cd.hand_order(new) for old, hand in zip(before, now))


def _nested(before: tuple, now: list) -> tuple:
    return tuple(tuple(k) for k in now)


def _flat(before: tuple, now: list) -> tuple:
    return tuple(now)


_FROZEN = {"hands": _hands, "known": _nested, "own_discards": _nested, **{name: _flat for name in (
    "alive", "draw", "discard", "discard_up", "public_discards", "exposed", "death_roles")}}
