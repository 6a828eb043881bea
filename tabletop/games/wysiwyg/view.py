"""What the players see: the view dict, the status sentence, the log's words and the result.

A seat sees its own hand; nobody sees the other hand, except the cards that
player took from the display, which both saw go in. Mark piles, the discard
pile and the stock show only their counts. Evaluations, bases, the auction,
trump, the goal, the display and the trick are public.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, joined, say
from tabletop.games.tricks import card_face, card_name, playable, suit_name, suit_symbol

from . import auction
from .moves import CALL_WORDS
from .state import (AUCTION, BID, DISPLAY, DOUBLE, FIRST_HALF, HAND_END, OVER, PASS, PLAY, REDOUBLE, SEAT_NAMES,
                    TARGET, TRICKS, TRUMP, State)
from .words import SEAT_WORDS, person

_FACES = tuple(card_face(c) for c in range(52))


def face(card: int, **extra) -> dict:
    return {**_FACES[card], **extra} if extra else dict(_FACES[card])


def view(state: State, viewer: int | None) -> dict:
    """The table as `viewer` may see it (None: a spectator)."""
    return {
        "game": "wysiwyg", "phase": state.phase, "viewer": viewer,
        "to_move": [] if state.phase == OVER else [state.turn], "seats": list(SEAT_WORDS),
        "status": status(state), "result": result(state) if state.phase == OVER else None,
        "hand": hand_view(state, viewer),
        "hands": [hidden_hand(state, seat) for seat in (0, 1)],
        "players": [player_view(state, seat) for seat in (0, 1)],
        "trick": trick_view(state),
        "display": [face(c) for c in state.display],
        "stock": {"count": len(state.stock)}, "discard": {"count": len(state.discard)},
        "marks": [len(pile) for pile in state.piles],
        "piles": [{"label": say("wysiwyg.view.stock"), "count": len(state.stock)},
                  {"label": say("wysiwyg.view.discard"), "count": len(state.discard)}],
        "mark_piles": [{"label": say("wysiwyg.view.marks_of", seat=person(s)), "count": len(state.piles[s]),
                        "seat": s} for s in (0, 1)],
        "auction": auction_view(state),
        "contract": contract_view(state),
        "trump": trump_view(state),
        "sheet": sheet_view(state),
        "hand_end": hand_end_view(state) if state.phase in (HAND_END, OVER) and state.sheet else None,
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
    return {"seat": seat, "name": SEAT_WORDS[seat], "count": len(state.hands[seat]),
            "known": [face(c) for c in known]}


def player_view(state: State, seat: int) -> dict:
    """One player's public numbers."""
    facts = [say("wysiwyg.view.hand_value", value=state.evals[seat]), say("wysiwyg.view.base", value=state.bases[seat]),
             say("wysiwyg.view.marks", value=len(state.piles[seat])), say("wysiwyg.view.score", value=state.scores[seat])]
    return {"seat": seat, "name": SEAT_WORDS[seat], "facts": facts, "marker": marker(state, seat),
            "eval": state.evals[seat], "base": state.bases[seat],
            "score": state.scores[seat], "marks": len(state.piles[seat]), "cards": len(state.hands[seat]),
            "dealer": seat == state.dealer, "declarer": seat == state.declarer,
            "to_move": state.phase != OVER and seat == state.turn}


def marker(state: State, seat: int) -> Words | str:
    """'Dealer', 'Declarer, goal 12', 'Dealer, declarer, goal 12' or nothing."""
    dealer = seat == state.dealer
    if seat != state.declarer:
        return say("wysiwyg.view.dealer") if dealer else ""
    key = "wysiwyg.view.dealer_declarer" if dealer else "wysiwyg.view.declarer"
    return say(key, goal=state.goal)


def trick_view(state: State) -> dict:
    """The trick on the table, or the one just taken while its winner picks from the display."""
    plays = state.trick or state.last_trick
    taken = not state.trick and bool(state.last_trick)
    shown = [{"seat": seat, "card": face(card, to=gathered_to(state, card)) if taken else face(card),
              "led": i == 0, "badge": ""} for i, (seat, card) in enumerate(plays)]
    return {"seats": 2, "names": list(SEAT_WORDS), "plays": shown, "taken": taken, "winner": state.taker,
            "leader": plays[0][0] if plays else (state.turn if state.phase == PLAY else None)}


