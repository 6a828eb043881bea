"""A hand's flow: the display choice, marks and discards, the second half, the last trick, the next deal."""

import pytest

from tabletop.engine.game import IllegalMove, MalformedMove, Move
from tabletop.games.wysiwyg.game import GAME
from tabletop.games.wysiwyg.state import DISPLAY, HAND_END, MAX_MARKS, OVER, PLAY

from wysiwyg_helpers import cards, play, position

TRICK_SETUP = dict(hands={0: ["3♥", "A♥", "2♥", "9♥", "A♣", "K♣", "Q♣", "5♣", "K♦", "Q♦", "8♦", "4♦", "2♦"],
                          1: ["K♠"]}, stock=["Q♥", "7♠"], moves=["pass", "pass", "trump ♥", "play K♠", "play 2♥"])


def test_the_winner_keeps_his_own_card_as_a_mark_and_discards_the_other():
    state = position(**TRICK_SETUP)
    assert state.phase == DISPLAY and state.turn == 0 and state.taker == 0
    assert state.piles == (cards("2♥"), ()) and state.discard == cards("K♠")
    assert state.display == cards("Q♥", "7♠")


def test_the_winner_takes_a_display_card_and_the_loser_gets_the_other_in_sight_of_both():
    state = play(position(**TRICK_SETUP), "take Q♥")
    assert cards("Q♥")[0] in state.hands[0] and cards("7♠")[0] in state.hands[1]
    assert state.known == (cards("Q♥"), cards("7♠"))
    assert len(state.hands[0]) == len(state.hands[1]) == 13
    assert state.phase == PLAY and state.turn == 0 and state.trick_no == 2 and len(state.display) == 2
    public = GAME.view(state, None)
    assert [c["label"] for c in public["hands"][1]["known"]] == ["7♠"] and public["hand"] == []
    assert GAME.view(state, 1)["hands"][0]["known"][0]["label"] == "Q♥"


def test_a_display_card_not_shown_is_refused():
    state = position(**TRICK_SETUP)
    with pytest.raises(IllegalMove, match="not in the display"):
        GAME.apply(state, 0, Move.of("take", card=cards("A♠")[0]))
    with pytest.raises(IllegalMove, match="display card"):
        GAME.apply(state, 0, Move.of("play", card=cards("A♥")[0]))


def whole_hand(seed=3):
    """Every state of the first hand of a seeded match played with the first legal move each time."""
    state = GAME.new_state(2, {}, seed)
    seen = [state]
    while state.hand_no == 1 and state.phase != OVER:
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
        seen.append(state)
    return seen


def test_second_half_tricks_give_two_marks_and_the_last_three():
    seen = whole_hand()
    last = [s for s in seen if s.hand_no == 1][-1]
    marks = [sum(len(p) for p in s.piles) for s in seen if s.hand_no == 1 and s.phase == PLAY and not s.trick]
    assert marks[:13] == list(range(13))         # one mark per first-half trick (before each lead)
    assert marks[13:] == list(range(13, 38, 2))  # then two per trick, 37 before the last
    assert sum(len(p) for p in last.piles) == MAX_MARKS and len(last.discard) == 12  # one discard became a mark


def test_the_last_trick_takes_a_discard_and_the_marks_total_40():
    seen = whole_hand(5)
    before = [s for s in seen if s.hand_no == 1 and s.trick_no == 26 and len(s.trick) == 1][0]
    seat = GAME.to_move(before)[0]
    after = GAME.apply(before, seat, GAME.legal_moves(before, seat)[0])
    row = after.sheet[-1]
    declarer_marks = row[6]
    taker = next(e[1] for e in after.events if e[0] == "trick")
    before_marks = [len(p) for p in before.piles]
    assert before_marks[0] + before_marks[1] == 37
    gained = 3
    expected = before_marks[row[1]] + (gained if taker == row[1] else 0)
    assert declarer_marks == expected


def test_scoring_goes_to_one_player_and_the_next_hand_is_dealt_by_the_other():
    seen = whole_hand(7)
    final = seen[-1]
    first = seen[0]
    if final.phase != OVER:
        assert final.hand_no == 2 and final.dealer == 1 - first.dealer and final.phase == "auction"
        assert len(final.stock) == 26 and all(len(h) == 13 for h in final.hands) and final.piles == ((), ())
    row = final.sheet[0]
    assert sorted(final.scores) == sorted((0, row[9]))


def test_dealer_of_hand_one_comes_from_the_seed():
    dealers = {GAME.new_state(2, {}, seed).dealer for seed in range(20)}
    assert dealers == {0, 1}
    assert GAME.new_state(2, {}, 4) == GAME.new_state(2, {}, 4)


