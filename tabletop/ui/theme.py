"""The table's look in one place: colours, fonts and cached text.

Fonts load on first use (never at import), from the package's shared files
(`tabletop/assets/fonts/`). Rendered text is cached, so drawing the same words every frame
costs a dictionary look-up; callers must not draw onto a returned Surface.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import groupby, islice
from typing import Iterator

import pygame

from tabletop.engine.package_files import lasting_path, shared_file
from tabletop.words.wording import seat_key

FONT_REGULAR = lasting_path(shared_file("fonts", "DejaVuSans.ttf"))
FONT_BOLD = lasting_path(shared_file("fonts", "DejaVuSans-Bold.ttf"))
# DejaVu has no Japanese: words with kana or kanji (Japanese text, a name typed at setup), or with any
# other character DejaVu lacks, are drawn in Noto Sans JP, whose Latin letters serve the rest of them.
WIDE_FONTS = (lasting_path(shared_file("fonts", "NotoSansJP-Regular.otf")),
              lasting_path(shared_file("fonts", "NotoSansJP-Bold.otf")))
_WIDE = re.compile("[\u2e80-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
# Neither font has a thumbs-up (a reaction players send to the table): it is drawn by hand, in the words' colour.
THUMB = "\U0001F44D"
# Japanese lines break between any two characters, but never before closing marks and small kana, nor
# after opening brackets (kinsoku shori); a no-break space holds its neighbours together there too
# ("→ チェーン", "⚁ ⚂ ⚃").
NO_LINE_START = frozenset("\u00a0、。，．・：；？！ー―…‥々ゝゞヽヾ’”）〕］｝〉》」』】〟ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]},.!?:;%％")
NO_LINE_END = frozenset("\u00a0（〔［｛〈《「『【〝‘“([{")

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
LAST_EDGE: Colour = (255, 150, 20)  # the bright outline on what the last move touched
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
    # Colours that tell players apart without naming a side: a game whose sides are red and black (The
    # Things) paints its names in these only.
    "purple": (140, 60, 170),
    "teal": (0, 122, 122),
    "brown": (128, 84, 30),
    "olive": (100, 108, 10),
    "slate": (64, 94, 122),
    "sky": (20, 132, 196),
    "ochre": (165, 118, 0),
    "indigo": (84, 60, 160),
}
SEAT_PALETTE: tuple[Colour, ...] = (
    (190, 30, 40), (30, 30, 36), (40, 80, 190), (30, 130, 60), (150, 70, 170),
    (200, 110, 20), (20, 140, 150), (120, 80, 40), (200, 60, 130), (90, 110, 30),
)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_LIMIT = 4096
_widths: dict[tuple, int] = {}  # (words, pixel size, bold) -> width, see `width`
_wraps: dict[tuple, tuple[str, ...]] = {}  # a log rewraps every entry when a move adds one: measured once

ELLIPSIS = "…"
LONGEST_LINE = 2000  # characters: more is wider than any window even at the smallest size, so `text` draws no more
MAX_LINES = 200  # `wrap` stops here: more lines than any window shows
NAME_LETTERS = 4  # the fewest letters of a shortened name worth showing beside its seat's words
_BREAKS = str.maketrans({ch: "\n" for ch in "\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"})  # as str.splitlines


def _ensure_font_module() -> None:
    """Start pygame's font module on first use; old Font objects die with it."""
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()


def font(size: float, bold: bool = False, words: str = "") -> pygame.font.Font:
    """The font at a pixel size (cached): DejaVu, or Noto Sans JP for `words` with Japanese in them."""
    _ensure_font_module()
    wide = bool(words) and not words.isascii() and (_WIDE.search(words) is not None or _latin_lacks(words, bold))
    key = (max(6, int(round(size))), bool(bold), wide)
    found = _fonts.get(key)
    if found is None:
        found = (_WideFont if wide else _LatinFont)(_font_path(bold, wide), key[0])
        if wide:
            found.latin = font(key[0], bold)
        _fonts[key] = found
    return found


