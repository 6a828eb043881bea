"""Every lesson file plays through the engine step by step, and broken lesson files fail with the
file and the step named."""

import re

import pytest

from tabletop import games
from tabletop.lessons import LessonError, LessonRun, available, load_lesson, load_lesson_file
from tabletop.lessons.lesson_file import DO, MAX_STEPS, REPLY, is_place
from tabletop.ui.scenes.lesson_table import REPLY_DELAY
from tabletop.ui.layout import load_layout

GOOD = """\
game: army_ants
start: {seed: 14}
steps:
  - say: Slide the 7 into the gap.
    zone: grid
    do: {kind: march, cells: [d1], dir: W, dist: 1}
  - say: Black answers.
    zone: grid
    reply: {kind: march, cells: [b8], dir: E, dist: 1}
finish:
  say: Done.
  expect: {muster_turns_used: [1, 1]}
"""


def test_every_game_has_a_lesson():
    # Learn is enabled on the menu for every game: a new game comes with its lesson.
    assert available() == sorted(games.ids())


@pytest.mark.parametrize("game_id", available())
def test_a_lesson_plays_step_by_step_through_the_engine(game_id):
    layout = load_layout(game_id)
    lesson = load_lesson(game_id)
    zones = {zone.id: zone for zone in layout.for_players(lesson.players)}
    run = LessonRun(lesson)
    learner_moves = 0
    while not run.finished:
        step = run.step
        assert step.zone in zones, f"step {step.number}: no zone {step.zone}"
        kept_zones = {kept for kept in step.keep if not is_place(kept)}  # the rest are places, drawn: test_lesson_guide
        assert kept_zones <= set(zones), f"step {step.number}: no zone among {step.keep}"
        phase = run.match.view(run.learner).get("phase")
        assert zones[step.zone].shows_in(phase), f"step {step.number}: {step.zone} is hidden in {phase}"
        assert 1 <= len(re.findall(r"[.!?](\s|$)", step.say)) <= 2, f"step {step.number}: one or two sentences"
        if step.kind == DO:
            asked = run.asked()
            assert asked in run.match.legal_moves(run.learner)  # the engine's own move, found by the lesson
            run.match.play(run.learner, asked)
            run.played(asked)
            learner_moves += 1
        elif step.kind == REPLY:
            run.play_reply()
        else:
            run.read()
    assert 12 <= len(lesson.steps) <= MAX_STEPS and learner_moves >= 6


# A new player's pace through a lesson, tried as a new player would: words read at 230 a minute, a
# couple of seconds for each click of a move, a second for each Next, and the scripted replies'
# own pace (each move waits REPLY_DELAY, then lands).
READING_WORDS_PER_MINUTE = 230
SECONDS_PER_CLICK, SECONDS_PER_NEXT, SECONDS_PER_REPLY_MOVE = 2.5, 1.0, REPLY_DELAY + 0.5


def minutes_to_learn(lesson) -> float:
    """How long a new player takes over a lesson, by the pace above."""
    run = LessonRun(lesson)
    words, seconds = len(lesson.finish.split()), 0.0
    while not run.finished:
        step = run.step
        if run.replied == 0:
            words += len(step.say.split())
        if step.kind == DO:
            asked = run.asked()
            seconds += SECONDS_PER_CLICK * (len(asked.targets[0]) if asked.targets else 1)
            run.match.play(run.learner, asked)
            run.played(asked)
        elif step.kind == REPLY:
            run.play_reply()
            seconds += SECONDS_PER_REPLY_MOVE + (SECONDS_PER_NEXT if run.replied == 0 else 0)
        else:
            run.read()
            seconds += SECONDS_PER_NEXT
    return (seconds + 60 * words / READING_WORDS_PER_MINUTE) / 60


@pytest.mark.parametrize("game_id", available())
def test_a_lesson_takes_a_new_player_three_to_six_minutes(game_id):
    assert 3.0 <= minutes_to_learn(load_lesson(game_id)) <= 6.0


@pytest.mark.parametrize("game_id", [g for g in available() if games.get(g).facts.lesson_core])
def test_a_lesson_shows_the_core_of_its_game(game_id):
    core = games.get(game_id).facts.lesson_core
    lesson = load_lesson(game_id)
    shown = {step.move.kind for step in lesson.steps if step.move is not None}
    shown |= {move.kind for step in lesson.steps for move in step.replies}
    assert core <= shown, f"{game_id} never shows {sorted(core - shown)}"


