"""End scoring: printed points per colour, the four bonuses with their tie rules, and the breakdown table.

Bonuses are ranked between "units": each colour on its own, or, in the
two-player game with `bonus_unit: player`, each player's two colours
together. A player-level bonus is shown on the colour that earned it.
The same functions give the live provisional totals during play.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.game import rank_shares, seat_words
from tabletop.engine.words import Person, Words, say

from .board import COLOUR_WORDS, MAX_BONUS, MAX_SQUARES, NUMBER_BONUS, NUMBER_SQUARES, TRACK_BONUS, colour_names
from .state import NOBODY, OVER, PLAYER_UNIT, State

SEATS = ("First", "Second", "Third", "Fourth")  # identifiers (saves, lessons); players read SEAT_WORDS
SEAT_WORDS = tuple(seat_words(name) for name in SEATS)
SEAT_PEOPLE = tuple(Person(seat, words) for seat, words in enumerate(SEAT_WORDS))  # seats named in messages
TRACK_TITLES = {kind: say(f"dice_challenge.challenge.{kind}") for kind in ("straight", "group")}
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


def track_bonus(state: State, kind: str) -> tuple[dict, Words]:
    """Colour -> bonus for one track, and a sentence on how places were decided."""
    track = getattr(state, kind)
    best = {u: max(u, key=lambda c: (track[c], -c)) for u in units(state)}   # the unit's furthest colour
    places = sorted({track[c] for c in best.values() if track[c] > 0}, reverse=True)
    title = TRACK_TITLES[kind]
    if not places:
        return {}, _note("track_none", track=title)
    first = [c for c in best.values() if track[c] == places[0]]
    award = {c: TRACK_BONUS[0] for c in first}
    if len(first) > 1:
        return award, _note("track_tie", track=title, colours=_names(first), square=places[0],
                            bonus=TRACK_BONUS[0], second_bonus=TRACK_BONUS[1])
    lead = dict(track=title, colour=COLOUR_WORDS[first[0]], square=places[0], bonus=TRACK_BONUS[0])
    if len(places) < 2:
        return award, _note("track_alone", **lead)
    second = [c for c in best.values() if track[c] == places[1]]
    award.update({c: TRACK_BONUS[1] for c in second})
    case = "track_seconds" if len(second) > 1 else "track_second"
    return award, _note(case, **lead, second=_names(second), second_square=places[1], second_bonus=TRACK_BONUS[1])


def number_bonus(state: State) -> tuple[dict, Words]:
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
        return {}, _note("number_none")
    award = {ranked[0][2]: NUMBER_BONUS[0]}
    lead = dict(colour=COLOUR_WORDS[ranked[0][2]], chips=-ranked[0][0], bonus=NUMBER_BONUS[0])
    if len(ranked) < 2:
        return award, _note("number_alone", **lead)
    award[ranked[1][2]] = award.get(ranked[1][2], 0) + NUMBER_BONUS[1]
    lead.update(second=COLOUR_WORDS[ranked[1][2]], second_bonus=NUMBER_BONUS[1])
    if ranked[0][0] == ranked[1][0]:
        return award, _note("number_tie", **lead, low=ranked[0][1], high=ranked[1][1])
    return award, _note("number_second", **lead)


def max_bonus(state: State) -> tuple[dict, Words]:
    """The chips on the highest and second-highest Max squares: 4 and 2 (one colour may take both)."""
    held = [(s, state.chip_on(s)) for s in reversed(MAX_SQUARES) if state.chip_on(s) != NOBODY]
    if not held:
        return {}, _note("max_none")
    award = {held[0][1]: MAX_BONUS[0]}
    lead = dict(colour=COLOUR_WORDS[held[0][1]], square=held[0][0], bonus=MAX_BONUS[0])
    if len(held) < 2:
        return award, _note("max_alone", **lead)
    if held[1][1] == held[0][1]:
        award[held[0][1]] += MAX_BONUS[1]
        return award, _note("max_both", **lead, next=held[1][0], second_bonus=MAX_BONUS[1])
    award[held[1][1]] = MAX_BONUS[1]
    return award, _note("max_second", **lead, second=COLOUR_WORDS[held[1][1]], next=held[1][0],
                        second_bonus=MAX_BONUS[1])


def _note(case: str, **params) -> Words:
    """How one bonus was decided, as a sentence of the catalogue's `bonus` part."""
    return say(f"dice_challenge.bonus.{case}", **params)


