"""What Dice Challenge moves did, in the contract's effect words: the table's sounds come from these."""

from tabletop.engine.game import Move
from tabletop.engine.information import effects_told_apart
from tabletop.games.dice_challenge import GAME
from tabletop.games.dice_challenge.positions import position
from tabletop.engine import table_help

RED, BLUE, GREEN = range(3)


def effects(state, seat, kind, **params):
    move = Move.of(kind, **params)
    return table_help.effects(GAME, state, seat, move, GAME.apply(state, seat, move))


def test_rolls_and_rerolls_roll_and_keeping_a_die_is_silent():
    assert effects(position(phase="roll"), 0, "roll") == ("roll",)
    state = position(dice=(6, 6, 1, 4, 5))
    assert effects(state, 0, "keep", die=0) == ()
    assert effects(state, 0, "reroll") == ("roll",)


def test_a_colour_taken_is_a_take():
    state = GAME.new_state(3, {}, 4)
    assert effects(state, state.seat, "colour", colour=BLUE) == ("take",)


def test_a_chip_or_a_marker_placed_is_a_place_and_a_challenge_that_passes_is_silent():
    state = position(dice=(1, 2, 3, 4, 5))                 # a straight of 5, no pair, 15 in all
    assert effects(state, 0, "straight", colour=RED) == ("place",)
    assert effects(state, 0, "number", colour=RED) == ("place",)
    assert effects(state, 0, "group", colour=RED) == ()


def test_the_last_challenge_of_the_last_round_ends_the_match():
    state = position(dice=(1, 2, 3, 4, 5), seat=2, round=8)
    assert effects(state, 2, "straight", colour=GREEN) == ("place", "win")


def test_nothing_is_hidden_so_no_two_moves_are_told_apart_wrongly():
    assert effects_told_apart(GAME, position(dice=(6, 6, 1, 4, 5)), 0) is None
