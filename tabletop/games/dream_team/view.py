"""What the players see: the view dict, the status sentence, the event sentences and the result.

Everything but the order of the face-down deck is public, so every seat
gets the same view (only `viewer` differs) and pass-and-play needs no
curtain.
"""

from __future__ import annotations

from tabletop.engine.cards import pairs_face
from tabletop.engine.game import Move
from tabletop.engine.words import Text, Words, joined, say

from .moves import nominable, played_label as move_words, to_move
from .state import (GAME_END, LOTTERY, NOMINATE, OVER, ROUND_END, SEAT_NAMES, State, person, seat_said, team_sum,
                    value)

_FACES = tuple(pairs_face(c) for c in range(55))


def face(card: int, **extra) -> dict:
    """A card as view data: the shared Pairs face plus any extra fields."""
    return {**_FACES[card], **extra}


def names(state: State) -> list:
    """The seat names in play, as players read them."""
    return [seat_said(s) for s in range(state.players)]


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
        "banner": banner(state),
    }


def banner(state: State) -> Words | None:
    """The round being played, for the table to announce as it begins ("Last round" once a team is full);
    none once the game is scored: its last round is over by then."""
    if state.phase in (GAME_END, OVER):
        return None
    if state.triggered:
        return say("dream_team.banner.last_round")
    return say("dream_team.banner.round", n=state.round_no)


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


def round_word(state: State, seat: int) -> Text:
    """Where a player stands in this round."""
    if seat in state.taken:
        return say("dream_team.standing.gained")
    if seat in state.losers:
        return say("dream_team.standing.lost")
    if state.lottery and seat in state.lottery.contenders:
        return say("dream_team.standing.in_lottery")
    if any(seat in state.marks[p] for p in state.contested):
        return say("dream_team.standing.waiting_lottery")
    if seat in state.queue:
        return say("dream_team.standing.to_nominate") if state.queue[0] == seat else say("dream_team.standing.waiting")
    return ""


def player_view(state: State, seat: int) -> dict:
    """One seat's team (sorted by number), sums, marker and round standing."""
    team = sorted(state.teams[seat], key=lambda c: (value(c), c))
    marker = next((p for p, seats in enumerate(state.marks) if seat in seats), None)
    paired = [face(c) for e in state.events if e[0] == "pair" and e[1] == seat for c in e[3]]
    return {"seat": seat, "name": seat_said(seat), "team": [face(c) for c in team],
            "sum": team_sum(team), "total": state.totals[seat], "marker": marker,
            "standing": round_word(state, seat) if state.phase in (NOMINATE, LOTTERY) else "",
            "start": seat == state.start, "to_move": seat in to_move(state), "paired": paired}


