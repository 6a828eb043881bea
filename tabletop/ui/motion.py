"""Things that travel across the table when a move changes where they are drawn.

Drawers say where each thing they can follow is drawn (a face-up card by its id, a marker by its
colour) with `place(key, rect, paint)`. The table remembers those places frame to frame; on the
first frame after a move, whatever is drawn somewhere new flies there from where it was, and a card
that was nowhere in sight turns over on its way from the nearest card back (the pile it was drawn
from, or its own square). A thing in flight is painted over every zone by `Motion.finish`, so it is
never hidden under the zone it lands in.

Only what the viewer's view showed can travel: a card without an id (a back) is never followed, so
motion reveals nothing the still pictures did not.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame

FLIGHT_SECONDS = 0.5  # long enough to follow a card across the table, short enough not to wait for

Paint = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass
class Flight:
    """One thing on its way: from one rect to another, started at a clock time, maybe turning over."""

    start: pygame.Rect
    end: pygame.Rect
    begun: float
    paint: Paint
    back: Paint | None = None  # a card turning over shows this for the first half of the flight

    def rect(self, t: float) -> pygame.Rect:
        """Where the thing is at progress t (eased, so it leaves and lands softly)."""
        e = t * t * (3 - 2 * t)
        mix = [round(a + (b - a) * e) for a, b in zip(self.start, self.end)]
        return pygame.Rect(mix[0], mix[1], max(1, mix[2]), max(1, mix[3]))


class Motion:
    """Where followed things were drawn, and the flights the last move started."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.places: dict[Hashable, pygame.Rect] = {}  # the last frame's places
        self.backs: list[pygame.Rect] = []              # the last frame's card backs: where new cards come from
        self.flights: dict[Hashable, Flight] = {}
        self.moved = False
        self.still_rolling = False  # a zone's own replay runs (dice tumbling, a checker gliding)
        self._seen: dict[Hashable, pygame.Rect] = {}
        self._backs: list[pygame.Rect] = []
        self._notes: list[tuple] | None = None  # places noted while a cached zone paints (see `noting`)

    def begin(self, clock: float, moved: bool, replaying: bool = False) -> None:
        """A frame starts; `moved`: a move was played since the last frame, so new places start flights;
        `replaying`: a zone's own replay of the move still runs."""
        self.clock, self.moved, self.still_rolling = clock, moved and bool(self.places or self.backs), replaying
        self._seen, self._backs = {}, []
        self.flights = {key: f for key, f in self.flights.items() if self.progress(f) < 1.0}

    def forget(self) -> None:
        """Drop every place and flight (another person's view, a resized window): nothing flies."""
        self.places, self.backs, self.flights = {}, [], {}

    def progress(self, flight: Flight) -> float:
        return min(1.0, max(0.0, (self.clock - flight.begun) / FLIGHT_SECONDS))

    def busy(self) -> bool:
        """Whether something is still on its way."""
        return any(self.progress(f) < 1.0 for f in self.flights.values())

    def place(self, key: Hashable, rect: pygame.Rect, paint: Paint, back: Paint | None = None) -> bool:
        """`key` is drawn at `rect` this frame; True if the drawer should paint it there now, False while
        it flies (Motion paints it). `back`: the thing is a card that turns over if it is new in sight."""
        if self._notes is not None:
            self._notes.append((key, rect, paint, back))
        if key in self._seen:
            return True  # drawn twice in one frame (a copy in a summary): only the first is followed
        rect = pygame.Rect(rect)
        self._seen[key] = rect
        if self.moved:
            self._start(key, rect, paint, back)
        flight = self.flights.get(key)
        if flight is None:
            return True
        flight.end, flight.paint = rect, paint  # a window resize or a re-layout lands it where it now is
        return False

    def back_at(self, rect: pygame.Rect) -> None:
        """A card back is drawn here: a card that comes into sight next frame may come from it."""
        if self._notes is not None:
            self._notes.append((None, rect, None, None))
        self._backs.append(pygame.Rect(rect))

    def _start(self, key: Hashable, rect: pygame.Rect, paint: Paint, back: Paint | None) -> None:
        old = self.places.get(key)
        flight = self.flights.get(key)
        if flight is not None:
            old = flight.rect(self.progress(flight))  # a new move catches it mid-flight: go on from there
        if old is not None and old != rect:
            self.flights[key] = Flight(old, rect, self.clock, paint)
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
        self.places, self.backs = self._seen, self._backs

    def finish(self, surface: pygame.Surface) -> None:
        """Paint the things in flight over the table and remember this frame's places."""
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


def place(key: Hashable, rect: pygame.Rect, paint: Paint, back: Paint | None = None) -> bool:
    """`Motion.place` on the table being drawn; True (paint it now) when no table is following."""
    return True if _active is None else _active.place(key, rect, paint, back)


def back_at(rect: pygame.Rect) -> None:
    if _active is not None:
        _active.back_at(rect)


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
    for key, rect, paint, back in notes:
        if key is None:
            back_at(rect)
        else:
            place(key, rect, paint, back)


def settled() -> bool:
    """Whether the table is still (nothing flying, no move just played): previews wait for this."""
    return _active is None or not (_active.moved or _active.still_rolling or _active.busy())


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
