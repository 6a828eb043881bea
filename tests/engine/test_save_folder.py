"""The saves folder: odd entries skipped with a note, leftovers tidied, headers read without replaying."""

import os

import pytest

from tabletop.engine import save_folder, saves
from tabletop.engine.match import Match, Player
from tabletop.engine.save_folder import clean_temp_files, list_saves, move_aside
from tabletop.engine.saves import SaveError, read_header, write_save


def a_match(moves=6, seed=5):
    match = Match.start("army_ants", [Player("First"), Player("Second")], {}, seed)
    match.play_computers(moves)
    return match


def test_a_save_is_listed_from_its_header(tmp_path):
    write_save(tmp_path / "evening.yaml", a_match())
    entries, notes = list_saves(tmp_path)
    assert notes == [] and len(entries) == 1
    line = str(entries[0].line_words())
    assert line.startswith("evening  —  Army Ants, First vs Second, 6 moves")


def test_the_header_is_read_without_the_moves(tmp_path, monkeypatch):
    path = write_save(tmp_path / "g.yaml", a_match())
    monkeypatch.setattr(saves, "match_from_dict", lambda *a: pytest.fail("the list must not replay"))
    header = read_header(path)
    assert header["game"].id == "army_ants" and header["moves"] == 6 and header["over"] is False
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index("\nmoves:") + 1] + "moves: [[[[", encoding="utf-8")
    assert read_header(path)["moves"] == 6  # a damaged move list still lists; loading it says why


def test_odd_entries_are_skipped_with_a_note(tmp_path):
    write_save(tmp_path / "good.yaml", a_match())
    (tmp_path / "dangling.yaml").symlink_to(tmp_path / "gone.yaml")
    os.mkfifo(tmp_path / "pipe.yaml")
    (tmp_path / "folder.yaml").mkdir()
    (tmp_path / "notes.txt").write_text("not a save", encoding="utf-8")
    (tmp_path / "junk.yaml").write_text("- not\n- a save\n", encoding="utf-8")
    entries, notes = list_saves(tmp_path)
    notes = [str(n) for n in notes]
    lines = sorted(str(e.line_words()) for e in entries)
    assert [line.split()[0] for line in lines] == ["good", "junk"]
    assert "unreadable file" in lines[1]
    assert any("dangling.yaml" in n and "link to nothing" in n for n in notes)
    assert any("pipe.yaml" in n and "not an ordinary file" in n for n in notes)
    assert any("folder.yaml" in n for n in notes)


def test_a_folder_that_cannot_be_read_is_reported(tmp_path, monkeypatch):
    def refuse(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(save_folder.os, "scandir", refuse)
    entries, notes = list_saves(tmp_path)
    assert entries == [] and [str(n) for n in notes] == [
        f"The saves folder {tmp_path} cannot be read: permission denied."]
    assert clean_temp_files(tmp_path) == 0


def test_leftover_temp_files_are_cleaned_and_never_listed(tmp_path):
    write_save(tmp_path / "good.yaml", a_match())
    (tmp_path / ".saving-abc123.tmp").write_text("format: tabletop-save\nver", encoding="utf-8")
    (tmp_path / ".saving-old.yaml").write_text("half", encoding="utf-8")  # the name older versions used
    assert [e.path.name for e in list_saves(tmp_path)[0]] == ["good.yaml"]
    assert clean_temp_files(tmp_path) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.yaml"]


def test_a_broken_autosave_is_kept_under_another_name(tmp_path):
    path = tmp_path / "autosave.yaml"
    path.write_text("format: [", encoding="utf-8")
    kept = move_aside(path)
    assert not path.exists() and kept.read_text(encoding="utf-8") == "format: ["
    assert kept.name.startswith("autosave-broken-") and kept.suffix == ".yaml"
    path.write_text("again", encoding="utf-8")
    assert move_aside(path) != kept  # a second one in the same second gets its own name


def test_read_header_refuses_what_is_not_a_save(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text("format: tabletop-save\nversion: 1\ngame: chess\nplayers: []\nmoves: []\n", encoding="utf-8")
    with pytest.raises(SaveError, match="does not know: 'chess'"):
        read_header(path)


def test_saves_with_keys_in_another_order_are_listed_too(tmp_path):
    """Saves of earlier versions put the moves before the time stamps; hand edits may sort the keys."""
    import yaml
    data = saves.match_to_dict(a_match())
    (tmp_path / "sorted.yaml").write_text(yaml.safe_dump(data, sort_keys=True), encoding="utf-8")
    entries, notes = list_saves(tmp_path)
    assert notes == [] and str(entries[0].line_words()).startswith("sorted  —  Army Ants, First vs Second, 6 moves")
    assert saves.read_save(tmp_path / "sorted.yaml").state == a_match().state


def test_a_save_in_the_layout_of_earlier_versions_lists_and_loads(tmp_path):
    import yaml
    match = a_match()
    data = saves.match_to_dict(match)
    order = ("format", "version", "game", "rules_version", "options", "players", "seed", "move_count", "moves",
             "created", "saved")
    old = {key: data[key] for key in order}
    path = tmp_path / "old.yaml"
    path.write_text(yaml.dump(old, sort_keys=False, allow_unicode=True), encoding="utf-8")
    assert str(list_saves(tmp_path)[0][0].line_words()).startswith("old  —  Army Ants, First vs Second, 6 moves")
    assert saves.read_save(path).state == match.state
