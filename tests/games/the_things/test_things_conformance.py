"""The shared conformance playout at the player counts between the minimum and maximum it already covers."""

import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("conformance_suite", Path(__file__).parents[2] / "test_conformance.py")
conformance = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(conformance)


@pytest.mark.slow
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8, 9])
def test_conformance_playout_at_more_player_counts(players):
    conformance.test_random_playout_keeps_every_promise("the_things", players, 1)
