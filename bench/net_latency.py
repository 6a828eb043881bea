"""A hosted table over localhost: how soon a move made on one computer reaches the other screens, and how
long the host's frames take while the clients play. Prints; asserts nothing.

    python bench/net_latency.py [--game the_things|finesse] [--clients 9] [--moves 300] [--seed 4]

The host is the app itself, headless (SDL's dummy driver): its table with one person here (Ann, whose
moves the bench makes within a frame) and the other seats played from other computers, run by the app's
own loop, which pumps the host once a frame and as soon as a message arrives. Each client is a process
of its own (tabletop.net.Client) that answers every offer to decide with a move picked by its seeded
generator, as soon as it comes, and notes when each offer arrived (it polls every millisecond: a client
app polls once a frame, which adds up to a frame to what a person sees).

Move-to-offer latency: from a client sending a move to each other client receiving the first offer that
shows it (the clocks are the system's monotonic one, shared by the processes). Frame time: every frame
the host's loop ran while the clients played, the pump and the drawing included; and the same with the
pumps the loop ran between frames for messages that woke it counted in the frame after them (the frame
thread's work for each frame's sixtieth of a second). The work per run is
printed beside the figures: moves, offers, frames.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import queue
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SEATS = {"the_things": 10, "finesse": 4}
LIMIT = 120.0  # seconds a run may take at most (a client that never joins must not hold it for ever)
CHATTY = ("rescue", "escape", "declare")  # The Things' moves that end a game early: a seat takes them last


def choose(rng: random.Random, moves) -> object:
    """A move as a quick player picks it: The Things' attacks where there are some, its early endings last."""
    calm = [m for m in moves if m.kind not in CHATTY] or list(moves)
    attacks = [m for m in calm if m.kind == "attack"]
    return rng.choice(attacks or calm)


# --- a client, in a process of its own ----------------------------------------------------------------
def client_process(port: int, code: str, seat: int, seed: int, results) -> None:
    """A client's run; whatever goes wrong, the host hears of it (an empty record and the reason)."""
    try:
        results.put(client_run(port, code, seat, seed))
    except Exception as exc:  # noqa: BLE001 -- the bench reports it and goes on
        results.put((seat, [], [], 0.0, repr(exc)))


def client_run(port: int, code: str, seat: int, seed: int) -> tuple:
    """Join `seat`, answer every offer to decide at once, and hand back when each move was sent and when
    each offer that showed more moves arrived, and the processor time the client took: (seat, [(moves
    played, sent at)], [(moves played, at)], seconds, what went wrong)."""
    from tabletop.net import Client
    from tabletop.net.client import CLOSED, PLAYING

    client = Client("127.0.0.1", port, code)
    client.start()
    rng = random.Random(seed * 100 + seat)
    sent, received, answered, seen = [], [], -1, -1
    deadline = time.monotonic() + LIMIT + 30
    joined = False
    while time.monotonic() < deadline and client.state != CLOSED:
        for event in client.poll():
            if event.kind == "offer" and event.value.played > seen:
                seen = event.value.played
                received.append((seen, time.monotonic()))
        if not joined and client.game is not None:
            client.join(seat, f"Seat {seat}")
            joined = True
        offer = client.offer
        if client.state == PLAYING and offer is not None and offer.moves and offer.number > answered:
            answered = offer.number
            move = choose(rng, offer.moves)
            sent.append((offer.played, time.monotonic()))
            client.move(move)
        time.sleep(0.001)
    client.close()
    return seat, sent, received, time.process_time(), "" if client.state == CLOSED else f"state {client.state}"


# --- the host: the app's own loop ------------------------------------------------------------------------
class Bench:
    """Beside the scenes (the app's `background`): Ann's moves, made within a frame, the frames' times, and
    the end of the run."""

    def __init__(self, ctx, table, clients: int, moves: int, seed: int):
        self.ctx, self.table, self.clients, self.moves = ctx, table, clients, moves
        self.rng = random.Random(seed)
        self.frames: list[float] = []  # each frame's seconds on the clock on the wall
        self.cpu: list[float] = []  # and of the frame thread's processor time (without waiting for a core)
        self.periods: list[float] = []  # each frame's, with the pumps run for messages since the frame before
        self.periods_cpu: list[float] = []
        self.playing_since: float | None = None
        self.playing_until: float | None = None
        self.deadline = time.monotonic() + LIMIT

    def frame(self) -> None:
        table, hosting = self.table, self.table.hosting
        if self.playing_since is None and all(status == "here" for _, _, status in hosting.host.seats()):
            self.playing_since = time.monotonic()
            hosting.close_box()  # everyone is here: the host puts the invitation away
        if len(table.match.history) >= self.moves or table.match.is_over() or time.monotonic() > self.deadline:
            self.playing_until = self.playing_until or time.monotonic()
            self.ctx.running = False
            return
        if table.offered.moves and self.ctx.scenes.top is table:
            table.play(choose(self.rng, table.offered.moves), confirmed=True)

    def busy(self) -> bool:
        return bool(self.table.offered.moves)