def gathered_to(state: State, card: int) -> str | None:
    """The view path of the face-down pile a card of the trick just taken went to: its taker's marks, or
    the discard (the loser's card in the first half). Public: everyone saw the trick and knows the rule."""
    for seat, pile in enumerate(state.piles):
        if card in pile:
            return f"mark_piles/{seat}"
    return "piles/1" if card in state.discard else None


def auction_view(state: State) -> dict:
    """The bidding box: the caller's possible bids (from 0 to a goal of 40 marks, each with the goal it
    sets and whether it may be bid now), the other calls, and the calls made."""
    legal = set(auction.legal_calls(state))
    caller = state.turn if state.phase == AUCTION else None
    top = auction.highest_bid(state, caller) if caller is not None else -1
    bids = [{"n": n, "goal": n + state.bases[caller], "legal": (BID, n) in legal} for n in range(top + 1)]
    calls = [{"name": kind, "label": CALL_WORDS[kind], "legal": (kind, 0) in legal}
             for kind in (PASS, DOUBLE, REDOUBLE)]
    made = [{"seat": seat, "name": SEAT_WORDS[seat], "words": call_words(kind, n, i == 0)}
            for i, (seat, kind, n) in enumerate(state.calls)]
    naming = state.phase == TRUMP
    trumps = [{"name": str(s), "label": suit_symbol(s), "words": suit_name(s), "legal": naming, "red": s in (1, 2)}
              for s in (3, 2, 1, 0)]
    trumps.append({"name": "nt", "label": "NT", "words": suit_name(None), "legal": naming, "red": False})
    return {"active": state.phase == AUCTION, "naming": naming, "trumps": trumps,
            "bids": bids, "calls": calls, "made": made,
            "standing": state.bid, "bidder": state.bidder, "mult": state.mult, "caller": caller,
            "caller_base": state.bases[caller] if caller is not None else None,
            "hint": _goal_hint(state, caller)}


def _goal_hint(state: State, caller: int | None) -> Words | str:
    """What a bid means for the caller: the goal it sets."""
    if caller is None or auction.facing_double(state):
        return say("wysiwyg.view.goal", goal=state.goal) if state.phase == TRUMP else ""
    base = state.bases[caller]
    key = "wysiwyg.view.goal_hint_plus" if base >= 0 else "wysiwyg.view.goal_hint_minus"
    return say(key, seat=person(caller), marks=abs(base))


def call_words(kind: str, number: int, opening: bool = False) -> Words | str:
    if kind == BID:
        return str(number)
    if kind == PASS and opening:
        return say("wysiwyg.move.opening_pass")
    return CALL_WORDS[kind]


def trump_view(state: State) -> dict:
    """The trump indicator: the suit (or NT) once named, with the contract's numbers beside it."""
    named = state.phase not in (AUCTION, TRUMP)
    lines = []
    if named:
        declares = {1: "wysiwyg.view.declares", 2: "wysiwyg.view.declares_doubled",
                    4: "wysiwyg.view.declares_redoubled"}[state.mult]
        half = "wysiwyg.view.trick_first_half" if state.first_half else "wysiwyg.view.trick_second_half"
        lines = [say(declares, seat=person(state.declarer), bid=state.bid),
                 say("wysiwyg.view.goal_marks", goal=state.goal, marks=len(state.piles[state.declarer])),
                 say(half, trick=min(state.trick_no, TRICKS), total=TRICKS)]
    return {"named": named, "suit": suit_symbol(state.trump) if named else "",
            "words": suit_name(state.trump) if named else "", "red": named and state.trump in (1, 2),
            "lines": lines}


