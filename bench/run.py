"""Speed figures for every registered game. Prints; asserts nothing.

    python bench/run.py [--games army_ants ...] [--quick]

Figures: process start to first menu frame; table frame time (median, p99)
at 1280x800 mid-game; legal moves + apply per move (median, p99) and
random-playout moves/s; save and load of the longest simulated match; CPU
used while the table sits idle for 5 s; frame time while a move's motion runs
(the busiest move at hand: an attack) and CPU idle once it is over
(`--motion-only` for just those); whole random games of backgammon against OpenSpiel's C++ ones, equal
work (one game, cube off, uniformly random players), with decisions and CPU time per game on both sides
(`--versus-only` for just those; `pip install open_spiel` to have OpenSpiel's side).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tabletop import games  # noqa: E402
from tabletop.engine.match import COMPUTER, Match, Player  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.engine.saves import read_save, write_save  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def computer_match(game_id: str, seed: int, players: int) -> Match:
    options = games.get(game_id).options_for(players)
    return Match.start(game_id, [Player(f"C{i}", COMPUTER) for i in range(players)], options, seed)


def bench_counts(game_id: str) -> list[int]:
    """The player counts to measure: the fewest and the most the game seats."""
    game = games.get(game_id)
    return sorted({game.min_players, game.max_players})


def playout(match: Match, limit: int = 20000) -> list[float]:
    """Play to the end; returns the seconds each legal-moves + apply step took."""
    steps = []
    game = match.game
    while not match.is_over() and len(match.history) < limit:
        seat = match.to_move()[0]
        move = match.computer_move(seat)  # untimed: the seeded random choice of a computer seat
        start = time.perf_counter()
        game.legal_moves(match.state, seat)
        game.apply(match.state, seat, move)
        steps.append(time.perf_counter() - start)
        match.play(seat, move)  # untimed: the match keeps the history for the save figures
    return steps


def engine_figures(game_id: str, seeds: int, players: int) -> Match:
    steps, longest, moves, seconds = [], None, 0, 0.0
    for seed in range(1, seeds + 1):
        match = computer_match(game_id, seed, players)
        start = time.perf_counter()
        steps += playout(match)
        seconds += time.perf_counter() - start
        moves += len(match.history)
        if longest is None or len(match.history) > len(longest.history):
            longest = match
    print(f"  legal moves + apply per move: median {ms(statistics.median(steps))}, p99 {ms(p99(steps))}")
    print(f"  random playout: {moves} moves in {seconds:.2f} s = {moves / seconds:.0f} moves/s")
    return longest


def save_figures(match: Match) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "longest.yaml"
        start = time.perf_counter()
        write_save(path, match)
        saved = time.perf_counter() - start
        start = time.perf_counter()
        read_save(path)
        loaded = time.perf_counter() - start
    print(f"  save + load of a {len(match.history)}-move match: save {ms(saved)}, load {ms(loaded)},"
          f" total {ms(saved + loaded)}")


def long_match(game_id: str, players: int, length: int = 300) -> Match:
    """A match of `length` moves: random legal moves, attacks held back so it lasts."""
    match = computer_match(game_id, 3, players)
    while len(match.history) < length and not match.is_over():
        seat = match.to_move()[0]
        moves = match.legal_moves(seat)
        calm = [m for m in moves if m.kind not in ("attack", "offer_draw")] or moves
        match.play(seat, calm[len(match.history) * 7919 % len(calm)])
    return match


def mid_game(game_id: str, players: int) -> Match:
    """A match up to 40 moves in, with human seats (so nothing plays by itself while idle); a short game
    (Three Kings) stops before the move that would end it, so the table is still in play."""
    options = games.get(game_id).options_for(players)
    people = [Player(f"H{i}") for i in range(players)]
    match = Match.start(game_id, people, options, 7)
    in_play = 0  # the most moves after which some move still keeps the match going
    for _ in range(40):
        seat = match.to_move()[0]
        if any(not ends(match, seat, m) for m in match.legal_moves(seat)):
            in_play = len(match.history)
        move = match.computer_move(seat)
        if ends(match, seat, move):
            break
        match.play(seat, move)
    kept = Match.start(game_id, people, options, 7)  # a drawn card may end any move: step back to one that does not
    for played in match.history[:in_play]:
        kept.play(played.seat, played.move)
    return kept


def ends(match: Match, seat: int, move) -> bool:
    return match.game.is_over(match.game.apply(match.state, seat, move))


def frame_figures(game_id: str, frames: int, players: int) -> None:
    import pygame
    from tabletop.ui.app import Context, open_window
    from tabletop.ui.scenes.table import TableScene

    ctx = Context(open_window((1280, 800)))
    scene = TableScene(ctx, mid_game(game_id, players), autosave=False)
    scene.draw(ctx.screen)
    times = []
    # The mouse moves over the pieces the player could pick, so hover marks change frame to frame.
    hovers = sorted(scene.selection.starts()) + [None]
    for i in range(frames):
        scene.hover = hovers[i % len(hovers)]
        start = time.perf_counter()
        scene.draw(ctx.screen)
        pygame.display.flip()
        times.append(time.perf_counter() - start)
    pygame.quit()
    print(f"  table frame at 1280x800: median {ms(statistics.median(times))}, p99 {ms(p99(times))}")


def busiest_move(match: Match):
    """The next move that sets the most things moving: an attack (two cards fly), else a move of any kind;
    one that does not end the match when there is one (the results would cover the table)."""
    seat = match.to_move()[0]
    moves = match.legal_moves(seat)
    going_on = [m for m in moves if not match.game.is_over(match.game.apply(match.state, seat, m))] or moves
    return seat, next((m for m in going_on if m.kind in ("attack", "capture")), going_on[0])


def animation_figures(game_id: str, players: int, moves: int = 12) -> None:
    """Frame time while the last move's motion runs (cards flying, dice tumbling), move after move."""
    import pygame
    from tabletop.ui.app import Context, open_window
    from tabletop.ui.scenes.table import TableScene

    ctx = Context(open_window((1280, 800)))
    scene = TableScene(ctx, mid_game(game_id, players), autosave=False)
    ctx.scenes.push(scene)
    scene.draw(ctx.screen)
    times = []
    for _ in range(moves):
        if scene.match.is_over():
            break
        seat, move = busiest_move(scene.match)
        if scene.viewer != seat:  # the mover's table, settled, as it shows when their curtain lifts
            scene.viewer = seat
            scene.draw(ctx.screen)
        scene.idle()  # the loop's quiet moment while the mover thinks
        scene.match.play(seat, move)  # straight to the match: no curtain between people
        scene.after_change()
        while True:
            start = time.perf_counter()
            scene.draw(ctx.screen)
            pygame.display.flip()
            times.append(time.perf_counter() - start)
            scene.update(1 / 60)
            if not scene.animating():
                break
    pygame.quit()
    print(f"  frames while a move's motion runs ({len(times)}): median {ms(statistics.median(times))}, "
          f"p99 {ms(p99(times))}")


