"""A mutable working copy of a state, for the length of one move: flow.py changes it and freezes it."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.words import Text, say

from . import cards as cd
from .state import HUMAN, THING, State

# The log a state carries: enough for the table's log, short enough to copy fast in a search.
LOG_KEPT, NOTES_KEPT = 60, 120


class Table:
    """The state's fields as lists; `freeze` builds the new immutable State."""

    def __init__(self, state: State):
        self.base = state
        self.hands = [list(h) for h in state.hands]
        self.alive = list(state.alive)
        self.draw = list(state.draw)
        self.discard = list(state.discard)
        self.discard_up = list(state.discard_up)
        self.known = [list(k) for k in state.known]
        self.own_discards = [list(k) for k in state.own_discards]
        self.public_discards = list(state.public_discards)
        self.exposed = list(state.exposed)
        self.death_roles = list(state.death_roles)
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
        """A public sentence for the log."""
        self.said.append(sentence)

    def tell(self, seat: int, sentence: Text) -> None:
        """A sentence only `seat` reads."""
        self.notes.append((seat, sentence))

    def set(self, **fields) -> None:
        """Replace fields of the pending decision."""
        self.pending = replace(self.pending, **fields)

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
        """The new immutable state."""
        base = self.base
        return replace(
            base, hands=tuple(cd.hand_order(h) for h in self.hands), alive=tuple(self.alive), draw=tuple(self.draw),
            discard=tuple(self.discard), discard_up=tuple(self.discard_up),
            known=tuple(tuple(k) for k in self.known), own_discards=tuple(tuple(k) for k in self.own_discards),
            public_discards=tuple(self.public_discards), exposed=tuple(self.exposed),
            death_roles=tuple(self.death_roles), active=self.active, phase=self.phase,
            pending=self.pending, rng=self.rng, trades=self.trades, turn=self.turn, winner=self.winner,
            ended_by=self.ended_by, log=(base.log + tuple(self.said))[-LOG_KEPT:], notes=(base.notes + tuple(self.notes))[-NOTES_KEPT:],
            last=tuple(self.said))
