"""The reading layer every file goes through: bounded, plain data only, one short printable sentence."""

import os
import unicodedata

import pytest

from tabletop.engine.datafiles import DataFileError, Limits, load, parse, printable

LIMITS = Limits(max_bytes=1 << 20, max_depth=10, max_nodes=10_000, max_scalar=1_000)


def no_controls(text):
    """No control, format or unassigned character (they reach terminals raw or draw as boxes)."""
    return not any(unicodedata.category(ch).startswith("C") for ch in text)


def refusal(text, limits=LIMITS):
    with pytest.raises(DataFileError) as err:
        parse(text, "f.yaml", limits)
    message = str(err.value)
    assert message.startswith("f.yaml") and len(message) <= 200 and no_controls(message), message
    return message


def test_plain_data_reads_as_yaml_would():
    text = "a: 1\nb: [1, 2.5, x, 'q', true, ~, 0x10, -3]\nc: {4: z}\nwhen: 2026-11-23T10:00:00\n"
    assert parse(text, "f.yaml", LIMITS) == {
        "a": 1, "b": [1, 2.5, "x", "q", True, None, 16, -3], "c": {4: "z"}, "when": "2026-11-23T10:00:00"}


def test_only_true_and_false_are_booleans():
    assert parse("{off: [1, 0], on: yes, flag: false}", "f.yaml", LIMITS) == {"off": [1, 0], "on": "yes", "flag": False}


def test_an_empty_file_is_nothing():
    assert parse("", "f.yaml", LIMITS) is None


@pytest.mark.parametrize("text, words", [
    ('a: !!float "x"\n', "tag"),
    ("a: !!bool maybe\n", "tag"),
    ("a: !!python/object/apply:os.system [ls]\n", "tag"),
    ("a: &x [1, 2]\nb: *x\n", "anchors or aliases"),
    ("seed: " + "9" * 4301, "longer than"),
    ("seed: " + "9" * 40, "too long"),
    ("a: 1:30:00", "oddly written"),
    ("a: 1\na: 2\n", "repeats the key 'a'"),
    ("a\n---\nb\n", "more than one document"),
    ("? [a]\n: 1\n", "not a word or a whole number"),
    ("~: 1\n", "not a word or a whole number"),
    ('a: "x\\0y"\n', "control character"),
    ("a: [1, 2\n", "not readable YAML"),
])
def test_what_no_format_needs_is_refused(text, words):
    assert words in refusal(text)


def test_deep_nesting_is_refused_before_anything_can_crash():
    assert "nested more than 10 levels" in refusal("[" * 25_000)
    assert "nested more than 10 levels" in refusal("a: " + "[" * 1000 + "]" * 1000)


def test_an_alias_bomb_is_refused_at_its_first_anchor():
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, 9):
        prev, name = chr(ord("a") + i - 1), chr(ord("a") + i)
        lines.append(f"{name}: &{name} [*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev}]")
    assert "anchors or aliases" in refusal("\n".join(lines))


def test_counts_and_lengths_are_limited():
    small = Limits(max_bytes=1000, max_depth=5, max_nodes=20, max_scalar=10)
    assert "more than 20 values" in refusal("[" + ", ".join(["1"] * 30) + "]", small)
    assert "longer than 10 characters" in refusal("a: " + "x" * 11, small)
    assert "too large" in refusal("a: " + "1" * 2000, small)


def test_messages_never_carry_raw_controls_or_huge_names(tmp_path):
    path = tmp_path / ("\x1b[31m" + "n" * 230 + ".yaml")
    path.write_text("a: [", encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load(path, LIMITS)
    assert "\x1b" not in str(err.value) and len(str(err.value)) <= 200
    assert printable("a\x00b\u202ec", 10) == "a?b?c"


@pytest.mark.parametrize("content, words", [
    (b"a: \xff\xfe\n", "not UTF-8"),
    (b"a: 1\x00\n", "control character"),
    (b"a: \x1b[2J\n", "control character"),
])
def test_bytes_that_are_not_text_are_refused(tmp_path, content, words):
    path = tmp_path / "f.yaml"
    path.write_bytes(content)
    with pytest.raises(DataFileError, match=words):
        load(path, LIMITS)


def test_a_file_over_the_size_limit_is_not_read(tmp_path):
    path = tmp_path / "f.yaml"
    path.write_text("a: 1\n" * 1000, encoding="utf-8")
    with pytest.raises(DataFileError, match="too large"):
        load(path, Limits(max_bytes=1000))


def test_odd_files_are_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    with pytest.raises(DataFileError, match="not a regular file"):
        load(fifo, LIMITS)  # opening a pipe with no writer must not wait forever
    (tmp_path / "dir.yaml").mkdir()
    with pytest.raises(DataFileError):
        load(tmp_path / "dir.yaml", LIMITS)
    (tmp_path / "link.yaml").symlink_to(tmp_path / "nowhere.yaml")
    with pytest.raises(DataFileError, match="no such file"):
        load(tmp_path / "link.yaml", LIMITS)
