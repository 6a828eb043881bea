"""What the players see: the view dict, the status sentence, the log's sentences and the result.

Hands are the only secret: a seat sees its own hand and nobody else's (its
partner's neither); table cards, the trick, trick counts and trump are public.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, joined, say
from tabletop.games.tricks import card_face, card_name, playable, suit_name, suit_symbol

from .scoring import WIN_ANYWAY, WIN_AT, WIN_LEAD, is_dreg_trump
from .state import HAND_END, ONE_HAND, OVER, PLAY, REPLENISH, SIDE_NAMES, State, partner_of
from .words import SEAT_WORDS, SIDE_WORDS, partners, person

_FACES = tuple(card_face(c) for c in range(64))
SIDE_COLOURS = ("blue", "red")   # North–South, East–West: a partnership reads as one colour round the table


def face(card: int, **extra) -> dict:
    """A card as view data, with any extra fields."""
    return {**_FACES[card], **extra}


def view(state: State, viewer: int | None) -> dict:
    """The table as `viewer` sees it (None: a spectator, who sees no hand)."""
    ended = state.phase in (HAND_END, OVER)
    return {
        "game": "finesse", "phase": state.phase, "viewer": viewer,
        "to_move": [] if state.phase == OVER else [state.turn], "seats": list(SEAT_WORDS),
        "seat_colours": list(SIDE_COLOURS * 2),
        # North before South and East before West, as the partnerships are called ("Cy & Ann (North–South)").
        "teams": [{"name": SIDE_NAMES[side], "seats": [side + 2, side]} for side in (0, 1)],
        "status": status(state),
        "hand": hand_view(state, viewer),
        "table": [table_view(state, s, ended) for s in range(4)],
        "players": [player_view(state, s) for s in range(4)],
        "trick": trick_view(state),
        "trump": trump_view(state),
        "trick_no": state.trick_no, "hand_no": state.hand_no, "dealer": state.dealer,
        "leader": state.leader, "sides": sides_view(state),
        "hand_end": hand_end_view(state) if ended and state.sheet else None,
        "sheet": sheet_view(state),
        "events": event_sentences(state),
        "result": result(state) if state.phase == OVER else None,
        "banner": say("finesse.view.banner", hand=state.hand_no, trick=state.trick_no),
    }


def table_view(state: State, seat: int, ended: bool) -> list:
    """A seat's three table slots (None: the slot of a led card, until it is replaced); at the end of
    a hand each dreg says whether it counts against its side."""
    trump = state.trump
    return [None if c is None else face(c, dreg_trump=ended and is_dreg_trump(c, trump))
            for c in state.tables[seat]]


def player_view(state: State, seat: int) -> dict:
    """A seat's public facts: cards in hand, tricks taken, dealer, whose turn."""
    ended = state.phase in (HAND_END, OVER)
    return {"seat": seat, "name": SEAT_WORDS[seat], "side": seat % 2, "partner": partner_of(seat),
            "colour": SIDE_COLOURS[seat % 2], "table": table_view(state, seat, ended),
            "hand_count": len(state.hands[seat]), "tricks": state.taken[seat],
            "dealer": seat == state.dealer, "leader": seat == state.leader and state.phase == PLAY,
            "to_move": state.phase != OVER and seat == state.turn}


def hand_view(state: State, viewer: int | None) -> list:
    """The viewer's own hand; when the viewer is to play, the cards it may play now are marked playable."""
    if viewer is None:
        return []
    hand = state.hands[viewer]
    allowed: tuple = ()
    if viewer == state.turn and state.phase == REPLENISH:
        allowed = hand
    elif viewer == state.turn and state.phase == PLAY:
        allowed = playable(hand, state.trick)
    return [face(c, playable=c in allowed) for c in hand]