def bonuses(state: State) -> tuple[dict, list[Words]]:
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


def _names(colours) -> tuple[Words, ...]:
    """Colours for a list in a sentence ('Red, Blue and Green')."""
    return tuple(COLOUR_WORDS[c] for c in colours)


def _squares_cell(found: tuple[tuple[int, int], ...]) -> str:
    """The squares holding a colour's chips, '11 14 19', or '-'."""
    return " ".join(str(s) for s, _ in found) if found else "-"


def breakdown(state: State) -> dict:
    """The results table: one column per colour, one row per kind of square and bonus, then totals."""
    scores = colour_scores(state)
    order = [c for seat in range(state.players) for c in state.colours_of(seat)]
    owner = {c: SEAT_PEOPLE[state.owner[c]] for c in order}
    columns = ["", *(COLOUR_WORDS[c] for c in order)]
    rows = [
        [_row("player"), *(owner[c] for c in order)],
        [_row("straight"), *(f"{state.straight[c]} ({scores[c].straight})" for c in order)],
        [_row("group"), *(f"{state.group[c]} ({scores[c].group})" for c in order)],
        [_row("number_squares"), *(_squares_cell(scores[c].number) for c in order)],
        [_row("number_points"), *(sum(p for _, p in scores[c].number) for c in order)],
        [_row("max_squares"), *(_squares_cell(scores[c].max) for c in order)],
        [_row("max_points"), *(sum(p for _, p in scores[c].max) for c in order)],
    ]
    for kind in BONUS_KINDS:
        rows.append([_row(f"{kind}_bonus"), *(scores[c].bonus[kind] or "-" for c in order)])
    rows.append([_row("colour_total"), *(scores[c].total for c in order)])
    _, notes = bonuses(state)
    if state.players == 2:
        totals = seat_totals(state, scores)
        rows.append([_row("player_total"),
                     *(say("dice_challenge.breakdown.seat_total", seat=owner[c], total=totals[state.owner[c]])
                       for c in order)])
        how = "by_players" if state.unit == PLAYER_UNIT else "by_colours"
        notes.insert(0, say(f"dice_challenge.breakdown.{how}"))
    return {"title": say("dice_challenge.breakdown.title"), "columns": columns, "rows": rows, "notes": notes}


def _row(name: str) -> Words:
    """A row heading of the results table."""
    return say(f"dice_challenge.breakdown.row.{name}")


def final_result(state: State) -> dict:
    """Winners (a shared win on equal totals), scores, ranking, summary and breakdown."""
    scores = colour_scores(state)
    totals = seat_totals(state, scores)
    ranking = sorted(range(state.players), key=lambda s: (-totals[s], s))
    best = totals[ranking[0]]
    winners = [s for s in ranking if totals[s] == best]
    names = {s: seat_with_colours(state, s) for s in range(state.players)}
    if len(winners) == 1:
        summary = say("dice_challenge.result.wins", who=names[winners[0]], points=best)
    else:
        summary = say("dice_challenge.result.share", who=tuple(names[s] for s in winners), points=best)
    # Scores are keyed by plain text (a view's keys are identifiers); the summary and breakdown carry the words.
    out = {"winners": winners, "draw": False, "scores": {str(names[s]): totals[s] for s in ranking},
           "ranking": ranking, "summary": summary, "breakdown": breakdown(state)}
    if len(winners) > 1:
        out["breakdown"]["notes"].append(say("dice_challenge.breakdown.shared"))
    return out


def seat_with_colours(state: State, seat: int, plus: bool = False) -> Words:
    """'First (Red and Blue)', the seat named with what it plays (`plus`: 'First (Red + Blue)')."""
    return say("dice_challenge.seat_colours", seat=SEAT_PEOPLE[seat],
               colours=colour_names(state.colours_of(seat), plus))


def result(state: State) -> dict:
    """Winners, scores, ranking, summary and the points breakdown."""
    if state.phase != OVER:
        return {"winners": [], "draw": False, "scores": {}, "ranking": [],
                "summary": say("dice_challenge.result.going")}
    return final_result(state)


def returns(state: State) -> tuple[float, ...]:
    """Each seat's share of the other seats it outscores at the end, ties counting half."""
    if state.phase != OVER:
        return (0.5,) * state.players
    return rank_shares(seat_totals(state))