class _Signs:
    """A font that measures and draws the thumbs-up (THUMB) no bundled font has, as a picture of its own:
    words without one go straight to the font."""

    def size(self, words):
        if not isinstance(words, str) or THUMB not in words:
            return super().size(words)
        width = 0
        for i, part in enumerate(words.split(THUMB)):
            width += (_sign_width(self) if i else 0) + (super().size(part)[0] if part else 0)
        return width, self.get_height()

    def render(self, words, antialias, colour, background=None, *args):
        if not isinstance(words, str) or THUMB not in words:
            return super().render(words, antialias, colour, background, *args)
        line = pygame.Surface(self.size(words), pygame.SRCALPHA)
        if background is not None:
            line.fill(background)
        x, side = 0, self.get_ascent()
        for i, part in enumerate(words.split(THUMB)):
            if i:
                line.blit(thumb(side, colour), (x + (_sign_width(self) - side) // 2, 0))
                x += _sign_width(self)
            if part:
                image = super().render(part, antialias, colour, background, *args)
                line.blit(image, (x, 0))
                x += image.get_width()
        return line


def _sign_width(face: pygame.font.Font) -> int:
    return face.get_ascent() + max(2, face.get_ascent() // 6)  # the picture, and a little room on each side


_thumbs: dict[tuple, pygame.Surface] = {}


def thumb(side: int, colour: Colour) -> pygame.Surface:
    """A thumbs-up `side` pixels square in `colour` (cached): drawn four times larger, then scaled down
    smoothly, so its edges are soft as a glyph's."""
    key = (side, tuple(colour[:3]))
    found = _thumbs.get(key)
    if found is None:
        if len(_thumbs) >= 64:
            _thumbs.clear()
        scale = 4 * max(1, side)
        big = pygame.Surface((scale, scale), pygame.SRCALPHA)

        def box(x, y, w, h):
            return pygame.Rect(round(x * scale), round(y * scale), round(w * scale), round(h * scale))

        def at(x, y):
            return round(x * scale), round(y * scale)

        ink = (*colour[:3], 255)
        pygame.draw.rect(big, ink, box(0.02, 0.44, 0.2, 0.54), border_radius=round(0.04 * scale))  # the cuff
        pygame.draw.rect(big, ink, box(0.28, 0.42, 0.68, 0.56), border_radius=round(0.12 * scale))  # the fist
        pygame.draw.circle(big, ink, at(0.52, 0.15), round(0.12 * scale))  # the thumb, up
        pygame.draw.polygon(big, ink, [at(0.40, 0.15), at(0.64, 0.15), at(0.70, 0.48), at(0.30, 0.48)])
        for y in (0.60, 0.73, 0.86):  # the folded fingers, cut out of the fist
            pygame.draw.line(big, (0, 0, 0, 0), at(0.58, y), at(0.97, y), max(1, round(0.04 * scale)))
        found = _thumbs[key] = pygame.transform.smoothscale(big, (max(1, side), max(1, side)))
    return found


class _LatinFont(_Signs, pygame.font.Font):
    """DejaVu, with the thumbs-up drawn by hand."""


class _JapaneseFont(pygame.font.Font):
    """Noto Sans JP that draws and measures the signs it lacks (die faces, ▸, ✕) in the Latin font, so a
    Japanese sentence about ⚀ ⚂ shows dice, not missing-glyph boxes."""

    latin: pygame.font.Font

    def lacks(self, ch: str) -> bool:
        """Whether this font has no glyph for `ch` where the Latin font has one (asked once per sign)."""
        found = _wide_lacking.get(ch)
        if found is None:
            found = _wide_lacking[ch] = (not ch.isascii() and ch.isprintable() and not _WIDE.match(ch)
                                         and _missing(self, ch) and not _missing(self.latin, ch))
        return found

    def _mixed(self, words: str) -> bool:
        return not words.isascii() and any(self.lacks(ch) for ch in set(words))

    def _runs(self, words: str) -> list[tuple[pygame.font.Font, str]]:
        """(font, words) runs: the signs this font lacks go to the Latin font."""
        return [(self.latin if latin else self, "".join(run)) for latin, run in groupby(words, self.lacks)]

    def size(self, words: str) -> tuple[int, int]:
        if not self._mixed(words):
            return super().size(words)
        # the base class's own measure for each run: this class's would come back here
        return sum(pygame.font.Font.size(face, run)[0] for face, run in self._runs(words)), self.get_height()

    def render(self, words, antialias, colour, background=None, *args):
        if not isinstance(words, str) or not self._mixed(words):
            return super().render(words, antialias, colour, background, *args)
        images = [(face, pygame.font.Font.render(face, run, antialias, colour, background))
                  for face, run in self._runs(words)]
        line = pygame.Surface((sum(image.get_width() for _, image in images), self.get_height()), pygame.SRCALPHA)
        x = 0
        for face, image in images:  # every run on this font's baseline
            line.blit(image, (x, self.get_ascent() - face.get_ascent()))
            x += image.get_width()
        return line


class _WideFont(_Signs, _JapaneseFont):
    """Noto Sans JP with the Latin font's signs, and the thumbs-up drawn by hand."""


_wide_lacking: dict[str, bool] = {}
NOT_A_GLYPH = "\U000F0000"  # a private-use character no font here has: what a missing glyph looks like


def _missing(face: pygame.font.Font, ch: str) -> bool:
    """Whether `face` draws `ch` as its missing-glyph box."""
    def drawn(sign: str) -> bytes:
        return pygame.image.tobytes(pygame.font.Font.render(face, sign, True, (0, 0, 0)), "RGBA")
    return drawn(ch) == drawn(NOT_A_GLYPH)


def _font_path(bold: bool, wide: bool) -> str:
    if wide:
        return str(WIDE_FONTS[bold])
    return str(FONT_BOLD if bold else FONT_REGULAR)


_lacking: dict[str, bool] = {}


def _latin_lacks(words: str, bold: bool) -> bool:
    """Whether DejaVu has no glyph for a character of `words` (asked once per character)."""
    latin = None
    for ch in set(words):
        if ch.isascii():
            continue
        found = _lacking.get(ch)
        if found is None:
            latin = latin or font(16, bold)
            found = _lacking[ch] = ch.isprintable() and latin.metrics(ch)[0] is None
        if found:
            return True
    return False


def clean(words: str) -> str:
    """Text the font renderer accepts: control, format and unassigned characters dropped, breaks and tabs as spaces."""
    if words.isprintable():  # the common case, checked in C
        return words
    return "".join(_clean_char(ch) for ch in words)


def _clean_char(ch: str) -> str:
    if ch.isprintable() or unicodedata.category(ch) == "Zs":
        return ch
    return " " if ch.isspace() else ""  # NUL crashes pygame; zero-width marks render as nothing


def _blank(face: pygame.font.Font) -> pygame.Surface:
    """An empty line: pygame refuses to render text with no width."""
    return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)


def _rendered(face: pygame.font.Font, shown: str, colour: Colour) -> pygame.Surface:
    """The words rendered, or an empty line for words of no width: pygame refuses those, and asking first
    would lay the words out twice (a good share of a frame that shows new words)."""
    if not shown:
        return _blank(face)
    try:
        return face.render(shown, True, colour)
    except pygame.error:  # "Text has zero width": only invisible characters
        return _blank(face)


def text(words: str, size: float, colour: Colour, bold: bool = False) -> pygame.Surface:
    """Rendered text (cached; cleaned, at most LONGEST_LINE characters); treat the result as read-only."""
    key = (words, max(6, int(round(size))), tuple(colour), bool(bold))
    found = _texts.get(key)
    if found is None:
        if len(_texts) >= _TEXT_CACHE_LIMIT:
            _texts.clear()
        face = font(key[1], bold, words)
        shown = clean(words[:LONGEST_LINE])
        found = _rendered(face, shown, colour)
        latin = font(key[1], bold)
        if face is not latin:
            found = _on_latin_lines(found, face, latin)
        _texts[key] = found
    return found


def _on_latin_lines(image: pygame.Surface, face: pygame.font.Font, latin: pygame.font.Font) -> pygame.Surface:
    """Words drawn in the Japanese font, set on the Latin font's line: the same height and baseline, so they
    sit level with the Latin words beside them and take no more room than a line has."""
    line = pygame.Surface((image.get_width(), latin.get_height()), pygame.SRCALPHA)
    line.blit(image, (0, latin.get_ascent() - face.get_ascent()))
    return line


def width(words: str, size: float, bold: bool = False) -> int:
    """The width in pixels `text` would draw these words at (kept: drawers measure the same words every
    frame, some at several sizes until they fit)."""
    key = (words, max(6, int(round(size))), bool(bold))
    found = _widths.get(key)
    if found is None:
        if len(_widths) >= _TEXT_CACHE_LIMIT:
            _widths.clear()
        found = _widths[key] = font(size, bold, words).size(clean(words[:LONGEST_LINE]))[0]
    return found


def _most_chars(face: pygame.font.Font, room: int) -> int:
    """More characters than can fit in `room` pixels: no glyph we draw is narrower than a sixth of the line height."""
    return 6 * max(0, int(room)) // max(1, face.get_height()) + 16


def _fitting(face: pygame.font.Font, words: str, room: int) -> int:
    """How many leading characters of `words` fit in `room` pixels (a binary search: few measurements)."""
    low, high = 0, len(words)
    while low < high:
        mid = (low + high + 1) // 2
        if face.size(words[:mid])[0] <= room:
            low = mid
        else:
            high = mid - 1
    return low


def _ellipsis(face: pygame.font.Font, words: str, room: int) -> str:
    """The words cut to fit `room` with a trailing ellipsis."""
    return _cut(words[:_fitting(face, words, room - face.size(ELLIPSIS)[0])]) + ELLIPSIS


def _cut(words: str) -> str:
    """Words cut short, ready for an ellipsis: no space or full stop left before it ("A♣.…" reads as four
    dots)."""
    return words.rstrip().rstrip(".").rstrip()


def ending(words: str, size: float, max_width: int, bold: bool = False) -> str:
    """The last line in sight of a text that goes on out of sight (a log scrolled): the words with an
    ellipsis after them, shortened so that both fit max_width. Not a cut: `fit_text` and `wrap` cut."""
    face = font(size, bold, words)
    shown = clean(words[:_most_chars(face, max_width)]).rstrip()
    return _cut(shown[:_fitting(face, shown, max_width - face.size(ELLIPSIS)[0])]) + ELLIPSIS


def fit_text(words: str, size: float, colour: Colour, max_width: int, bold: bool = False) -> pygame.Surface:
    """Rendered text, cut with an ellipsis when it is wider than max_width."""
    face = font(size, bold, words)
    limit = _most_chars(face, max_width)  # characters past this could never show
    shown = clean(words[:limit])
    if len(words) <= limit and (not shown or face.size(shown)[0] <= max_width):
        return text(shown, size, colour, bold)
    return text(_ellipsis(face, shown, max_width), size, colour, bold)


def fit_name(name: str, tail: str, size: float, colour: Colour, max_width: int, bold: bool = False) -> pygame.Surface:
    """Rendered `fitted_name`: a player's name with the words that go with it, in max_width pixels."""
    return text(fitted_name(name, tail, size, max_width, bold), size, colour, bold)


def fitted_name(name: str, tail: str, size: float, max_width: int, bold: bool = False) -> str:
    """A player's name and the words that go with it ('Carol' + ' (Red)') for max_width pixels: whole when
    they fit; else the name shortened with an ellipsis and the tail kept; else, when not even a few of the
    name's letters would show beside the tail, the name alone, shortened (the name is what people look for)."""
    if width(name + tail, size, bold) <= max_width:
        return clean(name + tail)
    face = font(size, bold, name + tail)
    room = max_width - face.size(clean(tail))[0]
    if tail and _fitting(face, clean(name), room - face.size(ELLIPSIS)[0]) >= NAME_LETTERS:
        return _ellipsis(face, clean(name), room) + clean(tail)
    return _ellipsis(face, clean(name)[:_most_chars(face, max_width)], max_width)


def wrap(words: str, size: float, max_width: int, bold: bool = False, max_lines: int = MAX_LINES) -> list[str]:
    """Split text into lines that fit max_width: too long a word is broken, past max_lines the rest is cut with an ellipsis."""
    key = (words, max(6, int(round(size))), bool(bold), int(max_width), max_lines)
    found = _wraps.get(key)
    if found is None:
        if len(_wraps) >= _TEXT_CACHE_LIMIT:
            _wraps.clear()
        found = _wraps[key] = tuple(_wrap(words, size, max_width, bold, max_lines))
    return list(found)


def _wrap(words: str, size: float, max_width: int, bold: bool, max_lines: int) -> list[str]:
    face = font(size, bold, words)
    room, max_lines = max(1, int(max_width)), max(1, max_lines)
    limit = max_lines * _most_chars(face, room)  # more could never show in max_lines lines
    lines = list(islice(_lines(face, words[:limit], room), max_lines + 1))
    if len(lines) > max_lines or len(words) > limit:
        lines = lines[:max_lines]
        lines[-1] = _ellipsis(face, lines[-1], room)
    return lines


def _lines(face: pygame.font.Font, words: str, room: int) -> Iterator[str]:
    """The wrapped lines of every paragraph, made lazily so a caller can stop early."""
    most = _most_chars(face, room)
    for paragraph in words.replace("\r\n", "\n").translate(_BREAKS).split("\n"):
        yield from _paragraph_lines(face, clean(paragraph), room, most)


def _paragraph_lines(face: pygame.font.Font, paragraph: str, room: int, most: int) -> Iterator[str]:
    """Greedy wrapping of one paragraph at spaces, and between Japanese characters; a word wider than a
    line is broken into pieces that fit."""
    line = ""
    for word, glue in _pieces(paragraph):
        trial = f"{line}{glue}{word}" if line else word
        if _fits(face, trial, room, most):
            line = trial
            continue
        if line:
            yield line
        line = word
        while not _fits(face, line, room, most):
            cut = max(1, _fitting(face, line[:most], room))  # at least one glyph, so it always ends
            yield line[:cut]
            line = line[cut:]
    yield line


def _pieces(paragraph: str) -> Iterator[tuple[str, str]]:
    """The paragraph's unbreakable pieces, each with what joins it to the one before (a space, or nothing
    inside Japanese text)."""
    for number, word in enumerate(paragraph.split(" ")):
        glue = " " if number else ""
        if _WIDE.search(word) is None:
            yield word, glue
            continue
        start = 0
        for at in range(1, len(word)):
            if _breaks(word[at - 1], word[at]):
                yield word[start:at], glue
                start, glue = at, ""
        yield word[start:], glue


def _breaks(before: str, after: str) -> bool:
    """Whether a line may break between two characters of one space-less run."""
    if after in NO_LINE_START or before in NO_LINE_END:
        return False
    return _WIDE.match(before) is not None or _WIDE.match(after) is not None


def _fits(face: pygame.font.Font, words: str, room: int, most: int) -> bool:
    # Too many characters cannot fit: no need to measure (a huge word would cost a huge measurement).
    return len(words) <= most and face.size(words)[0] <= room


def seat_colour(seats: list[str] | tuple[str, ...] | None, seat: int | None) -> Colour:
    """The colour that marks a seat: its own colour if named after one."""
    if seat is None:
        return INK_SOFT
    if seats and 0 <= seat < len(seats):
        named = NAMED_SEATS.get(seat_key(str(seats[seat]).strip()))  # '赤' is red as well as 'Red'
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
    _thumbs.clear()
    _lacking.clear()
    _wide_lacking.clear()
    _wraps.clear()
    _texts.clear()
    _widths.clear()
