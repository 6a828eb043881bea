"""Every worked example and derived case of the rules digest, checked against the engine."""

import pytest

from tabletop.games.dice_challenge.challenges import outcome
from tabletop.games.dice_challenge.dice import dice_sum, group_steps, straight_length, straight_steps
from tabletop.games.dice_challenge.positions import position
from tabletop.games.dice_challenge.scoring import colour_scores, final_result, seat_totals

RED, BLUE, GREEN, YELLOW = range(4)


@pytest.mark.parametrize("dice,length,steps", [
    ((2, 3, 4, 6, 6), 3, 1),            # 2-3-4 is a straight
    ((1, 3, 4, 6, 6), 4, 2),            # the 1 stands for 5: 3-4-5-6
    ((1, 1, 1, 1, 1), 5, 4),
    ((6, 6, 6, 6, 6), 1, 0),
    ((1, 1, 2, 5, 6), 5, 4),            # the 1s are 3 and 4
    ((1, 1, 2, 2, 6), 3, 1),
    ((2, 2, 4, 6, 6), 1, 0),
    ((1, 5, 5, 5, 5), 2, 0),
    ((1, 1, 5, 5, 5), 3, 1),
    ((2, 4, 6, 1, 3), 5, 4),
    ((2, 2, 3, 3, 3), 2, 0),
    ((2, 3, 4, 5, 6), 5, 4),
    ((1, 2, 3, 4, 5), 5, 4),
    ((3, 4, 5, 6, 6), 4, 2),
])
def test_straight_lengths_with_wild_ones(dice, length, steps):
    assert straight_length(dice) == length
    assert straight_steps(dice) == steps


@pytest.mark.parametrize("dice,steps", [
    ((2, 2, 2, 5, 6), 2),               # three of a kind
    ((3, 3, 5, 5, 6), 2),               # two pairs
    ((2, 2, 3, 3, 3), 3),               # pair + three
    ((1, 3, 4, 6, 6), 1),
    ((1, 1, 1, 1, 1), 5),               # five of a kind (1s are not wild, they are a group of 1s)
    ((6, 6, 6, 6, 6), 5),
    ((1, 1, 2, 5, 6), 1),               # the pair of 1s
    ((1, 1, 2, 2, 6), 2),
    ((2, 2, 4, 6, 6), 2),
    ((1, 5, 5, 5, 5), 3),               # four 5s; the single 1 does not join them
    ((1, 1, 5, 5, 5), 3),
    ((2, 4, 6, 1, 3), 0),
])
def test_group_steps_add_up_and_ones_are_not_wild(dice, steps):
    assert group_steps(dice) == steps


@pytest.mark.parametrize("dice,total", [
    ((1, 3, 4, 6, 6), 20), ((1, 1, 1, 1, 1), 5), ((6, 6, 6, 6, 6), 30), ((1, 1, 2, 5, 6), 15),
    ((1, 1, 2, 2, 6), 12), ((2, 2, 4, 6, 6), 20), ((1, 5, 5, 5, 5), 21), ((1, 1, 5, 5, 5), 17),
    ((2, 4, 6, 1, 3), 16)])
def test_sums_count_ones_as_one(dice, total):
    assert dice_sum(dice) == total


def test_sum_of_five_offers_neither_number_nor_max():
    state = position(dice=(1, 1, 1, 1, 1))
    assert not outcome(state, "number", RED).possible
    assert not outcome(state, "max", RED).possible
    assert "add up to 5" in str(outcome(state, "number", RED).text)


def test_thirty_reaches_max_square_thirty_for_twelve_points():
    found = outcome(position(dice=(6, 6, 6, 6, 6)), "max", RED)
    assert found.possible and found.end == 30 and found.points == 12


def test_sum_in_the_number_band_is_not_a_max():
    state = position(dice=(1, 3, 4, 6, 6))
    assert outcome(state, "number", RED).possible and outcome(state, "number", RED).end == 20
    assert not outcome(state, "max", RED).possible


def test_taken_number_square_is_illegal():
    state = position(dice=(1, 1, 5, 5, 5), chips={17: "Blue"})
    found = outcome(state, "number", RED)
    assert not found.possible and str(found.text) == "Number square 17 is already taken by Blue."


def test_empty_supply_cannot_place():
    state = position(dice=(1, 1, 5, 5, 5), supply={"Red": 0})
    found = outcome(state, "number", RED)
    assert not found.possible and "no chips left" in str(found.text)


def test_straight_stops_on_the_last_square_and_then_stays():
    state = position(dice=(2, 3, 4, 5, 6), straight={"Red": 13})
    found = outcome(state, "straight", RED)
    assert (found.steps, found.end, found.points) == (1, 14, 16)
    again = outcome(position(dice=(2, 3, 4, 5, 6), straight={"Red": 14}), "straight", RED)
    assert again.possible and again.steps == 0 and again.end == 14


def test_group_marker_on_nine_with_a_full_house_ends_on_ten():
    found = outcome(position(dice=(2, 2, 3, 3, 3), group={"Red": 9}), "group", RED)
    assert found.end == 10 and found.steps == 1 and found.points == 15


def three_player_end():
    """The digest's 3-player end position: Red = P1, Blue = P2, Green = P3."""
    return position(players=3, phase="over", straight={"Red": 9, "Blue": 9, "Green": 4},
                    group={"Red": 2, "Blue": 6, "Green": 6},
                    chips={12: "Red", 13: "Blue", 17: "Blue", 11: "Green", 19: "Green",
                           25: "Red", 28: "Blue", 22: "Green"})


