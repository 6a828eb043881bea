"""What the players see: the view dict, the status sentence, the log's words and the result.

A seat sees its own hand; nobody sees the other hand, except the cards that
player took from the display, which both saw go in. Mark piles, the discard
pile and the stock show only their counts. Evaluations, bases, the auction,
trump, the goal, the display and the trick are public.
"""

from __future__ import annotations

from tabletop.games.tricks import card_face, card_name, playable, suit_name, suit_symbol

from . import auction
from .state import (AUCTION, BID, DISPLAY, DOUBLE, FIRST_HALF, MAX_BID, OVER, PASS, PLAY, REDOUBLE, SEAT_NAMES,
                    TARGET, TRICKS, TRUMP, State)

_FACES = tuple(card_face(c) for c in range(52))


def face(card: int, **extra) -> dict:
    return {**_FACES[card], **extra} if extra else dict(_FACES[card])


def view(state: State, viewer: int | None) -> dict:
    """The table as `viewer` may see it (None: a spectator)."""
    return {
        "game": "wysiwyg", "phase": state.phase, "viewer": viewer,
        "to_move": [] if state.phase == OVER else [state.turn], "seats": list(SEAT_NAMES),
        "status": status(state), "result": result(state) if state.phase == OVER else None,
        "hand": hand_view(state, viewer),
        "hands": [hidden_hand(state, seat) for seat in (0, 1)],
        "players": [player_view(state, seat) for seat in (0, 1)],
        "trick": trick_view(state),
        "display": [face(c) for c in state.display],
        "stock": {"count": len(state.stock)}, "discard": {"count": len(state.discard)},
        "marks": [len(pile) for pile in state.piles],
        "piles": [{"label": "Stock", "count": len(state.stock)}, {"label": "Discard", "count": len(state.discard)}],
        "mark_piles": [{"label": f"{SEAT_NAMES[s]}'s marks", "count": len(state.piles[s]), "seat": s}
                       for s in (0, 1)],
        "auction": auction_view(state),
        "contract": contract_view(state),
        "trump": trump_view(state),
        "sheet": sheet_view(state),
        "hand_no": state.hand_no, "trick_no": min(state.trick_no, TRICKS),
        "half": 1 if state.trick_no <= FIRST_HALF else 2,
        "events": event_sentences(state),
        "last_paths": [],
    }


def hand_view(state: State, viewer: int | None) -> list:
    """The viewer's own cards, each saying whether it may be played now."""
    if viewer not in (0, 1):
        return []
    hand = state.hands[viewer]
    mine = state.phase == PLAY and state.turn == viewer
    allowed = set(playable(hand, state.trick)) if mine else set()
    return [face(c, playable=c in allowed, known=c in state.known[viewer]) for c in hand]


def hidden_hand(state: State, seat: int) -> dict:
    """A hand as everyone sees it: how many cards, and the display cards it is known to hold."""
    known = [c for c in state.hands[seat] if c in state.known[seat]]
    return {"seat": seat, "name": SEAT_NAMES[seat], "count": len(state.hands[seat]),
            "known": [face(c) for c in known]}


def player_view(state: State, seat: int) -> dict:
    """One player's public numbers."""
    marker = "Dealer" if seat == state.dealer else ""
    if seat == state.declarer:
        marker = ", ".join(w for w in (marker, f"declarer, goal {state.goal}") if w)
    facts = [f"Hand value {state.evals[seat]}", f"Base {state.bases[seat]}", f"Marks {len(state.piles[seat])}",
             f"Score {state.scores[seat]}"]
    return {"seat": seat, "name": SEAT_NAMES[seat], "facts": facts, "marker": marker.capitalize(),
            "eval": state.evals[seat], "base": state.bases[seat],
            "score": state.scores[seat], "marks": len(state.piles[seat]), "cards": len(state.hands[seat]),
            "dealer": seat == state.dealer, "declarer": seat == state.declarer,
            "to_move": state.phase != OVER and seat == state.turn}


