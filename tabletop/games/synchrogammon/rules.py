"""Whose decision is pending, every legal move, checking a move and carrying it out."""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.game import IllegalMove, Move, among, first_equal
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, whole
from tabletop.engine.words import Words, say
from tabletop.games.backgammon_board.board import step_is_hit
from tabletop.games.backgammon_board.cube import dropped, offer, take
from tabletop.games.backgammon_board.double_click import bear_off_moves

from . import flow
from .explain import pick_refusal, step_refusal, wrong_phase
from .movement import legal_steps, make_step, step_label, step_targets_of
from .seats import SEATS, person, team_of, team_words
from .state import ANSWER, CUBE, DROPPED, GAME_END, MOVE, OVER, PICK, State, with_changes

POINT = whole(0, 25)  # 0 is off the board, 25 the bar
SHAPES = kinds({"pick": {"card": whole(0, 51)}, "step": {"dst": POINT, "src": POINT}, "double": {},
                "no_double": {}, "take": {}, "drop": {}, "next_game": {}})
WORDS = ShapeWords(say("synchrogammon.title"))
KIND_PHASE = {"pick": PICK, "step": MOVE, "double": CUBE, "no_double": CUBE, "take": ANSWER,
              "drop": ANSWER, "next_game": GAME_END}


def to_move(state: State) -> tuple[int, ...]:
    """The seats whose decision is pending: every seat still to pick, both partners of the team a cube
    question is put to (either answers for it), or the one seat to act."""
    if state.phase == PICK:
        return tuple(s for s in range(SEATS) if state.picks[s] is None)
    if state.phase == MOVE:
        return (state.current.seat,)
    if state.phase in (CUBE, ANSWER):
        return flow.cube_seats(state)
    if state.phase == GAME_END:
        return (state.parent,)
    return ()


