"""What the players see: the view dict, the status sentence, the event sentences and the result.

Everything but the order of the face-down deck is public, so every seat
gets the same view (only `viewer` differs) and pass-and-play needs no
curtain.
"""

from __future__ import annotations

from tabletop.engine.cards import pairs_face

from .moves import nominable, to_move
from .state import GAME_END, LOTTERY, NOMINATE, OVER, ROUND_END, SEAT_NAMES, State, team_sum, value

_FACES = tuple(pairs_face(c) for c in range(55))


def face(card: int, **extra) -> dict:
    """A card as view data: the shared Pairs face plus any extra fields."""
    return {**_FACES[card], **extra}


def names(state: State) -> tuple:
    """The seat names in play."""
    return SEAT_NAMES[:state.players]


def view(state: State, viewer: int | None) -> dict:
    """The whole table for `viewer` (identical for every seat but the `viewer` field)."""
    return {
        "game": "dream_team", "phase": state.phase, "viewer": viewer,
        "to_move": list(to_move(state)), "seats": list(names(state)),
        "status": status(state), "result": result(state) if state.phase == OVER else None,
        "last_paths": last_paths(state), "flash_paths": flash_paths(state),
        "market": market_view(state), "lottery": lottery_view(state),
        "deck": {"count": len(state.deck)},
        "discard": {"count": len(state.discard), "top": face(state.discard[-1]) if state.discard else None},
        "players": [player_view(state, seat) for seat in range(state.players)],
        "sheet": sheet_view(state),
        "game_no": state.game_no, "round": state.round_no, "stage": state.stage,
        "start_player": state.start, "last_round": state.triggered, "end_size": state.end_size,
        "events": event_sentences(state),
        "banner": "Last round" if state.triggered else f"Round {state.round_no}",
    }


def market_view(state: State) -> list:
    """The row: each card with the markers on it and, once gained, its new owner."""
    lot = state.lottery or state.shown_lottery
    open_now = nominable(state) if state.phase == NOMINATE else ()
    return [face(card, pos=pos, markers=list(state.marks[pos]), taken_by=state.taken[pos],
                 contested=len(state.marks[pos]) > 1, lottery=bool(lot) and lot.pos == pos,
                 can_nominate=pos in open_now)
            for pos, card in enumerate(state.row)]


def lottery_view(state: State) -> dict:
    """The running lottery, or the one just won while the next has drawn nothing yet."""
    running = state.lottery
    shown = state.shown_lottery if running is None or not running.draws else None
    lot = shown or running
    out = {"active": lot is not None and lot.winner is None, "waiting": list(state.contested)}
    if running is not None and shown is not None:
        out["next_up"] = {"pos": running.pos, "card": face(state.row[running.pos]),
                          "contenders": list(running.contenders)}
    if lot is None:
        return {**out, "card": None, "contenders": [], "next": None, "winner": None, "open": []}
    drawn_by = {c: s for s, cards in lot.draws for c in cards}
    return {**out, "pos": lot.pos, "card": face(state.row[lot.pos]), "contenders": list(lot.contenders),
            "next": lot.drawer if lot.winner is None else None, "winner": lot.winner,
            "open": [face(c, by=drawn_by.get(c), winning=c in lot.winning) for c in lot.open]}


def round_word(state: State, seat: int) -> str:
    """Where a player stands in this round."""
    if seat in state.taken:
        return "gained"
    if seat in state.losers:
        return "lost a lottery"
    if state.lottery and seat in state.lottery.contenders:
        return "in the lottery"
    if any(seat in state.marks[p] for p in state.contested):
        return "waiting for a lottery"
    if seat in state.queue:
        return "to nominate" if state.queue[0] == seat else "waiting"
    return ""


