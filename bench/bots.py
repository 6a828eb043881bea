"""Computer seats: how strong each level is against the one below, how long it thinks, and how smooth
the table stays while it thinks. Prints; asserts nothing.

    python bench/bots.py [--games-per-pairing 20] [--ids dice_challenge ...] [--pairings normal:easy strong:normal]
                         [--duplicate] [--processes 2]

Two-player games: the higher level's share of the points (win 1, draw 0.5), seats alternating, with its
95% interval (with --duplicate each deal is played at both seats, and a deal's two games count as one).
More players: one seat at the higher level (one team, in a partnership game), the others at the lower;
its share of first places (ties shared) against the fair share, and its mean share of opponents beaten. Solitaire:
its mean score over the best possible. Think times are per decision of the higher level.
Hidden teams that change hands (The Things): each team at the higher level against the other at the lower,
a seat's level following the role its own view shows; its wins with a 95% interval beside the same team's
when the lower level plays both sides on the same deals (the fair share). `--roles seat` measures one seat
at the higher level instead, by the role it ended with.
A game with a tally (TALLIES: busts in Chains) prints it per game and seat, for each level.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop import games  # noqa: E402
from dataclasses import replace  # noqa: E402

from tabletop.bots.levels import LEVELS, decide, decide_for  # noqa: E402
from tabletop.engine.match import COMPUTER, Match, Player  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402

MAX_MOVES = 3000


def chains_busts(before, seat: int, move, after) -> int:
    """1 when a Chains flip onto the chain did not fit (the chain and the card went to the dead pile)."""
    from tabletop.games.chains.deck import value
    from tabletop.games.chains.state import fits
    return int(move.kind == "flip_to_chain" and not fits(before, seat, value(before.draw[seat][0])))


# Per game, an event counted per seat beside the results: (name, (state before, seat, move, state after) -> count).
TALLIES = {"chains": ("busts", chains_busts)}


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def one_game(game_id: str, players: int, strong_seat: int, high: str, low: str, seed: int,
             think: list[float], work: list[int], tally: dict | None = None) -> tuple[float, float]:
    """The higher level's result in one game: (its first place, shared when tied; its return at the end:
    the points in two-player games, the share of opponents beaten with more, the score share solo). The
    game's tallied event (TALLIES) is added up in `tally`, the higher level's seats under "high", the others' "low"."""
    game = games.get(game_id)
    side = partners(game, players, strong_seat)
    seats = [Player(f"C{i}", COMPUTER, high if i in side else low) for i in range(players)]
    match = Match.start(game_id, seats, game.options_for(players), seed)
    rng = Rng.from_seed(seed)
    while not match.is_over() and len(match.history) < MAX_MOVES:
        seat = match.to_move()[0]
        value, rng = rng.next64()
        start = time.perf_counter()
        found = decide(game, match.state, seat, LEVELS[match.players[seat].level], Rng.from_seed(value))
        if seat in side:
            think.append(time.perf_counter() - start)
            work.append(found.iterations)
        before = match.state
        match.play(seat, found.move)
        if tally is not None and game_id in TALLIES:
            key = "high" if seat in side else "low"
            tally[key] = tally.get(key, 0) + TALLIES[game_id][1](before, seat, found.move, match.state)
    if not match.is_over():
        return 1.0 / players, 0.5
    winners = game.result(match.state)["winners"]
    return (1.0 / len(winners) if strong_seat in winners else 0.0), game.returns(match.state)[strong_seat]


def _game(asked: tuple) -> tuple:
    """`one_game` in a worker: its result, the higher level's think times and work, and its tally."""
    think: list[float] = []
    work: list[int] = []
    tally: dict = {}
    return one_game(*asked, think, work, tally), think, work, tally


def spread(work, asked: list, processes: int, iterations: tuple[str, ...]):
    """`work` over every item of `asked`, in order: here, or in `processes` worker processes (each
    with the same fixed iterations as this one)."""
    if processes <= 1:
        return map(work, asked)
    from multiprocessing import get_context
    pool = get_context("spawn").Pool(processes, initializer=fix_iterations, initargs=(list(iterations),))
    with pool:
        return pool.map(work, asked, chunksize=2)


