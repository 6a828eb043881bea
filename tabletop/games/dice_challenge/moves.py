"""Legal moves and what they do: colour picks, the roll, keeping dice, the reroll and the four challenges."""

from __future__ import annotations

from functools import lru_cache, partial

from tabletop.engine.game import Move
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, whole
from tabletop.engine.words import say

from .board import COLOURS, DICE
from .challenges import CHALLENGES, Outcome, outcome, outcomes
from .log_words import took_colour
from .state import (CHOOSE, COLOURS_PHASE, NOBODY, OVER, REROLL, ROLL, State, advanced, next_seat,
                    picks_needed, with_colour)

# Each kind with the parameters it takes (name -> type of its value).
SHAPES = kinds({
    "colour": {"colour": whole(0, 3)},
    "roll": {},
    "keep": {"die": whole(0, DICE - 1)},
    "reroll": {},
    **{kind: {"colour": whole(0, 3)} for kind in CHALLENGES},
})


WORDS = ShapeWords(say("dice_challenge.title"))


def check_shape(move: Move) -> None:
    """Refuse a move that is no move of this game (unknown kind or fields)."""
    check_fields(WORDS, SHAPES, move)


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat` (empty when it is not their turn)."""
    if state.phase == OVER or seat != state.seat:
        return []
    if state.phase == COLOURS_PHASE:
        return [Move.of("colour", partial(took_colour, seat, c), [(f"colours/{c}",)], colour=c)
                for c in range(4) if state.owner[c] == NOBODY]
    if state.phase == ROLL:
        return [ROLL_MOVE]
    moves = _keep_moves(state.dice, state.kept) if state.phase == REROLL else []
    moves.extend(_challenge_move(found) for found in outcomes(state, seat) if found.possible)
    return moves


ROLL_MOVE = Move("roll", (), say("dice_challenge.move.roll"))


@lru_cache(maxsize=65536)
def _challenge_move(found: Outcome) -> Move:
    """The move that takes a possible challenge: click the track, or the square of the sum (with two colours
    that could take it, the table then asks which), or the colour's own ghost chip there (that colour)."""
    path = challenge_path(found.kind, found.end)
    return Move(found.kind, (("colour", found.colour),), found.text, ((path,), (colour_path(path, found.colour),)))


def challenge_path(kind: str, end: int) -> str:
    """Where a challenge is clicked: its track, or the square of the sum."""
    return kind if kind in ("straight", "group") else f"{kind}/{end}"


def colour_path(path: str, colour: int) -> str:
    """A colour's ghost chip on a challenge's place ('max/29/green'): clicking it chooses that colour."""
    return f"{path}/{COLOURS[colour].lower()}"


def _keep_moves(dice: tuple, kept: tuple) -> list[Move]:
    """The keep toggles and the reroll button for these dice (built from cached pieces: a hot path)."""
    moves = [_keep_move(i, dice[i], kept[i]) for i in range(DICE)]
    count = kept.count(False)
    if count:
        moves.append(_reroll_move(count))
    return moves


@lru_cache(maxsize=None)
def _keep_move(i: int, value: int, kept: bool) -> Move:
    words = say("dice_challenge.move.put_back" if kept else "dice_challenge.move.keep", die=i + 1, value=value)
    return Move("keep", (("die", i),), words, ((f"dice/{i}",),))


@lru_cache(maxsize=None)
def _reroll_move(count: int) -> Move:
    return Move("reroll", (), say("dice_challenge.move.reroll", count=count))


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a legal move."""
    kind = move.kind
    if kind == "colour":
        return pick_colour(state, seat, move.get("colour"))
    if kind == "roll":
        return roll(state)
    if kind == "keep":
        i = move.get("die")
        kept = state.kept[:i] + (not state.kept[i],) + state.kept[i + 1:]
        return advanced(state, kept=kept, last=(f"dice/{i}",), note="")
    if kind == "reroll":
        return roll(state, reroll=True)
    return end_turn(take_challenge(state, kind, move.get("colour")))


def pick_colour(state: State, seat: int, colour: int) -> State:
    """`seat` takes a free colour; after the last pick the start player rolls."""
    owner = with_colour(state.owner, colour, seat)
    done = sum(1 for o in owner if o != NOBODY) == picks_needed(state.players)
    changes = dict(owner=owner, last=(f"colours/{colour}",), note=f"took {COLOURS[colour]}")
    if done:
        return advanced(state, phase=ROLL, seat=state.start, **changes)
    return advanced(state, seat=next_seat(state, seat), **changes)


def roll(state: State, reroll: bool = False) -> State:
    """Roll every die (or, for the reroll, every die not kept) with the state's generator."""
    rng, dice = state.rng, list(state.dice)
    for i in range(DICE):
        if not (reroll and state.kept[i]):
            dice[i], rng = rng.roll(6)
    rolled = tuple(f"dice/{i}" for i in range(DICE) if not (reroll and state.kept[i]))
    if reroll:
        return advanced(state, rng=rng, dice=tuple(dice), phase=CHOOSE, last=rolled, note="rerolled")
    return advanced(state, rng=rng, dice=tuple(dice), kept=(False,) * DICE, phase=REROLL, last=rolled,
                    note="rolled")


def take_challenge(state: State, kind: str, colour: int) -> State:
    """Apply a possible challenge for `colour` (the legality was checked before)."""
    found = outcome(state, kind, colour)
    if kind in ("straight", "group"):
        track = with_colour(getattr(state, kind), colour, found.end)
        return advanced(state, **{kind: track}, last=(kind,), note=found.text)
    total = found.end
    squares = state.squares[:total - 11] + (colour,) + state.squares[total - 10:]
    supply = with_colour(state.supply, colour, state.supply[colour] - 1)
    return advanced(state, squares=squares, supply=supply, last=(f"{kind}/{total}",), note=found.text)


def end_turn(state: State) -> State:
    """Pass the dice clockwise; after the seat before the start player, the round marker moves on."""
    seat = next_seat(state, state.seat)
    changes = dict(seat=seat, phase=ROLL, kept=(False,) * DICE)
    if seat == state.start:
        if state.round == state.rounds:
            return advanced(state, phase=OVER, **{k: v for k, v in changes.items() if k != "phase"})
        changes["round"] = state.round + 1
    return advanced(state, **changes)


# Moves that roll dice: their outcome comes from the generator, so they are never taken back.
ROLLS = ("roll", "reroll")


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Everything but rolling and rerolling may be taken back (nothing else is hidden)."""
    return move.kind not in ROLLS
