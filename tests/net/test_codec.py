"""Table values on the wire: every game's views, moves, log and results go there and back unchanged (so a
client words them in its own language), and what is not table data never goes out, nor comes in."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tabletop import games
from tabletop.engine.facts import table_players
from tabletop.engine.game import Move
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.words import Person, say
from tabletop.net.codec import WireError, from_wire, move_from_wire, move_to_wire, to_wire, view_to_wire
from tabletop.words import text, use

STEPS = 15  # positions of each game looked at


def through(value):
    """A value sent as JSON text and read back."""
    return from_wire(json.loads(json.dumps(to_wire(value), ensure_ascii=False)))


def positions(game_id, seed=5):
    """A few positions of a seeded playout of the game at its most seats, with its every seat's views."""
    game = games.get(game_id)
    match = Match.start(game_id, [Player(f"P{i}", COMPUTER) for i in range(game.max_players)], {}, seed)
    rng = Rng.from_seed(seed)
    for _ in range(STEPS):
        yield match
        if match.is_over():
            return
        seat = match.to_move()[0]
        move, rng = rng.choice(match.legal_moves(seat))
        match.play(seat, move)


@pytest.mark.parametrize("game_id", games.ids())
def test_every_view_move_and_log_line_of_every_game_comes_back_unchanged(game_id):
    for match in positions(game_id):
        for seat in [None, *range(len(match.players))]:
            view = match.view(seat)
            assert through(view) == view, f"seat {seat}'s view after {len(match.history)} moves"
        for seat in match.to_move():
            for move in match.legal_moves(seat):
                back = move_from_wire(json.loads(json.dumps(move_to_wire(move))))
                assert back.same_as(move) and back.label == move.label and back.targets == move.targets
        for played in match.history[-3:]:
            assert through(played.move.label) == played.move.label


@pytest.mark.parametrize("game_id", ["the_things", "finesse", "chains"])
def test_every_seats_view_of_a_position_is_written_as_alone_when_the_parts_written_are_shared(game_id):
    for match in positions(game_id):
        shared = {}
        written = []
        for seat in [*range(len(match.players)), None]:
            view = match.view(seat)
            written.append(view_to_wire(view, shared))
            assert json.dumps(written[-1]) == json.dumps(to_wire(view))
        if game_id == "the_things":  # it makes what every seat sees alike once a position: written once
            assert all(each["status"] is written[0]["status"] for each in written)
            assert written[0]["players"][2] is written[1]["players"][2]  # a third seat's row, as both see it


@pytest.mark.parametrize("game_id", games.ids())
def test_every_games_result_and_final_views_come_back_unchanged(game_id):
    game = games.get(game_id)
    seats = table_players(game)
    match = Match.start(game_id, [Player(f"P{i}", COMPUTER) for i in range(seats)], {}, 3)
    match.play_computers(5000)
    assert match.is_over()
    assert through(game.result(match.state)) == game.result(match.state)
    assert all(through(match.view(seat)) == match.view(seat) for seat in [None, *range(seats)])


def test_a_message_read_on_another_computer_is_worded_in_that_computers_language():
    message = say("ui.computer.thinking", name=Person(2, say("seat.red")))
    back = through(message)
    assert back == message
    use("ja")
    try:
        assert text(back) == text(message) and "赤" in text(back)
    finally:
        use("en")
    assert text(back) == "Red is thinking…"


def test_tuples_in_messages_and_moves_come_back_as_tuples_and_odd_keys_as_they_were():
    message = say("_.sentences", parts=("one", say("seat.red"), ("a", "b")))
    assert through(message) == message and isinstance(through(message).get("parts")[2], tuple)
    move = Move.of("take", cards=(3, 4), where="hand/2")
    assert move_from_wire(move_to_wire(move)).same_as(move)
    odd = {1: "one", "$w": "not words", "x": [{"$s": 3}]}
    assert through(odd) == odd


@dataclasses.dataclass
class Secret:
    hands: list


@pytest.mark.parametrize("value", [Secret([[1, 2]]), {"state": Secret([])}, [set()], float("nan"), Rng.from_seed(3),
                                   {"x": (1, object())}])
def test_what_is_not_table_data_never_goes_on_the_wire(value):
    with pytest.raises(TypeError):
        to_wire(value)


@pytest.mark.parametrize("data", [
    {"$w": 3}, {"$w": "a b"}, {"$w": "ok", "$a": {"not a name": 1}}, {"$w": "ok", "$a": []}, {"$w": "ok", "x": 1},
    {"$s": 99, "$n": "Red"}, {"$s": -1, "$n": "Red"}, {"$s": True, "$n": "Red"}, {"$s": 1, "$n": [1]},
    {"$w": "ok", "$a": {"n": {"a": 1}}}, {"$m": [[1]]}, {"$m": [[{}, 1]]}, {"$m": "pairs"}, {"$x": 1},
    {"a": {"$w": "k", "$a": {"p": [{"deep": 1}]}}},
    {"$w": "net.refused.code", "$a": {"count": "x"}}, {"$w": "net.refused.code", "$a": {"count": True}},
    {"$w": "_.sentences", "$a": {"parts": 5}}, {"$w": "_.sentences", "$a": {"parts": [], "x": 1}},
])
def test_a_tagged_value_of_any_other_shape_is_refused(data):
    with pytest.raises(WireError):
        from_wire(data)


@pytest.mark.parametrize("entry", [
    [], {"move": {"kind": "x"}}, {"move": {"kind": 3}, "label": "", "targets": []},
    {"move": {"kind": "x", "a": {"b": 1}}, "label": "", "targets": []},
    {"move": {"kind": "x"}, "label": 5, "targets": []}, {"move": {"kind": "x"}, "label": "", "targets": [["a", 1]]},
    {"move": {"kind": "x"}, "label": "", "targets": "hand/1"}, {"move": "x", "label": "", "targets": []},
])
def test_a_move_of_any_other_shape_is_refused(entry):
    with pytest.raises(WireError):
        move_from_wire(entry)