def trick_view(state: State) -> dict:
    """The trick on the table, or the one just taken while its winner picks from the display."""
    plays = state.trick or state.last_trick
    taken = not state.trick and bool(state.last_trick)
    shown = [{"seat": seat, "card": face(card, to=gathered_to(state, card)) if taken else face(card),
              "led": i == 0, "badge": ""} for i, (seat, card) in enumerate(plays)]
    return {"seats": 2, "names": list(SEAT_NAMES), "plays": shown, "taken": taken, "winner": state.taker,
            "leader": plays[0][0] if plays else (state.turn if state.phase == PLAY else None)}


def gathered_to(state: State, card: int) -> str | None:
    """The view path of the face-down pile a card of the trick just taken went to: its taker's marks, or
    the discard (the loser's card in the first half). Public: everyone saw the trick and knows the rule."""
    for seat, pile in enumerate(state.piles):
        if card in pile:
            return f"mark_piles/{seat}"
    return "piles/1" if card in state.discard else None


def auction_view(state: State) -> dict:
    """The bidding box: every number with whether it may be bid now, the other calls, and the calls made."""
    legal = set(auction.legal_calls(state))
    bids = [{"n": n, "legal": (BID, n) in legal} for n in range(MAX_BID + 1)]
    calls = [{"name": kind, "label": kind.capitalize(), "legal": (kind, 0) in legal}
             for kind in (PASS, DOUBLE, REDOUBLE)]
    made = [{"seat": seat, "name": SEAT_NAMES[seat], "words": call_words(kind, n, i == 0)}
            for i, (seat, kind, n) in enumerate(state.calls)]
    caller = state.turn if state.phase == AUCTION else None
    naming = state.phase == TRUMP
    trumps = [{"name": str(s), "label": suit_symbol(s), "words": suit_name(s), "legal": naming, "red": s in (1, 2)}
              for s in (3, 2, 1, 0)]
    trumps.append({"name": "nt", "label": "NT", "words": "no trump", "legal": naming, "red": False})
    return {"active": state.phase == AUCTION, "naming": naming, "trumps": trumps,
            "bids": bids, "calls": calls, "made": made,
            "standing": state.bid, "bidder": state.bidder, "mult": state.mult, "caller": caller,
            "caller_base": state.bases[caller] if caller is not None else None,
            "hint": _goal_hint(state, caller)}


def _goal_hint(state: State, caller: int | None) -> str:
    """What a bid means for the caller: the goal it sets."""
    if caller is None or auction.facing_double(state):
        return f"goal {state.goal}" if state.phase == TRUMP else ""
    base = state.bases[caller]
    return f"Goal for {SEAT_NAMES[caller]}: bid {'+' if base >= 0 else '−'} {abs(base)} marks"


def call_words(kind: str, number: int, opening: bool = False) -> str:
    if kind == BID:
        return str(number)
    if kind == PASS and opening:
        return "Pass (0)"
    return kind.capitalize()


def trump_view(state: State) -> dict:
    """The trump indicator: the suit (or NT) once named, with the contract's numbers beside it."""
    named = state.phase not in (AUCTION, TRUMP)
    lines = []
    if named:
        times = {1: "", 2: " doubled", 4: " redoubled"}[state.mult]
        marks = len(state.piles[state.declarer])
        lines = [f"{SEAT_NAMES[state.declarer]} declares {state.bid}{times}",
                 f"Goal {state.goal} · marks {marks}",
                 f"Trick {min(state.trick_no, TRICKS)} of {TRICKS} · {'first' if state.first_half else 'second'} half"]
    return {"named": named, "suit": suit_symbol(state.trump) if named else "",
            "words": suit_name(state.trump) if named else "", "red": named and state.trump in (1, 2),
            "lines": lines}


def contract_view(state: State) -> dict | None:
    """Who declares what, once the auction is over."""
    if state.declarer is None:
        return None
    return {"declarer": state.declarer, "name": SEAT_NAMES[state.declarer], "bid": state.bid,
            "mult": state.mult, "goal": state.goal, "marks": len(state.piles[state.declarer])}