# Equal work on both sides: one game (not a match) with the cube off, so a game ends only when a side
# has borne off all its checkers, as in OpenSpiel's backgammon; both sides choose uniformly at random.
ONE_GAME_NO_CUBE = {"match": 1, "cube": 0}


def engine_playouts(count: int) -> tuple[int, int, float]:
    """Random games of backgammon through the engine alone (legal moves + the trusted apply searches use):
    decisions, of them rolls, CPU seconds (the process's own time: other work on a shared machine does not count)."""
    game = games.get("backgammon")
    decisions, rolls, start = 0, 0, time.process_time()
    for seed in range(count):
        state, rng = game.new_state(2, ONE_GAME_NO_CUBE, seed), Rng.from_seed(seed)
        while not game.is_over(state):
            seat = game.to_move(state)[0]
            move, rng = rng.choice(game.legal_moves(state, seat))
            state = game.apply_legal(state, seat, move)
            decisions += 1
            rolls += move.kind == "roll"
    return decisions, rolls, time.process_time() - start


def openspiel_playouts(count: int) -> tuple[int, float] | None:
    """The same number of random games of OpenSpiel's C++ backgammon (a single game, no cube, win/loss),
    when it is installed (a dev-only extra): decisions, CPU seconds. Its dice are chance nodes, not decisions."""
    try:
        import pyspiel
    except ImportError:
        return None
    import random
    game, chooser = pyspiel.load_game("backgammon"), random.Random(1)
    decisions, start = 0, time.process_time()
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(chooser.choices(outcomes, weights)[0])
            else:
                state.apply_action(chooser.choice(state.legal_actions()))
                decisions += 1
    return decisions, time.process_time() - start


def openspiel_figure(count: int = 50) -> None:
    """Whole random games of backgammon, ours against OpenSpiel's, per game."""
    print(f"backgammon vs OpenSpiel, {count} games each: one game, cube off, uniformly random players")
    decisions, rolls, seconds = engine_playouts(count)
    print(f"  ours (legal moves + trusted apply): {decisions / count:.1f} decisions/game ({rolls / count:.1f} rolls,"
          f" {(decisions - rolls) / count:.1f} checker moves of one checker each), {ms(seconds / count)} CPU/game,"
          f" {decisions / seconds:.0f} decisions/s")
    theirs = openspiel_playouts(count)
    if theirs is None:
        print("  OpenSpiel: open_spiel is not installed (pip install open_spiel to compare)")
        return
    their_decisions, their_seconds = theirs
    print(f"  OpenSpiel C++: {their_decisions / count:.1f} decisions/game (each a whole roll's play, two of them"
          f" for a double), {ms(their_seconds / count)} CPU/game, {their_decisions / their_seconds:.0f} decisions/s")
    print(f"  ours / OpenSpiel per game: {seconds / their_seconds:.1f}x")