# --- generating ----------------------------------------------------------------------
def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat` (empty for a seat that is not to move)."""
    if seat not in to_move(state):
        return []
    if state.phase == PICK:
        return pick_moves(state, seat)
    if state.phase == MOVE:
        return step_moves(state, seat)
    return button_moves(state)


@lru_cache(maxsize=None)
def pick_label(seat: int) -> Words:
    """A pick's words: the same whichever card it is, as they land in the log every seat reads."""
    return say("synchrogammon.pick", seat=person(seat))


def pick_moves(state: State, seat: int, cards=None) -> list[Move]:
    """One move per card in the hand (of `cards`, when given), all worded alike."""
    label = pick_label(seat)
    return [Move.of("pick", label, ((f"hand/{i}",),), card=card) for i, card in enumerate(state.hands[seat])
            if cards is None or card in cards]


def step_moves(state: State, seat: int, steps=None) -> list[Move]:
    """The current seat's legal checker steps (those of `steps`, when given)."""
    board = state.board
    if steps is None:
        steps = legal_steps(board, state.current, state.done)
    return [Move.of("step", step_words(seat, step, step_is_hit(board, step)), step_targets_of(step), src=step[1],
                    dst=step[2]) for step in steps]


@lru_cache(maxsize=None)  # four seats, a few hundred steps: the same words for every move that makes one
def step_words(seat: int, step: tuple, hit: bool) -> Words:
    return step_label(seat, step, hit)


def find_legal(state: State, seat: int, move: Move) -> Move | None:
    """The legal move exactly equal to `move` (types included, with its words and targets), or None. A save
    from another computer looks one up for every move it replays, so a pick is looked for among the cards it
    names and a step among the legal steps from and to the points it names."""
    if seat not in to_move(state):
        return None
    if move.kind == "pick" and state.phase == PICK:
        candidates = pick_moves(state, seat, among(state.hands[seat], move.get("card")))
    elif move.kind == "step" and state.phase == MOVE:
        src, dst = move.get("src"), move.get("dst")
        steps = legal_steps(state.board, state.current, state.done)
        candidates = step_moves(state, seat, [step for step in steps if step[1] == src and step[2] == dst])
    else:
        candidates = legal_moves(state, seat)
    return first_equal(candidates, move)


def button_moves(state: State) -> list[Move]:
    """The buttons of the cube window, the answer to a double, and the next game of a match."""
    value = state.cube.value
    if state.phase == CUBE:
        team = team_words(flow.asked_team(state))
        return [Move.of("double", lambda: say("synchrogammon.button.double", team=team, value=value * 2)),
                Move.of("no_double", lambda: say("synchrogammon.button.no_double", team=team))]
    if state.phase == ANSWER:
        team, doubler = team_words(1 - state.cube.offered_by), team_words(state.cube.offered_by)
        # Short enough for two lines of the button column: dropping ends the game, so the doubler wins.
        return [Move.of("take", lambda: say("synchrogammon.button.take", team=team, value=value * 2)),
                Move.of("drop", lambda: say("synchrogammon.button.drop", team=team, doubler=doubler, value=value))]
    if state.phase == GAME_END:
        number = state.match.games + 1
        return [Move.of("next_game", lambda: say("synchrogammon.button.next_game", number=number))]
    return []


# --- checking ------------------------------------------------------------------------
def check_shape(move: Move) -> None:
    """Refuse unknown kinds and missing or badly typed fields with MalformedMove."""
    check_fields(WORDS, SHAPES, move)


def checked(state: State, seat: int, move: Move) -> Move:
    """The legal move equal to `move`, or IllegalMove saying why it is not allowed."""
    for legal in legal_moves(state, seat):
        if legal == move:
            return legal
    if KIND_PHASE[move.kind] != state.phase:
        raise IllegalMove(wrong_phase(state, move.kind))
    if move.kind == "pick":
        raise IllegalMove(pick_refusal(state, seat, move.get("card")))
    if move.kind == "step":
        raise IllegalMove(step_refusal(state, seat, move.get("src"), move.get("dst")))
    raise IllegalMove(say("synchrogammon.refusal.not_now"))


# --- carrying out ----------------------------------------------------------------------
def perform(state: State, seat: int, move: Move) -> State:
    """The state after a checked legal move; its `events` then hold only what this move set off."""
    kind = move.kind
    if kind == "step":
        return perform_step(state, seat, move)
    state = with_changes(state, events=())
    if kind == "pick":
        return flow.pick(state, seat, move.get("card"))
    # Cube questions keep the notes of the round just closed, so the pickers still read them.
    state = with_changes(state, last=())
    if kind == "double":
        return with_changes(state, phase=ANSWER, cube=offer(state.cube, flow.asked_team(state)))
    if kind == "no_double":
        return flow.next_cube_question(with_changes(state, asked=state.asked + 1))
    if kind == "take":
        taker = team_words(1 - state.cube.offered_by)
        notes = state.notes + (say("synchrogammon.note.took", team=taker, value=state.cube.value * 2),)
        return with_changes(state, phase=PICK, cube=take(state.cube), asked=2, notes=notes)
    if kind == "drop":
        return flow.end_game(with_changes(state, cube=dropped(state.cube)), state.cube.offered_by, DROPPED)
    return flow.next_game(state)


def perform_step(state: State, seat: int, move: Move) -> State:
    """One checker step of the current seat; the queue then goes on by itself."""
    step = (team_of(seat), move.get("src"), move.get("dst"))
    board, hit, finished = make_step(state.board, step)
    played = step + (hit,)
    state = with_changes(state, last=(played,), this_round=state.this_round + (played,), notes=(), events=())
    return flow.after_step(state, board, finished)


def is_over(state: State) -> bool:
    """True once the match has ended."""
    return state.phase == OVER


def double_click_moves(state: State, seat: int, path: str) -> list[Move]:
    """A double-click on a checker bears it off (each step is one move, so there is one way at most)."""
    return bear_off_moves(legal_moves(state, seat), path)


def warning(state: State, seat: int, move: Move) -> Words | None:
    """Dropping a double ends the game at once: ask before doing it."""
    if move.kind == "drop" and state.cube.offered_by is not None:
        return say("synchrogammon.warning.drop", team=team_words(state.cube.offered_by), count=state.cube.value)
    return None
