"""Refusals say why, in the words of the moment: wrong phase, wrong card, wrong click; and the drop warning."""

import pytest

from tabletop.engine.cards import card_id
from tabletop.engine.game import GameOver, IllegalMove, MalformedMove, Move
from tabletop.engine.match import Match, Player
from tabletop.engine.words import say
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon import flow
from tabletop.games.synchrogammon.positions import position

from sg_helpers import A1, B1, by_seat, play, refused, step


def test_moves_of_another_phase_are_refused_with_the_moment_named():
    picking = GAME.new_state(4, {}, 1)
    assert refused(picking, A1, "step", src=24, dst=18) == "First every player lays a card face down."
    assert "before anyone picks" in refused(picking, A1, "double")
    moving = position(None, values=by_seat(a1=6, a2=1, b1=2, b2=3), seat=A1)
    assert "face up" in refused(moving, A1, "pick", card=card_id(6, A1))


def test_malformed_moves_are_named():
    state = GAME.new_state(4, {}, 1)
    with pytest.raises(MalformedMove):
        GAME.apply(state, A1, Move.of("roll"))
    with pytest.raises(MalformedMove):
        GAME.apply(state, A1, Move.of("pick", card="six"))
    with pytest.raises(MalformedMove):
        GAME.apply(state, A1, Move.of("step", src=24))


def test_step_refusals_name_the_rule_broken():
    state = position(None, values=by_seat(a1=6, a2=1, b1=2, b2=3), seat=A1)
    assert refused(state, A1, "step", src=24, dst=19) == "A 6 moves a checker exactly 6 points."
    assert refused(state, A1, "step", src=20, dst=14) == "There is no White checker on point 20."
    assert "all 15" in refused(state, A1, "step", src=6, dst=0)
    assert refused(state, A1, "step", src=25, dst=19) == "No White checker is on the bar."


def test_clicks_before_the_reveal_ask_for_a_card():
    state = play(GAME.new_state(4, {}, 1), A1, "pick", card=card_id(4, A1))
    assert str(GAME.table.explain(state, B1, ["board/point/1"])) == "Choose one of your cards to lay face down."
    assert str(GAME.table.explain(state, A1, ["hand/0"])) == "You have laid your card; wait for the others."


def test_no_move_after_the_end():
    board = {"white": {1: 1}, "off": [14, 1], "black": {13: 14}}
    over = step(position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1), 1, 0)
    with pytest.raises(GameOver):
        play(over, A1, "next_game")
    assert GAME.legal_moves(over, A1) == [] and str(GAME.table.explain(over, A1, [])) == "The match is over."


def test_dropping_asks_for_confirmation_and_taking_does_not():
    state = flow.open_round(position(None, phase="pick", parent=A1, options={"cube": "on"}))
    answer = play(state, A1, "double")
    drop, take = (next(m for m in GAME.legal_moves(answer, B1) if m.kind == k) for k in ("drop", "take"))
    assert str(GAME.table.warning(answer, B1, drop)) == "Dropping ends this game now: White scores 1 point."
    assert GAME.table.warning(answer, B1, take) is None


def test_laid_cards_are_locked_but_checker_steps_can_be_taken_back():
    match = Match.start("synchrogammon", [Player(n) for n in ("First", "Second", "Third", "Fourth")], {}, 3)
    match.play(0, Move.of("pick", card=card_id(1, 0)))
    assert not match.can_undo()
    with pytest.raises(IllegalMove):
        match.undo()
    for seat, value in ((1, 2), (2, 3), (3, 4)):
        match.play(seat, Move.of("pick", card=card_id(value, seat)))
    mover = match.to_move()[0]
    before = match.state
    match.play(mover, match.legal_moves(mover)[0])
    assert match.can_undo()
    match.undo()
    assert match.state == before


def test_refusals_name_points_as_a_board_drawn_from_the_other_side_numbers_them():
    """A board kept for the other team draws the mover's own 20 point as 5: the refusal names 5."""
    from tabletop.games.backgammon_board.reasons import from_side
    state = position(None, values=by_seat(a1=6, a2=1, b1=2, b2=3), seat=A1)
    reason = GAME.table.explain(state, A1, ["board/point/20", "board/point/14"])
    assert str(reason) == "There is no White checker on point 20."
    assert str(GAME.table.renumbered(state, A1, reason, 1)) == "There is no White checker on point 5."
    assert str(from_side(say("synchrogammon.refusal.highest", number=4, point=4, team="White"), 0, 1)) == \
        "A 4 bears off from point 21, or from a point nearer home only when no White checker stands farther back."
