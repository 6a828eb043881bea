"""Text drawing stays fast and never crashes: huge, control, NUL and zero-width text, typed or pasted."""

import pygame
import pygame_gui
import pytest

from tabletop.session import Curtain
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.gui import GuiScene
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table_overlays import ChoiceBox, draw_message
from ui_helpers import frame

SIZE = 14
INK = (0, 0, 0)
HUGE = 100_000
ZERO_WIDTH = ["\u200b", "\u200d", "\u202e", "\ufeff"]
HOSTILE = ["", "\x00", "a\x00b", "\x01\x1b\x7f", "tab\there", "line\nbreak", "\u2028", "\U000e0001",
           *ZERO_WIDTH, "".join(ZERO_WIDTH), "\ufe0f", "\ud800"]


class CountingFont(pygame.font.Font):
    """A font that counts its measurements and fails (rather than hangs) past a budget."""

    budget = 5000

    def __init__(self, *args):
        super().__init__(*args)
        self.calls = 0
        self.longest = 0

    def size(self, words):
        self.calls += 1
        self.longest = max(self.longest, len(words))
        assert self.calls <= self.budget, "measuring text without bound"
        return super().size(words)


@pytest.fixture
def counting():
    """The regular font at SIZE, swapped for a counting one in theme's font cache."""
    pygame.font.init()
    theme.clear_caches()
    face = CountingFont(str(theme.FONT_REGULAR), SIZE)
    theme._fonts[(SIZE, False, False)] = face  # (size, bold, Japanese)
    yield face
    theme.clear_caches()


def test_fit_text_of_huge_text_measures_little(counting):
    image = theme.fit_text("x" * HUGE, SIZE, INK, 300)
    assert 0 < image.get_width() <= 300
    assert counting.calls <= 20
    assert counting.longest <= 1000


def test_fit_text_still_cuts_with_an_ellipsis_and_keeps_what_fits(counting):
    assert theme.fit_text("short", SIZE, INK, 300).get_size() == counting.size("short")
    cut = theme.fit_text("a fairly long line of words " * 4, SIZE, INK, 120)
    assert 100 < cut.get_width() <= 120


def test_a_name_is_shortened_before_its_seats_words(counting):
    name, tail, cut = "Wilhelmina Mmmmmmmmmmmmm", " (Red)", theme.ELLIPSIS
    assert theme.fitted_name("Carol", tail, SIZE, 200) == "Carol (Red)"
    room = theme.width(f"Wilhelmina{cut} (Red)", SIZE)
    assert theme.fitted_name(name, tail, SIZE, room) == f"Wilhelmina{cut} (Red)"
    narrow = theme.width(f"Wil{cut} (Red)", SIZE)  # too few letters beside the seat's words: the name alone
    alone = theme.fitted_name(name, tail, SIZE, narrow)
    assert alone.endswith(cut) and name.startswith(alone[:-1]) and len(alone) > len("Wil…")
    assert theme.width(alone, SIZE) <= narrow


def test_wrap_breaks_a_huge_word_into_lines_that_fit(counting):
    lines = theme.wrap("x" * HUGE, SIZE, 300)
    assert 1 < len(lines) <= theme.MAX_LINES
    assert all(counting.size(line)[0] <= 300 for line in lines)
    assert lines[-1].endswith(theme.ELLIPSIS)  # the rest could never show
    assert counting.calls <= 20 * len(lines)
    assert counting.longest <= 1000


def test_wrap_of_huge_text_is_bounded(counting):
    lines = theme.wrap("many small words " * (HUGE // 17), SIZE, 300)
    assert len(lines) == theme.MAX_LINES and lines[-1].endswith(theme.ELLIPSIS)
    assert all(counting.size(line)[0] <= 300 for line in lines)
    assert counting.calls <= 3000


def test_wrap_keeps_paragraphs_and_whole_words(counting):
    assert theme.wrap("one two\nthree", SIZE, 1000) == ["one two", "three"]
    assert theme.wrap("", SIZE, 100) == [""]
    assert theme.wrap("alpha beta gamma", SIZE, counting.size("alpha beta")[0]) == ["alpha beta", "gamma"]


@pytest.mark.parametrize("words", HOSTILE)
def test_hostile_text_renders_through_every_helper(counting, words):
    height = counting.get_height()
    assert theme.text(words, SIZE, INK).get_height() == height
    assert theme.fit_text(words, SIZE, INK, 50).get_height() == height
    for line in theme.wrap(words, SIZE, 50):
        assert theme.text(line, SIZE, INK).get_height() == height
    assert theme.width(words, SIZE) >= 0


def test_clean_drops_invisible_characters_and_keeps_the_rest():
    assert theme.clean("Zoë plays") == "Zoë plays"
    assert theme.clean("a\u00a0b") == "a\u00a0b"  # a no-break space is a real space
    assert theme.clean("a\x00b\u200bc\u202ed\tz") == "abcd z"
    assert theme.clean("".join(ZERO_WIDTH)) == ""


class EntryScene(GuiScene):
    """One text entry, focused."""

    def build(self, width: int, height: int) -> None:
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(20, 20, 300, 36), manager=self.manager)


@pytest.fixture
def typing():
    ctx = Context(open_window((1280, 800)))
    scene = EntryScene(ctx)
    ctx.scenes.push(scene)
    frame(ctx)
    scene.manager.set_focus_set(scene.entry)
    yield ctx, scene
    pygame.quit()


def typed(words):
    return pygame.event.Event(pygame.TEXTINPUT, text=words, window=None)


@pytest.mark.parametrize("mark", ZERO_WIDTH)
def test_typing_a_zero_width_character_into_an_empty_entry(typing, mark):
    ctx, scene = typing
    frame(ctx, typed(mark))
    frame(ctx)
    assert scene.entry.get_text() == ""
    frame(ctx, typed(f"a{mark}b\x00c"))
    assert scene.entry.get_text() == "abc"


def test_deleting_the_letter_before_a_mark_that_draws_nothing(typing):
    ctx, scene = typing
    left, backspace = (pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, window=None)
                       for key in (pygame.K_LEFT, pygame.K_BACKSPACE))
    frame(ctx, typed("\u2764\ufe0f"))  # a heart with its emoji-style selector, which alone is zero-width
    frame(ctx, left, backspace)
    frame(ctx)
    assert "\ufe0f" not in scene.entry.get_text()


