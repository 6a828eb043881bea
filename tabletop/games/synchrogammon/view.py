"""What each seat sees: the view dict, the status sentence and the result."""

from __future__ import annotations

from tabletop.games.backgammon_board import board_view
from tabletop.games.backgammon_board.view import marked_paths, marked_steps
from tabletop.games.backgammon_board.cube import cube_view
from tabletop.games.backgammon_board.match_play import match_view, match_winner
from tabletop.games.backgammon_board.scoring import WIN_NAMES

from . import flow
from .hands import card_view, value_of
from .rules import to_move
from .seats import SEAT_NAMES, SEATS, TEAM_NAMES, describe, team_of, team_seats
from .state import ANSWER, CUBE, DROPPED, GAME_END, MOVE, OVER, PICK, State


def dropped_by(state: State) -> int | None:
    """The team whose drop ended the game just finished, or None."""
    if state.phase in (GAME_END, OVER) and state.games and state.games[-1].how == DROPPED:
        return 1 - state.games[-1].winner
    return None


def view(state: State, viewer: int | None) -> dict:
    """The whole view for `viewer` (None = public)."""
    over = state.phase == OVER
    return {
        "game": "synchrogammon", "phase": state.phase, "viewer": viewer,
        "to_move": list(to_move(state)), "seats": list(SEAT_NAMES),
        "seat_colours": [TEAM_NAMES[team_of(s)] for s in range(SEATS)],  # names painted in team colours
        "board": board_view(state.board, state.last),
        "cube": cube_view(state.cube, TEAM_NAMES, state.setup.cube, dropped_by(state)),
        "match": match_view(state.match),
        "viewer_colour": team_of(viewer) if viewer is not None else None,
        # The team whose checker moves now: a board that turns numbers its points for it, as the log words steps.
        "on_roll": team_of(state.current.seat) if state.current is not None else None,
        "dice": [], "dice_left": [],
        "seats_info": [seat_info(state, s, viewer) for s in range(SEATS)],
        "teams": [{"name": TEAM_NAMES[t], "colour": t, "seats": list(team_seats(t))} for t in (0, 1)],
        "banner": "Crawford game" if state.match.crawford else None,
        "parent": state.parent, "round": state.round,
        "category": flow.round_category(state),
        "reveal": flow.round_outcome(state),  # what the category means for the round, shown across the board
        "queue": queue_view(state),
        "hand": [card_view(c) for c in state.hands[viewer]] if viewer is not None else [],
        "notes": [n for n in state.notes],
        "status": status(state),
        "result": result(state) if over else None,
        "last_paths": marked_paths(marked_round(state)),
        "last_turn": marked_steps(marked_round(state)),
    }


def marked_round(state: State) -> tuple:
    """The steps to mark: the round being played once it has moved a checker, else the last finished
    one (it stays marked through the cube and the picks, until the next round's first step)."""
    return state.this_round or state.last_round


def seat_info(state: State, seat: int, viewer: int | None) -> dict:
    """One seat's public panel; its hand and face-down card show only to its owner."""
    hand = state.hands[seat]
    info = {
        "seat": seat, "name": SEAT_NAMES[seat], "team": team_of(seat), "colour": team_of(seat),
        "hand": [card_view(c) for c in hand] if seat == viewer else {"count": len(hand)},
        "played": played_view(state, seat, viewer),
        "discards": len(state.discards[seat]), "picked": state.picks[seat] is not None,
        "parent": seat == state.parent,
    }
    if state.setup.memory_aid:
        info["cycle"] = [value_of(c) for c in state.discards[seat]]  # values only: piles stay face down
    return info


def played_view(state: State, seat: int, viewer: int | None) -> dict | None:
    """The seat's card of the round: face up after the reveal; before it only its owner sees the face."""
    card = state.picks[seat]
    if card is None:
        return None
    if state.revealed:
        return card_view(card)
    if seat == viewer:
        return {**card_view(card), "face_down": True}
    return {"hidden": True}


def queue_view(state: State) -> list[dict]:
    """The movement order after the reveal, with each entry's progress."""
    out = []
    for index, entry in enumerate(state.queue):
        done = entry.times if index < state.turn else state.done if index == state.turn else 0
        out.append({"seat": entry.seat, "colour": team_of(entry.seat), "number": entry.number,
                    "times": entry.times, "done": done,
                    "current": state.phase == MOVE and index == state.turn})
    return out


