"""The table's help for a seat on another computer, worked out on the host (which alone has the state) from
that seat's own session, and sent with its offer or on request.

What a table at the host's screen asks the session about the moves it offers, the host asks for the remote
seat and sends the answers: a move's words with the points as that seat's board numbers them, which moves
that share their clicks end the same (the table then plays the first without asking), which do nothing for
their player, the moves a double-click makes, and why clicks that make no move make none. (The warning
before a move is asked when the move is sent, `Host._play`: a beginner's warning weighs every roll to come,
too much for every move of every offer.)

Secrecy: every answer is about the seat's own moves, which its offer holds anyway, and is worked out as
its session works it out for a person at the host's screen. Why clicks make no move is worded on a
determinization from the seat's view (`determinize`), so that sentence can tell nothing the seat cannot
see whatever a game's explanation reads; the tests check per game that it is the one the real position
gives.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Sequence

from tabletop.engine import table_help
from tabletop.engine.game import Move
from tabletop.engine.words import Text
from tabletop.session import Session

from .codec import to_wire
from .protocol import DoubleClick, MoveNote


def move_help(session: Session, moves: Sequence[Move], ahead: bool) -> tuple[list[MoveNote], list[DoubleClick]]:
    """The notes on the offered moves that have any, and the double-clicks, as the wire carries them."""
    seat = session.deciding()
    if seat is None or not moves:
        return [], []
    places = {move: index for index, move in enumerate(moves)}
    notes: dict[int, dict] = defaultdict(dict)
    side = session.board_side()
    for index, move in enumerate(moves):
        if side is not None:
            label = move.label or str(move)
            words = session.on_board(label, seat)
            if words != label:
                notes[index]["words"] = to_wire(words)
    doubles = [] if ahead else _doubles(session, moves, places)
    compared = sorted({index for group in [*_shared(moves), *(d.moves for d in doubles)] for index in group})
    _compare(session, moves, compared, notes)
    return [MoveNote(index=index, **found) for index, found in sorted(notes.items())], doubles


def _doubles(session: Session, moves: Sequence[Move], places: dict) -> list[DoubleClick]:
    """Every first click a double-click makes moves on, with those moves (the game's own, best first)."""
    game = session.match.game
    if game.table.double_click_moves is table_help.TableHelp.double_click_moves:
        return []
    starts = sorted({path[0] for move in moves for path in move.targets if path})
    found = []
    for path in starts:
        indexes = [places[move] for move in session.double_click_moves(path) if move in places]
        if indexes:
            found.append(DoubleClick(path, indexes))
    return found


def _shared(moves: Sequence[Move]) -> list[list[int]]:
    """The groups of moves completed by the same clicks: the table asks which of them, or plays the one."""
    by_path: dict[tuple, list[int]] = defaultdict(list)
    for index, move in enumerate(moves):
        for path in set(move.targets):
            by_path[path].append(index)
    return [group for group in by_path.values() if len(group) > 1]


def _compare(session: Session, moves: Sequence[Move], compared: list[int], notes: dict) -> None:
    """Note, for the moves a person may be asked to choose between, the first of them that ends the same
    (moves that end alike are one choice) and those that do nothing for their player."""
    firsts: dict = {}  # an outcome -> the first move that ends so
    others: list[tuple[object, int]] = []  # the same, for outcomes that cannot be hashed
    for index in compared:
        outcome = session.outcome(moves[index])
        try:
            first = firsts.setdefault(outcome, index)
        except TypeError:
            first = next((kept for found, kept in others if found == outcome), None)
            if first is None:
                others.append((outcome, index))
                first = index
        if first != index:
            notes[index]["alike"] = first
        if session.pointless(moves[index]):
            notes[index]["pointless"] = True


def explained(session: Session, clicks: Sequence[str]) -> Text:
    """Why `clicks` make no move for the seat deciding in `session`, as its own screen would say it, worded
    on a position the seat cannot tell from the real one."""
    seat = session.deciding()
    if seat is None:
        return session.refusal_now()
    match = session.match
    game = match.game
    world = game.determinize(match.state, seat, match.bot_rng(seat))  # as a hint draws its worlds
    words = game.table.explain(world, seat, list(clicks))
    side = session.board_side()
    if side is None or not words:
        return words
    return table_help.renumbered(game, world, seat, words, side)
