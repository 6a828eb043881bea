"""What every zone drawer shares: the Marks, view-path look-up, the drawer base.

A drawer is built for one layout zone and one viewer seat,
``DRAWERS[zone.kind](zone, viewer, path)``, where `path` is the zone's
resolved view path (``zone.path_for(viewer, n_seats)``; it defaults to the
two-seat resolution). Drawers are cheap to build (expensive
pictures such as card faces are cached at module level), so a scene may
build drawers every frame. It offers two calls:

- ``draw(surface, rect, data, marks)``: draw `data` (the view value at the
  zone's path) into `rect` (the zone's window rect);
- ``hit(rect, data, pos, path) -> str | None``: the full view path under a
  window point, e.g. "grid/2/3", "hand/4", "button/undo".

Sizes are taken from the rect; where a drawer needs the canvas-to-window
scale (text sizes) it divides the window rect by the zone's canvas rect.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.session.naming import agreeing
from tabletop.words import say, text
from tabletop.words.wording import caption_key, numbered_seat, zone_caption

from .. import theme


@dataclass(frozen=True)
class Marks:
    """Full view paths to highlight: picked, possible next clicks, last move, under the mouse.

    `starts` holds the first clicks of the legal moves while nothing is picked; drawers where
    pieces are hard to tell apart (checkers) may mark them softly, others leave them alone.
    Drawers that light choices from the view itself ask `offers(path)` first.
    """

    selected: frozenset[str] = frozenset()
    targets: frozenset[str] = frozenset()
    last: frozenset[str] = frozenset()
    hover: str | None = None
    starts: frozenset[str] = frozenset()
    thinking: int | None = None   # the computer seat deciding now: drawers that name it turn a spinner beside it
    turn: float = 0.0             # the spinner's angle, in radians
    # A lesson's table: the only paths a drawer may light as choices of its own (the move the lesson asks
    # for). None at a game, where the view's own offers (flip buttons, previews, cards that may be named)
    # are lit as the engine gives them.
    only: frozenset[str] | None = None

    def offers(self, path: str) -> bool:
        """Whether a choice the view offers at `path` may be lit (always, but in a lesson only its move)."""
        return self.only is None or path in self.only


NO_MARKS = Marks()


def join(path: str, *steps: object) -> str:
    """A child path: join("grid", 2, 3) == "grid/2/3"."""
    return "/".join([path.strip("/")] * bool(path.strip("/")) + [str(s) for s in steps])


KINDS: dict[str, type["ZoneDrawer"]] = {}  # every drawer of a kind of its own, filled as drawer modules load


class ZoneDrawer:
    """Base of the drawers: holds the zone and viewer, draws the caption. A subclass that names a `kind`
    of its own registers itself for it (a new kind of zone is one new module in this package)."""

    kind = ""
    default_fan = "right"
    shows_pieces = True  # False for text and buttons: nothing in them moves, so the motion skips them
    # The names typed at setup, by seat ('' where none was): the table scene sets them, so a seat's panel
    # shows its player; a rules page's picture has none and shows the view's seat words.
    typed_names: tuple[str, ...] = ()
    marks: "Marks" = NO_MARKS  # what the table last drew it with: a hit finds only the choices it drew
    still = False  # True: its picture depends on its zone, rect, data and marks only, and costs more to paint
                   # than to copy (kept between frames: a long log); few text zones do, a blit is not free
    # True: the table shows the bottom seat's own view, to the person at the screen ("Your hand", "(you)");
    # False: the public table, only turned to that seat, whose hand is put away and who is nobody's "you".
    private = True

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if not cls.__dict__.get("kind"):  # a variant that keeps its parent's kind draws no new kind of zone
            return
        known = KINDS.get(cls.kind)
        if known is not None and known.__qualname__ != cls.__qualname__:
            raise TypeError(f"two zone drawers for kind '{cls.kind}': {known.__qualname__}, {cls.__qualname__}")
        KINDS[cls.kind] = cls

    def __init__(self, zone: Any = None, viewer: int | None = None, path: str | None = None):
        self.zone = zone
        self.viewer = viewer
        self.path = path if path is not None else _default_path(zone, viewer)

    @property
    def label(self) -> str | None:
        words = getattr(self.zone, "label", None)
        if words and not self.private and caption_key(words).startswith("your_hand"):
            return text(say("table.hand"))  # the public table: nobody's "your", the hand is put away
        return zone_caption(words) if words else words

    @property
    def fan(self) -> str:
        return getattr(self.zone, "fan", None) or self.default_fan

    def scale(self, rect: pygame.Rect) -> float:
        """Window pixels per canvas unit (1.0 without a zone)."""
        canvas = getattr(self.zone, "rect", None)
        if not canvas or canvas[2] <= 0:
            return 1.0
        return max(0.2, rect.width / canvas[2])

    def padded(self, rect: pygame.Rect, pad: float) -> pygame.Rect:
        """`rect` less a margin of `pad` canvas units on every side (a panel's inside)."""
        margin = round(pad * self.scale(rect))
        return rect.inflate(-2 * margin, -2 * margin)

    def who(self, seat: Any, words: Any) -> tuple[str, str]:
        """(name, mark) a seat's panel shows: the player's name with the seat's own words as its mark
        ("Carol", "Red"), or the view's words alone ("Red", "") where no name was typed."""
        typed = self.typed_names[seat] if isinstance(seat, int) and 0 <= seat < len(self.typed_names) else ""
        return (typed, str(words)) if typed else (str(words), "")

    @staticmethod
    def name_tail(mark: str) -> str:
        """What follows a name on a seat's panel: ' (Red)' in English, '（赤）' in Japanese, '' for no mark."""
        return text(say("ui.name_tail", mark=mark)) if mark else ""

    def with_names(self, words: str) -> str:
        """Words of a game whose seats are only numbered, its 'Player 3' read as the name typed for that seat
        (as the table's status and log read them: ui/who.py)."""
        def named(found) -> str:
            seat = int(found.group(1)) - 1
            typed = self.typed_names[seat] if 0 <= seat < len(self.typed_names) else ""
            return typed or found.group(0)
        return agreeing(numbered_seat().sub(named, words))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        """Draw the zone's data into its window rect."""

    def hit(self, rect: pygame.Rect, data: Any, pos: tuple[int, int], path: str) -> str | None:
        """The full view path under a window point, or None."""
        return None

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Where things are drawn that words may name but nobody clicks (a cube, a pip count, a team's
        card), as {view path: window rect}: a lesson's note points at them. Nothing by default."""
        return {}

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The running figures a player reads at any moment (a score, a count, the pips, the trump), as
        {name: window rect}; a panel of nothing but figures is one: a lesson's note never lies over one while
        it has another place. Nothing by default."""
        return {}

    def pieces(self, rect: pygame.Rect, data: Any, path: str) -> list[pygame.Rect]:
        """Where the zone draws pieces of its own (a board's checkers and dice), as window rects: a lesson's
        note covers none while it has another place. Cards need none here: the table notes every card
        `draw_card` draws (ui/motion.py). Nothing by default."""
        return []


def is_you(name: str) -> bool:
    """Whether a seat is read as a lesson's learner ("You"), who needs no "(you)" after the name."""
    return name.casefold() in ("you", text(say("table.you")).casefold())


def seat_tail(mark: str, you: bool) -> str:
    """What goes in brackets after a player's name: the seat's words, and "you" for the seat the table is
    shown for ("Red, you")."""
    if mark and you:
        return text(say("table.mark_and_you", mark=mark))
    return text(say("table.you")) if you else mark


def tail_after(name: str, tail: str) -> str:
    """The words after a name as they read with it: after a lesson's "You", " takes the trick" reads
    " take the trick" (English only; other languages need no agreement)."""
    return agreeing(name + tail)[len(name):]


def _default_path(zone: Any, viewer: int | None) -> str:
    """The zone's view path for a two-seat table (pass `path=` for more seats)."""
    if zone is None:
        return ""
    path_for = getattr(zone, "path_for", None)
    return path_for(viewer, 2) if path_for else str(getattr(zone, "path", ""))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A paper panel with a soft edge, the background of text zones."""
    radius = max(4, int(8 * scale))
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, max(1, int(2 * scale)), border_radius=radius)


def spinner(surface: pygame.Surface, centre: tuple[float, float], radius: float, turn: float,
            colour: theme.Colour = theme.INK) -> None:
    """A turning arc: someone (a computer seat, a hint) is working something out."""
    radius = max(4, round(radius))
    box = pygame.Rect(0, 0, radius * 2, radius * 2)
    box.center = (round(centre[0]), round(centre[1]))
    angle = turn % (2 * math.pi)
    pygame.draw.arc(surface, colour, box, angle, angle + 4.2, max(2, radius // 3))


def card_slots(area: pygame.Rect, n: int, card: tuple[int, int], fan: str,
               gap: int, rows: int = 1) -> list[pygame.Rect]:
    """Window rects for n cards in `area`: side by side when they fit, else overlapped.

    fan "right" lays rows left to right (up to `rows` rows, filled in
    turn), "down" a column top to bottom, "none" a squared-up stack.
    Later cards lie on top of earlier ones.
    """
    w, h = card
    if n <= 0:
        return []
    if fan == "none":
        return [pygame.Rect(area.x, area.y, w, h)] * n
    if fan == "down":
        step = _step(n, h, area.height, gap)
        return [pygame.Rect(area.x, area.y + i * step, w, h) for i in range(n)]
    rows = max(1, min(rows, n, (area.height + gap) // (h + gap) or 1))
    per_row = -(-n // rows)
    while rows > 1 and -(-n // (rows - 1)) * (w + gap) - gap <= area.width:
        rows -= 1  # fewer rows when the cards fit without overlapping
        per_row = -(-n // rows)
    step = _step(per_row, w, area.width, gap)
    return [pygame.Rect(area.x + (i % per_row) * step, area.y + (i // per_row) * (h + gap), w, h)
            for i in range(n)]


def _step(count: int, size: int, room: int, gap: int) -> int:
    """Distance between neighbours: size + gap if room allows, else overlap evenly."""
    if count <= 1:
        return size + gap
    return max(1, min(size + gap, (room - size) // (count - 1)))


def ring(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, width: int, radius: int = 0) -> None:
    """An outline drawn inside rect."""
    pygame.draw.rect(surface, colour, rect, max(1, width), border_radius=radius)


_washes: dict[tuple, pygame.Surface] = {}


def wash(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, alpha: int, radius: int = 0) -> None:
    """A translucent fill over rect (the layer is cached by size, so busy tables redraw quickly)."""
    key = (rect.size, tuple(colour[:3]), alpha, radius)
    layer = _washes.get(key)
    if layer is None:
        if len(_washes) > 256:
            _washes.clear()
        layer = _washes[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour[:3], alpha), layer.get_rect(), border_radius=radius)
    surface.blit(layer, rect.topleft)


def mark_last(surface: pygame.Surface, rect: pygame.Rect, radius: int = 0) -> None:
    """The last move's mark, the same in every game: a bright outline around what it touched, kept
    until the next move (a tint alone is lost on busy cards)."""
    width = max(3, min(rect.width, rect.height) // 14)
    outer = rect.inflate(2 * width, 2 * width)
    pygame.draw.rect(surface, theme.LAST_EDGE, outer, width, border_radius=radius + width if radius else 0)
    pygame.draw.rect(surface, theme.LAST, outer.inflate(-2 * width, -2 * width), 1, border_radius=radius)


def mark_card(surface: pygame.Surface, rect: pygame.Rect, path: str, marks: Marks) -> None:
    """Rings on a card: yellow when selected, green when a possible next click, white under the mouse."""
    width = max(2, rect.width // 16)
    radius = max(3, rect.width // 9)
    if path in marks.selected:
        ring(surface, rect.inflate(2 * width, 2 * width), theme.SELECTED, width + 1, radius)
    elif path in marks.targets:
        ring(surface, rect.inflate(2 * width, 2 * width), theme.TARGET, width + 1, radius)
    if path == marks.hover:
        ring(surface, rect.inflate(width, width), theme.HOVER, max(2, width - 1), radius)


def caption(surface: pygame.Surface, rect: pygame.Rect, words: str, size: float,
            colour: theme.Colour = theme.INK_ON_TABLE) -> int:
    """Bold words at the top-left of rect, cut to fit; returns the height used."""
    image = theme.fit_text(words, size, colour, rect.width, bold=True)
    surface.blit(image, rect.topleft)
    return image.get_height()