# --- words ---------------------------------------------------------------------------
def status(state: State) -> str:
    """One short sentence: whose turn it is and what to do. What happened on its own since the
    last move is in `notes` and in the log's words for that move, so the status box never overflows."""
    return _main_status(state)


def _main_status(state: State) -> str:
    """The sentence for the pending decision."""
    if state.phase == PICK:
        waiting = [SEAT_NAMES[s] for s in to_move(state)]
        if not waiting:  # only a rules page's picture stops at the reveal itself
            return "All four cards are face up."
        if len(waiting) == SEATS:
            return f"Round {state.round}: everyone lays a card face down."
        return f"Round {state.round}: {_and(waiting)} still to lay a card face down."
    if state.phase == MOVE:
        turn = state.current
        of = f" (move {state.done + 1} of {turn.times})" if turn.times > 1 else ""
        return f"{describe(turn.seat)} to move a {turn.number}{of}."
    if state.phase == CUBE:
        team = flow.asked_team(state)
        return f"{TEAM_NAMES[team]} may double to {state.cube.value * 2} before the cards are picked."
    if state.phase == ANSWER:
        team = 1 - state.cube.offered_by
        return f"{TEAM_NAMES[team]} must take the cube at {state.cube.value * 2} or drop the game."
    if state.phase == GAME_END:
        scores = state.match.scores
        return (f"Match to {state.match.target}: White {scores[0]}, Black {scores[1]}; "
                "start the next game when ready.")
    return result(state)["summary"]


def _and(names: list[str]) -> str:
    """'North, East and West'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# --- the result ------------------------------------------------------------------------
def result(state: State) -> dict:
    """Winners (both seats of the winning team), team scores, ranking, summary and a breakdown."""
    if state.phase != OVER:
        return {"winners": [], "scores": {name: 0 for name in TEAM_NAMES}, "ranking": [],
                "summary": "The game is still going."}
    winner = match_winner(state.match)
    scores = state.match.scores
    seats = list(team_seats(winner))
    loser_seats = list(team_seats(1 - winner))
    names = f"{SEAT_NAMES[seats[0]]} and {SEAT_NAMES[seats[1]]}"
    if state.match.target is None:
        summary = f"{TEAM_NAMES[winner]} ({names}) {_record_words(state.games[-1])}"
    else:
        summary = (f"{TEAM_NAMES[winner]} ({names}) win the match to {state.match.target}, "
                   f"{scores[winner]} to {scores[1 - winner]}.")
    return {"winners": seats, "draw": False,
            "scores": {TEAM_NAMES[t]: scores[t] for t in (0, 1)},
            "ranking": seats + loser_seats, "summary": summary, "breakdown": breakdown(state)}


def _record_words(record) -> str:
    """'win a gammon: 2 x cube 1 = 2 points.'"""
    unit = "point" if record.points == 1 else "points"
    if record.how == DROPPED:
        return f"win {record.points} {unit}: the other team dropped the double to {record.cube * 2}."
    return (f"win a {WIN_NAMES[record.kind].lower()}: {record.kind} x cube {record.cube} "
            f"= {record.points} {unit}.")


def breakdown(state: State) -> dict:
    """One row per game (how it was won, times the cube) and the totals per team."""
    rows = []
    for number, record in enumerate(state.games, 1):
        if record.how == DROPPED:
            how = f"double to {record.cube * 2} dropped"
        else:
            how = f"{WIN_NAMES[record.kind].lower()} ({record.kind}) x cube {record.cube}"
        cells = [record.points if t == record.winner else 0 for t in (0, 1)]
        name = f"Game {number} (Crawford)" if record.crawford else f"Game {number}"
        rows.append([f"{name}: {how}", *cells])
    rows.append(["Total", *state.match.scores])
    notes = ["A single game scores 1, a gammon 2 and a backgammon 3, times the cube; "
             "a dropped double scores the cube before the double."]
    if state.match.target is not None:
        notes.append(f"The match was played to {state.match.target} points with the Crawford rule.")
    return {"title": "Points", "columns": ["Game", *TEAM_NAMES], "rows": rows, "notes": notes}
