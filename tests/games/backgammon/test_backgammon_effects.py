"""What backgammon moves did, in the contract's effect words: the table's sounds come from these."""

from tabletop.engine.game import Move
from tabletop.engine.information import effects_told_apart

from backgammon_helpers import GAME, by_label, position
from tabletop.engine import table_help

WHITE, BLACK = 0, 1


def effects_of(state, label):
    """The effects of the legal move with this label, played by the seat to move."""
    seat = GAME.to_move(state)[0]
    move = next(m for m in GAME.legal_moves(state, seat) if str(m) == label)
    return table_help.effects(GAME, state, seat, move, GAME.apply(state, seat, move))


def test_a_roll_rolls_and_a_checker_move_places():
    assert effects_of(position(turn=WHITE), "Roll the dice") == ("roll",)
    state = position({"white": {13: 2, 6: 5}, "black": {6: 2, 13: 4}}, dice=(5, 3))
    assert effects_of(state, "White 13/8") == ("place",)
    assert effects_of(state, "White 13/8/5") == ("place",)


def test_a_hit_is_a_capture_for_either_colour():
    white = position({"white": {13: 15}, "black": {15: 1, 6: 14}}, dice=(3, 1))   # a black blot on White's 10
    assert effects_of(white, "White 13/10*") == ("place", "capture")
    assert effects_of(white, "White 13/12") == ("place",)
    black = position({"white": {6: 2, 13: 12, 4: 1}, "black": {6: 14}, "bar": [0, 1]}, turn=BLACK, dice=(4, 2))
    assert effects_of(black, "Black bar/21*") == ("place", "capture")


def test_the_cube_and_a_pass_make_no_sound():
    state = position(turn=WHITE)
    doubled = GAME.apply(state, WHITE, Move.of("double"))
    assert table_help.effects(GAME, state, WHITE, Move.of("double"), doubled) == ()
    assert table_help.effects(GAME, doubled, BLACK, Move.of("take"), GAME.apply(doubled, BLACK, Move.of("take"))) == ()


def test_a_game_of_a_match_scores_and_the_last_one_wins():
    near_end = {"white": {1: 1}, "black": {18: 15}, "off": [14, 0]}
    state = position(near_end, dice=(1, 1), options={"match": 3})
    assert effects_of(state, "White 1/off") == ("place", "score")
    between = by_label(state, "White 1/off")
    assert effects_of(between, "Start the next game") == ("roll",)
    single = position({"white": {1: 1}, "black": {18: 15}}, dice=(1, 1))
    assert effects_of(single, "White 1/off") == ("place", "win")


def test_a_dropped_double_scores_or_wins():
    match = position(turn=WHITE, options={"match": 5})
    doubled = GAME.apply(match, WHITE, Move.of("double"))
    assert table_help.effects(GAME, doubled, BLACK, Move.of("drop"), GAME.apply(doubled, BLACK, Move.of("drop"))) == ("score",)
    single = GAME.apply(position(turn=WHITE), WHITE, Move.of("double"))
    assert table_help.effects(GAME, single, BLACK, Move.of("drop"), GAME.apply(single, BLACK, Move.of("drop"))) == ("win",)


def test_nothing_is_hidden_so_no_two_moves_are_told_apart_wrongly():
    state = position({"white": {13: 15}, "black": {15: 1, 6: 14}}, dice=(3, 1))
    assert effects_told_apart(GAME, state, WHITE) is None
