"""Every worked example and derived case of the Dream Team digest, played through the engine."""

from dataclasses import replace

from tabletop.games.dream_team.state import GAME_END, LOTTERY, NOMINATE, OVER, ROUND_END

from tabletop.games.dream_team import flow

from dream_team_helpers import A, B, C, D, GAME, draw, nominate, numbers, position, teams


# --- the source's examples ---------------------------------------------------------------
def test_e1_all_singles_and_the_rightmost_gainer_takes_the_leftover():
    state = position(3, [10, 7, 10, 3], start=A)
    state = nominate(state, (A, 1), (B, 3), (C, 2))
    assert teams(state) == [[10], [3, 10], [7]]
    assert state.phase == ROUND_END and GAME.to_move(state) == (B,)  # B starts the next round
    state = GAME.apply(state, B, GAME.legal_moves(state, B)[0])
    assert state.start == B and state.round_no == 2 and state.phase == NOMINATE


def test_e1_the_second_player_may_collide_on_purpose():
    state = position(3, [10, 7, 10, 3], start=A)
    state = nominate(state, (A, 1))
    assert {m.get("pos") for m in GAME.legal_moves(state, B)} == {0, 1, 2, 3}  # #1 is marked, still allowed


def test_e2_a_matching_card_sends_both_to_the_discard_pile():
    state = position(3, [5, 1, 2, 3], start=A, teams=[[5, 8], [], []])
    before = len(state.discard)
    state = nominate(state, (A, 1), (B, 2), (C, 3))
    assert teams(state)[A] == [8]
    assert numbers(state.discard[before:before + 2]) == [5, 5]


def test_e3_holding_a_4_and_gaining_two_4s_leaves_one():
    # C is alone after losing the lottery for the 9 and gains both 4s left in the row.
    state = position(3, [4, 4, 9, 1], start=A, teams=[[], [], [4]], deck=[3, 3])
    state = nominate(state, (A, 3), (B, 4), (C, 3))
    state = draw(state, A)  # 3, 3: A wins the 9
    assert teams(state)[C] == [4]
    assert numbers(state.discard[-2:]) == [4, 4]


# --- derived cases ------------------------------------------------------------------------
def test_d1_lottery_then_stage_two_whose_leftover_is_stage_local():
    state = position(4, [8, 2, 9, 5, 6], start=A, deck=[4, 7, 2, 7])
    state = nominate(state, (A, 3), (B, 3), (C, 5), (D, 3))
    assert teams(state)[C] == [6]
    assert state.phase == LOTTERY and state.lottery.contenders == (A, B, D)
    state = draw(state, A)
    assert numbers(state.lottery.open) == [4, 7]
    state = draw(state, B)
    assert numbers(state.lottery.open) == [4, 7, 2]
    discard_before = len(state.discard)
    state = draw(state, D)
    assert teams(state)[D] == [9]
    assert sorted(numbers(state.discard[discard_before:])) == [2, 4, 7, 7]  # the four lottery cards
    assert state.phase == NOMINATE and state.stage == 2 and state.group == (A, B)
    state = nominate(state, (A, 4), (B, 1))
    assert teams(state) == [[2, 5], [8], [6], [9]]  # #4 is stage 2's rightmost gain, so A takes the 2


def test_d2_the_first_contender_is_the_nearest_to_the_start_player():
    state = position(4, [1, 6, 2, 3, 4], start=B, deck=[3, 9, 9])
    state = nominate(state, (B, 3), (C, 2), (D, 4), (A, 2))
    assert state.lottery.contenders == (C, A)
    state = draw(state, C, A)
    assert teams(state)[A] == [6] and state.shown_lottery.winner == A


def test_d3_two_equal_cards_in_the_first_draw_win_at_once():
    state = position(3, [1, 2, 3, 4], start=A, deck=[6, 6])
    state = nominate(state, (A, 2), (B, 2), (C, 1))
    before = len(state.discard)
    state = draw(state, A)
    assert teams(state)[A] == [2] and numbers(state.discard[before:]) == [6, 6]
    assert numbers(state.shown_lottery.winning) == [6, 6]


