"""The words of a backgammon hint: true shot counts, no alarm over back checkers, and points numbered as
the board shows them."""

import pytest

from tabletop.engine.words import say
from tabletop.games.backgammon_board.board import WHITE, Board, apply_step
from tabletop.games.backgammon_board.evaluation import sides
from tabletop.games.backgammon_board.play_choice import facing
from tabletop.games.backgammon_board.plays import arrays_final_positions, roll_steps
from tabletop.games.backgammon_board.reasons import from_side, play_sentence, safety
from tabletop.games.backgammon_board.shots import ROLL_WEIGHT, ROLLS, exposure
from tabletop.words import text, use


def hitting_rolls(x, y):
    """Of 36, the rolls on which some legal play of y hits a blot of x (every play of every roll tried)."""
    return sum(weight for roll, weight in zip(ROLLS, ROLL_WEIGHT)
               if any(hit[0] for _, hit in arrays_final_positions(y, facing(x), roll_steps(roll))))


def own(points: dict, bar=0) -> tuple:
    """An own array: {point: checkers}, the bar last."""
    return tuple(points.get(p, 0) for p in range(25)) + (bar,)


def test_back_checkers_left_in_the_other_home_board_are_no_alarm():
    """White plays 8/5 6/5 and makes its 5 point; its only blots are the back checkers on 21 and 24, which
    Black hits with every roll for a few pips: the hint said "leaves Black 36 rolls of 36 to hit"."""
    board = Board(points=(-1, -1, 0, 0, 0, 5, 0, 3, 0, 0, 0, -4, 5, 0, 0, 0, -3, 0, -4, 0, 1, 0, -2, 1),
                  bar=(0, 0), off=(0, 0))
    for step in ((WHITE, 8, 5), (WHITE, 6, 5)):
        board, _ = apply_step(board, step)
    x, y = sides(board, WHITE)
    assert exposure(x, y)[0] == hitting_rolls(x, y) == 36  # true, but not worth a warning
    said = safety(x, y, "Black")
    assert said.key == "backgammon_board.hint.back_only"
    assert str(said) == "leaves blots only among your back checkers in Black's home board, where a hit costs little"


def test_a_blot_outside_is_counted_with_the_back_checkers_set_aside():
    x = own({13: 4, 9: 1, 6: 5, 8: 3, 24: 1, 22: 1})   # a blot on 9; back checkers split on 24 and 22
    y = own({24: 2, 13: 5, 8: 3, 6: 5})
    outside = exposure(x, y, range(1, 19))[0]
    assert 0 < outside < exposure(x, y)[0]
    said = safety(x, y, "Black")
    assert said.key == "backgammon_board.hint.shots_outside" and said.get("shots") == outside
    assert f"{outside} rolls of 36 to hit a blot outside Black's home board" in str(said)


@pytest.mark.parametrize("x, y", [
    # one checker on the bar: it enters with one die, the other die hits with any checker
    (own({1: 1, 2: 3, 4: 2, 5: 3, 6: 3, 9: 1, 13: 1, 23: 1}), own({6: 6, 8: 6, 13: 1, 18: 1}, bar=1)),
    # two on the bar: both dice go to entering, so only an entry lands on a blot
    (own({1: 2, 2: 3, 4: 2, 5: 3, 6: 2, 8: 1, 9: 1, 23: 1}), own({6: 6, 8: 6, 13: 1}, bar=2)),
])
def test_shots_from_the_bar_are_the_rolls_that_really_hit(x, y):
    assert exposure(x, y)[0] == hitting_rolls(x, y)


def test_a_hint_for_white_reads_in_blacks_numbers_on_a_board_kept_for_black():
    hint = play_sentence("13/10 6/5", (own({13: 5, 8: 3, 6: 5, 24: 2}), own({24: 2, 13: 5, 8: 3, 6: 5})),
                         (own({13: 4, 8: 3, 6: 4, 5: 2, 24: 2}), own({24: 2, 13: 5, 8: 3, 6: 5})), "Black", 0.56)
    label = say("backgammon.move", who="Ann", move="13/10")
    assert str(from_side(label, WHITE, WHITE)) == "Ann 13/10"
    assert str(from_side(label, WHITE, 1)) == "Ann 12/15"
    turned = str(from_side(hint, WHITE, 1))
    assert turned.startswith("Plays 12/15 19/20: makes point 20")
    bar = say("backgammon_board.notation.path", a=say("backgammon_board.notation.bar"), b="20*")
    assert str(from_side(say("backgammon.move", who="Bo", move=bar), 1, WHITE)) == "Bo bar/5*"


def test_the_turned_hint_reads_in_japanese():
    use("ja")
    try:
        said = from_side(say("backgammon_board.hint.makes", points=(say("backgammon_board.hint.own_point", point=5),)),
                         WHITE, 1)
        assert text(said) == "20ポイントを作る"
    finally:
        use("en")
