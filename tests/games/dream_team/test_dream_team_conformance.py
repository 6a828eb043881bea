"""The shared conformance playout at the player counts between the minimum and maximum it already covers."""

import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("conformance_suite", Path(__file__).parents[2] / "test_conformance.py")
conformance = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(conformance)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_conformance_playout_at_more_player_counts(players, seed):
    conformance.test_random_playout_keeps_every_promise("dream_team", players, seed)
