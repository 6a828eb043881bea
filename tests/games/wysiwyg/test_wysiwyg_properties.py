"""Seeded random matches: every card stays in play once, hands hold 40 marks, scores add up, saves replay."""

import pytest
import yaml

from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.saves import SaveError, match_from_dict, match_to_dict
from tabletop.games.wysiwyg.state import MAX_MARKS, card_places


def sober_choice(moves, rng):
    """Random play, but bids kept low so matches last several hands."""
    low = [m for m in moves if m.kind != "bid" or m.get("number") <= 12]
    return rng.choice(low or moves)


def random_match(seed, humans=False):
    kind = "human" if humans else "computer"
    match = Match.start("wysiwyg", [Player("Ann", kind), Player("Bob", kind)], {}, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over() and len(match.history) < 3000:
        seat = match.to_move()[0]
        move, rng = sober_choice(match.legal_moves(seat), rng)
        match.play(seat, move)
    return match


@pytest.mark.parametrize("seed", range(4))
def test_cards_marks_and_scores_stay_consistent(seed):
    match = random_match(seed)
    assert match.is_over()
    for state in match.states:
        everywhere = [c for cards in card_places(state).values() for c in cards]
        assert sorted(everywhere) == list(range(52))
        assert sum(len(p) for p in state.piles) <= MAX_MARKS
        if state.phase == "play" and not state.trick:  # between tricks: 13 each in the first half
            assert [len(h) for h in state.hands] == [max(0, 13 - max(0, state.trick_no - 14))] * 2
    scored = [e for s in match.states for e in s.events if e[0] == "score"]
    final = match.state
    assert len(scored) == len(final.sheet) >= 1
    totals = [0, 0]
    for row in final.sheet:
        totals[row[8]] += row[9]
    assert tuple(totals) == final.scores and max(final.scores) >= 50
    hands_with_40 = [s for s in match.states if s.trick_no == 26 and not s.trick and s.phase == "play"]
    for state in hands_with_40:
        assert sum(len(p) for p in state.piles) + 3 == MAX_MARKS  # before the last trick's 3


def test_a_whole_match_replays_from_its_save():
    match = random_match(11, humans=True)
    data = yaml.safe_load(yaml.safe_dump(match_to_dict(match), allow_unicode=True))
    assert match_from_dict(data).state == match.state


def test_a_save_with_an_edited_card_or_call_is_refused_naming_the_move():
    match = random_match(12, humans=True)
    data = match_to_dict(match)
    plays = [i for i, m in enumerate(data["moves"]) if m["move"]["kind"] == "play"]
    edited = yaml.safe_load(yaml.safe_dump(data, allow_unicode=True))
    index = plays[5]
    card = edited["moves"][index]["move"]["card"]
    edited["moves"][index]["move"]["card"] = (card + 13) % 52
    with pytest.raises(SaveError, match=f"move {index + 1}"):
        match_from_dict(edited)
    calls = [i for i, m in enumerate(data["moves"]) if m["move"]["kind"] == "bid"]
    edited = yaml.safe_load(yaml.safe_dump(data, allow_unicode=True))
    edited["moves"][calls[0]]["move"] = {"kind": "redouble"}
    with pytest.raises(SaveError, match=f"move {calls[0] + 1}"):
        match_from_dict(edited)
