"""Messages that say why a move or a click is refused.

Point numbers in these messages are the mover's own (its home board is 1-6); where
the board is drawn from the other side, the table says them in the numbers drawn
(backgammon_board.reasons.from_side).
"""

from __future__ import annotations

from tabletop.engine.words import Words, say
from tabletop.games.backgammon_board import BAR, OFF, own, step_targets
from tabletop.games.backgammon_board.scoring import all_home

from .hands import owner_of, value_of
from .movement import moves_left
from .seats import person, team_of, team_words
from .state import ANSWER, CUBE, GAME_END, MOVE, OVER, PICK, State

FALLBACK = say("synchrogammon.refusal.fallback")
WRONG_PHASE = {MOVE: "move", CUBE: "cube", ANSWER: "answer", GAME_END: "game_end", OVER: "over"}


def wrong_phase(state: State, kind: str) -> Words:
    """Why a kind of move does not fit the moment of the round."""
    if state.phase == PICK:
        if kind in ("double", "no_double", "take", "drop"):
            return say("synchrogammon.phase.cube_too_late")
        return say("synchrogammon.phase.pick")
    return say(f"synchrogammon.phase.{WRONG_PHASE[state.phase]}")


def pick_refusal(state: State, seat: int, card: int) -> Words:
    """Why `seat` may not lay down `card`."""
    if owner_of(card) != seat:
        return say("synchrogammon.refusal.not_yours")
    if card in state.discards[seat]:
        return say("synchrogammon.refusal.discarded", value=value_of(card))
    return say("synchrogammon.refusal.not_in_hand")


def step_refusal(state: State, seat: int, src: int, dst: int) -> Words:
    """Why the current seat may not move a checker from `src` to `dst` (own numbering)."""
    colour, board = team_of(seat), state.board
    turn = state.current
    number, team = turn.number, team_words(colour)
    if src == BAR:
        if not board.bar[colour]:
            return say("synchrogammon.refusal.bar_empty", team=team)
    elif board.bar[colour]:
        return say("synchrogammon.refusal.bar_first", team=team)
    elif board.mine(colour, src) == 0:
        return say("synchrogammon.refusal.no_checker", team=team, point=src)
    if dst == OFF:
        return bear_off_refusal(state, colour, src, number) or _compulsory(state, number)
    if src - dst != number:
        return say("synchrogammon.refusal.exactly", number=number)
    if board.theirs(colour, dst) >= 2:
        return say("synchrogammon.refusal.blocked", point=dst, checkers=board.theirs(colour, dst),
                   other=team_words(1 - colour))
    return _compulsory(state, number)


def bear_off_refusal(state: State, colour: int, src: int, number: int) -> Words | None:
    """Why a checker may not bear off from `src` with `number`, or None if the board alone allows it."""
    board, team = state.board, team_words(colour)
    if not all_home(board, colour):
        return say("synchrogammon.refusal.not_home", team=team)
    if src > number:
        return say("synchrogammon.refusal.too_far", number=number, point=src)
    if src < number and any(board.mine(colour, p) for p in range(src + 1, 7)):
        return say("synchrogammon.refusal.highest", number=number, point=number, team=team)
    return None


def _compulsory(state: State, number: int) -> Words:
    """The step is fine on its own, but it would waste a move that another play keeps."""
    if moves_left(state.current, state.done) >= 2:
        return say("synchrogammon.refusal.both_moves", number=number)
    return FALLBACK


# --- clicks ----------------------------------------------------------------------------
def parse_place(path: str, colour: int) -> int | None:
    """A clicked board path as the mover's own point: 1..24, BAR (25) or OFF (0)."""
    parts = path.split("/")
    if len(parts) != 3 or parts[0] != "board" or not parts[2].isdigit():
        return None
    number = int(parts[2])
    if parts[1] == "point" and 1 <= number <= 24:
        return own(colour, number)
    if parts[1] in ("bar", "off") and number == colour:
        return BAR if parts[1] == "bar" else OFF
    return None


def explain(state: State, seat: int, targets) -> Words:
    """Why the clicked paths make no legal move."""
    targets = list(targets)
    if state.phase == OVER:
        return say("synchrogammon.phase.over")
    if state.phase == PICK:
        if state.picks[seat] is not None:
            return say("synchrogammon.explain.laid")
        return say("synchrogammon.explain.choose_card")
    if state.phase != MOVE:
        return wrong_phase(state, "step")
    if state.current.seat != seat:
        return say("synchrogammon.explain.not_your_turn", seat=person(state.current.seat))
    colour = team_of(seat)
    places = [parse_place(t, colour) for t in targets]
    if not places or places[0] is None or places[0] == OFF:
        return say("synchrogammon.explain.choose_checker", team=team_words(colour))
    if len(places) == 1:
        return _first_click(state, seat, places[0])
    if places[1] is None or len(places) > 2:
        return FALLBACK
    return step_refusal(state, seat, places[0], places[1])


def _first_click(state: State, seat: int, src: int) -> Words:
    """A click on a checker that has no legal step."""
    colour, number = team_of(seat), state.current.number
    board = state.board
    if src != BAR and board.bar[colour]:
        return step_refusal(state, seat, src, max(0, src - number))
    if src == BAR and not board.bar[colour]:
        return say("synchrogammon.refusal.bar_empty", team=team_words(colour))
    if src != BAR and board.mine(colour, src) == 0:
        return say("synchrogammon.explain.choose_checker", team=team_words(colour))
    alone = [s for s in step_targets(board, colour, number) if s[1] == src]
    if not alone:
        return say("synchrogammon.explain.stuck", number=number)
    return _compulsory(state, number)
