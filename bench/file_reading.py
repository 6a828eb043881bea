"""How long reading and checking the app's own files takes. Prints; asserts nothing.

    python bench/file_reading.py [--rounds N] [--hostile-sizes BYTES ...] [--kinds NAME ...]
    python bench/file_reading.py --replays-only | --at-limit [--games ID ...]

For every layout, rules book (English and Japanese), lesson, the settings file and one save per game:
the whole load as the app does it (read, parse, check, and for lessons and saves the play through the
engine), and the shape check alone on data already parsed (what the schema layer does). Each figure is
the best of N rounds, in milliseconds for all files of that kind together.

Then the big hostile saves (tests/hostile_saves.py), each built to every size asked (default: just
under the save size limit, and 16 MB): the seconds to load or refuse it (read_save, as Load and
Continue do) and to read its header (as the Load list and the menu do), once each, with the answer.

Last, every game's saves as if from another computer (no mark of this app: every move checked), at its
fewest and most players: matches between people who pick at random among the legal moves (never a
double, a drop, a draw offer, an attack or a call that ends the game, when anything else is legal),
`--replays` of them up to `--replay-moves` moves each; each move's replay timed, its slowest move, and
the longest match played (the limit itself: a match that could go on) with its whole read's time.
MAX_MOVES moves of the slowest game that can go on that long is the worst a save can ask of the reader.

`--at-limit` (alone, with `--games`): MAX_MOVES moves of each game read as from another computer, the
matches read kept in memory as a long match keeps its states, so the garbage collector walks as many
objects as in one match that long: wall and processor seconds, the collector's share, its full passes and
the objects held a move. A match between those people that reaches the limit by itself (The Things) is one
file, read, and read again with its last move played out of turn, until it is refused.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from tabletop import games, rules_book  # noqa: E402
from tabletop.engine import datafiles, package_files, saves  # noqa: E402
from tabletop.engine.match import COMPUTER, Match, Player  # noqa: E402
from tabletop.lessons import lesson_file  # noqa: E402
from tabletop.ui import layout, settings  # noqa: E402
from tabletop.words.overlay import translated  # noqa: E402
from hostile_saves import BUILDERS  # noqa: E402

LANGUAGES = ("en", "ja")


def best_ms(action, rounds: int) -> float:
    """The fastest of `rounds` runs of `action`, in milliseconds."""
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def save_files(folder: Path) -> list[Path]:
    """One save per game after a seeded computer play-out of 40 moves."""
    paths = []
    for game_id in games.ids():
        game = games.get(game_id)
        players = [Player(f"P{i}", COMPUTER) for i in range(game.min_players)]
        match = Match.start(game_id, players, game.options_for(game.min_players), 1)
        match.play_computers(40)
        paths.append(saves.write_save(folder / f"{game_id}.yaml", match))
    return paths


def whole_loads(folder: Path, save_paths: list[Path]) -> dict:
    """Each kind of file loaded as the app loads it."""
    ids = games.ids()
    with_lessons = lesson_file.available()
    with_books = rules_book.available()
    settings_file = settings.settings_path(folder)
    settings_file.write_text(settings.settings_text(settings.Settings(sound=False)), encoding="utf-8")
    return {
        "layouts": lambda: [layout.load_layout(game_id) for game_id in ids],
        "rules books": lambda: [rules_book.load_book(game_id, lang=lang) for game_id in with_books
                                for lang in LANGUAGES],
        "lessons": lambda: [lesson_file.load_lesson(game_id) for game_id in with_lessons],
        "settings": lambda: settings.read_settings(settings_file),
        "saves": lambda: [saves.read_save(path) for path in save_paths],
        "save headers": lambda: [saves.read_header(path) for path in save_paths],
    }


def shipped(game_id: str, name: str) -> Path:
    """A game's shipped data file on disk (the bench runs from the source tree)."""
    with package_files.on_disk(package_files.game_data(game_id, name)) as path:
        return path


