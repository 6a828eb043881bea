"""How the move log words a Dice Challenge move once played: who did it, what the dice showed, what it gave.

Everything is worked out from the states before and after the move (never
from the move's own label), so a save, which relabels each move with the
words it stored, replays to exactly the same log.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.game import Move
from tabletop.engine.words import Person, Words, say

from .board import COLOUR_WORDS
from .challenges import TITLES, outcome, points, squares
from .dice import made
from .scoring import SEAT_PEOPLE
from .state import State


def who(state: State, seat: int) -> Person:
    """The seat as the log names it: its colour, or with two players (two colours each) its seat name."""
    colours = state.colours_of(seat)
    if state.players == 2 or not colours:
        return SEAT_PEOPLE[seat]
    return _by_colour(seat, colours[0])


@lru_cache(maxsize=None)
def _by_colour(seat: int, colour: int) -> Person:
    return Person(seat, COLOUR_WORDS[colour])


# Dice values are joined by no-break spaces, so a log line that wraps never splits a roll in two.
DICE_GAP = "\u00a0"


def faces(values) -> str:
    """Dice values as the table shows them: '6 6 1 4 5' (kept together on one line)."""
    return DICE_GAP.join(str(v) for v in values)


def took_colour(seat: int, colour: int) -> Words:
    """'First takes Green': a colour pick, as its button and the log say it."""
    return say("dice_challenge.log.takes", seat=SEAT_PEOPLE[seat], colour=COLOUR_WORDS[colour])


def played_label(before: State, seat: int, move: Move, after: State) -> Words:
    """One short line for the log, e.g. 'Yellow rolls 6 6 1 4 5' or 'Yellow keeps a 6'."""
    kind, name = move.kind, who(before, seat)
    if kind == "colour":
        return took_colour(seat, move.get("colour"))
    if kind == "roll":
        return say("dice_challenge.log.rolls", who=name, faces=faces(after.dice))
    if kind == "keep":
        i = move.get("die")
        case = "puts_back" if before.kept[i] else "keeps"
        return say(f"dice_challenge.log.{case}", who=name, value=before.dice[i])
    if kind == "reroll":
        rolled = [after.dice[i] for i in range(len(after.dice)) if not before.kept[i]]
        return say("dice_challenge.log.rerolls", who=name, count=len(rolled), faces=faces(rolled))
    return say("dice_challenge.log.challenge", who=_challenger(before, seat, move.get("colour")),
               what=challenge_words(before, kind, move.get("colour")))


def _challenger(state: State, seat: int, colour: int) -> Words | Person:
    """Who took a challenge: the seat by its colour, and with two players the seat with the colour it used."""
    return _seat_and_colour(seat, colour) if state.players == 2 else _by_colour(seat, colour)


@lru_cache(maxsize=None)
def _seat_and_colour(seat: int, colour: int) -> Words:
    return say("dice_challenge.seat_colours", seat=SEAT_PEOPLE[seat], colours=COLOUR_WORDS[colour])


def challenge_words(state: State, kind: str, colour: int) -> Words:
    """What a challenge made and gave: 'Max 21, a chip on square 21 (2 points)'."""
    found = outcome(state, kind, colour)
    gain = points(found.points)
    if kind in ("number", "max"):
        return say("dice_challenge.log.square", challenge=TITLES[kind], square=found.end, points=gain)
    roll = made(state.dice)
    if kind == "straight":
        head = say("dice_challenge.outcome.straight_head", length=roll.straight)
    elif roll.group_steps:
        groups = roll.group_short.replace(" ", DICE_GAP)   # '3-3 + 2-2' stays on one line too
        head = say("dice_challenge.log.group_head", groups=groups)
    else:
        return say("dice_challenge.log.no_pair")
    if found.steps == 0 and roll_steps(roll, kind):
        return say("dice_challenge.log.at_end", head=head)
    if found.steps == 0:
        return say("dice_challenge.log.no_steps", head=head)
    return say("dice_challenge.log.moved", head=head, squares=squares(found.steps), square=found.end, points=gain)


def roll_steps(roll, kind: str) -> int:
    """The steps the dice make on a track before the end of the track cuts them short."""
    return roll.straight_steps if kind == "straight" else roll.group_steps
