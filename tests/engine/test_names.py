"""Player names: cleaned once, when a Player is made, so every match, save and screen gets a drawable name."""

import pytest
import yaml

from tabletop.engine.match import Match, Player
from tabletop.engine.names import MAX_NAME, clean_name
from tabletop.engine.saves import match_from_dict, match_to_dict

DIRTY = {
    "NUL": ("Bo\x00b", "Bob"),
    "zero width": ("\u200bAnn\u200d\ufeff", "Ann"),
    "RTL override": ("\u202eevE\u202c", "evE"),
    "controls": ("\x07\x1b[31mRed\x7f", "[31mRed"),
    "line breaks and tabs": ("  Jo\t\tAnn\r\nSmith \u2028 ", "Jo Ann Smith"),
    "surrogate, private, unassigned": ("Z\ud800o\ue000e\u0378", "Zoe"),
    "very long": ("x" * 1_000_000, "x" * MAX_NAME),
    "long then spaces": ("a" * 23 + "   b", "a" * 23),
    "only invisible": ("\u200b\u200b\x00 \t", ""),
    "marks with no letter": ("\ufe0f\u0301 Eve\u0301", "Eve\u0301"),
}
KEPT = ["Ann-Marie O'Neil", "José", "李小龍", "Zoë 🎲", "Ω"]


@pytest.mark.parametrize("raw,clean", DIRTY.values(), ids=DIRTY.keys())
def test_dirty_names_are_cleaned(raw, clean):
    assert clean_name(raw) == clean
    assert clean_name(clean) == clean  # cleaning twice changes nothing (saves clean again on load)


@pytest.mark.parametrize("name", KEPT)
def test_ordinary_names_are_kept(name):
    assert clean_name(name) == name


@pytest.mark.parametrize("raw", [None, 7, 1.5, True, b"Bob", ["Bob"], {"n": "Bob"}, object()])
def test_names_that_are_not_text_become_empty(raw):
    assert clean_name(raw) == ""


def test_players_hold_clean_names_and_stay_frozen():
    player = Player("\x00Red\u202e\n", "computer")
    assert player.name == "Red" and player.is_computer
    assert Player(None).name == "" and Player(["x"]).name == ""
    with pytest.raises(AttributeError):
        player.name = "\x00"


def test_a_match_shows_clean_names_or_the_seat_name():
    match = Match.start("army_ants", [Player("\u200b\x00"), Player("B\x00ob\t" + "!" * 100)], {}, 3)
    assert match.players[0].name == "" and match.player_name(0) == match.game.seat_name(0)
    assert match.players[1].name == "Bob " + "!" * (MAX_NAME - 4)
    assert match.player_name(1) == match.players[1].name


def test_a_hand_edited_save_loads_with_clean_names():
    match = Match.start("army_ants", [Player("A"), Player("B")], {}, 3)
    match.play_computers(5)
    data = yaml.safe_load(yaml.safe_dump(match_to_dict(match), allow_unicode=True))
    data["players"][0]["name"] = "\u202e" + "Z" * 1_000_000
    data["players"][1]["name"] = "Eve\x00\u200d\ufeff\r\nX"
    loaded = match_from_dict(data)
    assert [p.name for p in loaded.players] == ["Z" * MAX_NAME, "Eve X"]
    again = match_from_dict(yaml.safe_load(yaml.safe_dump(match_to_dict(loaded), allow_unicode=True)))
    assert again.players == loaded.players and again.state == match.state
