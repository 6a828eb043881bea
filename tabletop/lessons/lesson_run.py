"""A lesson in progress: the match it plays, the step it stands at, and what that step allows.

The table scene asks `asked()` which move to light and calls `played`,
`play_reply` and `read` as the learner goes; `check_lesson` drives the same
object through every step, so a lesson that loads is one the engine accepts
from start to finish.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.game import GameError, Move
from tabletop.engine.match import COMPUTER, HUMAN, Match, Player
from tabletop.engine.registry import get as get_game
from tabletop.words import Text, say, text

from .lesson_terms import DO, READ, REPLY, failed, finish_of

if TYPE_CHECKING:  # the reader plays every lesson it reads through this module
    from .lesson_file import Lesson, Step


class LessonRun:
    """One walk through a lesson, on its own match (never saved: it starts from a prepared position)."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.game = get_game(lesson.game_id)
        self.match = _opened_match(lesson, self.game)
        self.index = 0
        self.replied = 0  # moves of the current reply played so far

    # --- where the lesson stands -------------------------------------------
    @property
    def step(self) -> Step | None:
        """The current step, or None once every step is done."""
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    @property
    def moves_done(self) -> bool:
        """Whether every move of the lesson has been played (only reading is left)."""
        return all(step.kind == READ for step in self.lesson.steps[self.index:])

    @property
    def learner(self) -> int:
        return self.lesson.learner

    def asked(self) -> Move | None:
        """The engine's own legal move (with its targets and words) that the current step asks for."""
        step = self.step
        if step is None or step.kind != DO:
            return None
        if self.learner not in self.match.to_move():
            raise failed(self.lesson.where(step), None, "files.lesson.not_learners_turn",
                         seat=self.game.seat_words(self.learner))
        found = self.game.find_legal(self.match.state, self.learner, step.move)
        if found is None:
            raise failed(self.lesson.where(step), "do", "files.lesson.as_is",
                         problem=_not_legal(self, self.learner, step.move))
        return found

    def try_words(self) -> str:
        """What 'In this lesson, try …' goes on to say for the current step."""
        step = self.step
        if step is None or step.kind != DO:
            return text(say("lesson.follow_words"))
        return step.try_words or text(self.asked().label or str(self.asked()))

    # --- moving on -----------------------------------------------------------
    def played(self, move: Move) -> None:
        """The learner's move was just played on the match: it must be the one asked for."""
        step = self.step
        if step is None or step.kind != DO or not move.same_as(step.move):
            raise failed(self.lesson.where(self.index + 1), None, "files.lesson.not_asked",
                         move=move.label or str(move))
        self._advance()

    def play_reply(self) -> Move:
        """Play the next move of the current step's scripted reply; the step ends with its last move."""
        step = self.step
        if step is None or step.kind != REPLY:
            raise failed(self.lesson.where(self.index + 1), None, "files.lesson.not_reply")
        seat, move = self.reply_seat(), step.replies[self.replied]
        try:
            played = self.match.play(seat, move)
        except GameError:
            raise failed(self.lesson.where(step), "reply", "files.lesson.as_is",
                         problem=_not_legal(self, seat, move)) from None
        self.replied += 1
        if self.replied == len(step.replies):
            self._advance()
        return played

    def reply_seat(self) -> int:
        """The seat that plays the current reply: named, or the only seat to move."""
        step = self.step
        to_move = self.match.to_move()
        named = step.reply_seats[self.replied] if self.replied < len(step.reply_seats) else None
        if named is not None:
            seat = named
        elif step.seat is not None:
            seat = step.seat
        elif len(to_move) == 1:
            seat = to_move[0]
        else:
            raise failed(self.lesson.where(step), "seat", "files.lesson.name_a_seat")
        if seat == self.learner:
            raise failed(self.lesson.where(step), "seat", "files.lesson.learner_do")
        return seat

    def read(self) -> None:
        """The learner has read an explanation-only step (Next)."""
        step = self.step
        if step is None or step.kind != READ:
            raise failed(self.lesson.where(self.index + 1), None, "files.lesson.not_reading")
        self._advance()

    def _advance(self) -> None:
        step = self.step
        _check_expect(self, step.expect, self.lesson.where(step))
        self.index += 1
        self.replied = 0
        if self.finished:
            _check_expect(self, self.lesson.finish_expect, finish_of(self.lesson.source))


def check_lesson(lesson: Lesson) -> None:
    """Play every step through the engine; the first problem raises LessonError naming file and step."""
    run = LessonRun(lesson)
    while not run.finished:
        step = run.step
        if step.kind == DO:
            move = run.asked()
            run.match.play(run.learner, move)
            run.played(move)
        elif step.kind == REPLY:
            run.play_reply()
        else:
            run.read()


def _opened_match(lesson: Lesson, game) -> Match:
    """The lesson's match: the prepared position, then the opening moves; the learner is the only person."""
    players = [Player(text(say("lesson.you")) if seat == lesson.learner else game.seat_name(seat),
                      HUMAN if seat == lesson.learner else COMPUTER) for seat in range(lesson.players)]
    try:
        match = Match.from_position(game, players, lesson.start_state(), lesson.options)
    except GameError as exc:
        raise failed(say("files.lesson.start", at=lesson.source), None, "files.lesson.as_is",
                     problem=exc.reason) from None
    for number, (seat, move) in enumerate(lesson.opening, 1):
        try:
            match.play(seat, move)
        except GameError as exc:
            raise failed(say("files.lesson.start_move", at=lesson.source, n=number), None, "files.lesson.as_is",
                         problem=exc.reason) from None
    return match


def _not_legal(run: LessonRun, seat: int, move: Move) -> Text:
    """Why a scripted move does not apply, with a few of the moves that would (as the file writes moves)."""
    to_move = run.match.to_move()
    if seat not in to_move:
        if not to_move:
            return say("files.lesson.for_seat_over", move=str(move.to_dict()), seat=run.game.seat_words(seat))
        return say("files.lesson.for_seat", move=str(move.to_dict()), seat=run.game.seat_words(seat),
                   seats=", ".join(run.game.seat_name(s) for s in to_move))
    legal = run.match.legal_moves(seat)
    sample = "; ".join(str(m.to_dict()) for m in legal[:4])
    if len(legal) > 4:
        return say("files.lesson.not_legal_more", move=str(move.to_dict()), legal=sample, more=len(legal) - 4)
    return say("files.lesson.not_legal", move=str(move.to_dict()), legal=sample)


def _check_expect(run: LessonRun, expect, where: Text) -> None:
    """The learner's view must show each expected value at its path."""
    view = run.match.view(run.learner)
    for path, wanted in expect:
        found = view_value(view, path)
        if found != wanted:
            raise failed(where, "expect", "files.lesson.expect_found", path=path, found=repr(found),
                         wanted=repr(wanted))


def view_value(view: Any, path: str) -> Any:
    """The value at a view path ("casualties/1"), or None when absent."""
    value = view
    for part in (p for p in path.split("/") if p):
        if isinstance(value, dict):
            value = value.get(part, value.get(int(part)) if part.lstrip("-").isdigit() else None)
        elif isinstance(value, (list, tuple)) and part.lstrip("-").isdigit() and -len(value) <= int(part) < len(value):
            value = value[int(part)]
        else:
            return None
    return list(value) if isinstance(value, tuple) else value
