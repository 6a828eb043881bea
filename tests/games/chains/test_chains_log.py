"""The log line of every action (Chains.played_label): what a blind flip revealed and what followed."""

import re

import pytest

from tabletop.engine.match import Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.chains.deck import a_number
from tabletop.games.chains.explain import refusal
from tabletop.games.chains.positions import match_from_position
from chains_helpers import flip, from_temp, position, take

A, B, C, D = 0, 1, 2, 3


def logged(state, seat, move):
    """The log line of one move played from a hand-made position, and the match after it."""
    match = match_from_position(state)
    played = match.play(seat, move)
    assert str(match.history[-1].move) == str(played)
    return str(played), match


@pytest.mark.parametrize("n, words", [(1, "a 1"), (2, "a 2"), (7, "a 7"), (8, "an 8"), (10, "a 10"),
                                      (11, "an 11"), (18, "an 18"), (80, "an 80"), (12, "a 12")])
def test_numbers_take_the_article_they_are_said_with(n, words):
    assert str(a_number(n)) == words


def test_a_refusal_asks_for_an_8():
    state = position(2, seats={A: dict(work=[10, 9], temp=[7])})
    assert "needs an 8" in str(refusal(state, A, from_temp(0)))


def test_a_fitting_flip_names_the_card_and_the_chain():
    words, _ = logged(position(2, seats={A: dict(work=[10, 9], draw=[8, 5])}), A, flip())
    assert words == "Red flipped an 8: fits, 10-9-8."


def test_a_bust_names_the_card_and_the_cards_lost():
    words, match = logged(position(2, seats={A: dict(work=[10, 9, 8], draw=[6, 10, 9])}), A, flip())
    assert words == "Red flipped a 6: bust, lost 10-9-8-6."
    assert match.to_move() == (A,)  # a bust does not end the turn


def test_a_flip_into_temp_names_the_card():
    words, _ = logged(position(2, seats={A: dict(draw=[5, 10])}), A, flip("temp"))
    assert words == "Red flipped a 5 into temp."


def test_a_temp_card_and_a_take_name_the_chain():
    words, match = logged(position(2, seats={A: dict(work=[10, 9], temp=[8])}), A, from_temp(0))
    assert words == "Red moved the 8 from temp: 10-9-8."
    match.play(A, take(7))
    assert str(match.history[-1].move) == "Red took terminal 7: 10-9-8-7. 7s stopped for Black."


def test_a_stop_kills_another_players_chain():
    """Derived example 7: C's take of terminal 3 stops D's 3, and D's chain dies during C's turn."""
    state = position(4, seat=C, seats={A: dict(taken=[3]), B: dict(taken=[3]),
                                       C: dict(work=[10, 9, 8, 7, 6, 5, 4]),
                                       D: dict(work=[10, 9, 8, 7, 6, 5, 4], taken=[1, 2])})
    words, _ = logged(state, C, take(3))
    assert words == ("Blue took terminal 3: 10-9-8-7-6-5-4-3. 3s stopped for Green. "
                     "Green's chain 10-9-8-7-6-5-4 died.")


def test_a_bust_that_leaves_nothing_reachable_says_the_player_is_out():
    words, match = logged(position(2, seats={A: dict(draw=[5], taken=[10])}), A, flip())
    assert words == "Red flipped a 5: bust, lost 5. Red is out."
    assert not match.state.playing[A]


def random_match(players, seed, moves=400):
    match = Match.start("chains", [Player(f"P{i}", "computer") for i in range(players)], {}, seed)
    match.play_computers(moves)
    return match


@pytest.mark.parametrize("players", range(1, 11))
def test_every_count_logs_what_each_flip_revealed(players):
    match = random_match(players, 40 + players)
    lines = [str(p.move) for p in match.history]
    flips = [line for p, line in zip(match.history, lines) if p.move.kind.startswith("flip")]
    assert flips and all(re.search(r" flipped an? (\d+)(: fits|: bust| into temp)", line) for line in flips)
    assert not any(re.search(r"\ba (8|11)\b", line) or "flips a card" in line for line in lines)
    assert all(len(line) <= 110 for line in lines), max(lines, key=len)


@pytest.mark.parametrize("players", [1, 4, 10])
def test_the_log_reads_the_same_after_a_save_round_trip(players):
    match = random_match(players, 7, moves=10_000)
    saved = match_to_dict(match)
    assert [m["text"] for m in saved["moves"]] == [str(p.move) for p in match.history]
    loaded = match_from_dict(saved)
    assert [str(p.move) for p in loaded.history] == [str(p.move) for p in match.history]
    assert loaded.state == match.state
