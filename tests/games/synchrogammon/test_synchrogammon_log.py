"""The log's words for a move (what it set off on its own) and the short status sentence."""

import random

import pytest

from tabletop.engine.cards import card_id
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict, read_save, write_save
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon.positions import position
from tabletop.games.synchrogammon.seats import SEAT_NAMES

from sg_helpers import A1, A2, B1, B2, by_seat, logged, logged_step, pick_all
from test_synchrogammon_playouts import OPTION_SETS, choose
from tabletop.engine import table_help

AID = {"memory_aid": "on"}
STATUS_LIMIT = 90


def last_pick(state, values, options_seat=B2):
    """North, East and South lay their cards; West's card turns all four over. Returns (state, words)."""
    state = pick_all(state, values[:3], seats=range(3))
    return logged(state, options_seat, "pick", card=card_id(values[3], options_seat))


# --- the reveal ---------------------------------------------------------------------------
def test_the_last_pick_logs_the_reveal_with_the_cards_when_the_memory_aid_is_on():
    state = GAME.new_state(4, AID, 5)
    after, words = last_pick(state, (3, 4, 6, 3))
    assert words == "West lays a card face down — the cards show North 3, East 4, South 6, West 3: a Non-doublet round"
    assert after.phase == "move"


def test_in_strict_mode_the_reveal_names_the_category_but_no_card():
    state = GAME.new_state(4, {}, 5)
    after, words = last_pick(state, (6, 6, 6, 5))
    assert words == "West lays a card face down — the cards show a Broken doublet round"
    assert not any(ch.isdigit() for ch in words)


# Black has two on the bar and White holds absolute 1, where a Black 1 would enter.
BAR_BOARD = {"white": {1: 2, 13: 5, 8: 3, 6: 5}, "black": {13: 5, 8: 3, 6: 5}, "bar": [0, 2]}


@pytest.mark.parametrize("options, told", [
    (AID, "the cards show North 2, East 1, South 3, West 4: a Normal round; East cannot move a 1 and passes"),
    ({}, "the cards show a Normal round; East cannot move and passes"),
])
def test_a_pass_right_after_the_reveal_is_logged_with_the_last_pick(options, told):
    state = position(BAR_BOARD, phase="pick", parent=A1, options=options)
    after, words = last_pick(state, by_seat(a1=2, a2=3, b1=1, b2=4))
    assert words == f"West lays a card face down — {told}"
    assert GAME.to_move(after) == (A1,)
    assert str(GAME.view(after, None)["status"]) == "North (White) to move a 2."


# --- passes after a step and the round's end ----------------------------------------------
T9_BOARD = {"white": {19: 1, 13: 1, 6: 13}, "black": {18: 2, 24: 13}}


def test_a_step_logs_the_passes_and_the_parent_marker_that_follow_it():
    values = by_seat(a1=6, a2=6, b1=5, b2=5)            # Dual doublet; Black has already moved
    state = position(T9_BOARD, values=values, seat=A1, parent=A1, options=AID)
    after, words = logged_step(state, 19, 13)
    assert words == ("North (White) 19/13 — North cannot move a second 6; South cannot move a 6 "
                     "and passes; East takes the parent marker")
    assert after.parent == B1 and after.phase == "pick"


def test_a_step_that_leaves_the_next_seat_free_to_move_logs_nothing_more():
    state = position(None, values=by_seat(a1=6, a2=2, b1=1, b2=3), seat=B1, options=AID)
    after, words = logged_step(state, 24, 23)
    assert words == "East (Black) 24/23" == str(next(m for m in GAME.legal_moves(state, B1)
                                                    if (m.get("src"), m.get("dst")) == (24, 23)))
    assert GAME.to_move(after) == (A2,)


def test_the_winning_step_logs_the_game_and_the_match():
    board = {"white": {1: 1}, "off": [14, 2], "black": {13: 13}}
    state = position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, options={"match_to": 3},
                     match=MatchScore(target=3, scores=(2, 0)))
    after, words = logged_step(state, 1, 0)
    assert words == ("North (White) 1/off — White wins a single game: 1 x cube 1 = 1 point; "
                     "White wins the match, 3 to 0")
    assert GAME.is_over(after)


def test_a_drop_is_logged_once_and_the_next_game_names_its_parent():
    state = GAME.new_state(4, {"cube": "on", "match_to": 3}, 7)
    asked = GAME.to_move(state)[0]
    state, words = logged(state, asked, "double")
    assert words == f"{'White' if asked % 2 == 0 else 'Black'} doubles to 2"
    answering = GAME.to_move(state)[0]
    state, words = logged(state, answering, "drop")
    assert words.count("wins") == 1 and "—" not in words
    assert state.phase == "game_end"
    state, words = logged(state, GAME.to_move(state)[0], "next_game")
    assert words == f"Start game 2 — {SEAT_NAMES[state.parent]} is the parent"