def test_three_player_end_scoring_table():
    scores = colour_scores(three_player_end())
    assert [scores[c].squares for c in (RED, BLUE, GREEN)] == [20, 28, 21]
    assert [scores[c].bonuses for c in (RED, BLUE, GREEN)] == [6, 15, 10]
    assert scores[RED].bonus == {"straight": 4, "group": 0, "number": 0, "max": 2}
    assert scores[BLUE].bonus == {"straight": 4, "group": 4, "number": 3, "max": 4}
    assert scores[GREEN].bonus == {"straight": 0, "group": 4, "number": 6, "max": 0}
    assert seat_totals(three_player_end()) == [26, 43, 31]


def test_three_player_result_and_breakdown():
    result = final_result(three_player_end())
    assert result["winners"] == [1] and result["ranking"] == [1, 2, 0]
    assert list(result["scores"].values()) == [43, 31, 26]
    table = result["breakdown"]
    assert [str(c) for c in table["columns"]] == ["", "Red", "Blue", "Green"]
    rows = {str(row[0]): row[1:] for row in table["rows"]}
    assert [str(c) for c in rows["Player"]] == ["First", "Second", "Third"]
    assert rows["Colour total"] == [26, 43, 31]
    assert rows["Number squares"] == ["12", "13 17", "11 19"]
    assert rows["Number points"] == [5, 5, 8]
    assert rows["Max points"] == [5, 8, 3]
    assert rows["Straight bonus"] == [4, 4, "-"]
    assert any("11 beats 13" in str(note) for note in table["notes"])
    assert any("share the furthest square (9)" in str(note) for note in table["notes"])


def test_straight_tie_for_first_takes_no_second_bonus():
    # Positions 9, 9, 5: both 9s take 4, nobody takes 2.
    state = position(players=3, phase="over", straight={"Red": 9, "Blue": 9, "Green": 5})
    scores = colour_scores(state)
    assert [scores[c].bonus["straight"] for c in (RED, BLUE, GREEN)] == [4, 4, 0]


def test_straight_tie_for_second_all_take_two():
    # Positions 9, 6, 6, 2: 4 for the 9, 2 for each 6, nothing for the 2.
    state = position(players=4, phase="over", straight={"Red": 9, "Blue": 6, "Green": 6, "Yellow": 2})
    scores = colour_scores(state)
    assert [scores[c].bonus["straight"] for c in range(4)] == [4, 2, 2, 0]


def test_colours_on_start_take_no_track_bonus():
    state = position(players=3, phase="over", group={"Red": 3})
    scores = colour_scores(state)
    assert [scores[c].bonus["group"] for c in (RED, BLUE, GREEN)] == [4, 0, 0]


def test_one_colour_may_take_both_max_bonuses():
    state = position(players=3, phase="over", chips={30: "Red", 29: "Red", 21: "Blue"})
    assert colour_scores(state)[RED].bonus["max"] == 6
    assert "Red holds both the highest square (30) and the next (29)" in str(final_result(state)["breakdown"]["notes"][3])
    assert colour_scores(state)[BLUE].bonus["max"] == 0


def test_only_one_max_chip_gives_only_the_four():
    state = position(players=3, phase="over", chips={24: "Blue"})
    scores = colour_scores(state)
    assert scores[BLUE].bonus["max"] == 4 and sum(s.bonus["max"] for s in scores.values()) == 4


def test_number_bonus_needs_a_chip():
    state = position(players=3, phase="over", chips={15: "Green"})
    scores = colour_scores(state)
    assert scores[GREEN].bonus["number"] == 6 and scores[RED].bonus["number"] == 0


def two_player_straights(unit):
    # Seat 0 ("X") plays Red and Green, seat 1 ("Y") Blue and Yellow (see positions.position).
    return position(players=2, phase="over", unit=unit,
                    straight={"Red": 7, "Blue": 7, "Green": 2, "Yellow": 0})


def test_two_player_game_scores_each_colour_and_adds_them():
    # Red and Blue (one of each player) tie at 7: 4 each, no second place; X has 6 + 1 + 4.
    state = two_player_straights("colour")
    scores = colour_scores(state)
    assert [scores[c].bonus["straight"] for c in range(4)] == [4, 4, 0, 0]
    assert scores[RED].straight == 6 and scores[GREEN].straight == 1
    assert seat_totals(state) == [6 + 1 + 4, 6 + 0 + 4]


def test_two_player_bonus_by_player_ranks_the_players():
    state = two_player_straights("player")
    scores = colour_scores(state)
    assert [scores[c].bonus["straight"] for c in range(4)] == [4, 4, 0, 0]
    result = final_result(state)
    assert result["winners"] == [0]
    assert "ranked between the two players" in str(result["breakdown"]["notes"][0])
    rows = {str(row[0]): row[1:] for row in result["breakdown"]["rows"]}
    assert [str(c) for c in rows["Player total"]] == ["First: 11", "First: 11", "Second: 10", "Second: 10"]


def test_two_player_bonus_by_player_gives_one_second_place():
    # By colour Red 9 first and Green 7 second (the same player); by player the other's best, Blue 6, is second.
    common = dict(players=2, phase="over", straight={"Red": 9, "Green": 7, "Blue": 6, "Yellow": 1})
    by_colour = colour_scores(position(unit="colour", **common))
    by_player = colour_scores(position(unit="player", **common))
    assert [by_colour[c].bonus["straight"] for c in range(4)] == [4, 0, 2, 0]
    assert [by_player[c].bonus["straight"] for c in range(4)] == [4, 2, 0, 0]


def test_a_tie_for_the_most_points_is_a_shared_win():
    state = position(players=3, phase="over", straight={"Red": 5, "Blue": 5})
    result = final_result(state)
    assert result["winners"] == [0, 1] and "share the win" in str(result["summary"])
