from collections import Counter

from hypothesis import given, strategies as st

from tabletop.engine.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    for _ in range(50):
        x, a = a.next64()
        y, b = b.next64()
        assert x == y


def test_different_seeds_differ():
    assert Rng.from_seed(1).next64()[0] != Rng.from_seed(2).next64()[0]


def test_known_first_value_pins_the_algorithm():
    # A save replays only if the generator never changes: pin SplitMix64's first output for seed 0.
    assert Rng.from_seed(0).next64()[0] == 0xE220A8397B1DCDAF


def test_rng_is_immutable():
    rng = Rng.from_seed(7)
    rng.roll()
    assert rng == Rng.from_seed(7)


@given(st.integers(min_value=-(2**70), max_value=2**70), st.integers(min_value=1, max_value=1000))
def test_below_stays_in_range(seed, n):
    value, _ = Rng.from_seed(seed).below(n)
    assert 0 <= value < n


@given(st.integers(), st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation(seed, items):
    shuffled, _ = Rng.from_seed(seed).shuffled(items)
    assert sorted(shuffled) == sorted(items)


def test_dice_are_roughly_uniform():
    rng, counts = Rng.from_seed(3), Counter()
    for _ in range(6000):
        face, rng = rng.roll(6)
        counts[face] += 1
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(800 < c < 1200 for c in counts.values())
