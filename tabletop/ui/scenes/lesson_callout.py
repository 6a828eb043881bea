"""The lesson's callout: a box of words beside a table zone, with a line and arrowhead pointing at it.

The box is placed beside the zone (right, left, below, above: the first side
with room), never over it, so the learner sees both the words and the place
they speak of; its buttons (Next, Play a real game, Menu) are part of it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme

GAP = 18            # between the zone and the box, room for the arrow to show
PADDING = 14
BUTTON_HEIGHT = 36  # at the 800-pixel-high reference window
ACCENT = theme.SELECTED


@dataclass
class Callout:
    """A laid-out callout: its box, the words' lines, its buttons and the point it aims at."""

    box: pygame.Rect
    lines: list[str]
    size: int
    buttons: list[tuple[str, str, pygame.Rect]]  # (name, label, rect)
    target: pygame.Rect

    def button_at(self, pos) -> str | None:
        """The name of the callout button under a window point, if any."""
        for name, _, rect in self.buttons:
            if rect.collidepoint(pos):
                return name
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The zone's outline, the pointer, then the box over everything else."""
        pygame.draw.rect(surface, ACCENT, self.target, 3, border_radius=6)
        tip, base = _pointer(self.box, self.target)
        pygame.draw.line(surface, ACCENT, base, tip, 4)
        _arrowhead(surface, base, tip, max(10, self.size * 0.7))
        pygame.draw.rect(surface, theme.PANEL, self.box, border_radius=10)
        pygame.draw.rect(surface, ACCENT, self.box, 3, border_radius=10)
        y = self.box.top + PADDING
        for line in self.lines:
            image = theme.text(line, self.size, theme.INK)
            surface.blit(image, (self.box.left + PADDING, y))
            y += image.get_height()
        mouse = pygame.mouse.get_pos()
        for _, label, rect in self.buttons:
            fill = theme.BUTTON_HOVER if rect.collidepoint(mouse) else ACCENT
            pygame.draw.rect(surface, fill, rect, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
            words = theme.fit_text(label, self.size * 0.9, theme.INK, rect.width - 12, bold=True)
            surface.blit(words, words.get_rect(center=rect.center))


def lay_out(words: str, buttons: list[tuple[str, str]], target: pygame.Rect, window: pygame.Rect,
            avoid: tuple[pygame.Rect, ...] = ()) -> Callout:
    """A callout for `words` pointing at `target`, inside `window`, beside the target when there is
    room; of the places beside it, the one covering least of `avoid` (the table's buttons)."""
    scale = window.height / 800
    size = max(15, round(19 * scale))
    found = []
    for width in (round(400 * scale), round(320 * scale), round(260 * scale), round(210 * scale)):
        lines, box = _box(words, buttons, size, width)
        for placed in _beside(box.size, target, window):
            covered = sum(_area(placed.clip(rect)) for rect in avoid)
            found.append((covered, len(found), lines, placed))
    if found:
        _, _, lines, placed = min(found, key=lambda entry: entry[:2])
        return _finish(lines, size, buttons, placed, target)
    # No side has room (a zone filling the window): the box goes in the corner farthest from its centre.
    lines, box = _box(words, buttons, size, round(400 * scale))
    corner = max(((window.left, window.top), (window.right - box.width, window.top),
                  (window.left, window.bottom - box.height), (window.right - box.width, window.bottom - box.height)),
                 key=lambda p: (p[0] + box.width / 2 - target.centerx) ** 2 + (p[1] + box.height / 2 - target.centery) ** 2)
    return _finish(lines, size, buttons, pygame.Rect(corner, box.size), target)


def _box(words: str, buttons, size: int, width: int) -> tuple[list[str], pygame.Rect]:
    """The wrapped lines and the box size for one width."""
    lines = theme.wrap(words, size, width - 2 * PADDING, max_lines=8)
    line_height = theme.font(size).get_linesize()
    height = 2 * PADDING + line_height * len(lines)
    if buttons:
        height += _button_height(size) + PADDING // 2
    return lines, pygame.Rect(0, 0, width, height)


def _button_height(size: int) -> int:
    return round(BUTTON_HEIGHT * size / 19)


def _beside(size: tuple[int, int], target: pygame.Rect, window: pygame.Rect) -> list[pygame.Rect]:
    """The box's places on each side of the target with room for it (right, left, below, above)."""
    width, height = size
    free = window.inflate(-8, -8)
    sides = (
        (target.right + GAP, target.centery - height // 2, target.right + GAP + width <= free.right),
        (target.left - GAP - width, target.centery - height // 2, target.left - GAP - width >= free.left),
        (target.centerx - width // 2, target.bottom + GAP, target.bottom + GAP + height <= free.bottom),
        (target.centerx - width // 2, target.top - GAP - height, target.top - GAP - height >= free.top),
    )
    boxes = [pygame.Rect(x, y, width, height).clamp(free) for x, y, fits in sides if fits]
    return [box for box in boxes if not box.colliderect(target)]


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def _finish(lines, size, buttons, box: pygame.Rect, target: pygame.Rect) -> Callout:
    """Place the buttons along the bottom of the box, right-aligned."""
    height = _button_height(size)
    placed, right = [], box.right - PADDING
    for name, label in reversed(buttons):
        width = max(round(height * 2.4), theme.width(label, size * 0.9, bold=True) + 24)
        rect = pygame.Rect(right - width, box.bottom - PADDING // 2 - height - 4, width, height)
        placed.append((name, label, rect))
        right = rect.left - 8
    return Callout(box, lines, size, list(reversed(placed)), target)


def _pointer(box: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """(tip on the target's edge, base on the box's edge): the short line between the two."""
    tip = (_clamp(box.centerx, target.left, target.right), _clamp(box.centery, target.top, target.bottom))
    base = (_clamp(tip[0], box.left, box.right), _clamp(tip[1], box.top, box.bottom))
    return tip, base


def _arrowhead(surface, base, tip, length: float) -> None:
    """A filled triangle at `tip`, pointing away from `base`."""
    direction = pygame.Vector2(tip) - pygame.Vector2(base)
    if direction.length() < 1:
        return
    direction.scale_to_length(length)
    side = pygame.Vector2(-direction.y, direction.x) * 0.5
    back = pygame.Vector2(tip) - direction
    pygame.draw.polygon(surface, ACCENT, [tip, back + side, back - side])


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))
