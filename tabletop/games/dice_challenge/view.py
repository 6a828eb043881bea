"""What the table shows: the board areas, the dice, each player's colours with live totals, and the status."""

from __future__ import annotations

from tabletop.engine.words import Words, say

from .board import COLOUR_WORDS, COLOURS, MAX_SQUARES, NUMBER_SQUARES, colour_names
from .challenges import CHALLENGES, TITLES, outcome, points
from .dice import dice_sum, group_short, group_steps, straight_length, straight_steps
from .moves import challenge_path, colour_path
from .scoring import SEAT_PEOPLE, SEAT_WORDS, colour_scores, final_result, seat_totals, seat_with_colours
from .state import CHOOSE, COLOURS_PHASE, NOBODY, OVER, REROLL, State


def to_move(state: State) -> tuple:
    """The single seat whose decision is pending."""
    return () if state.phase == OVER else (state.seat,)


def rolled(state: State) -> bool:
    """Whether the dice on the table belong to the turn being played."""
    return state.phase in (REROLL, CHOOSE)


def view(state: State, viewer: int | None) -> dict:
    """The whole view (nothing is hidden in this game, so every seat sees the same)."""
    scores = colour_scores(state)
    return {
        "game": "dice_challenge", "phase": state.phase, "viewer": viewer,
        "to_move": list(to_move(state)), "seats": seat_labels(state), "seat_colours": seat_paints(state),
        "roles": seat_roles(state),
        "status": status(state), "result": final_result(state) if state.phase == OVER else None,
        "last_paths": list(state.last), "last_note": state.note, "banner": banner(state),
        "colours": colour_choices(state),
        "dice": dice_view(state),
        "straight": track_view(state, "straight"), "group": track_view(state, "group"),
        "number": squares_view(state, "number", NUMBER_SQUARES),
        "max": squares_view(state, "max", MAX_SQUARES),
        "rounds": {"round": min(state.round, state.rounds), "total": state.rounds,
                   "start": SEAT_WORDS[state.start], "start_seat": state.start, "over": state.phase == OVER},
        "players": players_view(state, scores),
        "challenges": previews(state),
    }


def seat_labels(state: State) -> list[Words]:
    """Each seat as the status panel names it: its colour once chosen ("Yellow").

    With two players a seat plays two colours, so it keeps its seat name and lists them:
    "First (Green + Yellow)". Before any pick a seat is just "First".
    """
    labels = []
    for seat in range(state.players):
        colours = state.colours_of(seat)
        if not colours:
            labels.append(SEAT_WORDS[seat])
        elif state.players == 2:
            labels.append(seat_with_colours(state, seat, plus=True))
        else:
            labels.append(COLOUR_WORDS[colours[0]])
    return labels


def seat_roles(state: State) -> list[Words]:
    """What each seat plays on the board, to put beside a player's name: its colours once chosen
    ("Green + Yellow", or "Yellow" with three or four players), its seat name before."""
    return [colour_names(state.colours_of(seat), plus=True) or SEAT_WORDS[seat] for seat in range(state.players)]


def seat_paints(state: State) -> list[str | None]:
    """The colour each seat's name is painted in: its one colour, or None (plain ink).

    A seat with no colour yet, or two of them, is never painted in a colour it does not own.
    """
    paints = []
    for seat in range(state.players):
        colours = state.colours_of(seat)
        paints.append(COLOURS[colours[0]] if len(colours) == 1 and state.players > 2 else None)
    return paints


def colour_choices(state: State) -> list[dict]:
    """The four colours: free, or whose they are (the seat's name and number). `name` is the colour's
    identifier (the table paints by it); `words` is the colour as players read it."""
    return [{"name": name, "words": COLOUR_WORDS[c],
             "owner": None if state.owner[c] == NOBODY else SEAT_WORDS[state.owner[c]],
             "owner_seat": None if state.owner[c] == NOBODY else state.owner[c],
             "free": state.owner[c] == NOBODY and state.phase == COLOURS_PHASE}
            for c, name in enumerate(COLOURS)]


def dice_view(state: State) -> dict:
    """The five dice, which are kept aside, and what they make."""
    live = rolled(state)
    values = list(state.dice) if any(state.dice) else [0] * len(state.dice)
    made = {}
    if any(state.dice):
        made = {"sum": dice_sum(state.dice), "straight": straight_length(state.dice),
                "straight_steps": straight_steps(state.dice),
                "groups": group_short(state.dice) or say("dice_challenge.no_group"),
                "group_steps": group_steps(state.dice)}
    return {"values": values, "kept": list(state.kept) if live else [False] * len(values),
            "live": live, "reroll_used": state.phase == CHOOSE, "can_keep": state.phase == REROLL,
            "made": made, "rolled": _rolled_now(state)}