def role_pairing(game_id: str, players: int, high: str, low: str, count: int, first_seed: int = 1000) -> None:
    """A game of hidden roles that change hands (The Things): one seat at `high` among `low` seats, its
    wins counted apart by the role it ended with, beside a `low` seat's in the same games all at `low`
    (the fair share of each role at that table)."""
    game = games.get(game_id)
    tally = {high: {}, low: {}}
    think: list[float] = []
    work: list[int] = []
    for n in range(count):
        seat, seed = n % players, first_seed + n
        for level in (high, low):
            seats = [Player(f"C{i}", COMPUTER, level if i == seat else low) for i in range(players)]
            match = Match.start(game_id, seats, game.options_for(players), seed)
            rng = Rng.from_seed(seed)
            while not match.is_over() and len(match.history) < MAX_MOVES:
                mover = match.to_move()[0]
                value, rng = rng.next64()
                start = time.perf_counter()
                found = decide(game, match.state, mover, LEVELS[match.players[mover].level], Rng.from_seed(value))
                if level == high and mover == seat:
                    think.append(time.perf_counter() - start)
                    work.append(found.iterations)
                match.play(mover, found.move)
            if not match.is_over():
                continue
            result = game.result(match.state)
            role = result["role_of"][seat]
            won, games_played = tally[level].get(role, (0, 0))
            tally[level][role] = (won + (seat in result["winners"]), games_played + 1)
    for role in sorted(set(tally[high]) | set(tally[low])):
        won, played = tally[high].get(role, (0, 0))
        base_won, base_played = tally[low].get(role, (0, 0))
        rate = f"{won / played:.0%}" if played else "-"
        base = f"{base_won / base_played:.0%}" if base_played else "-"
        print(f"  {high} seat among {low} ones, ending as {role}: won {won} of {played} ({rate}); "
              f"{'an' if low[0] in 'aeiou' else 'a'} {low} seat there: {base_won} of {base_played} ({base})", flush=True)
    won = sum(w for w, _ in tally[high].values())
    base_won = sum(w for w, _ in tally[low].values())
    played = sum(p for _, p in tally[high].values())
    base_played = sum(p for _, p in tally[low].values())
    print(f"  {high} seat, any role: won {won} of {played}; {low} seat there: {base_won} of {base_played}; "
          f"{high} thinks {thinking(think, work)}", flush=True)


def team_games(game_id: str, players: int, team: str, high: str, low: str, count: int,
               first_seed: int) -> tuple[int, int]:
    """(games `team` won, games finished) with every seat at `high` while its own view says it is on
    `team`, at `low` otherwise (a seat changes level when its role changes; `high` == `low` is the
    reference: both sides alike)."""
    game = games.get(game_id)
    won = finished = 0
    for n in range(count):
        seed = first_seed + n
        match = Match.start(game_id, [Player(f"C{i}", COMPUTER, low) for i in range(players)],
                            game.options_for(players), seed)
        rng = Rng.from_seed(seed)
        while not match.is_over() and len(match.history) < MAX_MOVES:
            mover = match.to_move()[0]
            value, rng = rng.next64()
            level = high if game.view(match.state, mover).get("role_id") == team else low
            match.play(mover, decide(game, match.state, mover, LEVELS[level], Rng.from_seed(value)).move)
        if match.is_over():
            finished += 1
            won += game.result(match.state).get("team") == team
    return won, finished


def share(won: int, played: int) -> str:
    """'12 of 40 (30%, 95% interval 18-45%)': the Wilson score interval, sound near 0 and 1 and for few games."""
    if not played:
        return "0 of 0"
    z, rate = 1.96, won / played
    middle = (rate + z * z / (2 * played)) / (1 + z * z / played)
    half = z * math.sqrt(rate * (1 - rate) / played + z * z / (4 * played * played)) / (1 + z * z / played)
    return f"{won} of {played} ({rate:.0%}, 95% interval {max(0.0, middle - half):.0%}-{min(1.0, middle + half):.0%})"


