"""End scoring: printed points per colour, the four bonuses with their tie rules, and the breakdown table.

Bonuses are ranked between "units": each colour on its own, or, in the
two-player game with `bonus_unit: player`, each player's two colours
together. A player-level bonus is shown on the colour that earned it.
The same functions give the live provisional totals during play.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import COLOURS, MAX_BONUS, MAX_SQUARES, NUMBER_BONUS, NUMBER_SQUARES, TRACK_BONUS
from .state import NOBODY, PLAYER_UNIT, State

SEATS = ("First", "Second", "Third", "Fourth")
BONUS_KINDS = ("straight", "group", "number", "max")


@dataclass(frozen=True)
class ColourScore:
    """One colour's points: printed squares and bonuses."""

    colour: int
    straight: int
    group: int
    number: tuple[tuple[int, int], ...]     # (square, points) of its Number chips
    max: tuple[tuple[int, int], ...]
    bonus: dict

    @property
    def squares(self) -> int:
        return self.straight + self.group + sum(p for _, p in self.number) + sum(p for _, p in self.max)

    @property
    def bonuses(self) -> int:
        return sum(self.bonus.values())

    @property
    def total(self) -> int:
        return self.squares + self.bonuses


def units(state: State) -> list[tuple[int, ...]]:
    """The groups of colours ranked for bonuses: one colour each, or one player's colours."""
    if state.unit == PLAYER_UNIT and state.players == 2:
        return [state.colours_of(seat) for seat in range(2) if state.colours_of(seat)]
    return [(c,) for c in state.in_play()]


def chips(state: State, colour: int, squares: tuple[int, ...]) -> list[int]:
    """The squares among `squares` that hold `colour`'s chip, lowest first."""
    return [s for s in squares if state.chip_on(s) == colour]


def track_bonus(state: State, kind: str) -> tuple[dict, str]:
    """Colour -> bonus for one track, and a sentence on how places were decided."""
    track = getattr(state, kind)
    best = {u: max(u, key=lambda c: (track[c], -c)) for u in units(state)}   # the unit's furthest colour
    places = sorted({track[c] for c in best.values() if track[c] > 0}, reverse=True)
    title = kind.capitalize()
    if not places:
        return {}, f"{title}: every marker is still on Start, so nobody takes a bonus."
    first = [c for c in best.values() if track[c] == places[0]]
    award = {c: TRACK_BONUS[0] for c in first}
    if len(first) > 1:
        return award, (f"{title}: {_names(first)} share the furthest square ({places[0]}), so each takes "
                       f"{TRACK_BONUS[0]} and nobody takes the {TRACK_BONUS[1]}.")
    note = f"{title}: {COLOURS[first[0]]} is furthest ({places[0]}) and takes {TRACK_BONUS[0]}"
    if len(places) < 2:
        return award, note + "; nobody else has left Start, so there is no second place."
    second = [c for c in best.values() if track[c] == places[1]]
    award.update({c: TRACK_BONUS[1] for c in second})
    verb = "share second place" if len(second) > 1 else "is second"
    return award, note + f"; {_names(second)} {verb} ({places[1]}) and take{'s' * (len(second) == 1)} {TRACK_BONUS[1]}."


def number_bonus(state: State) -> tuple[dict, str]:
    """Most chips on Number squares: 6 then 3; equal counts ranked by the lowest square held."""
    ranked = []
    for unit in units(state):
        held = sorted(s for c in unit for s in chips(state, c, NUMBER_SQUARES))
        if held:
            # The colour that shows the bonus: the one with most chips, then the lowest square.
            shown = min(unit, key=lambda c: (-len(chips(state, c, NUMBER_SQUARES)),
                                             (chips(state, c, NUMBER_SQUARES) or [99])[0]))
            ranked.append((-len(held), held[0], shown))
    ranked.sort()
    if not ranked:
        return {}, "Number: no chips on the Number squares, so nobody takes a bonus."
    award = {ranked[0][2]: NUMBER_BONUS[0]}
    note = f"Number: {COLOURS[ranked[0][2]]} has the most chips ({-ranked[0][0]}) and takes {NUMBER_BONUS[0]}"
    if len(ranked) > 1:
        award[ranked[1][2]] = award.get(ranked[1][2], 0) + NUMBER_BONUS[1]
        note += f"; {COLOURS[ranked[1][2]]} is second and takes {NUMBER_BONUS[1]}"
        if ranked[0][0] == ranked[1][0]:
            note += (f" (both have {-ranked[0][0]}; the lower square decides: "
                     f"{ranked[0][1]} beats {ranked[1][1]})")
    return award, note + "."


