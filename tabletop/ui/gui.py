"""pygame_gui glue: a manager with our theme and fonts, and a base for form-like scenes."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextBox

from tabletop.engine.datafiles import printable
from tabletop.engine.package_files import shared_file
from tabletop.words import current
from tabletop.words.wording import words

from . import theme
from .app import Context, Scene

BACKGROUND = (24, 38, 31)
SETTLE_SECONDS = 0.6  # keep drawing briefly after input so hover and press states show
PASTE_LIMIT = 1000  # characters: a paste is typed in, and pygame_gui types one character at a time
COPY_KEYS = pygame.KMOD_CTRL | pygame.KMOD_META
LABEL_SLACK = 6  # pixels a label keeps beyond its words: pygame_gui measures a little wider than we do
HINT = (("hint", 14, False),)
NOTICE_SIZE = 15  # the font of #notice in gui_theme.json
HELP_SIZE = 14  # the font of #help
WIDE = "notojp"  # the font name pygame_gui knows Noto Sans JP by
# Japanese glyphs fill the em square where Latin letters do not: a size that reads as large as the English
# text, and a line pygame_gui lays out in the same rectangles.
JA_SCALE = 0.86
BOX_PADDING = 24  # pixels a text box keeps around its words (border and padding, both sides), with a margin  # the #hint label style and its font in gui_theme.json, for fitting_label


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    """A UI manager with the app theme and the bundled fonts: DejaVu for English, Noto Sans JP for Japanese,
    for typing (a name may be Japanese whatever the app's language) and for any words DejaVu cannot draw."""
    manager = pygame_gui.UIManager(size, theme_path=None, enable_live_theme_updates=False,
                                   starting_language=current())
    manager.add_font_paths("dejavu", str(theme.FONT_REGULAR), str(theme.FONT_BOLD))
    manager.add_font_paths(WIDE, *(str(path) for path in theme.WIDE_FONTS))
    manager.get_theme().load_theme(gui_theme(current()))
    _remember_theming_ids(manager.get_theme())
    return manager


_THEMING_IDS: dict[tuple, list[str]] = {}  # every manager's: the ids depend on nothing but the id lists
_THEMING_IDS_KEPT = 20_000  # far more sets of ids than the app's screens hold


def _remember_theming_ids(appearance) -> None:
    """Look up an element's theming ids by the ids themselves. pygame_gui remembers them under a key that
    it builds anew for every element, each list's text joined between every character of the next: that
    key alone took a third of the time a setup screen took to build. The ids are a function of the id
    lists alone, so a screen built again (a new window size, another language, the next setup) finds
    them already made."""
    build = appearance.build_all_combined_ids

    def remembered(*id_lists):
        key = tuple(None if ids is None else tuple(ids) for ids in id_lists)
        if key not in _THEMING_IDS:
            if len(_THEMING_IDS) >= _THEMING_IDS_KEPT:
                _THEMING_IDS.clear()
            _THEMING_IDS[key] = build(*id_lists)
        return _THEMING_IDS[key]

    appearance.build_all_combined_ids = remembered


def gui_theme(lang: str) -> dict:
    """The theme file, with Noto Sans JP where it is needed: everywhere for Japanese; in English for text
    entries, and for a twin of every style (`wide_style`) that a label with such words takes."""
    data = json.loads(shared_file("gui_theme.json").read_text(encoding="utf-8"))
    if lang == "ja":
        return {key: _in_wide(block, JA_SCALE) for key, block in data.items()}
    for typed in ("text_entry_line", "selection_list"):  # names people typed, in any script
        data[typed] = _in_wide(data[typed], 1.0)
    twins = {wide_style(key): _in_wide(block, 1.0) for key, block in data.items() if key != "defaults"}
    wide_button = _in_wide(data["button"], 1.0)
    # "@wide" on a selection list draws its rows (names from another computer) in Noto Sans JP too.
    return {**data, **twins, "@wide": wide_button, "@wide.@selection_list_item": {"font": wide_button["font"]}}


def wide_style(style: str | None) -> str:
    """The object id of a style's twin drawn in Noto Sans JP ('#hint' -> '#hint_wide', 'label' -> '#label_wide')."""
    return f"#{(style or 'label').lstrip('#')}_wide"


def _in_wide(block: dict, scale: float) -> dict:
    font = block.get("font")
    if not isinstance(font, dict):
        return block
    size = str(max(8, round(int(font.get("size", 16)) * scale)))
    return {**block, "font": {**font, "name": WIDE, "size": size}}


def box_words(words: str, width: int, size: int) -> str:
    """Words for a pygame_gui text box `width` pixels wide whose font is `size`: Japanese broken into lines
    here, between characters and by the rules of Japanese line breaking, since pygame_gui breaks lines
    only at spaces and cuts a longer run of words with a hyphen. Other words are left to pygame_gui."""
    if theme.font(size, False, words) is theme.font(size):
        return words
    shown = round(size * JA_SCALE) if current() == "ja" else size
    return "\n".join(theme.wrap(words, shown, width - BOX_PADDING))


def needs_wide(words: str) -> bool:
    """Whether pygame_gui must draw these words in Noto Sans JP (the English fonts lack some of them)."""
    return theme.font(16, False, words) is not theme.font(16)


def shown(words: str) -> str:
    """Text safe to hand to pygame_gui, which crashes on NUL, on text that draws nothing and crawls on huge text.

    Characters that draw nothing on their own go too: deleting the letter before one would leave an entry
    holding only it, and pygame_gui would crash drawing that.
    """
    return "".join(ch for ch in theme.clean(str(words)[:theme.LONGEST_LINE]) if _draws(ch))


@lru_cache(maxsize=4096)
def _draws(ch: str) -> bool:
    return theme.width(ch, 16) > 0


def safe_event(event: pygame.event.Event, manager: pygame_gui.UIManager) -> pygame.event.Event | None:
    """The event with typed or pasted text made safe for pygame_gui; None if nothing is left to type."""
    if _is_paste(event) and _typing(manager):
        return _text_event(pygame.TEXTINPUT, shown(_clipboard()[:PASTE_LIMIT]), event)
    if event.type not in (pygame.TEXTINPUT, pygame.TEXTEDITING):
        return event
    words = shown(event.text)
    if words == event.text:
        return event
    return _text_event(event.type, words, event)


def _text_event(kind: int, words: str, event: pygame.event.Event) -> pygame.event.Event | None:
    """A text event carrying `words`; None when they are empty (nothing to type)."""
    if not words:
        return None
    return pygame.event.Event(kind, {**event.dict, "text": words})


def _is_paste(event: pygame.event.Event) -> bool:
    """Ctrl/Cmd+V, as a key or as the bare 'v' text some systems send instead (pygame_gui pastes on both)."""
    if event.type == pygame.KEYDOWN:
        mods = getattr(event, "mod", 0)
        return event.key == pygame.K_v and bool(mods & COPY_KEYS) and not mods & pygame.KMOD_ALT
    return event.type == pygame.TEXTINPUT and event.text == "v" and bool(pygame.key.get_mods() & COPY_KEYS)


def _typing(manager: pygame_gui.UIManager) -> bool:
    """True while a text entry that accepts pastes has the focus."""
    entries = [e for e in manager.get_focus_set() or () if isinstance(e, pygame_gui.elements.UITextEntryLine)]
    return any(e.paste_text_enabled and e.is_enabled for e in entries) and manager.paste_text_enabled


def _clipboard() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except pygame.error:  # no clipboard on this system
        return ""


def oid(name: str, cls: str | None = None) -> ObjectID:
    """An ObjectID for an element, e.g. oid('#start', '@menu')."""
    return ObjectID(object_id=name, class_id=cls)


class GuiScene(Scene):
    """A scene built from pygame_gui elements; rebuilt from scratch on resize."""

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.manager = make_manager(ctx.size)
        self.actions: dict[str, Callable[[], None]] = {}
        self.settle = SETTLE_SECONDS

    def enter(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """Clear and rebuild every element for the current window size."""
        self.manager.clear_and_reset()
        self.manager.set_window_resolution(self.ctx.size)
        self.actions = {}
        self.build(*self.ctx.size)
        self.dirty = True

    def build(self, width: int, height: int) -> None:
        """Create the elements; subclasses fill this in."""

    def button(self, rect, text: str, name: str, action: Callable[[], None], **kw):
        """A button whose press runs `action` (dispatched by object id)."""
        text = shown(words(text))
        wide = "@wide" if current() != "ja" and needs_wide(text) else None  # a class: the id names the action
        element = pygame_gui.elements.UIButton(pygame.Rect(rect), text, manager=self.manager,
                                               object_id=oid(f"#{name}", wide), **kw)
        self.actions[f"#{name}"] = action
        return element

    def label(self, rect, text: str, style: str | None = None):
        text = shown(words(text))
        if current() != "ja" and needs_wide(text):
            return pygame_gui.elements.UILabel(pygame.Rect(rect), text, manager=self.manager,
                                               object_id=oid(wide_style(f"#{style}" if style else None)))
        return pygame_gui.elements.UILabel(pygame.Rect(rect), text, manager=self.manager,
                                           object_id=oid(f"#{style}") if style else None)

    def fitting_label(self, x: int, y: int, width: int, words: str, styles: tuple[tuple, ...]) -> int:
        """`words` on one line in the first of `styles` (style, font size, bold) whose font holds them in
        `width`; past the last, wrapped on one label a line in that one. Returns the y below them."""
        for style, size, bold in styles:
            if theme.width(words, size, bold) + LABEL_SLACK <= width:
                return self._label_lines(x, y, width, [words], style, size, bold)
        style, size, bold = styles[-1]
        return self._label_lines(x, y, width, theme.wrap(words, size, width - LABEL_SLACK, bold), style, size, bold)

    def _label_lines(self, x: int, y: int, width: int, lines: list[str], style, size: int, bold: bool) -> int:
        height = theme.font(size, bold).get_linesize() + 4
        for line in lines:
            self.label((x, y, width, height), line, style)
            y += height
        return y

    def notice_box(self, words: str, room: pygame.Rect) -> int:
        """A notice (a reason, a problem) wrapped to `room`'s width, as tall as its lines, scrolling when
        they need more than `room`; returns its bottom."""
        notice = box_words(printable(words, 400), room.width, NOTICE_SIZE)
        box = UITextBox(notice, pygame.Rect(room.topleft, (room.width, -1)),  # -1: as tall as its lines
                        manager=self.manager, object_id=oid("#notice"), plain_text_display_only=True)
        if box.rect.height > room.height:
            box.kill()
            box = UITextBox(notice, room, manager=self.manager, object_id=oid("#notice"),
                            plain_text_display_only=True)
        return box.rect.bottom

    def resize(self, size) -> None:
        self.rebuild()

    def handle_event(self, event) -> None:
        event = safe_event(event, self.manager)
        if event is None:
            return
        self.settle = SETTLE_SECONDS
        self.dirty = True
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self.actions.get(event.ui_object_id.split(".")[-1])
            if action:
                action()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
        else:
            self.on_event(event)

    def on_event(self, event) -> None:
        """Other events (drop-downs, lists, keys) for subclasses."""

    def on_escape(self) -> None:
        """Esc: by default go back one scene."""
        if len(self.ctx.scenes.stack) > 1:
            self.ctx.scenes.pop()

    def busy(self) -> bool:
        focused = self.manager.get_focus_set()
        typing = any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused or ())
        return self.settle > 0 or typing

    def update(self, dt: float) -> None:
        self.settle = max(0.0, self.settle - dt)
        self.manager.update(dt)
        if self.busy():
            self.dirty = True

    def draw(self, surface) -> None:
        if self.opaque:
            surface.fill(BACKGROUND)
        else:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((*BACKGROUND, 215))
            surface.blit(shade, (0, 0))
        self.draw_below_gui(surface)
        self.manager.draw_ui(surface)

    def draw_below_gui(self, surface) -> None:
        """Custom drawing under the elements (pictures, previews)."""
