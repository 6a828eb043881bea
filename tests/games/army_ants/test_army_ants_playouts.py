"""Seeded random playouts and property tests: generation, apply and a naive reference agree."""

import copy
import random

import pytest
from hypothesis import given, settings, strategies as st

from tabletop.engine.game import GameError, IllegalMove, Move
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import read_save, write_save
from tabletop.games.army_ants import GAME, State
from tabletop.games.army_ants.board import ARMIES, NAMES, OWNER, QUEENS, VALUE

RED, BLACK = 0, 1
ALL_19 = {"red_cards": 19, "black_cards": 19}
OPTION_SETS = [{}, {"setup": "rows"}, {"setup": "free", "move_max_legs": 2, "no_attack_limit": 60},
               {"move_max_legs": 2, "no_attack_limit": 60}]


def playout(seed, options, check_every=7, limit=3000):
    """Play random moves (no draw offers) to the end, checking the promises on the way."""
    rng = random.Random(seed)
    state = GAME.new_state(2, options, seed)
    for step in range(limit):
        if GAME.is_over(state):
            return state, step
        seat = GAME.to_move(state)[0]
        moves = GAME.legal_moves(state, seat)
        assert moves and len(set(moves)) == len(moves)
        if state.phase == "placement":
            assert_no_leak(state, seat)
        if step % check_every == 0:
            snapshot = copy.deepcopy(state)
            for move in moves:
                after = GAME.apply(state, seat, Move.from_dict(move.to_dict()))
                assert GAME.facts.conserved(after) == ALL_19
            if state.phase in ("muster", "battle") and state.draw_offer is None:
                assert_apply_agrees(state, rng)
            assert state == snapshot
        playable = [m for m in moves if m.kind not in ("offer_draw",)] or moves
        state = GAME.apply(state, seat, rng.choice(playable))
        assert GAME.facts.conserved(state) == ALL_19
    raise AssertionError(f"no end after {limit} moves")


