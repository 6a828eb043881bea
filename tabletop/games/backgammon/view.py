"""What each seat sees: the view dict, the status sentence and the result with its breakdown."""

from __future__ import annotations

from tabletop.games.backgammon_board.board import COLOUR_NAMES
from tabletop.games.backgammon_board.cube import cube_view
from tabletop.games.backgammon_board.match_play import match_view, match_winner
from tabletop.games.backgammon_board.plays import can_move
from tabletop.games.backgammon_board.view import board_view, marked_paths, marked_steps

from .moves import can_double, dice_words
from .state import BETWEEN, CUBE, DROPPED, KIND_NAMES, MOVE, OVER, ROLL, State, to_move

SEAT_NAMES = COLOUR_NAMES


def marked_turn(state: State) -> tuple:
    """The steps to mark: the turn being played once it has moved a checker, else the last finished one
    (the opponent's whole turn stays marked through the roll, until the next checker moves)."""
    return state.this_turn or state.last_turn


def dropped_by(state: State) -> int | None:
    """The colour whose drop ended the game just finished (the cube panel says so), or None."""
    if state.phase in (BETWEEN, OVER) and state.games and state.games[-1].kind == DROPPED:
        return 1 - state.games[-1].winner
    return None


def view(state: State, viewer: int | None) -> dict:
    """The whole view for `viewer` (None = public); backgammon hides nothing."""
    over = state.phase == OVER
    return {
        "game": "backgammon", "phase": state.phase, "viewer": viewer,
        "to_move": list(to_move(state)), "seats": list(SEAT_NAMES), "turn": state.turn,
        # The colour on roll: a board that turns numbers its points for it, as the log words its moves.
        "on_roll": state.turn if state.phase in (ROLL, MOVE, CUBE) else None,
        "status": status(state), "result": result(state) if over else None,
        "last_paths": marked_paths(marked_turn(state)),
        "last_turn": marked_steps(marked_turn(state)),
        "board": board_view(state.board, state.moved),
        "cube": cube_view(state.cube, SEAT_NAMES, state.cube_on, dropped_by(state)),
        "viewer_colour": viewer if viewer in (0, 1) else None,
        "dice": list(state.dice), "dice_left": list(state.dice_left),
        "match": {**match_view(state.match), "length": state.match.target},
        "opening": [list(r) for r in state.opening],
        "note": state.note,
        "banner": "Crawford game" if state.match.crawford else None,
        "games": [game_row(state, i) for i in range(len(state.games))],
    }


def _points_words(points: int) -> str:
    return f"{points} point{'s' if points != 1 else ''}"


def game_sentence(state: State, index: int) -> str:
    """'White wins a gammon: 2 x cube 2 = 4 points.' for a finished game."""
    record = state.games[index]
    who = COLOUR_NAMES[record.winner]
    if record.kind == DROPPED:
        return f"{COLOUR_NAMES[1 - record.winner]} dropped the double: {who} wins {_points_words(record.points)}."
    kind = KIND_NAMES[record.kind].lower()
    return f"{who} wins a {kind}: {record.kind} x cube {record.cube} = {_points_words(record.points)}."


def game_row(state: State, index: int) -> dict:
    """A finished game as plain data."""
    record = state.games[index]
    return {"winner": record.winner, "kind": KIND_NAMES[record.kind], "cube": record.cube,
            "points": record.points, "summary": game_sentence(state, index)}


def score_words(state: State) -> str:
    """'Score: White 4, Black 1 (match to 5).'"""
    scores = state.match.scores
    target = state.match.target
    tail = f" (match to {target})" if target and target > 1 else ""
    return f"Score: White {scores[0]}, Black {scores[1]}{tail}."


def status(state: State) -> str:
    """One or two sentences for the status panel: what happened, whose turn, what to do."""
    who = COLOUR_NAMES[state.turn]
    note = f"{state.note} " if state.note else ""
    if state.phase == OVER:
        return result(state)["summary"]
    if state.phase == BETWEEN:
        return f"{game_sentence(state, -1)} {score_words(state)} {COLOUR_NAMES[to_move(state)[0]]}: start the next game."
    if state.phase == CUBE:
        taker = COLOUR_NAMES[1 - state.cube.offered_by]
        return f"{who} doubles to {state.cube.value * 2}. {taker}: take or drop?"
    crawford = " This is the Crawford game: no doubling." if state.match.crawford else ""
    if state.phase == ROLL:
        double = " or double" if can_double(state, state.turn) else ""
        return f"{note}{who} to roll{double}.{crawford}"
    if not can_move(state.board, state.turn, state.dice_left):  # the status is drawn every frame
        return f"{note}{who} rolled {dice_words(state.dice)} and cannot move."
    return f"{note}{who} {_left_words(state)}."


NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def _left_words(state: State) -> str:
    """'to play 6-5', 'to play 4-4: four moves of 4', 'to play the 5', 'has two moves of 4 left'."""
    left = state.dice_left
    if len(left) == 1:
        return f"to play the {left[0]}"
    if len(left) == 2 and left[0] != left[1]:
        return f"to play {dice_words(left)}"
    moves = f"{NUMBER_WORDS[len(left)]} moves of {left[0]}"
    return f"to play {dice_words(state.dice)}: {moves}" if len(left) == 4 else f"has {moves} left"


def breakdown(state: State) -> dict:
    """The results table: every game's points (kind x cube) and the running match score."""
    rows, scores = [], [0, 0]
    for number, record in enumerate(state.games, 1):
        scores[record.winner] += record.points
        if record.kind == DROPPED:
            how, points = "Drop", str(record.points)
        else:
            how, points = KIND_NAMES[record.kind].replace(" game", ""), f"{record.kind} x {record.cube} = {record.points}"
        rows.append([f"Game {number}", COLOUR_NAMES[record.winner], how, points, f"{scores[0]}-{scores[1]}"])
    rows.append(["Total", "", "", "", f"{scores[0]}-{scores[1]}"])
    notes = ["Points = the kind of win (single 1, gammon 2, backgammon 3) x the cube; a dropped double "
             "scores the cube's value before the double. Score is White-Black."]
    if state.match.target and state.match.target > 1:
        notes.append(f"The match is played to {state.match.target} points.")
    return {"title": "Points per game", "columns": ["Game", "Winner", "Result", "Points", "Score"],
            "rows": rows, "notes": notes}


def result(state: State) -> dict:
    """Winners, scores, ranking, summary, the last game's points and the breakdown."""
    names = SEAT_NAMES
    scores = {names[i]: state.match.scores[i] for i in (0, 1)}
    if state.phase != OVER:
        return {"winners": [], "scores": scores, "ranking": [], "summary": "The match is still going."}
    winner = match_winner(state.match)
    last = state.games[-1]
    target = state.match.target
    if target and target > 1:
        summary = (f"{names[winner]} wins the match {state.match.scores[winner]}-"
                   f"{state.match.scores[1 - winner]}. Last game: {game_sentence(state, -1)}")
    else:
        summary = game_sentence(state, -1)
    return {"winners": [winner], "scores": scores, "ranking": [winner, 1 - winner], "summary": summary,
            "winner": names[winner], "points": last.points, "kind": KIND_NAMES[last.kind], "cube": last.cube,
            "match": match_view(state.match), "breakdown": breakdown(state)}
