"""What Dream Team moves did, in the contract's effect words: the table's sounds come from these."""

from tabletop.engine.game import Move
from tabletop.engine.information import effects_told_apart

from dream_team_helpers import A, B, C, D, GAME, draw, nominate, position
from tabletop.engine import table_help


def effects(state, seat, kind, **params):
    move = Move.of(kind, **params)
    return table_help.effects(GAME, state, seat, move, GAME.apply(state, seat, move))


def test_a_marker_placed_and_the_singles_it_settles_are_taken():
    state = position(3, [10, 7, 10, 3], start=A)
    assert effects(state, A, "nominate", pos=0) == ("place",)
    state = nominate(state, (A, 1), (B, 3))
    assert effects(state, C, "nominate", pos=1) == ("place", "take")


def test_a_pair_gained_is_discarded():
    state = nominate(position(3, [5, 1, 2, 3], start=A, teams=[[5, 8], [], []]), (A, 1), (B, 2))
    assert effects(state, C, "nominate", pos=2) == ("place", "take", "discard")


def test_lottery_draws_flip_and_the_winning_draw_takes_the_card():
    state = nominate(position(4, [8, 2, 9, 5, 6], start=A, deck=[4, 7, 2, 7]), (A, 3), (B, 3), (C, 5), (D, 3))
    assert effects(state, A, "draw") == ("flip",)
    state = draw(state, A, B)
    assert effects(state, D, "draw") == ("flip", "take")


def test_deals_and_the_ends_of_games_and_of_the_match():
    row = [10, 7, 10, 3]
    game_end = nominate(position(3, row, start=A, teams=[[1, 2, 3, 4, 5], [], []]), (A, 1), (B, 3))
    assert effects(game_end, C, "nominate", pos=1) == ("place", "take", "score")
    next_game = nominate(game_end, (C, 2))
    assert effects(next_game, GAME.to_move(next_game)[0], "next_game") == ("deal",)
    match_end = nominate(position(3, row, start=A, teams=[[1, 2, 3, 4, 5], [], []], totals=[80, 0, 0]),
                         (A, 1), (B, 3))
    assert effects(match_end, C, "nominate", pos=1) == ("place", "take", "win")
    round_end = nominate(position(3, row, start=A), (A, 1), (B, 3), (C, 2))
    assert effects(round_end, B, "deal") == ("deal",)


def test_the_table_is_open_so_no_two_moves_are_told_apart_wrongly():
    state = position(3, [10, 7, 10, 3], start=A)
    assert effects_told_apart(GAME, state, A) is None
