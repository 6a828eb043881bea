"""Saves from before a scored hand waited for its next deal (rules version 1) open at the same position: the
deal is made where those saves went straight on to the next hand's calls."""

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.wysiwyg.game import GAME


def match_into_hand(hand: int, seed: int = 2) -> Match:
    """Two computer seats' match, a few calls into `hand` (a seed whose match lasts that long)."""
    for tried in range(seed, seed + 30):
        match = Match.start("wysiwyg", [Player("Ann", COMPUTER, "easy"), Player("Bob", COMPUTER, "easy")], {}, tried)
        while not match.is_over() and not (match.state.hand_no == hand and len(match.state.calls) >= 2):
            match.play_computers(1)
        if not match.is_over():
            return match
    raise AssertionError(f"no seeded match reached hand {hand}")


def test_a_save_from_before_hands_waited_for_their_deal_opens_at_the_same_position():
    match = match_into_hand(3)
    data = match_to_dict(match)
    assert data["rules_version"] == GAME.rules_version == 2
    moves = [entry for entry in data["moves"] if entry["move"]["kind"] != "next_hand"]
    assert len(data["moves"]) - len(moves) == 2  # the deals of hands 2 and 3
    older = {**data, "rules_version": 1, "moves": moves, "move_count": len(moves)}
    loaded = match_from_dict(older)
    assert loaded.state == match.state and [p.move for p in loaded.history] == [p.move for p in match.history]


def test_a_save_of_these_rules_keeps_its_deals():
    match = match_into_hand(2)
    assert match_from_dict(match_to_dict(match)).state == match.state
