"""No words for players in English outside the English catalogue: the scan (english_literals.py) finds
none in the app's modules."""

from __future__ import annotations

import pytest

from english_literals import english_by_module


@pytest.mark.slow
def test_no_module_holds_english_for_players():
    left = english_by_module()
    shown = {module: [f"line {line}: {words[:60]!r}" for line, words in found[:3]] for module, found in left.items()}
    assert not left, f"words for players written in the code (move them to a catalogue): {shown}"


def test_the_scan_finds_a_sentence_and_a_lone_label_but_not_a_seat_or_a_type(tmp_path):
    from english_literals import literals
    module = tmp_path / "sample.py"
    module.write_text('''"""A docstring."""
from typing import Union
Text = Union[str, "Words"]
__all__ = ["Match"]
SEAT = "Red"
def f(x: "Match") -> "Match":
    return label("Pass"), show("Ready to play?")
''', encoding="utf-8")
    assert sorted(words for _, words in literals(module)) == ["Pass", "Ready to play?"]
