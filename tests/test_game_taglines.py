"""Every game says in one sentence what it is, and the menu says what the README says."""

import re
from pathlib import Path

import pytest

from tabletop import games

README = Path(__file__).resolve().parents[1] / "README.md"


def readme_lines() -> dict[str, str]:
    """Title -> the 'In a line' cell of the README's table of games."""
    rows = re.findall(r"^\| ([^|]+?) \| [^|]+ \| ([^|]+?) \|$", README.read_text(encoding="utf-8"), re.M)
    return {title: line for title, line in rows if title != "Game" and not set(title) <= {"-", " "}}


@pytest.mark.parametrize("game_id", games.ids())
def test_the_tagline_is_the_readme_line(game_id):
    game = games.get(game_id)
    tagline, title = str(game.tagline), str(game.title)  # their English
    assert "\n" not in tagline and tagline.endswith(".")
    line = readme_lines().get(title)
    assert line is not None, f"the README's table has no row for {title}"
    assert tagline.rstrip(".").lower() == line.lower()
