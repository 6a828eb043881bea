"""Computer seats in Army Ants games that stop going anywhere: positions that come round again, muster
moves that change nothing, and draws in dead positions."""

from collections import Counter

import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.army_ants import GAME, standoff
from tabletop.games.army_ants.board import HALF
from tabletop.games.army_ants.state import BATTLE, END_AGREEMENT, MUSTER, OVER, state_from_layout

from army_ants_helpers import play

# Both Queens in their back rows behind a small guard: neither side has anything to attack.
GUARDED = {"c1": "Q♥", "b1": "5♥", "d1": "5♦", "c2": "6♥", "c8": "Q♠", "b8": "5♠", "d8": "5♣", "c7": "6♠"}
# One soldier each, on lines that do not meet: neither can ever corner the other's Queen.
THIN = {"a1": "Q♥", "c3": "7♥", "e8": "Q♠", "b6": "7♠"}


def march(state, seat, square, direction):
    """`state` after `seat` marches the card on `square` two squares in `direction`."""
    return play(state, seat, "march", cells=(square,), dir=direction, dist=2)


def choice(state, level="normal"):
    seat = GAME.to_move(state)[0]
    return GAME.search.bot_choice(state, seat, level, Rng.from_seed(1))


def test_two_seats_do_not_chase_each_other_round_the_same_squares():
    # Found by the bench: from here each side's best move by the estimate undid the last one, and the
    # same four positions came round for as long as anyone watched (55 repeats in 60 moves).
    state = state_from_layout(GUARDED, BATTLE, 0)
    seen = Counter()
    for _ in range(60):
        if state.phase == OVER:
            break
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, choice(state)[0])
        seen[(state.board, state.seat, state.draw_offer)] += 1
    assert max(seen.values()) <= 3, seen.most_common(1)
    assert state.phase == OVER and state.end == END_AGREEMENT  # and they agree it is a draw


def test_a_move_back_to_a_recent_position_costs_more_each_time():
    state = state_from_layout(GUARDED, BATTLE, 0)
    there = march(state, 0, "b1", "N")
    back = march(march(march(there, 1, "b8", "S"), 0, "b3", "S"), 1, "b6", "N")
    assert (back.board, back.seat) == (state.board, state.seat)
    again = march(back, 0, "b1", "N")
    assert standoff.repeats(there) == 0 and standoff.repeats(again) == 1
    assert standoff.cost(back, again, 0) == pytest.approx(standoff.REPEAT_COST)
    after_attack = play(state_from_layout({**GUARDED, "b2": "3♥", "b5": "2♠"}, BATTLE, 0), 0, "attack",
                        frm="b2", to="b5")
    assert after_attack.recent == ()  # a card left the grid: nothing before can come back


@pytest.mark.parametrize("seed", [22, 24, 28])
def test_muster_moves_never_put_a_half_back_as_it_was(seed):
    # With these deals a seat used to slide a card into the empty square and back again.
    match = Match.start("army_ants", [Player("A", COMPUTER), Player("B", COMPUTER)], GAME.options_for(2), seed)
    arrangements = {0: set(), 1: set()}
    while match.state.phase == MUSTER:
        seat = match.to_move()[0]
        arrangements[seat].add(tuple(match.state.board[i] for i in HALF[seat]))
        match.play(seat, choice(match.state)[0])
        assert tuple(match.state.board[i] for i in HALF[seat]) not in arrangements[seat]


def test_armies_too_thin_to_win_are_dead_and_a_draw_is_offered_and_accepted():
    state = state_from_layout(THIN, BATTLE, 0)
    assert standoff.dead(state, 0) and standoff.dead(state, 1)
    move, why = choice(state)
    assert move.kind == "offer_draw" and "Neither side" in str(why)
    answer, why = choice(GAME.apply(state, 0, move))
    assert answer.kind == "accept_draw" and "Neither side" in str(why)


def test_a_thin_army_with_a_capture_on_offer_is_not_dead():
    # Red's 7 on b3 sees Black's 5 on b6 down the b file.
    state = state_from_layout({"a1": "Q♥", "b3": "7♥", "e8": "Q♠", "b6": "5♠"}, BATTLE, 0)
    assert not standoff.dead(state, 0) and not standoff.dead(state, 1)
    assert choice(state)[0].kind != "offer_draw"


def test_offers_are_spaced_out_so_a_person_who_said_no_is_not_asked_every_turn():
    assert choice(state_from_layout(THIN, BATTLE, 0, quiet=5))[0].kind != "offer_draw"
    assert choice(state_from_layout(THIN, BATTLE, 0, quiet=standoff.OFFER_EVERY))[0].kind == "offer_draw"


def test_a_level_game_is_dead_only_after_a_long_stretch_without_an_attack():
    early = state_from_layout(GUARDED, BATTLE, 0, quiet=standoff.STALL_TURNS - 1)
    stalled = state_from_layout(GUARDED, BATTLE, 0, quiet=standoff.STALL_TURNS)
    assert not standoff.dead(early, 1) and standoff.dead(stalled, 1)
    # A seat a 9 up still plays to win, however long it has been; its enemy would take a draw.
    ahead = state_from_layout({**GUARDED, "a3": "9♥"}, BATTLE, 0, quiet=standoff.STALL_TURNS + 10)
    assert not standoff.dead(ahead, 0)
    assert choice(play(ahead, 0, "offer_draw"))[0].kind == "accept_draw"


def test_a_seat_with_a_game_to_win_declines_a_draw():
    # Red offers right after the deal: the muster is not dead, and Black is not behind.
    state = GAME.new_state(2, GAME.options_for(2), 3)
    move, why = choice(play(state, 0, "offer_draw"))
    assert move.kind == "decline_draw" and "still a game" in str(why)
    # Black, a 9 up, is offered a draw and says no.
    offered = play(state_from_layout({**GUARDED, "a6": "9♠"}, BATTLE, 0), 0, "offer_draw")
    assert choice(offered, "strong")[0].kind == "decline_draw"
