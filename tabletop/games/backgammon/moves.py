"""The legal moves of standard backgammon: buttons (roll, double, take, drop, pass, next game)
and checker moves, one per click pair, built from single steps that respect the compulsory rules.

A checker move is one checker going from one point to another with one die
or several dice in a row (13/8, or 13/10/5 using both). Each of its steps
must begin some play that uses the dice as fully as the rules demand, so
playing step by step can never leave a die unused that could have been used.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.game import Move, first_equal
from tabletop.engine.words import Text, Words, say
from tabletop.games.backgammon_board.board import OFF, notation, own_arrays, point_name, step_path
from tabletop.games.backgammon_board.cube import may_double
from tabletop.games.backgammon_board.match_play import cube_allowed
from tabletop.games.backgammon_board.chains import checker_chains

from .state import BETWEEN, CUBE, MOVE, ROLL, State, to_move, who as person


def dice_words(dice) -> str:
    """'6-5' for a roll, '4-4' for a double."""
    return "-".join(str(d) for d in dice)


def can_double(state: State, colour: int) -> bool:
    """Whether `colour` may offer a double now (cube on, not the Crawford game, centred or own)."""
    return state.phase == ROLL and may_double(state.cube, colour, state.cube_on, not cube_allowed(state.match))


def button_moves(state: State) -> list[Move]:
    """The moves without a place on the board, for the current phase (short: they are buttons)."""
    if state.phase == ROLL:
        moves = [Move.of("roll", lambda: say("backgammon.button.roll"))]
        if can_double(state, state.turn):
            doubled = state.cube.value * 2
            moves.append(Move.of("double", lambda: say("backgammon.button.double", value=doubled)))
        return moves
    if state.phase == CUBE:
        value = state.cube.value
        return [Move.of("take", lambda: say("backgammon.button.take", value=value * 2)),
                Move.of("drop", lambda: say("backgammon.button.drop", value=value))]
    if state.phase == BETWEEN:
        return [Move.of("next_game", lambda: say("backgammon.button.next_game"))]
    return []


def chain_notation(src: int, chain, colour: int | None = None, side: int | None = None) -> Text:
    """'13/10*/5' : the start, then each landing point, an asterisk where a blot was hit (numbered from
    the mover's side, or from `side`'s); `chain` holds the steps as (src, dst, hit)."""
    # A blot is hit only on a numbered point, so the asterisk always follows a number.
    parts = [point_name(src, colour, side)] + [point_name(dst, colour, side) + "*" if hit
                                               else point_name(dst, colour, side) for _, dst, hit in chain]
    return notation(parts)


def checker_moves(state: State, side: int | None = None, wanted: Move | None = None) -> list[Move]:
    """Every checker move for the dice left, with click targets and labels in standard notation (with
    `side`: numbered from that colour's side); with `wanted`, only those from its point with its dice."""
    colour = state.turn
    mine, theirs = own_arrays(state.board, colour)
    chains = checker_chains(mine, theirs, state.dice_left)
    # Same points with different dice read alike: name the dice. Only a bearing off may use a die larger
    # than its step, so only chains that end off can read alike.
    off = [(src, chain) for src, _, chain in chains if chain[-1][1] == OFF]
    alike = {reading for reading in off if off.count(reading) > 1}
    moves = []
    for src, used, chain in chains:
        if wanted is not None and not (src == wanted.get("src") and used == wanted.get("dice")):
            continue
        targets = ((step_path(colour, src), step_path(colour, chain[-1][1])),)
        words = partial(checker_label, colour, src, chain, used if alike and (src, chain) in alike else (), side)
        # Move.of's form, built directly (a search lists thousands): parameters sorted by name.
        moves.append(Move("move", (("dice", used), ("src", src)), words, targets))
    return moves


def dice_in_order(dice: tuple) -> Text:
    """'6 then 5': dice spent one after the other."""
    words: Text = str(dice[-1])
    for die in reversed(dice[:-1]):
        words = say("backgammon.then", first=die, then=words)
    return words


def checker_label(colour: int, src: int, chain, dice: tuple, side: int | None = None) -> Words:
    """'White 13/10*/5', with the dice named when another move reads the same."""
    moved = chain_notation(src, chain, colour, side)
    if dice:
        return say("backgammon.move_using", who=person(colour), move=moved, dice=dice_in_order(dice))
    return say("backgammon.move", who=person(colour), move=moved)


def pass_move(state: State) -> Move:
    """The only move of a colour that cannot play any of its roll (the log says why)."""
    return Move.of("pass", lambda: say("backgammon.button.pass"))


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move for `seat` (none for the idle seat)."""
    if seat not in to_move(state):
        return []
    if state.phase != MOVE:
        return button_moves(state)
    return checker_moves(state) or [pass_move(state)]


def find_legal(state: State, seat: int, move: Move) -> Move | None:
    """The legal move exactly equal to `move` (types included, with its words and targets), or None. A save
    from another computer looks one up for every move it replays, so a checker move is looked for among those
    from the point and with the dice it names."""
    if move.kind == "move" and state.phase == MOVE and seat in to_move(state):
        return first_equal(checker_moves(state, wanted=move), move)
    return first_equal(legal_moves(state, seat), move)


UNUSED = "backgammon.note.unused"  # the note of a turn that ended with dice it could not use


def played_words(before: State, seat: int, move: Move, after: State, side: int | None = None) -> Text:
    """How the log words a played move: rolls with their dice, cube decisions, passes, new games; a
    checker move in standard notation, or with `side` numbered from that colour's side."""
    if side is not None and move.kind == "move":
        move = next((m for m in checker_moves(before, side) if m == move), move)
    who, other = person(before.turn), person(1 - before.turn)
    if move.kind == "roll":
        return say("backgammon.log.roll", who=who, dice=dice_words(after.dice))
    if move.kind == "double":
        return say("backgammon.log.double", who=who, value=before.cube.value * 2)
    if move.kind == "take":
        return say("backgammon.log.take", other=other, value=after.cube.value)
    if move.kind == "drop":
        return say("backgammon.log.drop", other=other, who=who, value=before.cube.value)
    if move.kind == "pass":
        return say("backgammon.log.pass", who=who, dice=dice_words(before.dice))
    if move.kind == "next_game":
        return say("backgammon.log.next_game", number=len(after.games) + 1, note=after.note)
    note = after.note
    if move.kind == "move" and after.turn != before.turn and isinstance(note, Words) and note.key == UNUSED:
        return say("backgammon.log.unused", move=move.label or str(move), dice=note.get("dice"))
    return move.label or str(move)
