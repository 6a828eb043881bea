"""The digest's worked examples S1-S7 and E1-E15, each checked through the engine."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.tricks import winner
from tabletop.games.wysiwyg.game import GAME
from tabletop.games.wysiwyg.play import score_hand
from tabletop.games.wysiwyg.state import (AUCTION, DISPLAY, MAX_MARKS, OVER, PLAY, TRUMP, base_scores, evaluation,
                                          failure_points, hand_score)

from wysiwyg_helpers import S1, cards, play, position


def test_s1_evaluation():
    assert evaluation(cards(*S1)) == 16


def test_s2_base_scores():
    assert base_scores((11, 15)) == (6, 14)


def test_s3_goal_is_the_final_bid_plus_the_declarers_base():
    state = position()
    state = state.__class__(**{**state.__dict__, "bases": (6, 14), "turn": 0})
    assert play(state, "bid 11", "pass").goal == 17
    assert play(state, "bid 11", "double", "pass").goal == 17
    assert play(state, "bid 11", "bid 12", "pass").goal == 26
    assert play(state, "bid 11", "bid 12", "double", "pass").goal == 26


@pytest.mark.parametrize("marks,goal,base,mult,expected", [
    (19, 17, 6, 1, (True, 13)),    # S4
    (18, 24, 13, 1, (False, 25)),  # S5
    (20, 18, 8, 2, (True, 24)),    # E7
    (17, 17, 6, 1, (True, 11)),    # E9
    (3, -4, -4, 1, (True, 7)),     # E10
    (19, 20, 8, 4, (False, 8)),    # E8 redoubled, short by one
    (17, 20, 8, 2, (False, 20)),   # E8 doubled, short by three
])
def test_scoring_examples(marks, goal, base, mult, expected):
    assert hand_score(marks, goal, base, mult) == expected


def test_s6_failure_scale():
    assert [failure_points(s) for s in (1, 2, 3, 4)] == [2, 5, 10, 15]


def test_s7_and_e11_marks():
    assert MAX_MARKS == 13 + 24 + 3 == 40
    assert 7 * 1 + 9 * 2 + 3 == 28


def test_e1_longest_suit_counted_once():
    assert evaluation(cards("9♠", "8♠", "7♠", "6♠", "5♥", "4♥", "3♥", "2♥", "J♦", "10♦", "9♦", "4♣", "3♣")) == 4


def test_e2_equal_bases_the_non_dealer_calls_first():
    hand = ["A♠", "K♠", "Q♠", "J♠", "A♥", "K♥", "Q♥", "5♦", "4♦", "3♦", "6♣", "5♣", "4♣"]
    other = ["A♦", "K♦", "Q♦", "J♦", "A♣", "K♣", "Q♣", "5♠", "4♠", "3♠", "6♥", "5♥", "4♥"]
    for dealer in (0, 1):
        state = position(hands={0: hand, 1: other}, dealer=dealer)
        assert state.evals == (16, 16) and state.bases == (10, 10)
        assert state.turn == 1 - dealer


def test_e3_negative_base():
    assert base_scores((5, 23)) == (-8, 28)


def test_e4_two_passes_the_opener_declares_at_zero():
    state = position()
    opener = state.turn
    after = play(state, "pass", "pass")
    assert after.phase == TRUMP and after.declarer == opener and after.bid == 0
    assert after.goal == after.bases[opener]


def test_e5_pass_double_redouble():
    state = position()
    opener = state.turn
    after = play(state, "pass", "double", "redouble")
    assert after.phase == TRUMP and after.declarer == opener and after.bid == 0 and after.mult == 4


def test_e6_legality_after_a_bid_of_12():
    state = play(position(), "bid 12")
    seat = state.turn
    legal = set(GAME.legal_moves(state, seat))
    assert Move.of("bid", number=12) not in legal and Move.of("bid", number=13) in legal
    assert Move.of("pass") in legal and Move.of("double") in legal
    with pytest.raises(IllegalMove, match="Your bid must be higher than 12."):
        GAME.apply(state, seat, Move.of("bid", number=12))
    doubled = play(state, "double")
    with pytest.raises(IllegalMove, match="no more bids"):
        GAME.apply(doubled, doubled.turn, Move.of("bid", number=14))
    assert {m.kind for m in GAME.legal_moves(doubled, doubled.turn)} == {"pass", "redouble"}


def trick_winner(trump, lead, follow):
    return winner(((0, cards(lead)[0]), (1, cards(follow)[0])), trump)


def test_e12_trick_winners():
    hearts, spades = 2, 3
    assert trick_winner(hearts, "K♠", "2♥") == 1
    assert trick_winner(hearts, "K♠", "A♦") == 0
    assert trick_winner(None, "2♠", "A♥") == 0
    assert trick_winner(spades, "K♠", "A♠") == 1


def test_e13_must_follow():
    state = position(hands={0: ["3♠", "A♥", "2♥", "9♥", "A♣", "K♣", "Q♣", "5♣", "K♦", "Q♦", "8♦", "4♦", "2♦"],
                            1: ["K♠"]}, moves=["pass", "pass", "trump ♥", "play K♠"])
    assert state.phase == PLAY and state.turn == 0
    assert [m.get("card") for m in GAME.legal_moves(state, 0)] == list(cards("3♠"))
    with pytest.raises(IllegalMove, match="You must follow ♠."):
        GAME.apply(state, 0, Move.of("play", card=cards("A♥")[0]))


def play_out(state, choose=lambda moves: moves[0]):
    """Play the hand to its end with a fixed choice, recording the state after each move."""
    seen = [state]
    hand_no = state.hand_no
    while state.phase != OVER and state.hand_no == hand_no:
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, choose(GAME.legal_moves(state, seat)))
        seen.append(state)
    return seen


def test_e14_the_stock_runs_out_after_the_draw_following_trick_12():
    state = play(position(), "pass", "pass", "trump ♠")
    assert len(state.stock) == 24 and len(state.display) == 2
    seen = play_out(state)
    displays = {s.trick_no: (len(s.stock), len(s.display)) for s in seen if s.phase == PLAY and not s.trick}
    assert displays[2] == (22, 2) and displays[13] == (0, 2)
    assert displays[14] == (0, 0) and all(displays[t] == (0, 0) for t in range(14, 27))
    assert sum(1 for s in seen if s.phase == DISPLAY) == 13


def test_e15_match_ends_at_50():
    state = play(position(scores=[45, 30]), "pass", "pass")
    declarer = state.declarer
    # A finished hand where the declarer made a goal exactly and scores 5 (45 -> 50).
    done = state.__class__(**{**state.__dict__, "bid": 0, "bases": (0, 20) if declarer == 0 else (20, 0),
                              "piles": ((0,) * 5, (1,) * 35) if declarer == 0 else ((0,) * 35, (1,) * 5),
                              "trump": 0, "phase": PLAY, "trick_no": 26})
    if declarer == 1:
        done = done.__class__(**{**done.__dict__, "scores": (30, 45)})
    over = score_hand(done)
    assert over.phase == OVER and max(over.scores) == 50 and GAME.result(over)["winners"] == [declarer]


def call_kinds(state):
    """The kinds of legal calls, and the lowest and highest bid allowed."""
    moves = GAME.legal_moves(state, state.turn)
    bids = [m.get("number") for m in moves if m.kind == "bid"]
    return {m.kind for m in moves}, (min(bids), max(bids)) if bids else None


@pytest.mark.parametrize("calls,kinds,bids", [   # both bases 10: bids go up to a goal of 40, a bid of 30
    ([], {"bid", "pass"}, (0, 30)),                                  # the very first call
    (["pass"], {"bid", "pass", "double"}, (1, 30)),                   # an opening pass stands as 0
    (["bid 12"], {"bid", "pass", "double"}, (13, 30)),
    (["bid 12", "bid 20"], {"bid", "pass", "double"}, (21, 30)),
    (["bid 12", "double"], {"pass", "redouble"}, None),               # only the doubled player answers
    (["pass", "double"], {"pass", "redouble"}, None),
    (["bid 29"], {"bid", "pass", "double"}, (30, 30)),
    (["bid 30"], {"pass", "double"}, None),                          # no goal above 40 to bid
])
def test_the_auction_table(calls, kinds, bids):
    state = play(position(), *calls)
    assert state.phase == AUCTION
    assert call_kinds(state) == (kinds, bids)


@pytest.mark.parametrize("calls,declarer_is_opener,bid,mult", [
    (["pass", "pass"], True, 0, 1),
    (["bid 12", "pass"], True, 12, 1),
    (["bid 12", "bid 13", "pass"], False, 13, 1),
    (["bid 12", "double", "pass"], True, 12, 2),
    (["bid 12", "bid 13", "double", "redouble"], False, 13, 4),
])
def test_how_an_auction_ends(calls, declarer_is_opener, bid, mult):
    state = position()
    opener = state.turn
    after = play(state, *calls)
    assert after.phase == TRUMP and after.turn == after.declarer
    assert (after.declarer == opener) == declarer_is_opener and after.bid == bid and after.mult == mult
