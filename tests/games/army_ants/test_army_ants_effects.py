"""What Army Ants moves did, in the contract's effect words: the table's sounds come from these."""

from tabletop.engine.game import Move
from tabletop.engine.information import effects_told_apart
from tabletop.games.army_ants import GAME, state_from_layout
from tabletop.engine import table_help

RED, BLACK = 0, 1


def effects(state, seat, kind, **params):
    move = Move.of(kind, **params)
    return table_help.effects(GAME, state, seat, move, GAME.apply(state, seat, move))


def test_an_attack_is_a_capture_and_taking_the_queen_also_wins():
    ace = state_from_layout({"d6": "6♠", "d3": "A♥", "d2": "9♥", "a1": "Q♥", "a8": "Q♠"}, seat=BLACK)
    assert effects(ace, BLACK, "attack", frm="d6", to="d3") == ("capture",)
    queen = state_from_layout({"c2": "Q♥", "c7": "A♠", "e2": "9♥", "a8": "Q♠"}, seat=BLACK)
    assert effects(queen, BLACK, "attack", frm="c7", to="c2") == ("capture", "win")


def test_nine_against_nine_removes_both_and_is_still_one_capture():
    state = state_from_layout({"b4": "9♥", "b6": "9♠", "c6": "8♠", "c4": "2♥", "a1": "Q♥", "a8": "Q♠"})
    assert effects(state, RED, "attack", frm="b4", to="b6") == ("capture",)


def test_moves_marches_and_swaps_lay_cards_down():
    state = state_from_layout({"c4": "A♥", "d4": "2♥", "a1": "Q♥", "a8": "Q♠", "e8": "5♠"})
    kinds = {}
    for move in GAME.legal_moves(state, RED):
        kinds.setdefault(move.kind, table_help.effects(GAME, state, RED, move, GAME.apply(state, RED, move)))
    assert kinds == {"march": ("place",), "move": ("place",), "swap": ("place",), "offer_draw": ()}


def test_a_draw_agreed_ends_the_match_without_a_winner():
    state = state_from_layout({"c4": "A♥", "a1": "Q♥", "a8": "Q♠", "e8": "5♠"})
    offered = GAME.apply(state, RED, Move.of("offer_draw"))
    assert table_help.effects(GAME, state, RED, Move.of("offer_draw"), offered) == ()
    assert effects(offered, BLACK, "accept_draw") == ("end",)


def test_hidden_placement_sounds_the_same_whatever_the_card():
    state = GAME.new_state(2, {"setup": "free"}, 3)
    places = [m for m in GAME.legal_moves(state, RED) if m.get("to") == "a4"]
    assert len({m.get("card") for m in places}) > 5
    assert {effects(state, RED, "place", card=m.get("card"), to="a4") for m in places} == {("place",)}
    assert effects_told_apart(GAME, state, RED) is None


def test_rows_are_dealt_and_the_armies_turn_over_at_the_end():
    state = GAME.new_state(2, {"setup": "rows"}, 5)
    words = []
    while state.phase == "placement":
        seat = GAME.to_move(state)[0]
        assert effects_told_apart(GAME, state, seat) is None
        move = GAME.legal_moves(state, seat)[0]
        after = GAME.apply(state, seat, move)
        if move.kind != "place":
            words.append(table_help.effects(GAME, state, seat, move, after))
        state = after
    assert words == [("deal",)] * 7 + [("flip",)]