def _write(tmp_path, text, name="army_ants.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_small_lesson_loads(tmp_path):
    lesson = load_lesson_file(_write(tmp_path, GOOD))
    assert [s.kind for s in lesson.steps] == [DO, REPLY]


@pytest.mark.parametrize("change, words", [
    (("dist: 1}\n  - say: Black", "dist: 2}\n  - say: Black"), "army_ants.yaml, step 1, field 'do'"),
    (("reply: {kind: march, cells: [b8]", "reply: {kind: march, cells: [a8]"), "army_ants.yaml, step 2, field 'reply'"),
    (("muster_turns_used: [1, 1]", "muster_turns_used: [2, 1]"), "army_ants.yaml, finish, field 'expect'"),
    (("zone: grid\n    reply", "zone: nowhere\n    reply"), "army_ants.yaml, step 2, field 'zone'"),
    (("  - say: Black answers.", "  - say: ''"), "army_ants.yaml, step 2, field 'say'"),
    (("    do: {kind", "    doo: {kind"), "army_ants.yaml, step 1, field 'doo'"),
    (("start: {seed: 14}", "start: {seed: 14, table: {}}"), "army_ants.yaml, start"),
    (("finish:\n", "ending:\n"), "army_ants.yaml, field 'ending'"),
    (("zone: grid\n    do", "zone: grid\n    seat: Black\n    do"), "army_ants.yaml, step 1, field 'seat'"),
    (("dist: 1}\n  - say: Black", "dist: 1}\n    reply: {kind: swap}\n  - say: Black"), "army_ants.yaml, step 1:"),
    (("{kind: march, cells: [d1]", "{kind: 7, cells: [d1]"), "army_ants.yaml, step 1:"),
    (("reply: {kind: march, cells: [b8], dir: E, dist: 1}", "do: {kind: march, cells: [b8], dir: E, dist: 1}"),
     "army_ants.yaml, step 2: it is not the learner's turn"),
])
def test_a_broken_lesson_names_its_file_and_step(tmp_path, change, words):
    old, new = change
    assert old in GOOD
    with pytest.raises(LessonError) as caught:
        load_lesson_file(_write(tmp_path, GOOD.replace(old, new, 1)), zones={"grid", "status"})
    assert words in str(caught.value)


def test_a_file_that_is_not_a_lesson_is_refused_with_a_sentence(tmp_path):
    with pytest.raises(LessonError, match="army_ants.yaml, line 2: is not readable YAML"):
        load_lesson_file(_write(tmp_path, "game: [army_ants\n"))
    with pytest.raises(LessonError, match="anchors"):
        load_lesson_file(_write(tmp_path, "game: &g army_ants\nx: *g\n"))
    with pytest.raises(LessonError, match="there is no such file"):
        load_lesson_file(tmp_path / "missing" / "army_ants.yaml")


def test_the_learner_must_play_the_asked_move():
    run = LessonRun(load_lesson("army_ants"))
    run.read()
    other = next(m for m in run.match.legal_moves(run.learner) if m != run.asked())
    run.match.play(run.learner, other)
    with pytest.raises(LessonError, match="army_ants/lesson.yaml, step 2"):
        run.played(other)


# A point a backgammon note speaks of as a place: "on 20", "from 13 to 5", "click 24", "then 20", "your 2 point",
# "the 12 point" (a die is "the 1", a score "to 3 points", a cube "Double to 2": none of these).
PLACE = re.compile(r"(?<!Double )\b(?:on|from|to|click|then) (\d{1,2})\b(?! points?\b)|\b(?:your|the) (\d{1,2}) point\b")


def test_the_backgammon_notes_keep_every_point_they_speak_of_in_view():
    """A callout keeps in view what a step names ('at') and where its move is made; a note that spoke of a
    point it did not name could lie over it (Black's blot on 20, the 2 point that blocked an entry)."""
    run = LessonRun(load_lesson("backgammon"))
    missing = []
    while not run.finished:
        step = run.step
        places = set(step.at)
        if step.kind == DO:
            move = run.asked()
            places |= {path for clicks in move.targets for path in clicks}
            run.match.play(run.learner, move)
            run.played(move)
        elif step.kind == REPLY:
            while run.step is step:
                run.play_reply()
        else:
            run.read()
        named = {int(a or b) for a, b in PLACE.findall(step.say) if 1 <= int(a or b) <= 24}
        named = {f"board/point/{n}" for n in named if "board" not in step.keep}
        if "the bar" in step.say and "board" not in step.keep and not any("/bar/" in path for path in places):
            missing.append((step.number, "the bar"))
        missing += [(step.number, path) for path in sorted(named - places)]
    assert not missing
