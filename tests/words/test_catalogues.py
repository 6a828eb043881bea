"""The catalogues: both languages hold the same keys with the same parameters, every key the code says
exists, and every game's words (layout captions, rules books, lessons) exist in Japanese too."""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from tabletop import games
from tabletop.engine.package_files import folders_holding, game_file
from tabletop.lessons import available, load_lesson
from tabletop.rules_book import load_book
from tabletop.ui.layout import LAYOUT_FILE
from tabletop.words.wording import caption_key
from tabletop.words import say, text
from tabletop.words.catalogue import entries, placeholders

ROOT = Path(__file__).resolve().parents[2]


def test_english_and_japanese_hold_the_same_keys():
    en, ja = set(entries("en")), set(entries("ja"))
    assert not en - ja, f"keys with no Japanese: {sorted(en - ja)[:20]}"
    assert not ja - en, f"Japanese keys English lacks: {sorted(ja - en)[:20]}"


def test_every_key_takes_the_same_parameters_in_both_languages():
    ja = entries("ja")
    differ = {key: (sorted(placeholders(words)), sorted(placeholders(ja[key])))
              for key, words in entries("en").items() if key in ja and placeholders(words) != placeholders(ja[key])}
    assert not differ, f"parameters differ (en, ja): {dict(list(differ.items())[:20])}"


def test_english_plurals_choose_by_count():
    found = {key: words for key, words in entries("en").items() if isinstance(words, dict)}
    for key, forms in found.items():
        assert {"one", "other"} <= set(forms), key
    assert text(say("test_words.cards", count=1), "en") == "1 card"
    assert text(say("test_words.cards", count=3), "en") == "3 cards"
    assert text(say("test_words.cards", count=3), "ja") == "3枚"


def keys_in_code() -> tuple[set[str], set[str]]:
    """The keys the code says (`say("...")`, `Words("...")`), and the fixed starts of keys it builds."""
    keys, starts = set(), set()
    for path in (ROOT / "tabletop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("say", "Words")
                    and node.args):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                keys.add(first.value)
            elif isinstance(first, ast.JoinedStr) and isinstance(first.values[0], ast.Constant):
                starts.add(first.values[0].value)
    return keys, starts


def test_every_key_the_code_says_is_in_the_catalogue():
    en = entries("en")
    keys, starts = keys_in_code()
    assert keys, "the scan found no keys at all"
    missing = sorted(key for key in keys if key not in en and key != "_.sentences")
    assert not missing, f"keys the code uses that the catalogue lacks: {missing[:30]}"
    unmatched = sorted(start for start in starts if not any(key.startswith(start) for key in en))
    assert not unmatched, f"keys built from these starts match nothing: {unmatched}"


def layout_captions() -> set[str]:
    found = set()

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("label"), str):
                found.add(node["label"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    for game_id in folders_holding(LAYOUT_FILE):
        walk(yaml.safe_load(game_file(game_id, LAYOUT_FILE).read_text(encoding="utf-8")))
    return found


def test_every_layout_caption_has_its_words_in_both_languages():
    en, ja = entries("en"), entries("ja")
    for caption in layout_captions():
        key = "zones." + caption_key(caption)
        assert en.get(key) == caption, caption
        assert key in ja and not re.search("[A-Za-z]{3,}", ja[key]), caption


@pytest.mark.parametrize("game_id", games.ids())
def test_every_rules_book_reads_in_japanese_with_the_same_pages(game_id):
    english, japanese = load_book(game_id, lang="en"), load_book(game_id, lang="ja")
    assert len(japanese.pages) == len(english.pages)
    for en_page, ja_page in zip(english.pages, japanese.pages):
        assert ja_page.title != en_page.title and ja_page.text != en_page.text, (game_id, en_page.title)
        assert pictures(ja_page) == pictures(en_page), (game_id, en_page.title)


def pictures(page) -> tuple:
    """A page's pictures without their captions (the words): the same in every language."""
    return tuple(replace(found, caption="") if found is not None else None for found in (page.example, page.table))


@pytest.mark.parametrize("game_id", available())
def test_every_lesson_reads_in_japanese_with_the_same_steps(game_id):
    english, japanese = load_lesson(game_id, lang="en"), load_lesson(game_id, lang="ja")
    assert [s.move for s in japanese.steps] == [s.move for s in english.steps]
    for en_step, ja_step in zip(english.steps, japanese.steps):
        assert ja_step.say != en_step.say, (game_id, en_step.number)


# English a Japanese entry may keep: the app's name and the names of keys.
LATIN_KEPT = {"Tabletop", "Enter", "Esc", "Ctrl"}


def test_no_japanese_entry_is_left_in_english():
    """"NEW" on a drawn card and "G1/G2" over the score sheet's games were English in the Japanese app."""
    left = {key: words for key, words in entries("ja").items() if isinstance(words, str)
            and not re.search(r"[ぁ-んァ-ヶ一-龯]", words)  # not a word of Japanese in it
            and set(re.findall(r"[A-Za-z]{2,}", re.sub(r"%\{\w+\}", "", words))) - LATIN_KEPT}
    assert not left, left
    assert text(say("table.new"), "ja") == "引いた"
    assert text(say("table.dream.game_column", n=2), "ja") == "2戦目"


def test_the_move_log_has_one_name_a_card_or_dice_player_uses():
    """Not 棋譜, a word of Go and shogi: the log is the 記録 wherever the table names it."""
    ja = entries("ja")
    assert ja["zones.moves"] == ja["table.log.moves"] == "記録"
    assert not [key for key, words in ja.items() if "棋譜" in str(words)]


# Shogi's verb for making a move (指す) and its word for a forced move (強制手): a card or dice player makes
# (する), chooses (選ぶ) or plays (出す, プレイする) a move. 指す for "points at" (a file's alias) stays.
SHOGI_WORDS = re.compile(r"(?<!相)手を指(?!名)|指せ|指しま|が指し|で指し|指す間|強制手")


def test_making_a_move_is_said_as_a_card_or_dice_player_says_it():
    ja = entries("ja")
    assert not {key: words for key, words in ja.items() if SHOGI_WORDS.search(str(words))}
    assert text(say("engine.not_legal_here"), "ja") == "ここではできない手です。"
