"""A lesson as the learner meets it, frame by frame as the main loop runs them: banners fade in their
time, the callout points at the lit button, names buttons by their labels, keeps clear of what it
speaks of, explains a reply once it has landed and counts its steps."""

import re

import pygame
import pytest

from tabletop.lessons import LessonRun, available, load_lesson
from tabletop.lessons.lesson_file import DO, READ, REPLY
from tabletop.ui.scenes.lesson_table import LessonTableScene
from tabletop.ui.scenes.table_banner import BANNER_SECONDS
from ui_helpers import centre_of, frame


def lesson_scene(ctx, game_id):
    scene = LessonTableScene(ctx, LessonRun(load_lesson(game_id)))
    ctx.scenes.reset(scene)
    frame(ctx)
    return scene


def settle(ctx, scene, limit=1200):
    """Frames for as long as the scene asks for them: the main loop sleeps once it stops asking."""
    for _ in range(limit):
        if not scene.busy():
            return
        frame(ctx)
    raise AssertionError("the lesson never stopped asking for frames")


def go_on(ctx, scene):
    """One step of the learner: the asked move, Next, or nothing while a reply is on its way."""
    stage = scene.stage()
    if stage == DO:
        scene.play(scene.viewer, scene.run.asked())
    elif stage in (READ, "replied"):
        scene.next_step()
    frame(ctx)


@pytest.mark.parametrize("game_id", available())
def test_a_banner_is_gone_after_its_time_in_a_lesson(ctx, game_id):
    scene = lesson_scene(ctx, game_id)
    shown = []
    for _ in range(300):
        if scene.banner.showing(scene.clock):
            shown.append((scene.banner.words, scene.banner.since))
        settle(ctx, scene)
        assert not scene.banner.showing(scene.clock), f"{scene.banner.words!r} still shows at step {scene.run.index + 1}"
        if scene.stage() == "finished":
            break
        go_on(ctx, scene)
    assert scene.stage() == "finished"
    for words, since in shown:  # each one was given its time, and no more than a frame past it
        assert scene.clock - since >= BANNER_SECONDS


def test_the_battle_banner_fades_while_the_learner_reads(ctx):
    scene = lesson_scene(ctx, "army_ants")
    for _ in range(2000):  # frame by frame until Black's last muster turn starts the battle
        if scene.match.view(scene.viewer)["phase"] == "battle":
            break
        if not scene.busy():
            go_on(ctx, scene)
        frame(ctx)
    assert scene.banner.words == "The battle begins" and scene.banner.showing(scene.clock)
    assert scene.busy()  # the main loop keeps giving frames while it shows
    settle(ctx, scene)
    assert scene.stage() == "replied"  # the learner is still reading the reply's words
    assert not scene.banner.showing(scene.clock) and not scene.busy()


def walk(ctx, scene):
    """Each settled stage of a lesson, drawn, as the learner sees it (the learner then goes on)."""
    for _ in range(300):
        settle(ctx, scene)
        scene.draw(ctx.screen)
        yield scene.stage()
        if scene.stage() == "finished":
            return
        go_on(ctx, scene)
    raise AssertionError("the lesson never finished")


@pytest.mark.parametrize("game_id", available())
def test_the_callout_points_at_the_button_or_place_the_learner_clicks(ctx, game_id):
    scene = lesson_scene(ctx, game_id)
    buttons = 0
    for stage in walk(ctx, scene):
        if stage != DO:
            continue
        lit = scene.pointer_paths()
        under_tip = scene.path_at(scene.callout.tip)  # what a click at the arrow's point would touch
        where = f"{game_id} step {scene.run.index + 1}: the arrow points at {under_tip}, not {sorted(lit)}"
        assert under_tip in lit, where
        if not scene.run.asked().targets:  # a button step: the arrow is on that very button, which is lit
            buttons += 1
            assert under_tip.startswith("button/move")
            assert under_tip in scene.marks(scene.table_view()).targets
    # Army Ants has no button to press; Chains' flips are buttons drawn on the table, met above
    assert buttons >= 1 or game_id in ("army_ants", "chains")


QUOTED = re.compile(r'"([^"]+)"')