def team_pairing(game_id: str, players: int, high: str, low: str, count: int, first_seed: int = 1000) -> None:
    """A game of hidden teams that change hands (The Things): each team played at `high` against the other
    at `low`, its wins beside the same team's when both sides play at `low` on the same deals (its fair share)."""
    humans, finished = team_games(game_id, players, "human", low, low, count, first_seed)
    fair = {"human": humans, "thing": finished - humans}  # every finished game has one winning team
    for team in ("human", "thing"):
        won, played = team_games(game_id, players, team, high, low, count, first_seed)
        print(f"  {high} as the {team}s against {low}: won {share(won, played)}; fair share, {low} on both sides: "
              f"{share(fair[team], finished)}", flush=True)


def partners(game, players: int, seat: int) -> set[int]:
    """The seats that play as one with `seat` (its team in a partnership game), itself included."""
    state = game.new_state(players, game.options_for(players), 0)
    for team in game.view(state, None).get("teams") or ():
        if seat in (team.get("seats") or ()):
            return set(team["seats"])
    return {seat}


def sides(game, players: int) -> int:
    """How many sides play: teams in a partnership game, else seats."""
    state = game.new_state(players, game.options_for(players), 0)
    return len(game.view(state, None).get("teams") or ()) or players


def pairing(game_id: str, players: int, high: str, low: str, count: int, first_seed: int = 1000,
            duplicate: bool = False, processes: int = 1, iterations: tuple[str, ...] = ()) -> None:
    """`count` games, the higher level's seat turning round the table; with `duplicate`, each deal is
    played with the higher level at every seat in turn (the luck of the deal then falls on both levels).
    With `processes` above 1 the games are spread over that many worker processes (the same games and
    results; only the think times feel the shared processors)."""
    think: list[float] = []
    work: list[int] = []
    tally: dict[str, int] = {}
    deals = [first_seed + (n // players if duplicate else n) for n in range(count)]
    games_asked = [(game_id, players, n % players, high, low, deals[n]) for n in range(count)]
    results = []
    for result, game_think, game_work, game_tally in spread(_game, games_asked, processes, iterations):
        results.append(result)
        think += game_think
        work += game_work
        for key, value in game_tally.items():
            tally[key] = tally.get(key, 0) + value
    firsts = sum(r[0] for r in results) / count
    returns = sum(r[1] for r in results) / count
    count_sides = sides(games.get(game_id), players)
    if players == 1:
        what = f"mean score share {returns:.0%}"
    elif count_sides == 2:
        what = f"score {returns:.1%} {interval(results, 1, deals)}" + \
            (" (each team's two seats at one level)" if players > 2 else "")
    else:
        what = (f"share of first places {firsts:.1%} {interval(results, 0, deals)} (fair share "
                f"{1 / count_sides:.0%}), of opponents beaten {returns:.0%}")
    played = f"{count} games" + (f" ({len(set(deals))} deals, each at every seat)" if duplicate else "")
    print(f"  {high} vs {low}: {high}'s {what} over {played}; {high} thinks {thinking(think, work)}", flush=True)
    if game_id in TALLIES:
        seats_high = len(partners(games.get(game_id), players, 0))
        lows = f", {low} {tally.get('low', 0) / count / (players - seats_high):.2f} a seat" if players > seats_high else ""
        print(f"    {TALLIES[game_id][0]} per game: {high} {tally.get('high', 0) / count / seats_high:.2f} a seat{lows}",
              flush=True)


def interval(results: list[tuple[float, float]], part: int, deals: list[int]) -> str:
    """The 95% interval of a mean over the games' results (their `part`), a deal's games taken as one."""
    by_deal: dict[int, list[float]] = {}
    for result, deal in zip(results, deals):
        by_deal.setdefault(deal, []).append(result[part])
    means = [sum(values) / len(values) for values in by_deal.values()]
    if len(means) < 2:
        return ""
    half = 1.96 * statistics.stdev(means) / len(means) ** 0.5
    mean = statistics.mean(means)
    return f"(95% interval {mean - half:.1%} to {mean + half:.1%})"


def thinking(think: list[float], work: list[int]) -> str:
    """A level's decisions in figures: time, and the work behind those that searched (tree-search
    iterations, or worlds played out; a choice by the game's rules alone does none)."""
    times = f"median {statistics.median(think or [0]):.2f} s, p95 {p95(think or [0]):.2f} s"
    searched = [w for w in work if w]
    if not searched:
        return f"{times}; no decision searched"
    return (f"{times}; {len(searched)} of {len(work)} decisions searched, work per search median "
            f"{statistics.median(searched):g}, mean {statistics.mean(searched):.1f}")


def frame_while_thinking(game_id: str, players: int, frames: int = 120) -> None:
    """Table frames at 1280x800 while a Strong seat searches in the table's worker process."""
    import pygame
    from tabletop.ui.app import Context, open_window
    from tabletop.ui.scenes.table import TableScene

    game = games.get(game_id)
    seats = [Player("Bot", COMPUTER, "strong")] + [Player(f"H{i}") for i in range(1, players)]
    match = Match.start(game_id, seats, game.options_for(players), 5)
    ctx = Context(open_window((1280, 800)))
    scene = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(scene)
    times, decisions = [], 0
    scene.update(0.0)  # the seat starts thinking, in the worker process the table uses
    while len(times) < frames:
        start = time.perf_counter()
        scene.dirty = True
        scene.draw(ctx.screen)
        pygame.display.flip()
        times.append(time.perf_counter() - start)
        time.sleep(1 / 120)
        key = ("seat", len(match.history), match.to_move()[0])
        if scene.thinker.result(key)[0]:  # keep it thinking: ask for the same decision again
            decisions += 1
            scene.thinker.start(key, decide_for, game_id, match.state, key[2], "strong", Rng.from_seed(decisions))
    pygame.quit()
    ordered = sorted(times)
    print(f"  table frame while a Strong seat thinks: median {statistics.median(times) * 1000:.1f} ms, "
          f"p99 {ordered[int(len(ordered) * 0.99)] * 1000:.1f} ms")


def fix_iterations(settings: list[str]) -> None:
    """Levels that stop at a fixed iteration count instead of a time budget (play-out searches at that
    many worlds, or the game's own count when lower)."""
    for setting in settings:
        name, count = setting.split("=")
        LEVELS[name] = replace(LEVELS[name], timed=False, iterations=int(count))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games-per-pairing", type=int, default=20)
    parser.add_argument("--ids", nargs="*", default=None)
    parser.add_argument("--pairings", nargs="*", default=["normal:easy", "strong:normal"])
    parser.add_argument("--players", nargs="*", type=int, default=None,
                        help="player counts to play (default: each game's smallest and largest)")
    parser.add_argument("--no-frames", action="store_true")
    parser.add_argument("--frames-only", action="store_true", help="only the frame times while a seat thinks")
    parser.add_argument("--iterations", nargs="*", default=[], metavar="LEVEL=N",
                        help="search exactly N iterations (play out at most N worlds) at LEVEL, with no time "
                             "limit (removes CPU noise)")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--roles", choices=("team", "seat"), default="team",
                        help="games whose roles change hands: each team at the higher level against the other "
                             "(team), or one seat at it, counted by the role it ended with (seat)")
    parser.add_argument("--duplicate", action="store_true",
                        help="play each deal with the higher level at every seat in turn (less luck in the figure)")
    parser.add_argument("--processes", type=int, default=1,
                        help="two-player and free-for-all pairings: spread the games over this many processes")
    args = parser.parse_args()
    fix_iterations(args.iterations)
    for game_id in args.ids or games.ids():
        game = games.get(game_id)
        counts = args.players or (game.min_players, game.max_players)
        for players in sorted({n for n in counts if game.min_players <= n <= game.max_players}):
            print(f"{game_id}, {players} players:")
            for pair in ([] if args.frames_only else args.pairings):
                high, low = pair.split(":")
                if game.facts.roles_change_hands:
                    measure = team_pairing if args.roles == "team" else role_pairing
                    measure(game_id, players, high, low, args.games_per_pairing, args.first_seed)
                    continue
                pairing(game_id, players, high, low, args.games_per_pairing, args.first_seed, args.duplicate,
                        args.processes, tuple(args.iterations))
            if not args.no_frames:
                frame_while_thinking(game_id, players)


if __name__ == "__main__":
    main()
