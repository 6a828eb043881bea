"""Broken files are explained in the player's language: every kind of problem with a save, a layout, the
settings, a rules book or a lesson reads in Japanese (no bare key, no English words but the file's own name
and what is quoted from it) and still in the same English as before. Saves hold no language."""

from __future__ import annotations

import re

import pytest
import yaml

from tabletop.engine import saves
from tabletop.engine.match import HUMAN, Match, Player
from tabletop.engine.save_folder import list_saves
from tabletop.engine.saves import SaveError, read_save, write_save
from tabletop.lessons.lesson_file import LessonError, parse_lesson
from tabletop.rules_book import RulesBookError, parse_book
from tabletop.ui.layout import LayoutError, load_layout_file
from tabletop.ui.settings import read_settings
from tabletop.words import text, use

ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def english_left(words: str, *allowed: str) -> list[str]:
    """English words of 3+ letters in `words` that are not part of the names and quotes `allowed`."""
    free = set()
    for quoted in allowed:
        free.update(ENGLISH_WORD.findall(quoted))
    return [word for word in ENGLISH_WORD.findall(words) if word not in free]


def assert_japanese(reason, *allowed: str) -> str:
    """`reason` in Japanese: no key left bare, no English beyond the names the file gave."""
    words = text(reason, "ja")
    assert not words.startswith("files.") and "%{" not in words, words
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", words), words
    assert not english_left(words, *allowed), (words, english_left(words, *allowed))
    return words


def a_match() -> Match:
    match = Match.start("army_ants", [Player("Ann", HUMAN), Player("Bo", HUMAN)], {}, 11)
    match.play_computers(4)
    return match


def save_error(path) -> SaveError:
    with pytest.raises(SaveError) as err:
        read_save(path)
    return err.value


def test_a_save_with_a_refused_move_names_it_in_japanese(tmp_path):
    path = write_save(tmp_path / "game.yaml", a_match())
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["moves"][2]["move"] = {"kind": "zzz"}
    data["moves"][2]["text"] = "a move"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    error = save_error(path)
    assert str(error) == ("game.yaml cannot be replayed: move 3 (a move) is refused: Army Ants has no move called "
                          "'zzz'. The file was edited or is damaged.")
    words = assert_japanese(error.reason, "game.yaml", "a move", "Army Ants", "zzz")
    assert "3手目" in words


@pytest.mark.parametrize("content, english", [
    ("x" * (13 << 20), "big.yaml: is too large to be one of ours (over 12 MB)."),
    ("[" * 40 + "]" * 40, "big.yaml, line 1: is nested more than 12 levels deep."),
    ("a: 1\na: 2\n", "big.yaml, line 2: repeats the key 'a'."),
    ("format: tabletop-save\nversion: 9\n", "big.yaml was made by a newer version of Tabletop (save format 9); "
                                            "this version reads format 1 and older. Update Tabletop to open it."),
    ("format: other\n", "big.yaml is not a Tabletop save file."),
    ("format: tabletop-save\nversion: 1\ngame: army_ants\n", "big.yaml is incomplete: it has no 'players'."),
    ("format: tabletop-save\nversion: 1\ngame: chess\n",
     "big.yaml is for a game this version does not know: 'chess'."),
])
def test_each_kind_of_broken_save_reads_in_japanese_and_in_the_same_english(tmp_path, content, english):
    path = tmp_path / "big.yaml"
    path.write_text(content, encoding="utf-8")
    error = save_error(path)
    assert str(error) == english
    assert_japanese(error.reason, "big.yaml", "Tabletop", "players", "chess", "MB")


def test_a_missing_save_reads_in_japanese(tmp_path):
    error = save_error(tmp_path / "gone.yaml")
    assert str(error) == "There is no save called gone.yaml."
    assert_japanese(error.reason, "gone.yaml")