def test_d4_the_last_player_left_takes_two_and_pairs_resolve():
    state = position(3, [2, 4, 4, 9], start=A, teams=[[], [2, 7], []], deck=[3, 3])
    state = nominate(state, (A, 4), (B, 4), (C, 2))
    assert teams(state)[C] == [4]
    state = draw(state, A)
    assert teams(state) == [[9], [4, 7], [4]]
    assert state.phase == ROUND_END


def test_d5_a_collision_in_stage_two_runs_a_second_lottery():
    state = position(4, [2, 3, 5, 7, 10], start=A, deck=[1, 8, 8, 4, 6, 10, 6])
    state = nominate(state, (A, 5), (B, 5), (C, 5), (D, 4))
    assert teams(state)[D] == [7]
    state = draw(state, A, B)
    assert teams(state)[B] == [10] and state.stage == 2 and state.group == (A, C)
    state = nominate(state, (A, 3), (C, 3))
    state = draw(state, A, C, A)
    assert teams(state) == [[5], [10], [2, 3], [7]]


def test_d6_two_equal_cards_when_none_is_held_both_go():
    state = position(3, [8, 8, 9, 1], start=A, deck=[5, 5])
    state = nominate(state, (A, 3), (B, 3), (C, 4))
    state = draw(state, A)  # B is left alone with the two 8s
    assert teams(state)[B] == []
    assert numbers(state.discard[-2:]) == [8, 8]


def test_d7_an_empty_deck_is_rebuilt_from_the_discard_pile_mid_draw():
    state = position(3, [1, 2, 3, 4], start=A, deck=[7], discard=[3, 5, 9], rest="discard")
    state = replace(state, deck=state.deck[:1], discard=state.discard[-3:],
                    teams=(state.teams[0] + state.discard[:-3] + state.deck[1:],) + state.teams[1:])
    assert numbers(state.deck) == [7] and numbers(state.discard) == [3, 5, 9]
    state = nominate(state, (A, 2), (B, 2), (C, 1))
    state = draw(state, A)
    first, second = state.lottery.open
    assert numbers([first]) == [7] and numbers([second])[0] in (3, 5, 9)
    assert len(state.deck) == 2 and state.discard == ()
    assert ("reshuffle", 3) in state.events


def test_d8_the_trigger_holds_even_when_the_team_drops_below():
    state = position(3, [6, 2, 5, 3], start=A, teams=[[10, 9, 8, 7, 6], [], []])
    state = nominate(state, (A, 4), (B, 2), (C, 3))
    assert teams(state)[A] == [3, 7, 8, 9, 10]
    assert state.triggered and state.sheet == ((37, 2, 5),)
    assert state.phase == GAME_END and state.totals == (37, 2, 5)


def test_the_trigger_is_announced_during_the_round():
    state = position(3, [1, 2, 3, 4], start=A, teams=[[10, 9, 8, 7, 6], [], []])
    state = nominate(state, (A, 1), (B, 1))
    state = nominate(state, (C, 2))  # A and B collide on #1; C gains the 2, A's team is still 5
    assert not state.triggered
    view = GAME.view(state, None)
    assert not view["last_round"] and "Last round" not in str(view["status"])
    state = position(3, [1, 2, 3, 4], start=A, teams=[[10, 9, 8, 7, 6], [], []])
    state = nominate(state, (A, 1), (B, 2), (C, 2))  # A's single makes 6 cards; B and C still draw
    view = GAME.view(state, None)
    assert state.phase == LOTTERY and view["last_round"] and str(view["status"]).startswith("Last round!")


def test_d9_a_team_can_jump_from_five_to_seven():
    state = position(3, [1, 2, 3, 4], start=A, teams=[[], [10, 9, 8, 7, 6], []], deck=[5, 5])
    state = nominate(state, (A, 4), (B, 4), (C, 1))
    assert not state.triggered
    state = draw(state, A)  # A wins the 4; B, alone, gains the 2 and the 3 at once
    assert teams(state)[B] == [2, 3, 6, 7, 8, 9, 10]
    assert state.triggered and state.phase == GAME_END and ("trigger", B) in state.events


