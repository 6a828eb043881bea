"""No words for players in English outside the English catalogue, but in the modules still listed as pending
(tests/words/pending/*.txt), and a module leaves the list as soon as it is clean."""

from __future__ import annotations

from pathlib import Path

from english_literals import english_by_module

PENDING = Path(__file__).resolve().parent / "pending"


def pending() -> set[str]:
    listed = set()
    for path in PENDING.glob("*.txt"):
        lines = path.read_text(encoding="utf-8").splitlines()
        listed.update(line.strip() for line in lines if line.strip() and not line.startswith("#"))
    return listed


def test_no_module_outside_the_pending_lists_holds_english_for_players():
    left = {module: found for module, found in english_by_module().items() if module not in pending()}
    shown = {module: [f"line {line}: {words[:60]!r}" for line, words in found[:3]] for module, found in left.items()}
    assert not left, f"words for players written in the code (move them to a catalogue): {shown}"


def test_a_clean_module_leaves_the_pending_lists():
    clean = pending() - set(english_by_module())
    assert not clean, f"these modules hold no English any more: delete them from tests/words/pending: {sorted(clean)}"
