"""What a Chains seat cannot know: the peek through undo is closed, determinizations redraw only
the draw piles' order, and returns rank the seats (solo: the score over the best possible)."""

from dataclasses import replace

import pytest

from tabletop.engine.game import IllegalMove
from tabletop.engine.information import can_undo, reveals_hidden
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.chains.positions import match_from_position
from chains_helpers import GAME, flip, from_temp, play, position, take

A, B, C = 0, 1, 2


def started(players=2, seed=11):
    return Match.start("chains", [Player(f"P{i}") for i in range(players)], GAME.options_for(players), seed)


@pytest.mark.parametrize("to", ["chain", "temp"])
def test_a_blind_flip_cannot_be_undone_so_undo_cannot_peek(to):
    match = started()
    seat = match.to_move()[0]
    match.play(seat, flip(to))
    assert not match.can_undo()
    with pytest.raises(IllegalMove, match="revealed"):
        match.undo()
    with pytest.raises(IllegalMove, match="revealed"):
        match.undo_turn(seat)


def test_a_blind_flip_shows_a_card_that_depends_on_the_unseen_order():
    state = GAME.new_state(2, GAME.options_for(2), 3)
    assert reveals_hidden(GAME, state, state.seat, flip("temp"))  # the card lies face up in temp
    fitting = position(2, seat=A, seats={A: dict(work=[10], draw=[9] * 8)})
    assert reveals_hidden(GAME, fitting, A, flip())  # which of the eight 9s joins the chain


def test_temp_moves_and_takes_can_be_undone_and_reveal_nothing():
    state = position(2, seat=A, seats={A: dict(work=[10, 9], temp=[8, 5])})
    match = match_from_position(state)
    for move in (from_temp(0), take(7)):
        assert not reveals_hidden(GAME, match.state, A, move)
        match.play(A, move)
        assert match.can_undo()
    match.undo()
    match.undo()
    assert match.state == state


def test_a_certain_bust_still_cannot_be_undone_as_the_log_names_the_card():
    """Every card left busts the 10-9-8, so the table looks the same whichever comes up; the log still
    says which one did, and the information rule counts the log's words."""
    state = position(2, seat=A, seats={A: dict(work=[10, 9, 8], draw=[5, 4])})
    assert reveals_hidden(GAME, state, A, flip())
    assert not can_undo(GAME, state, A, flip(), GAME.apply(state, A, flip()))
    other = replace(state, draw=(state.draw[A][::-1], state.draw[B]))
    assert GAME.table.played_label(state, A, flip(), GAME.apply(state, A, flip())) != \
        GAME.table.played_label(other, A, flip(), GAME.apply(other, A, flip()))


def test_determinize_reshuffles_every_draw_pile_and_keeps_the_table():
    state = play(GAME.new_state(3, GAME.options_for(3), 5), 0)  # a fresh deal: every pile full
    seat = state.seat
    state = play(state, seat, flip("temp"))
    for viewer in (None, A, B, C):
        samples = [GAME.determinize(state, viewer, Rng.from_seed(k)) for k in range(4)]
        for sample in samples:
            assert GAME.view(sample, viewer) == GAME.view(state, viewer)
            assert GAME.legal_moves(sample, state.seat) == GAME.legal_moves(state, state.seat)
            assert [sorted(p) for p in sample.draw] == [sorted(p) for p in state.draw]
            # nothing but the draw piles' order and the generator changes
            assert replace(sample, draw=state.draw, rng=state.rng) == state
        for s in range(3):  # every pile, the viewer's own too: nobody knows its order
            assert len({sample.draw[s] for sample in samples}) == 4
        assert len({sample.rng for sample in samples}) == 4


def test_determinize_keeps_the_dead_pile_and_temp_cards_seen_face_up():
    state = position(2, seat=A, seats={A: dict(work=[10, 9], temp=[8, None, 3], dead=[7, 7])})
    sample = GAME.determinize(state, A, Rng.from_seed(1))
    assert (sample.dead, sample.temp, sample.work, sample.score) == (state.dead, state.temp, state.work,
                                                                    state.score)


def test_returns_rank_the_seats_with_the_tie_break():
    state = position(3, seats={A: dict(taken=[2, 3, 9, 10]), B: dict(taken=[9]), C: dict(taken=[1, 8, 9, 10])},
                     over=True)
    assert GAME.returns(state) == (0.5, 0.0, 1.0)  # C wins the tie on points by the lowest missing


def test_returns_share_a_shared_win():
    state = position(3, seats={A: dict(taken=[2, 3, 9, 10]), C: dict(taken=[4, 5, 6, 10])}, over=True)
    assert GAME.result(state)["winners"] == [A, C]
    assert GAME.returns(state) == (0.75, 0.0, 0.75)


def test_solo_returns_are_the_score_over_the_best_possible():
    cards = position(1, seats={A: dict(taken=[10, 9, 5])}, over=True)
    assert GAME.returns(cards) == (9 / 55,)
    weighted = position(1, seats={A: dict(taken=[10, 9, 5])}, options={"solo_scoring": "weighted"}, over=True)
    assert GAME.returns(weighted) == (4 / 23,)
    for scoring in ("cards", "weighted"):
        perfect = position(1, seats={A: dict(taken=list(range(1, 11)))}, options={"solo_scoring": scoring},
                           over=True)
        assert GAME.returns(perfect) == (1.0,)
