"""A short banner over the table when the game reaches a new stage ("The battle begins", "Last round").

The words come from the engine: a game's view may carry `banner`, the name of the stage it is in now,
and the table announces it when a move changes it. The end of the match is announced for every game.
The banner is only drawn: clicks go through to the table under it.

It is drawn over the status panel (the zone that says what stage the game is in and whose turn it is),
never over the board: the person to move next may already be reaching for a card, and a banner across
the middle of the table hid the very cards, trick or dice the move had just changed. The status panel
holds nothing to click, so covering it for a second hides no target; its words are back once the
banner has faded. A layout without a status panel gets the banner across the upper middle, as before.
"""

from __future__ import annotations

import pygame

from tabletop.words import say
from tabletop.words.wording import words

from .. import theme
from .table_overlays import given_way

BANNER_SECONDS = 1.2  # shown, then fading: long enough to read three words, short enough not to wait for
FADE_SECONDS = 0.4    # the last part of it, fading out
ONE_LINE = 0.6  # of its full size: smaller than this, the banner's words take two lines instead of one
GAME_OVER = say("ui.game_over")


class Banner:
    """The stage last seen and the banner announcing a new one."""

    def __init__(self, seconds: float = BANNER_SECONDS, edge: tuple = theme.SELECTED) -> None:
        self.seconds, self.edge = seconds, edge  # how long it shows (fading at the end), its frame's colour
        self.stage: str | None = None
        self.over = False
        self.words = ""
        self.since = -seconds
        self._picture: tuple[tuple, pygame.Surface] | None = None
        self.rect: pygame.Rect | None = None  # where the banner was last drawn (None: not showing)

    def follow(self, view: dict, match, clock: float, announce: bool = True) -> None:
        """Note the view's stage after a move; announce it when it changed (and the match's end)."""
        stage = view.get("banner") or None
        over = match.is_over()
        if announce and over and not self.over:
            self.show(words(GAME_OVER), clock)
        elif announce and stage and stage != self.stage:
            self.show(str(stage), clock)
        self.stage, self.over = stage, over

    def show(self, words: str, clock: float) -> None:
        self.words, self.since = words, clock

    def showing(self, clock: float) -> bool:
        return bool(self.words) and clock - self.since < self.seconds

    def draw(self, surface: pygame.Surface, canvas: pygame.Rect, clock: float,
             area: pygame.Rect | None = None) -> pygame.Rect | None:
        """The banner over `area` (the status panel), else across the upper middle of the table, fading
        out at the end; returns where it was drawn (None when no banner shows), kept in `rect`."""
        self.rect = None
        if not self.showing(clock):
            return None
        picture = self._render(canvas.height, area.size if area is not None else None)
        left = self.seconds - (clock - self.since)
        picture.set_alpha(round(255 * min(1.0, left / FADE_SECONDS)))
        if area is not None:
            self.rect = picture.get_rect(center=area.center)
        else:
            self.rect = picture.get_rect(center=(canvas.centerx, canvas.top + canvas.height * 0.38))
        surface.blit(picture, self.rect)
        return self.rect

    def _render(self, height: int, room: tuple[int, int] | None) -> pygame.Surface:
        """The banner's picture, made once per words and size: as large as `room` (the status panel) with
        the words as big as fit in it (up to the size they have across the table), else just round the
        words."""
        key = (self.words, height, room)
        if self._picture is None or self._picture[0] != key:
            size, lines = _fitted(self.words, max(20, height // 14), room, height)
            images = [theme.text(line, size, theme.INK, bold=True) for line in lines]
            words_box = pygame.Rect(0, 0, max(i.get_width() for i in images), sum(i.get_height() for i in images))
            box = pygame.Rect((0, 0), room) if room is not None else words_box.inflate(height // 8, height // 30)
            box.topleft = (0, 0)  # inflate grows round the centre: the picture starts at its own corner
            picture = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = min(box.height // 4, max(4, height // 80)) if room is not None else box.height // 4
            # Over the status panel it hides the panel's words whole (they show again as it fades).
            pygame.draw.rect(picture, (*theme.PANEL, 255 if room is not None else 235), box, border_radius=radius)
            pygame.draw.rect(picture, self.edge, box, max(3, height // 160), border_radius=radius)
            y = box.centery - words_box.height // 2
            for image in images:
                picture.blit(image, image.get_rect(midtop=(box.centerx, y)))
                y += image.get_height()
            self._picture = (key, picture)
        return self._picture[1]


def _fitted(words: str, largest: int, room: tuple[int, int] | None, height: int) -> tuple[int, list[str]]:
    """(text size, lines) of the banner's words: at `largest` on one line without a room; in a room, on
    one line at the largest size that fits inside its frame down to ONE_LINE of `largest`, else on two
    (never a word broken) down to a panel's words; past that, at that size on as many lines as the room
    holds, giving way with an ellipsis."""
    if room is None:
        return largest, [words]
    frame = max(3, height // 160) + max(4, height // 100)  # the border and a little air inside it
    width, tall = room[0] - 2 * frame, room[1] - 2 * frame
    smallest = max(12, height // 50)
    for count, least in ((1, max(smallest, round(largest * ONE_LINE))), (2, smallest)):
        for size in range(largest, least - 1, -1):
            if any(word.isascii() and theme.width(word, size, True) > width for word in words.split()):
                continue  # a word wider than the panel would be broken in two
            lines = theme.wrap(words, size, width, bold=True)
            if len(lines) <= count and len(lines) * theme.text("", size, theme.INK, True).get_height() <= tall:
                return size, lines
    line = theme.text("", smallest, theme.INK, bold=True).get_height()
    return smallest, given_way(words, smallest, width, True, max(1, tall // line))
