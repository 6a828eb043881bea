"""What every seat sees: the view dict, the status sentence and the result.

Chains hides only two things, from everyone including the owner: the order
of each draw pile and the faces of the dead piles. Everything else lies
face up, so all seats see the same table.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .deck import (PERFECT_CARDS, PERFECT_POINTS, SEAT_NAMES, VALUES, card_view, hidden_card, person, seat_said,
                   terminal_card, value)
from .moves import FLIP_TEMP, FLIP_WORK, TAKE, TEMP_TO_CHAIN, legal_moves
from .state import (OVER, STOPPED, TAKEN, UP, State, lowest_missing, points, reachable,
                    taken_count, ten_unlocked, terminal_points)


def to_move(state: State) -> tuple:
    """The single seat whose action is pending (none once the game is over)."""
    return () if state.phase == OVER else (state.seat,)


def played_label(before: State, seat: int, move: Move, after: State) -> Words:
    """The log line: what the action revealed and what followed (a fit or a bust, a stop, a chain
    dying, a player leaving), as the rules worded it when they played it."""
    return after.news or move.label


def view(state: State, viewer: int | None) -> dict:
    """The whole view (the same for every seat, apart from `viewer`)."""
    return {
        "game": "chains", "phase": state.phase, "viewer": viewer,
        "to_move": list(to_move(state)), "seats": _seat_words(state),
        "solo": state.players == 1, "threshold": state.threshold, "temp_slots": state.slots(),
        "terminals": terminals_view(state),
        "players": [player_view(state, seat) for seat in range(state.players)],
        "status": status(state), "result": result(state) if state.phase == OVER else None,
        "last_paths": list(state.last),
    }


def _seat_words(state: State) -> list:
    """Every seat's name as players read it."""
    return [seat_said(s) for s in range(state.players)]


def terminals_view(state: State) -> dict:
    """The shared terminal area: one row per seat, columns 1..10, taken / needed per column."""
    rows = []
    for seat in range(state.players):
        row = []
        for n in VALUES:
            status_ = state.terminals[seat][n - 1]
            card = (card_view(terminal_card(seat, n)) if status_ == UP
                    else hidden_card(seat) if status_ == STOPPED else None)
            row.append({"value": n, "state": status_, "card": card})
        rows.append(row)
    return {
        "rows": rows, "names": _seat_words(state), "playing": list(state.playing),
        "active": None if state.phase == OVER else state.seat, "needed": state.threshold,
        "taken": [taken_count(state, n) for n in VALUES],
        "stopped": [any(r[n - 1] == STOPPED for r in state.terminals) for n in VALUES],
        "can_take": _can_take(state),
    }


def _can_take(state: State) -> list[list[int]]:
    """[seat, column] of the terminals the player to move may take now (to ring them)."""
    if state.phase == OVER:
        return []
    return [[state.seat, m.get("value") - 1] for m in legal_moves(state, state.seat) if m.kind == TAKE]


def player_view(state: State, seat: int) -> dict:
    """One seat's own area: draw pile, temp slots, chain, score and dead piles."""
    acting = state.phase != OVER and seat == state.seat
    moves = legal_moves(state, seat) if acting else []
    kinds = {m.kind for m in moves}
    draw = state.draw[seat]
    return {
        "seat": seat, "name": seat_said(seat), "playing": state.playing[seat], "active": acting,
        "draw": {"count": len(draw), "top": hidden_card(seat) if draw else None,
                 "chain": FLIP_WORK in kinds, "temp": FLIP_TEMP in kinds},
        "temp": [card_view(c) if c is not None else None for c in state.temp[seat]],
        "temp_ok": [m.get("slot") for m in moves if m.kind == TEMP_TO_CHAIN],
        "work": [card_view(c) for c in state.work[seat]],
        "score": [{"terminal": value(chain[-1]), "length": len(chain), "card": card_view(chain[-1]),
                   "points": terminal_points(state, value(chain[-1]))} for chain in state.score[seat]],
        "dead": {"count": len(state.dead[seat]), "top": hidden_card(seat) if state.dead[seat] else None},
        "points": points(state, seat), "taken": state.terminals[seat].count(TAKEN),
        "unit": "card" if state.players == 1 and state.solo_scoring == "cards" else "pt",
        "ten_locked": state.terminals[seat][9] == UP and not ten_unlocked(state, seat),
        "reachable": reachable(state, seat) if state.playing[seat] else [],
    }