def drawn_words(ctx, scene, monkeypatch):
    """(words, rect) of every line of words on the table as drawn now, the callout's own left out."""
    from screen_checks import words_drawn
    from tabletop.ui.zones import snapshots
    snapshots.clear()  # busy zones blit a kept picture: draw them afresh so their words are seen
    with words_drawn(monkeypatch, ctx.size) as screen:
        scene.laid = None
        scene.draw(screen)
    box = scene.callout.box
    return [(words, rect) for words, rect in screen.words if not box.contains(rect)]


def same_label(name: str, drawn: str) -> bool:
    """Whether words drawn on the table are this label, whole or cut short with an ellipsis to fit."""
    return drawn == name or (drawn.endswith("…") and name.startswith(drawn[:-1].rstrip()))


@pytest.mark.parametrize("game_id", available())
def test_a_lesson_names_buttons_by_the_labels_the_table_shows(ctx, game_id, monkeypatch):
    scene = lesson_scene(ctx, game_id)
    for stage in walk(ctx, scene):
        words = scene.callout_words()[0]
        where = f"{game_id} step {scene.run.index + 1}"
        drawn = drawn_words(ctx, scene, monkeypatch)
        quoted = QUOTED.findall(words)
        for name in quoted:  # every quoted name is a label on the table now
            assert any(same_label(name, text.strip()) for text, _ in drawn), f"{where}: no \"{name}\" on the table"
        if stage != DO:
            continue
        inside = [text.strip() for text, rect in drawn if scene.callout.target.contains(rect) and text.strip()]
        if len(inside) == 1 and sum(ch.isalpha() for ch in inside[0]) >= 3:  # a button's one label, not a card
            label = inside[0]
            assert any(same_label(name, label) for name in quoted), \
                f"{where}: the lit button reads \"{label}\", the words say: {words}"


def test_a_reply_is_explained_once_it_has_landed(ctx):
    scene = lesson_scene(ctx, "army_ants")
    while scene.stage() != REPLY:  # to Black's first answer
        go_on(ctx, scene)
    step = scene.run.step
    seen = []
    for _ in range(600):
        frame(ctx)
        seen.append((scene.animating(), scene.stage(), scene.callout_words()[0], scene.callout.buttons))
        if scene.stage() == "replied" and not scene.animating():
            break
    words_while = {words for moving, stage, words, _ in seen if moving or stage == REPLY}
    assert words_while == {"Black is playing…"}  # no past tense while the move is still on its way
    assert any(moving for moving, *_ in seen)  # and it was seen moving
    assert scene.callout_words()[0] == step.say and [b[0] for b in scene.callout.buttons] == ["next"]
    assert all(not buttons for moving, stage, _, buttons in seen if moving or stage == REPLY)  # no Next before


def test_the_callout_counts_the_steps(ctx):
    scene = lesson_scene(ctx, "chains")
    total = len(scene.run.lesson.steps)
    headings = []
    for _ in walk(ctx, scene):
        headings.append(scene.callout.heading)
    assert headings[0] == f"Step 1 of {total}" and headings[-1] == "Lesson complete"
    assert [f"Step {n} of {total}" for n in range(1, total + 1)] == headings[:-1]


def test_the_tables_answer_is_in_the_callout_not_over_the_table(ctx, monkeypatch):
    from screen_checks import words_drawn
    scene = lesson_scene(ctx, "army_ants")
    while scene.stage() != DO:
        go_on(ctx, scene)
    frame(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre_of(scene, "grid/0/0")),
          pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre_of(scene, "grid/0/0")))
    assert scene.note.startswith("In this lesson, try ") and scene.note_is_error
    assert scene.message == ""  # the table's message bar stays empty: nothing over the board's labels
    with words_drawn(monkeypatch, ctx.size) as screen:
        scene.draw(screen)
    box = scene.callout.box
    drawn = [(words, rect) for words, rect in screen.words if words in scene.callout.note]
    assert {words for words, _ in drawn} == set(scene.callout.note) and "".join(scene.callout.note)
    assert all(box.contains(rect) for _, rect in drawn)  # the answer is drawn inside the callout
