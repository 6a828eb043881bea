"""What Synchro-gammon moves did, in the contract's effect words: the table's sounds come from these."""

from tabletop.engine.cards import card_id
from tabletop.engine.game import Move
from tabletop.engine.information import effects_told_apart
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.games.synchrogammon import GAME, flow
from tabletop.games.synchrogammon.positions import position

from sg_helpers import A1, A2, B1, B2, by_seat, pick_all, play
from tabletop.engine import table_help

T6_BOARD = {"white": {13: 5, 8: 3, 6: 5, 4: 2}, "black": {24: 2, 13: 5, 15: 1, 8: 3, 6: 4}}
HOME_RUN = {"white": {1: 1}, "off": [14, 0], "black": {13: 15}}   # North bears off its last checker


def effects(state, seat, kind, **params):
    move = Move.of(kind, **params)
    return table_help.effects(GAME, state, seat, move, GAME.apply(state, seat, move))


def test_a_card_laid_face_down_sounds_the_same_whichever_card_it_is():
    state = GAME.new_state(4, {}, 2)
    for seat in (A1, B1, A2):
        assert {effects(state, seat, "pick", card=card) for card in state.hands[seat]} == {("place",)}
        assert effects_told_apart(GAME, state, seat) is None
        state = play(state, seat, "pick", card=state.hands[seat][0])
    # The fourth card turns all four over, whichever it is.
    assert {effects(state, B2, "pick", card=card) for card in state.hands[B2]} == {("place", "flip")}
    assert effects_told_apart(GAME, state, B2) is None


def test_the_reveal_is_heard_even_when_nobody_can_move_and_the_round_closes_at_once():
    state = pick_all(GAME.new_state(4, {}, 2), (1, 1, 1), seats=(A1, B1, A2))
    last = card_id(1, B2)
    after = GAME.apply(state, B2, Move.of("pick", card=last))
    assert after.phase == "pick" and not after.revealed     # a Cancel doublet: the round is already over
    assert table_help.effects(GAME, state, B2, Move.of("pick", card=last), after) == ("place", "flip")


def test_a_step_places_a_checker_and_a_hit_captures():
    state = position(T6_BOARD, values=by_seat(a1=5, a2=3, b1=4, b2=6), seat=A2)
    assert effects(state, A2, "step", src=13, dst=10) == ("place", "capture")
    assert effects(state, A2, "step", src=8, dst=5) == ("place",)


def test_a_game_of_a_match_scores_the_last_one_wins_and_the_next_deals_new_hands():
    state = position(HOME_RUN, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, options={"match_to": 5})
    assert effects(state, A1, "step", src=1, dst=0) == ("place", "score")
    between = play(state, A1, "step", src=1, dst=0)
    assert effects(between, GAME.to_move(between)[0], "next_game") == ("deal",)
    final = position(HOME_RUN, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, options={"match_to": 3},
                     match=MatchScore(target=3, scores=(1, 2), crawford_done=True, games=3))
    assert effects(final, A1, "step", src=1, dst=0) == ("place", "win")


def test_cube_questions_are_silent_and_a_drop_wins_a_single_game():
    state = flow.open_round(position(None, phase="pick", parent=A1, options={"cube": "on"}))
    assert effects(state, A1, "double") == ()
    doubled = play(state, A1, "double")
    assert effects(doubled, B1, "take") == ()
    assert effects(doubled, B1, "drop") == ("win",)