def test_pasting_invisible_characters(typing):
    ctx, scene = typing
    paste = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="\x16",
                               scancode=25, window=None)
    try:
        pygame.scrap.put_text("\u200b\ufeff")
    except pygame.error:
        pytest.skip("no clipboard here")
    frame(ctx, paste)
    frame(ctx)
    assert scene.entry.get_text() == ""
    pygame.scrap.put_text("Ann\u200d\tLee")
    frame(ctx, paste)
    assert scene.entry.get_text() == "Ann Lee"


class LabelScene(GuiScene):
    """Labels and a button made from hostile text (player names from a save, say)."""

    def build(self, width: int, height: int) -> None:
        self.labels = [self.label((20, 20 + 40 * i, 300, 36), words) for i, words in enumerate(HOSTILE)]
        self.label((20, 700, 300, 36), "w" * HUGE)
        self.button((400, 20, 200, 40), "\u200b\x00", "odd", lambda: None)


@pytest.mark.filterwarnings("ignore:Label Rect is too small")
def test_labels_and_buttons_with_hostile_text(typing):
    ctx, _ = typing
    ctx.scenes.push(LabelScene(ctx))
    frame(ctx)
    assert [label.text for label in ctx.scenes.top.labels[:4]] == ["", "", "ab", ""]


def test_overlays_with_huge_and_hostile_words(typing):
    ctx, _ = typing
    screen = ctx.screen
    HandoverScene(ctx, Curtain(0, "x" * HUGE + "\x00", "\u200b" * HUGE, "\u200b", 0.0), lambda: False).draw(screen)
    draw_message(screen, screen.get_rect(), "y" * HUGE, error=True)
    box = ChoiceBox([None, None], screen.get_size(), title="z" * HUGE, labels=["\x00", "\u200b" * HUGE])
    box.draw(screen)
    assert box.rect.width <= screen.get_width()


def test_a_quoted_button_label_in_a_lesson_never_breaks_across_lines():
    from tabletop.ui import theme
    from tabletop.ui.scenes.lesson_callout import unbroken_quotes
    words = unbroken_quotes('Click "→ Chain" to flip your top card onto the chain; press "Roll the dice" later.')
    for room in range(200, 480, 7):  # wider than the longest quote
        for line in theme.wrap(words, 18, room):
            assert line.count('"') % 2 == 0, (room, line)


def test_a_sum_in_a_lesson_never_breaks_across_lines():
    from tabletop.ui import theme
    from tabletop.ui.scenes.lesson_callout import unbroken_quotes
    words = unbroken_quotes("Two cards are left, and your 8 makes 2 + 6 = 8. Then 4 + 5 = 9 is a set too.")
    for room in range(120, 480, 5):  # wider than the longest sum
        lines = theme.wrap(words, 18, room)
        for sum_ in ("2\u00a0+\u00a06\u00a0=\u00a08", "4\u00a0+\u00a05\u00a0=\u00a09"):
            assert any(sum_ in line for line in lines), (room, lines)


def test_words_cut_after_a_full_stop_end_in_one_ellipsis_not_four_dots():
    from tabletop.ui import theme
    words = "South plays A♣. South takes trick 9."
    room = theme.width("South plays A♣.…", 15)  # room for the full stop and the ellipsis, not a letter more
    assert theme.ending(words, 15, room) == "South plays A♣…"
    assert theme.fit_text(words, 15, (0, 0, 0), room).get_width() <= room
    assert not theme.ending(words, 15, room).endswith(".…")


def test_a_button_label_quoted_in_japanese_never_breaks_between_its_arrow_and_its_word():
    from tabletop.ui import theme
    from tabletop.ui.scenes.lesson_callout import unbroken_quotes
    words = unbroken_quotes("カードの行き先は、カードを見る前に決めます。「→ チェーン」をクリックして、一番上のカードをめくりましょう。")
    for room in range(90, 480, 7):
        lines = theme.wrap(words, 18, room, max_lines=20)
        assert any("→\u00a0チ" in line for line in lines), (room, lines)
        assert not any(line.endswith(("「", "→")) for line in lines), (room, lines)
