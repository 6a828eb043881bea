"""The worker process never stops the app: a killed worker is replaced and the decision sent again, a
stopped one is given up after its budget, a late answer to a forgotten decision is dropped, and the
worker (with multiprocessing's resource tracker) ends with the app even when the app is killed."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import worker_chores
from tabletop.bots import worker
from tabletop.bots.worker import Thinker, WorkerLost, WorkerTimedOut

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")

pytestmark = pytest.mark.skipif(os.name != "posix", reason="kills and stops processes with POSIX signals")


@pytest.fixture(autouse=True)
def no_worker_left():
    """Each test starts without a worker and leaves none behind."""
    worker.stop()
    yield
    worker.stop()


def answer(thinker, key, limit=20.0):
    """Poll as the table does, every frame, until the answer for `key` is there."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, value = thinker.result(key)
        if ready:
            return value
        time.sleep(0.01)
    raise AssertionError(f"no answer for {key!r} within {limit} s")


def decide(thinker, key, work, *args, **options):
    thinker.start(key, work, *args, **options)
    return answer(thinker, key)


def worker_pid(thinker, key, marker: Path, limit=20.0) -> int:
    """The pid the worker wrote to `marker` once busy with `key`'s work (polling meanwhile)."""
    deadline = time.monotonic() + limit
    while not marker.exists():
        assert time.monotonic() < deadline, "the worker never started the work"
        thinker.result(key)
        time.sleep(0.01)
    return int(marker.read_text())


