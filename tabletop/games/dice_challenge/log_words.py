"""How the move log words a Dice Challenge move once played: who did it, what the dice showed, what it gave.

Everything is worked out from the states before and after the move (never
from the move's own label), so a save, which relabels each move with the
words it stored, replays to exactly the same log.
"""

from __future__ import annotations

from tabletop.engine.game import Move

from .board import COLOURS
from .challenges import TITLES, outcome, plural
from .dice import made
from .scoring import SEATS
from .state import State


def who(state: State, seat: int) -> str:
    """The seat as the log names it: its colour, or with two players (two colours each) its seat name."""
    colours = state.colours_of(seat)
    if state.players == 2 or not colours:
        return SEATS[seat]
    return COLOURS[colours[0]]


# Dice values are joined by no-break spaces, so a log line that wraps never splits a roll in two.
DICE_GAP = "\u00a0"


def faces(values) -> str:
    """Dice values as the table shows them: '6 6 1 4 5' (kept together on one line)."""
    return DICE_GAP.join(str(v) for v in values)


def played_label(before: State, seat: int, move: Move, after: State) -> str:
    """One short line for the log, e.g. 'Yellow rolls 6 6 1 4 5' or 'Yellow keeps a 6'."""
    kind, name = move.kind, who(before, seat)
    if kind == "colour":
        return f"{SEATS[seat]} takes {COLOURS[move.get('colour')]}"
    if kind == "roll":
        return f"{name} rolls {faces(after.dice)}"
    if kind == "keep":
        i = move.get("die")
        verb = "puts back" if before.kept[i] else "keeps"
        return f"{name} {verb} a {before.dice[i]}"
    if kind == "reroll":
        rolled = [after.dice[i] for i in range(len(after.dice)) if not before.kept[i]]
        count = "1 die" if len(rolled) == 1 else f"{len(rolled)} dice"
        return f"{name} rerolls {count}: {faces(rolled)}"
    return f"{_challenger(before, seat, move.get('colour'))}: {challenge_words(before, kind, move.get('colour'))}"


def _challenger(state: State, seat: int, colour: int) -> str:
    """Who took a challenge: the colour, and with two players also the seat that used it."""
    if state.players == 2:
        return f"{SEATS[seat]} ({COLOURS[colour]})"
    return COLOURS[colour]


def challenge_words(state: State, kind: str, colour: int) -> str:
    """What a challenge made and gave: 'Max 21, a chip on square 21 (2 points)'."""
    found = outcome(state, kind, colour)
    gain = plural(found.points, "point")
    if kind in ("number", "max"):
        return f"{TITLES[kind]} {found.end}, a chip on square {found.end} ({gain})"
    roll = made(state.dice)
    if kind == "straight":
        head = f"Straight of {roll.straight}"
    else:
        groups = roll.group_short.replace(" ", DICE_GAP)   # '3-3 + 2-2' stays on one line too
        head = f"Group {groups}" if roll.group_steps else "Group, no pair"
    if found.steps == 0 and roll_steps(roll, kind):
        return f"{head}, already on the last square (a pass)"
    if found.steps == 0:
        return f"{head} (a pass)" if kind == "group" else f"{head}, no steps (a pass)"
    return f"{head}, {plural(found.steps, 'square')} to square {found.end} ({gain})"


def roll_steps(roll, kind: str) -> int:
    """The steps the dice make on a track before the end of the track cuts them short."""
    return roll.straight_steps if kind == "straight" else roll.group_steps
