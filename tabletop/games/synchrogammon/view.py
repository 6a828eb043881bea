"""What each seat sees: the view dict, the status sentence and the result."""

from __future__ import annotations

from tabletop.engine.game import seat_words
from tabletop.engine.words import Text, Words, say
from tabletop.games.backgammon_board import board_view
from tabletop.games.backgammon_board.view import marked_paths, marked_steps
from tabletop.games.backgammon_board.cube import cube_view
from tabletop.games.backgammon_board.match_play import match_view, match_winner
from tabletop.games.backgammon_board.scoring import win_words

from . import flow
from .hands import card_view, value_of
from .rules import to_move
from .seats import SEAT_NAMES, SEATS, TEAM_NAMES, describe, person, team_of, team_seats, team_words
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
        "to_move": list(to_move(state)), "seats": [seat_words(name) for name in SEAT_NAMES],
        "seat_colours": [TEAM_NAMES[team_of(s)] for s in range(SEATS)],  # names painted in team colours
        "board": board_view(state.board, state.last),
        "cube": cube_view(state.cube, (team_words(0), team_words(1)), state.setup.cube, dropped_by(state)),
        "match": match_view(state.match),
        "viewer_colour": team_of(viewer) if viewer is not None else None,
        # The team whose checker moves now: a board that turns numbers its points for it, as the log words steps.
        "on_roll": team_of(state.current.seat) if state.current is not None else None,
        "dice": [], "dice_left": [],
        "seats_info": [seat_info(state, s, viewer) for s in range(SEATS)],
        "teams": [{"name": TEAM_NAMES[t], "colour": t, "seats": list(team_seats(t))} for t in (0, 1)],
        "banner": say("synchrogammon.banner.crawford") if state.match.crawford else None,
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
        "seat": seat, "name": seat_words(SEAT_NAMES[seat]), "team": team_of(seat), "colour": team_of(seat),
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
def status(state: State) -> Text:
    """One short sentence: whose turn it is and what to do. What happened on its own since the
    last move is in `notes` and in the log's words for that move, so the status box never overflows."""
    return _main_status(state)


def _main_status(state: State) -> Text:
    """The sentence for the pending decision."""
    if state.phase == PICK:
        waiting = tuple(person(s) for s in to_move(state))
        if not waiting:  # only a rules page's picture stops at the reveal itself
            return say("synchrogammon.status.all_face_up")
        if len(waiting) == SEATS:
            return say("synchrogammon.status.everyone_picks", round=state.round)
        return say("synchrogammon.status.waiting", round=state.round, seats=waiting)
    if state.phase == MOVE:
        turn = state.current
        if turn.times > 1:
            return say("synchrogammon.status.move_of", who=describe(turn.seat), number=turn.number,
                       done=state.done + 1, times=turn.times)
        return say("synchrogammon.status.move", who=describe(turn.seat), number=turn.number)
    if state.phase == CUBE:
        return say("synchrogammon.status.may_double", team=team_words(flow.asked_team(state)),
                   value=state.cube.value * 2)
    if state.phase == ANSWER:
        return say("synchrogammon.status.answer", team=team_words(1 - state.cube.offered_by),
                   value=state.cube.value * 2)
    if state.phase == GAME_END:
        white, black = state.match.scores
        return say("synchrogammon.status.between", target=state.match.target, white=white, black=black)
    return result(state)["summary"]


# --- the result ------------------------------------------------------------------------
def result(state: State) -> dict:
    """Winners (both seats of the winning team), team scores, ranking, summary and a breakdown."""
    if state.phase != OVER:
        return {"winners": [], "scores": {name: 0 for name in TEAM_NAMES}, "ranking": [],
                "summary": say("synchrogammon.result.going")}
    winner = match_winner(state.match)
    scores = state.match.scores
    seats = list(team_seats(winner))
    loser_seats = list(team_seats(1 - winner))
    team, names = team_words(winner), tuple(person(s) for s in seats)
    if state.match.target is None:
        summary = _record_words(state.games[-1], team, names)
    else:
        summary = say("synchrogammon.result.match", team=team, seats=names, target=state.match.target,
                      won=scores[winner], lost=scores[1 - winner])
    return {"winners": seats, "draw": False,
            "scores": {TEAM_NAMES[t]: scores[t] for t in (0, 1)},
            "ranking": seats + loser_seats, "summary": summary, "breakdown": breakdown(state)}


def _record_words(record, team, names) -> Words:
    """'White (North and South) win a gammon: 2 x cube 1 = 2 points.'"""
    if record.how == DROPPED:
        return say("synchrogammon.result.dropped", team=team, seats=names, count=record.points,
                   value=record.cube * 2)
    return say("synchrogammon.result.won", team=team, seats=names, kind=win_words(record.kind), factor=record.kind,
               cube=record.cube, count=record.points)


def breakdown(state: State) -> dict:
    """One row per game (how it was won, times the cube) and the totals per team."""
    rows = []
    for number, record in enumerate(state.games, 1):
        crawford = "_crawford" if record.crawford else ""
        if record.how == DROPPED:
            row = say(f"synchrogammon.breakdown.dropped{crawford}", number=number, value=record.cube * 2)
        else:
            row = say(f"synchrogammon.breakdown.won{crawford}", number=number, kind=win_words(record.kind),
                      factor=record.kind, cube=record.cube)
        cells = [record.points if t == record.winner else 0 for t in (0, 1)]
        rows.append([row, *cells])
    rows.append([say("synchrogammon.breakdown.total"), *state.match.scores])
    notes = [say("synchrogammon.breakdown.points_note")]
    if state.match.target is not None:
        notes.append(say("synchrogammon.breakdown.match_note", target=state.match.target))
    return {"title": say("synchrogammon.breakdown.title"),
            "columns": [say("synchrogammon.breakdown.game"), team_words(0), team_words(1)], "rows": rows, "notes": notes}