def sheet_view(state: State) -> dict:
    """The score sheet: finished games, the running totals and the match target."""
    return {"columns": names(state), "games": [list(row) for row in state.sheet],
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
SEAT_EVENTS = ("nominate", "deal", "new_game", "gain", "pair", "trigger", "draw", "win", "leftover", "alone")


def _numbers(cards) -> tuple:
    """Cards read by their numbers, as a list ('7 and 3')."""
    return tuple(str(value(c)) for c in cards)


def event_sentence(state: State, event: tuple) -> Words | None:
    """One event of the last move as a message (None for events that need none)."""
    kind = event[0]
    who = person(event[1]) if kind in SEAT_EVENTS else None
    if kind == "nominate":
        return say("dream_team.event.nominate", seat=who, card=_card(state, event[2]))
    if kind == "deal":
        return say("dream_team.event.deal", seat=who, n=event[2])
    if kind == "new_game":
        return say("dream_team.event.new_game", seat=who, n=event[2])
    if kind == "gain":
        return _gains_sentence([event])
    if kind == "pair":
        return say("dream_team.event.pair", seat=who, value=event[2])
    if kind == "trigger":
        return say("dream_team.event.trigger", seat=who, size=state.end_size)
    if kind == "draw":
        return say("dream_team.event.draw", seat=who, numbers=_numbers(event[2]))
    if kind == "win":
        return say("dream_team.event.win", seat=who, value=value(event[3][1]), card=_card(state, event[2]))
    if kind == "leftover":
        return say("dream_team.event.leftover", seat=who, card=_card(state, event[2]))
    if kind == "alone":
        return say("dream_team.event.alone", seat=who, cards=tuple(_card(state, p) for p in event[2]))
    if kind == "stage":
        return say("dream_team.event.stage", n=event[1], seats=tuple(person(s) for s in event[2]))
    if kind == "reshuffle":
        return say("dream_team.event.reshuffle", count=event[1])
    if kind == "game_over":
        scores = tuple(say("dream_team.event.score", seat=person(s), points=p) for s, p in enumerate(event[2]))
        return say("dream_team.event.game_over", n=event[1], scores=scores)
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


def _card(state: State, pos: int) -> Words:
    """'the 7 (card #4)': a row card by its number and place."""
    return say("dream_team.card", value=value(state.row[pos]), n=pos + 1)


def _gains_sentence(gains: list) -> Words:
    """'Blue gains the 8 (card #1), Red the 4 (card #2) and Green the 6 (card #3).'"""
    parts = tuple(say("dream_team.event.gain_first" if not i else "dream_team.event.gain_more",
                      seat=person(seat), value=value(card), n=pos + 1)
                  for i, (_, seat, card, pos) in enumerate(gains))
    return say("dream_team.event.gains", parts=parts)


def status(state: State) -> Words:
    """One sentence: whose turn it is and what to do."""
    last = state.triggered and state.phase in (NOMINATE, LOTTERY)
    if state.phase == NOMINATE:
        who = person(state.queue[0])
        if state.stage > 1:
            now = say("dream_team.status.nominate_stage", round=state.round_no, stage=state.stage, seat=who)
        else:
            now = say("dream_team.status.nominate", round=state.round_no, seat=who)
        return say("dream_team.status.last_round", status=now) if last else now
    if state.phase == LOTTERY:
        lot = state.lottery
        key = "dream_team.status.lottery_next" if lot.draws else "dream_team.status.lottery_two"
        now = say(key, value=value(state.row[lot.pos]), n=lot.pos + 1, seat=person(lot.drawer))
        return say("dream_team.status.last_round", status=now) if last else now
    nxt = person((state.start + 1) % state.players)
    if state.phase == ROUND_END:
        return say("dream_team.status.round_over", round=state.round_no, seat=nxt, next=state.round_no + 1)
    if state.phase == GAME_END:
        return say("dream_team.status.game_over", game=state.game_no, seat=nxt, next=state.game_no + 1)
    return result(state)["summary"]


# --- the result -------------------------------------------------------------------------
def result(state: State) -> dict:
    """Winners (highest total once someone reaches the target), scores, ranking, the score sheet."""
    totals = state.totals
    ranking = sorted(range(state.players), key=lambda s: (-totals[s], s))
    over = state.phase == OVER
    best = max(totals) if totals else 0
    winners = [s for s in range(state.players) if totals[s] == best] if over else []
    if not over:
        summary = say("dream_team.result.going")
    elif len(winners) == 1:
        summary = say("dream_team.result.wins", seat=person(winners[0]), points=best, count=len(state.sheet))
    else:
        summary = say("dream_team.result.share", seats=tuple(person(s) for s in winners), points=best)
    return {"winners": winners, "scores": {SEAT_NAMES[s]: totals[s] for s in range(state.players)},
            "ranking": ranking, "summary": summary, "breakdown": breakdown(state)}


def breakdown(state: State) -> dict:
    """The score sheet as a table: one row per game, a total row, and notes on the finish."""
    rows = [[say("dream_team.result.game", n=n), *scores] for n, scores in enumerate(state.sheet, 1)]
    rows.append([say("dream_team.result.total"), *state.totals])
    reached = tuple(person(s) for s in range(state.players) if state.totals[s] >= state.target)
    notes = []
    if reached:
        notes.append(say("dream_team.result.reached", seats=reached, target=state.target))
    best = max(state.totals) if state.totals else 0
    tied = tuple(person(s) for s in range(state.players) if state.totals[s] == best)
    if reached and len(tied) > 1:
        notes.append(say("dream_team.result.level", seats=tied, points=best))
    return {"title": say("dream_team.result.sheet"), "columns": ["", *(person(s) for s in range(state.players))], "rows": rows, "notes": notes}


def played_label(before: State, seat: int, move: Move, after: State) -> Words:
    """The log's words for a played move: what it set off (gains, lotteries, pairs discarded, a game's
    end) is the story the log should tell; a move that set nothing off is told in its own words."""
    told = event_sentences(after)
    return joined(*told) if told else move_words(before, seat, move, after)