def contract_view(state: State) -> dict | None:
    """Who declares what, once the auction is over."""
    if state.declarer is None:
        return None
    return {"declarer": state.declarer, "name": SEAT_WORDS[state.declarer], "bid": state.bid,
            "mult": state.mult, "goal": state.goal, "marks": len(state.piles[state.declarer])}


def sheet_view(state: State) -> dict:
    """The score sheet: one row per finished hand, the totals and the target."""
    rows = []
    for hand, declarer, bid, mult, trump, goal, marks, made, scorer, points in state.sheet:
        cells = [0, 0]
        cells[scorer] = points
        trump_word = suit_symbol(None if trump < 0 else trump)
        contract = say("wysiwyg.view.contract", seat=person(declarer), bid=bid, times=_times(mult), trump=trump_word)
        rows.append({"hand": hand, "contract": contract,
                     "goal": goal, "marks": marks, "made": made, "points": cells})
    games = [row["points"] for row in rows]
    return {"columns": list(SEAT_WORDS), "rows": rows, "games": games, "totals": list(state.scores),
            "target": TARGET, "playing": None}


def hand_end_view(state: State) -> dict:
    """The hand just scored, for both players to see before the next deal: the contract, both players'
    marks, how the points were counted, the totals with them added, and what the last trick brought."""
    hand, declarer, bid, mult, trump, goal, marks, made, scorer, points = state.sheet[-1]
    base = goal - bid
    symbol = suit_symbol(None if trump < 0 else trump)
    declared = {1: "wysiwyg.hand_end.declared", 2: "wysiwyg.hand_end.declared_doubled",
                4: "wysiwyg.hand_end.declared_redoubled"}[mult]
    other = 1 - declarer
    if made:
        result, counted = say("wysiwyg.hand_end.made", count=marks - goal), made_sum(marks, base, mult)
    else:
        result, counted = say("wysiwyg.hand_end.failed", count=goal - marks), failed_sum(goal - marks, mult)
    totals = [say("wysiwyg.hand_end.total_plus", seat=person(s), before=state.scores[s] - points, points=points,
                  total=state.scores[s]) if s == scorer else
              say("wysiwyg.hand_end.total", seat=person(s), total=state.scores[s]) for s in (0, 1)]
    return {"hand": hand, "trump": symbol, "red": trump in (1, 2), "made": made, "scorer": scorer,
            "contract": say(declared, seat=person(declarer), bid=bid, goal=goal, base=base),
            "marks": say("wysiwyg.hand_end.marks", declarer=person(declarer), marks=marks, goal=goal,
                         other=person(other), other_marks=len(state.piles[other])),
            "result": result, "points": say("wysiwyg.hand_end.scores", seat=person(scorer), sum=counted),
            "totals": totals, "target": TARGET,
            "last_trick": say("wysiwyg.hand_end.last_trick", seat=person(state.taker), trick=TRICKS)
            if state.taker is not None else ""}


def made_sum(marks: int, base: int, mult: int) -> str:
    """'(26 − 14) × 2 = 24': the declarer's marks over the base, times the multiplier."""
    inner = f"{marks} − {base}" if base >= 0 else f"{marks} + {-base}"
    points = (marks - base) * mult
    return f"({inner}) × {mult} = {points}" if mult > 1 else f"{inner} = {points}"


def failed_sum(short: int, mult: int) -> str:
    """'(3 − 1) × 5 × 2 = 20', '2 × 4 = 8' or '2': what a shortfall gives the opponent."""
    words = "2" if short == 1 else f"({short} − 1) × 5"
    if mult > 1:
        words += f" × {mult}"
    points = (2 if short == 1 else (short - 1) * 5) * mult
    return words if words == str(points) else f"{words} = {points}"


def _times(mult: int) -> str:
    return {1: "", 2: " x2", 4: " x4"}[mult]


