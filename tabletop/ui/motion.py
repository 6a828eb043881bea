"""Things that travel across the table when a move changes where they are drawn.

Drawers say where each thing they can follow is drawn (a face-up card by its id, a marker by its
colour) with `place(key, rect, paint)`. The table remembers those places frame to frame; on the
first frame after a move, whatever is drawn somewhere new flies there from where it was, and a card
that was nowhere in sight turns over on its way from the nearest card back (the pile it was drawn
from, or its own square). A thing in flight is painted over every zone by `Motion.finish`, so it is
never hidden under the zone it lands in.

A card that leaves sight (a trick gathered into its taker's face-down pile) goes where its drawer said
it would: `place(..., leaves_to=sink)` names a pile that a drawer of that pile notes each frame with
`sink_at(sink, rect, back)`. On the first frame after a move, a card seen before and gone now flies from
its last place to that pile, turning face down (into the pile's `back`) on the way, and vanishes onto
it. Without a named pile it simply disappears: a guessed pile would tell a wrong story.

Two hints let a drawer say how a thing travels: `track` (the squares of a track, in order) makes it
hop square by square instead of gliding straight (a marker on a step track), and `origin` names a
place noted with `source_at` that a thing new in sight comes from (a chip leaving its supply; a card
given by another player, from their seat, turning over on its way).

Only what the viewer's view showed can travel: a card without an id (a back) is never followed, so
motion reveals nothing the still pictures did not.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Sequence

import pygame

FLIGHT_SECONDS = 0.5  # long enough to follow a card across the table, short enough not to wait for
HOP_SECONDS = 0.16    # one square of a hop along a track: each square is seen, five take under a second
HOP_LIFT = 0.6        # how high a hop rises, in the thing's own heights

Paint = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass
class Flight:
    """One thing on its way: from one rect to another, started at a clock time, maybe turning over."""

    start: pygame.Rect
    end: pygame.Rect
    begun: float
    paint: Paint
    back: Paint | None = None  # a card turning over shows this for the first half of the flight (a card
                               # leaving sight: its face, then `paint` is its back)
    via: tuple[pygame.Rect, ...] = ()  # the squares it stands on in between, hopping (a marker on its track)
    seconds: float = FLIGHT_SECONDS

    def rect(self, t: float) -> pygame.Rect:
        """Where the thing is at progress t: gliding (eased, so it leaves and lands softly), or hopping
        from stop to stop with a short rest on each."""
        stops = (self.start, *self.via, self.end)
        legs = len(stops) - 1
        leg = min(legs - 1, int(t * legs))
        local = min(1.0, t * legs - leg)
        box = _between(stops[leg], stops[leg + 1], ease(local))
        if legs > 1:
            box.y -= round(HOP_LIFT * box.height * math.sin(math.pi * local))
        return box

    def path(self, steps: int = 40) -> list[pygame.Rect]:
        """Where the thing is at `steps` + 1 evenly spaced moments of its flight."""
        return [self.rect(i / steps) for i in range(steps + 1)]


def ease(t: float) -> float:
    """Smooth start and stop: 0 -> 0, 1 -> 1, slow at both ends."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def _between(a: pygame.Rect, b: pygame.Rect, e: float) -> pygame.Rect:
    mix = [round(p + (q - p) * e) for p, q in zip(a, b)]
    return pygame.Rect(mix[0], mix[1], max(1, mix[2]), max(1, mix[3]))


