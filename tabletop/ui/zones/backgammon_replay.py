"""The replay of the last move on a backgammon board, as plain data (no drawing here).

From the board part of a view (the contract's "points", "bar", "off" and
"moved" = [[from_path, to_path, colour, hit], ...]) it works out, for a
replay progress 0..1, how many checkers each place holds and which
checkers are in flight between two places. The steps are taken back from
the final position to find the one before the move, then played again one
after the other; a hit blot leaves for the bar halfway through the step
that hits it. Places are view paths ("board/point/13", "board/bar/1",
"board/off/0"); a spot in flight is (path, index in its stack).
"""

from __future__ import annotations

from .base import join

BOARD = "board"          # the view key, and the first step of every click path


def _counts(board: dict) -> dict[str, tuple[int | None, int]]:
    """(colour, count) for every board path that can hold checkers."""
    counts: dict[str, tuple[int | None, int]] = {}
    for n, point in enumerate(board["points"], start=1):
        point = point if isinstance(point, dict) else {}
        counts[join(BOARD, "point", n)] = (point.get("colour"), int(point.get("count") or 0))
    for kind in ("bar", "off"):
        pair = board.get(kind) or [0, 0]
        for colour in (0, 1):
            counts[join(BOARD, kind, colour)] = (colour, int(pair[colour]) if colour < len(pair) else 0)
    return counts


def _take(counts: dict, path: str, colour: int) -> None:
    held, n = counts.get(path, (None, 0))
    if n <= 0 or held != colour:
        raise ValueError(path)
    counts[path] = (colour if n > 1 or not path.startswith(BOARD + "/point") else None, n - 1)


def _put(counts: dict, path: str, colour: int) -> None:
    held, n = counts.get(path, (None, 0))
    if n > 0 and held not in (None, colour):
        raise ValueError(path)
    counts[path] = (colour, n + 1)


def _step(counts: dict, step: tuple, forward: bool) -> None:
    """Play one recorded step on the counts, or take it back (forward=False)."""
    src, dst, colour, hit = step
    bar = join(BOARD, "bar", 1 - colour)
    if forward:
        if hit:
            _take(counts, dst, 1 - colour)
            _put(counts, bar, 1 - colour)
        _take(counts, src, colour)
        _put(counts, dst, colour)
    else:
        _take(counts, dst, colour)
        _put(counts, src, colour)
        if hit:
            _take(counts, bar, 1 - colour)
            _put(counts, dst, 1 - colour)


def _steps(board: dict) -> list[tuple[str, str, int, bool]]:
    steps = []
    for item in board.get("moved") or []:
        if isinstance(item, (list, tuple)) and len(item) >= 3 and item[2] in (0, 1):
            steps.append((str(item[0]), str(item[1]), int(item[2]), bool(item[3]) if len(item) > 3 else False))
    return steps


def frame_state(board: dict, progress: float | None) -> tuple[dict, list]:
    """The counts to draw now and the checkers in flight: (colour, (path, index) from, to, t).

    With k steps the replay gives each step 1/k of the time; a hit blot
    leaves for the bar halfway through the step that hits it. Steps that do
    not fit the board (a view from another source) are not replayed.
    """
    final = _counts(board)
    steps = _steps(board)
    if progress is None or progress >= 1 or not steps:
        return final, []
    counts = dict(final)
    try:
        for step in reversed(steps):
            _step(counts, step, forward=False)
        j = min(len(steps) - 1, int(progress * len(steps)))
        for step in steps[:j]:
            _step(counts, step, forward=True)
        src, dst, colour, hit = steps[j]
        local = ease(progress * len(steps) - j)
        start_index = counts[src][1] - 1
        _take(counts, src, colour)
        flying = []
        land_index = counts.get(dst, (None, 0))[1] - (1 if hit else 0)
        if hit and local >= 0.5:
            blot_from = counts[dst][1] - 1
            _take(counts, dst, 1 - colour)
            bar = join(BOARD, "bar", 1 - colour)
            flying.append((1 - colour, (dst, blot_from), (bar, counts[bar][1]), (local - 0.5) * 2))
        flying.append((colour, (src, start_index), (dst, max(0, land_index)), local))
    except (ValueError, KeyError):
        return final, []
    return counts, flying


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)
