"""One autosave per match in progress: names, the list the menu offers, the bound, the old single file."""

import os
import time

from tabletop.engine.autosaver import BackgroundSaver
from tabletop.engine.autosaves import (KEEP, autosave_of, games_in_progress, is_autosave, new_autosave_path)
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import LEGACY_AUTOSAVE_NAME, read_save, save_text, write_save


def a_match(seed=1, moves=3, game_id="army_ants"):
    match = Match.start(game_id, [Player("Ann"), Player("Ben")], {}, seed)
    match.play_computers(moves)
    return match


def write_autosave(folder, match, hours_ago):
    """An autosave last played `hours_ago` hours ago."""
    when = time.time() - 3600 * hours_ago
    path = write_save(new_autosave_path(folder, match.game.id, when), match)
    os.utime(path, (when, when))
    return path


def test_autosave_names():
    assert is_autosave("autosave.yaml") and is_autosave("autosave-chains-20250101-101010.yaml")
    assert not is_autosave("autosave-broken-20250101-101010.yaml")
    assert not is_autosave("evening.yaml") and not is_autosave("autosave-chains.yaml.tmp")


def test_two_matches_started_in_the_same_second_get_two_files(tmp_path):
    when = time.time()
    first = write_save(new_autosave_path(tmp_path, "chains", when), a_match(game_id="chains"))
    second = new_autosave_path(tmp_path, "chains", when)
    assert second != first and second.name.startswith("autosave-chains-")


def test_games_in_progress_are_listed_most_recently_played_first(tmp_path):
    paths = [write_autosave(tmp_path, a_match(seed), hours) for seed, hours in ((1, 5), (2, 1), (3, 3))]
    write_save(tmp_path / "evening.yaml", a_match(4))  # a named save is not a game in progress
    playing, messages = games_in_progress(tmp_path)
    assert messages == []
    assert [e.path for e in playing] == [paths[1], paths[2], paths[0]]
    assert read_save(playing[0].path).state == a_match(2).state


def test_the_folder_keeps_the_most_recent_games_and_never_the_one_in_hand(tmp_path):
    paths = [write_autosave(tmp_path, a_match(seed), seed) for seed in range(KEEP + 3)]
    playing, _ = games_in_progress(tmp_path, spare=paths[-1])  # the oldest is the match the app holds
    assert [e.path for e in playing] == paths[:KEEP] + [paths[-1]]
    assert sorted(tmp_path.iterdir()) == sorted(paths[:KEEP] + [paths[-1]])
    playing, _ = games_in_progress(tmp_path)
    assert [e.path for e in playing] == paths[:KEEP]


def test_a_finished_match_is_not_offered_and_its_autosave_goes(tmp_path):
    over = Match.start("chains", [Player("Ann")], {}, 3)
    over.play_computers(10_000)
    assert over.is_over()
    finished = write_autosave(tmp_path, over, 0)
    going = write_autosave(tmp_path, a_match(), 1)
    playing, _ = games_in_progress(tmp_path)
    assert [e.path for e in playing] == [going] and not finished.exists()


def test_the_single_autosave_of_earlier_versions_is_offered(tmp_path):
    old = write_save(tmp_path / LEGACY_AUTOSAVE_NAME, a_match(7))
    newer = write_autosave(tmp_path, a_match(8), 0)
    os.utime(old, (time.time() - 86400, time.time() - 86400))
    playing, _ = games_in_progress(tmp_path)
    assert [e.path for e in playing] == [newer, old]
    assert autosave_of(old, tmp_path) == old and autosave_of(tmp_path / "x.yaml", tmp_path) is None


def test_a_broken_autosave_is_set_aside_and_the_others_still_offered(tmp_path):
    good = [write_autosave(tmp_path, a_match(seed), seed) for seed in (1, 2)]
    broken = new_autosave_path(tmp_path, "chains", time.time() - 60)
    broken.write_text("format: tabletop-save\nversion: [1\n", encoding="utf-8")
    playing, messages = games_in_progress(tmp_path)
    messages = [str(m) for m in messages]
    assert [e.path for e in playing] == good
    assert len(messages) == 1 and messages[0].startswith("The last game could not be restored")
    kept = [p.name for p in tmp_path.iterdir() if p.name.startswith("autosave-broken-")]
    assert len(kept) == 1 and kept[0] in messages[0] and not broken.exists()
    assert games_in_progress(tmp_path) == (playing, [])  # said once


def test_removing_an_autosave_is_never_overtaken_by_a_write_still_waiting(tmp_path):
    saver, path = BackgroundSaver(), tmp_path / "autosave-chains-1.yaml"
    saver.submit(path, save_text(a_match(game_id="chains")))
    saver.remove(path)
    assert saver.flush() and not path.exists()
    saver.remove(path)  # already gone: nothing to report
    assert saver.flush() and saver.take_error() is None