def hops(track: Sequence[pygame.Rect], start: pygame.Rect, end: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """The stops between a thing's old square and its new one on a track, in order: its spot in the new
    square, shifted into each square passed (empty when it is not on the track or moves one square)."""
    a, b = _square_of(track, start), _square_of(track, end)
    if a is None or b is None or abs(b - a) < 2:
        return ()
    step, home = (1 if b > a else -1), track[b]
    return tuple(end.move(track[i].x - home.x, track[i].y - home.y) for i in range(a + step, b, step))


def _square_of(track: Sequence[pygame.Rect], rect: pygame.Rect) -> int | None:
    return next((i for i, square in enumerate(track) if pygame.Rect(square).collidepoint(rect.center)), None)


class Motion:
    """Where followed things were drawn, and the flights the last move started."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.places: dict[Hashable, pygame.Rect] = {}  # the last frame's places
        self.backs: list[pygame.Rect] = []              # the last frame's card backs: where new cards come from
        self.sources: dict[Hashable, pygame.Rect] = {}  # the last frame's sources (`source_at`)
        self.leaving: dict[Hashable, tuple] = {}  # the last frame's cards with a pile: (sink, paint, back)
        self.flights: dict[Hashable, Flight] = {}
        self.moved = False
        self.still_rolling = False  # a zone's own replay runs (dice tumbling, a checker gliding)
        self.unseen = False         # drawing off screen, for places only (`offscreen`)
        self._seen: dict[Hashable, pygame.Rect] = {}
        self._backs: list[pygame.Rect] = []
        self._sources: dict[Hashable, pygame.Rect] = {}
        self._leaving: dict[Hashable, tuple] = {}
        self._sinks: dict[Hashable, tuple] = {}  # this frame's piles for cards leaving sight: (rect, back)
        self._notes: list[tuple] | None = None  # places noted while a cached zone paints (see `noting`)

    def begin(self, clock: float, moved: bool, replaying: bool = False) -> None:
        """A frame starts; `moved`: a move was played since the last frame, so new places start flights;
        `replaying`: a zone's own replay of the move still runs."""
        seen_before = bool(self.places or self.backs or self.sources)
        self.clock, self.moved, self.still_rolling = clock, moved and seen_before, replaying
        self._seen, self._backs, self._sources, self._leaving, self._sinks = {}, [], {}, {}, {}
        self.flights = {key: f for key, f in self.flights.items() if self.progress(f) < 1.0}

    def forget(self) -> None:
        """Drop every place and flight (another person's view, a resized window): nothing flies."""
        self.places, self.backs, self.sources, self.flights, self.leaving = {}, [], {}, {}, {}

    def progress(self, flight: Flight) -> float:
        return min(1.0, max(0.0, (self.clock - flight.begun) / flight.seconds))

    def busy(self) -> bool:
        """Whether something is still on its way."""
        return any(self.progress(f) < 1.0 for f in self.flights.values())

    def place(self, key: Hashable, rect: pygame.Rect, paint: Paint, back: Paint | None = None,
              track: Sequence[pygame.Rect] = (), origin: Hashable | None = None,
              leaves_to: Hashable | None = None) -> bool:
        """`key` is drawn at `rect` this frame; True if the drawer should paint it there now, False while
        it flies (Motion paints it). `back`: the thing is a card that turns over if it is new in sight;
        `track`: the squares it hops across when it moves; `origin`: the source it comes from when new;
        `leaves_to`: the sink (`sink_at`) it goes to if the next move takes it out of sight."""
        if self._notes is not None:
            self._notes.append(("place", (key, rect, paint, back, track, origin, leaves_to)))
        if key in self._seen:
            return True  # drawn twice in one frame (a copy in a summary): only the first is followed
        rect = pygame.Rect(rect)
        self._seen[key] = rect
        if leaves_to is not None:
            self._leaving[key] = (leaves_to, paint, back)
        if self.moved:
            self._start(key, rect, paint, back, track, origin)
        flight = self.flights.get(key)
        if flight is None:
            return True
        flight.end, flight.paint = rect, paint  # a window resize or a re-layout lands it where it now is
        return False

    def back_at(self, rect: pygame.Rect) -> None:
        """A card back is drawn here: a card that comes into sight next frame may come from it."""
        if self._notes is not None:
            self._notes.append(("back_at", (rect,)))
        self._backs.append(pygame.Rect(rect))

    def source_at(self, key: Hashable, rect: pygame.Rect) -> None:
        """A thing that comes into sight next frame with `origin=key` comes from here (the chip a supply
        gives next)."""
        if self._notes is not None:
            self._notes.append(("source_at", (key, rect)))
        self._sources[key] = pygame.Rect(rect)

    def sink_at(self, key: Hashable, rect: pygame.Rect, back: Paint | None = None) -> None:
        """A pile is drawn here (its top card's rect): cards leaving sight with `leaves_to=key` land on it,
        turning into `back` (the pile's own backs, in its owner's colour) when given."""
        if self._notes is not None:
            self._notes.append(("sink_at", (key, rect, back)))
        self._sinks[key] = (pygame.Rect(rect), back)

    def _depart(self) -> None:
        """Cards seen last frame and gone now fly to the pile their drawer named, turning face down (only
        when that pile is drawn now: a pile out of sight, or none named, and the card simply goes)."""
        for key, (sink, paint, back) in self.leaving.items():
            if key in self._seen or key not in self.places or sink not in self._sinks:
                continue
            flight = self.flights.get(key)
            start = flight.rect(self.progress(flight)) if flight is not None else pygame.Rect(self.places[key])
            end, pile_back = self._sinks[sink]
            if back is None:  # not a card: it only glides there
                self.flights[key] = Flight(start, pygame.Rect(end), self.clock, paint)
                continue
            # A turn-over played backwards: the face first (the `back` slot), then the pile's own back.
            self.flights[key] = Flight(start, pygame.Rect(end), self.clock, pile_back or back, paint)

    def _start(self, key: Hashable, rect: pygame.Rect, paint: Paint, back: Paint | None,
               track: Sequence[pygame.Rect], origin: Hashable | None) -> None:
        old = self.places.get(key)
        flight = self.flights.get(key)
        if flight is not None:
            old = flight.rect(self.progress(flight))  # a new move catches it mid-flight: go on from there
        if old is not None and old != rect:
            via = hops(track, old, rect) if track else ()
            self.flights[key] = Flight(old, rect, self.clock, paint, via=via,
                                       seconds=max(FLIGHT_SECONDS, (len(via) + 1) * HOP_SECONDS))
        elif old is None and origin is not None and origin in self.sources:
            source = pygame.Rect(self.sources[origin])
            if back is not None:  # a card from a place that is no pile (a player's seat): face down, card-sized
                self.flights[key] = Flight(pygame.Rect((0, 0), rect.size).move_to(center=source.center), rect,
                                           self.clock, paint, back)
            else:
                self.flights[key] = Flight(source, rect, self.clock, paint)
        elif old is None and back is not None:
            self.flights[key] = Flight(self._nearest_back(rect), rect, self.clock, paint, back)

    def _nearest_back(self, rect: pygame.Rect) -> pygame.Rect:
        """The card back nearest to where a card came into sight: the pile it was turned from, or its own place."""
        if not self.backs:
            return pygame.Rect(rect)
        found = min(self.backs, key=lambda b: (b.centerx - rect.centerx) ** 2 + (b.centery - rect.centery) ** 2)
        return pygame.Rect(found.topleft, rect.size)

    def remember(self) -> None:
        """This frame's places become the ones the next frame's flights start from."""
        self.places, self.backs, self.sources = self._seen, self._backs, self._sources
        self.leaving = self._leaving

    def finish(self, surface: pygame.Surface) -> None:
        """Paint the things in flight over the table and remember this frame's places."""
        if self.moved:
            self._depart()
        for flight in self.flights.values():
            t = self.progress(flight)
            box = flight.rect(t)
            if flight.back is None:
                flight.paint(surface, box)
                continue
            # Turning over: the back narrows to an edge, then the face widens from it.
            half = abs(1 - 2 * t)
            thin = pygame.Rect(0, 0, max(1, round(box.width * half)), box.height)
            thin.center = box.center
            (flight.back if t < 0.5 else flight.paint)(surface, thin)
        self.remember()


_active: Motion | None = None


@contextmanager
def drawing(motion: Motion | None):
    """Drawers report places to `motion` while the table draws (menu pictures and tests draw without)."""
    global _active
    previous, _active = _active, motion
    try:
        yield motion
    finally:
        _active = previous


def place(key: Hashable, rect: pygame.Rect, paint: Paint, back: Paint | None = None,
          track: Sequence[pygame.Rect] = (), origin: Hashable | None = None,
          leaves_to: Hashable | None = None) -> bool:
    """`Motion.place` on the table being drawn; True (paint it now) when no table is following."""
    return True if _active is None else _active.place(key, rect, paint, back, track, origin, leaves_to)


def back_at(rect: pygame.Rect) -> None:
    if _active is not None:
        _active.back_at(rect)


def source_at(key: Hashable, rect: pygame.Rect) -> None:
    """`Motion.source_at` on the table being drawn (nothing when no table is following)."""
    if _active is not None:
        _active.source_at(key, rect)


def sink_at(key: Hashable, rect: pygame.Rect, back: Paint | None = None) -> None:
    """`Motion.sink_at` on the table being drawn (nothing when no table is following, or no pile named)."""
    if _active is not None and key is not None:
        _active.sink_at(key, rect, back)


def place_source(path: Any) -> Hashable | None:
    """The source key of a place at a view path ("seat/2"): how a card's `from` and that place's drawer
    name the same place."""
    return ("source", str(path)) if path else None


def pile_sink(path: Any) -> Hashable | None:
    """The sink key of the pile at a view path ("mark_piles/1"): how a card's `to` and the pile's drawer
    name the same pile."""
    return ("pile", str(path)) if path else None


@contextmanager
def noting():
    """Note the places reported inside (a zone painting the picture it keeps), for `replay` later."""
    notes: list[tuple] = []
    if _active is None:
        yield notes
        return
    previous, _active._notes = _active._notes, notes
    try:
        yield notes
    finally:
        _active._notes = previous


def replay(notes: list[tuple]) -> None:
    """Report again the places of a kept picture (the table is settled, so nothing flies from them)."""
    if _active is None:
        return
    for call, args in notes:
        getattr(_active, call)(*args)


def settled() -> bool:
    """Whether the table is still (nothing flying, no move just played): previews wait for this, and
    so do the pictures zones keep (never of a position drawn off screen, `offscreen`)."""
    if _active is None:
        return True
    return not (_active.unseen or _active.moved or _active.still_rolling or _active.busy())


@contextmanager
def offscreen():
    """The table being drawn is the position before a move, drawn unseen only for its places."""
    if _active is None:
        yield
        return
    previous, _active.unseen = _active.unseen, True
    try:
        yield
    finally:
        _active.unseen = previous


def scaled(image: pygame.Surface) -> Paint:
    """A paint that blits `image`, stretched when the flight passes through another size."""
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        shown = image if rect.size == image.get_size() else pygame.transform.smoothscale(image, rect.size)
        surface.blit(shown, rect.topleft)
    return paint


def card_key(card: Any) -> Hashable | None:
    """The key a card is followed by: its id, only when the viewer sees its face."""
    if not isinstance(card, dict) or card.get("hidden") or card.get("id") is None:
        return None
    return ("card", card["id"])