def test_a_layout_with_an_unknown_zone_kind_reads_in_japanese(tmp_path):
    path = tmp_path / "army_ants.yaml"
    path.write_text("game: army_ants\ncanvas: [1280, 800]\nzones:\n"
                    "  - {id: grid, kind: gird, rect: [0, 0, 10, 10], path: grid}\n", encoding="utf-8")
    with pytest.raises(LayoutError) as err:
        load_layout_file(path, kinds=("grid", "pile"))
    assert str(err.value) == "army_ants.yaml, zone 'grid': unknown kind 'gird' (did you mean 'grid'?)"
    assert_japanese(err.value.reason, "army_ants.yaml", "grid", "gird")


def test_a_layout_zone_outside_the_canvas_reads_in_japanese(tmp_path):
    path = tmp_path / "army_ants.yaml"
    path.write_text("game: army_ants\ncanvas: [1280, 800]\nzones:\n"
                    "  - {id: grid, kind: grid, rect: [1200, 0, 100, 10], path: grid}\n", encoding="utf-8")
    with pytest.raises(LayoutError) as err:
        load_layout_file(path, kinds=("grid",))
    assert str(err.value) == ("army_ants.yaml, zone 'grid': field 'rect' [1200, 0, 100, 10] must lie inside "
                              "the canvas [0, 0, 1280, 800]")
    assert_japanese(err.value.reason, "army_ants.yaml", "grid", "rect")


@pytest.mark.parametrize("content, english", [
    ("- sound\n", ".settings.yaml: is not a list of settings."),
    ("sound: [\n", None),
])
def test_a_broken_settings_file_reads_in_japanese(tmp_path, content, english):
    path = tmp_path / ".settings.yaml"
    path.write_text(content, encoding="utf-8")
    _, problem = read_settings(path)
    assert str(problem).startswith(".settings.yaml")
    if english:
        assert str(problem) == english
        assert_japanese(problem, ".settings.yaml")
    else:  # the YAML parser's own words stay English inside the brackets: the rest is Japanese
        assert_japanese(problem, ".settings.yaml", "YAML", re.sub(r".*\((.*)\).*", r"\1", str(problem)))


def test_a_broken_rules_book_page_reads_in_japanese():
    data = {"game": "army_ants", "grid": {"cols": 5, "rows": 8},
            "pages": [{"title": "March", "text": "words", "position": {"c4": "7H"}}]}
    with pytest.raises(RulesBookError) as err:
        parse_book(data, "army_ants.yaml", "army_ants")
    assert str(err.value) == ("army_ants.yaml, page 1 ('March'), field 'position': '7H' on c4 is not a card "
                              "(a rank A, 2..10, J, Q or K followed by ♥, ♦, ♠ or ♣).")
    assert_japanese(err.value.reason, "army_ants.yaml", "March", "position")


def test_a_broken_lesson_reads_in_japanese():
    data = {"game": "army_ants", "start": {"seed": 1}, "steps": [{"say": "Hello.", "zone": "grid", "do": 3}],
            "finish": {"say": "Done.", "expect": {"phase": "battle"}}}
    with pytest.raises(LessonError) as err:
        parse_lesson(data, "army_ants.yaml", "army_ants")
    assert str(err.value) == "army_ants.yaml, step 1: A move must be a mapping with a 'kind'."
    assert_japanese(err.value.reason, "army_ants.yaml", "kind")


def test_the_load_list_and_its_notes_read_in_japanese(tmp_path):
    write_save(tmp_path / "evening.yaml", a_match())
    (tmp_path / "broken.yaml").write_text("format: other\n", encoding="utf-8")
    (tmp_path / "dangling.yaml").symlink_to(tmp_path / "nowhere")
    entries, notes = list_saves(tmp_path)
    lines = {entry.path.name: entry.line_words() for entry in entries}
    assert " — " in str(lines["evening.yaml"]) and "4 moves" in str(lines["evening.yaml"])
    assert "4手" in assert_japanese(lines["evening.yaml"], "evening", "Army Ants", "Ann", "Bo")
    assert_japanese(lines["broken.yaml"], "broken")
    assert [str(note) for note in notes] == ["Skipped dangling.yaml: it is a link to nothing, or cannot be looked at."]
    assert_japanese(notes[0], "dangling.yaml")


