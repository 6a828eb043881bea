"""Play-outs: a position played on by a policy, and a game's shortlist of moves compared by them.

A game that knows its good moves better than a tree search does (card sense,
rules of thumb) names a few candidates, its own choice first (a `Shortlist`),
and declares how its positions are played on and judged (`PlayOuts`). Each
candidate is played on in the same worlds drawn from the seat's view, so the
moves are compared on the same hidden cards and dice; the best mean wins (or
the game's own verdict), and the game's own choice keeps a tie. The searching
seat's view is the only way in, as in the tree search. For a given generator
and world count the choice is always the same; a clock can only stop it sooner.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any, Callable

from tabletop.engine.game import Game, Move, Seat
from tabletop.engine.rng import Rng
from tabletop.engine.search_help import PlayedOut, PlayOuts, Shortlist

from .decision import Search

Policy = Callable[[Any, Seat, Rng], tuple[Move, Rng]]


def play_on(game: Game, world: Any, policy: Policy, rng: Rng, plies: int,
            done: Callable[[Any], bool] | None = None) -> tuple[Any, Rng]:
    """`world` after at most `plies` moves of `policy` for whoever is to move; it stops early at the
    game's end or once `done`."""
    is_over, to_move, apply_legal = game.is_over, game.to_move, game.apply_legal  # bound once: the hot loop
    for _ in range(plies):
        if is_over(world) or (done is not None and done(world)):
            break
        mover = to_move(world)[0]
        move, rng = policy(world, mover, rng)
        world = apply_legal(world, mover, move)
    return world, rng


def compare(game: Game, state: Any, seat: Seat, shortlist: Shortlist, rng: Rng, worlds: int,
            seconds: float) -> Search:
    """The shortlisted move that fares best over at most `worlds` worlds played out (the game's least
    whatever the clock, more while `seconds` last), and the game's sentence why."""
    moves, help = shortlist.moves, game.search.playouts
    if len(moves) < 2 or help is None:
        return Search(moves[0], 0, 0, 0.0, shortlist.why)
    values = _played_worlds(game, help, state, seat, moves, shortlist.rng or rng, min(worlds, help.worlds),
                            time.perf_counter() + seconds)
    played = len(values[0])
    best = help.pick(values) if help.pick is not None else _best_mean(values, help.loyalty)
    mean = sum(values[best]) / played if played else 0.0
    why = help.why(state, seat, PlayedOut(moves[best], played, len(moves), mean, best != 0))
    return Search(moves[best], played, played, mean, why or shortlist.why)


def _played_worlds(game: Game, help: PlayOuts, state: Any, seat: Seat, moves: tuple[Move, ...], rng: Rng,
                   worlds: int, deadline: float) -> list[list[float]]:
    """Each move's value in every world played out, the worlds shared by every move."""
    values: list[list[float]] = [[] for _ in moves]
    drawn = 0
    while len(values[0]) < worlds and drawn < 2 * worlds and \
            (len(values[0]) < help.least or time.perf_counter() < deadline):
        value, rng = rng.next64()
        drawn += 1
        world = game.determinize(state, seat, Rng.from_seed(value))
        if help.playable is not None and not help.playable(world):
            continue
        play_rng = rng
        if help.draws:
            play_seed, rng = rng.next64()
            play_rng = Rng.from_seed(play_seed)
        for k, move in enumerate(moves):
            values[k].append(_played_out(game, help, world, seat, move, play_rng))
    return values


def _best_mean(values: list[list[float]], loyalty: float) -> int:
    """The move with the best total, the first move's raised by `loyalty` a world; the earlier on a tie."""
    totals = [sum(v) for v in values]
    totals[0] += loyalty * len(values[0])
    return max(range(len(values)), key=lambda k: (totals[k], -k))


def _played_out(game: Game, help: PlayOuts, world: Any, seat: Seat, move: Move, rng: Rng) -> float:
    """How `seat` stands once `move` is played in `world` and the play-out has gone far enough."""
    after = game.apply_legal(world, seat, move)
    done = None if help.done is None else partial(help.done, world)
    end, _ = play_on(game, after, help.policy, rng, help.plies, done)
    return help.value(end, seat)
