"""Things drawn over the table: the message bar (with a spinner while work goes on) and the 'which move?' choice box."""

from __future__ import annotations

from typing import Sequence

import pygame

from tabletop.engine.game import Move

from .. import theme
from ..zones.base import spinner

ROW_HEIGHT = 44
BOX_WIDTH = 560
MESSAGE_LINES = 5  # a broken save's reason with its file's name takes three at the smallest window


def draw_message(surface: pygame.Surface, area: pygame.Rect, words: str, error: bool,
                 spin: float | None = None) -> None:
    """A banner along the bottom of the table, on as many lines as it takes (up to MESSAGE_LINES, more
    than any reason the app gives needs): a refusal in red, a notice in ink; with `spin` (an angle), a
    turning arc at its start says the words are about work still going on."""
    if not words:
        return
    size = max(14, area.height // 42)
    colour = theme.CARD_RED if error else theme.INK
    room = size * 2 if spin is not None else 0
    lines = theme.wrap(words, size, area.width - 80 - room, bold=error, max_lines=MESSAGE_LINES)
    images = [theme.text(line, size, colour, error) for line in lines]
    width, height = max(i.get_width() for i in images), sum(i.get_height() for i in images)
    box = pygame.Rect(0, 0, width + room, height).inflate(28, 14)
    box.midbottom = (area.centerx, area.bottom - 10)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    pygame.draw.rect(surface, theme.CARD_RED if error else theme.PANEL_EDGE, box, 2, border_radius=8)
    if spin is not None:
        spinner(surface, (box.left + 14 + size * 0.8, box.centery), size * 0.5, spin, colour)
    y = box.top + 7
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx + room // 2, y)))
        y += image.get_height()


class ChoiceBox:
    """A list of moves that share the same clicks; the player picks one.

    With `title` and `labels` it also serves as a confirmation: the rows may
    carry any words, and a row whose move is None cancels.
    """

    def __init__(self, moves: Sequence[Move | None], window: tuple[int, int],
                 title: str = "Which move?", labels: Sequence[str] | None = None, confirms: bool = False):
        self.moves = list(moves)
        self.labels = list(labels) if labels is not None else [str(m) for m in self.moves]
        self.confirms = confirms  # True: the picked move was already confirmed by the player
        # Wide enough for the longest row (long move labels are not cut short), within the window.
        widest = max((theme.width(words, 18) for words in self.labels), default=0)
        width = max(BOX_WIDTH, min(widest + 48, window[0] - 40))
        self.title_lines = theme.wrap(title, 22, width - 32, bold=True)
        top = 30 * len(self.title_lines) + 14
        height = top + ROW_HEIGHT * len(self.moves) + 12
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (window[0] // 2, window[1] // 2)
        self.rows = [pygame.Rect(self.rect.x + 12, self.rect.y + top + i * ROW_HEIGHT,
                                 width - 24, ROW_HEIGHT - 6) for i in range(len(self.moves))]

    def pick(self, pos) -> Move | None:
        """The move under the point, or None (a click outside cancels)."""
        for row, move in zip(self.rows, self.moves):
            if row.collidepoint(pos):
                return move
        return None

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 2, border_radius=10)
        for i, line in enumerate(self.title_lines):
            surface.blit(theme.text(line, 22, theme.INK, bold=True), (self.rect.x + 16, self.rect.y + 10 + 30 * i))
        mouse = pygame.mouse.get_pos()
        for row, words in zip(self.rows, self.labels):
            fill = theme.BUTTON_HOVER if row.collidepoint(mouse) else theme.BUTTON
            pygame.draw.rect(surface, fill, row, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, row, 1, border_radius=6)
            label = theme.fit_text(words, 18, theme.INK, row.width - 20)
            surface.blit(label, label.get_rect(midleft=(row.x + 10, row.centery)))