def shape_checks(save_paths: list[Path]) -> dict:
    """Each kind of file checked from data already read and parsed."""
    layouts = {game_id: datafiles.load(shipped(game_id, layout.LAYOUT_FILE), layout.LIMITS)
               for game_id in games.ids()}
    books = {}
    for game_id in rules_book.available():
        path = shipped(game_id, rules_book.BOOK_FILE)
        for lang in LANGUAGES:
            books[(game_id, lang)] = translated(datafiles.load(path, rules_book.LIMITS), path, lang, ValueError)
    lessons = {}
    for game_id in lesson_file.available():
        path = shipped(game_id, lesson_file.LESSON_FILE)
        lessons[game_id] = translated(datafiles.load(path, lesson_file.LIMITS), path, "en", ValueError)
    return {
        "layouts": lambda: [layout.parse_layout(data, game_id) for game_id, data in layouts.items()],
        "rules books": lambda: [rules_book.parse_book(data, game_id, game_id) for (game_id, _), data in books.items()],
        "lessons": lambda: [lesson_file.parse_lesson(data, game_id, game_id) for game_id, data in lessons.items()],
        "settings": lambda: settings.from_data({"sound": False, "language": "ja"}),
    }


def other_files(folder: Path) -> None:
    """Every other kind of file at its own limits: as many values as its size allows, and nested as deep;
    the seconds until each is refused."""
    readers = {"layout": (layout.LIMITS, layout.load_layout_file),
               "rules book": (rules_book.LIMITS, lambda path: rules_book.load_file(path, "army_ants")),
               "lesson": (lesson_file.LIMITS, lambda path: lesson_file.load_lesson_file(path, "army_ants")),
               "settings": (settings.LIMITS, settings.read_settings)}
    print("other files at their limits:")
    for kind, (limits, read) in readers.items():
        for shape, text in (("values", "[" + "0, " * (limits.max_bytes // 3 - 2) + "0]"),
                            ("nesting", "[" * (limits.max_bytes // 2) + "]" * (limits.max_bytes // 2))):
            path = folder / "army_ants.yaml"
            path.write_text(text, encoding="utf-8")
            start = time.perf_counter()
            try:
                read(path)
                answer = "read"
            except Exception as exc:  # noqa: BLE001 -- each format has its own error: shown, not judged
                answer = str(exc)[:70]
            print(f"  {kind:<11} {shape:<8} {len(text) / 1e6:5.2f} MB: {time.perf_counter() - start:6.2f} s; {answer}")


def timed(action) -> tuple[float, str]:
    """Seconds one call took, and what it answered: 'read', 'by name' (no header up front) or the refusal."""
    start = time.perf_counter()
    try:
        answer = "read" if action() is not None else "by name"  # a header not near the start: known by name
    except saves.SaveError as exc:
        answer = "refused: " + str(exc)[:70]
    return time.perf_counter() - start, answer


def hostile_figures(folder: Path, sizes: list[int], kinds: list[str]) -> None:
    """Each hostile save at each size: the time to load or refuse it, and to read its header."""
    print(f"hostile saves (save limit {saves.LIMITS.max_bytes / 1e6:.1f} MB):")
    for size in sizes:
        for kind in kinds:
            path = folder / f"{kind.replace(' ', '-')}.yaml"
            path.write_bytes(BUILDERS[kind](size))
            megabytes = path.stat().st_size / 1e6
            load, answer = timed(lambda: saves.read_save(path))
            header, said = timed(lambda: saves.read_header(path))
            print(f"  {kind:<18} {megabytes:6.2f} MB: read_save {load:6.2f} s, read_header {header:6.3f} s "
                  f"({said[:8]}); {answer}")
            path.unlink()


# Moves that end a match between people early: a double or a draw offer taken, a call that ends the game, an
# attack that removes a card or a player. Without them, Army Ants and The Things can go on for ever.
HURRIED = ("double", "redouble", "drop", "offer_draw", "rescue", "escape", "attack")


def people_match(game_id: str, players: int, seed: int, limit: int) -> Match:
    """A match between people who pick at random among the legal moves, none of them HURRIED when others
    are offered, until it ends or `limit` moves are played."""
    game, rng = games.get(game_id), random.Random(seed)
    match = Match.start(game_id, [Player(f"P{i}") for i in range(players)], game.options_for(players), seed)
    while not match.is_over() and len(match.history) < limit:
        seat = match.to_move()[0]
        moves = match.legal_moves(seat)
        match.play(seat, rng.choice([m for m in moves if m.kind not in HURRIED] or moves))
    return match


def checked_replay(path: Path) -> tuple[list[float], float, float, float]:
    """Read a save as Load and Continue read it: the seconds each move took to replay, the processor seconds
    of them all (what the machine's other work adds less to), and the whole read's seconds and processor
    seconds."""
    times, moves_cpu, real = [], [0.0], saves._replay

    def timed(*args, **kwargs):
        start, cpu = time.perf_counter(), time.thread_time()
        real(*args, **kwargs)
        times.append(time.perf_counter() - start)
        moves_cpu[0] += time.thread_time() - cpu
    saves._replay = timed
    start, cpu = time.perf_counter(), time.process_time()
    try:
        saves.read_save(path)
    finally:
        saves._replay = real
    return times, moves_cpu[0], time.perf_counter() - start, time.process_time() - cpu


def checked_replays(folder: Path, matches: int, limit: int, game_ids: list[str]) -> None:
    """Every game's saves as if from another computer: each move checked as it is replayed."""
    os.environ["TABLETOP_SAVES"] = str(folder)  # the app's key for its marks stays out of the source tree
    print(f"saves from another computer, every move checked ({matches} matches between people per line, "
          f"up to {limit} moves; the limit is {saves.MAX_MOVES} moves):")
    for game_id in game_ids:
        game = games.get(game_id)
        for players in sorted({game.min_players, game.max_players}):
            times, cpu, longest = [], 0.0, (0, 0.0, 0.0)
            for seed in range(matches):
                match = people_match(game_id, players, seed, limit)
                path = saves.write_save(folder / f"{game_id}.yaml", match)
                unsigned(path)
                replayed, moves_cpu, wall, read_cpu = checked_replay(path)
                times, cpu = times + replayed, cpu + moves_cpu
                longest = max(longest, (len(match.history), wall, read_cpu))
            times.sort()
            print(f"  {game_id:<14} {players:>2} players: {len(times):6} moves, {sum(times) / len(times) * 1e6:4.0f} µs "
                  f"a move ({cpu / len(times) * 1e6:4.0f} µs processor), p99 {times[int(len(times) * 0.99)] * 1e6:5.0f} "
                  f"µs, slowest {times[-1] * 1e3:6.1f} ms; the longest match, {longest[0]} moves, read in "
                  f"{longest[1]:.2f} s ({longest[2]:.2f} s processor)", flush=True)


class CollectorClock:
    """The garbage collector's passes while it is on: processor seconds in all, and of its full passes."""

    def __init__(self) -> None:
        self.total = self.full = self.longest = 0.0
        self.passes = 0

    def __enter__(self) -> "CollectorClock":
        gc.callbacks.append(self.tick)
        return self

    def __exit__(self, *exc) -> None:
        gc.callbacks.remove(self.tick)

    def tick(self, phase: str, info: dict) -> None:
        if phase == "start":
            self.started = time.process_time()
            return
        spent = time.process_time() - self.started
        self.total += spent
        if info["generation"] == 2:
            self.full, self.passes, self.longest = self.full + spent, self.passes + 1, max(self.longest, spent)


def unsigned(path: Path) -> list[str]:
    """The save at `path` as if from another computer (no mark of this app); its lines."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines(keepends=True) if not line.startswith("checked:")]
    path.write_text("".join(lines), encoding="utf-8")
    return lines


def out_of_turn(path: Path, lines: list[str], players: int) -> str:
    """The save with its last move played by the next seat instead; how long until it is refused, and why."""
    last = lines[-1]
    seat = int(last[last.index('"seat": ') + 8:].split(",")[0])
    path.write_text("".join(lines[:-1]) + last.replace(f'"seat": {seat},', f'"seat": {(seat + 1) % players},', 1),
                    encoding="utf-8")
    start, cpu = time.perf_counter(), time.process_time()
    try:
        saves.read_save(path)
        answer = "read!"
    except saves.SaveError as exc:
        answer = str(exc)[:60]
    return f"{time.perf_counter() - start:.2f} s ({time.process_time() - cpu:.2f} s processor): {answer}"


def people_saves(folder: Path, game_id: str, players: int, moves: int) -> list[tuple[Path, list[str]]]:
    """Matches between people (`people_match`) until they hold `moves` moves in all, each saved as if from
    another computer: their files and lines."""
    saved, held = [], 0
    while held < moves:
        match = people_match(game_id, players, len(saved), moves - held)
        path = saves.write_save(folder / f"{game_id}-{players}-{len(saved)}.yaml", match)
        saved.append((path, unsigned(path)))
        held += len(match.history)
    return saved


def at_limit(folder: Path, game_ids: list[str]) -> None:
    """MAX_MOVES moves of each game read as from another computer, every read match kept meanwhile."""
    os.environ["TABLETOP_SAVES"] = str(folder)
    print(f"{saves.MAX_MOVES} moves of each game from another computer, every move checked, the matches read held "
          "as one long match holds its states:")
    for game_id in game_ids:
        game = games.get(game_id)
        for players in sorted({game.min_players, game.max_players}):
            saved = people_saves(folder, game_id, players, saves.MAX_MOVES)
            gc.collect()
            before, held = len(gc.get_objects()), []
            with CollectorClock() as collector:
                start, cpu = time.perf_counter(), time.process_time()
                for path, _ in saved:
                    held.append(saves.read_save(path))
                wall, cpu = time.perf_counter() - start, time.process_time() - cpu
            moves = sum(len(match.history) for match in held)
            gc.collect()
            objects = (len(gc.get_objects()) - before) / moves
            print(f"  {game_id:<14} {players:>2} players: {moves} moves in {len(held)} match{'es' * (len(held) > 1)}, read in "
                  f"{wall:.2f} s ({cpu:.2f} s processor; the collector {collector.total:.2f} s, {collector.passes} full "
                  f"passes {collector.full:.2f} s, the longest {collector.longest:.2f} s); {objects:.1f} objects held a move "
                  f"(with {before} before)", flush=True)
            held.clear()
            if len(saved) == 1:
                path, lines = saved[0]
                print(f"  {'':<14} {'':>10}  its last move played out of turn: refused in {out_of_turn(path, lines, players)}")
            for path, _ in saved:
                path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--hostile-sizes", type=int, nargs="*",
                        default=[saves.LIMITS.max_bytes - 4096, 16 << 20])
    parser.add_argument("--kinds", nargs="*", default=list(BUILDERS), choices=list(BUILDERS))
    parser.add_argument("--replays", type=int, default=3, help="matches per game and player count, replayed checked")
    parser.add_argument("--replay-moves", type=int, default=3000, help="the longest of those matches")
    parser.add_argument("--replays-only", action="store_true", help="only the saves from another computer")
    parser.add_argument("--at-limit", action="store_true", help="only each game's saves at the move limit")
    parser.add_argument("--games", nargs="*", default=list(games.ids()), choices=list(games.ids()),
                        help="the games whose saves from another computer are replayed")
    args = parser.parse_args()
    print("load average: " + ", ".join(f"{n:.1f}" for n in os.getloadavg()) + f" on {os.cpu_count()} cores")
    if args.at_limit:
        with tempfile.TemporaryDirectory() as folder:
            at_limit(Path(folder), args.games)
        return
    if args.replays_only:
        with tempfile.TemporaryDirectory() as folder:
            checked_replays(Path(folder), args.replays, args.replay_moves, args.games)
        return
    with tempfile.TemporaryDirectory() as folder:
        save_paths = save_files(Path(folder))
        for title, table in (("whole load", whole_loads(Path(folder), save_paths)),
                             ("shape check only", shape_checks(save_paths))):
            for kind, action in table.items():
                print(f"{title:>16}  {kind:<13} {best_ms(action, args.rounds):8.2f} ms")
    with tempfile.TemporaryDirectory() as folder:
        other_files(Path(folder))
    with tempfile.TemporaryDirectory() as folder:
        hostile_figures(Path(folder), sorted(set(args.hostile_sizes)), args.kinds)
    with tempfile.TemporaryDirectory() as folder:
        checked_replays(Path(folder), args.replays, args.replay_moves, args.games)


if __name__ == "__main__":
    main()
