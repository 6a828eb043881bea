"""The board file: the shipped values are the proposed board, and every broken value is named."""


import pytest
import yaml

from tabletop.engine.game import GameError
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import SaveError, read_save, write_save
from tabletop.games.dice_challenge import board as board_module
from tabletop.games.dice_challenge.board import BOARD_FILE, BoardError, load_board, parse_board


def shipped() -> dict:
    return yaml.safe_load(BOARD_FILE.read_text(encoding="utf-8"))


def test_shipped_board_is_the_proposed_board():
    board = load_board()
    assert board.straight == (0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 14, 16)
    assert board.group == (0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15)
    assert board.number == (6, 5, 4, 3, 2, 2, 1, 1, 2, 2)
    assert board.max == (2, 3, 4, 4, 5, 6, 7, 8, 10, 12)
    assert board.last_square("straight") == 14 and board.last_square("group") == 10
    assert board.square_points(11) == 6 and board.square_points(30) == 12


def broken(change) -> str:
    data = shipped()
    change(data)
    with pytest.raises(BoardError) as caught:
        parse_board(data, "dice_challenge.yaml")
    return str(caught.value)


@pytest.mark.parametrize("change,needle", [
    (lambda d: d["straight"].__setitem__(3, "two"), "Straight track square 3: points must be a whole number"),
    (lambda d: d["group"].__setitem__(5, -1), "Group track square 5: points must be"),
    (lambda d: d["number"].pop(15), "Number square 15: missing"),
    (lambda d: d["max"].__setitem__(31, 4), "Max square 31: there is no such square"),
    (lambda d: d["straight"].pop(7), "Straight track square 7: missing"),
    (lambda d: d["max"].__setitem__(25, 1.5), "Max square 25: points must be"),
    (lambda d: d.__setitem__("colour", 1), "unknown field 'colour'"),
    (lambda d: d.__setitem__("group", [1, 2]), "field 'group' must map each square"),
    (lambda d: d.__setitem__("board", "chess"), "field 'board' must be 'dice_challenge'"),
    (lambda d: d.pop("board"), "field 'board' must be 'dice_challenge'"),
    (lambda d: d.pop("max"), "field 'max' must map each square"),
    (lambda d: d.__setitem__("number", {}), "field 'number' must map each square"),
    (lambda d: d["group"].__setitem__("three", 1), "group: 'three' is not a square number"),
    (lambda d: d.__setitem__("straight", {True: 1, 2: 1}), "straight: 'True' is not a square number"),
    (lambda d: d.__setitem__(7, 1), "unknown field '7'"),
])
def test_a_broken_value_names_the_square(change, needle):
    assert needle in broken(change)


def test_an_edited_board_changes_the_scores(tmp_path, monkeypatch):
    data = shipped()
    data["straight"][14] = 30
    data["group"] = {1: 1, 2: 2, 3: 3}
    path = tmp_path / "dice_challenge.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    board = load_board(path)
    assert board.straight[-1] == 30 and board.last_square("group") == 3


def test_broken_yaml_and_missing_file_are_reported(tmp_path):
    bad = tmp_path / "dice_challenge.yaml"
    bad.write_text("board: dice_challenge\nstraight: {1: [\n", encoding="utf-8")
    with pytest.raises(BoardError, match="line 3: is not readable YAML"):
        load_board(bad)
    with pytest.raises(BoardError, match="missing"):
        load_board(tmp_path / "nowhere.yaml")


def test_a_broken_board_refuses_to_start_and_to_load_with_the_reason(tmp_path, monkeypatch):
    match = Match.start("dice_challenge", [Player("A"), Player("B")], {}, 3)
    save = tmp_path / "game.yaml"
    write_save(save, match)
    data = shipped()
    data["number"][12] = "many"
    bad = tmp_path / "board.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    monkeypatch.setattr(board_module, "BOARD_FILE", bad)
    with pytest.raises(GameError, match="Number square 12"):
        Match.start("dice_challenge", [Player("A"), Player("B")], {}, 3)
    with pytest.raises(SaveError, match="Number square 12"):
        read_save(save)


@pytest.mark.parametrize("tail, words", [
    ("straight: &s [1, 2]\ngroup: *s\n", "anchors or aliases"),
    ("straight: !!python/tuple [1, 2]\n", "tag"),
    ("straight: " + "[" * 25_000, "nested"),
    ("straight: [" + "9" * 4301 + "]\n", "longer than"),
])
def test_hostile_board_files_are_refused(tmp_path, tail, words):
    bad = tmp_path / "dice_challenge.yaml"
    bad.write_text("board: dice_challenge\n" + tail, encoding="utf-8")
    with pytest.raises(BoardError, match=words):
        load_board(bad)
