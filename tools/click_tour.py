"""Play one match in the app's own window on an X display, every person's move made by real mouse clicks
(xdotool, through the X server, as a person's hand would), and keep screenshots of the screen as the X
server shows it: each curtain, a person's decisions (before the clicks) and the results. Needs an X server
(Xvfb), xdotool and mss (`pip install mss`: it reads the X server's picture).

    xvfb-run -a -s "-screen 0 1280x800x24" python tools/click_tour.py the_things --seats P,C,P,C,P \\
        --seed 21 --out shots/things

Seats: P a person at this screen, C a computer seat (Normal). The people's moves are what a Normal seat
would choose from that person's view; the clicks go where the table draws the move's places, or on its
button, or on its row in a box. The match opens at the table (the setup screen has its own tests).
Prints what happened; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]  # ui_helpers finds a view path on the window
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop.bots.levels import LEVELS, decide  # noqa: E402
from tabletop.engine.match import COMPUTER, Player  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.ui import scenes  # noqa: E402,F401  (the navigator finds the scenes through it)
from tabletop.ui.app import Context, open_window, run_frame  # noqa: E402
from tabletop.ui.scenes.handover import HandoverScene  # noqa: E402
from tabletop.ui.scenes.table import TableScene  # noqa: E402
from ui_helpers import centre_of  # noqa: E402

NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo")
SETTLE = 12  # frames after a click before the next look: the X server's event reaches the window first
GUARD = 36  # frames a person takes to reach a curtain's button: more than the session's guard against a double-click


class Screen:
    """The X server's picture of the window, saved in order."""

    def __init__(self, out: Path):
        import mss
        self.grabber = mss.MSS()
        self.out = out
        self.count = 0
        out.mkdir(parents=True, exist_ok=True)

    def save(self, what: str) -> Path:
        import mss.tools
        self.count += 1
        path = self.out / f"{self.count:03d}-{what}.png"
        shot = self.grabber.grab(self.grabber.monitors[0])
        mss.tools.to_png(shot.rgb, shot.size, output=str(path))
        return path


def click(window: str, pos: tuple[int, int]) -> None:
    """A left click at a window point, sent through the X server."""
    subprocess.run(["xdotool", "mousemove", "--window", window, str(pos[0]), str(pos[1]), "click", "1"],
                   check=True)


def clicks_for(table: TableScene, move) -> list[tuple[int, int]]:
    """Where a person clicks to make `move`: its places in order, or its button."""
    if move.targets:
        return [centre_of(table, path) for path in move.targets[0]]
    table.draw(table.ctx.screen)
    buttons = table.selection.buttons()
    if move in buttons:
        return [centre_of(table, f"button/move{buttons.index(move)}")]
    return []


def element(scene, object_id: str):
    """A pygame_gui element of a screen by its object id, or None."""
    return next((e for e in scene.manager.get_root_container().elements
                 if e.most_specific_combined_id.endswith(object_id)), None)


def frames(ctx: Context, count: int, clock: pygame.time.Clock) -> None:
    for _ in range(count):
        run_frame(ctx, pygame.event.get(), min(clock.tick(60) / 1000, 0.05))


