"""Computer seats' decisions as the session asks for them: what to decide, deciding on the spot, and the
quick move played when a worker could not answer."""

from __future__ import annotations

from typing import Any

from tabletop.bots.decision import Search
from tabletop.bots.levels import LEVELS, decide, decide_for, level_named, tuned
from tabletop.engine.game import Seat
from tabletop.engine.match import Match

from .offer import Request


def request(match: Match, kind: str, seat: Seat, level: str) -> Request:
    """The decision `seat` needs now at `level` ('seat' for a computer seat's move, 'hint' for a person's
    hint), from a copy of the position and the generator the match gives that seat."""
    budget = tuned(match.game, level_named(level)).seconds
    return Request((kind, len(match.history), seat), match.game.id, match.state, seat, level,
                   match.bot_rng(seat), budget)


def decided(job: Request) -> Search | Exception:
    """The decision made here and now (a failure is handed back as the answer, as a worker hands it)."""
    try:
        return decide_for(*job.args)
    except Exception as exc:  # noqa: BLE001 -- a failed search is said at the table, never raised in a frame
        return exc


def quick_move(match: Match, job: Request) -> Any:
    """A legal move chosen at once from what the seat can see (the Easy level): the answer when the
    worker died or took far too long."""
    return decide(match.game, match.state, job.seat, LEVELS["easy"], job.rng).move
