"""Japanese words on the table: a name typed in kana or kanji is drawn in a font that has them, never as
the missing-glyph boxes of the Latin font; Latin words keep their font."""

import pygame
import pytest

from tabletop.ui import theme


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    pygame.quit()
    theme.clear_caches()  # fonts made before a quit are dead: the next test makes its own


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_two_kanji_are_drawn_as_two_different_glyphs_not_as_one_missing_glyph_box():
    first, second = theme.text("健", 24, theme.INK), theme.text("二", 24, theme.INK)
    assert first.get_width() > 8 and second.get_width() > 8
    assert pixels(first) != pixels(second)
    dejavu = theme.font(24)  # what the Latin font alone would draw: the same box for both
    assert pixels(dejavu.render("健", True, theme.INK)) == pixels(dejavu.render("二", True, theme.INK))


def test_a_japanese_name_fits_and_wraps_like_any_other():
    name = "山田はなこ"
    assert theme.width(name, 16) > theme.width("山", 16) > 0
    assert theme.fitted_name(name, " (Red)", 16, 1000) == name + " (Red)"
    assert theme.fitted_name(name * 4, " (Red)", 16, 150).endswith("… (Red)")
    lines = theme.wrap(f"{name}さんの番です。" * 6, 16, 160)
    assert len(lines) > 1 and all(theme.width(line, 16) <= 160 for line in lines)


def test_latin_words_keep_the_latin_font():
    assert theme.font(16, words="Carol (Red)") is theme.font(16)
    assert theme.font(16, words="健二 (Red)") is not theme.font(16)


def test_die_faces_beside_japanese_words_are_drawn_as_dice_not_as_missing_glyph_boxes():
    # Noto Sans JP has no die faces: drawn in it, every face would be the same box
    four, five = theme.text("⚃で", 24, theme.INK), theme.text("⚄で", 24, theme.INK)
    assert pixels(four) != pixels(five)
    face = theme.font(24, words="⚃で")
    plain = pygame.font.Font.render(face, "⚃", True, theme.INK)  # the Japanese font alone
    assert pixels(plain) == pixels(pygame.font.Font.render(face, "⚄", True, theme.INK))


def test_a_line_with_dice_and_japanese_is_measured_as_it_is_drawn():
    words = "⚁ ⚂ ⚃ ⚅ ⚅のうち2、3、4を残しています。"
    assert theme.width(words, 16) == theme.text(words, 16, theme.INK).get_width()
    lines = theme.wrap(words * 3, 16, 220)
    assert len(lines) > 1 and all(theme.width(line, 16) <= 220 for line in lines)



@pytest.mark.parametrize("words", ["Eve: \U0001F44D", "エヴァ：\U0001F44D"])
def test_a_thumbs_up_is_drawn_as_a_thumb_not_as_a_missing_glyph_box_and_measured_as_drawn(words):
    box = words.replace("\U0001F44D", theme.NOT_A_GLYPH)
    drawn, boxed = theme.text(words, 24, theme.INK), theme.text(box, 24, theme.INK)
    assert pixels(drawn) != pixels(boxed)
    assert theme.width(words, 24) == drawn.get_width() and theme.width(words + words, 24) > drawn.get_width()
    side = theme.font(24, words=words).get_ascent()
    ink = pygame.mask.from_surface(theme.thumb(side, theme.INK))  # a thumb: inked, upright, with folded fingers
    top, bottom = ink.get_bounding_rects()[0].top, ink.get_bounding_rects()[0].bottom
    assert 0.3 < ink.count() / (side * side) < 0.8 and top < side * 0.1 and bottom > side * 0.9
    assert not ink.get_at((side // 10, side // 5))  # nothing beside the thumb, above the cuff
    lines = theme.wrap(" ".join([words] * 8), 24, 200)
    assert len(lines) > 1 and all(theme.width(line, 24) <= 200 for line in lines)
