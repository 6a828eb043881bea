"""The board part of a view, shared by both backgammon games (plain data only)."""

from __future__ import annotations

from typing import Iterable

from tabletop.engine.game import seat_words

from .board import COLOUR_NAMES, Board, step_paths
from .scoring import pip_count


def moved_entry(step, hit: bool) -> list:
    """One 'moved' entry: [from_path, to_path, colour, hit] for the drawer's animation."""
    src_path, dst_path = step_paths(step)
    return [src_path, dst_path, step[0], bool(hit)]


def marked_paths(steps: Iterable) -> list[str]:
    """The from/to paths of every (colour, src, dst, hit) step of a marked turn or round, each once."""
    paths: list[str] = []
    for colour, src, dst, _hit in steps:
        for path in step_paths((colour, src, dst)):
            if path not in paths:
                paths.append(path)
    return paths


def marked_steps(steps: Iterable) -> list[list]:
    """view["last_turn"]: the [from_path, to_path, colour, hit] of every step of a marked turn or round."""
    return [moved_entry((colour, src, dst), hit) for colour, src, dst, hit in steps]


def board_view(board: Board, moved: Iterable = ()) -> dict:
    """view["board"]: points, bar, off, pips, colour names and the last move's steps.

    `moved` holds (colour, src, dst, hit) tuples (own numbering) or ready
    [from_path, to_path, colour, hit] lists.
    """
    points = []
    for value in board.points:
        colour = None if value == 0 else 0 if value > 0 else 1
        points.append({"colour": colour, "count": abs(value)})
    moves = []
    for entry in moved:
        if isinstance(entry[0], str):
            moves.append([entry[0], entry[1], int(entry[2]), bool(entry[3])])
        else:
            moves.append(moved_entry(tuple(entry[:3]), entry[3]))
    return {
        "points": points,
        "bar": list(board.bar),
        "off": list(board.off),
        "pips": [pip_count(board, 0), pip_count(board, 1)],
        "colours": [seat_words(name) for name in COLOUR_NAMES],
        "moved": moves,
    }