def child(kind: str, game_id: str, players: str) -> None:
    """Runs in a fresh process: the first menu frame, or 5 idle seconds on the table."""
    import pygame
    from tabletop.ui.app import Context, main_loop, open_window, run_frame
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    ctx = Context(open_window((1280, 800)))
    if kind == "first-frame":
        ctx.scenes.push(MenuScene(ctx))
        run_frame(ctx, [], 0.0)
        print("FRAME", flush=True)
        pygame.quit()
        return
    scene = TableScene(ctx, mid_game(game_id, int(players)), autosave=False)
    ctx.scenes.push(scene)
    run_frame(ctx, [], 0.0)
    settle = 0
    if kind == "idle-after-move":  # a move's motion and banner play first; the idle window starts after them
        seat, move = busiest_move(scene.match)
        scene.match.play(seat, move)
        scene.after_change()
        curtain = ctx.scenes.top
        if curtain is not scene and hasattr(curtain, "on_ready"):  # the next person takes the seat
            ctx.scenes.pop()
            curtain.on_ready()
        settle = 2000
    marks = []
    begin, stop = pygame.event.custom_type(), pygame.event.custom_type()
    if settle:
        pygame.time.set_timer(begin, settle, loops=1)
    pygame.time.set_timer(stop, settle + 5000, loops=1)
    original = scene.handle_event

    def watch(event):
        # The idle window ends at the timer event, before the loop's own shutdown work.
        if event.type == begin:
            marks.append((time.process_time(), time.perf_counter(), scene.busy()))
        if event.type == stop:
            marks.append((time.process_time(), time.perf_counter(), scene.busy()))
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        original(event)

    scene.handle_event = watch
    cpu, wall = time.process_time(), time.perf_counter()
    main_loop(ctx)
    if settle:
        cpu, wall, busy = marks.pop(0)
        assert not busy, "the table was still busy when the idle window began"
    end_cpu, end_wall, _ = marks[0]
    print(f"IDLE {end_cpu - cpu:.4f} {end_wall - wall:.4f}", flush=True)


def run_child(kind: str, game_id: str, players: int = 0) -> str:
    env = dict(os.environ, TABLETOP_SAVES=tempfile.mkdtemp())
    out = subprocess.run([sys.executable, __file__, "--child", kind, game_id, str(players)], capture_output=True,
                         text=True, env=env, check=True)
    return out.stdout


def first_frame_figure() -> None:
    times = []
    for _ in range(3):
        start = time.perf_counter()
        run_child("first-frame", "")
        times.append(time.perf_counter() - start)
    print(f"process start to first menu frame: median {statistics.median(times):.3f} s (3 runs)")


def idle_figure(game_id: str, players: int, kind: str = "idle") -> None:
    line = [x for x in run_child(kind, game_id, players).splitlines() if x.startswith("IDLE")][0]
    cpu, wall = (float(v) for v in line.split()[1:])
    after = " after a move's motion" if kind == "idle-after-move" else ""
    print(f"  idle table{after} for {wall:.1f} s: CPU {cpu * 1000:.0f} ms = {100 * cpu / wall:.2f} % of one core")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--quick", action="store_true", help="fewer playouts and frames")
    parser.add_argument("--players", type=int, nargs="*", default=None,
                        help="player counts to measure (default: each game's fewest and most)")
    parser.add_argument("--child", nargs=3, metavar=("KIND", "GAME", "PLAYERS"))
    parser.add_argument("--motion-only", action="store_true", help="only the motion figures (frames, idle after)")
    parser.add_argument("--versus-only", action="store_true", help="only the backgammon games against OpenSpiel's")
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    if args.motion_only:
        for game_id in args.games or games.ids():
            players = games.get(game_id).min_players
            print(f"{game_id}, {players} players:")
            animation_figures(game_id, players)
            idle_figure(game_id, players, "idle-after-move")
        return
    if args.versus_only:
        openspiel_figure(20 if args.quick else 50)
        return
    first_frame_figure()
    if "backgammon" in (args.games or games.ids()):
        openspiel_figure(20 if args.quick else 50)
    for game_id in args.games or games.ids():
        game = games.get(game_id)
        wanted = [p for p in args.players or () if game.min_players <= p <= game.max_players]
        for players in wanted or bench_counts(game_id):
            print(f"{game_id}, {players} players:")
            longest = engine_figures(game_id, 3 if args.quick else 10, players)
            save_figures(longest)
            save_figures(long_match(game_id, players))
            frame_figures(game_id, 60 if args.quick else 300, players)
            animation_figures(game_id, players, 4 if args.quick else 12)
            idle_figure(game_id, players)
            idle_figure(game_id, players, "idle-after-move")


if __name__ == "__main__":
    main()
