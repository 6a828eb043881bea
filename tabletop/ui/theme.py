"""The table's look in one place: colours, fonts and cached text.

Fonts load on first use (never at import), from paths built from
`__file__`. Rendered text is cached, so drawing the same words every frame
costs a dictionary look-up; callers must not draw onto a returned Surface.
"""

from __future__ import annotations

from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
FONT_REGULAR = ASSETS / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ASSETS / "fonts" / "DejaVuSans-Bold.ttf"

Colour = tuple[int, ...]

# The room around the canvas, and the felt of the table itself.
LETTERBOX: Colour = (16, 22, 20)
TABLE: Colour = (30, 68, 56)

# Paper panels (status, log, piles) and their ink.
PANEL: Colour = (245, 240, 226)
PANEL_EDGE: Colour = (178, 166, 138)
INK: Colour = (34, 34, 38)
INK_SOFT: Colour = (104, 100, 92)
INK_ON_TABLE: Colour = (228, 232, 222)
INK_ON_TABLE_SOFT: Colour = (160, 184, 170)

# Cards.
CARD_PAPER: Colour = (252, 251, 247)
CARD_RED: Colour = (200, 26, 36)
CARD_BLACK: Colour = (26, 26, 30)
QUEEN_GOLD: Colour = (214, 170, 48)
QUEEN_PAPER: Colour = (253, 241, 196)
NO_OWNER_EDGE: Colour = (150, 150, 150)

# Board squares: a half for each of the two armies, and the lines.
HALF_TINTS: tuple[Colour, Colour] = ((234, 196, 188), (196, 200, 206))
HALF_TINTS_ALT: tuple[Colour, Colour] = ((226, 184, 176), (186, 190, 198))
GRID_LINE: Colour = (120, 110, 104)
CENTRE_LINE: Colour = (24, 24, 28)

# Marks.
TARGET: Colour = (38, 170, 72)
ATTACK: Colour = (222, 36, 36)
SELECTED: Colour = (250, 206, 30)
LAST: Colour = (255, 236, 120)
HOVER: Colour = (255, 255, 255)

# Buttons.
BUTTON: Colour = (245, 240, 226)
BUTTON_HOVER: Colour = (255, 252, 240)
BUTTON_DISABLED: Colour = (150, 156, 150)

# Seat colours: by name when the seat is named after a colour, else by index.
NAMED_SEATS: dict[str, Colour] = {
    "red": (190, 30, 40),
    "black": (30, 30, 36),
    "white": (120, 120, 120),
    "blue": (40, 80, 190),
    "green": (30, 130, 60),
    "yellow": (190, 150, 10),
}
SEAT_PALETTE: tuple[Colour, ...] = (
    (190, 30, 40), (30, 30, 36), (40, 80, 190), (30, 130, 60), (150, 70, 170),
    (200, 110, 20), (20, 140, 150), (120, 80, 40), (200, 60, 130), (90, 110, 30),
)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_LIMIT = 4096


def _ensure_font_module() -> None:
    """Start pygame's font module on first use; old Font objects die with it."""
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()


def font(size: float, bold: bool = False) -> pygame.font.Font:
    """The DejaVu font at a pixel size (cached)."""
    _ensure_font_module()
    key = (max(6, int(round(size))), bool(bold))
    found = _fonts.get(key)
    if found is None:
        found = pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), key[0])
        _fonts[key] = found
    return found


def text(words: str, size: float, colour: Colour, bold: bool = False) -> pygame.Surface:
    """Rendered text (cached); treat the result as read-only."""
    key = (words, max(6, int(round(size))), tuple(colour), bool(bold))
    found = _texts.get(key)
    if found is None:
        if len(_texts) >= _TEXT_CACHE_LIMIT:
            _texts.clear()
        found = font(key[1], bold).render(words, True, colour)
        _texts[key] = found
    return found


def fit_text(words: str, size: float, colour: Colour, max_width: int, bold: bool = False) -> pygame.Surface:
    """Rendered text, cut with an ellipsis when it is wider than max_width."""
    surface = text(words, size, colour, bold)
    if surface.get_width() <= max_width or not words:
        return surface
    face = font(size, bold)
    cut = len(words)
    while cut > 0 and face.size(words[:cut] + "…")[0] > max_width:
        cut -= 1
    return text(words[:cut].rstrip() + "…", size, colour, bold)


def wrap(words: str, size: float, max_width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit max_width (a long word stays whole)."""
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and face.size(trial)[0] > max_width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def seat_colour(seats: list[str] | tuple[str, ...] | None, seat: int | None) -> Colour:
    """The colour that marks a seat: its own colour if named after one."""
    if seat is None:
        return INK_SOFT
    if seats and 0 <= seat < len(seats):
        named = NAMED_SEATS.get(str(seats[seat]).strip().lower())
        if named:
            return named
    return SEAT_PALETTE[seat % len(SEAT_PALETTE)]


def lighten(colour: Colour, amount: float) -> Colour:
    """Mix a colour towards white by amount 0..1."""
    return tuple(int(c + (255 - c) * amount) for c in colour[:3])


def darken(colour: Colour, amount: float) -> Colour:
    """Mix a colour towards black by amount 0..1."""
    return tuple(int(c * (1 - amount)) for c in colour[:3])


def clear_caches() -> None:
    """Forget cached fonts and text (after pygame.quit(), or in tests)."""
    _fonts.clear()
    _texts.clear()
