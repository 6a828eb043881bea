"""The setup screen's seed box: it takes exactly the seeds a save can hold and the games deal apart (0 to
2^64 - 1), says what it takes in the player's language otherwise, and nothing typed in it stops the app."""

import pygame
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tabletop import games
from tabletop.engine import datafiles
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import LIMITS, MAX_SEED, SaveError, match_from_dict, read_save, save_text
from tabletop.engine.words import say
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.setup import HIGHEST_SEED, SetupScene, typed_seed
from tabletop.ui.scenes.table import TableScene
from tabletop.words import text as words, use
from screen_checks import element_rects, label_warnings, off_screen, overlapping, root_elements
from ui_helpers import click, frame, press_button

BAD_SEED = say("ui.setup.bad_seed", highest=HIGHEST_SEED)
# Texts worth trying beside random ones: digits int() reads but a save's seed is not typed with, signs,
# the ends of the range, and numbers too long for int() to read at all.
TRICKY = ["²", "１２", "١٢", "1_000", "+5", "-0", "-1", "-", "0x10", "1e3", "1.0", " ", "\u3000", "7\n",
          str(HIGHEST_SEED), str(MAX_SEED), str(-HIGHEST_SEED), "0" * 30 + "7", "9" * 5000, "0" * 5000]
# Any text SDL can hand over, typed or pasted: UTF-8 (no lone surrogates) in a NUL-terminated C string (no
# NUL). pygame's font renderer, under every pygame_gui text entry, refuses both.
SEED_TEXTS = st.one_of(
    st.text(st.characters(codec="utf-8", exclude_characters="\x00")),
    st.sampled_from(TRICKY),
    st.integers(min_value=-2 * MAX_SEED, max_value=2 * MAX_SEED).map(str),
    st.integers(min_value=MAX_SEED - 3, max_value=MAX_SEED + 3).map(str),
    st.builds(lambda before, number, after: before + number + after, st.text(" \t\u3000", max_size=2),
              st.from_regex("-?[0-9]{1,22}", fullmatch=True), st.text(" \t\n", max_size=2)),
)


def wanted(text):
    """What the box should make of `text`: the seed, "random" when blank, or None when it is refused."""
    text = text.strip()
    if not text:
        return "random"
    significant = text.lstrip("0") or "0"  # int() reads no more than 4,300 digits, leading zeros counted
    if text.isascii() and text.isdigit() and len(significant) <= 20 and int(significant) < MAX_SEED:
        return int(significant)
    return None


def reread(match):
    """The match read back from the text of its save, as Continue and Load read it."""
    return match_from_dict(datafiles.parse(save_text(match), "seed.yaml", LIMITS, SaveError))


def open_setup(ctx, game_id="army_ants", count=None):
    scene = SetupScene(ctx, game_id)
    if count:
        scene.count = count
    ctx.scenes.reset(scene)
    frame(ctx)
    return scene


def type_in_seed_box(ctx, scene, text):
    """Click into the seed box and type, as a person would."""
    click(ctx, scene.seed_entry.rect.center)
    frame(ctx, pygame.event.Event(pygame.TEXTINPUT, text=text))
    assert scene.seed_entry.get_text() == text


def notice(scene):
    return next(e for e in root_elements(scene) if e.most_specific_combined_id == "#notice")


# --- what the box takes ---------------------------------------------------------------------------

def test_the_box_takes_every_seed_a_save_holds_from_0_to_2_to_the_64_minus_1():
    assert HIGHEST_SEED == MAX_SEED - 1 == 18446744073709551615
    assert typed_seed("0") == 0 and typed_seed(str(HIGHEST_SEED)) == HIGHEST_SEED
    assert typed_seed("  42\t") == 42 and typed_seed("\u300042\u3000") == 42  # spaces around it, wide ones too
    assert typed_seed("007") == 7 and typed_seed("0" * 5000 + "7") == 7
    assert typed_seed("") is None and typed_seed("   ") is None  # blank: a random seed


@pytest.mark.parametrize("text", TRICKY[:11] + [str(MAX_SEED), str(-HIGHEST_SEED), "9" * 5000])
def test_the_box_refuses_what_a_save_cannot_hold_or_int_reads_another_way(text):
    with pytest.raises(ValueError):
        typed_seed(text)


@given(SEED_TEXTS)
def test_any_text_is_a_seed_in_range_blank_or_refused_with_a_value_error(text):
    expected = wanted(text)
    try:
        seed = typed_seed(text)
    except ValueError:
        assert expected is None
        return
    assert seed == (None if expected == "random" else expected)
    assert seed is None or 0 <= seed < MAX_SEED


