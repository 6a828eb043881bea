"""What each seat sees, the status sentence and the result.

Hands are hidden; a King drawn from the stock stays secret, while Kings
that went into a hand in front of everyone (a King play, a refill) are
shown beside that seat. The field, the set piles and the stock's size are
public. At the end every hand is shown.
"""

from __future__ import annotations

from .deck import SEAT_NAMES, face, total
from .moves import legal_moves
from .state import ALL_CARDS, BONUS, HIGH, KINGS_WIN, LOW, OVER, State, enders, king_count

METHOD_WORDS = {KINGS_WIN: "First to three Kings wins", HIGH: "Most points wins (three Kings: +15)",
                LOW: "Fewest points wins (three Kings: −15)"}
END_WORDS = {"kings": "Ends at three Kings", ALL_CARDS: "Ends when all cards are used"}


def to_move(state: State) -> tuple:
    return () if state.phase == OVER else (state.turn,)


def view(state: State, viewer: int | None) -> dict:
    """The table as `viewer` may see it (None: the public view)."""
    over = state.phase == OVER
    own = viewer is not None and 0 <= viewer < state.players
    return {
        "game": "three_kings", "phase": state.phase, "viewer": viewer, "to_move": list(to_move(state)),
        "seats": list(SEAT_NAMES[:state.players]), "method": state.winner,
        "rules": f"{METHOD_WORDS[state.winner]}. {END_WORDS[state.end]}.",
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
        "seat": seat, "name": SEAT_NAMES[seat], "cards": len(state.hands[seat]),
        "to_move": state.phase != OVER and state.turn == seat, "dealer": state.dealer == seat,
        "known": [face(c) for c in state.known[seat]],
        "sets": len(pile), "points": sum(total(s) for s in pile),
        # The last set lies face up on the pile; a newer set sends it face down onto the pile (`to`).
        "last_set": [{**face(c), "to": f"players/{seat}/sets"} for c in pile[-1]] if pile else [],
        "hand": [face(c) for c in state.hands[seat]] if open_hand and state.phase == OVER else None,
    }


def status(state: State, viewer: int | None = None) -> str:
    """Who acts and, for that seat only, what it may do (what others could read from it is its hand)."""
    if state.phase == OVER:
        return result(state)["summary"]
    who = SEAT_NAMES[state.turn]
    if viewer != state.turn:
        return f"{who} to play."
    kinds = {m.kind for m in legal_moves(state, state.turn)}
    if kinds == {"pass"}:
        return f"{who} cannot play anything and passes."
    offered = [words for kind, words in (("set", "make a set"), ("discard", "discard"), ("king", "play a King"))
               if kind in kinds]
    return f"{who} to play: {' or '.join(offered)}."


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
        return {"winners": [], "scores": {n: 0 for n in names}, "ranking": [], "summary": "The game is still going."}
    won = winners(state)
    if state.winner == KINGS_WIN:
        scores = [king_count(state, s) for s in range(state.players)]
    else:
        scores = [points(state, s) for s in range(state.players)]
    sign = 1 if state.winner == LOW else -1
    ranking = sorted(range(state.players), key=lambda s: (s not in won, sign * scores[s], s))
    return {"winners": won, "scores": {names[s]: scores[s] for s in range(state.players)}, "ranking": ranking,
            "summary": summary(state, won), "breakdown": breakdown(state)}


def summary(state: State, won: list[int]) -> str:
    """One sentence: who won and how the points or the win were made."""
    who = " and ".join(SEAT_NAMES[s] for s in won)
    share = "wins" if len(won) == 1 else "share the win"
    held = enders(state)
    if state.winner == KINGS_WIN:
        if not won:
            return "A draw: the stock ran out and nobody could play before anyone held three Kings."
        return f"{who} {share}, holding three Kings."
    score = points(state, won[0])
    sets = sum(total(s) for s in state.sets[won[0]])
    how = f"{sets} from sets"
    if won[0] in held:
        how += f" {'+' if state.winner == HIGH else '−'} {BONUS} for three Kings"
    side = "most" if state.winner == HIGH else "fewest"
    ending = " when the stock ran out" if state.ended == "exhausted" else ""
    return f"{who} {share} with the {side} points{ending}: {score} ({how})."


def breakdown(state: State) -> dict:
    """One row per seat: sets made, their points, Kings held, the bonus and the score."""
    rows, held = [], enders(state)
    for s in range(state.players):
        set_points = sum(total(x) for x in state.sets[s])
        bonus = points(state, s) - set_points
        rows.append([SEAT_NAMES[s], len(state.sets[s]), set_points, king_count(state, s),
                     f"{bonus:+d}" if bonus else "0", points(state, s)])
    notes = [f"{METHOD_WORDS[state.winner]}."]
    if held:
        notes.append(f"{' and '.join(SEAT_NAMES[s] for s in held)} held three Kings or more"
                     + (" and ended the game." if state.end != ALL_CARDS else "."))
    if state.ended == "exhausted":
        notes.append("The stock ran out and nobody could play any more.")
    columns = ["Player", "Sets", "Set points", "Kings held", "Bonus", "Score"]
    if state.winner == KINGS_WIN:
        rows = [row[:4] for row in rows]
        columns = columns[:4]
    return {"title": "How the game was won", "columns": columns, "rows": rows, "notes": notes}
