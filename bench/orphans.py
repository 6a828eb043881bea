"""Force-quits: what an app killed while a computer seat thinks leaves behind. Prints; asserts nothing.

    python bench/orphans.py [--rounds 50] [--game finesse] [--level strong] [--wait 5]

Each round starts an app-like process in which a computer seat decides through `Thinker` (a real
`decide_for` on a fresh match, again and again, so a decision is always under way), lets it run a
little (a different while each round, so the kill lands while the worker starts, warms up or
searches), kills it with SIGKILL, and counts its processes (the worker, multiprocessing's resource
tracker) still running after up to `--wait` seconds. Expected: 0. The processes of a round are found
by a mark in their environment, which they keep after their parent is gone (Linux: reads /proc).
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARK = "TABLETOP_ORPHANS_ROUND"

APP = """
import sys, time
sys.path.insert(0, {root!r})
from tabletop import games
from tabletop.bots.levels import budget_for, decide_for
from tabletop.bots.worker import Thinker
from tabletop.engine.match import COMPUTER, Match, Player

game = games.get({game!r})
players = game.min_players
match = Match.start({game!r}, [Player(f"C{{i}}", COMPUTER) for i in range(players)], game.options_for(players), {seed})
seat = match.pending_computer_seat()
thinker = Thinker()
for decision in range(10 ** 6):
    thinker.start(decision, decide_for, {game!r}, match.state, seat, {level!r}, match.bot_rng(seat),
                  budget=budget_for({level!r}))
    print("thinking", flush=True)
    while not thinker.result(decision)[0]:
        time.sleep(1 / 60)
"""


def marked(mark: str) -> list[int]:
    """The running processes (zombies are not) whose environment holds this round's mark."""
    found = []
    needle = f"{MARK}={mark}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "environ").read_bytes().split(b"\0") and not zombie(entry):
                found.append(int(entry.name))
        except OSError:
            continue  # gone meanwhile, or not ours to read
    return found


def zombie(entry: Path) -> bool:
    return (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"


def one_round(number: int, game: str, level: str, wait: float) -> tuple[int, int, float]:
    """(processes the app had, processes left after the wait, seconds until they were gone) for one kill."""
    mark = f"{os.getpid()}-{number}"
    env = dict(os.environ, **{MARK: mark})
    script = APP.format(root=str(ROOT), game=game, level=level, seed=number)
    app = subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, text=True)
    app.stdout.readline()  # the first decision has been handed to the worker
    time.sleep((number % 6) * 0.15)  # 0 to 0.75 s: the kill lands while the worker starts, warms up, searches
    had = len(marked(mark)) - 1  # not counting the app itself
    app.kill()
    app.wait()
    app.stdout.close()
    killed = time.monotonic()
    left = marked(mark)
    while left and time.monotonic() - killed < wait:
        time.sleep(0.02)
        left = marked(mark)
    gone_after = time.monotonic() - killed
    for pid in left:  # the bench itself leaves nothing behind
        os.kill(pid, signal.SIGKILL)
    return had, len(left), gone_after


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--game", default="finesse")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--wait", type=float, default=5.0, help="seconds to wait for the processes to end")
    options = parser.parse_args()
    if not Path("/proc/self/environ").exists():
        print("needs /proc (Linux)")
        return
    started = time.monotonic()
    total_left, slowest = 0, 0.0
    for number in range(1, options.rounds + 1):
        round_started = time.monotonic()
        had, left, gone_after = one_round(number, options.game, options.level, options.wait)
        total_left += left
        slowest = max(slowest, gone_after)
        ended = f"still running {gone_after:.2f} s after the kill" if left else f"ended {gone_after:.2f} s after the kill"
        print(f"round {number:3}: {had} process(es) besides the app, {left} left alive"
              f" ({ended}; round {time.monotonic() - round_started:.2f} s)")
    print(f"{options.rounds} force-quits: {total_left} process(es) left alive in total;"
          f" slowest to end {slowest:.2f} s; {time.monotonic() - started:.1f} s in all")


if __name__ == "__main__":
    main()
