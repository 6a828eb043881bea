"""Command line: open the app, simulate matches headlessly, load a save, draw a screenshot."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

from tabletop import games
from tabletop.engine.autosaves import autosave_of
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.save_folder import clean_temp_files
from tabletop.engine.saves import SaveError, read_save
from tabletop.words import LANGUAGES, from_locale, use


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=Path(sys.argv[0]).name or "tabletop", description="Tabletop: hobby games, rules enforced.")
    parser.add_argument("--load", metavar="FILE", help="open a save file")
    parser.add_argument("--screenshot", metavar="OUT.png", help="with --load: draw the table once to a PNG and exit")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1280x800")
    parser.add_argument("--lang", choices=LANGUAGES, help="the app's language (remembered for the next start)")
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="play whole matches with computer seats and print a summary")
    sim.add_argument("game", choices=games.ids())
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--players", type=int, default=None)
    sim.add_argument("--max-moves", type=int, default=20000, help="give up on a match after this many moves")
    return parser.parse_args(argv)


def simulate(game_id: str, count: int, seed: int, players: int | None, max_moves: int) -> int:
    """Play `count` matches with random computer seats; prints one line per outcome kind."""
    game = games.get(game_id)
    players = players or game.min_players
    seats = [Player(f"Computer {i + 1}", COMPUTER) for i in range(players)]
    outcomes: Counter[str] = Counter()
    total_moves, unfinished = 0, 0
    start = time.perf_counter()
    for n in range(count):
        match = Match.start(game_id, seats, game.options_for(players), seed + n)
        while not match.is_over() and len(match.history) < max_moves:
            seat = match.to_move()[0]
            match.play(seat, match.computer_move(seat))
        total_moves += len(match.history)
        if not match.is_over():
            unfinished += 1
            continue
        winners = game.result(match.state)["winners"]
        outcomes[", ".join(game.seat_name(s) for s in winners) or "draw"] += 1
    seconds = time.perf_counter() - start
    for outcome, times in sorted(outcomes.items()):
        print(f"{outcome}: {times}")
    if unfinished:
        print(f"unfinished after {max_moves} moves: {unfinished}")
    rate = total_moves / seconds if seconds else 0.0
    print(f"games: {count}, moves: {total_moves}, seconds: {seconds:.2f}, moves/s: {rate:.0f}")
    return 0


def screenshot(match: Match, out: str, size: tuple[int, int]) -> int:
    """Draw the table of `match` once into a PNG, without showing a window."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame  # here, not at the top: simulate and --help run without pygame
    from tabletop.ui.app import Context, open_window  # here, as pygame
    from tabletop.ui.scenes.table import TableScene  # here, as pygame

    ctx = Context(open_window(size))
    scene = TableScene(ctx, match, autosave=False)
    scene.draw(ctx.screen)
    pygame.image.save(ctx.screen, out)
    pygame.quit()
    print(f"wrote {out}")
    return 0


def run_app(load: str | None, size: tuple[int, int], lang: str | None = None) -> int:
    """Open the window on the menu, or straight on a loaded save, speaking `lang` (else the language
    chosen before, else the system's)."""
    from tabletop.ui import scenes  # noqa: F401  here, as pygame below; the navigator reaches the scenes through it
    from tabletop.ui.app import Context, main_loop, open_window  # here, not at the top: simulate runs without pygame
    from tabletop.ui.settings import load_settings, save_settings  # here, as pygame
    from tabletop.ui.sounds import SoundPlayer  # here, as pygame
    from tabletop.words.wording import reason_of  # here, with the app

    ctx = Context(open_window(size))
    clean_temp_files(ctx.saves_dir)  # what saves cut short by a crash or a power cut left behind
    ctx.settings = load_settings(ctx.saves_dir)
    if lang and lang != ctx.settings.language:  # asked for on the command line: remembered, as a menu choice is
        ctx.settings = replace(ctx.settings, language=lang)
        save_settings(ctx.saver, ctx.saves_dir, ctx.settings)
    use(starting_language(ctx.settings.language))
    ctx.sounds = SoundPlayer.opened()
    ctx.nav.menu()
    if load:  # read off the frame loop, over the menu: a refusal is said there
        ctx.nav.open_save(Path(load), autosave_of(Path(load), ctx.saves_dir), lambda exc: ctx.nav.menu(reason_of(exc)))
    main_loop(ctx)
    return 0


def starting_language(chosen: str) -> str:
    """The language the app opens in: the one chosen before (menu or --lang), else the system's."""
    return chosen or from_locale()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "simulate":
        return simulate(args.game, args.games, args.seed, args.players, args.max_moves)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print("--size must look like 1280x800", file=sys.stderr)
        return 2
    if args.screenshot:
        if not args.load:
            print("--screenshot needs --load FILE", file=sys.stderr)
            return 2
        try:
            match = read_save(args.load)
        except SaveError as exc:
            print(exc, file=sys.stderr)
            return 2
        use(args.lang or "en")
        return screenshot(match, args.screenshot, (width, height))
    return run_app(args.load, (width, height), args.lang)
