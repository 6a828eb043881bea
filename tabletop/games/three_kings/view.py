"""What each seat sees, the status sentence and the result.

Hands are hidden; a King drawn from the stock stays secret, while Kings
that went into a hand in front of everyone (a King play, a refill) are
shown beside that seat. The field, the set piles and the stock's size are
public. At the end every hand is shown.
"""

from __future__ import annotations

from tabletop.engine.game import Move, seat_words
from tabletop.engine.words import Words, joined, say

from .deck import SEAT_NAMES, face, person, total
from .moves import legal_moves
from .state import ALL_CARDS, AT_KINGS, BONUS, HIGH, KINGS_WIN, LOW, OVER, State, enders, king_count

METHOD_WORDS = {KINGS_WIN: say("three_kings.method.kings"), HIGH: say("three_kings.method.high"),
                LOW: say("three_kings.method.low")}
END_WORDS = {AT_KINGS: say("three_kings.ends.kings"), ALL_CARDS: say("three_kings.ends.all_cards")}
COLUMNS = (say("three_kings.breakdown.player"), say("three_kings.breakdown.sets"),
           say("three_kings.breakdown.set_points"), say("three_kings.breakdown.kings_held"),
           say("three_kings.breakdown.bonus"), say("three_kings.breakdown.score"))


def to_move(state: State) -> tuple:
    return () if state.phase == OVER else (state.turn,)


def view(state: State, viewer: int | None) -> dict:
    """The table as `viewer` may see it (None: the public view)."""
    over = state.phase == OVER
    own = viewer is not None and 0 <= viewer < state.players
    return {
        "game": "three_kings", "phase": state.phase, "viewer": viewer, "to_move": list(to_move(state)),
        "seats": [seat_words(n) for n in SEAT_NAMES[:state.players]], "method": state.winner,
        "rules": joined(METHOD_WORDS[state.winner], END_WORDS[state.end]),
        "status": status(state, viewer),
        "stock": {"count": len(state.stock), "top": {"hidden": True} if state.stock else None},
        "field": [face(c) for c in state.field],
        "hand": hand_view(state, viewer) if own else [],
        "players": [player_view(state, s, over or s == viewer) for s in range(state.players)],
        "result": result(state) if over else None,
        "last_paths": list(state.last),
    }


def hand_view(state: State, seat: int) -> list[dict]:
    """A seat's own hand, the card it just drew marked `new`."""
    cards = []
    for card in state.hands[seat]:
        shown = face(card)
        if card == state.drawn[seat]:
            shown["new"] = True
        cards.append(shown)
    return cards


def player_view(state: State, seat: int, open_hand: bool) -> dict:
    """One seat's public area: hand size, Kings shown, set pile (count, points, last set)."""
    pile = state.sets[seat]
    return {
        "seat": seat, "name": seat_words(SEAT_NAMES[seat]), "cards": len(state.hands[seat]),
        "to_move": state.phase != OVER and state.turn == seat, "dealer": state.dealer == seat,
        "known": [face(c) for c in state.known[seat]],
        "sets": len(pile), "points": sum(total(s) for s in pile),
        # The last set lies face up on the pile; a newer set sends it face down onto the pile (`to`).
        "last_set": [{**face(c), "to": f"players/{seat}/sets"} for c in pile[-1]] if pile else [],
        "hand": [face(c) for c in state.hands[seat]] if open_hand and state.phase == OVER else None,
    }


def status(state: State, viewer: int | None = None) -> Words:
    """Who acts and, for that seat only, what it may do (what others could read from it is its hand)."""
    if state.phase == OVER:
        return result(state)["summary"]
    who = person(state.turn)
    if viewer != state.turn:
        return say("three_kings.status.to_play", seat=who)
    kinds = {m.kind for m in legal_moves(state, state.turn)}
    if kinds == {"pass"}:
        return say("three_kings.status.passes", seat=who)
    # One whole sentence per choice offered ("make a set or play a King"), named by the kinds in order.
    offered = "_".join(kind for kind in ("set", "discard", "king") if kind in kinds)
    return say(f"three_kings.status.{offered}", seat=who)


