"""What each seat can know: determinizations redraw only the face-down cards of others; returns by team."""

from tabletop.engine.cards import card_id
from tabletop.engine.information import can_undo, reveals_hidden
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon import flow
from tabletop.games.synchrogammon.hands import full_hand, value_of
from tabletop.games.synchrogammon.positions import position

from sg_helpers import A1, A2, B1, B2, by_seat, pick_all, play, step

SAMPLES = [Rng.from_seed(k) for k in range(40)]


def mid_cycle(seed=3, rounds=2, options=None):
    """A seeded computer match some rounds in, at the start of a round's picks (discards not empty)."""
    match = Match.start("synchrogammon", [Player(f"P{i}", "computer") for i in range(4)], options or {}, seed)
    while match.state.round <= rounds or match.state.phase != "pick" or any(
            p is not None for p in match.state.picks):
        match.play_computers(1)
    return match.state


def test_another_seats_face_down_card_is_redrawn_from_its_hand_and_the_seat_keeps_its_own():
    state = mid_cycle()
    state = play(play(state, B1, "pick", card=state.hands[B1][0]), A2, "pick", card=state.hands[A2][-1])
    for seat in (A1, B2):
        samples = [GAME.determinize(state, seat, rng) for rng in SAMPLES]
        for sample in samples:
            assert GAME.view(sample, seat) == GAME.view(state, seat)
            assert GAME.legal_moves(sample, seat) == GAME.legal_moves(state, seat)
            assert sample.hands[seat] == state.hands[seat] and sample.discards == state.discards
            for other in (B1, A2):   # the same cards between hand and table, any of them laid
                assert sorted(sample.hands[other] + (sample.picks[other],)) == \
                    sorted(state.hands[other] + (state.picks[other],))
        for other in (B1, A2):
            laid = {s.picks[other] for s in samples}
            assert laid == set(state.hands[other] + (state.picks[other],))


def test_a_seat_that_laid_its_card_keeps_it_and_the_public_sees_none_of_them():
    state = pick_all(flow.open_round(position(None, phase="pick")), (3, 5), seats=(A1, B1))
    own = [GAME.determinize(state, A1, rng) for rng in SAMPLES]
    assert {s.picks[A1] for s in own} == {card_id(3, A1)}
    assert len({s.picks[B1] for s in own}) == 6
    public = [GAME.determinize(state, None, rng) for rng in SAMPLES]
    assert len({s.picks[A1] for s in public}) == 6 and len({s.picks[B1] for s in public}) == 6
    assert all(s.picks[A2] is None and s.hands[A2] == full_hand(A2) for s in public)
    assert all(GAME.view(s, None) == GAME.view(state, None) for s in public)


def test_revealed_cards_and_the_discards_of_the_cycle_stay_and_only_the_generator_changes():
    state = mid_cycle(rounds=3)
    state = pick_all(state, [value_of(h[0]) for h in state.hands])
    assert state.revealed
    for seat in (None, A1, B1, A2, B2):
        samples = [GAME.determinize(state, seat, rng) for rng in SAMPLES[:5]]
        assert len({s.rng for s in samples}) == 5
        for sample in samples:
            assert sample.picks == state.picks and sample.hands == state.hands
            assert sample.discards == state.discards


def test_with_the_memory_aid_the_played_values_stay_in_view():
    state = mid_cycle(options={"memory_aid": "on"})
    state = play(state, B2, "pick", card=state.hands[B2][0])
    for rng in SAMPLES[:10]:
        sample = GAME.determinize(state, A1, rng)
        assert GAME.view(sample, A1) == GAME.view(state, A1) and sample.discards == state.discards


def test_the_fourth_card_reveals_the_round_and_checker_steps_reveal_nothing():
    state = pick_all(flow.open_round(position(None, phase="pick")), (3, 5, 2), seats=(A1, B1, A2))
    fourth = GAME.legal_moves(state, B2)[-1]
    assert reveals_hidden(GAME, state, B2, fourth)
    moving = GAME.apply(state, B2, fourth)
    assert not can_undo(GAME, state, B2, fourth, moving)
    mover = GAME.to_move(moving)[0]
    move = GAME.legal_moves(moving, mover)[0]
    assert not reveals_hidden(GAME, moving, mover, move)
    assert can_undo(GAME, moving, mover, move, GAME.apply(moving, mover, move))


def test_an_earlier_card_shows_nothing_yet_but_stays_locked_by_choice():
    state = flow.open_round(position(None, phase="pick"))
    first = GAME.legal_moves(state, A1)[0]
    assert not reveals_hidden(GAME, state, A1, first)
    assert not can_undo(GAME, state, A1, first, GAME.apply(state, A1, first))


# --- returns --------------------------------------------------------------------------
def test_both_seats_of_the_winning_team_get_one():
    board = {"white": {1: 1}, "off": [14, 1], "black": {13: 14}}
    over = step(position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1), 1, 0)
    assert GAME.is_over(over) and GAME.returns(over) == (1.0, 0.0, 1.0, 0.0)


def test_a_dropped_double_wins_for_the_doubling_team():
    state = flow.open_round(position(None, phase="pick", parent=A1, options={"cube": "on"}, cube=Cube(2, 1)))
    over = play(play(state, B1, "double"), A1, "drop")
    assert GAME.returns(over) == (0.0, 1.0, 0.0, 1.0)


def test_a_match_counts_as_won_or_lost_whatever_the_points():
    board = {"white": {1: 1}, "off": [14, 0], "black": {13: 15}}
    state = position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, options={"match_to": 3},
                     match=MatchScore(target=3, scores=(1, 2), crawford_done=True, games=3))
    over = step(state, 1, 0)
    assert GAME.result(over)["winners"] == [A1, A2] and GAME.returns(over) == (1.0, 0.0, 1.0, 0.0)
    between = step(position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1,
                            options={"match_to": 3}), 1, 0)
    assert not GAME.is_over(between) and GAME.returns(between) == (0.5,) * 4