def test_misshapen_moves_are_refused_before_anything_changes():
    state = GAME.new_state(2, {}, 1)
    for bad in (Move.of("bid"), Move.of("bid", number="3"), Move.of("play", card=1.0), Move.of("shuffle")):
        with pytest.raises(MalformedMove):
            GAME.apply(state, state.turn, bad)


def test_only_goals_a_hand_can_make_are_offered_and_a_higher_bid_says_why():
    for seed in range(30):  # bases from far below 10 to far above: each caller's bids end at a goal of 40
        state = GAME.new_state(2, {}, seed)
        seat = state.turn
        bids = [m.get("number") for m in GAME.legal_moves(state, seat) if m.kind == "bid"]
        assert bids == list(range(0, MAX_MARKS - state.bases[seat] + 1))
        assert [b["n"] for b in GAME.view(state, 1 - seat)["auction"]["bids"]] == bids  # the box offers them all
        assert all(b["goal"] == b["n"] + state.bases[seat] for b in GAME.view(state, seat)["auction"]["bids"])
    state = play(position(), "bid 12")
    with pytest.raises(IllegalMove, match="goal of 41, more than the 40 marks a hand holds: bid at most 30"):
        GAME.apply(state, state.turn, Move.of("bid", number=31))


def test_first_call_may_not_be_a_double():
    state = GAME.new_state(2, {}, 1)
    with pytest.raises(IllegalMove, match="no bid to double"):
        GAME.apply(state, state.turn, Move.of("double"))
    with pytest.raises(IllegalMove, match="only redouble"):
        GAME.apply(state, state.turn, Move.of("redouble"))


def test_a_bid_for_all_40_marks_leaves_pass_and_double():
    state = play(position(), "bid 30")
    assert {m.kind for m in GAME.legal_moves(state, state.turn)} == {"pass", "double"}
    assert GAME.legal_moves(position(), position().turn)[-1] == Move.of("pass")


def to_hand_end(seed=3):
    """A seeded match played with the first legal move each time, up to its first scored hand."""
    state = GAME.new_state(2, {}, seed)
    while state.phase not in (HAND_END, OVER):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    return state


def test_a_scored_hand_stays_in_sight_until_the_next_dealer_deals():
    seeds = [seed for seed in range(12) if to_hand_end(seed).phase == HAND_END]
    assert seeds, "some first hand does not end the match"
    state = to_hand_end(seeds[0])
    dealer = state.dealer
    assert state.hand_no == 1 and state.turn == 1 - dealer and len(state.last_trick) == 2
    assert sum(len(p) for p in state.piles) == MAX_MARKS and len(state.sheet) == 1  # trick 26 and its marks
    assert GAME.legal_moves(state, state.turn) == [Move.of("next_hand")] and GAME.legal_moves(state, dealer) == []
    assert not GAME.table.private_decision(state, state.turn)  # dealing needs no hand: no curtain
    shown = GAME.view(state, None)
    assert shown["trick"]["taken"] and shown["trick"]["winner"] == state.taker
    panel = shown["hand_end"]
    assert panel["hand"] == 1 and panel["scorer"] == state.sheet[0][8] and len(panel["totals"]) == 2
    assert str(panel["points"]).endswith(f"{state.sheet[0][9]}.")  # "… scores (8 − 1) × 5 = 35."
    with pytest.raises(IllegalMove, match="the next one is dealt first"):
        GAME.apply(state, state.turn, Move.of("pass"))
    dealt = GAME.apply(state, state.turn, Move.of("next_hand"))
    assert dealt.hand_no == 2 and dealt.phase == "auction" and dealt.dealer == 1 - dealer
    assert GAME.view(dealt, None)["hand_end"] is None and dealt.sheet == state.sheet


def test_the_sum_the_panel_shows_is_the_rules_sum():
    from tabletop.games.wysiwyg.view import failed_sum, made_sum
    assert made_sum(19, 6, 1) == "19 − 6 = 13"            # S4
    assert made_sum(20, 8, 2) == "(20 − 8) × 2 = 24"      # E7
    assert made_sum(3, -4, 1) == "3 + 4 = 7"              # E10
    assert failed_sum(6, 1) == "(6 − 1) × 5 = 25"         # S5
    assert failed_sum(1, 4) == "2 × 4 = 8" and failed_sum(3, 2) == "(3 − 1) × 5 × 2 = 20"  # E8
    assert failed_sum(1, 1) == "2"


def test_two_computer_seats_go_on_past_the_end_of_a_hand():
    from tabletop.engine.match import COMPUTER, Match, Player
    for seed in range(12):
        match = Match.start("wysiwyg", [Player("A", COMPUTER, "easy"), Player("B", COMPUTER, "easy")], {}, seed)
        match.play_computers(2000)
        if len(match.state.sheet) > 1:
            assert any(p.move.kind == "next_hand" for p in match.history)
            return
    raise AssertionError("no seeded match went past its first hand")