def points(state: State, seat: int) -> int:
    """Set points, with the three-Kings bonus (HIGH) or rebate (LOW)."""
    score = sum(total(s) for s in state.sets[seat])
    if seat in enders(state):
        score += BONUS if state.winner == HIGH else -BONUS if state.winner == LOW else 0
    return score


def winners(state: State) -> list[int]:
    """Who won: the three-Kings holders, or the best score (ties share, D7)."""
    if state.winner == KINGS_WIN:
        return list(enders(state))
    scores = [points(state, s) for s in range(state.players)]
    best = max(scores) if state.winner == HIGH else min(scores)
    return [s for s in range(state.players) if scores[s] == best]


def result(state: State) -> dict:
    """Winners, scores, ranking, summary and the breakdown of how the points were made."""
    names = list(SEAT_NAMES[:state.players])
    if state.phase != OVER:
        return {"winners": [], "scores": {n: 0 for n in names}, "ranking": [],
                "summary": say("three_kings.result.going")}
    won = winners(state)
    if state.winner == KINGS_WIN:
        scores = [king_count(state, s) for s in range(state.players)]
    else:
        scores = [points(state, s) for s in range(state.players)]
    sign = 1 if state.winner == LOW else -1
    ranking = sorted(range(state.players), key=lambda s: (s not in won, sign * scores[s], s))
    return {"winners": won, "scores": {names[s]: scores[s] for s in range(state.players)}, "ranking": ranking,
            "summary": summary(state, won), "breakdown": breakdown(state)}


def summary(state: State, won: list[int]) -> Words:
    """One sentence: who won and how the points or the win were made."""
    who = tuple(person(s) for s in won)
    if state.winner == KINGS_WIN:
        if not won:
            return say("three_kings.result.draw")
        return say("three_kings.result.kings_win", who=who, count=len(won))
    sets = sum(total(s) for s in state.sets[won[0]])
    how = say("three_kings.result.how_sets", sets=sets)
    if won[0] in enders(state):
        how = (say("three_kings.result.how_bonus", sets=sets, bonus=BONUS) if state.winner == HIGH
               else say("three_kings.result.how_rebate", sets=sets, bonus=BONUS))
    side = "most" if state.winner == HIGH else "fewest"
    ending = "_exhausted" if state.ended == "exhausted" else ""
    return say(f"three_kings.result.{side}{ending}", who=who, count=len(won), score=points(state, won[0]),
               how=how)


def breakdown(state: State) -> dict:
    """One row per seat: sets made, their points, Kings held, the bonus and the score."""
    rows, held = [], enders(state)
    for s in range(state.players):
        set_points = sum(total(x) for x in state.sets[s])
        bonus = points(state, s) - set_points
        rows.append([person(s), len(state.sets[s]), set_points, king_count(state, s),
                     f"{bonus:+d}" if bonus else "0", points(state, s)])
    notes = [METHOD_WORDS[state.winner]]
    if held:
        seats = tuple(person(s) for s in held)
        notes.append(say("three_kings.breakdown.held", seats=seats) if state.end == ALL_CARDS
                     else say("three_kings.breakdown.held_ended", seats=seats))
    if state.ended == "exhausted":
        notes.append(say("three_kings.breakdown.exhausted"))
    columns = list(COLUMNS)
    if state.winner == KINGS_WIN:
        rows = [row[:4] for row in rows]
        columns = columns[:4]
    return {"title": say("three_kings.breakdown.title"), "columns": columns, "rows": rows, "notes": notes}


def played_label(before: State, seat: int, move: Move, after: State) -> Words:
    """The move's words, then what followed: the extra draw, a refill, three Kings, the end."""
    return joined(say("three_kings.played", move=move.label or str(move)), *after.news)
