"""What the lesson reader (`lesson_file`) and the lesson runner (`lesson_run`) share: the kinds of a step,
and the error that names a place in a lesson file."""

from __future__ import annotations

from tabletop.engine.datafiles import DataFileError
from tabletop.engine.words import Text, say

DO, REPLY, READ = "do", "reply", "read"


class LessonError(DataFileError):
    """A lesson that cannot be used; the message names the file and the step."""


def failed(where: Text, field: str | None, key: str, **params) -> LessonError:
    """The error for a place in a lesson file (and a field there), with its message's parameters."""
    at = where if field is None else say("files.lesson.field", at=where, field=field)
    return LessonError(say(key, at=at, **params))


def start_of(source: str) -> Text:
    return say("files.lesson.start", at=source)


def finish_of(source: str) -> Text:
    return say("files.lesson.finish", at=source)
