"""A frozen state copied with some fields changed: the same as dataclasses.replace, the original untouched."""

from dataclasses import FrozenInstanceError, dataclass, field, replace

import pytest

from tabletop.engine.frozen_copy import changed


@dataclass(frozen=True)
class Position:
    board: tuple
    turn: int = 0
    marks: tuple = field(default=(), compare=False)


def test_a_copy_equals_what_replace_makes_and_leaves_the_original_alone():
    before = Position((1, 2), 0, ("a",))
    after = changed(before, turn=1, marks=("b",))
    assert after == replace(before, turn=1, marks=("b",))
    assert (after.board, after.turn, after.marks) == ((1, 2), 1, ("b",))
    assert (before.turn, before.marks) == (0, ("a",))
    assert type(after) is Position and hash(after) == hash(Position((1, 2), 1))
    with pytest.raises(FrozenInstanceError):
        after.turn = 2


def test_a_name_that_is_no_field_is_refused():
    with pytest.raises(TypeError, match="no field 'turns'"):
        changed(Position((1,)), turns=1)
