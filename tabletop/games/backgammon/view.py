"""What each seat sees: the view dict, the status sentence and the result with its breakdown."""

from __future__ import annotations

from tabletop.engine.game import seat_words
from tabletop.engine.words import Text, Words, joined, say
from tabletop.games.backgammon_board.board import COLOUR_NAMES
from tabletop.games.backgammon_board.cube import cube_view
from tabletop.games.backgammon_board.match_play import match_view, match_winner
from tabletop.games.backgammon_board.plays import can_move
from tabletop.games.backgammon_board.reasons import number
from tabletop.games.backgammon_board.scoring import WIN_KEYS, win_words
from tabletop.games.backgammon_board.view import board_view, marked_paths, marked_steps

from .moves import can_double, dice_words
from .state import BETWEEN, CUBE, DROPPED, MOVE, OVER, ROLL, State, kind_name, to_move, who

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
        "to_move": list(to_move(state)), "seats": [seat_words(name) for name in SEAT_NAMES], "turn": state.turn,
        # The colour on roll: a board that turns numbers its points for it, as the log words its moves.
        "on_roll": state.turn if state.phase in (ROLL, MOVE, CUBE) else None,
        "status": status(state), "result": result(state) if over else None,
        "last_paths": marked_paths(marked_turn(state)),
        "last_turn": marked_steps(marked_turn(state)),
        "board": board_view(state.board, state.moved),
        "cube": cube_view(state.cube, [who(0), who(1)], state.cube_on, dropped_by(state)),
        "viewer_colour": viewer if viewer in (0, 1) else None,
        "dice": list(state.dice), "dice_left": list(state.dice_left),
        "match": {**match_view(state.match), "length": state.match.target},
        "opening": [list(r) for r in state.opening],
        "note": state.note,
        "banner": say("backgammon.banner.crawford") if state.match.crawford else None,
        "games": [game_row(state, i) for i in range(len(state.games))],
    }


def game_sentence(state: State, index: int) -> Words:
    """'White wins a gammon: 2 x cube 2 = 4 points.' for a finished game."""
    record = state.games[index]
    if record.kind == DROPPED:
        return say("backgammon.game.dropped", loser=who(1 - record.winner), who=who(record.winner),
                   count=record.points)
    return say("backgammon.game.won", who=who(record.winner), kind=win_words(record.kind), factor=record.kind,
               cube=record.cube, count=record.points)


def game_row(state: State, index: int) -> dict:
    """A finished game as plain data."""
    record = state.games[index]
    return {"winner": record.winner, "kind": kind_name(record.kind), "cube": record.cube,
            "points": record.points, "summary": game_sentence(state, index)}


def score_words(state: State) -> Words:
    """'Score: White 4, Black 1 (match to 5).'"""
    white, black = state.match.scores
    target = state.match.target
    if target and target > 1:
        return say("backgammon.score_match", white=white, black=black, white_who=who(0), black_who=who(1),
                   target=target)
    return say("backgammon.score", white=white, black=black, white_who=who(0), black_who=who(1))


def status(state: State) -> Text:
    """One or two sentences for the status panel: what happened, whose turn, what to do."""
    mover = who(state.turn)
    if state.phase == OVER:
        return result(state)["summary"]
    if state.phase == BETWEEN:
        return joined(game_sentence(state, -1), score_words(state),
                      say("backgammon.status.next_game", who=who(to_move(state)[0])))
    if state.phase == CUBE:
        return say("backgammon.status.doubled", who=mover, value=state.cube.value * 2,
                   taker=who(1 - state.cube.offered_by))
    if state.phase == ROLL:
        roll = say("backgammon.status.roll_or_double" if can_double(state, state.turn) else "backgammon.status.roll",
                   who=mover)
        return joined(state.note, roll, say("backgammon.status.crawford") if state.match.crawford else "")
    if not can_move(state.board, state.turn, state.dice_left):  # the status is drawn every frame
        return joined(state.note, say("backgammon.status.stuck", who=mover, dice=dice_words(state.dice)))
    return joined(state.note, _left_words(state))


def _left_words(state: State) -> Words:
    """'White to play 6-5', 'to play 4-4: four moves of 4', 'to play the 5', 'has two moves of 4 left'."""
    left, mover = state.dice_left, who(state.turn)
    if len(left) == 1:
        return say("backgammon.status.play_one", who=mover, die=left[0])
    if len(left) == 2 and left[0] != left[1]:
        return say("backgammon.status.play", who=mover, dice=dice_words(left))
    if len(left) == 4:
        return say("backgammon.status.play_doubles", who=mover, dice=dice_words(state.dice), die=left[0])
    return say("backgammon.status.moves_left", who=mover, count=len(left), number=number(len(left)), die=left[0])


def breakdown(state: State) -> dict:
    """The results table: every game's points (kind x cube) and the running match score."""
    rows, scores = [], [0, 0]
    for number_, record in enumerate(state.games, 1):
        scores[record.winner] += record.points
        if record.kind == DROPPED:
            how, points = say("backgammon.breakdown.drop"), str(record.points)
        else:
            how, points = say(f"backgammon.breakdown.{WIN_KEYS[record.kind]}"), \
                f"{record.kind} x {record.cube} = {record.points}"
        rows.append([say("backgammon.breakdown.game", number=number_), who(record.winner),
                     how, points, f"{scores[0]}-{scores[1]}"])
    rows.append([say("backgammon.breakdown.total"), "", "", "", f"{scores[0]}-{scores[1]}"])
    notes = [say("backgammon.breakdown.points_note", white=who(0), black=who(1))]
    if state.match.target and state.match.target > 1:
        notes.append(say("backgammon.breakdown.match_note", target=state.match.target))
    columns = [say(f"backgammon.breakdown.columns.{name}") for name in ("game", "winner", "result", "points", "score")]
    return {"title": say("backgammon.breakdown.title"), "columns": columns, "rows": rows, "notes": notes}


def result(state: State) -> dict:
    """Winners, scores, ranking, summary, the last game's points and the breakdown."""
    names = SEAT_NAMES
    scores = {names[i]: state.match.scores[i] for i in (0, 1)}
    if state.phase != OVER:
        return {"winners": [], "scores": scores, "ranking": [], "summary": say("backgammon.result.going")}
    winner = match_winner(state.match)
    last = state.games[-1]
    target = state.match.target
    if target and target > 1:
        summary = say("backgammon.result.match", who=who(winner), won=state.match.scores[winner],
                      lost=state.match.scores[1 - winner], last=game_sentence(state, -1))
    else:
        summary = game_sentence(state, -1)
    return {"winners": [winner], "scores": scores, "ranking": [winner, 1 - winner], "summary": summary,
            "winner": names[winner], "points": last.points, "kind": kind_name(last.kind), "cube": last.cube,
            "match": match_view(state.match), "breakdown": breakdown(state)}
