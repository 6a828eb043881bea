"""Play one hosted match between app windows on separate X displays, every person's move made by real
mouse clicks and typing (xdotool), with screenshots of each window as its X server shows it. Needs Xvfb,
xdotool and mss, as `tools/click_tour.py` does, whose helpers it uses.

    # the host: seats P (a person at the host's screen), R (a person on another computer), C (a computer)
    xvfb-run -n 91 -s "-screen 0 1280x800x24" python tools/net_tour.py host three_kings --seats P,R \\
        --seed 7 --out shots/host --meeting shots/meeting.json
    # each joining computer: the Join screen, the address and code typed, a free seat, a name
    xvfb-run -n 92 -s "-screen 0 1280x800x24" python tools/net_tour.py join --name Ben \\
        --out shots/ben --meeting shots/meeting.json

The host writes its port and code to the meeting file once its table is open; a joining window waits for
it, then joins as a person would: Join on the menu, the address and code typed, Connect, the first free
seat, the name typed, Join. Every window saves a screenshot whenever the match moves on (the moves
played, whose turn it is or the screen's curtain change), so the windows' screenshots of one moment bear
the same move count. People's moves: at the host, what a Normal seat would choose from that person's
view; on a joining computer (which has no state, only its offers), one of the offered moves drawn from
the seed. Prints what happened; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import click_tour as ct  # noqa: E402  (it sets the import path and pygame up)
from click_tour import SETTLE, Screen, click, clicks_for, element, frames, lift  # noqa: E402

import pygame  # noqa: E402

from tabletop.engine.match import COMPUTER, REMOTE, Player  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.ui.app import Context, open_window  # noqa: E402
from tabletop.ui.scenes.handover import HandoverScene  # noqa: E402
from tabletop.ui.scenes.remote_table import RemoteTableScene  # noqa: E402
from tabletop.ui.scenes.table import TableScene  # noqa: E402

KINDS = {"P": "human", "R": REMOTE, "C": COMPUTER}
WAIT_SECONDS = 120.0  # for the meeting file, a connection, a seat: a window that never comes must not hold the tour
ANSWER_SECONDS = 3.0  # for the host's answer to a move sent: longer means the clicks made none
LINGER = 240  # frames the host stays open after the end, so the joined screens get the results


def typed(window: str, text: str) -> None:
    subprocess.run(["xdotool", "type", "--window", window, text], check=True)


def wait_for(ctx, clock, ready, what: str):
    """Frames until `ready()` gives something; it, or an exit with what never came."""
    started = time.monotonic()
    while time.monotonic() - started < WAIT_SECONDS:
        found = ready()
        if found:
            return found
        frames(ctx, 1, clock)
    sys.exit(f"gave up waiting for {what}")


class Moments:
    """Screenshots whenever the match moves on as this window sees it."""

    def __init__(self, screen: Screen):
        self.screen, self.last = screen, None

    def look(self, ctx, played: int, acting, what: str) -> None:
        key = (played, acting, what)
        if key != self.last:
            self.last = key
            self.screen.save(f"m{played:03d}-{what}")


def host(args, ctx, screen, clock) -> None:
    kinds = args.seats.split(",")
    players = [Player(ct.NAMES[i], KINDS[k]) for i, k in enumerate(kinds)]
    ctx.nav.setup(args.game, players)
    frames(ctx, 30, clock)
    window = str(pygame.display.get_wm_info()["window"])
    click(window, element(ctx.scenes.top, "#seed").rect.center)
    typed(window, str(args.seed))
    frames(ctx, SETTLE, clock)
    screen.save("setup")
    click(window, element(ctx.scenes.top, "#start").rect.center)
    frames(ctx, 30, clock)
    table = ctx.scenes.stack[0]
    hosting = table.hosting
    args.meeting.write_text(json.dumps({"port": hosting.host.port, "code": hosting.host.code}))
    screen.save("invitation")
    play(ctx, table.match, window, screen, clock, args, local=True)
    for _ in range(LINGER):
        frames(ctx, 1, clock)


def join(args, ctx, screen, clock) -> None:
    ctx.nav.menu()
    frames(ctx, 30, clock)
    window = str(pygame.display.get_wm_info()["window"])
    meeting = wait_for(ctx, clock, lambda: args.meeting.exists() and args.meeting.read_text(), "the meeting file")
    meeting = json.loads(meeting)
    click(window, element(ctx.scenes.top, "#join").rect.center)
    frames(ctx, 30, clock)
    for name, text in (("address", f"127.0.0.1:{meeting['port']}"), ("code", meeting["code"])):
        click(window, element(ctx.scenes.top, f"#{name}").rect.center)
        typed(window, text)
        frames(ctx, SETTLE, clock)
    screen.save("join-typed")
    click(window, element(ctx.scenes.top, "#connect").rect.center)
    wait_for(ctx, clock, lambda: ctx.scenes.top.stage() == "seat" and ctx.scenes.top.seats, "the seats")
    frames(ctx, SETTLE, clock)
    click(window, element(ctx.scenes.top, "#name").rect.center)
    typed(window, args.name)
    frames(ctx, SETTLE, clock)
    screen.save("join-seat")
    click(window, element(ctx.scenes.top, "#join").rect.center)
    table = wait_for(ctx, clock, lambda: isinstance(ctx.scenes.top, RemoteTableScene) and ctx.scenes.top,
                     "the table")
    frames(ctx, 30, clock)
    play(ctx, table.match, window, screen, clock, args, local=False)


def pick(ctx, table, local: bool, rng: Rng):
    """The move this window's person makes now, and the generator after."""
    if local:
        from tabletop.bots.levels import LEVELS, decide
        value, rng = rng.next64()
        return decide(table.match.game, table.match.state, table.viewer, LEVELS["normal"],
                      Rng.from_seed(value)).move, rng
    return rng.choice(list(table.offered.moves))


