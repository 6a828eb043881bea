"""Dream Team finds a nomination from a file or a click among those of the position it names
(`find_legal`): over random matches, with re-nominations of distinct cards or not, for every legal move,
near misses of each (another position, another kind, a value of another type) and moves of every kind, it
answers exactly what the generic search of the whole list answers."""

from find_legal_checks import phases_checked
from tabletop.games.dream_team import GAME
from tabletop.games.dream_team.moves import SHAPES
from tabletop.games.dream_team.state import GAME_END, LOTTERY, NOMINATE, ROUND_END


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    met = set()
    for seed, players, options in ((1, 4, {"renominate_distinct": True}), (2, 6, {})):
        met |= phases_checked(GAME, players, options, seed, 5, SHAPES, lambda rng, state: rng.randint(-1, 8), limit=300)
    assert {NOMINATE, LOTTERY, ROUND_END, GAME_END} <= met
