"""Long matches: what the frame that makes a move pays for the autosave, and how fast the Load screen
and the menu open with long saves in the folder. Prints; asserts nothing.

    python bench/long_games.py [--lengths 300 3000 20000] [--saves 50]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.engine import save_folder  # noqa: E402
from tabletop.engine.autosaver import BackgroundSaver  # noqa: E402
from tabletop.engine.match import Match, Player  # noqa: E402
from tabletop.engine.saves import _dump, match_to_dict, read_save, save_text, write_save  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from run import long_match  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def autosave_figures(match: Match, folder: Path, moves: int = 20) -> None:
    """The frame's share (text + hand-over) over the next `moves` moves, then the worker's write."""
    saver, path = BackgroundSaver(), folder / "autosave.yaml"
    saver.submit(path, save_text(match))  # the table's first autosave, when it opens
    saver.flush()
    frame_costs, writes = [], []
    for _ in range(moves):
        seat = match.to_move()[0]
        match.play(seat, match.legal_moves(seat)[0])
        start = time.perf_counter()
        saver.submit(path, save_text(match))
        frame_costs.append(time.perf_counter() - start)
        began = time.perf_counter()
        saver.flush()
        writes.append(time.perf_counter() - began)
    start = time.perf_counter()
    _dump(match_to_dict(match))
    full = time.perf_counter() - start
    print(f"  {len(match.history)} moves ({path.stat().st_size / 1e6:.2f} MB): autosave on the move's frame "
          f"median {ms(statistics.median(frame_costs))}, max {ms(max(frame_costs))}; "
          f"written off the frame in median {ms(statistics.median(writes))}; "
          f"a whole new YAML dump would take {ms(full)}")


def load_screen_figures(long: Match, count: int, folder: Path) -> None:
    """The Load screen opened (listing `count` saves, one of them long) and resized."""
    import pygame
    from tabletop.ui.app import Context, open_window
    from tabletop.ui.scenes.saveload import LoadScene

    short = Match.start("chains", [Player("A"), Player("B")], {}, 1)
    short.play_computers(30)
    for i in range(count - 1):
        write_save(folder / f"save {i:02d}.yaml", short)
    write_save(folder / "the long one.yaml", long)
    ctx = Context(open_window((1280, 800)), saves_dir=folder)
    save_folder._described.clear()
    start = time.perf_counter()
    scene = LoadScene(ctx)
    ctx.scenes.push(scene)
    scene.draw(ctx.screen)
    opened = time.perf_counter() - start
    start = time.perf_counter()
    scene.resize((1000, 700))
    scene.draw(ctx.screen)
    resized = time.perf_counter() - start
    pygame.quit()
    print(f"  Load screen with {count} saves (one of {len(long.history)} moves): opens in {ms(opened)}, "
          f"redraws after a resize in {ms(resized)}")


def menu_and_continue_figures(long: Match, folder: Path) -> None:
    """Start to menu with that match as the autosave, and Continue's replay of it."""
    import pygame
    from tabletop.ui.app import Context, open_window
    from tabletop.ui.scenes.menu import MenuScene

    os.environ["TABLETOP_SAVES"] = str(folder)
    write_save(folder / "autosave.yaml", long)
    ctx = Context(open_window((1280, 800)), saves_dir=folder)
    start = time.perf_counter()
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.top.draw(ctx.screen)
    menu = time.perf_counter() - start
    pygame.quit()
    start = time.perf_counter()
    read_save(folder / "autosave.yaml")
    replay = time.perf_counter() - start
    print(f"  menu with a {len(long.history)}-move autosave opens in {ms(menu)}; "
          f"Continue replays it in {replay:.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lengths", type=int, nargs="*", default=[300, 3000, 20000])
    parser.add_argument("--saves", type=int, default=50)
    args = parser.parse_args()
    longest = None
    for length in args.lengths:
        match = long_match("army_ants", 2, length)
        with tempfile.TemporaryDirectory() as folder:
            autosave_figures(match, Path(folder))
        longest = match
    with tempfile.TemporaryDirectory() as folder:
        load_screen_figures(longest, args.saves, Path(folder))
    with tempfile.TemporaryDirectory() as folder:
        menu_and_continue_figures(longest, Path(folder))


if __name__ == "__main__":
    main()