def status(state: State) -> Words:
    """Who acts now and what they may do, or the result; what happened is told by the log."""
    if state.phase == OVER:
        return result(state)["summary"]
    if state.players == 1:
        return say("chains.status.solo")
    return say("chains.status.turn", seat=person(state.seat))


def result(state: State) -> dict:
    """Winners, scores, ranking, summary and the breakdown table (an empty result while playing)."""
    names = list(SEAT_NAMES[:state.players])
    if state.phase != OVER:
        return {"winners": [], "scores": {n: 0 for n in names}, "ranking": [],
                "summary": say("chains.result.going")}
    scores = [points(state, s) for s in range(state.players)]
    if state.players == 1:
        return _solo_result(state, scores[0])
    keys = [(scores[s], lowest_missing(state, s)) for s in range(state.players)]
    ranking = sorted(range(state.players), key=lambda s: (-keys[s][0], -keys[s][1], s))
    best = keys[ranking[0]]
    winners = [s for s in range(state.players) if keys[s] == best]
    tied = [s for s in range(state.players) if scores[s] == best[0]]
    return {
        "winners": winners, "scores": {names[s]: scores[s] for s in range(state.players)}, "ranking": ranking,
        "summary": _summary(winners, best[0]),
        "breakdown": _breakdown(state, scores, _tie_notes(state, tied, winners)),
    }


def _summary(winners: list, best: int) -> Words:
    who = tuple(person(s) for s in winners)
    if len(winners) == 1:
        return say("chains.result.wins", who=who, count=best)
    return say("chains.result.share", who=who, count=best)


def _missing_words(state: State, seat: int) -> Words:
    """What a tied seat missed: the lowest terminal it did not take, or none."""
    n = lowest_missing(state, seat)
    if n == 11:
        return say("chains.result.took_all", seat=person(seat))
    return say("chains.result.missed", seat=person(seat), n=n)


def _tie_notes(state: State, tied: list, winners: list) -> list:
    """Sentences explaining a tie on points and how it was broken (or shared)."""
    if len(tied) < 2:
        return []
    parts = tuple(_missing_words(state, s) for s in tied)
    notes = [say("chains.result.tied", seats=tuple(person(s) for s in tied), parts=parts)]
    if len(winners) > 1:
        notes.append(say("chains.result.tie_shared"))
    else:
        notes.append(say("chains.result.tie_won", seat=person(winners[0])))
    return notes


def _breakdown(state: State, scores: list, notes: list) -> dict:
    """One row per seat: terminals taken, points, lowest terminal not taken."""
    rows = []
    none = say("chains.result.none")
    for s in range(state.players):
        taken = [n for n in VALUES if state.terminals[s][n - 1] == TAKEN]
        words = " ".join(str(n) for n in taken) or none
        missing = lowest_missing(state, s)
        rows.append([person(s), words, scores[s], none if missing == 11 else missing])
    columns = [say("chains.result.column.player"), say("chains.result.column.taken"),
               say("chains.result.column.points"), say("chains.result.column.missing")]
    return {"title": say("chains.result.points_title"), "notes": notes, "columns": columns, "rows": rows}


def _solo_result(state: State, score: int) -> dict:
    """Solo: the score alone (cards in the score pile, or the weighted table)."""
    taken = state.terminals[0].count(TAKEN)
    cards = state.solo_scoring == "cards"
    best = PERFECT_CARDS if cards else PERFECT_POINTS
    # Short: with one player the results screen shows the summary as its headline.
    summary = say("chains.result.solo_cards" if cards else "chains.result.solo_points", score=score, best=best)
    if taken == 10:
        summary = say("chains.result.perfect_cards" if cards else "chains.result.perfect_points", score=score)
    rows = [[say("chains.result.terminal", n=n), terminal_points(state, n)]
            for n in VALUES if state.terminals[0][n - 1] == TAKEN]
    rows.append([say("chains.result.total"), score])
    unit = say("chains.result.column.cards" if cards else "chains.result.column.points")
    columns = [say("chains.result.column.terminal"), unit]
    return {"winners": [0], "scores": {SEAT_NAMES[0]: score}, "ranking": [0], "summary": summary,
            "breakdown": {"title": say("chains.result.solo_title", taken=taken),
                          "columns": columns, "rows": rows, "notes": []}}
