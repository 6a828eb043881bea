"""The view marks a whole round: every step of the round being played, else of the last finished one."""

from tabletop.engine.match import Match, Player
from tabletop.games.backgammon_board import step_paths
from tabletop.games.synchrogammon.state import MOVE, PICK

from sg_helpers import GAME


def _paths(steps):
    found = []
    for colour, src, dst, _hit in steps:
        found += [p for p in step_paths((colour, src, dst)) if p not in found]
    return found


def _rounds(seed=5, count=4):
    """(the steps of each finished round, the state just after it) for the first `count` rounds that moved."""
    match = Match.start("synchrogammon", [Player(n) for n in "NESW"], {}, seed)
    found, steps = [], []
    while len(found) < count and not match.is_over():
        seat = match.to_move()[0]
        before = match.state.round
        match.play(seat, match.computer_move(seat))
        steps += list(match.state.last) if match.history[-1].move.kind == "step" else []
        if match.state.round != before:
            if steps:
                found.append((steps, match.state))
            steps = []
    return found, match


def test_the_whole_finished_round_is_marked_through_the_picks_of_the_next():
    rounds, _ = _rounds()
    assert any(len({s[0] for s in steps}) == 2 for steps, _ in rounds)  # both colours moved in some round
    for steps, state in rounds:
        view = GAME.view(state, None)
        assert len(steps) > 1
        assert view["last_turn"] == [list(step_paths(s[:3])) + [s[0], s[3]] for s in steps]
        assert view["last_paths"] == _paths(steps)
        assert view["board"]["moved"] == [list(step_paths(steps[-1][:3])) + [steps[-1][0], steps[-1][3]]]
        if state.phase == PICK:  # laying a card face down leaves the marks alone
            seat = GAME.to_move(state)[0]
            picked = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
            assert GAME.view(picked, seat)["last_turn"] == view["last_turn"]


def test_the_next_rounds_first_step_replaces_the_marks_and_the_round_grows_step_by_step():
    match = Match.start("synchrogammon", [Player(n) for n in "NESW"], {}, 5)
    marked_before, grew = None, 0
    while grew < 6 and not match.is_over():
        seat = match.to_move()[0]
        state = match.state
        match.play(seat, match.computer_move(seat))
        after = match.state
        if match.history[-1].move.kind != "step" or after.round != state.round:
            continue
        marked = GAME.view(after, None)["last_turn"]
        if state.phase == MOVE and state.this_round:  # a step in a round that already moved: one more mark
            assert marked[:-1] == marked_before and len(marked) == len(marked_before) + 1
            grew += 1
        else:  # the round's first step: only it is marked
            assert len(marked) == 1
        marked_before = marked
    assert grew == 6
