"""Saves made from cached move texts, written off the frame loop, atomically."""

import os
import threading

import yaml

from tabletop.engine import saves
from tabletop.engine.autosaver import BackgroundSaver
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import autosave_text, match_to_dict, read_save, save_text, write_save


def a_match(moves, seed=8):
    match = Match.start("chains", [Player("A"), Player("B"), Player("C")], {}, seed)
    match.play_computers(moves)
    return match


def without_time(data):
    return {k: v for k, v in data.items() if k not in ("saved", "checked")}  # the time, and the mark that signs it


def test_the_text_holds_the_same_data_as_a_full_dump():
    match = a_match(40)
    assert without_time(yaml.safe_load(save_text(match))) == without_time(match_to_dict(match))


def test_the_text_follows_undo_and_new_moves():
    match = a_match(30)
    save_text(match)
    while match.can_undo():
        match.undo()
    match.play_computers(5)
    assert without_time(yaml.safe_load(save_text(match))) == without_time(match_to_dict(match))
    fresh = Match.start("chains", [Player("A"), Player("B"), Player("C")], {}, 8)
    assert yaml.safe_load(save_text(fresh))["moves"] == []


def test_only_new_moves_are_turned_into_yaml(monkeypatch):
    match = a_match(50)
    save_text(match)
    written = []
    real = saves._move_line
    monkeypatch.setattr(saves, "_move_line", lambda played: written.append(played) or real(played))
    match.play_computers(2)
    save_text(match)
    assert written == match.history[-2:]  # only the two new moves


def test_every_character_a_label_may_hold_survives_a_save(tmp_path):
    match = a_match(3)
    odd = "Zoë \"Q\" \\ 🎲 \u2028 #: - [x] &a *b !c"
    played = match.history[-1]
    match.history[-1] = type(played)(played.seat, type(played.move)(played.move.kind, played.move.params, odd),
                                     played.undoable)
    data = yaml.safe_load(save_text(match))
    assert data["moves"][-1]["text"] == odd
    saves.write_text(tmp_path / "odd.yaml", save_text(match))
    assert read_save(tmp_path / "odd.yaml").state == match.state


def test_the_background_writer_writes_the_newest_text(tmp_path):
    saver = BackgroundSaver()
    path = tmp_path / "autosave.yaml"
    match = a_match(10)
    for _ in range(5):
        match.play_computers(1)
        saver.submit(path, save_text(match))
    assert saver.flush()
    assert read_save(path).state == match.state
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.yaml"]


def test_a_write_failure_is_reported_not_raised(tmp_path, monkeypatch):
    saver = BackgroundSaver()
    monkeypatch.setattr(saves.os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    saver.submit(tmp_path / "autosave.yaml", "x: 1\n")
    assert saver.flush()
    assert "the disk is full" in saver.take_error()
    assert saver.take_error() is None
    assert list(tmp_path.iterdir()) == []  # the temp file went too


def test_flush_waits_for_a_write_in_progress(tmp_path, monkeypatch):
    started, release = threading.Event(), threading.Event()
    real = saves.write_text

    def slow(path, text):
        started.set()
        release.wait(5)
        return real(path, text)

    monkeypatch.setattr("tabletop.engine.autosaver.write_text", slow)
    saver = BackgroundSaver()
    saver.submit(tmp_path / "a.yaml", "a: 1\n")
    assert started.wait(5)
    assert not saver.flush(timeout=0.05)  # still writing
    release.set()
    assert saver.flush() and (tmp_path / "a.yaml").read_text() == "a: 1\n"


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(saves.os, "fsync", lambda fd: synced.append(os.path.isdir(f"/proc/self/fd/{fd}")) or real_fsync(fd))
    saves.write_text(tmp_path / "s.yaml", "a: 1\n")
    assert synced == [False, True]  # the file's data, then the folder's entry


def built_on(monkeypatch):
    """The threads the save texts' move lists are built on, as they are built."""
    threads = []
    real = saves._MoveTexts.text
    monkeypatch.setattr(saves._MoveTexts, "text",
                        lambda texts, *args: threads.append(threading.current_thread()) or real(texts, *args))
    return threads


def test_the_autosave_text_is_built_on_the_writers_thread_not_the_callers(tmp_path, monkeypatch):
    match = a_match(30)
    threads = built_on(monkeypatch)
    saver = BackgroundSaver()
    saver.submit(tmp_path / "autosave.yaml", autosave_text(match))
    assert threads == []  # handing it over builds nothing
    assert saver.flush()
    assert len(threads) == 1 and threads[0] is not threading.current_thread()
    assert read_save(tmp_path / "autosave.yaml").state == match.state


def test_a_text_asked_for_before_the_match_moved_on_writes_nothing(tmp_path):
    match = a_match(30)
    built = autosave_text(match)
    while match.can_undo():
        match.undo()
    match.play_computers(1)
    assert built() is None  # the match moved on: a newer text follows
    saver = BackgroundSaver()
    saver.submit(tmp_path / "autosave.yaml", built)
    assert saver.flush() and not (tmp_path / "autosave.yaml").exists()


def test_the_first_save_after_a_load_writes_no_move_anew(tmp_path, monkeypatch):
    match = a_match(40)
    loaded = read_save(write_save(tmp_path / "game.yaml", match))
    written = []
    real = saves._move_line
    monkeypatch.setattr(saves, "_move_line", lambda played: written.append(played) or real(played))
    assert save_text(loaded).split("moves:\n")[1] == save_text(match).split("moves:\n")[1]
    assert written == []  # the lines the file held serve again


def test_the_mark_follows_undo_and_new_moves(tmp_path):
    """The mark is worked out as the move list grows, and anew when a move is taken back."""
    match = a_match(30)
    save_text(match)
    match.undo()
    match.play_computers(3)
    path = write_save(tmp_path / "game.yaml", match)
    assert saves.save_trust.trusted(saves.default_saves_dir(), yaml.safe_load(path.read_text(encoding="utf-8")),
                                    path.read_bytes().split(b"moves:\n", 1)[1])