def trick_view(state: State) -> dict:
    """The trick under way, or between tricks the one just taken and its taker: each card with its player,
    its place in the play order, the led card marked and a led table card badged."""
    plays, from_table, taken, winner = state.trick, state.table_slot is not None, False, None
    if not plays and state.last_trick:
        plays, winner, from_table = state.last_trick
        taken = True
    number = state.trick_no - 1 if taken and state.phase == PLAY else state.trick_no
    return {"seats": 4, "names": list(SEAT_WORDS), "taken": taken, "winner": winner, "number": number,
            # A trick taken goes face down to its taker's tricks (the seat's count): each card says so.
            "plays": [{"seat": seat, "card": face(card, to=f"players/{winner}/tricks") if taken else face(card),
                       "order": n + 1, "led": n == 0,
                       "badge": TABLE_CARD if n == 0 and from_table else ""}
                      for n, (seat, card) in enumerate(plays)]}


def trump_view(state: State) -> dict:
    """Trump once trick 1's lead fixed it."""
    if not state.trump_set:
        return {"set": False, "symbol": "?", "name": say("finesse.view.trump_not_chosen"),
                "text": say("finesse.view.trump_not_set")}
    text = say("finesse.view.no_trump") if state.trump is None else \
        say("finesse.view.trump", symbol=suit_symbol(state.trump))
    return {"set": True, "symbol": suit_symbol(state.trump), "name": suit_name(state.trump), "text": text}


def sides_view(state: State) -> list:
    """Per partnership: its name, tricks this hand and match total."""
    return [{"side": side, "name": SIDE_WORDS[side], "seats": [side, side + 2],
             "tricks": state.taken[side] + state.taken[side + 2], "total": state.totals[side]}
            for side in (0, 1)]


def hand_end_view(state: State) -> dict:
    """The finished hand: per side the tricks, bonus, majority, dreg trumps and score."""
    hand_no, trump, scores = state.sheet[-1]
    sides = []
    for side, s in enumerate(scores):
        sides.append({"name": SIDE_WORDS[side], "tricks": s.tricks, "last": s.last, "majority": s.majority,
                      "dreg_trumps": [face(c) for c in s.dreg_trumps], "penalty": s.penalty, "score": s.score,
                      "line": breakdown_line(s)})
    note = say("finesse.view.dregs_no_trump") if trump is None else \
        say("finesse.view.dregs_trump", suit=suit_name(trump))
    return {"hand": hand_no, "trump": suit_symbol(trump), "sides": sides, "note": note,
            "last_trick": last_trick_view(state)}


def last_trick_view(state: State) -> dict | None:
    """The hand's last trick, still in sight beside the score it ended (it is worth a bonus)."""
    if not state.last_trick:
        return None
    plays, winner, _ = state.last_trick
    return {"winner": winner, "seat_name": SEAT_WORDS[winner], "cards": [face(card) for _, card in plays]}


def breakdown_line(s) -> Words:
    """'9 tricks: 10 · last trick: +4 · 2 dreg trumps: −6 = 8' (a negative total counts as 0)."""
    tricks = say("finesse.view.line_tricks", count=s.tricks, points=s.majority)
    last = say("finesse.view.line_last", points=s.last) if s.last else ""
    dregs = say("finesse.view.line_dregs", count=len(s.dreg_trumps), points=s.penalty) if s.penalty else ""
    raw = s.majority + s.last - s.penalty
    total = str(s.score) if raw >= 0 else say("finesse.view.line_below_zero", raw=-raw)
    return say("finesse.view.line", tricks=tricks, last=last, dregs=dregs, total=total)


def sheet_view(state: State) -> dict:
    """The score sheet: one row per hand, the totals and what wins."""
    rows = [[say("finesse.result.hand", hand=n), scores[0].score, scores[1].score] for n, _, scores in state.sheet]
    goal = (say("finesse.view.goal_one_hand") if state.match == ONE_HAND else
            say("finesse.view.goal_match", at=WIN_AT, lead=WIN_LEAD, anyway=WIN_ANYWAY))
    columns = ["", say("finesse.side.north_south_short"), say("finesse.side.east_west_short")]
    return {"columns": columns, "rows": rows, "totals": list(state.totals), "goal": goal}


# --- words ----------------------------------------------------------------------------------
TABLE_CARD = say("finesse.view.table_card")
TRUMP_FIXED = (say("finesse.event.trump_clubs"), say("finesse.event.trump_diamonds"),
               say("finesse.event.trump_hearts"), say("finesse.event.trump_spades"))
