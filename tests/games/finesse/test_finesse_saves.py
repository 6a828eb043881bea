"""Saves from before the last trick played its last cards with the lead (rules version 1) open at the same
position: the follows they hold for it are the ones the lead now makes."""

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.finesse.game import GAME


def played_into_hand_two(seed: int = 3) -> Match:
    players = [Player(name, COMPUTER, "easy") for name in ("Ann", "Bob", "Cy", "Di")]
    match = Match.start("finesse", players, {"match": "standard"}, seed)
    while match.state.hand_no < 2 or match.state.trick_no < 2:
        match.play_computers(1)
    return match


def as_older_save(match: Match) -> dict:
    """The match's save as the earlier rules wrote it: each last trick's follows saved after its lead."""
    data = match_to_dict(match)
    moves = []
    for index, entry in enumerate(data["moves"]):
        moves.append(entry)
        before, after = match.states[index], match.states[index + 1]
        if before.trick_no == 13 and not before.trick and entry["move"]["kind"] != "next_hand":
            moves += [{"seat": e[1], "move": {"kind": "play", "card": e[2]}} for e in after.events if e[0] == "play"]
    return {**data, "rules_version": 1, "moves": moves, "move_count": len(moves)}


def test_a_save_from_before_the_last_trick_played_itself_opens_at_the_same_position():
    match = played_into_hand_two()
    older = as_older_save(match)
    assert GAME.rules_version == 2 and len(older["moves"]) == len(match.history) + 3  # hand 1's three follows
    loaded = match_from_dict(older)
    assert loaded.state == match.state and len(loaded.history) == len(match.history)
