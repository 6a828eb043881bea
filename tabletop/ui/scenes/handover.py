"""The privacy curtain: covers the table until the next person says they are ready."""

from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..app import Scene


class HandoverScene(Scene):
    """'Pass to <name> — click when <name> is ready.' Nothing private is drawn here."""

    def __init__(self, ctx, name: str, on_ready: Callable[[], None], detail: str = ""):
        super().__init__(ctx)
        self.name = name
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

    def draw(self, surface) -> None:
        surface.fill(theme.LETTERBOX)
        width, height = surface.get_size()
        lines = [
            (f"Pass to {self.name}", 48, theme.INK_ON_TABLE, True),
            (self.detail, 22, theme.INK_ON_TABLE_SOFT, False),
            (f"Click when {self.name} is ready.", 26, theme.INK_ON_TABLE, False),
        ]
        y = height // 2 - 90
        for words, size, colour, bold in lines:
            if words:  # a long name is cut, never run off the screen
                image = theme.fit_text(words, size, colour, width - 40, bold)
                surface.blit(image, image.get_rect(midtop=(width // 2, y)))
            y += size + 30
