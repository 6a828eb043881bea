"""Big and long saves: every hostile file, built by code to the size limit, is refused with its reason (a
save's moves are read and checked as they stream, so the first bad one ends the read); the header
reader reads 64 KB at most; and an unedited save of the app's own replays its older moves without
checking them again, while an edited move is still refused."""

import re
import signal
from contextlib import contextmanager
from dataclasses import replace

import pytest

from hostile_saves import BUILDERS, MOVE, first_move_line, header_text
from tabletop.engine import datafiles, registry, save_lines, save_trust, saves
from tabletop.engine.match import Match, Player
from tabletop.engine.save_folder import list_saves
from tabletop.engine.saves import LIMITS, MAX_MOVES, SaveError, read_header, read_save, save_text, write_save

HANG_SECONDS = 60  # not a speed check: a runaway read would otherwise hang the suite
SIZE = LIMITS.max_bytes - 4096
VALUES = f"holds more than {LIMITS.max_nodes} values"
# What each hostile file is refused for; the ones read whole (not one move a line) take about a second.
HOSTILE = {
    "many nodes": ("damaged at move 1: it names no seat", ()),
    "deep": (f"nested more than {LIMITS.max_depth} levels deep", ()),
    "long line": (f"has a value longer than {LIMITS.max_scalar} characters", ()),
    "header last": (f"more moves than any match this version keeps (over {MAX_MOVES})", ()),
    "one move repeated": (f"more moves than any match this version keeps (over {MAX_MOVES})", ()),
    "one flow list": (VALUES, pytest.mark.slow),
    "plain list": (VALUES, pytest.mark.slow),
    "block moves": (VALUES, pytest.mark.slow),
}


class Hung(Exception):
    pass


@contextmanager
def hang_guard():
    def hung(signum, frame):
        raise Hung("reading one file ran away")
    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(HANG_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def refusal(path):
    with hang_guard(), pytest.raises(SaveError) as err:
        read_save(path)
    return str(err.value)


@pytest.mark.parametrize("kind", [pytest.param(kind, marks=marks) for kind, (_, marks) in HOSTILE.items()])
def test_a_hostile_save_at_the_size_limit_is_refused_with_its_reason(kind, tmp_path):
    path = tmp_path / "big.yaml"
    path.write_bytes(BUILDERS[kind](SIZE))
    assert path.stat().st_size <= LIMITS.max_bytes
    assert HOSTILE[kind][0] in refusal(path)


@pytest.mark.parametrize("kind", ["one flow list", "plain list", "block moves"])
def test_a_file_read_whole_stops_at_its_values_limit(kind, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "LIMITS", replace(LIMITS, max_nodes=5_000))  # the same read, sooner
    path = tmp_path / "big.yaml"
    path.write_bytes(BUILDERS[kind](200_000))
    assert "holds more than 5000 values" in refusal(path)


def test_a_file_past_the_size_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_bytes(BUILDERS["one move repeated"](LIMITS.max_bytes + 1))
    assert "too large to be one of ours (over 12 MB)" in refusal(path)


def test_more_moves_than_any_match_is_refused_before_any_is_replayed(tmp_path, monkeypatch):
    replayed = []
    monkeypatch.setattr(saves, "_replay", lambda *args, **kw: replayed.append(args))
    path = tmp_path / "many.yaml"
    path.write_text(header_text() + "moves:\n" + MOVE * (MAX_MOVES + 1), encoding="utf-8")
    assert f"more moves than any match this version keeps (over {MAX_MOVES})" in refusal(path)
    assert replayed == []


def test_the_longest_real_match_is_within_the_move_limit(tmp_path):
    """20,000 Army Ants moves (no-attack draw off) is a real match: a file that long is read to its moves."""
    path = tmp_path / "long.yaml"
    path.write_text(header_text() + "moves:\n" + MOVE * 20_001, encoding="utf-8")
    assert "cannot be replayed: move 1 " in refusal(path)


def test_the_first_bad_move_ends_the_read(tmp_path, monkeypatch):
    """Moves stream: move 2 is refused before any later line is even decoded."""
    read = []
    real = save_lines._as_written
    monkeypatch.setattr(save_lines, "_as_written", lambda line, limits: read.append(line) or real(line, limits))
    path = tmp_path / "bad.yaml"
    path.write_text(header_text() + "moves:\n" + first_move_line() * 2 + "- [0, 0, 0]\n" * (MAX_MOVES - 2), encoding="utf-8")
    assert "cannot be replayed: move 2 " in refusal(path)
    assert len(read) == 2


def test_a_hand_edited_line_is_read_by_the_yaml_reader_and_named_by_its_line(tmp_path):
    match = two_people_match(6)
    text = save_text(match)
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("- {")) + 2  # the third move
    lines[at] = lines[at].replace('{"seat": ', "{'seat': ") + " # moved by hand"  # not as the app writes it
    path = tmp_path / "edited.yaml"
    path.write_text("\n".join(lines), encoding="utf-8")
    assert read_save(path).state == match.state
    lines[at] = lines[at].replace("{'seat'", "{'seat'': [")  # now broken YAML, on line at + 1 of the file
    path.write_text("\n".join(lines), encoding="utf-8")
    assert f"edited.yaml, line {at + 1}: is not readable YAML" in refusal(path)


def bytes_read(monkeypatch):
    """Every byte count the readers take from files, as they take them."""
    counts = []
    real = datafiles.read_bytes

    def counted(path, count, error=datafiles.DataFileError):
        found = real(path, count, error)
        counts.append(len(found))
        return found
    monkeypatch.setattr(datafiles, "read_bytes", counted)
    return counts


