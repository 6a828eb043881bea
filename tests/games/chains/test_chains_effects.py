"""What Chains actions did, in the contract's effect words: the table's sounds come from these."""

from tabletop.engine.information import effects_told_apart

from chains_helpers import GAME, flip, from_temp, position, take
from tabletop.engine import table_help


def effects(state, seat, move):
    return table_help.effects(GAME, state, seat, move, GAME.apply(state, seat, move))


def test_a_blind_flip_is_a_flip_and_a_bust_also_discards_the_chain():
    fits = position(2, 0, {0: {"draw": [10, 4]}})
    assert effects(fits, 0, flip()) == ("flip",)
    assert effects(fits, 0, flip("temp")) == ("flip",)
    bust = position(2, 0, {0: {"work": [10], "draw": [5, 4]}})
    assert effects(bust, 0, flip()) == ("flip", "discard")


def test_a_temp_card_moved_places_and_a_terminal_taken_takes():
    state = position(2, 0, {0: {"work": [10, 9], "temp": [None, 7], "draw": [3, 2]}})
    assert effects(state, 0, take(8)) == ("take",)
    on_eight = position(2, 0, {0: {"work": [10, 9, 8], "temp": [None, 7], "draw": [3, 2]}})
    assert effects(on_eight, 0, from_temp(1)) == ("place",)


def test_the_last_bust_of_a_solo_game_ends_it_with_its_score():
    state = position(1, 0, {0: {"work": [10], "draw": [5], "taken": [10, 1]}})
    assert effects(state, 0, flip()) == ("flip", "discard", "win")


def test_every_action_is_seen_by_all_so_no_two_are_told_apart_wrongly():
    state = position(3, 0, {0: {"work": [10, 9], "temp": [None, 7], "draw": [8, 2]}})
    assert effects_told_apart(GAME, state, 0) is None