def card_ids(value):
    """Every card id shown anywhere in a view."""
    if isinstance(value, dict):
        found = {value["id"]} if isinstance(value.get("id"), int) else set()
        return found.union(*(card_ids(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(card_ids(v) for v in value))
    return set()


def assert_no_leak(state, seat):
    """The placing seat's cards appear in its own view only."""
    secret = GAME.facts.secrets(state, seat)
    assert secret and secret <= card_ids(GAME.view(state, seat))
    for other in (None, 1 - seat):
        assert not secret & card_ids(GAME.view(state, other))


@pytest.mark.parametrize("options", OPTION_SETS, ids=["dealt", "rows", "free-legs2-quiet60", "legs2-quiet60"])
@pytest.mark.parametrize("seed", range(4))
def test_random_playouts_end_with_every_card_accounted_for(seed, options):
    state, steps = playout(seed, options)
    result = GAME.result(state)
    assert steps > 10 and state.phase == "over"
    assert result["draw"] or len(result["winners"]) == 1
    if result["winners"]:
        loser = 1 - result["winners"][0]
        assert QUEENS[loser] in state.casualties[loser] and QUEENS[loser] not in state.board


def test_a_saved_match_replays_to_an_equal_state(tmp_path):
    match = Match.start("army_ants", [Player("A", "computer"), Player("B", "computer")],
                        {"setup": "rows"}, 21)
    while not match.is_over() and len(match.history) < 120:
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    path = write_save(tmp_path / "aa.yaml", match)
    assert read_save(path).state == match.state


# --- random positions -------------------------------------------------------------
SOLDIERS = [c for army in ARMIES for c in army if c not in QUEENS]


@st.composite
def positions(draw):
    """A battle position: both Queens plus some soldiers on random squares."""
    squares = draw(st.lists(st.integers(0, 39), min_size=2, max_size=30, unique=True))
    soldiers = draw(st.permutations(SOLDIERS))
    cells = [None] * 40
    for square, card in zip(squares, list(QUEENS) + soldiers):
        cells[square] = card
    placed = set(cells)
    casualties = tuple(tuple(c for c in ARMIES[s] if c not in placed) for s in (RED, BLACK))
    return State(board=tuple(cells), phase="battle", seat=draw(st.sampled_from((RED, BLACK))),
                 max_legs=draw(st.sampled_from((0, 2))), casualties=casualties)


def _step(square, d):
    col, row = square % 5 + d[0], square // 5 + d[1]
    return row * 5 + col if 0 <= col < 5 and 0 <= row < 8 else None


DIRS = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}


def naive_march_boards(board, seat):
    """Every board a March can produce, by walking each card square by square."""
    out = set()
    own = [i for i in range(40) if board[i] is not None and OWNER[board[i]] == seat]
    for start in own:
        for axis in ((1, 0), (0, 1)):
            seg = [start]
            while True:
                for d in DIRS.values():
                    for n in range(1, 9):
                        dests = []
                        for c in seg:
                            sq = c
                            for _ in range(n):
                                sq = _step(sq, d)
                                if sq is None or (board[sq] is not None and sq not in seg):
                                    break
                            else:
                                dests.append(sq)
                        if len(dests) < len(seg):
                            break
                        cells = list(board)
                        for c in seg:
                            cells[c] = None
                        for c, t in zip(seg, dests):
                            cells[t] = board[c]
                        out.add(tuple(cells))
                nxt = _step(seg[-1], axis)
                if nxt is None or board[nxt] is None or OWNER[board[nxt]] != seat:
                    break
                seg.append(nxt)
    return out


def naive_move_boards(board, seat, max_legs):
    """Every board a Move can produce: any path of empty squares (or with at most one turn)."""
    out = set()
    for frm in range(40):
        if board[frm] is None or OWNER[board[frm]] != seat:
            continue
        dests = set()
        if max_legs == 2:
            for d1 in DIRS.values():
                corner = frm
                while True:
                    for d2 in DIRS.values():
                        sq = corner
                        while (sq := _step(sq, d2)) is not None and board[sq] is None:
                            dests.add(sq)
                    corner = _step(corner, d1)
                    if corner is None or board[corner] is not None:
                        break
        else:
            todo, seen = [frm], {frm}
            while todo:
                sq = todo.pop()
                for d in DIRS.values():
                    nxt = _step(sq, d)
                    if nxt is not None and nxt not in seen and board[nxt] is None:
                        seen.add(nxt)
                        todo.append(nxt)
            dests = seen
        for to in dests - {frm}:
            cells = list(board)
            cells[to], cells[frm] = board[frm], None
            out.add(tuple(cells))
    return out


def naive_attacks(board, seat):
    """(from, to) of every Attack, walking each line."""
    out = set()
    for frm in range(40):
        card = board[frm]
        if card is None or OWNER[card] != seat or card in QUEENS:
            continue
        for d in DIRS.values():
            sq = _step(frm, d)
            while sq is not None and board[sq] is None:
                sq = _step(sq, d)
            if sq is not None and OWNER[board[sq]] != seat and VALUE[board[sq]] <= VALUE[card]:
                out.add((NAMES[frm], NAMES[sq]))
    return out


def boards_after(state, seat, moves):
    return {GAME.apply(state, seat, m).board for m in moves}


@settings(max_examples=150, deadline=None)
@given(positions())
def test_generation_matches_a_naive_reference(state):
    seat = state.seat
    moves = GAME.legal_moves(state, seat)
    by_kind = {}
    for m in moves:
        by_kind.setdefault(m.kind, []).append(m)
    walking = boards_after(state, seat, by_kind.get("march", []) + by_kind.get("move", []))
    assert walking == naive_march_boards(state.board, seat) | naive_move_boards(state.board, seat, state.max_legs)
    assert {(m.get("frm"), m.get("to")) for m in by_kind.get("attack", [])} == naive_attacks(state.board, seat)
    own = [i for i in range(40) if state.board[i] is not None and OWNER[state.board[i]] == seat]
    pairs = {(NAMES[a], NAMES[b]) for a in own for b in own if a < b and (b - a == 5 or (b - a == 1 and b % 5))}
    assert {(m.get("a"), m.get("b")) for m in by_kind.get("swap", [])} == pairs
    # A Move never duplicates a one-card March.
    march_boards = boards_after(state, seat, [m for m in by_kind.get("march", []) if len(m.get("cells")) == 1])
    assert not march_boards & boards_after(state, seat, by_kind.get("move", []))


def candidate_moves(rng, state, count):
    """Plausible moves, legal or not: random squares, short random segments."""
    own = [NAMES[i] for i in range(40) if state.board[i] is not None and OWNER[state.board[i]] == state.seat]
    out = []
    for _ in range(count):
        a, b = rng.choice(own), rng.choice(NAMES)
        kind = rng.choice(("march", "move", "swap", "attack", "pass", "refuge"))
        if kind == "march":
            start = NAMES.index(a)
            step = rng.choice((1, 5))
            cells = sorted({NAMES[i] for i in range(start, min(40, start + step * rng.randint(1, 3)), step)})
            out.append(Move.of("march", cells=tuple(cells), dir=rng.choice("NESW"), dist=rng.randint(1, 7)))
        elif kind == "swap":
            x, y = sorted((a, b))
            if x != y:
                out.append(Move.of("swap", a=x, b=y))
        elif kind == "pass":
            out.append(Move.of("pass"))
        else:
            out.append(Move.of(kind, frm=a, to=b))
    return out


def assert_apply_agrees(state, rng, count=40):
    """Plausible moves apply exactly when they are generated; refusals give a reason."""
    seat = state.seat
    legal = set(GAME.legal_moves(state, seat))
    snapshot = copy.deepcopy(state)
    for move in candidate_moves(rng, state, count):
        if move in legal:
            GAME.apply(state, seat, move)
        else:
            with pytest.raises(GameError) as err:
                GAME.apply(state, seat, move)
            assert isinstance(err.value, IllegalMove) and str(err.value).strip()
    assert state == snapshot


@settings(max_examples=150, deadline=None)
@given(positions(), st.randoms(use_true_random=False))
def test_apply_accepts_exactly_the_generated_moves(state, rng):
    if any(state.board[i] is not None and OWNER[state.board[i]] == state.seat for i in range(40)):
        assert_apply_agrees(state, rng)
