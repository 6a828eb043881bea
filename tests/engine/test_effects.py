"""The contract's effect words: the default tells the end of a match, the leak check catches a telltale
effect, and a match gives its last move's effects to the table."""

from dataclasses import replace

from tabletop.engine import table_help
from tabletop.engine.game import Move
from tabletop.engine.information import effects_told_apart
from tabletop.engine.match import Match, Player
from tabletop.engine.table_help import TableHelp
from tabletop.games.army_ants import state_from_layout
from tabletop.games.army_ants.board import NINES, VALUE
from tabletop.games.army_ants.effects import effects as army_effects
from tabletop.games.army_ants.game import ArmyAnts

RED, BLACK = 0, 1


def telltale(before, seat, move, after):
    if move.kind == "place" and VALUE[move.get("card")] == 9:
        return ("capture",)
    return army_effects(before, seat, move, after)


class TelltaleArmyAnts(ArmyAnts):
    """Army Ants whose hidden placement of a 9 sounds different: what the leak check must catch."""

    table = replace(ArmyAnts.table, effects=telltale)


class PlainArmyAnts(ArmyAnts):
    """Army Ants that declares no effect words of its own: the default table help."""

    table = TableHelp()


def test_a_face_down_card_that_sounds_different_is_caught():
    game = TelltaleArmyAnts()
    state = game.new_state(2, {"setup": "free"}, 3)
    assert any(card in NINES for card in state.hands[RED])
    first, second = effects_told_apart(game, state, RED)
    assert first.get("to") == second.get("to") and (VALUE[first.get("card")] == 9) != (VALUE[second.get("card")] == 9)
    assert effects_told_apart(ArmyAnts(), state, RED) is None


def test_the_default_tells_only_the_end_of_the_match():
    game = PlainArmyAnts()
    state = state_from_layout({"c4": "A♥", "a1": "Q♥", "a8": "Q♠", "e8": "5♠"})
    offered = game.apply(state, RED, Move.of("offer_draw"))
    agreed = game.apply(offered, BLACK, Move.of("accept_draw"))
    assert table_help.effects(game, state, RED, Move.of("offer_draw"), offered) == ()
    assert table_help.effects(game, offered, BLACK, Move.of("accept_draw"), agreed) == ("end",)
    queen = state_from_layout({"c2": "Q♥", "c7": "A♠", "e2": "9♥", "a8": "Q♠"}, seat=BLACK)
    taken = game.apply(queen, BLACK, Move.of("attack", frm="c7", to="c2"))
    assert table_help.effects(game, queen, BLACK, Move.of("attack", frm="c7", to="c2"), taken) == ("win",)
    assert table_help.effects(game, taken, BLACK, Move.of("pass"), taken) == ()  # already over: nothing new ended


def test_a_match_gives_the_effects_of_its_last_move():
    match = Match.start("backgammon", [Player("Ann"), Player("Ben")], {}, 5)
    assert match.last_effects() == ()
    seat = match.to_move()[0]
    match.play(seat, match.legal_moves(seat)[0])
    assert match.last_effects() == ("place",)
