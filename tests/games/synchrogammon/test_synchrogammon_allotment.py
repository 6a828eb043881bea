"""The reveal: categories, moves per seat, and the movement order (digest §2 and §5)."""

import itertools

import pytest

from tabletop.games.synchrogammon.allotment import (BROKEN, CANCEL, CATEGORIES, CROSSED, DOUBLET, DUAL,
                                                    NON_DOUBLET, NORMAL, category, moves_per_seat,
                                                    movement_queue, round_words)
from tabletop.games.synchrogammon.seats import PARENT_LAST

from sg_helpers import A1, A2, B1, B2, by_seat

# The source's six examples: (a1, a2, b1, b2), category, moves as (a1, a2, b1, b2).
SOURCE_ROWS = [
    ((6, 5, 4, 3), NORMAL, (1, 1, 1, 1)),
    ((6, 6, 5, 4), DOUBLET, (2, 2, 1, 1)),
    ((6, 5, 6, 4), NON_DOUBLET, (1, 1, 1, 1)),
    ((6, 6, 6, 5), BROKEN, (0, 0, 1, 1)),
    ((6, 6, 5, 5), DUAL, (2, 2, 2, 2)),
    ((6, 6, 6, 6), CANCEL, (0, 0, 0, 0)),
]


# What the board says when the cards are revealed: the moves each team gets, not the pattern's name.
ROUND_WORDS = {NORMAL: "Everyone moves once", DOUBLET: "White moves twice, Black once",
               NON_DOUBLET: "Everyone moves once", BROKEN: "Only Black moves, once each",
               DUAL: "Everyone moves twice", CANCEL: "Nobody moves"}


def order(values, parent, tie_order="parent_first"):
    return [(t.seat, t.number, t.times) for t in movement_queue(values, parent, tie_order)]


@pytest.mark.parametrize("named, name, moves", SOURCE_ROWS, ids=[r[1] for r in SOURCE_ROWS])
def test_source_examples_name_the_category_and_the_moves(named, name, moves):
    values = by_seat(*named)
    assert category(values) == name
    a1, a2, b1, b2 = moves
    assert moves_per_seat(values) == by_seat(a1, a2, b1, b2)


def test_source_orders_with_a1_as_parent():
    assert order(by_seat(6, 5, 4, 3), A1) == [(B2, 3, 1), (B1, 4, 1), (A2, 5, 1), (A1, 6, 1)]
    assert order(by_seat(6, 6, 5, 4), A1) == [(B2, 4, 1), (B1, 5, 1), (A1, 6, 2), (A2, 6, 2)]
    assert order(by_seat(6, 6, 6, 5), A1) == [(B2, 5, 1), (B1, 6, 1)]
    assert order(by_seat(6, 6, 6, 6), A1) == []


def test_t1_dual_doublet_with_b1_as_parent():
    values = by_seat(a1=6, a2=6, b1=3, b2=3)
    assert category(values) == DUAL
    assert order(values, B1) == [(B1, 3, 2), (B2, 3, 2), (A2, 6, 2), (A1, 6, 2)]


def test_t2_crossing_values_give_everyone_one_move():
    values = by_seat(a1=6, a2=5, b1=6, b2=5)
    assert category(values) == CROSSED
    assert order(values, A1) == [(A2, 5, 1), (B2, 5, 1), (A1, 6, 1), (B1, 6, 1)]


def test_t3_a_covered_pair_does_not_move():
    values = by_seat(a1=2, a2=2, b1=2, b2=5)
    assert category(values) == BROKEN
    assert order(values, A2) == [(B1, 2, 1), (B2, 5, 1)]


def test_t4_ties_count_clockwise_from_the_parent():
    values = by_seat(a1=4, a2=1, b1=4, b2=2)
    assert category(values) == NON_DOUBLET
    assert order(values, B2) == [(A2, 1, 1), (B2, 2, 1), (A1, 4, 1), (B1, 4, 1)]


def test_the_parent_last_flag_puts_a_tied_parent_after_the_others():
    values = by_seat(a1=6, a2=5, b1=6, b2=5)
    assert order(values, A1, PARENT_LAST) == [(A2, 5, 1), (B2, 5, 1), (B1, 6, 1), (A1, 6, 1)]
    # East is parent; a1 and b1 show 5, a2 and b2 show 6. Parent first: East's 5 before North's.
    values = by_seat(a1=5, a2=6, b1=5, b2=6)
    assert [s for s, _, _ in order(values, B1)] == [B1, A1, A2, B2]
    # Parent last: North (3 seats on from East) before East; South (1 seat) before West (2).
    assert [s for s, _, _ in order(values, B1, PARENT_LAST)] == [A1, B1, A2, B2]


def table_moves(values, name):
    """The digest's allotment table, written out pattern by pattern (independent of the general rule)."""
    a_pair, b_pair = values[A1] == values[A2], values[B1] == values[B2]
    if name in (NORMAL, NON_DOUBLET, CROSSED):
        return (1, 1, 1, 1)
    if name == DUAL:
        return (2, 2, 2, 2)
    if name == CANCEL:
        return (0, 0, 0, 0)
    paired_gets = 2 if name == DOUBLET else 0
    return tuple(paired_gets if (a_pair if s % 2 == 0 else b_pair) else 1 for s in range(4))


def test_all_1296_card_combinations_fall_into_the_seven_patterns_and_follow_the_table():
    seen = set()
    for values in itertools.product(range(1, 7), repeat=4):
        name = category(values)
        seen.add(name)
        assert moves_per_seat(values) == table_moves(values, name), values
        distinct = len(set(values))
        expected_distinct = {NORMAL: 4, DOUBLET: 3, NON_DOUBLET: 3, BROKEN: 2, DUAL: 2, CANCEL: 1, CROSSED: 2}
        assert distinct == expected_distinct[name]
        queue = movement_queue(values, values[0] % 4)
        assert [t.number for t in queue] == sorted(t.number for t in queue)
        assert sum(t.times for t in queue) == sum(moves_per_seat(values))
    assert seen == set(CATEGORIES)


@pytest.mark.parametrize("named, name, moves", SOURCE_ROWS, ids=[r[1] for r in SOURCE_ROWS])
def test_the_reveal_says_who_moves_how_often(named, name, moves):
    values = by_seat(*named)
    assert str(round_words(values)) == ROUND_WORDS[name] and name not in str(round_words(values))


def test_the_reveal_words_follow_the_moves_for_every_hand_of_four():
    words = {1: "once", 2: "twice"}
    for values in itertools.product(range(1, 7), repeat=4):
        said, times = str(round_words(values)), moves_per_seat(values)
        white, black = times[0], times[1]  # partners sit across: seats 0 and 2 are White, 1 and 3 Black
        if white == black:
            assert said == {0: "Nobody moves", 1: "Everyone moves once", 2: "Everyone moves twice"}[white]
        elif 0 in (white, black):
            assert said == f"Only {'Black' if white == 0 else 'White'} moves, {words[max(white, black)]} each"
        else:
            more, fewer = ("White", "Black") if white > black else ("Black", "White")
            assert said == f"{more} moves twice, {fewer} once"
        assert said not in CATEGORIES
