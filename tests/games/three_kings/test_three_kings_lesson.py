"""The Three Kings lesson says what the engine offers: where it asks for a discard while a King play is
offered too, its words name the King play and call no move compulsory, in English and in Japanese."""

import pytest

from tabletop.lessons import LessonRun, load_lesson
from tabletop.lessons.lesson_file import DO, REPLY

KING = {"en": "King", "ja": "キング"}
COMPULSORY = {"en": "must", "ja": "なければ"}  # "you must discard", 「捨て札をしなければなりません」


def asked_moves(lang: str):
    """(step, the asked move's kind, the kinds the engine offers there) for each move the learner makes."""
    run = LessonRun(load_lesson("three_kings", lang=lang))
    while not run.finished:
        step = run.step
        if step.kind == DO:
            asked = run.asked()
            yield step, asked.kind, {move.kind for move in run.match.legal_moves(run.learner)}
            run.match.play(run.learner, asked)
            run.played(asked)
        elif step.kind == REPLY:
            run.play_reply()
        else:
            run.read()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_discard_asked_beside_a_king_play_names_the_king_play_and_forces_nothing(lang):
    steps = [step for step, asked, offered in asked_moves(lang) if asked == "discard" and "king" in offered]
    assert steps, "the lesson no longer asks for a discard while a King play is offered"
    for step in steps:
        assert KING[lang] in step.say and COMPULSORY[lang] not in step.say, f"step {step.number}: {step.say}"