def timed(app, bench: Bench) -> None:
    """The app's frames, with their times noted while the clients play: a frame's time holds what the loop
    did for it between frames too (it works through a message at once, when one wakes it before the tick)."""
    run_frame, run_background = app.run_frame, app.run_background
    between, inside = [0.0, 0.0], [False]

    def background(ctx):
        if inside[0]:
            return run_background(ctx)
        start, cpu = time.perf_counter(), time.thread_time()
        run_background(ctx)
        between[0] += time.perf_counter() - start
        between[1] += time.thread_time() - cpu
        return None

    def frame(ctx, events, dt):
        start, cpu = time.perf_counter(), time.thread_time()
        inside[0] = True
        try:
            drew = run_frame(ctx, events, dt)
        finally:
            inside[0] = False
        if bench.playing_since is not None and bench.playing_until is None:
            bench.frames.append(time.perf_counter() - start)
            bench.cpu.append(time.thread_time() - cpu)
            bench.periods.append(bench.frames[-1] + between[0])
            bench.periods_cpu.append(bench.cpu[-1] + between[1])
        between[0] = between[1] = 0.0
        return drew

    app.run_frame, app.run_background = frame, background


def host_run(game_id: str, clients: int, moves: int, seed: int):
    """Run the hosted table in the app's loop until `moves` moves or the end; the match and the bench."""
    from tabletop.engine.match import REMOTE, Match, Player
    from tabletop.net import announce
    from tabletop.ui import app
    from tabletop.ui.app import Context, open_window
    import tabletop.ui.scenes  # noqa: F401  (the scenes the navigator opens)

    announce.Announcement.start = lambda self: None  # nothing on the local network from a bench
    players = [Player("Ann")] + [Player("", REMOTE) for _ in range(clients)]
    match = Match.start(game_id, players, {}, seed)
    ctx = Context(open_window((1280, 800)), saves_dir=Path(tempfile.mkdtemp(prefix="net-latency-")))
    ctx.nav.table(match)
    table = ctx.scenes.top
    host = table.hosting.host
    results = multiprocessing.get_context("spawn").Queue()
    workers = [multiprocessing.get_context("spawn").Process(target=client_process, args=(host.port, host.code, seat,
                                                                                         seed, results))
               for seat in range(1, clients + 1)]
    for worker in workers:
        worker.start()
    bench = Bench(ctx, table, clients, moves, seed)
    ctx.background.append(bench)
    timed(app, bench)
    app.main_loop(ctx)
    while ctx.scenes.stack:  # the table is left: the host tells every client, the match is autosaved
        ctx.scenes.stack.pop().exit()
    return match, bench, gather(results, workers, clients), host


def gather(results, workers, clients: int) -> list[tuple]:
    """Every client's record; a client that gave none in time is ended, and its record says so."""
    gathered, until = [], time.monotonic() + 60
    while len(gathered) < clients and time.monotonic() < until:
        try:
            gathered.append(results.get(timeout=max(0.1, until - time.monotonic())))
        except queue.Empty:
            break
    for worker in workers:
        worker.join(timeout=5)
        if worker.is_alive():
            worker.terminate()
    missing = set(range(1, clients + 1)) - {record[0] for record in gathered}
    return gathered + [(seat, [], [], 0.0, "no report") for seat in sorted(missing)]


def latencies(match, gathered) -> list[float]:
    """Seconds from each move a client sent to each other client's first offer that showed it."""
    received = {seat: got for seat, _, got, *_ in gathered}
    found = []
    for seat, sent, *_ in gathered:
        last_sent = {}
        for played, at in sent:
            last_sent[played] = at  # a move refused as stale is sent again for the same position
        for index, at in last_sent.items():
            if index >= len(match.history) or match.history[index].seat != seat:
                continue  # refused (the table moved on first), or never reached the table
            for other, got in received.items():
                if other != seat:
                    arrival = next((t for played, t in got if played > index), None)
                    if arrival is not None:
                        found.append(arrival - at)
    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(SEATS), default="the_things")
    parser.add_argument("--clients", type=int, default=None, help="clients (default: every seat but Ann's)")
    parser.add_argument("--moves", type=int, default=300, help="moves played at most")
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    clients = args.clients or SEATS[args.game] - 1
    began = time.monotonic()
    match, bench, gathered, host = host_run(args.game, clients, args.moves, args.seed)
    took = time.monotonic() - began
    waits = latencies(match, gathered)
    by_clients = sum(1 for played in match.history if played.seat != 0)
    offers = sum(held.number for held in host.remote.values())
    print(f"{args.game}, seed {args.seed}: {clients} clients in processes of their own, one person at the host")
    print(f"work: {len(match.history)} moves ({by_clients} sent by clients), {offers} offers sent, "
          f"{len(bench.frames)} host frames while they played, {took:.1f} s in all")
    if waits:
        print(f"move to offer on the other screens ({len(waits)} arrivals): p50 {statistics.median(waits) * 1000:.1f} ms, "
              f"p95 {percentile(waits, 0.95) * 1000:.1f} ms, max {max(waits) * 1000:.1f} ms")
    for name, times in (("host frame (pump, moves, drawing), on the wall", bench.frames),
                        ("host frame (pump, moves, drawing), of its thread's processor time", bench.cpu),
                        ("with the pumps before it since the frame before, on the wall", bench.periods),
                        ("with the pumps before it since the frame before, processor time", bench.periods_cpu)):
        if times:
            print(f"{name}: p50 {statistics.median(times) * 1000:.2f} ms, "
                  f"p99 {percentile(times, 0.99) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms")
    cores = os.cpu_count() or 1
    print(f"the clients took {sum(record[3] for record in gathered):.1f} s of processor time ({cores} cores; "
          f"load average {os.getloadavg()[0]:.1f} at the end)")
    for seat, *_, wrong in gathered:
        if wrong:
            print(f"client of seat {seat}: {wrong}")


if __name__ == "__main__":
    main()
