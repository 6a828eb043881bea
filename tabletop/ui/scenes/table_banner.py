"""A short banner over the table when the game reaches a new stage ("The battle begins", "Last round").

The words come from the engine: a game's view may carry `banner`, the name of the stage it is in now,
and the table announces it when a move changes it. The end of the match is announced for every game.
The banner is only drawn: clicks go through to the table under it.
"""

from __future__ import annotations

import pygame

from tabletop.words import say

from .. import theme
from ..wording import words

BANNER_SECONDS = 1.2  # shown, then fading: long enough to read three words, short enough not to wait for
FADE_SECONDS = 0.4    # the last part of it, fading out
GAME_OVER = say("ui.game_over")


class Banner:
    """The stage last seen and the banner announcing a new one."""

    def __init__(self) -> None:
        self.stage: str | None = None
        self.over = False
        self.words = ""
        self.since = -BANNER_SECONDS
        self._picture: tuple[tuple, pygame.Surface] | None = None

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
        return bool(self.words) and clock - self.since < BANNER_SECONDS

    def draw(self, surface: pygame.Surface, canvas: pygame.Rect, clock: float) -> None:
        """The banner across the upper middle of the table, fading out at the end."""
        if not self.showing(clock):
            return
        picture = self._render(canvas.height)
        left = BANNER_SECONDS - (clock - self.since)
        picture.set_alpha(round(255 * min(1.0, left / FADE_SECONDS)))
        surface.blit(picture, picture.get_rect(center=(canvas.centerx, canvas.top + canvas.height * 0.38)))

    def _render(self, height: int) -> pygame.Surface:
        """The banner's picture, made once per words and size."""
        key = (self.words, height)
        if self._picture is None or self._picture[0] != key:
            words = theme.text(self.words, max(20, height // 14), theme.INK, bold=True)
            box = pygame.Rect((0, 0), words.get_size()).inflate(height // 8, height // 30)
            box.topleft = (0, 0)  # inflate grows round the centre: the picture starts at its own corner
            picture = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = box.height // 4
            pygame.draw.rect(picture, (*theme.PANEL, 235), box, border_radius=radius)
            pygame.draw.rect(picture, theme.SELECTED, box, max(3, height // 160), border_radius=radius)
            picture.blit(words, words.get_rect(center=box.center))
            self._picture = (key, picture)
        return self._picture[1]