def test_a_save_made_in_english_loads_in_japanese_and_its_log_reads_in_japanese(tmp_path):
    use("en")
    try:
        match = a_match()
        assert all(str(played.move.label) for played in match.history)
        path = write_save(tmp_path / "evening.yaml", match)
        use("ja")
        loaded = read_save(path)
        assert [played.move for played in loaded.history] == [played.move for played in match.history]
        for played in loaded.history:
            words = text(played.move.label)
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", words) and not ENGLISH_WORD.search(words), words
    finally:
        use("en")


def test_no_message_object_is_written_into_a_save(tmp_path):
    match = a_match()
    data = saves.match_to_dict(match)
    path = write_save(tmp_path / "plain.yaml", match)
    assert yaml.safe_load(path.read_text(encoding="utf-8"))["move_count"] == len(data["moves"])
    assert all(isinstance(entry["text"], str) for entry in data["moves"])


@pytest.mark.parametrize("content", ["players:\n\t- Ann\n", "game: {army_ants\n", "game: \"\\q\"\n",
                                     "game: army_ants\n  seed: 3\n"])
def test_the_parsers_common_problems_read_in_japanese(tmp_path, content):
    path = tmp_path / "game.yaml"
    path.write_text(content, encoding="utf-8")
    assert_japanese(save_error(path).reason, "game.yaml", "YAML")


def test_the_systems_common_reasons_read_in_japanese(tmp_path, monkeypatch):
    import os
    path = tmp_path / "game.yaml"
    path.write_text("game: army_ants\n", encoding="utf-8")

    def refused(*args, **kwargs):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(os, "open", refused)
    reason = save_error(path).reason
    assert "permission denied" in text(reason, "en")
    assert "アクセスが許可されていません" in assert_japanese(reason, "game.yaml")


@pytest.mark.parametrize("field, value", [("move_count", "many"), ("over", "maybe"), ("options", [1])])
def test_a_save_header_field_of_the_wrong_kind_is_refused_in_both_languages(tmp_path, field, value):
    path = write_save(tmp_path / "game.yaml", a_match())
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data[field] = value
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    error = save_error(path)
    if field == "options":
        assert str(error) == "game.yaml is damaged: 'options' is not a list of settings."
    else:
        assert str(error) == f"game.yaml is damaged: '{field}' has the wrong kind of value."
    assert_japanese(error.reason, "game.yaml", field)


def test_lesson_options_that_are_not_a_mapping_are_refused_in_the_games_words_in_both_languages():
    data = {"game": "army_ants", "options": [2], "start": {"seed": 1},
            "steps": [{"say": "Hello.", "zone": "grid"}], "finish": {"say": "Done.", "expect": {"phase": "battle"}}}
    with pytest.raises(LessonError) as err:
        parse_lesson(data, "army_ants.yaml", "army_ants")
    assert str(err.value) == "army_ants.yaml, field 'options': The options of Army Ants must be a list of settings."
    assert_japanese(err.value.reason, "army_ants.yaml", "options", "Army Ants")


def test_a_table_picture_zone_height_must_be_a_positive_number():
    zone = {"kind": "chain_seat", "path": "players/0"}
    for height in (True, 0, "tall"):
        data = {"game": "chains", "pages": [{"title": "T", "text": "x", "table": {
            "setup": {"players": 2}, "zones": [{**zone, "height": height}]}}]}
        with pytest.raises(RulesBookError) as err:
            parse_book(data, "chains.yaml", "chains")
        assert str(err.value) == ("chains.yaml, page 1 ('T'), field 'table': each zone needs 'kind' and 'path' "
                                  "(and may have 'height').")
        assert_japanese(err.value.reason, "chains.yaml", "table", "kind", "path", "height")
