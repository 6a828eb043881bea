"""The rules digest's worked examples S1-S4 and E1-E12, played through the engine."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.three_kings import GAME
from tabletop.games.three_kings.deck import JOKER, deck, is_king, rank, value
from tabletop.games.three_kings.moves import is_set
from tabletop.games.three_kings.positions import move_from_ranks, position
from tabletop.games.three_kings.state import OVER, king_count


def ranks(cards):
    return sorted(rank(c) for c in cards)


def kinds(state, seat=None):
    return {m.kind for m in GAME.legal_moves(state, state.turn if seat is None else seat)}


def play(state, **step):
    return GAME.apply(state, state.turn, move_from_ranks(state, step))


def card(r, copy=0):
    """A card id of rank r (copy 0 or 1 of the suit)."""
    return (r - 1) + 13 * copy


@pytest.mark.parametrize("cards", [(4, 8, 12), (1, 5, 6), (6, 5, 11), (9, 4, 5), (6, 6, 12)])
def test_s1_s2_e1_e2_sets_where_two_add_up_to_the_third(cards):
    ids = [card(cards[0]), card(cards[1], 1), card(cards[2], 2)]
    assert is_set(*ids)


def test_s1_a_set_made_by_hand_card_and_two_field_cards():
    state = position(hands=[["4", "2", "3", "7", "9"], ["A"] * 1 + ["2", "3", "5"]], field=["8", "Q", "10"])
    after = play(state, kind="set", hand="4", field=["8", "Q"])
    assert ranks(after.sets[0][0]) == [4, 8, 12]
    assert ranks(after.field) == [10]


def test_s2_hand_card_as_an_addend():
    state = position(hands=[["6", "2", "3", "7", "9"], ["A", "2", "3", "5"]], field=["5", "J"])
    assert "set" in kinds(state)
    after = play(state, kind="set", hand="6", field=["5", "J"])
    assert ranks(after.sets[0][0]) == [5, 6, 11]


def test_e3_no_set_means_a_discard():
    state = position(hands=[["7", "7", "7", "10", "10"], ["A", "2", "3", "4"]], field=["3", "5"])
    assert kinds(state) == {"discard"}


def test_e4_kings_are_never_in_a_set_and_never_discarded():
    state = position(hands=[["K", "2", "2", "2", "2"], ["A", "3", "4", "6"]], field=["5", "5"])
    assert not is_set(state.hands[0][-1], *state.field)
    moves = GAME.legal_moves(state, 0)
    assert all(m.get("card") != state.hands[0][-1] for m in moves)
    with pytest.raises(IllegalMove, match="Kings can never be discarded"):
        GAME.apply(state, 0, Move.of("discard", card=state.hands[0][-1]))


def test_e5_a_king_play_adds_two_kings_and_no_draw():
    state = position(hands=[["2", "4", "6", "8"], ["A", "3", "5", "7"]], field=["K", "10"],
                     stock=["K", "9", "9"], draw=True)
    assert len(state.hands[0]) == 5 and king_count(state, 0) == 1  # drew the King
    stock = len(state.stock)
    after = play(state, kind="king", hand="K", field="K")
    assert king_count(after, 0) == 2 and len(after.hands[0]) == 6  # start 4: draw +1, play -1, take +2
    assert len(after.stock) == stock - 1  # only the next player's draw
    assert len(after.known[0]) == 2


def test_e6_s3_refill_after_the_extra_draw_takes_its_kings_and_can_end_the_game():
    state = position(hands=[["Q", "K", "2", "2", "4"], ["A", "3", "5", "7"]], field=["3", "9"],
                     stock=["6", "K", "2", "joker", "7", "8"])
    after = play(state, kind="set", hand="Q", field=["3", "9"])
    assert after.phase == OVER and after.ended == "kings"
    assert king_count(after, 0) == 3 and JOKER in after.hands[0]
    assert ranks(after.field) == [2, 7]
    assert rank(after.hands[0][0]) == 2 and 6 in ranks(after.hands[0])  # the extra draw came first


def test_e6_refill_kings_go_to_the_hand_and_the_game_goes_on_with_two():
    state = position(hands=[["Q", "2", "2", "4", "4"], ["A", "3", "5", "7"]], field=["3", "9"],
                     stock=["6", "K", "2", "joker", "7", "8"])
    after = play(state, kind="set", hand="Q", field=["3", "9"])
    assert after.phase != OVER and king_count(after, 0) == 2 and len(after.known[0]) == 2
    assert ranks(after.field) == [2, 7] and after.turn == 1


def test_d5_a_refill_of_only_kings_turns_up_again():
    state = position(hands=[["Q", "2", "2", "4", "4"], ["A", "3", "5", "7"]], field=["3", "9"],
                     stock=["6", "K", "K", "K", "joker", "5", "6", "7", "8"], options={"end": "all_cards"})
    after = play(state, kind="set", hand="Q", field=["3", "9"])
    assert king_count(after, 0) == 4 and ranks(after.field) == [5, 6, 7, 8]


def test_e7_one_field_card_allows_no_set():
    state = position(hands=[["2", "4", "6", "8", "K"], ["A", "3", "5", "7"]], field=["K"])
    assert kinds(state) == {"discard", "king"}
    state = position(hands=[["2", "4", "6", "8", "10"], ["A", "3", "5", "7"]], field=["2"])
    assert kinds(state) == {"discard"}


def test_e8_hand_sizes_per_action():
    def fresh():
        return position(hands=[["3", "4", "7", "8"], ["A", "3", "5", "9"]], field=["10", "6", "K"],
                        stock=["J", "2", "5"], draw=True)
    assert len(fresh().hands[0]) == 5  # start 4, draw +1
    made = play(fresh(), kind="set", hand="4", field=["6", "10"])
    assert len(made.hands[0]) == 5  # set -1, extra draw +1: +1 on the turn
    kept = position(hands=[["3", "4", "7", "8"], ["A", "3", "5", "9"]], field=["Q", "Q", "K"],
                    stock=["J", "2", "5"], draw=True, options={"must_set": False})
    assert len(play(kept, kind="discard", card="3").hands[0]) == 4  # discard -1: +-0 on the turn
    royal = position(hands=[["3", "4", "7", "K"], ["A", "3", "5", "9"]], field=["Q", "Q", "K"],
                     stock=["J", "2", "5"], draw=True)
    assert len(play(royal, kind="king", hand="K", field="K").hands[0]) == 6  # +2 on the turn


def test_e9_the_three_winner_methods():
    sets = [[["4", "8", "Q"], ["A", "5", "6"]], [["6", "5", "J"]]]
    hands = [["K", "K", "joker", "2"], ["3", "7"]]
    high = position(hands=hands, sets=sets, field=["2"], rest=False)
    from dataclasses import replace
    from tabletop.games.three_kings.view import points, result, winners
    over = replace(high, phase=OVER, ended="kings")
    assert points(over, 0) == 51 and points(over, 1) == 22 and winners(over) == [0]
    low = replace(over, winner="low")
    assert points(low, 0) == 21 and winners(low) == [0]
    no_sets = replace(low, sets=(low.sets[0], ()))
    assert winners(no_sets) == [1]
    kings_game = replace(over, winner="kings")
    assert winners(kings_game) == [0] and "three Kings" in str(result(kings_game)["summary"])


def test_e10_three_kings_in_the_deal_end_the_game_at_once():
    for seed in range(3000):
        state = GAME.new_state(2, {}, seed)
        if state.phase == OVER and state.ended == "kings" and len(state.stock) == 41:
            break
    else:
        pytest.fail("no deal with three Kings in a hand among the seeds tried")
    assert any(king_count(state, s) >= 3 for s in range(2))
    assert all(len(h) == 4 for h in state.hands)  # nobody drew: the game ended on the deal


def test_e11_a_third_king_drawn_ends_the_game_before_playing():
    state = position(hands=[["K", "K", "2", "4"], ["A", "3", "5", "7"]], field=["6", "8"],
                     stock=["joker", "9"], draw=True)
    assert state.phase == OVER and king_count(state, 0) == 3
    assert GAME.legal_moves(state, 0) == [] and GAME.result(state)["winners"] == [0]


def test_e12_and_s4_deck_sizes():
    assert len(deck(2)) == 53 and sum(map(is_king, deck(2))) == 5
    assert len(deck(3)) == 79 and sum(map(is_king, deck(3))) == 7
    assert len(deck(4)) == 105 and sum(map(is_king, deck(4))) == 9
    for players, copies in ((3, 6), (4, 8)):
        for v in range(1, 13):
            assert sum(1 for c in deck(players) if value(c) == v) == copies
    state = GAME.new_state(3, {}, 4)
    if state.phase != OVER:
        assert len(state.stock) == 63 - 1  # 79 - 12 - 4, less the first player's draw
    assert len(set(deck(4))) == 105


def test_d2_must_set_can_be_switched_off():
    on = position(hands=[["4", "2", "2", "7", "9"], ["A", "3", "5", "6"]], field=["8", "Q"])
    assert kinds(on) == {"set"}
    off = position(hands=[["4", "2", "2", "7", "9"], ["A", "3", "5", "6"]], field=["8", "Q"],
                   options={"must_set": False})
    assert kinds(off) == {"set", "discard"}
    with pytest.raises(IllegalMove, match="You can make a set"):
        GAME.apply(on, 0, Move.of("discard", card=on.hands[0][0]))


def test_first_player_is_left_of_the_dealer():
    for seed in range(20):
        for players in (2, 3, 4):
            state = GAME.new_state(players, {}, seed)
            if state.phase != OVER:
                assert state.turn == (state.dealer + 1) % players
    assert len({GAME.new_state(2, {}, seed).dealer for seed in range(20)}) == 2