def player_view(state: State, seat: int) -> dict:
    """One seat's team (sorted by number), sums, marker and round standing."""
    team = sorted(state.teams[seat], key=lambda c: (value(c), c))
    marker = next((p for p, seats in enumerate(state.marks) if seat in seats), None)
    paired = [face(c) for e in state.events if e[0] == "pair" and e[1] == seat for c in e[3]]
    return {"seat": seat, "name": SEAT_NAMES[seat], "team": [face(c) for c in team],
            "sum": team_sum(team), "total": state.totals[seat], "marker": marker,
            "standing": round_word(state, seat) if state.phase in (NOMINATE, LOTTERY) else "",
            "start": seat == state.start, "to_move": seat in to_move(state), "paired": paired}


def sheet_view(state: State) -> dict:
    """The score sheet: finished games, the running totals and the match target."""
    return {"columns": list(names(state)), "games": [list(row) for row in state.sheet],
            "totals": list(state.totals), "target": state.target, "current_game": state.game_no,
            "playing": [team_sum(t) for t in state.teams] if state.phase in (NOMINATE, LOTTERY, ROUND_END) else None}


def last_paths(state: State) -> list:
    """The row cards the last move touched."""
    paths = []
    for event in state.events:
        if event[0] == "gain":
            paths.append(f"market/{event[3]}")
    return paths


def flash_paths(state: State) -> list:
    """Teams that just lost a pair to the discard pile (the table flashes the pair)."""
    return sorted({f"players/{e[1]}/paired" for e in state.events if e[0] == "pair"})


# --- words -----------------------------------------------------------------------------
def _list(words) -> str:
    """'a', 'a and b', 'a, b and c'."""
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


SEAT_EVENTS = ("nominate", "deal", "new_game", "gain", "pair", "trigger", "draw", "win", "leftover", "alone")


def event_sentence(state: State, event: tuple) -> str | None:
    """One event of the last move in plain words (None for events that need none)."""
    kind = event[0]
    who = SEAT_NAMES[event[1]] if kind in SEAT_EVENTS else ""
    if kind == "nominate":
        return f"{who} puts a marker on the {value(state.row[event[2]])} (card #{event[2] + 1})."
    if kind == "deal":
        return f"{who} deals round {event[2]}."
    if kind == "new_game":
        return f"{who} starts game {event[2]} with a new row."
    if kind == "gain":
        return f"{who} gains the {value(event[2])} (card #{event[3] + 1})."
    if kind == "pair":
        return f"{who}'s two {event[2]}s go to the discard pile."
    if kind == "trigger":
        return f"{who}'s team has {state.end_size} or more cards: this is the last round of the game."
    if kind == "draw":
        return f"{who} draws {_list(str(value(c)) for c in event[2])}."
    if kind == "win":
        return f"{who}'s {value(event[3][1])} matches: {who} wins {_card(state, event[2])}."
    if kind == "leftover":
        return f"{who} gained the rightmost card, so also takes the last one, {_card(state, event[2])}."
    if kind == "alone":
        return f"{who} is the only one left and takes the last two cards, {_list(_card(state, p) for p in event[2])}."
    if kind == "stage":
        return f"Stage {event[1]}: {_list(SEAT_NAMES[s] for s in event[2])} nominate again."
    if kind == "reshuffle":
        return f"The deck ran out: the {event[1]} discarded cards were shuffled into a new deck."
    if kind == "game_over":
        scores = ", ".join(f"{SEAT_NAMES[s]} {p}" for s, p in enumerate(event[2]))
        return f"Game {event[1]} is over: {scores}."
    return None


