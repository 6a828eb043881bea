"""Saves: round trips, every kind of broken file, atomic writes."""

import os

import pytest
import yaml

from tabletop.engine import saves
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import SaveError, read_save, write_save

PLAYERS = [Player("First"), Player("Second")]


def played_match(moves=30, seed=11):
    match = Match.start("army_ants", PLAYERS, {}, seed)
    match.play_computers(moves)
    return match


def test_round_trip_restores_the_same_state(tmp_path):
    match = played_match()
    path = write_save(tmp_path / "game.yaml", match)
    loaded = read_save(path)
    assert loaded.state == match.state
    assert [p.move for p in loaded.history] == [p.move for p in match.history]
    assert loaded.players == match.players and loaded.seed == match.seed
    assert str(loaded.history[-1].move) == str(match.history[-1].move)


def test_save_is_plain_yaml_with_format_and_version(tmp_path):
    path = write_save(tmp_path / "game.yaml", played_match(5))
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["format"] == "tabletop-save" and data["version"] == saves.VERSION
    assert data["game"] == "army_ants" and data["move_count"] == 5 and len(data["moves"]) == 5


def expect_error(path, *words):
    with pytest.raises(SaveError) as err:
        read_save(path)
    message = str(err.value)
    for word in words:
        assert word in message, message
    return message


def edit(tmp_path, change):
    path = write_save(tmp_path / "game.yaml", played_match())
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def test_not_yaml(tmp_path):
    path = tmp_path / "junk.yaml"
    path.write_text("moves: [unclosed\n  - {", encoding="utf-8")
    expect_error(path, "junk.yaml", "not readable YAML")


def test_not_a_save(tmp_path):
    path = tmp_path / "list.yaml"
    path.write_text("- 1\n- 2\n", encoding="utf-8")
    expect_error(path, "not a Tabletop save")


def test_truncated_file(tmp_path):
    path = write_save(tmp_path / "game.yaml", played_match())
    text = path.read_text(encoding="utf-8")
    cut = text[: text.index("- {\"seat\"", len(text) // 2)]
    path.write_text(cut, encoding="utf-8")
    expect_error(path, "cut short")


def test_truncated_mid_line(tmp_path):
    path = write_save(tmp_path / "game.yaml", played_match())
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(SaveError):
        read_save(path)


def test_illegal_move_names_the_move(tmp_path):
    def break_move(data):
        data["moves"][3]["move"] = {"kind": "swap", "a": "a1", "b": "e8"}
    message = expect_error(edit(tmp_path, break_move), "move 4")
    assert "edited or is damaged" in message


def test_move_of_unknown_kind(tmp_path):
    def break_move(data):
        data["moves"][0]["move"] = {"kind": "teleport"}
    expect_error(edit(tmp_path, break_move), "move 1")


def test_move_with_wrong_field_types(tmp_path):
    def break_move(data):
        data["moves"][0]["move"] = {"kind": "march", "cells": 5, "dir": [], "dist": "far"}
    expect_error(edit(tmp_path, break_move), "move 1")


def test_unknown_game(tmp_path):
    expect_error(edit(tmp_path, lambda d: d.update(game="chess")), "does not know", "chess")


def test_newer_format(tmp_path):
    expect_error(edit(tmp_path, lambda d: d.update(version=99)), "newer version")


def test_missing_seed(tmp_path):
    expect_error(edit(tmp_path, lambda d: d.pop("seed")), "seed")


def test_bad_option(tmp_path):
    expect_error(edit(tmp_path, lambda d: d["options"].update(setup="upside-down")), "cannot start")


def test_missing_file(tmp_path):
    expect_error(tmp_path / "nothing.yaml", "no save called")


def test_write_is_atomic_and_keeps_the_old_save_on_failure(tmp_path, monkeypatch):
    path = write_save(tmp_path / "game.yaml", played_match(5))
    before = path.read_text(encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveError) as err:
        write_save(path, played_match(20))
    assert "Could not save" in str(err.value)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.yaml"]


def test_undo_then_save_records_the_shorter_history(tmp_path):
    match = played_match(10)
    match.undo()
    loaded = read_save(write_save(tmp_path / "g.yaml", match))
    assert len(loaded.history) == 9 and loaded.state == match.state


def test_a_reloaded_backgammon_log_reads_as_it_did_live(tmp_path):
    """Words the engine adds after a move (an unusable die) are not added twice on loading."""
    match = Match.start("backgammon", [Player("First", "computer"), Player("Second", "computer")], {}, 3)
    while len(match.history) < 150 and not match.is_over():
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    write_save(tmp_path / "bg.yaml", match)
    loaded = read_save(tmp_path / "bg.yaml")
    assert [str(p.move) for p in loaded.history] == [str(p.move) for p in match.history]
    assert any("could not use" in str(p.move) for p in match.history)


def test_a_seat_on_another_computer_is_saved_and_loaded_as_such(tmp_path):
    players = [Player("Ann"), Player("Eve", "remote")]
    match = Match.start("three_kings", players, {}, 4)
    match.play_computers(6)
    loaded = read_save(write_save(tmp_path / "game.yaml", match))
    assert loaded.players == players and loaded.players[1].is_remote and not loaded.players[1].is_computer
    data = yaml.safe_load((tmp_path / "game.yaml").read_text(encoding="utf-8"))
    assert data["players"][1] == {"name": "Eve", "kind": "remote"}  # no level: only a computer seat has one


def test_an_older_save_without_kinds_reads_as_people_here(tmp_path):
    def no_kinds(data):
        for entry in data["players"]:
            entry.pop("kind")
    loaded = read_save(edit(tmp_path, no_kinds))
    assert [p.kind for p in loaded.players] == ["human", "human"] and not any(p.is_remote for p in loaded.players)


def test_an_unknown_kind_of_player_is_refused_with_the_kinds_there_are(tmp_path):
    def robot(data):
        data["players"][1]["kind"] = "robot"
    expect_error(edit(tmp_path, robot), "player 2", "another computer")