def play(ctx, match, window, screen, clock, args, local: bool) -> None:
    """Curtains lifted, the person's moves clicked, a screenshot at every moment, until the match ends."""
    rng, made, curtains, refused, started = Rng.from_seed(args.seed * 31 + len(args.name)), 0, 0, 0, time.monotonic()
    moments, aheads = Moments(screen), 0
    while ctx.running and time.monotonic() - started < args.seconds:
        top = ctx.scenes.top
        if isinstance(top, HandoverScene):
            curtains += 1
            moments.look(ctx, len(match.history), top.name, f"curtain-{top.name}")
            lift(ctx, window, clock)
            continue
        if not isinstance(top, TableScene) or match.is_over():
            frames(ctx, 90, clock)
            screen.save("end")
            break
        table = top
        if local and table.hosting is not None and table.hosting.box is not None:
            frames(ctx, ct.GUARD, clock)
            screen.save("invitation-open")
            subprocess.run(["xdotool", "key", "--window", window, "Escape"], check=True)  # Close, as Esc does
            frames(ctx, SETTLE, clock)
            continue
        offered = table.offered
        mine = bool(offered.moves) and not table.busy() and \
            (not local or not match.players[offered.acting].is_remote)
        moments.look(ctx, len(match.history), offered.acting, "ahead" if mine and offered.ahead else
                     "decide" if mine else "watch")
        if not mine:
            frames(ctx, 1, clock)
            continue
        frames(ctx, ct.GUARD, clock)  # a person's eye and hand take a moment to reach the new position
        if table.offered.moves != offered.moves or table.busy():
            continue
        if offered.ahead:  # a card chosen now for later every other time, else the button that hands over
            aheads += 1
            move = offered.moves[0] if aheads % 2 else offered.moves[-1]
            for pos in clicks_for(table, move):
                click(window, pos)
                frames(ctx, SETTLE, clock)
            continue
        move, rng = pick(ctx, table, local, rng)
        before = len(match.history)
        for pos in clicks_for(table, move):
            click(window, pos)
            frames(ctx, SETTLE, clock)
        if len(match.history) == before and table.choice is not None and move in table.choice.moves:
            click(window, table.choice.rows[table.choice.moves.index(move)].center)
            frames(ctx, SETTLE, clock)
        answered = time.monotonic() + ANSWER_SECONDS
        while len(match.history) == before and time.monotonic() < answered:
            frames(ctx, 1, clock)
        if len(match.history) == before:
            refused += 1
            screen.save(f"not-made-{move.kind}")
            if refused > 20:
                break
        made += 1
    print(f"{'host' if local else args.name}: {len(match.history)} moves seen, {made} made by clicks "
          f"({refused} not made), {aheads} offers to choose ahead, {curtains} curtains, over: {match.is_over()}, "
          f"{time.monotonic() - started:.0f} s; {screen.count} screenshots in {args.out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("role", choices=("host", "join"))
    parser.add_argument("game", nargs="?", default="three_kings")
    parser.add_argument("--seats", default="P,R")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--name", default="Host")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--out", type=Path, default=Path("tour"))
    parser.add_argument("--meeting", type=Path, required=True)
    parser.add_argument("--seconds", type=float, default=900.0, help="stop after this long")
    args = parser.parse_args()
    size = tuple(int(n) for n in args.size.split("x"))
    ctx = Context(open_window(size), saves_dir=args.out / "saves")
    screen, clock = Screen(args.out), pygame.time.Clock()
    (host if args.role == "host" else join)(args, ctx, screen, clock)
    pygame.quit()


if __name__ == "__main__":
    main()