def lift(ctx, window: str, clock: pygame.time.Clock) -> None:
    """The person named on the curtain clicks it away, once it has been down long enough: a click too soon
    after it came down does not lift it."""
    frames(ctx, GUARD, clock)
    click(window, (ctx.size[0] // 2, ctx.size[1] // 2))
    frames(ctx, SETTLE, clock)


def choose_ahead(ctx, table, window, screen, clock, count: int) -> None:
    """A person offered their next move ahead (Finesse: a follow after the next person's card) takes the
    offer every other time, with its first move, and else hands over to choose at their turn."""
    screen.save(f"ahead-{count}")
    moves = table.offered.moves
    move = moves[0] if count % 2 else moves[-1]  # the last is the button that hands over without choosing
    for pos in clicks_for(table, move):
        click(window, pos)
        frames(ctx, SETTLE, clock)


def ask_hint(ctx, table, window, screen, clock, made: int):
    """Press H as a person asking for a hint would, wait for it (a few seconds at most) and keep the screen;
    the hinted move, which the person then plays."""
    subprocess.run(["xdotool", "key", "--window", window, "h"], check=True)
    for _ in range(300):
        frames(ctx, 1, clock)
        if table.hint is not None:
            break
    frames(ctx, SETTLE, clock)
    screen.save(f"hint-{made + 1}")
    return table.hint


def lesson_tour(ctx, screen, clock, game_id: str) -> None:
    """The game's lesson from the menu's Learn button to its end, each step by clicks: Next on the callout,
    the asked move on the table; a screenshot of every step."""
    ctx.nav.menu()
    frames(ctx, 30, clock)
    window = str(pygame.display.get_wm_info()["window"])
    while (learn := element(ctx.scenes.top, f"#learn_{game_id}")) is None:
        click(window, element(ctx.scenes.top, "#next_page").rect.center)  # the game is on a later page
        frames(ctx, SETTLE, clock)
    click(window, learn.rect.center)
    frames(ctx, 30, clock)
    scene, steps = ctx.scenes.top, 0
    for _ in range(20_000):  # frames while a reply lands count too
        stage = scene.stage()
        if stage == "reply" or scene.waiting():
            frames(ctx, 1, clock)
            continue
        steps += 1
        screen.save(f"step-{scene.run.index + 1}-{stage}")
        if stage == "finished":
            break
        if stage == "do":
            asked = scene.run.asked()
            for path in (asked.targets[0] if asked.targets else ("button/move0",)):
                click(window, centre_of(scene, path))
                frames(ctx, SETTLE, clock)
        else:
            scene.draw(ctx.screen)
            click(window, next(rect for name, _, rect in scene.callout.buttons if name == "next").center)
            frames(ctx, SETTLE, clock)
    print(f"{game_id} lesson: {steps} steps by clicks, finished: {scene.stage() == 'finished'}; "
          f"{screen.count} screenshots")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seats", default="P,C")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--out", type=Path, default=Path("tour"))
    parser.add_argument("--max-moves", type=int, default=400, help="stop after this many moves in all")
    parser.add_argument("--every", type=int, default=1, help="a screenshot at every Nth person's move")
    parser.add_argument("--hints", type=int, default=0, help="ask for a hint at every Nth person's move, and follow it")
    parser.add_argument("--lesson", action="store_true", help="the game's lesson instead of a match")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    if args.lang != "en":
        from tabletop.words import use
        use(args.lang)
    kinds = args.seats.split(",")
    players = [Player(NAMES[i], COMPUTER if k == "C" else "human") for i, k in enumerate(kinds)]
    size = tuple(int(n) for n in args.size.split("x"))
    ctx = Context(open_window(size), saves_dir=args.out / "saves")
    screen, clock = Screen(args.out), pygame.time.Clock()
    if args.lesson:
        lesson_tour(ctx, screen, clock, args.game)
        pygame.quit()
        return
    ctx.nav.setup(args.game, players)
    frames(ctx, 30, clock)
    window = str(pygame.display.get_wm_info()["window"])  # the X window's id, for xdotool
    click(window, element(ctx.scenes.top, "#seed").rect.center)
    subprocess.run(["xdotool", "type", "--window", window, str(args.seed)], check=True)
    frames(ctx, SETTLE, clock)
    screen.save("setup")
    click(window, element(ctx.scenes.top, "#start").rect.center)
    frames(ctx, 30, clock)
    match = ctx.scenes.stack[0].match
    screen.save("table")
    tour(ctx, match, window, screen, clock, args)
    pygame.quit()


def tour(ctx, match, window, screen, clock, args) -> None:
    rng, made, curtains, refused, ahead, started = Rng.from_seed(args.seed), 0, 0, 0, 0, time.monotonic()
    while ctx.running and len(match.history) < args.max_moves:
        top = ctx.scenes.top
        if isinstance(top, HandoverScene):
            curtains += 1
            screen.save(f"curtain-{top.name}")
            lift(ctx, window, clock)
            continue
        if not isinstance(top, TableScene) or match.is_over():
            frames(ctx, 90, clock)
            screen.save("end")
            break
        table = top
        if table.offered.ahead and not table.busy():
            ahead += 1
            choose_ahead(ctx, table, window, screen, clock, ahead)
            continue
        seats = [s for s in match.to_move() if not match.players[s].is_computer]
        if table.busy() or not seats or table.viewer not in seats:
            frames(ctx, 1, clock)
            continue
        value, rng = rng.next64()
        move = decide(match.game, match.state, table.viewer, LEVELS["normal"], Rng.from_seed(value)).move
        if args.hints and made % args.hints == 0:
            move = ask_hint(ctx, table, window, screen, clock, made) or move
        before = len(match.history)
        if made % args.every == 0:
            screen.save(f"decide-{made + 1}-{match.players[table.viewer].name}-{move.kind}")
        points = clicks_for(table, move)
        for pos in points:
            click(window, pos)
            frames(ctx, SETTLE, clock)
        if len(match.history) == before and points and table.choice is None:
            click(window, points[-1])  # a choice laid face down waits for a second click, as the table says
            frames(ctx, SETTLE, clock)
        if len(match.history) == before and table.choice is not None and move in table.choice.moves:
            click(window, table.choice.rows[table.choice.moves.index(move)].center)  # a box asks which
            frames(ctx, SETTLE, clock)
        if len(match.history) == before:
            refused += 1
            screen.save(f"not-made-{move.kind}")
            if refused > 20:
                break
            table.play(move, confirmed=True)  # what no click made, played so the tour goes on
        made += 1
    print(f"{args.game}: {len(match.history)} moves, {made} by clicks of people ({refused} not made by "
          f"clicks), {curtains} curtains, over: {match.is_over()}, {time.monotonic() - started:.0f} s; "
          f"{screen.count} screenshots in {args.out}")


if __name__ == "__main__":
    main()
