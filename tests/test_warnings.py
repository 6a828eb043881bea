"""Confirmations the engines ask for: moves that end something (labelled and warned), and beginner
warnings before a move that leaves something open to an immediate loss; none of them may depend on
what the mover cannot see."""

import pytest

from tabletop import games
from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.games.army_ants import GAME as ANTS
from tabletop.games.army_ants.positions import position as ants_position
from tabletop.games.army_ants.state import MUSTER, State as AntsState, dealt_board
from tabletop.games.army_ants.board import ARMIES, QUEENS
from tabletop.games.backgammon import GAME as BACKGAMMON
from tabletop.games.backgammon.positions import position as bg_position
from tabletop.games.chains import GAME as CHAINS
from tabletop.games.chains.positions import position as chains_position
from tabletop.games.synchrogammon import GAME as SYNCHRO
from test_information import cases, sampled_positions

RED, BLACK = 0, 1
WHITE = 0


def moves_of(game, state, seat, kind):
    return [m for m in game.legal_moves(state, seat) if m.kind == kind]


# --- moves that end something ---------------------------------------------------------------
def front_queens() -> AntsState:
    """The muster with both Queens dealt onto the front row, Refuge open to both."""
    armies = tuple((QUEENS[s],) + tuple(c for c in ARMIES[s] if c != QUEENS[s]) for s in (RED, BLACK))
    return AntsState(board=dealt_board(armies), phase=MUSTER, seat=RED)


def test_queens_refuge_says_it_ends_the_muster_and_asks_first():
    state = front_queens()
    refuge = moves_of(ANTS, state, RED, "refuge")[0]
    assert "ends Red's muster" in str(refuge.label)
    warning = str(ANTS.table.warning(state, RED, refuge))
    assert "4 muster turns still to come" in warning and "Then Black plays the remaining 5 muster turns" in warning
    swap = moves_of(ANTS, state, RED, "swap")[0]
    assert ANTS.table.warning(state, RED, swap) is None


def test_refuge_on_the_last_muster_turn_costs_nothing_more_so_nobody_asks():
    from dataclasses import replace
    state = replace(front_queens(), muster_used=(4, 4))
    refuge = moves_of(ANTS, state, RED, "refuge")[0]
    assert ANTS.table.warning(state, RED, refuge) is None


def test_accepting_a_draw_is_labelled_and_confirmed_but_offering_is_not():
    state = ants_position({"a1": "Q♥", "e8": "Q♠", "c3": "5♥", "c6": "7♠"})
    offer = moves_of(ANTS, state, RED, "offer_draw")[0]
    assert ANTS.table.warning(state, RED, offer) is None
    state = ANTS.apply(state, RED, offer)
    accept = moves_of(ANTS, state, BLACK, "accept_draw")[0]
    assert "(ends the game)" in str(accept.label) and "ends the game" in str(ANTS.table.warning(state, BLACK, accept))


def test_dropping_a_double_is_labelled_and_confirmed_in_both_backgammons():
    state = BACKGAMMON.apply(bg_position(), WHITE, Move.of("double"))
    drop = moves_of(BACKGAMMON, state, 1, "drop")[0]
    assert "ends the game" in str(drop.label)
    assert str(BACKGAMMON.table.warning(state, 1, drop)) == "Dropping ends this game now: White scores 1 point."
    assert BACKGAMMON.table.warning(state, 1, moves_of(BACKGAMMON, state, 1, "take")[0]) is None
    sg = SYNCHRO.new_state(4, {"cube": "on"}, 1)
    seat = SYNCHRO.to_move(sg)[0]
    sg = SYNCHRO.apply(sg, seat, moves_of(SYNCHRO, sg, seat, "double")[0])
    answerer = SYNCHRO.to_move(sg)[0]
    drop = moves_of(SYNCHRO, sg, answerer, "drop")[0]
    assert str(drop.label) == "White drops: Black wins 1" and "ends this game" in str(SYNCHRO.table.warning(sg, answerer, drop))


# --- beginner warnings ------------------------------------------------------------------------
def test_army_ants_warns_when_a_move_opens_the_queen_to_an_attack():
    # Red's 5 on c4 shields the Queen on c3 from Black's 7 on c6.
    state = ants_position({"c3": "Q♥", "c4": "5♥", "c6": "7♠", "e8": "Q♠", "a1": "2♥"})
    away = next(m for m in ANTS.legal_moves(state, RED) if m.kind == "march" and m.get("cells") == ("c4",)
                and m.get("dir") == "E" and m.get("dist") == 1)
    warning = str(ANTS.table.beginner_warning(state, RED, away))
    assert warning and "7♠ on c6 can attack your Queen on c3" in warning
    other = next(m for m in ANTS.legal_moves(state, RED) if m.get("cells") == ("a1",))
    assert ANTS.table.beginner_warning(state, RED, other) is None
    assert ANTS.table.warning(state, RED, away) is None  # only for people who asked for beginner warnings


def test_backgammon_warns_about_an_avoidable_blot_with_the_shot_count():
    # White plays a single 1: 6/5 keeps every point made; 13/12 leaves two blots in Black's reach.
    state = bg_position({"white": {13: 2, 6: 5, 5: 2}, "black": {24: 2}}, turn=WHITE, dice=(6, 1), dice_left=(1,))
    by_src = {m.get("src"): m for m in BACKGAMMON.legal_moves(state, WHITE)}
    warning = str(BACKGAMMON.table.beginner_warning(state, WHITE, by_src[13]))
    assert warning and "of the 36 rolls" in warning and "would leave 0" in warning
    assert BACKGAMMON.table.beginner_warning(state, WHITE, by_src[6]) is None


def test_backgammon_does_not_warn_when_every_play_leaves_the_same_shots():
    lone = bg_position({"white": {6: 2}, "black": {24: 2}}, turn=WHITE, dice=(6, 1), dice_left=(1,))
    assert [BACKGAMMON.table.beginner_warning(lone, WHITE, m) for m in BACKGAMMON.legal_moves(lone, WHITE)] == [None]


def test_chains_warns_how_many_cards_left_would_bust_the_chain():
    state = chains_position(players=2, seats={0: {"work": [10, 9], "draw": [8, 8, 5, 3]}})
    flip = moves_of(CHAINS, state, 0, "flip_to_chain")[0]
    warning = str(CHAINS.table.beginner_warning(state, 0, flip))
    assert warning.startswith("2 of the 4 cards") and "its 2 cards go to your dead pile" in warning
    empty = chains_position(players=2, seats={0: {"draw": [10, 8]}})
    assert CHAINS.table.beginner_warning(empty, 0, moves_of(CHAINS, empty, 0, "flip_to_chain")[0]) is None


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_warnings_never_depend_on_what_the_mover_cannot_see(game_id, players):
    game = games.get(game_id)
    _match, positions = sampled_positions(game_id, players, seed=13)
    rng = Rng.from_seed(7)
    for state in positions:
        for seat in game.to_move(state):
            samples = [game.determinize(state, seat, Rng.from_seed(k)) for k in range(3)]
            moves = game.legal_moves(state, seat)
            for _ in range(min(10, len(moves))):
                move, rng = rng.choice(moves)
                for ask in (game.table.warning, game.table.beginner_warning):
                    told = ask(state, seat, move)
                    assert all(ask(sample, seat, move) == told for sample in samples), (str(move), told)
