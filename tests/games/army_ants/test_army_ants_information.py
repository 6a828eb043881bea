"""What each seat can know: hidden placement dealt afresh from the cards it could be; returns of ends."""

import pytest

from tabletop.engine.information import can_undo, reveals_hidden
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.army_ants import GAME, State, state_from_layout
from tabletop.games.army_ants.board import ARMIES, INDEX, NEIGHBOURS, NINES, OWNER, QUEENS, hand_order, parse_card
from tabletop.games.army_ants.state import dealt_board
from army_ants_helpers import play

RED, BLACK = 0, 1
SAMPLES = [Rng.from_seed(k) for k in range(30)]


def placed(state, army):
    """{square: card} of the army's cards on the grid."""
    return {i: c for i, c in enumerate(state.board) if c is not None and OWNER[c] == army}


def hidden_cards(state, army):
    """Every card of the army not yet face up: on the grid, in hand and in the pile."""
    return sorted(list(placed(state, army).values()) + list(state.hands[army]) + list(state.piles[army]))


def placing(options, moves, seed=4):
    """A computer match with hidden placement, `moves` moves in."""
    match = Match.start("army_ants", [Player("R", "computer"), Player("B", "computer")], options, seed)
    match.play_computers(moves)
    return match.state


def red_all_placed_free():
    """Free deployment: Red has placed all 19, with its 9s on a4 and c4, the Queen on e1; Black to place."""
    order = [parse_card("9♥"), parse_card("A♦"), parse_card("9♦")]
    order += [c for c in ARMIES[RED] if c not in order and c != QUEENS[RED]] + [QUEENS[RED]]
    board = dealt_board((tuple(order), ()))
    return State(board=board, phase="placement", seat=BLACK, setup="free",
                 hands=((), hand_order(ARMIES[BLACK])))


def test_row_by_row_the_other_army_is_redealt_and_the_own_pile_reshuffled():
    state = placing({"setup": "rows"}, 8)   # Red has confirmed its front row and placed two more
    assert state.seat == RED and len(placed(state, RED)) == 7
    for seat in (RED, BLACK, None):
        samples = [GAME.determinize(state, seat, rng) for rng in SAMPLES]
        for sample in samples:
            assert GAME.view(sample, seat) == GAME.view(state, seat)
            if seat == RED:
                assert GAME.legal_moves(sample, RED) == GAME.legal_moves(state, RED)
            for army in (RED, BLACK):
                assert placed(sample, army).keys() == placed(state, army).keys()
                assert hidden_cards(sample, army) == hidden_cards(state, army)
        red_seen = {tuple(sorted(placed(s, RED).items())) for s in samples}
        assert (len(red_seen) == 1) == (seat == RED)
        if seat == RED:
            assert all(s.hands[RED] == state.hands[RED] for s in samples)
        assert len({s.piles[RED] for s in samples}) > 1 and len({s.piles[BLACK] for s in samples}) > 1


def test_free_deployment_keeps_the_own_placement_and_redeals_the_other_by_the_rule():
    state = red_all_placed_free()
    state = play(state, BLACK, "place", card=QUEENS[BLACK], to="b5")
    for seat in (BLACK, None):
        samples = [GAME.determinize(state, seat, rng) for rng in SAMPLES]
        queens = set()
        for sample in samples:
            assert GAME.view(sample, seat) == GAME.view(state, seat)
            if seat == BLACK:
                assert GAME.legal_moves(sample, BLACK) == GAME.legal_moves(state, BLACK)
                assert placed(sample, BLACK) == placed(state, BLACK) and sample.hands == state.hands
            queen = sample.board.index(QUEENS[RED])
            assert not any(sample.board[n] in NINES and OWNER[sample.board[n]] == RED for n in NEIGHBOURS[queen])
            queens.add(queen)
        assert len(queens) > 3   # the Queen may stand anywhere the rule allows
    red_view = [GAME.determinize(state, RED, rng) for rng in SAMPLES[:10]]
    assert all(placed(s, RED) == placed(state, RED) for s in red_view)
    assert len({s.board[INDEX["b5"]] for s in red_view}) > 1   # Black's one card there could be any


def test_a_partial_free_placement_is_redealt_so_the_rest_can_still_be_placed():
    state = placing({"setup": "free"}, 12)
    assert state.seat == RED and len(state.hands[RED]) == 7
    for rng in SAMPLES:
        sample = GAME.determinize(state, BLACK, rng)
        assert GAME.view(sample, BLACK) == GAME.view(state, BLACK)
        assert hand_order(sample.hands[RED]) == sample.hands[RED] and len(sample.hands[RED]) == 7
        assert [m for m in GAME.legal_moves(sample, RED) if m.kind == "place"]


def test_the_queen_may_stand_by_an_enemy_nine_across_the_centre_line():
    state = red_all_placed_free()
    assert state.board[INDEX["c4"]] == parse_card("9♦")
    moves = {(m.get("card"), m.get("to")) for m in GAME.legal_moves(state, BLACK)}
    assert (QUEENS[BLACK], "c5") in moves   # Red's 9 is face down: Black could not know, nor be refused
    assert GAME.determinize(state, BLACK, SAMPLES[0]) != state


def test_after_the_reveal_nothing_is_hidden():
    state = placing({"setup": "rows"}, 60)
    assert state.phase in ("muster", "battle")
    assert all(GAME.determinize(state, seat, SAMPLES[0]) is state for seat in (RED, BLACK, None))


@pytest.mark.parametrize("setup", ["rows", "free"])
def test_hidden_placement_playout_keeps_views_and_undo_follows_the_rule(setup):
    match = Match.start("army_ants", [Player("R", "computer"), Player("B", "computer")], {"setup": setup}, 6)
    match.play_computers(60)
    states = [s for s in match.states if s.phase == "placement"][::3]
    rng = Rng.from_seed(1)
    for state in states:
        mover = GAME.to_move(state)[0]
        for seat in (RED, BLACK, None):
            for sample in (GAME.determinize(state, seat, Rng.from_seed(k)) for k in range(3)):
                assert GAME.view(sample, seat) == GAME.view(state, seat)
                if seat == mover:
                    assert GAME.legal_moves(sample, seat) == GAME.legal_moves(state, seat)
        move, rng = rng.choice(GAME.legal_moves(state, mover))
        if can_undo(GAME, state, mover, move, GAME.apply(state, mover, move)):
            assert not reveals_hidden(GAME, state, mover, move, samples=6)
    assert len(states) > 5


# --- returns --------------------------------------------------------------------------
def test_returns_a_fallen_queen_wins_and_bare_queens_draw():
    win = state_from_layout({"c4": "Q♥", "c5": "A♠", "e8": "Q♠", "a1": "5♥"}, seat=BLACK)
    assert GAME.returns(play(win, BLACK, "attack", frm="c5", to="c4")) == (0.0, 1.0)
    draw = state_from_layout({"b4": "9♥", "b6": "9♠", "a1": "Q♥", "e8": "Q♠"})
    assert GAME.returns(play(draw, RED, "attack", frm="b4", to="b6")) == (0.5, 0.5)