def _rolled_now(state: State) -> list[int]:
    """The dice the last move rolled (for the tumble on the table)."""
    if state.note not in ("rolled", "rerolled"):
        return []
    return [int(path.split("/")[1]) for path in state.last if path.startswith("dice/")]


def _preview_for(state: State, kind: str) -> dict | None:
    """What `kind` would give the seat to move, per colour; None when the dice are not rolled.

    `lines` says what the challenge gives (or, when it gives nothing, why); when one colour gains and
    the other would not, the other's words go to `passes` (it would stay put) or `refused` (not allowed),
    so the board never marks a refusal as a gain.
    """
    if not rolled(state):
        return None
    found = [outcome(state, kind, c) for c in state.colours_of(state.seat)]
    gives = [o for o in found if o.possible and (o.steps > 0 or kind in ("number", "max"))]
    shown = gives or found
    lines = _unique(o.text for o in shown)
    if kind in ("number", "max") and len(gives) > 1:  # two colours could take the same square: one line
        lines = [say("dice_challenge.preview.either", challenge=TITLES[kind], square=gives[0].end,
                     points=points(gives[0].points), first=COLOUR_WORDS[gives[0].colour],
                     second=COLOUR_WORDS[gives[1].colour])]
    rest = [o for o in found if gives and o not in gives]
    path = challenge_path(kind, found[0].end)
    return {"title": TITLES[kind], "possible": any(o.possible for o in found), "gives": bool(gives),
            "lines": lines, "passes": _unique(o.text for o in rest if o.possible),
            "refused": _unique(o.text for o in rest if not o.possible), "square": found[0].end,
            # Each colour that gains, with its own words and the path of its ghost chip (a click there is
            # that colour's move: with two colours, the choice is made on the board).
            "targets": [{"colour": COLOURS[o.colour], "from": o.start, "square": o.end, "points": o.points,
                         "words": o.text, "path": colour_path(path, o.colour)} for o in gives]}


def _unique(texts) -> list[Words]:
    """The texts in order, each once (two colours often get the same words)."""
    out: list[str] = []
    for text in texts:
        if text not in out:
            out.append(text)
    return out


def previews(state: State) -> dict:
    """Challenge -> preview (or None), for the board and the side panel."""
    return {kind: _preview_for(state, kind) for kind in CHALLENGES}


def track_view(state: State, kind: str) -> dict:
    """A track: printed points (Start first) and the markers of the colours in play."""
    positions = getattr(state, kind)
    return {"title": TITLES[kind], "points": list(state.board.track(kind)),
            "markers": [{"colour": COLOURS[c], "pos": positions[c]} for c in state.in_play()],
            "preview": _preview_for(state, kind)}


def squares_view(state: State, kind: str, squares: tuple[int, ...]) -> dict:
    """Number or Max squares: printed points and the chip on each."""
    cells = []
    for s in squares:
        holder = state.chip_on(s)
        cells.append({"n": s, "points": state.board.square_points(s),
                      "chip": None if holder == NOBODY else COLOURS[holder]})
    return {"title": TITLES[kind], "squares": cells, "preview": _preview_for(state, kind),
            "sum": dice_sum(state.dice) if rolled(state) else None}


def players_view(state: State, scores: dict) -> list[dict]:
    """Each seat: its colours with supply and provisional points, the start chip, the seat's total."""
    totals = seat_totals(state, scores) if state.in_play() else [0] * state.players
    out = []
    for seat in range(state.players):
        colours = [{"name": COLOURS[c], "words": COLOUR_WORDS[c], "supply": state.supply[c],
                    "points": scores[c].squares,
                    "bonus": scores[c].bonuses, "total": scores[c].total}
                   for c in state.colours_of(seat)]
        out.append({"seat": SEAT_WORDS[seat], "colours": colours, "start": seat == state.start,
                    "to_move": state.phase != OVER and seat == state.seat, "total": totals[seat]})
    return out


def status(state: State) -> Words:
    """One sentence: whose turn and what to do."""
    if state.phase == OVER:
        return final_result(state)["summary"]
    seat = SEAT_PEOPLE[state.seat]
    if state.phase == COLOURS_PHASE:
        case = "pick_second" if state.colours_of(state.seat) else "pick_colour"
        return say(f"dice_challenge.status.{case}", seat=seat)
    return say(f"dice_challenge.status.{state.phase}", round=state.round, rounds=state.rounds,
               who=seat_with_colours(state, state.seat))


def banner(state: State) -> Words | None:
    """The round being played, for the table to announce when it begins ("Last round" for the last)."""
    if state.phase in (COLOURS_PHASE, OVER):
        return None
    if state.round >= state.rounds > 1:
        return say("dice_challenge.banner.last")
    return say("dice_challenge.banner.round", round=state.round, rounds=state.rounds)
