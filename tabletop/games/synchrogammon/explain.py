"""Sentences that say why a move or a click is refused.

Point numbers in these sentences are the mover's own (its home board is 1-6),
which is how the board is turned for the player at the screen.
"""

from __future__ import annotations

from tabletop.games.backgammon_board import BAR, OFF, own, step_targets
from tabletop.games.backgammon_board.scoring import all_home

from .hands import owner_of, value_of
from .movement import moves_left
from .seats import SEAT_NAMES, TEAM_NAMES, team_of
from .state import ANSWER, CUBE, GAME_END, MOVE, OVER, PICK, State

FALLBACK = "That is not a legal move here."


def wrong_phase(state: State, kind: str) -> str:
    """Why a kind of move does not fit the moment of the round."""
    if state.phase == PICK:
        if kind in ("double", "no_double", "take", "drop"):
            return "The cube can only be turned before anyone picks a card."
        return "First every player lays a card face down."
    return {
        MOVE: "The cards are face up: now the checkers move, in the order of the queue.",
        CUBE: "First the cube question: double or not.",
        ANSWER: "First the double must be taken or dropped.",
        GAME_END: "This game is over: start the next one.",
        OVER: "The match is over.",
    }[state.phase]


def pick_refusal(state: State, seat: int, card: int) -> str:
    """Why `seat` may not lay down `card`."""
    if owner_of(card) != seat:
        return "You can only play a card from your own hand."
    if card in state.discards[seat]:
        return (f"Your {value_of(card)} is on your discard pile; it comes back once "
                "all six cards have been played.")
    return "That card is not in your hand."


def step_refusal(state: State, seat: int, src: int, dst: int) -> str:
    """Why the current seat may not move a checker from `src` to `dst` (own numbering)."""
    colour, board = team_of(seat), state.board
    turn = state.current
    number, team = turn.number, TEAM_NAMES[colour]
    if src == BAR:
        if not board.bar[colour]:
            return f"No {team} checker is on the bar."
    elif board.bar[colour]:
        return f"A {team} checker is on the bar: it must come back in before any other checker moves."
    elif board.mine(colour, src) == 0:
        return f"There is no {team} checker on point {src}."
    if dst == OFF:
        return bear_off_refusal(state, colour, src, number) or _compulsory(state, number)
    if src - dst != number:
        return f"A {number} moves a checker exactly {number} points."
    if board.theirs(colour, dst) >= 2:
        return f"Point {dst} is blocked by {board.theirs(colour, dst)} {TEAM_NAMES[1 - colour]} checkers."
    return _compulsory(state, number)


def bear_off_refusal(state: State, colour: int, src: int, number: int) -> str | None:
    """Why a checker may not bear off from `src` with `number`, or None if the board alone allows it."""
    board, team = state.board, TEAM_NAMES[colour]
    if not all_home(board, colour):
        return f"{team} can bear off only once all 15 of its checkers are in its home board."
    if src > number:
        return f"A {number} cannot carry a checker from point {src} off the board."
    if src < number and any(board.mine(colour, p) for p in range(src + 1, 7)):
        return (f"A {number} bears off from point {number}, or from a lower point only when "
                f"no {team} checker stands farther back.")
    return None


def _compulsory(state: State, number: int) -> str:
    """The step is fine on its own, but it would waste a move that another play keeps."""
    if moves_left(state.current, state.done) >= 2:
        return (f"That would leave your second {number} unplayable; you must make both moves "
                "when some order allows it.")
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


def explain(state: State, seat: int, targets) -> str:
    """Why the clicked paths make no legal move."""
    targets = list(targets)
    if state.phase == OVER:
        return "The match is over."
    if state.phase == PICK:
        if state.picks[seat] is not None:
            return "You have laid your card; wait for the others."
        return "Choose one of your cards to lay face down."
    if state.phase != MOVE:
        return wrong_phase(state, "step")
    if state.current.seat != seat:
        return f"It is {SEAT_NAMES[state.current.seat]}'s turn to move."
    colour = team_of(seat)
    places = [parse_place(t, colour) for t in targets]
    if not places or places[0] is None or places[0] == OFF:
        return f"Choose one of the {TEAM_NAMES[colour]} checkers."
    if len(places) == 1:
        return _first_click(state, seat, places[0])
    if places[1] is None or len(places) > 2:
        return FALLBACK
    return step_refusal(state, seat, places[0], places[1])


def _first_click(state: State, seat: int, src: int) -> str:
    """A click on a checker that has no legal step."""
    colour, number = team_of(seat), state.current.number
    board = state.board
    if src != BAR and board.bar[colour]:
        return step_refusal(state, seat, src, max(0, src - number))
    if src == BAR and not board.bar[colour]:
        return f"No {TEAM_NAMES[colour]} checker is on the bar."
    if src != BAR and board.mine(colour, src) == 0:
        return f"Choose one of the {TEAM_NAMES[colour]} checkers."
    alone = [s for s in step_targets(board, colour, number) if s[1] == src]
    if not alone:
        return f"That checker cannot move a {number}: its landing point is blocked or off limits."
    return _compulsory(state, number)
