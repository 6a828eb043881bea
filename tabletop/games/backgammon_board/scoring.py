"""Pip counts, bearing-off readiness and the kind of a win (single, gammon, backgammon)."""

from __future__ import annotations

from tabletop.engine.words import Words, say

from .board import BAR, CHECKERS, Board

SINGLE, GAMMON, BACKGAMMON = 1, 2, 3
WIN_KEYS = {SINGLE: "single", GAMMON: "gammon", BACKGAMMON: "backgammon"}


def win_name(kind: int) -> Words:
    """The kind of a win as a heading: 'Single game', 'Gammon', 'Backgammon'."""
    return say(f"backgammon_board.win_name.{WIN_KEYS[kind]}")


def win_words(kind: int) -> Words:
    """The kind of a win inside a sentence: 'single game', 'gammon', 'backgammon'."""
    return say(f"backgammon_board.win.{WIN_KEYS[kind]}")


def pip_count(board: Board, colour: int) -> int:
    """Pips `colour` still has to travel: own point number per checker, 25 for the bar."""
    return sum(point * board.mine(colour, point) for point in range(1, 25)) + BAR * board.bar[colour]


def all_home(board: Board, colour: int) -> bool:
    """Whether every checker of `colour` is in its home board or borne off."""
    return board.bar[colour] == 0 and not any(board.mine(colour, p) for p in range(7, 25))


def has_won(board: Board, colour: int) -> bool:
    """Whether `colour` has borne off all its checkers."""
    return board.off[colour] == CHECKERS


def win_kind(board: Board, winner: int) -> int:
    """1 single, 2 gammon (loser bore off none), 3 backgammon (and a loser on the bar or in the winner's home)."""
    loser = 1 - winner
    if board.off[loser]:
        return SINGLE
    # The winner's home is its own points 1-6, which are the loser's own points 19-24.
    stuck = board.bar[loser] or any(board.mine(loser, p) for p in range(19, 25))
    return BACKGAMMON if stuck else GAMMON
