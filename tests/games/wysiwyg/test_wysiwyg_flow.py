"""A hand's flow: the display choice, marks and discards, the second half, the last trick, the next deal."""

import pytest

from tabletop.engine.game import IllegalMove, MalformedMove, Move
from tabletop.games.wysiwyg.game import GAME
from tabletop.games.wysiwyg.state import DISPLAY, MAX_MARKS, OVER, PLAY

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


def test_a_bid_beyond_40_marks_asks_first():
    state = GAME.new_state(2, {}, 1)
    seat = state.turn
    high = 41 - state.bases[seat] if 41 - state.bases[seat] <= 99 else 99
    assert GAME.table.warning(state, seat, Move.of("bid", number=high))
    assert GAME.table.warning(state, seat, Move.of("bid", number=0)) is None or state.bases[seat] > 40


def test_first_call_may_not_be_a_double():
    state = GAME.new_state(2, {}, 1)
    with pytest.raises(IllegalMove, match="no bid to double"):
        GAME.apply(state, state.turn, Move.of("double"))
    with pytest.raises(IllegalMove, match="only redouble"):
        GAME.apply(state, state.turn, Move.of("redouble"))


def test_a_bid_of_99_leaves_pass_and_double():
    state = play(position(), "bid 99")
    assert {m.kind for m in GAME.legal_moves(state, state.turn)} == {"pass", "double"}
    assert GAME.legal_moves(position(), position().turn)[-1] == Move.of("pass")
