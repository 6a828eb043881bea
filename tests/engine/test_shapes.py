"""Move shapes: the shared field tests, the refusals' words, and strict comparison of moves."""

import pytest

from tabletop.engine.game import MalformedMove, Move, same_value, shown
from tabletop.engine.shapes import ShapeWords, check_shape, kinds, one_of, tuple_of, whole

SHAPES = kinds({"nominate": {"pos": whole(0, 9)}, "draw": {}, "roll": {"dice": tuple_of(whole(1, 6), 1, 4)},
                "march": {"cells": tuple_of(one_of(("a1", "a2")), 1, 2), "dir": one_of("NESW"), "dist": whole(1, 7)},
                "pick": {"card": one_of((*range(3), 255))}})
WORDS = ShapeWords("Test Game")


def refusal(move, needs=None):
    with pytest.raises(MalformedMove) as err:
        check_shape(ShapeWords("Test Game", needs), SHAPES, move)
    return str(err.value)


def test_whole_takes_plain_ints_in_range_only():
    for good in (0, 9):
        assert check_shape(WORDS, SHAPES, Move.of("nominate", pos=good)).pos == good
    for bad in (-1, 10, 1.0, True, False, "1", None, (1,), 10 ** 5000):
        assert "bad 'pos'" in refusal(Move.of("nominate", pos=bad)), bad


def test_text_numbers_and_tuples_are_typed_too():
    march = Move.of("march", cells=("a2",), dir="N", dist=1)
    assert check_shape(WORDS, SHAPES, march).dir == "N"
    for bad in (("N",), "X", "", 1):
        assert "bad 'dir'" in refusal(Move.of("march", cells=("a2",), dir=bad, dist=1)), bad
    for good in ((6,), (1, 2, 3, 4)):
        assert check_shape(WORDS, SHAPES, Move.of("roll", dice=good)).dice == good
    for bad in ((), (1, 2, 3, 4, 5), (1.0,), (True,), "1", (1, "2"), (0,)):
        assert "bad 'dice'" in refusal(Move.of("roll", dice=bad)), bad
    for good in (0, 2, 255):
        check_shape(WORDS, SHAPES, Move.of("pick", card=good))
    for bad in (3, 254, True, 1.0, "1"):
        assert "bad 'card'" in refusal(Move.of("pick", card=bad)), bad


def test_well_shaped_moves_pass():
    check_shape(WORDS, SHAPES, Move.of("nominate", pos=3))
    check_shape(WORDS, SHAPES, Move.of("draw"))
    check_shape(WORDS, SHAPES, Move.of("march", cells=("a1",), dir="N", dist=2))


def test_extra_missing_and_bad_fields_are_named():
    assert refusal(Move.of("nominate", pos=1, zzz=1)) == "A 'nominate' move takes only 'pos'."
    assert refusal(Move.of("draw", pos=1)) == "A 'draw' move takes no fields."
    assert refusal(Move.of("march", cells=("a1",))) == "A 'march' move needs 'cells', 'dir' and 'dist'."
    assert refusal(Move.of("nominate", pos=1.0)) == "A 'nominate' move has a bad 'pos': 1.0."
    assert refusal(Move.of("nominate", pos=True)) == "A 'nominate' move has a bad 'pos': True."
    assert refusal(Move.of("shout")) == "Test Game has no move called 'shout'."
    assert refusal(Move.of("nominate", pos="1"), {"pos": "Name a card."}) == "Name a card."


def test_fields_out_of_order_are_refused():
    # Move.of and from_dict sort the fields; a move built otherwise matches no legal move.
    assert "needs" in refusal(Move("march", (("dist", 1), ("dir", "N"), ("cells", ("a1",)))))


@pytest.mark.parametrize("huge", ["x" * 1_000_000, 10 ** 5000, ("a",) * 100_000, ["y" * 1000] * 1000,
                                  {"k" * 1000: "v" * 1000}], ids=lambda v: type(v).__name__)
def test_refusals_never_repeat_a_huge_value(huge):
    reason = refusal(Move("nominate", (("pos", huge),)))
    assert len(reason) < 120
    assert len(refusal(Move(huge if isinstance(huge, str) else "x" * 10_000))) < 120


def test_shown_caps_every_value():
    assert shown("abc") == "'abc'" and shown(1.5) == "1.5" and shown(True) == "True"
    for value in ("z" * 10_000, 10 ** 5000, -10 ** 5000, tuple(range(10_000)), [[["deep"] * 50] * 50]):
        assert len(shown(value)) <= 40


def test_same_value_is_strict_about_types():
    assert same_value(1, 1) and same_value((1, (2, "a")), (1, (2, "a")))
    for other in (1.0, True, "1", (1,)):
        assert not same_value(1, other)
    assert not same_value((1, 2), (1, 2.0)) and not same_value((1, 2), (1, 2, 3))
    assert not same_value(0, False)


def test_moves_stay_equal_by_value_but_same_as_is_strict():
    exact, loose = Move.of("move", src=1, dice=(6, 5)), Move.of("move", src=True, dice=(6.0, 5))
    assert exact == loose and hash(exact) == hash(loose)  # equality and hashing are unchanged
    assert exact.same_as(Move.of("move", src=1, dice=[6, 5], label="words"))
    assert not exact.same_as(loose)
    assert not exact.same_as(Move.of("move", src=1, dice=(6, 5.0)))