# --- secrecy of the picks ------------------------------------------------------------------
def test_a_pick_before_the_last_gives_away_nothing_in_its_words_or_in_any_other_view():
    state = GAME.new_state(4, AID, 9)
    for seat in range(3):                                # every pick but the last
        outcomes = [logged(state, seat, "pick", card=card) for card in state.hands[seat]]
        assert {words for _, words in outcomes} == {f"{SEAT_NAMES[seat]} lays a card face down"}
        for viewer in (None, *range(4)):
            if viewer != seat:
                seen = [GAME.view(after, viewer) for after, _ in outcomes]
                assert all(view == seen[0] for view in seen), viewer
        state = outcomes[-1][0]


@pytest.mark.parametrize("options", [{}, AID], ids=["strict", "aid"])
def test_in_a_whole_match_no_pick_before_the_reveal_names_its_card(options):
    match = Match.start("synchrogammon", [Player(n, "computer") for n in "ABCD"], options, 21)
    while not match.is_over():
        seat = match.pending_computer_seat()
        still_to_pick = sum(card is None for card in match.state.picks)
        played = match.play(seat, match.computer_move(seat))
        if played.kind == "pick" and still_to_pick > 1:       # not the card that turns all four over
            assert str(played) == f"{SEAT_NAMES[seat]} lays a card face down"
        if not options and played.kind == "pick":
            assert not any(ch.isdigit() for ch in str(played)), str(played)
    assert any("— the cards show" in str(p.move) for p in match.history)


# --- saves ----------------------------------------------------------------------------------
def play_some(options, seed, moves):
    match = Match.start("synchrogammon", [Player(n, "computer") for n in "ABCD"], options, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.play(seat, choose(rng, match.legal_moves(seat)))
    return match


def log_of(match):
    return [str(p.move) for p in match.history]


def test_the_log_reads_the_same_after_a_save_is_written_and_loaded(tmp_path):
    match = play_some({"memory_aid": "on", "cube": "on", "match_to": 3}, 3, 400)
    log = log_of(match)
    assert any("cannot move" in words for words in log) and any("takes the parent marker" in w for w in log)
    loaded = read_save(write_save(tmp_path / "game.yaml", match))
    assert log_of(loaded) == log
    assert loaded.state == match.state
    twice = match_from_dict(match_to_dict(loaded))        # words that already hold the events do not grow
    assert log_of(twice) == log
    assert all(words.count("—") <= 1 for words in log)


def test_a_save_with_only_the_moves_own_words_loads_with_the_full_log():
    match = play_some({"memory_aid": "on"}, 8, 120)
    data = match_to_dict(match)
    for entry in data["moves"]:
        entry["text"] = entry["text"].split(" — ")[0]
    assert log_of(match_from_dict(data)) == log_of(match)


# --- the status sentence ----------------------------------------------------------------------
def check_status(state):
    for viewer in (None, *range(4)):
        status = str(GAME.view(state, viewer)["status"])
        assert len(status) <= STATUS_LIMIT, status
        assert status.endswith(".") and ". " not in status, status   # one sentence


@pytest.mark.parametrize("options", OPTION_SETS, ids=["plain", "cube-match3", "aid-parent-last", "cube-match5-aid"])
@pytest.mark.parametrize("seed", range(3))
def test_the_status_stays_one_short_sentence_through_random_play(seed, options):
    rng = random.Random(seed)
    state = GAME.new_state(4, options, seed)
    while not GAME.is_over(state):
        check_status(state)
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, choose(rng, GAME.legal_moves(state, seat)))
    check_status(state)


def test_the_longest_endings_still_fit_the_status_box():
    # A backgammon at cube 64, and a double to 64 dropped: the longest summaries the game can write.
    board = {"white": {1: 1}, "off": [14, 0], "black": {19: 14}, "bar": [0, 1]}
    state = position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, cube=Cube(64, 0),
                     options={"cube": "on"})
    won = logged_step(state, 1, 0)[0]
    assert won.games[-1].points == 192
    check_status(won)
    state = position(None, phase="answer", parent=A1, cube=Cube(32, None, 1), options={"cube": "on"})
    check_status(state)
    dropped = logged(state, A1, "drop")[0]
    assert dropped.games[-1].points == 32
    check_status(dropped)


def test_a_board_kept_one_way_numbers_a_black_step_from_whites_side():
    state = position(BAR_BOARD, phase="pick", parent=A1, options=AID)
    state = pick_all(state, by_seat(a1=2, a2=3, b1=5, b2=4))   # North's 2 moves first: White, then East...
    while GAME.view(state, None)["on_roll"] != 1:               # ... until a Black seat is on roll
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    assert GAME.view(state, None)["on_roll"] == 1
    seat = GAME.to_move(state)[0]
    move = next(m for m in GAME.legal_moves(state, seat) if m.get("src") == 25)   # a checker from the bar
    after = GAME.apply(state, seat, move)
    own = str(GAME.table.played_label(state, seat, move, after))
    white = str(table_help.numbered_label(GAME, state, seat, move, after, 0))
    entered = move.get("dst")
    assert own.startswith(f"{SEAT_NAMES[seat]} (Black) bar/{entered}")
    assert white.startswith(f"{SEAT_NAMES[seat]} (Black) bar/{25 - entered}")
