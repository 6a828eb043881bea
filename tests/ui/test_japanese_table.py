"""The table in Japanese: every line of words drawn on a table of each game, with its log, shows real
glyphs (never the font's missing-glyph box), and a long Japanese refusal wraps inside its banner without
a line starting with a closing mark."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.scenes.table_overlays import draw_message

from screen_checks import words_drawn

SIZE = (1000, 700)
NOT_A_GLYPH = theme.NOT_A_GLYPH


def played(game_id: str, moves: int, seed: int = 5) -> Match:
    """A match of `game_id` some moves in, every move a legal one chosen by the seed."""
    game = games.get(game_id)
    players = game.default_players or game.min_players
    match = Match.start(game_id, [Player(name) for name in ("健二", "Ann", "さくら", "Bo", "Cy")[:players]],
                        game.options_for(players), seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.play(seat, chooser.choice(game.legal_moves(match.state, seat)))
    return match


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def boxed(words: str) -> list[str]:
    """The characters of `words` that the font `theme` draws them in has no glyph for."""
    face = theme.font(20, False, words)
    missing = pixels(pygame.font.Font.render(face, NOT_A_GLYPH, True, theme.INK))
    found = []
    for ch in set(words) - set(" \u00a0\u3000"):
        if getattr(face, "lacks", lambda _: False)(ch):
            continue  # drawn in the Latin font, which has it
        if pixels(pygame.font.Font.render(face, ch, True, theme.INK)) == missing:
            found.append(ch)
    return found


@pytest.mark.parametrize("game_id", games.ids())
def test_a_japanese_table_and_its_log_draw_no_missing_glyph_box(game_id, japanese, monkeypatch, tmp_path):
    ctx = Context(open_window(SIZE), saves_dir=tmp_path)
    match = played(game_id, 14)
    with words_drawn(monkeypatch, SIZE) as screen:
        scene = TableScene(ctx, match, autosave=False)
        scene.draw(screen)
    lines = [words for words, _ in screen.words]
    assert any("健二" in words or "さくら" in words for words in lines), "the names typed are drawn"
    assert len(lines) > 10
    problems = {words: boxed(words) for words in lines if boxed(words)}
    assert not problems, f"missing glyphs drawn as boxes: {problems}"
    pygame.quit()


def test_a_long_japanese_refusal_wraps_inside_its_banner(japanese, monkeypatch):
    pygame.display.init()
    canvas = pygame.Rect((0, 0), SIZE)
    refusal = ("そのカードは出せません。場にある切り札と同じスートのカードを持っているので、"
               "そのスートのカードを出さなければなりません（「フォロー」のルール）。")
    with words_drawn(monkeypatch, SIZE) as screen:
        banner = draw_message(screen, canvas, refusal, True)
    lines = [(words, rect) for words, rect in screen.words]
    assert banner is not None and canvas.contains(banner) and len(lines) > 1
    assert "".join(words for words, _ in lines) == refusal  # every character shown, none cut
    assert all(banner.contains(rect) for _, rect in lines)
    assert not any(words[0] in theme.NO_LINE_START for words, _ in lines[1:])
    assert not any(words[-1] in theme.NO_LINE_END for words, _ in lines)


def test_the_check_finds_the_box_the_latin_font_draws_for_kanji():
    pygame.font.init()
    latin = theme.font(20)
    missing = pixels(pygame.font.Font.render(latin, NOT_A_GLYPH, True, theme.INK))
    assert pixels(pygame.font.Font.render(latin, "健", True, theme.INK)) == missing
    assert boxed("健二") == []


ALLOWED_LATIN = {"Ann", "Bo", "Cy", "Ctrl", "Enter", "Esc", "Tabletop", "NT", "OUT", "WYSIWYG"}


def english_left(lines: list[str]) -> dict[str, list[str]]:
    """Lines drawn with English words in them (three letters or more), but for the players' names and keys."""
    found = {}
    for words in lines:
        latin = [w for w in re.findall(r"[A-Za-z]{3,}", words) if w not in ALLOWED_LATIN]
        if latin:
            found[words] = latin
    return found


@pytest.mark.parametrize("game_id", games.ids())
@pytest.mark.parametrize("moves", [3, 40])
def test_a_japanese_table_shows_no_english_but_names(game_id, moves, japanese, monkeypatch, tmp_path):
    ctx = Context(open_window(SIZE), saves_dir=tmp_path)
    match = played(game_id, moves)
    with words_drawn(monkeypatch, SIZE) as screen:
        TableScene(ctx, match, autosave=False).draw(screen)
    left = english_left([words for words, _ in screen.words])
    assert not left, f"English on the Japanese table: {left}"
    pygame.quit()
