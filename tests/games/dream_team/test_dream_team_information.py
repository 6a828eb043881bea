"""What a Dream Team seat cannot know: determinizations redraw the deck's order and nothing else,
undo agrees with the information rule, and returns rank the match totals."""

from dataclasses import replace

from tabletop.engine.game import Move
from tabletop.engine.information import can_undo, reveals_hidden
from tabletop.engine.rng import Rng
from tabletop.games.dream_team import flow

from dream_team_helpers import A, B, C, GAME, draw, nominate, position


def in_a_lottery():
    """A lottery under way: A drew 4 and 7 (open), B draws next; the row and teams are face up."""
    state = position(3, [8, 2, 9, 5], start=A, teams=[[3], [6], []], deck=[4, 7], discard=[1, 10])
    state = nominate(state, (A, 3), (B, 3), (C, 1))
    return draw(state, A)


def test_determinize_reshuffles_the_deck_and_keeps_row_lottery_teams_and_discard():
    state = in_a_lottery()
    assert state.lottery.open and state.discard
    for viewer in (None, A, B, C):
        samples = [GAME.determinize(state, viewer, Rng.from_seed(k)) for k in range(4)]
        for sample in samples:
            assert GAME.view(sample, viewer) == GAME.view(state, viewer)
            assert GAME.legal_moves(sample, B) == GAME.legal_moves(state, B)
            assert sorted(sample.deck) == sorted(state.deck)
            # the row, markers, lottery cards, teams and the discard pile stay as every seat saw them
            assert replace(sample, deck=state.deck, rng=state.rng) == state
        assert len({sample.deck for sample in samples}) == 4
        assert len({sample.rng for sample in samples}) == 4


def test_a_lottery_draw_depends_on_the_deck_order_and_cannot_be_undone():
    state = in_a_lottery()
    assert reveals_hidden(GAME, state, B, Move.of("draw"))
    assert not can_undo(GAME, state, B, Move.of("draw"), GAME.apply(state, B, Move.of("draw")))


def test_a_deal_depends_on_the_deck_order_and_cannot_be_undone():
    state = nominate(position(3, [10, 7, 10, 3], start=A), (A, 1), (B, 3), (C, 2))
    seat = GAME.to_move(state)[0]
    assert reveals_hidden(GAME, state, seat, Move.of("deal"))
    assert not can_undo(GAME, state, seat, Move.of("deal"), GAME.apply(state, seat, Move.of("deal")))


def test_a_nomination_that_resolves_a_stage_reveals_nothing_and_can_be_undone():
    state = nominate(position(3, [10, 7, 10, 3], start=A), (A, 1), (B, 3))
    move = Move.of("nominate", pos=1)  # C's mark makes every card a single and ends the round
    assert not reveals_hidden(GAME, state, C, move)
    assert can_undo(GAME, state, C, move, GAME.apply(state, C, move))


def test_the_reshuffle_to_come_is_redrawn_with_the_generator():
    """An empty deck: the next draw shuffles the discard pile, so only the generator differs."""
    state = in_a_lottery()
    state = replace(state, deck=(), discard=state.deck + state.discard)
    after = [GAME.apply(GAME.determinize(state, B, Rng.from_seed(k)), B, Move.of("draw")) for k in range(6)]
    assert len({s.deck for s in after}) > 1


def _game_end(totals, a_team):
    """The end of a game with B holding 10+7 and C 10+9, and A's team as given (the digest's case 10)."""
    return flow.end_game(position(3, [1, 2, 3, 4], start=A, teams=[a_team, [10, 7], [10, 9]], totals=totals))


def test_returns_share_a_shared_win():
    state = _game_end(totals=(96, 88, 80), a_team=[9])
    assert state.totals == (105, 105, 99) and GAME.result(state)["winners"] == [A, B]
    assert GAME.returns(state) == (0.75, 0.75, 0.0)


def test_returns_rank_every_seat():
    state = _game_end(totals=(96, 88, 80), a_team=[8])
    assert state.totals == (104, 105, 99) and GAME.result(state)["winners"] == [B]
    assert GAME.returns(state) == (0.5, 1.0, 0.0)
