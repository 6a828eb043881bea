"""Information-set Monte Carlo tree search (one tree, seen from the searching seat).

Each iteration draws a determinization of the position from the seat's view
(hidden cards and future dice redrawn), walks down the tree along moves that
are legal in that world (choosing by UCB, counting how often each move was
available), adds one node, plays a few random moves and estimates the
result, then credits every node with the result of the seat that moved into
it. The move tried most often at the root is chosen. The searching seat's
own view is the only way in: the real state's hidden parts are never read.
"""

from __future__ import annotations

import math
import time
from typing import Any

from tabletop.engine import search_help
from tabletop.engine.game import Game, Move, Seat
from tabletop.engine.rng import Rng

from .decision import Search
from .playouts import play_on
from .random_bot import sensible_moves

EXPLORATION = 0.7
MIN_ITERATIONS = 16  # even on a slow machine, a decision looks at a few futures


class _Node:
    __slots__ = ("mover", "children", "visits", "total", "available")

    def __init__(self, mover: Seat | None):
        self.mover = mover
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0

    def ucb(self, log_available: float) -> float:
        return self.total / self.visits + EXPLORATION * math.sqrt(log_available / self.visits)


def search(game: Game, state: Any, seat: Seat, rng: Rng, seconds: float, iterations: int,
           rollout_moves: int) -> Search:
    """The best move for `seat` found within `seconds` (and at most `iterations` iterations)."""
    choices = sensible_moves(game, state, seat)
    if len(choices) == 1:
        return Search(choices[0], 0, 0, 0.0)
    root = _Node(None)
    deadline = time.perf_counter() + seconds
    done = 0
    while done < iterations and (done < MIN_ITERATIONS or time.perf_counter() < deadline):
        value, rng = rng.next64()
        world = game.determinize(state, seat, Rng.from_seed(value))
        rng = _iterate(game, world, root, rng, rollout_moves)
        done += 1
    best = max(choices, key=lambda m: (root.children[m].visits, root.children[m].total)
               if m in root.children else (-1, 0.0))
    node = root.children.get(best)
    visits = node.visits if node else 0
    return Search(best, done, visits, node.total / visits if visits else 0.0)


def _iterate(game: Game, world: Any, root: _Node, rng: Rng, rollout_moves: int) -> Rng:
    """One selection, expansion, play-out and back-up in one determinized world."""
    path = [root]
    node = root
    while not game.is_over(world):
        mover = game.to_move(world)[0]
        legal = sensible_moves(game, world, mover)
        untried = [m for m in legal if m not in node.children]
        if untried:
            move, rng = rng.choice(untried)
            child = node.children[move] = _Node(mover)
            for m in legal:
                if m in node.children:
                    node.children[m].available += 1
            world = game.apply_legal(world, mover, move)
            path.append(child)
            break
        for m in legal:
            node.children[m].available += 1
        move = max(legal, key=lambda m: node.children[m].ucb(math.log(node.children[m].available)))
        node = node.children[move]
        world = game.apply_legal(world, mover, move)
        path.append(node)
    result, rng = _play_out(game, world, rng, rollout_moves)
    for visited in path:
        visited.visits += 1
        if visited.mover is not None:
            visited.total += result[visited.mover]
    return rng


def _play_out(game: Game, world: Any, rng: Rng, moves: int) -> tuple[tuple[float, ...], Rng]:
    """A few random moves, then the game's estimate of the position (its returns at the end)."""
    world, rng = play_on(game, world, lambda state, mover, rng: rng.choice(sensible_moves(game, state, mover)),
                         rng, moves)
    return (game.returns(world) if game.is_over(world) else search_help.estimate(game, world)), rng