def event_sentences(state: State) -> list:
    """What the last move did, in order; gains in a row are told in one sentence, and a card won in a lottery
    or taken with the last of a stage is named in that sentence (one move may resolve a whole stage and end
    the game: kept short, it reads whole in the log)."""
    named = {(e[1], e[2]) for e in state.events if e[0] in ("leftover", "win")}
    named |= {(e[1], pos) for e in state.events if e[0] == "alone" for pos in e[2]}
    ended = any(e[0] == "game_over" for e in state.events)
    sentences, gains = [], []
    for event in state.events:
        if event[0] == "trigger" and ended:  # the game ended with this very move: its end says it all
            continue
        if event[0] == "gain":
            if (event[1], event[3]) not in named:
                gains.append(event)
            continue
        if gains:
            sentences.append(_gains_sentence(gains))
            gains = []
        sentence = event_sentence(state, event)
        if sentence:
            sentences.append(sentence)
    if gains:
        sentences.append(_gains_sentence(gains))
    return sentences


def _card(state: State, pos: int) -> str:
    """'the 7 (card #4)': a row card by its number and place."""
    return f"the {value(state.row[pos])} (card #{pos + 1})"


def _gains_sentence(gains: list) -> str:
    """'Blue gains the 8 (card #1), Red the 4 (card #2) and Green the 6 (card #3).'"""
    parts = [f"{SEAT_NAMES[seat]} {'gains ' if not i else ''}the {value(card)} (card #{pos + 1})"
             for i, (_, seat, card, pos) in enumerate(gains)]
    return _list(parts) + "."


def status(state: State) -> str:
    """One sentence: whose turn it is and what to do."""
    last = "Last round! " if state.triggered and state.phase in (NOMINATE, LOTTERY) else ""
    if state.phase == NOMINATE:
        who = SEAT_NAMES[state.queue[0]]
        stage = f", stage {state.stage}" if state.stage > 1 else ""
        return f"{last}Round {state.round_no}{stage}: {who} nominates a card in the row."
    if state.phase == LOTTERY:
        lot = state.lottery
        card = value(state.row[lot.pos])
        what = "draws the next lottery card" if lot.draws else "draws two lottery cards"
        return f"{last}Lottery for the {card} (card #{lot.pos + 1}): {SEAT_NAMES[lot.drawer]} {what}."
    nxt = SEAT_NAMES[(state.start + 1) % state.players]
    if state.phase == ROUND_END:
        return f"Round {state.round_no} is over: {nxt} deals round {state.round_no + 1}."
    if state.phase == GAME_END:
        return f"Game {state.game_no} is over: {nxt} starts game {state.game_no + 1}."
    return result(state)["summary"]


# --- the result -------------------------------------------------------------------------
def result(state: State) -> dict:
    """Winners (highest total once someone reaches the target), scores, ranking, the score sheet."""
    seats = names(state)
    totals = state.totals
    ranking = sorted(range(state.players), key=lambda s: (-totals[s], s))
    over = state.phase == OVER
    best = max(totals) if totals else 0
    winners = [s for s in range(state.players) if totals[s] == best] if over else []
    if not over:
        summary = "The match is still going."
    elif len(winners) == 1:
        summary = f"{seats[winners[0]]} wins the match with {best} points after {len(state.sheet)} games."
    else:
        summary = f"{_list(seats[s] for s in winners)} share the win with {best} points each."
    return {"winners": winners, "scores": {seats[s]: totals[s] for s in range(state.players)},
            "ranking": ranking, "summary": summary, "breakdown": breakdown(state)}


def breakdown(state: State) -> dict:
    """The score sheet as a table: one row per game, a total row, and notes on the finish."""
    seats = names(state)
    rows = [[f"Game {n}", *scores] for n, scores in enumerate(state.sheet, 1)]
    rows.append(["Total", *state.totals])
    reached = [seats[s] for s in range(state.players) if state.totals[s] >= state.target]
    notes = []
    if reached:
        notes.append(f"{_list(reached)} reached {state.target} points; the highest total wins.")
    best = max(state.totals) if state.totals else 0
    tied = [seats[s] for s in range(state.players) if state.totals[s] == best]
    if reached and len(tied) > 1:
        notes.append(f"{_list(tied)} are level on {best}: they share the win.")
    return {"title": "Score sheet", "columns": ["", *seats], "rows": rows, "notes": notes}
