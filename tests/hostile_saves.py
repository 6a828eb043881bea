"""Big hostile save files, built by code to any size, for the tests and bench/file_reading.py: each is
the most work a file of that size can ask of the reader in one way (nodes, nesting, one long line, a
header placed last, moves that look right until the second)."""

from __future__ import annotations

from tabletop.engine.match import Match, Player
from tabletop.engine.saves import save_text

MOVE = '- {"seat": 0, "move": {"kind": "march", "cells": ["b1"], "dir": "up", "dist": 1}, "text": "x"}\n'


def header_text() -> str:
    """The header of a real save (Army Ants, two people, no moves yet), up to its `moves:` line."""
    match = Match.start("army_ants", [Player("Ann"), Player("Bob")], {}, 5)
    text = save_text(match)
    return text[:text.index("moves:")]


def first_move_line() -> str:
    """The first move of that match, as the save writes it: legal once, and never twice running."""
    match = Match.start("army_ants", [Player("Ann"), Player("Bob")], {}, 5)
    match.play_computers(1)
    text = save_text(match)
    return text[text.index("moves:\n") + len("moves:\n"):]


def _repeat(unit: str, size: int) -> str:
    return unit * max(1, size // len(unit.encode()))


def many_nodes(size: int) -> bytes:
    """A save header, then move lines that are each a list of a thousand numbers: nodes, not moves."""
    line = "- [" + ", ".join(["0"] * 1000) + "]\n"
    return (header_text() + "moves:\n" + _repeat(line, size)).encode()


def one_flow_list(size: int) -> bytes:
    """A save header, then every move in one flow list of numbers on the `moves:` line."""
    return (header_text() + "moves: [" + _repeat("0, ", size) + "0]\n").encode()


def plain_list(size: int) -> bytes:
    """No save at all: a block list of small numbers, one node per line."""
    return _repeat("- 0\n", size).encode()


def deep(size: int) -> bytes:
    """Flow lists nested as deep as the size allows."""
    half = max(1, size // 2)
    return ("[" * half + "]" * half).encode()


def long_line(size: int) -> bytes:
    """A save header, then one move whose words run the whole size of the file on one line."""
    return (header_text() + 'moves:\n- {"seat": 0, "move": {"kind": "march"}, "text": "'
            + "x" * size + '"}\n').encode()


def header_last(size: int) -> bytes:
    """Moves first, as many as the size allows, and the header after them (keys sorted by a tool): the
    header is nowhere near the start of the file."""
    return ("moves:\n" + _repeat(MOVE, size) + header_text()).encode()


def one_move_repeated(size: int) -> bytes:
    """A real header and its first legal move, repeated to the size: the second is already refused."""
    return (header_text() + "moves:\n" + _repeat(first_move_line(), size)).encode()


def block_moves(size: int) -> bytes:
    """A save header, then moves written across several lines each (as earlier versions wrote them)."""
    unit = "- seat: 0\n  move:\n    kind: march\n    cells: [b1]\n    dir: up\n    dist: 1\n  text: x\n"
    return (header_text() + "moves:\n" + _repeat(unit, size)).encode()


BUILDERS = {
    "many nodes": many_nodes, "one flow list": one_flow_list, "plain list": plain_list, "deep": deep,
    "long line": long_line, "header last": header_last, "one move repeated": one_move_repeated,
    "block moves": block_moves,
}
