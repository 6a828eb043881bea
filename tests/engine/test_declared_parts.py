"""The defaults of a game's declared parts: where a game declares nothing, the one shared rule decides
(undo on determinizations, the outcome a choice compares, the log's numbered words, the estimate, the
pictures a rules book asks for)."""

import pytest

from tabletop.engine import registry, search_help, table_help
from tabletop.engine.information import can_undo
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import Pictures, TableHelp
from tabletop.games.army_ants.game import ArmyAnts
from tabletop.rules_book import RulesBookError, table_state

RED = 0


class PlainArmyAnts(ArmyAnts):
    """Army Ants declaring nothing beyond its rules."""

    table = TableHelp()
    search = SearchHelp()


def test_undo_without_a_declaration_is_judged_on_what_the_mover_could_not_see():
    game = PlainArmyAnts()
    state = game.new_state(2, {"setup": "rows"}, 2)
    place = game.legal_moves(state, RED)[0]
    assert can_undo(game, state, RED, place, game.apply(state, RED, place))  # the card was in the hand
    while state.hands[RED] and game.to_move(state) == (RED,) and game.legal_moves(state, RED)[0].kind == "place":
        state = game.apply(state, RED, game.legal_moves(state, RED)[0])
    confirm = next(m for m in game.legal_moves(state, RED) if m.kind == "confirm_row")
    assert not can_undo(game, state, RED, confirm, game.apply(state, RED, confirm))  # it draws the next row


def test_without_declarations_a_choice_compares_states_and_the_log_numbers_nothing():
    game = PlainArmyAnts()
    state = game.new_state(2, {}, 4)
    move = game.legal_moves(state, RED)[0]
    after = game.apply(state, RED, move)
    assert table_help.choice_outcome(game, state, RED, move) == after
    assert table_help.numbered_label(game, state, RED, move, after, 1) == move.label
    assert game.table.explain(state, RED, ["grid/0/0"]) is not None


def test_without_an_estimate_every_seat_gets_an_even_share():
    game = PlainArmyAnts()
    assert search_help.estimate(game, game.new_state(2, {}, 4)) == (0.5, 0.5)
    assert search_help.estimate(ArmyAnts(), game.new_state(2, {}, 4)) != (0.5, 0.5)


def test_a_game_without_table_pictures_is_named_in_the_refusal(monkeypatch):
    plain = PlainArmyAnts()
    plain.pictures = Pictures()
    monkeypatch.setitem(registry._loaded, "army_ants", plain)
    with pytest.raises(RulesBookError, match="army_ants: the game declares no table pictures"):
        table_state("army_ants", {})