@pytest.mark.parametrize("game_id", games.ids())
def test_a_negative_seed_deals_and_decides_as_its_alias_in_the_box_so_the_box_needs_none(game_id):
    """Why the box takes no minus sign though a save holds one: every game and the computer seats use the
    seed's low 64 bits, so -n plays exactly the match 2^64 - n does."""
    game = games.get(game_id)
    count = game.default_players or game.min_players
    players, options = [Player(f"P{i}") for i in range(count)], game.options_for(count)
    for n in (1, 12345, HIGHEST_SEED):
        negative, alias = Match(game, players, options, -n), Match(game, players, options, MAX_SEED - n)
        assert negative.state == alias.state
        assert [negative.bot_rng(seat) for seat in range(count)] == [alias.bot_rng(seat) for seat in range(count)]


# --- the bugs a new player found ------------------------------------------------------------------

def test_a_superscript_two_in_the_seed_box_says_what_it_takes_instead_of_stopping_the_app(ctx):
    setup = open_setup(ctx)
    type_in_seed_box(ctx, setup, "²")  # str.isdigit() says yes, int() raises ValueError
    press_button(ctx, setup, "#start")
    assert ctx.scenes.top is setup and setup.error == BAD_SEED
    shown = notice(setup).html_text
    assert shown == "A seed is a whole number from 0 to 18446744073709551615, or blank."
    assert setup.seed_entry.get_text() == "²"  # what was typed stays, beside the reason


def test_a_seed_of_2_to_the_64_is_refused_so_continue_never_finds_an_autosave_it_cannot_read(ctx):
    setup = open_setup(ctx)
    type_in_seed_box(ctx, setup, str(MAX_SEED))
    press_button(ctx, setup, "#start")
    assert ctx.scenes.top is setup and setup.error == BAD_SEED  # no match, so no autosave to refuse later


def test_the_largest_seed_starts_a_match_whose_autosave_continue_reads(ctx):
    setup = open_setup(ctx)
    type_in_seed_box(ctx, setup, f" {HIGHEST_SEED} ")
    press_button(ctx, setup, "#start")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and table.match.seed == HIGHEST_SEED
    ctx.saver.flush()  # the autosave is written off the frame loop
    resumed = read_save(table.autosave_to)
    assert resumed.seed == HIGHEST_SEED and resumed.state == table.match.state


def test_a_blank_seed_box_still_starts_a_match_with_a_random_seed(ctx):
    setup = open_setup(ctx)
    press_button(ctx, setup, "#start")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and 0 <= table.match.seed < MAX_SEED


# --- the message, in either language, where the notice shows ----------------------------------------

def test_the_message_says_the_range_in_japanese_with_full_width_punctuation(ctx, japanese):
    setup = open_setup(ctx)
    type_in_seed_box(ctx, setup, "１２３")  # full-width digits, as a Japanese keyboard may type them
    press_button(ctx, setup, "#start")
    shown = notice(setup).html_text.replace("\n", "")
    assert shown == "シードは0から18446744073709551615までの整数を半角数字で入力するか、空欄にしてください。"
    assert not set(shown) & set(",.:;()!?")


@pytest.fixture
def small(saves_folder):
    """The smallest window we promise."""
    context = Context(open_window((1000, 700)), saves_dir=saves_folder)
    yield context
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", [g for g in games.ids() if games.get(g).max_players == 10])
def test_the_message_fits_whole_under_ten_seats_at_1000_by_700(small, lang, game_id):
    use(lang)
    try:
        with label_warnings() as too_small:
            setup = open_setup(small, game_id, count=10)
            setup.seed_entry.set_text("-1")
            press_button(small, setup, "#start")
            frame(small)
        box = notice(setup)
        assert not too_small
        assert box.html_text == words(BAD_SEED) and box.scroll_bar is None  # one line, read without scrolling
        assert not off_screen(setup, small.size) and not overlapping(element_rects(setup))
    finally:
        use("en")
        theme.clear_caches()


# --- nothing typed stops the app ---------------------------------------------------------------------

@pytest.mark.slow
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=SEED_TEXTS)
def test_any_text_in_the_seed_box_starts_a_match_that_saves_or_says_what_it_takes(ctx, text):
    setup = open_setup(ctx)
    setup.seed_entry.set_text(text)  # as pasted: any characters at all
    text = setup.seed_entry.get_text()
    press_button(ctx, setup, "#start")
    frame(ctx)
    expected = wanted(text)
    if expected is None:
        assert ctx.scenes.top is setup and setup.error == BAD_SEED
        assert notice(setup).html_text.replace("\n", "") == words(BAD_SEED)
        return
    table = ctx.scenes.top
    assert isinstance(table, TableScene)
    match = table.match
    assert match.seed == expected if expected != "random" else 0 <= match.seed < MAX_SEED
    again = reread(match)
    assert again.seed == match.seed and again.state == match.state
