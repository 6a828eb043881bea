"""What every seat sees: the view dict, the status sentence and the result.

Chains hides only two things, from everyone including the owner: the order
of each draw pile and the faces of the dead piles. Everything else lies
face up, so all seats see the same table.
"""

from __future__ import annotations

from .deck import (PERFECT_CARDS, PERFECT_POINTS, SEAT_NAMES, VALUES, card_view, hidden_card, terminal_card,
                   value)
from .moves import FLIP_TEMP, FLIP_WORK, TAKE, TEMP_TO_CHAIN, legal_moves
from .state import (OVER, STOPPED, TAKEN, UP, State, lowest_missing, points, reachable,
                    taken_count, ten_unlocked, terminal_points)


def to_move(state: State) -> tuple:
    """The single seat whose action is pending (none once the game is over)."""
    return () if state.phase == OVER else (state.seat,)


def view(state: State, viewer: int | None) -> dict:
    """The whole view (the same for every seat, apart from `viewer`)."""
    return {
        "game": "chains", "phase": state.phase, "viewer": viewer,
        "to_move": list(to_move(state)), "seats": list(SEAT_NAMES[:state.players]),
        "solo": state.players == 1, "threshold": state.threshold, "temp_slots": state.slots(),
        "terminals": terminals_view(state),
        "players": [player_view(state, seat) for seat in range(state.players)],
        "status": status(state), "result": result(state) if state.phase == OVER else None,
        "last_paths": list(state.last),
    }


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
        "rows": rows, "names": list(SEAT_NAMES[:state.players]), "playing": list(state.playing),
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
        "seat": seat, "name": SEAT_NAMES[seat], "playing": state.playing[seat], "active": acting,
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


def status(state: State) -> str:
    """Who acts now and what they may do, or the result; what happened is told by the log."""
    if state.phase == OVER:
        return result(state)["summary"]
    if state.players == 1:
        return "Flip a card, use a temp card or take a terminal."
    return f"{SEAT_NAMES[state.seat]} to play: flip, use a temp card or take a terminal."


def result(state: State) -> dict:
    """Winners, scores, ranking, summary and the breakdown table (an empty result while playing)."""
    names = list(SEAT_NAMES[:state.players])
    if state.phase != OVER:
        return {"winners": [], "scores": {n: 0 for n in names}, "ranking": [], "summary": "The game is still going."}
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
        "summary": _summary(names, winners, best[0]),
        "breakdown": _breakdown(state, scores, _tie_notes(state, names, tied, winners)),
    }


def _summary(names: list, winners: list, best: int) -> str:
    who = " and ".join(names[s] for s in winners)
    if len(winners) == 1:
        return f"{who} wins with {best} point{'s' * (best != 1)}."
    return f"{who} share the win with {best} point{'s' * (best != 1)} each."


def _missing_words(n: int) -> str:
    return "took all ten terminals" if n == 11 else f"missed terminal {n}"


def _tie_notes(state: State, names: list, tied: list, winners: list) -> list[str]:
    """Sentences explaining a tie on points and how it was broken (or shared)."""
    if len(tied) < 2:
        return []
    parts = ", ".join(f"{names[s]} {_missing_words(lowest_missing(state, s))}" for s in tied)
    notes = [f"{' and '.join(names[s] for s in tied)} tied on points. The lowest terminal each did not take "
             f"decides, the higher one winning: {parts}."]
    if len(winners) > 1:
        notes.append("Their lowest missing terminals are the same, so they share the win.")
    else:
        notes.append(f"{names[winners[0]]} wins the tie.")
    return notes


def _breakdown(state: State, scores: list, notes: list) -> dict:
    """One row per seat: terminals taken, points, lowest terminal not taken."""
    rows = []
    for s in range(state.players):
        taken = [n for n in VALUES if state.terminals[s][n - 1] == TAKEN]
        words = " ".join(str(n) for n in taken) or "none"
        missing = lowest_missing(state, s)
        rows.append([SEAT_NAMES[s], words, scores[s], "none" if missing == 11 else missing])
    return {"title": "Points from terminal cards (1: 5, 2-4: 3, 5-7: 2, 8-10: 1)", "notes": notes,
            "columns": ["Player", "Terminals taken", "Points", "Lowest missing"], "rows": rows}


def _solo_result(state: State, score: int) -> dict:
    """Solo: the score alone (cards in the score pile, or the weighted table)."""
    taken = state.terminals[0].count(TAKEN)
    unit = "cards scored" if state.solo_scoring == "cards" else "points"
    best = PERFECT_CARDS if state.solo_scoring == "cards" else PERFECT_POINTS
    # Short: with one player the results screen shows the summary as its headline.
    short = unit.split()[0]  # "cards" or "points"
    summary = f"Solo game over: {score} of {best} {short}."
    if taken == 10:
        summary = f"A perfect game: {score} {short}!"
    rows = [[f"Terminal {n}", terminal_points(state, n)] for n in VALUES if state.terminals[0][n - 1] == TAKEN]
    rows.append(["Total", score])
    return {"winners": [0], "scores": {SEAT_NAMES[0]: score}, "ranking": [0], "summary": summary,
            "breakdown": {"title": f"Chains scored: {taken} of 10 terminals taken",
                          "columns": ["Terminal", unit.capitalize()], "rows": rows, "notes": []}}