def gone(pid: int) -> bool:
    """Whether the process has ended (a zombie waiting to be reaped has ended too)."""
    if LINUX:
        try:
            return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
        except (FileNotFoundError, ProcessLookupError):
            return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def wait_gone(pids, limit: float) -> list[int]:
    """The processes of `pids` still running after waiting up to `limit` seconds."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and not all(gone(pid) for pid in pids):
        time.sleep(0.05)
    return [pid for pid in pids if not gone(pid)]


def test_a_worker_killed_while_idle_is_replaced():
    thinker = Thinker()
    first = decide(thinker, "a", worker_chores.pid_of_worker)
    os.kill(first, signal.SIGKILL)
    assert not wait_gone([first], 5.0)
    second = decide(thinker, "b", worker_chores.pid_of_worker)
    assert second != first
    os.kill(second, signal.SIGKILL)  # and at once, before anything noticed it died: found when sending
    assert decide(thinker, "c", worker_chores.echo, "still here") == "still here"


def test_a_worker_killed_mid_search_is_replaced_and_the_decision_sent_again(tmp_path):
    thinker = Thinker()
    marker = tmp_path / "pid"
    thinker.start("k", worker_chores.stall_once, str(marker), "decided")
    pid = worker_pid(thinker, "k", marker)
    os.kill(pid, signal.SIGKILL)
    assert answer(thinker, "k") == "decided"
    assert gone(pid)


def test_a_worker_that_keeps_dying_is_tried_three_times_then_reported(tmp_path):
    tally = tmp_path / "tries"
    lost = decide(Thinker(), "k", worker_chores.die, str(tally))
    assert isinstance(lost, WorkerLost) and not isinstance(lost, WorkerTimedOut)
    assert lost.reason.key == "bots.worker.lost"
    assert tally.read_text().count("try") == 1 + worker.RETRIES
    assert decide(Thinker(), "next", worker_chores.echo, "fine") == "fine"


def test_a_worker_that_cannot_start_is_reported(monkeypatch):
    monkeypatch.setattr(worker, "WARM_UP", ("tabletop.no_such_module",))  # as a broken bundle would fail
    lost = decide(Thinker(), "k", worker_chores.echo, "never")
    assert isinstance(lost, WorkerLost) and lost.reason.key == "bots.worker.lost"


def test_a_stopped_worker_is_given_up_after_its_budget_and_replaced(tmp_path, monkeypatch):
    monkeypatch.setattr(worker, "GRACE", 0.5)
    thinker = Thinker()
    marker = tmp_path / "pid"
    thinker.start("k", worker_chores.stall, str(marker), budget=0.1)
    pid = worker_pid(thinker, "k", marker)
    os.kill(pid, signal.SIGSTOP)
    try:
        late = answer(thinker, "k", limit=10.0)
        assert isinstance(late, WorkerTimedOut) and isinstance(late, WorkerLost)
        assert late.reason.key == "bots.worker.timed_out" and "0.6 seconds" in str(late)
        assert not wait_gone([pid], 5.0)  # the stopped worker was killed, not left behind
        fresh = decide(thinker, "next", worker_chores.pid_of_worker, budget=0.1)
        assert fresh != pid
    finally:
        if not gone(pid):
            os.kill(pid, signal.SIGCONT)
            os.kill(pid, signal.SIGKILL)


def test_no_budget_means_no_deadline(monkeypatch):
    monkeypatch.setattr(worker, "GRACE", 0.0)
    assert decide(Thinker(), "k", worker_chores.nap, 0.3, "patient") == "patient"


def test_a_late_answer_to_a_forgotten_decision_is_dropped():
    thinker = Thinker()
    thinker.start("old", worker_chores.nap, 0.4, "old answer")
    thinker.forget()
    thinker.start("new", worker_chores.echo, "new answer")
    assert answer(thinker, "new") == "new answer"
    assert thinker.result("old") == (False, None)
    thinker.start("same", worker_chores.nap, 0.4, "stale")  # the same key asked again: only the newer counts
    thinker.start("same", worker_chores.echo, "fresh")
    assert answer(thinker, "same") == "fresh"


def test_two_thinkers_take_turns_on_the_one_worker():
    first, second = Thinker(), Thinker()
    first.start("k", worker_chores.nap, 0.2, "first")
    second.start("k", worker_chores.echo, "second")
    assert answer(second, "k") == "second" and answer(first, "k") == "first"


def test_what_cannot_be_sent_or_fails_is_the_answer():
    thinker = Thinker()
    assert isinstance(decide(thinker, "k", worker_chores.echo, lambda: None), Exception)
    assert isinstance(decide(thinker, "k", worker_chores.nap, "not seconds", None), TypeError)
    assert isinstance(decide(thinker, "k", worker_chores.unsendable), RuntimeError)


def descendants(pid: int) -> list[int]:
    """Every process below `pid`, read from /proc (children of each of its threads)."""
    found = []
    for children in Path(f"/proc/{pid}/task").glob("*/children"):
        for child in children.read_text().split():
            found += [int(child), *descendants(int(child))]
    return found


APP = """
import sys, time
sys.path[:0] = [{root!r}, {here!r}]
import worker_chores
from tabletop.bots.worker import Thinker
thinker = Thinker()
thinker.start("k", worker_chores.stall, {marker!r})
while True:
    thinker.result("k")
    time.sleep(0.02)
"""


@pytest.mark.skipif(not LINUX, reason="reads the process tree from /proc")
def test_the_worker_and_the_resource_tracker_end_when_the_app_is_killed(tmp_path):
    marker = tmp_path / "pid"
    script = APP.format(root=str(ROOT), here=str(Path(__file__).parent), marker=str(marker))
    app = subprocess.Popen([sys.executable, "-c", script])
    left = []
    try:
        deadline = time.monotonic() + 20
        while not marker.exists():
            assert app.poll() is None and time.monotonic() < deadline, "the app's worker never started"
            time.sleep(0.02)
        pids = descendants(app.pid)
        assert int(marker.read_text()) in pids  # ... and, with spawn, the resource tracker beside it
        app.kill()
        app.wait()
        left = wait_gone(pids, 5.0)
        assert not left, f"left behind: {[Path(f'/proc/{pid}/cmdline').read_bytes() for pid in left]}"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        for pid in left:
            os.kill(pid, signal.SIGKILL)
