"""Normal's auction: bids near what the hand takes, goals it can reach, doubles of goals out of reach."""

from tabletop.engine.game import Move
from tabletop.games.wysiwyg import auction, bidding, strategy
from tabletop.games.wysiwyg.moves import perform
from tabletop.games.wysiwyg.state import MAX_MARKS, OVER, new_match

from wysiwyg_helpers import play, position

STRONG = ["A♠", "K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "A♥", "K♥", "A♦", "K♦", "A♣", "Q♣"]
SUPER = ["A♠", "K♠", "Q♠", "J♠", "A♥", "K♥", "Q♥", "J♥", "A♦", "K♦", "Q♦", "J♦", "A♣"]


def highest_goal(state, seat):
    return bidding.most_to_bid(state, seat) + state.bases[seat]


def test_a_strong_hand_reaches_for_a_higher_goal_than_a_weak_one_and_both_stay_within_40():
    state = position(hands={0: STRONG})
    strong, weak = highest_goal(state, 0), highest_goal(state, 1)
    assert bidding.expected_marks(state, 0) > bidding.expected_marks(state, 1) + 15
    assert 30 <= strong <= MAX_MARKS and 0 <= weak <= 15
    even = position()  # two hands of the same value: a goal near half the marks, as declarer a little more
    assert highest_goal(even, 0) == highest_goal(even, 1) and 15 <= highest_goal(even, 0) <= 22


def test_normal_never_bids_a_goal_above_40_however_high_the_opponent_goes():
    opened = play(position(hands={1: SUPER}, dealer=0), "pass")
    for bid in range(0, auction.highest_bid(opened, 1) + 1):  # as high as North's goals go
        state = play(opened, f"bid {bid}") if bid else opened
        if state.turn != 0:
            continue
        move, _ = strategy.choose(state, 0, "normal")
        assert move.kind != "bid" or move.get("number") + state.bases[0] <= MAX_MARKS


def test_normal_bids_only_goals_it_makes_often_and_makes_most_of_its_contracts():
    calls, sheet = 0, []
    for seed in range(20):
        state = new_match(seed)
        while state.phase != OVER:
            move, _ = strategy.choose(state, state.turn, "normal")
            if move.kind == "bid":
                goal = move.get("number") + state.bases[state.turn]
                assert goal <= MAX_MARKS
                assert bidding.make_chance(bidding.expected_marks(state, state.turn), goal) >= bidding.BID_CHANCE
                calls += 1
            state = perform(state, state.turn, move)
        sheet += state.sheet
    made = sum(row[7] for row in sheet) / len(sheet)
    assert calls > len(sheet) and made >= 0.6   # the bidding before the fit made 51 % over these seeds


def test_normal_lets_a_reachable_goal_stand_and_redoubles_a_safe_one():
    opened = play(position(), "bid 0")  # equal hands: South's goal is its base of 10, half what it expects
    assert opened.turn == 1 and strategy.choose(opened, 1, "normal")[0] != Move.of("double")
    doubled = play(opened, "double")
    assert strategy.choose(doubled, 0, "normal")[0] == Move.of("redouble")
