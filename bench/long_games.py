"""Long matches at the table: Continue, the first autosave and the frames after it, for a short match and
a long one, as a person meets them. Prints; asserts nothing.

    python bench/long_games.py [--lengths 300 20000] [--moves 30] [--checked-only]

Per length, an Army Ants match between two people (no-attack draw off, attacks held back so it lasts)
is saved as a game in progress, and then:

- Continue: from the menu's Continue button to the table's first frame, and the longest single frame
  meanwhile (a frame that long is a frozen window);
- the first autosave: how long building its text took, on which thread, and when it was on disk;
- frames after it: `--moves` moves played at the table, each move's frame and the frames of its motion
  that follow, p50 / p99 / max;
- the same save as if from another computer (no mark of this app): Continue's load, every move checked;
  and with its last move edited into an illegal one, how long until the refusal (`--checked-only`: just
  these, for lengths up to the save's move limit).

The menu's opening with that autosave in the folder is printed last.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop.engine import saves  # noqa: E402
from tabletop.engine.match import Match, Player  # noqa: E402
from tabletop.engine.saves import SaveError, read_save, write_save  # noqa: E402
from tabletop.ui import scenes  # noqa: E402,F401  (the navigator finds the scenes through it)
from tabletop.ui.app import Context, open_window, run_frame  # noqa: E402
from tabletop.ui.scenes.menu import MenuScene  # noqa: E402
from tabletop.ui.scenes.table import TableScene  # noqa: E402

FRAME = 1 / 60
CALM = ("attack", "offer_draw")  # held back, so the match lasts


def people_match(length: int, seed: int = 3) -> Match:
    """Army Ants between two people, `length` moves of varied legal moves with attacks held back."""
    match = Match.start("army_ants", [Player("Ann"), Player("Bob")], {}, seed)
    while len(match.history) < length and not match.is_over():
        seat = match.to_move()[0]
        moves = match.legal_moves(seat)
        calm = [m for m in moves if m.kind not in CALM] or moves
        match.play(seat, calm[len(match.history) * 7919 % len(calm)])
    return match


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


class TextBuilds:
    """Where and how long the save texts were built (every build of the move list's text is counted)."""

    def __init__(self) -> None:
        self.builds: list[tuple[str, float]] = []
        self.real = saves._MoveTexts.text
        builds = self.builds
        real = self.real

        def counted(texts, *args, **kwargs):
            start = time.perf_counter()
            try:
                return real(texts, *args, **kwargs)
            finally:
                builds.append((threading.current_thread().name, time.perf_counter() - start))
        saves._MoveTexts.text = counted

    def close(self) -> None:
        saves._MoveTexts.text = self.real


def frames_until(ctx: Context, done, limit: float = 300.0) -> tuple[float, float, int]:
    """Run frames until `done()`: (seconds, the longest frame, frames run)."""
    start, longest, count = time.perf_counter(), 0.0, 0
    while not done() and time.perf_counter() - start < limit:
        began = time.perf_counter()
        run_frame(ctx, [], FRAME)
        longest = max(longest, time.perf_counter() - began)
        count += 1
        time.sleep(0.001)  # a loop that waits for a worker gives it the interpreter between frames
    return time.perf_counter() - start, longest, count


def table_of(ctx: Context) -> TableScene | None:
    """The table at the bottom of the stack (a curtain may lie over it)."""
    return next((s for s in ctx.scenes.stack if isinstance(s, TableScene)), None)


def continue_figures(ctx: Context, path: Path) -> TableScene:
    """Press Continue on the menu for `path` and run frames until the table is up."""
    menu = MenuScene(ctx)
    ctx.scenes.reset(menu)
    run_frame(ctx, [], FRAME)
    entry = next(e for e in menu.playing if e.path == path)
    start = time.perf_counter()
    menu.continue_game(entry)
    pressed = time.perf_counter() - start
    seconds, longest, count = frames_until(ctx, lambda: table_of(ctx) is not None)
    table = table_of(ctx)
    run_frame(ctx, [], FRAME)  # the table's first frame
    total = time.perf_counter() - start
    print(f"  Continue: table drawn after {total:.2f} s; the press took {ms(pressed)}, then {count} frames, "
          f"the longest {ms(longest)}")
    return table


def first_autosave_figures(ctx: Context, builds: TextBuilds, path: Path) -> None:
    """The autosave the table makes when it opens: its text's build, its thread, and when it is on disk."""
    start = time.perf_counter()
    ctx.saver.flush(timeout=300)
    waited = time.perf_counter() - start
    first = builds.builds[0] if builds.builds else ("(none)", 0.0)
    print(f"  first autosave: text built in {ms(first[1])} on the {first[0]!r} thread; on disk "
          f"{ms(waited)} after the table's first frame ({path.stat().st_size / 1e6:.2f} MB)")


def play_figures(ctx: Context, table: TableScene, moves: int) -> None:
    """`moves` moves made at the table, each frame timed: the move's own and those of its motion; and the
    frame thread's own processor time (what the frame does, whatever else the machine runs)."""
    frames, own, work = [], [], []
    for _ in range(moves):
        if ctx.scenes.top is not table:  # a curtain: the person lifts it
            table.lift_curtain(at=1e9)
            ctx.scenes.reset(table)
        offered = table.offered.moves
        if not offered or table.match.is_over():
            break
        calm = [m for m in offered if m.kind not in CALM] or list(offered)
        start, cpu = time.perf_counter(), time.thread_time()
        table.play(calm[len(table.match.history) * 7919 % len(calm)], confirmed=True)
        run_frame(ctx, [], FRAME)
        own.append(time.perf_counter() - start)
        work.append(time.thread_time() - cpu)
        for _ in range(120):
            if not table.busy():
                break
            began, cpu = time.perf_counter(), time.thread_time()
            run_frame(ctx, [], FRAME)
            frames.append(time.perf_counter() - began)
            work.append(time.thread_time() - cpu)
    ctx.saver.flush(timeout=300)
    print(f"  after it, {len(own)} moves played: {spread(frames + own)} over all {len(frames + own)} frames; "
          f"the move's own frame {spread(own)}; the frame thread's processor time {spread(work)}")


def spread(times: list[float]) -> str:
    """p50 / p99 / max of frame times."""
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return f"p50 {ms(statistics.median(times))}, p99 {ms(p99)}, max {ms(times[-1])}"


def unsigned_figures(text: str, folder: Path) -> None:
    """The save as if from elsewhere (no mark of this app), loaded; then with its last move made illegal. Each
    read's processor time is given beside its wall time: other work on the machine adds less to it."""
    plain = folder / "from elsewhere.yaml"
    lines = [line for line in text.splitlines(keepends=True) if not line.startswith("checked:")]
    plain.write_text("".join(lines), encoding="utf-8")
    loaded, _ = timed_read(plain)
    last = lines[-1]
    lines[-1] = last[:last.index('"move": ')] + '"move": {"kind": "swap", "a": "a1", "b": "e8"}}\n'
    plain.write_text("".join(lines), encoding="utf-8")
    refused, answer = timed_read(plain)
    print(f"  from another computer: loads in {loaded}; last move edited: refused in {refused} ({answer[:60]}...)")


def timed_read(path: Path) -> tuple[str, str]:
    """Wall and processor seconds of one read_save of `path`, and what it answered."""
    start, cpu = time.perf_counter(), time.process_time()
    try:
        answer = f"{len(read_save(path).history)} moves"
    except SaveError as exc:
        answer = str(exc)
    return f"{time.perf_counter() - start:.2f} s ({time.process_time() - cpu:.2f} s processor)", answer


def menu_figures(folder: Path, length: int) -> None:
    """The app's start: the menu opened with the long autosave (and nothing else) in the folder."""
    ctx = Context(open_window((1280, 800)), saves_dir=folder)
    start = time.perf_counter()
    ctx.scenes.push(MenuScene(ctx))
    run_frame(ctx, [], FRAME)
    print(f"  menu with a {length}-move game in progress opens in {ms(time.perf_counter() - start)}")
    pygame.quit()


def one_length(length: int, moves: int, checked_only: bool) -> None:
    start = time.perf_counter()
    match = people_match(length)
    print(f"{len(match.history)} moves (built in {time.perf_counter() - start:.0f} s):")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        os.environ["TABLETOP_SAVES"] = str(folder)
        path = write_save(folder / "autosave-army_ants-20260101-120000.yaml", match)
        text = path.read_text(encoding="utf-8")
        print(f"  save: {len(text.encode()) / 1e6:.2f} MB, {len(text.encode()) / max(1, length):.0f} bytes a move")
        del match
        if checked_only:
            unsigned_figures(text, folder)
            return
        ctx = Context(open_window((1280, 800)), saves_dir=folder)
        builds = TextBuilds()
        try:
            table = continue_figures(ctx, path)
            first_autosave_figures(ctx, builds, path)
            play_figures(ctx, table, moves)
        finally:
            builds.close()
            ctx.saver.flush(timeout=300)
            pygame.quit()
        unsigned_figures(path.read_text(encoding="utf-8"), folder)
        menu_figures(folder, length)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="*", default=[300, 20000])
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--checked-only", action="store_true",
                        help="only the save from another computer, loaded and refused (no window)")
    args = parser.parse_args()
    print("load average: " + ", ".join(f"{n:.1f}" for n in os.getloadavg()) + f" on {os.cpu_count()} cores")
    for length in args.lengths:
        one_length(length, args.moves, args.checked_only)


if __name__ == "__main__":
    main()
