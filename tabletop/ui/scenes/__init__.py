"""The app's scenes: menu, setup, table, handover, rules, load/save (and a save opening), results, and
joining a table another computer hosts (the Join screen and the remote table).

Importing this package hands every scene to the navigator, which reaches them by name.
"""

from ..navigator import SCENES
from .handover import HandoverScene
from .join import JoinScene
from .lesson_table import LessonTableScene
from .menu import MenuScene
from .opening import OpeningScene
from .remote_table import RemoteTableScene
from .results import ResultsScene
from .rules import RulesScene
from .saveload import LoadScene, SaveAsScene
from .setup import SetupScene
from .table import TableScene

SCENES.update(handover=HandoverScene, join=JoinScene, lesson_table=LessonTableScene, load=LoadScene, menu=MenuScene,
              opening=OpeningScene, remote_table=RemoteTableScene, results=ResultsScene, rules=RulesScene,
              save_as=SaveAsScene, setup=SetupScene, table=TableScene)