def sheet_view(state: State) -> dict:
    """The score sheet: one row per finished hand, the totals and the target."""
    rows = []
    for hand, declarer, bid, mult, trump, goal, marks, made, scorer, points in state.sheet:
        cells = [0, 0]
        cells[scorer] = points
        trump_word = suit_symbol(None if trump < 0 else trump)
        rows.append({"hand": hand, "contract": f"{SEAT_NAMES[declarer]} {bid}{_times(mult)} {trump_word}",
                     "goal": goal, "marks": marks, "made": made, "points": cells})
    games = [row["points"] for row in rows]
    return {"columns": list(SEAT_NAMES), "rows": rows, "games": games, "totals": list(state.scores),
            "target": TARGET, "playing": None}


def _times(mult: int) -> str:
    return {1: "", 2: " x2", 4: " x4"}[mult]


# --- words ------------------------------------------------------------------------------
def status(state: State) -> str:
    """One sentence: what is going on and who decides next."""
    if state.phase == OVER:
        return result(state)["summary"]
    who = SEAT_NAMES[state.turn]
    if state.phase == AUCTION:
        if auction.facing_double(state):
            return f"Hand {state.hand_no}: {who}'s bid is doubled: {who} passes or redoubles."
        if not state.calls:
            return f"Hand {state.hand_no}: {who} has the lower base and makes the first call."
        return f"Hand {state.hand_no}: {who} bids more than {state.bid}, passes or doubles."
    if state.phase == TRUMP:
        return f"{who} declares with a goal of {state.goal} marks and names trump."
    if state.phase == DISPLAY:
        return f"{who} took trick {state.trick_no} and picks a display card."
    lead = "leads" if not state.trick else "follows"
    half = "first half" if state.first_half else "second half"
    return f"Trick {state.trick_no} of {TRICKS} ({half}): {who} {lead}."


def event_sentence(event: tuple) -> str | None:
    """One thing a move did, in words (None for the move itself, which its label says)."""
    kind = event[0]
    if kind == "deal":
        return f"Hand {event[2]}: {SEAT_NAMES[event[1]]} deals."
    if kind == "declarer":
        times = {1: "", 2: ", doubled", 4: ", redoubled"}[event[3]]
        return f"{SEAT_NAMES[event[1]]} declares with a bid of {event[2]}{times}."
    if kind == "display":
        return f"Turned up: {' and '.join(card_name(c) for c in event[1])}."
    if kind == "trick":
        return f"{SEAT_NAMES[event[1]]} takes trick {event[2]}."
    if kind == "take":
        return f"{SEAT_NAMES[1 - event[1]]} gets {card_name(event[3])}."
    if kind == "score":
        _, hand, declarer, bid, mult, trump, goal, marks, made, scorer, points = event
        how = "makes" if made else "fails"
        return (f"{SEAT_NAMES[declarer]} {how} the goal of {goal} with {marks} marks: "
                f"{SEAT_NAMES[scorer]} scores {points}.")
    if kind == "match_over":
        return f"{SEAT_NAMES[event[1]]} reaches {TARGET} and wins the match."
    return None


def event_sentences(state: State) -> list:
    return [s for s in (event_sentence(e) for e in state.events) if s]


def played_label(move_words: str, after: State) -> str:
    """The log's line: the move, then what it set off."""
    more = event_sentences(after)
    return " ".join([move_words + "."] + more) if more else move_words


# --- the result -------------------------------------------------------------------------
def result(state: State) -> dict:
    """The winner once a total reaches 50, the scores, the ranking and the sheet."""
    scores = state.scores
    over = state.phase == OVER
    best = max(scores)
    winners = [scores.index(best)] if over else []
    ranking = sorted((0, 1), key=lambda s: (-scores[s], s))
    if over:
        summary = f"{SEAT_NAMES[winners[0]]} wins the match {best} to {min(scores)} after {len(state.sheet)} hands."
    else:
        summary = "The match is still going."
    rows = [[f"Hand {row[0]}", *(row[9] if row[8] == s else 0 for s in (0, 1))] for row in state.sheet]
    rows.append(["Total", *scores])
    return {"winners": winners, "scores": {SEAT_NAMES[s]: scores[s] for s in (0, 1)}, "ranking": ranking,
            "summary": summary,
            "breakdown": {"title": "Score sheet", "columns": ["", *SEAT_NAMES], "rows": rows, "notes": []}}
