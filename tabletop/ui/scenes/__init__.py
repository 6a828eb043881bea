"""The app's scenes: menu, setup, table, handover, rules, load/save (and a save opening) and results.

Importing this package hands every scene to the navigator, which reaches them by name.
"""

from ..navigator import SCENES
from .handover import HandoverScene
from .lesson_table import LessonTableScene
from .menu import MenuScene
from .opening import OpeningScene
from .results import ResultsScene
from .rules import RulesScene
from .saveload import LoadScene, SaveAsScene
from .setup import SetupScene
from .table import TableScene

SCENES.update(handover=HandoverScene, lesson_table=LessonTableScene, load=LoadScene, menu=MenuScene,
              opening=OpeningScene, results=ResultsScene, rules=RulesScene, save_as=SaveAsScene, setup=SetupScene, table=TableScene)
