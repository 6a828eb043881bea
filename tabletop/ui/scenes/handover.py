"""The privacy curtain: covers the table until the person it names says they are at the screen."""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.session import Curtain
from tabletop.words import say
from tabletop.words.wording import words

from .. import theme
from ..app import Scene

LIFTING_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)


class HandoverScene(Scene):
    """'Pass to Carol (East)', why she is asked, and 'click when Carol is ready'. Nothing private is drawn
    here; the session decides whether an act lifts the curtain (one too soon after it came down, a
    double-click's second click or a key's repeat, does not)."""

    def __init__(self, ctx, curtain: Curtain, lift: Callable[[], bool]):
        super().__init__(ctx)
        self.curtain = curtain
        self.person = curtain.person  # who, with the seat they play: "Carol (East)"
        self.name = curtain.name      # the name alone: "Carol"
        self.detail = curtain.reason
        self.lift = lift
        self.pressed = False  # the release of the click that made the last move must not lift the curtain

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
        released = event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed
        if event.type == pygame.MOUSEBUTTONUP:
            self.pressed = False
        if (released or (event.type == pygame.KEYDOWN and event.key in LIFTING_KEYS)) and self.lift():
            self.ctx.scenes.pop()

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