# --- words ------------------------------------------------------------------------------
def status(state: State) -> Words:
    """One sentence: what is going on and who decides next."""
    if state.phase == OVER:
        return result(state)["summary"]
    who = person(state.turn)
    if state.phase == AUCTION:
        if auction.facing_double(state):
            return say("wysiwyg.status.doubled", hand=state.hand_no, seat=who)
        if not state.calls:
            return say("wysiwyg.status.first_call", hand=state.hand_no, seat=who)
        return say("wysiwyg.status.call", hand=state.hand_no, seat=who, bid=state.bid)
    if state.phase == TRUMP:
        return say("wysiwyg.status.trump", seat=who, goal=state.goal)
    if state.phase == DISPLAY:
        return say("wysiwyg.status.display", seat=who, trick=state.trick_no)
    if state.phase == HAND_END:
        return say("wysiwyg.status.hand_end", hand=state.hand_no, seat=who, next=state.hand_no + 1)
    key = PLAY_STATUS[(not state.trick, state.first_half)]
    return say(key, trick=state.trick_no, total=TRICKS, seat=who)


# (leading, first half) -> the status of a trick under way
PLAY_STATUS = {(True, True): "wysiwyg.status.leads_first_half", (False, True): "wysiwyg.status.follows_first_half",
               (True, False): "wysiwyg.status.leads_second_half", (False, False): "wysiwyg.status.follows_second_half"}


DECLARES = {1: "wysiwyg.event.declarer", 2: "wysiwyg.event.declarer_doubled", 4: "wysiwyg.event.declarer_redoubled"}


def event_sentence(event: tuple) -> Words | None:
    """One thing a move did, in words (None for the move itself, which its label says)."""
    kind = event[0]
    if kind == "deal":
        return say("wysiwyg.event.deal", hand=event[2], seat=person(event[1]))
    if kind == "declarer":
        return say(DECLARES[event[3]], seat=person(event[1]), bid=event[2])
    if kind == "display":
        return say("wysiwyg.event.display", cards=tuple(card_name(c) for c in event[1]))
    if kind == "trick":
        return say("wysiwyg.event.trick", seat=person(event[1]), trick=event[2])
    if kind == "take":
        return say("wysiwyg.event.take", seat=person(1 - event[1]), card=card_name(event[3]))
    if kind == "score":
        _, hand, declarer, bid, mult, trump, goal, marks, made, scorer, points = event
        return say("wysiwyg.event.made" if made else "wysiwyg.event.failed", declarer=person(declarer), goal=goal,
                   marks=marks, scorer=person(scorer), points=points)
    if kind == "match_over":
        return say("wysiwyg.event.match_over", seat=person(event[1]), target=TARGET)
    return None


def event_sentences(state: State) -> list:
    return [s for s in (event_sentence(e) for e in state.events) if s]


def played_label(before: State, seat: int, move: Move, after: State) -> Words:
    """The log's line: the move, then what it set off (a trick taken, cards turned up, a hand scored)."""
    move_words = move.label
    more = event_sentences(after)
    if move.kind == "next_hand":  # led by the dealer's name, as the log leads every line
        return say("wysiwyg.move.dealt", seat=person(seat), hand=after.hand_no)
    return joined(say("wysiwyg.move.sentence", move=move_words), *more) if more else move_words


# --- the result -------------------------------------------------------------------------
def result(state: State) -> dict:
    """The winner once a total reaches 50, the scores, the ranking and the sheet."""
    scores = state.scores
    over = state.phase == OVER
    best = max(scores)
    winners = [scores.index(best)] if over else []
    ranking = sorted((0, 1), key=lambda s: (-scores[s], s))
    if over:
        summary = say("wysiwyg.result.won", seat=person(winners[0]), high=best, low=min(scores),
                      count=len(state.sheet))
    else:
        summary = say("wysiwyg.result.still_going")
    rows = [[say("wysiwyg.result.hand", hand=row[0]), *(row[9] if row[8] == s else 0 for s in (0, 1))]
            for row in state.sheet]
    rows.append([say("wysiwyg.result.total"), *scores])
    return {"winners": winners, "scores": {SEAT_NAMES[s]: scores[s] for s in (0, 1)}, "ranking": ranking,
            "summary": summary,
            "breakdown": {"title": say("wysiwyg.result.score_sheet"), "columns": ["", person(0), person(1)], "rows": rows,
                          "notes": []}}
