"""A lesson as the learner meets it, frame by frame as the main loop runs them: banners fade in their
time, the callout points at the lit button, names buttons by their labels, keeps clear of what it
speaks of, explains a reply once it has landed and counts its steps."""

import re

import pygame
import pytest

from tabletop import games
from tabletop.lessons import LessonRun, available, load_lesson
from tabletop.lessons.lesson_file import DO, READ, REPLY, is_place
from tabletop.ui.scenes.lesson_table import LessonTableScene
from tabletop.ui.scenes.table_banner import BANNER_SECONDS
from tabletop.ui.app import run_frame
from screen_checks import callout_in_place
from ui_helpers import centre_of, frame

FRAME = 1 / 20  # seconds a settling frame lasts here: the main loop's frames, three at a time
pytestmark = pytest.mark.slow  # every lesson walked frame by frame as the main loop runs it

QUOTED = re.compile(r'"([^"]+)"')  # a button named in a lesson's words, by its label
FIGURE_WORDS = {  # words on each game's table that carry a running figure: its drawer must name where they are
    "army_ants": r"casualties  ·  \d",
    "backgammon": r"^(Cube \d|Pips: |Match to \d)",
    "chains": r"\d+ pts · \d",
    "dice_challenge": r"\d+ points$|bonus \d|^Reroll: |^Sum \d",
    "dream_team": r"^Team \d|Round \d|marker on #\d",
    "finesse": r"^Tricks \d|tricks · \d|\d in hand$",
    "synchrogammon": r"discards \d",
    "the_things": r"^\d+ cards$|^(Turn|Draw|Discard) \d|total \d",
    "three_kings": r"^\d+ pts$|^(Hand|Kings shown|Sets) \d|^(Field|Stock)  ·  \d",
    "wysiwyg": r"^(Hand value|Base|Marks|Score) \d|cards  ·  |^Display  ·  \d|^Trick \d+ of",
}


def lesson_scene(ctx, game_id):
    scene = LessonTableScene(ctx, LessonRun(load_lesson(game_id)))
    ctx.scenes.reset(scene)
    frame(ctx)
    return scene


def settle(ctx, scene, banners=None, limit=600):
    """Frames for as long as the scene asks for them: the main loop sleeps once it stops asking. The
    start of each banner seen on the way is noted in `banners`."""
    for _ in range(limit):
        if banners is not None and scene.banner.showing(scene.clock) and scene.banner.since not in banners:
            banners.append(scene.banner.since)
        if not scene.busy():
            return
        run_frame(ctx, [], FRAME)
    raise AssertionError("the lesson never stopped asking for frames")


def go_on(ctx, scene):
    """One step of the learner: the asked move, Next, or nothing while a reply is on its way."""
    stage = scene.stage()
    if stage == DO:
        scene.play(scene.run.asked())
    elif stage in (READ, "replied"):
        scene.next_step()
    frame(ctx)


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


def walk(ctx, scene, banners=None):
    """Each settled stage of a lesson, drawn, as the learner sees it (the learner then goes on); the
    start of every banner shown on the way is noted in `banners`."""
    for _ in range(300):
        settle(ctx, scene, banners)
        scene.draw(ctx.screen)
        yield scene.stage()
        if scene.stage() == "finished":
            return
        go_on(ctx, scene)
    raise AssertionError("the lesson never finished")


def drawn_words(ctx, scene, monkeypatch):
    """(words, rect) of every line of words on the table as drawn now, the callout's own left out."""
    from screen_checks import words_drawn
    from tabletop.ui.zones import snapshots
    snapshots.clear()  # busy zones blit a kept picture: draw them afresh so their words are seen
    with words_drawn(monkeypatch, ctx.size) as screen:
        scene.draw(screen)  # the same table as on screen: the callout keeps the place laid out for it
    box = scene.callout.box
    return [(words, rect) for words, rect in screen.words if not box.contains(rect)]


@pytest.mark.parametrize("game_id", available())
def test_a_lesson_as_the_main_loop_runs_it(ctx, game_id, monkeypatch):
    """At every step, once the table has settled: no banner outstays its time, the arrow points at the
    button or place the learner clicks, buttons are named in the words by the labels they show, the
    callout stays beside what it points at and clear of what its words speak of, every place a note
    names is drawn, and the callout counts the steps."""
    scene = lesson_scene(ctx, game_id)
    banners, buttons, headings = [], 0, []
    for stage in walk(ctx, scene, banners):
        where = f"{game_id} step {scene.run.index + 1}"
        headings.append(scene.callout.heading)
        assert not scene.banner.showing(scene.clock), f"{where}: {scene.banner.words!r} still shows"
        buttons += arrow_on_the_lit_place(scene, where) if stage == DO else 0
        drawn = drawn_words(ctx, scene, monkeypatch)
        labels_as_shown(scene, drawn, stage, where)
        figures_named(scene, drawn, FIGURE_WORDS.get(game_id), where)
        callout_in_place(scene, ctx.size, where)
        places_named_are_drawn(ctx, scene, stage, where)
    assert scene.stage() == "finished"
    total = len(scene.run.lesson.steps)  # the callout counts the steps
    assert headings == [f"Step {n} of {total}" for n in range(1, total + 1)] + ["Lesson complete"]
    for since in banners:  # each banner was given its time in full
        assert scene.clock - since >= BANNER_SECONDS
    assert buttons >= 1 or not games.get(game_id).facts.lesson_buttons