# (from a table, declares no trump) -> the sentence of a lead
LEADS = {(False, False): "finesse.event.lead", (False, True): "finesse.event.lead_no_trump",
         (True, False): "finesse.event.lead_table", (True, True): "finesse.event.lead_table_no_trump"}


def event_sentence(event: tuple) -> Words | None:
    """One event of the last move in plain words (None for those the log needs not tell)."""
    kind = event[0]
    if kind == "lead":
        _, seat, card, owner, no_trump = event
        key = LEADS[(owner is not None, bool(no_trump))]
        if owner is None:
            return say(key, seat=person(seat), card=card_name(card))
        return say(key, seat=person(seat), card=card_name(card), owner=person(owner))
    if kind == "trump":
        return say("finesse.event.no_trump") if event[1] is None else TRUMP_FIXED[event[1]]
    if kind == "play":
        return say("finesse.event.play", seat=person(event[1]), card=card_name(event[2]))
    if kind == "trick":
        return say("finesse.event.trick", seat=person(event[1]), trick=event[2])
    if kind == "replenish":
        key = "finesse.event.replenish_last" if event[3] else "finesse.event.replenish"
        return say(key, seat=person(event[1]), card=card_name(event[2]))
    if kind == "hand":
        first, second = event[1]
        return say("finesse.event.hand", first=SIDE_WORDS[0], first_score=first.score, second=SIDE_WORDS[1],
                   second_score=second.score)
    if kind == "match":
        return say("finesse.event.drawn") if event[1] is None else say("finesse.event.won", seats=partners(event[1]))
    if kind == "deal":
        return say("finesse.event.deal", seat=person(event[1]), hand=event[2])
    return None


def event_sentences(state: State) -> list:
    """What the last move did, in order."""
    return [s for s in map(event_sentence, state.events) if s]


def status(state: State) -> Words:
    """One sentence: whose turn it is and what to do."""
    who = person(state.turn) if state.phase != OVER else ""
    if state.phase == PLAY and not state.trick:
        return say("finesse.status.lead", trick=state.trick_no, seat=who, partner=person(partner_of(state.turn)))
    if state.phase == PLAY:
        return say("finesse.status.play", trick=state.trick_no, seat=who)
    if state.phase == REPLENISH:
        return say("finesse.status.replenish", seat=who)
    if state.phase == HAND_END:
        return say("finesse.status.hand_end", hand=state.hand_no, seat=who)
    return result(state)["summary"]


# --- the result -------------------------------------------------------------------------------
def result(state: State) -> dict:
    """Winners (both seats of the winning side), scores per side, ranking and the score sheet."""
    side = state.winner_side
    over = state.phase == OVER
    winners = [side + 2, side] if over and side is not None else []  # North–South, East–West
    ns, ew = state.totals
    if not over:
        summary = say("finesse.result.still_going")
    elif side is None:
        summary = say("finesse.result.drawn", ns=ns, ew=ew)
    else:
        summary = say("finesse.result.won", seats=partners(side), high=max(ns, ew), low=min(ns, ew))
    ranking = sorted(range(4), key=lambda s: (-state.totals[s % 2], s))
    rows = [[say("finesse.result.hand", hand=n), sc[0].score, sc[1].score] for n, _, sc in state.sheet]
    rows.append([say("finesse.result.total"), ns, ew])
    return {"winners": winners, "scores": {SIDE_NAMES[0]: ns, SIDE_NAMES[1]: ew}, "ranking": ranking,
            "summary": summary,
            "breakdown": {"title": say("finesse.result.score_sheet"), "columns": ["", *SIDE_WORDS], "rows": rows,
                          "notes": [say("finesse.result.goal_note", goal=sheet_view(state)["goal"])]}}


def played_label(before: State, seat: int, move: Move, after: State) -> Words:
    """The log line: the card led or played and what it set off (trump fixed, a trick taken)."""
    told = event_sentences(after)
    return joined(*told) if told else move.label
