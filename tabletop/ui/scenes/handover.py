"""The privacy curtain: covers the table until the next person says they are ready."""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.words import say

from .. import theme
from ..wording import words
from ..app import Scene


class HandoverScene(Scene):
    """'Pass to Carol (East) — click when Carol is ready.' Nothing private is drawn here."""

    def __init__(self, ctx, person: str, name: str, on_ready: Callable[[], None], detail: str = ""):
        super().__init__(ctx)
        self.person = person  # who, with the seat they play: "Carol (East)"
        self.name = name      # the name alone: "Carol"
        self.detail = detail
        self.on_ready = on_ready
        self.pressed = False  # the release of the click that made the last move must not lift the curtain

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER))
        if ready:
            self.ctx.scenes.pop()
            self.on_ready()

    def paragraphs(self, width: int) -> list[tuple[list[str], int, tuple, bool]]:
        """(lines, size, colour, bold) per paragraph: a long name wraps onto a second line, whole."""
        wanted = [(words(say("ui.curtain.pass_to", person=self.person)), 48, theme.INK_ON_TABLE, True),
                  (words(self.detail), 22, theme.INK_ON_TABLE_SOFT, False),
                  (words(say("ui.curtain.ready", name=self.name)), 26, theme.INK_ON_TABLE, False)]
        return [(theme.wrap(line, size, width, bold, max_lines=3), size, colour, bold)
                for line, size, colour, bold in wanted if line]

    def draw(self, surface) -> None:
        surface.fill(theme.LETTERBOX)
        width, height = surface.get_size()
        paragraphs = self.paragraphs(width - 40)
        gap = 26
        tall = sum(theme.font(size, bold).get_linesize() * len(lines) + gap for lines, size, _, bold in paragraphs)
        y = (height - tall) // 2
        for lines, size, colour, bold in paragraphs:
            for line in lines:
                image = theme.text(line, size, colour, bold)
                surface.blit(image, image.get_rect(midtop=(width // 2, y)))
                y += theme.font(size, bold).get_linesize()
            y += gap