def places_named_are_drawn(ctx, scene, stage, where) -> None:
    """Every place a note names ('at') or keeps in view ('keep') is drawn on the table, and the arrow points at
    the places a note names rather than at their whole zone."""
    if stage == "finished":
        lesson = scene.run.lesson
        for path in lesson.finish_at:
            assert scene.spot(path, ctx.size) is not None, f"{where}: nothing drawn at {path}"
            assert scene.callout.target == scene.pointed(lesson.finish_zone, ctx.size)
        return
    if scene.waiting():
        return
    step = scene.replied if stage == "replied" else scene.run.step
    for path in (kept for kept in step.keep if is_place(kept)):  # kept in view whatever the step asks
        assert scene.spot(path, ctx.size) is not None, f"{where}: nothing drawn at {path}"
    if stage not in (READ, "replied"):
        return
    for path in step.at:
        assert scene.spot(path, ctx.size) is not None, f"{where}: nothing drawn at {path}"
        assert scene.pointed(step.zone, ctx.size) != scene.zone_rect(step.zone)


def arrow_on_the_lit_place(scene, where) -> int:
    """The arrow's point is on what the learner clicks next (1 when that is a button of the table)."""
    lit = scene.pointer_paths()
    under_tip = scene.path_at(scene.callout.tip)  # what a click at the arrow's point would touch
    assert under_tip in lit, f"{where}: the arrow points at {under_tip}, not {sorted(lit)}"
    if scene.run.asked().targets:
        return 0
    assert under_tip.startswith("button/move")  # a button step: the arrow is on that very button, lit
    assert under_tip in scene.marks(scene.table_view()).targets
    return 1


def same_label(name: str, drawn: str) -> bool:
    """Whether words drawn on the table are this label, whole or cut short with an ellipsis to fit."""
    return drawn == name or (drawn.endswith("…") and name.startswith(drawn[:-1].rstrip()))


def labels_as_shown(scene, drawn, stage, where) -> None:
    """Every quoted name in the words is drawn on the table now (`drawn`: the words drawn and where), and a
    lit button's label is quoted."""
    words = scene.callout_words()[0]
    quoted = QUOTED.findall(words)
    shown = [text.strip() for text, _ in drawn]
    shown += [" ".join(shown[i:i + n]) for n in (2, 3) for i in range(len(shown))]  # a label wrapped in its button
    for name in quoted:
        assert any(same_label(name, text) for text in shown), f"{where}: no \"{name}\" on the table"
    if stage != DO:
        return
    inside = [text.strip() for text, rect in drawn if scene.callout.target.contains(rect) and text.strip()]
    if len(inside) == 1 and sum(ch.isalpha() for ch in inside[0]) >= 3:  # a button's one label, not a card
        assert any(same_label(name, inside[0]) for name in quoted), \
            f"{where}: the lit button reads \"{inside[0]}\", the words say: {words}"


def figures_named(scene, drawn, pattern: str | None, where) -> None:
    """Every running figure drawn (words that match `pattern`: a score, a count) lies where a drawer says a
    figure is, so the callout keeps clear of it (the status, which says the turn, is kept in view whole)."""
    figures, status = scene.figures(), scene.zone_rect("status")
    for words, rect in drawn:
        if pattern and re.search(pattern, words.strip()) and not status.contains(rect):
            assert any(figure.contains(rect) for figure in figures), f"{where}: no figure is named at {words!r}"


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


def test_a_lesson_board_stays_numbered_from_the_learners_side(ctx):
    """While East moves, the board does not turn to Black, and the move being played is told in the
    numbers the board shows (the learner's), as the log tells it."""
    scene = lesson_scene(ctx, "synchrogammon")
    seen = set()
    for _ in range(400):
        frame(ctx)
        if scene.playing.startswith("East"):
            seen.add(scene.playing)
        if scene.run.index >= 6:
            break
        go_on(ctx, scene)
    assert "East (Black) 12/14" in seen  # Black's own numbers would read 13/11
    assert all(zone.orient != "viewer" for zone, *_ in scene.zones(scene.table_view()))
