"""Long matches at the table: a frame does the same work at move 100 as at move 900, the log is handed its
newest moves only, and a save opens on a thread of its own while the window answers."""

import sys
import threading

import pygame
import pytest

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import write_save
from tabletop.ui.app import Scene
from tabletop.ui.scenes import opening, table_drawing
from tabletop.ui.scenes.opening import OpeningScene, Reading
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones.log import LogDrawer
from ui_helpers import frame, press_button


def into_the_battle(match):
    """Army Ants played on by the first legal move until the battle begins."""
    while match.state.phase != "battle":
        seat = match.to_move()[0]
        match.play(seat, match.legal_moves(seat)[0])


def swapping(moves):
    """A match of `moves` moves or a few more, its battle two swaps played back and forth: every fourth move
    the same position comes back, however long the match (replayed as a save of the app's own would be)."""
    match = Match.start("army_ants", [Player("Ann"), Player("Bob")], {}, 4)
    into_the_battle(match)
    pair = []
    for _ in range(2):
        seat = match.to_move()[0]
        swap = next(m for m in match.legal_moves(seat) if m.kind == "swap")
        match.play(seat, swap)
        pair.append((seat, swap))
    while len(match.history) < moves or len(match.history) % 4:
        seat, swap = pair[0] if match.to_move()[0] == pair[0][0] else pair[1]
        match.replay(seat, Move.from_dict(swap.to_dict()))
    return match, pair


def calls_in(action):
    """How many functions (Python's and built-in ones) `action` calls."""
    count = [0]

    def heard(frame, event, arg):
        if event in ("call", "c_call"):
            count[0] += 1
    sys.setprofile(heard)
    try:
        action()
    finally:
        sys.setprofile(None)
    return count[0]


def frames_of_a_round(ctx, table, pair):
    """The calls of each move's frame (the move and its drawing) over two rounds of swaps; the motion
    after each move is drawn out, and the autosave written, between them."""
    counts = []
    for _ in range(2):
        for _, swap in pair * 2:
            def move_frame(swap=swap):
                table.play(swap, confirmed=True)
                frame(ctx)
            counts.append(calls_in(move_frame))
            while table.busy():
                frame(ctx)
            ctx.saver.flush()
    return counts[4:]  # the first round fills the caches both tables share


@pytest.mark.slow
def test_a_frame_does_the_same_work_however_long_the_match(ctx, monkeypatch):
    monkeypatch.setattr(table_drawing, "LOG_KEPT", 8)  # the log's share stays the same past a few moves
    work = {}
    for moves in (120, 920):  # the same positions, and move numbers of as many digits
        match, pair = swapping(moves)
        ctx.nav.table(match, autosave_to=ctx.saves_dir / "autosave-army_ants-1.yaml")
        work[moves] = frames_of_a_round(ctx, ctx.scenes.top, pair)
    assert all(abs(long - short) <= short // 100 for short, long in zip(work[120], work[920])), work


def test_the_log_is_handed_its_newest_moves_numbered_on(ctx):
    match, _ = swapping(table_drawing.LOG_KEPT + 40)
    ctx.nav.table(match)
    table = ctx.scenes.top
    log = table.table_view()["log"]
    assert len(log) == table_drawing.LOG_KEPT and log.first == len(match.history) - table_drawing.LOG_KEPT
    lines = LogDrawer().fitted(log, 400, 15, 3, log.first)
    assert lines[-1].words.startswith(f"{len(match.history)}. ")


@pytest.fixture
def threaded(monkeypatch):
    """Saves open on their own thread, as in the app (the UI tests read them inline otherwise)."""
    monkeypatch.setattr(Reading, "inline", False)


def an_autosave(ctx, moves=30):
    match, _ = swapping(moves)
    return match, write_save(ctx.saves_dir / "autosave-army_ants-20260101-120000.yaml", match)


def held_reads(monkeypatch):
    """The threads saves are read on; each read waits for the event before it goes on."""
    readers, release = [], threading.Event()
    real = opening.read_save

    def read_save(path, progress=None):
        readers.append(threading.current_thread())
        release.wait(10)
        return real(path, progress)
    monkeypatch.setattr(opening, "read_save", read_save)
    return readers, release


def open_over_a_screen(ctx, path):
    """A save opened over a plain screen, as the menu and the Load screen open one; the screen."""
    below = Scene(ctx)
    ctx.scenes.reset(below)
    failures = []
    ctx.nav.open_save(path, path, failures.append)
    return below, failures


def test_a_save_is_read_on_a_thread_of_its_own_while_the_frames_go_on(ctx, threaded, monkeypatch):
    match, path = an_autosave(ctx)
    readers, release = held_reads(monkeypatch)
    below, failures = open_over_a_screen(ctx, path)
    frame(ctx)
    frame(ctx)  # frames go on while the read waits
    assert isinstance(ctx.scenes.top, OpeningScene) and ctx.scenes.stack[0] is below
    release.set()
    for _ in range(500):
        if isinstance(ctx.scenes.top, TableScene):
            break
        frame(ctx)
        pygame.time.wait(5)
    assert isinstance(ctx.scenes.top, TableScene) and ctx.scenes.top.match.state == match.state
    assert len(readers) == 1 and readers[0] is not threading.main_thread() and failures == []


def test_esc_while_a_save_opens_goes_back_and_drops_it(ctx, threaded, monkeypatch):
    _, path = an_autosave(ctx)
    readers, release = held_reads(monkeypatch)
    below, failures = open_over_a_screen(ctx, path)
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    assert ctx.scenes.top is below
    release.set()
    readers[0].join(10)
    frame(ctx)
    assert ctx.scenes.top is below and failures == []  # the match read after Esc is dropped


def test_a_save_that_cannot_be_read_goes_back_with_the_reason(ctx, threaded):
    path = ctx.saves_dir / "broken.yaml"
    ctx.saves_dir.mkdir(parents=True, exist_ok=True)
    path.write_text("format: [", encoding="utf-8")
    below, failures = open_over_a_screen(ctx, path)
    for _ in range(500):
        if failures:
            break
        frame(ctx)
        pygame.time.wait(5)
    assert ctx.scenes.top is below and "broken.yaml, line 2: is not readable YAML" in str(failures[0])


def test_a_game_in_progress_whose_header_lies_deep_continues_by_its_name(ctx):
    match, path = an_autosave(ctx)
    text = path.read_text(encoding="utf-8")
    header, moves = text.split("moves:\n")
    padded = [line[:line.rindex('"text": ')] + f'"text": "{"x" * 3000}"}}' for line in moves.splitlines()]
    path.write_text("moves:\n" + "\n".join(padded) + "\n" + header, encoding="utf-8")
    ctx.nav.menu()
    frame(ctx)
    menu = ctx.scenes.top
    assert [(e.path, e.named_only) for e in menu.playing] == [(path, True)]
    press_button(ctx, menu, "#continue_0")
    assert isinstance(ctx.scenes.top, TableScene) and ctx.scenes.top.match.state == match.state