def max_bonus(state: State) -> tuple[dict, str]:
    """The chips on the highest and second-highest Max squares: 4 and 2 (one colour may take both)."""
    held = [(s, state.chip_on(s)) for s in reversed(MAX_SQUARES) if state.chip_on(s) != NOBODY]
    if not held:
        return {}, "Max: no chips on the Max squares, so nobody takes a bonus."
    award = {held[0][1]: MAX_BONUS[0]}
    note = f"Max: {COLOURS[held[0][1]]} holds the highest square ({held[0][0]}) and takes {MAX_BONUS[0]}"
    if len(held) > 1 and held[1][1] == held[0][1]:
        award[held[0][1]] += MAX_BONUS[1]
        return award, (f"Max: {COLOURS[held[0][1]]} holds both the highest square ({held[0][0]}) and the next "
                       f"({held[1][0]}), so it takes {MAX_BONUS[0]} + {MAX_BONUS[1]}.")
    if len(held) > 1:
        award[held[1][1]] = MAX_BONUS[1]
        note += f"; {COLOURS[held[1][1]]} holds the next ({held[1][0]}) and takes {MAX_BONUS[1]}"
    return award, note + "."


def bonuses(state: State) -> tuple[dict, list[str]]:
    """Kind -> {colour: bonus}, and the notes on how each was decided."""
    found = {"straight": track_bonus(state, "straight"), "group": track_bonus(state, "group"),
             "number": number_bonus(state), "max": max_bonus(state)}
    return {k: v[0] for k, v in found.items()}, [v[1] for v in found.values()]


def colour_scores(state: State) -> dict[int, ColourScore]:
    """Every colour in play with its points as if the game ended now."""
    awarded, _ = bonuses(state)
    board = state.board
    out = {}
    for c in state.in_play():
        out[c] = ColourScore(
            c, board.straight[state.straight[c]], board.group[state.group[c]],
            tuple((s, board.square_points(s)) for s in chips(state, c, NUMBER_SQUARES)),
            tuple((s, board.square_points(s)) for s in chips(state, c, MAX_SQUARES)),
            {k: awarded[k].get(c, 0) for k in BONUS_KINDS})
    return out


def seat_totals(state: State, scores: dict[int, ColourScore] | None = None) -> list[int]:
    """Each seat's score: the sum of its colours."""
    scores = scores if scores is not None else colour_scores(state)
    return [sum(scores[c].total for c in state.colours_of(seat)) for seat in range(state.players)]


def _names(colours) -> str:
    names = [COLOURS[c] for c in colours]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _squares_cell(found: tuple[tuple[int, int], ...]) -> str:
    """The squares holding a colour's chips, '11 14 19', or '-'."""
    return " ".join(str(s) for s, _ in found) if found else "-"


def breakdown(state: State) -> dict:
    """The results table: one column per colour, one row per kind of square and bonus, then totals."""
    scores = colour_scores(state)
    order = [c for seat in range(state.players) for c in state.colours_of(seat)]
    owner = {c: SEATS[state.owner[c]] for c in order}
    columns = ["", *(COLOURS[c] for c in order)]
    rows = [
        ["Player", *(owner[c] for c in order)],
        ["Straight square (points)", *(f"{state.straight[c]} ({scores[c].straight})" for c in order)],
        ["Group square (points)", *(f"{state.group[c]} ({scores[c].group})" for c in order)],
        ["Number squares", *(_squares_cell(scores[c].number) for c in order)],
        ["Number points", *(sum(p for _, p in scores[c].number) for c in order)],
        ["Max squares", *(_squares_cell(scores[c].max) for c in order)],
        ["Max points", *(sum(p for _, p in scores[c].max) for c in order)],
    ]
    for kind in BONUS_KINDS:
        rows.append([f"{kind.capitalize()} bonus", *(scores[c].bonus[kind] or "-" for c in order)])
    rows.append(["Colour total", *(scores[c].total for c in order)])
    _, notes = bonuses(state)
    if state.players == 2:
        totals = seat_totals(state, scores)
        rows.append(["Player total", *(f"{owner[c]}: {totals[state.owner[c]]}" for c in order)])
        how = "between the two players" if state.unit == PLAYER_UNIT else "between the four colours"
        notes.insert(0, f"Each player plays two colours and scores both; bonuses were ranked {how}.")
    return {"title": "How the points were made", "columns": columns, "rows": rows, "notes": notes}


def final_result(state: State) -> dict:
    """Winners (a shared win on equal totals), scores, ranking, summary and breakdown."""
    scores = colour_scores(state)
    totals = seat_totals(state, scores)
    ranking = sorted(range(state.players), key=lambda s: (-totals[s], s))
    best = totals[ranking[0]]
    winners = [s for s in ranking if totals[s] == best]

    def who(seat: int) -> str:
        return f"{SEATS[seat]} ({' and '.join(COLOURS[c] for c in state.colours_of(seat))})"

    names = {s: who(s) for s in range(state.players)}
    if len(winners) == 1:
        summary = f"{names[winners[0]]} wins with {best} points."
    else:
        summary = f"{' and '.join(names[s] for s in winners)} share the win with {best} points each."
    out = {"winners": winners, "draw": False, "scores": {names[s]: totals[s] for s in ranking},
           "ranking": ranking, "summary": summary, "breakdown": breakdown(state)}
    if len(winners) > 1:
        out["breakdown"]["notes"].append("Equal totals share the win.")
    return out