@pytest.mark.parametrize("kind", list(BUILDERS))
def test_the_header_reader_reads_64_kb_at_most(kind, tmp_path, monkeypatch):
    path = tmp_path / "big.yaml"
    path.write_bytes(BUILDERS[kind](SIZE))
    counts = bytes_read(monkeypatch)
    try:
        header = read_header(path)
    except SaveError:
        header = "refused"
    assert sum(counts) <= 64 << 10
    assert header is not None or kind in ("header last", "plain list", "deep")  # those hold no header up front


def two_people_match(moves, seed=11):
    match = Match.start("army_ants", [Player("Ann"), Player("Bob")], {}, seed)
    while len(match.history) < moves:
        seat = match.to_move()[0]
        legal = [m for m in match.legal_moves(seat) if m.kind not in ("attack", "offer_draw")]
        match.play(seat, legal[len(match.history) * 7 % len(legal)])
    return match


def header_deep_in(match, words=3000):
    """The save's text with its moves first, each with long words beside it (words for people: the engine
    ignores them), and its header after them: far past the first 64 KB."""
    text = save_text(match)
    header, moves = text.split("moves:\n")
    long = [line[:line.rindex('"text": ')] + f'"text": "{"x" * words}"}}' for line in moves.splitlines()]
    return "moves:\n" + "\n".join(long) + "\n" + header


def test_a_save_whose_header_lies_past_64_kb_is_listed_by_name_and_loads_when_chosen(tmp_path):
    match = two_people_match(30)
    path = tmp_path / "moves first.yaml"
    path.write_text(header_deep_in(match), encoding="utf-8")
    assert path.stat().st_size > 64 << 10
    assert read_header(path) is None
    entries, notes = list_saves(tmp_path)
    assert notes == [] and entries[0].named_only
    assert str(entries[0].line_words()).startswith("moves first  (")
    assert read_save(path).state == match.state


def counted_checks(monkeypatch):
    """How many moves are checked against the legal moves (Army Ants checks each move so once)."""
    checks = []
    game = registry.get("army_ants")
    real = game.find_legal
    monkeypatch.setattr(game, "find_legal", lambda *args: checks.append(1) or real(*args))
    return checks


@pytest.fixture
def few_recent(monkeypatch):
    monkeypatch.setattr(saves, "RECENT", 5)


def test_an_unedited_save_of_the_apps_own_replays_its_older_moves_unchecked(tmp_path, monkeypatch, few_recent):
    match = two_people_match(40)
    path = write_save(tmp_path / "mine.yaml", match)
    checks = counted_checks(monkeypatch)
    loaded = read_save(path)
    assert len(checks) == 5  # the last RECENT moves only
    assert loaded.states == match.states
    assert [(p.seat, str(p.move), p.undoable) for p in loaded.history] == \
        [(p.seat, str(p.move), p.undoable) for p in match.history]


def test_an_edited_move_voids_the_mark_and_is_refused(tmp_path, few_recent):
    path = write_save(tmp_path / "mine.yaml", two_people_match(40))
    lines = path.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("- {")) + 2  # the third move, long trusted
    lines[at] = lines[at][:lines[at].index('"move": ')] + '"move": {"kind": "swap", "a": "a1", "b": "e8"}}'
    path.write_text("\n".join(lines), encoding="utf-8")
    message = refusal(path)
    assert "cannot be replayed: move 3 " in message and "The file was edited or is damaged." in message


def marked_elsewhere(tmp_path, monkeypatch, change):
    """A save written with the app's mark, then `change`d; the moves the rules check on loading it."""
    match = two_people_match(40)
    path = write_save(tmp_path / "mine.yaml", match)
    change(path)
    checks = counted_checks(monkeypatch)
    assert read_save(path).state == match.state
    return len(checks)


def test_a_save_from_another_computer_is_checked_in_full(tmp_path, monkeypatch, few_recent):
    def elsewhere(path):
        monkeypatch.setenv("TABLETOP_SAVES", str(tmp_path / "another computer"))
    assert marked_elsewhere(tmp_path, monkeypatch, elsewhere) == 40


def test_a_changed_mark_is_checked_in_full(tmp_path, monkeypatch, few_recent):
    def tampered(path):
        text = path.read_text(encoding="utf-8")
        start = text.index("checked: ") + len("checked: ")
        path.write_text(text[:start] + "f" * 40 + text[start + 40:], encoding="utf-8")
    assert marked_elsewhere(tmp_path, monkeypatch, tampered) == 40


def test_changed_rules_void_every_mark(tmp_path, monkeypatch, few_recent):
    def new_rules(path):
        monkeypatch.setattr(save_trust, "_rules", [b"the rules of another version"])
    assert marked_elsewhere(tmp_path, monkeypatch, new_rules) == 40


def test_a_folder_without_a_key_writes_unmarked_saves(tmp_path, monkeypatch):
    monkeypatch.setattr(save_trust, "_new_key", lambda path: None)  # a folder the app may not write
    save_trust.forget()
    text = save_text(two_people_match(3))
    assert "checked:" not in text


def test_lines_read_by_the_yaml_reader_share_one_limit_of_values(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "LINE_LIMITS", replace(saves.LINE_LIMITS, max_nodes=40))
    text = save_text(two_people_match(10))
    commented = "\n".join(line + "  # noted by hand" if line.startswith("- {") else line for line in text.split("\n"))
    path = tmp_path / "noted.yaml"
    path.write_text(commented, encoding="utf-8")
    first = text.split("\n").index(next(line for line in text.split("\n") if line.startswith("- {"))) + 1
    found = re.match(r"noted\.yaml, line (\d+): holds more than 40 values", refusal(path))
    assert found and first + 1 <= int(found.group(1)) <= first + 3  # a move holds more than ten values
