"""The replay of the last move on a backgammon board, as plain data (no drawing here).

From the board part of a view (the contract's "points", "bar", "off" and
"moved" = [[from_path, to_path, colour, hit], ...]) it works out, for a
replay progress 0..1, how many checkers each place holds and which
checkers are in flight between two places. The steps are taken back from
the final position to find the one before the move, then played again one
after the other. A hit is told in two beats so it can be followed: the
hitting checker lands on the blot, then the blot travels to the bar on its
own, more slowly than a glide (`replay_seconds` gives the whole replay its
length). Places are view paths ("board/point/13", "board/bar/1",
"board/off/0"); a spot in flight is (path, index in its stack).
"""

from __future__ import annotations

from .base import join

BOARD = "board"          # the view key, and the first step of every click path
GLIDE_SECONDS = 0.3      # one step of a checker: quick, as a player's hand moves it
TO_BAR_SECONDS = 0.6     # a hit blot's way to the bar, after the hitter lands: slow enough to see where it went


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


def replay_seconds(board: dict) -> float:
    """How long the replay of the board's last move lasts: a glide per step, and the way to the bar
    after each hit (0 when there is nothing to replay)."""
    return sum(seconds for _, seconds in _beats(_steps(board)))


def _beats(steps: list) -> list[tuple[tuple, float]]:
    """The replay's beats in order, with their lengths: ("glide", step index), and ("to_bar", step index)
    after a step that hits."""
    beats = []
    for j, step in enumerate(steps):
        beats.append((("glide", j), GLIDE_SECONDS))
        if step[3]:
            beats.append((("to_bar", j), TO_BAR_SECONDS))
    return beats


def _beat_at(steps: list, progress: float) -> tuple[str, int, float]:
    """(beat kind, step index, 0..1 through the beat) at a replay progress."""
    beats = _beats(steps)
    left = progress * sum(seconds for _, seconds in beats)
    for (kind, j), seconds in beats:
        if left < seconds:
            return kind, j, left / seconds
        left -= seconds
    (kind, j), _ = beats[-1]
    return kind, j, 1.0


def frame_state(board: dict, progress: float | None) -> tuple[dict, list]:
    """The counts to draw now and the checkers in flight: (colour, (path, index) from, to, t, knocked).

    The steps glide in turn; after a step that hits, the blot (`knocked`) goes from under the
    hitter to the bar. Steps that do not fit the board (a view from another source) are not replayed.
    """
    final = _counts(board)
    steps = _steps(board)
    if progress is None or progress >= 1 or not steps:
        return final, []
    counts = dict(final)
    try:
        for step in reversed(steps):
            _step(counts, step, forward=False)
        kind, j, local = _beat_at(steps, max(0.0, progress))
        for step in steps[:j]:
            _step(counts, step, forward=True)
        src, dst, colour, hit = steps[j]
        if kind == "to_bar":  # the hitter has landed on the blot's spot; the blot leaves from under it
            blot_from = counts[dst][1] - 1
            _step(counts, steps[j], forward=True)
            bar = join(BOARD, "bar", 1 - colour)
            _take(counts, bar, 1 - colour)
            return counts, [(1 - colour, (dst, blot_from), (bar, counts[bar][1]), ease(local), True)]
        start_index = counts[src][1] - 1
        _take(counts, src, colour)
        land_index = counts.get(dst, (None, 0))[1] - (1 if hit else 0)  # a hitter lands on the blot
        return counts, [(colour, (src, start_index), (dst, max(0, land_index)), ease(local), False)]
    except (ValueError, KeyError):
        return final, []


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)
