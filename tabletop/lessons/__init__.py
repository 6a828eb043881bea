"""Lessons: guided first games read from each game's lesson.yaml and checked against the engine.

No pygame here: `lesson_file` reads and checks a file, `LessonRun` walks a
match through its steps, and the table scene only draws what they say.
"""

from .lesson_file import Lesson, LessonError, Step, available, load_lesson, load_lesson_file
from .lesson_run import LessonRun, check_lesson

__all__ = ["Lesson", "LessonError", "LessonRun", "Step", "available", "check_lesson",
           "load_lesson", "load_lesson_file"]