def test_d9_exactly_from_five_to_seven_with_the_seven_card_end():
    state = position(3, [1, 2, 3, 4], start=A, teams=[[], [10, 9, 8, 7, 6], []], deck=[5, 5],
                     options={"end_team_size": 7})
    state = nominate(state, (A, 4), (B, 3), (C, 3))
    assert not state.triggered
    state = draw(state, B)  # B wins the 3 (6 cards, below 7); C alone takes the 1 and 2
    assert not state.triggered and state.phase == ROUND_END
    state = position(3, [1, 2, 3, 4], start=A, teams=[[], [], [10, 9, 8, 7, 6]], deck=[5, 5],
                     options={"end_team_size": 7})
    state = nominate(state, (A, 4), (B, 4), (C, 3))
    state = draw(state, A)  # A wins the 4; B, alone, takes the 1 and the 2
    assert teams(state)[C] == [3, 6, 7, 8, 9, 10] and not state.triggered
    state = position(3, [1, 2, 3, 4], start=A, teams=[[], [], [10, 9, 8, 7, 6]], deck=[5, 5, 5, 5],
                     options={"end_team_size": 7})
    state = nominate(state, (A, 4), (B, 4), (C, 4))
    state = draw(state, A)  # A wins the 4; B and C (two left) nominate again
    state = nominate(state, (B, 1), (C, 1))
    state = draw(state, B)  # a pair of 5s in the first draw: B wins the 1, C alone takes 2 and 3
    assert len(teams(state)[C]) == 7 and state.triggered and state.phase == GAME_END


def test_d10_match_end_shared_win():
    state = _game_end(totals=(96, 88, 80), a_team=[9])  # A +9, B +17, C +19
    assert state.totals == (105, 105, 99) and state.phase == OVER
    result = GAME.result(state)
    assert result["winners"] == [A, B] and "share" in str(result["summary"])
    assert [str(cell) for cell in result["breakdown"]["rows"][-1]] == ["Total", "105", "105", "99"]


def test_d10_match_end_highest_total_wins():
    state = _game_end(totals=(96, 88, 80), a_team=[8])
    assert state.totals == (104, 105, 99) and state.phase == OVER
    assert GAME.result(state)["winners"] == [B]


def test_d10_nobody_at_100_plays_another_game():
    state = _game_end(totals=(50, 60, 70), a_team=[9])
    assert state.phase == GAME_END and GAME.result(state)["winners"] == []
    seat = GAME.to_move(state)[0]
    nxt = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    assert nxt.game_no == 2 and nxt.phase == NOMINATE and all(t == () for t in nxt.teams)
    assert nxt.totals == (59, 77, 89) and nxt.start == (state.start + 1) % 3


def _game_end(totals, a_team):
    """The end of a game with B holding 10+7 and C 10+9, and A's team as given."""
    state = position(3, [1, 2, 3, 4], start=A, teams=[a_team, [10, 7], [10, 9]], totals=totals)
    return flow.end_game(state)


def test_d11_scoring_sums_the_numbers():
    state = position(3, [1, 2, 3, 4], start=A, teams=[[10, 9, 7, 4, 2], [], []])
    state = nominate(state, (A, 1), (B, 3), (C, 4))  # A gains the 1: 6 cards, last round; C takes #2 too
    assert teams(state)[A] == [1, 2, 4, 7, 9, 10]
    assert state.sheet[-1][A] == 33


def test_d12_blocking_with_a_held_number_discards_both():
    state = position(3, [9, 1, 2, 3], start=A, teams=[[9], [], []], deck=[5, 5])
    state = nominate(state, (A, 1), (B, 1), (C, 2))
    state = draw(state, A)
    assert teams(state)[A] == []
    assert numbers(state.discard[-2:]) == [9, 9]
