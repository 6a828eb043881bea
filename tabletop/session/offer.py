"""What the screen may show now, as the session offers it to whatever draws the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.game import Move, Seat


@dataclass(frozen=True)
class Curtain:
    """The screen is covered until `seat`'s person comes to it: who they are, and why they are asked."""

    seat: Seat
    person: str  # "Carol (Red)"
    name: str    # "Carol"
    reason: str  # why they are asked, from public facts only
    since: float  # the session's clock when the curtain came down


@dataclass(frozen=True)
class Offer:
    """What the screen may show and take now.

    `view` is exactly `game.view(state, viewer)`: `viewer` is the seat whose private view is shown, or
    None for the public table. `acting` is the seat whose `moves` are offered: the viewer, or a person
    deciding at the public table. `facing` is the seat the table is turned to (its side at the bottom)
    and `turned` that seat's `viewer…` keys, which turn the table but hide nothing. `auto` is a move the
    table makes for the acting person after a pause (their only move, when they asked for that). `ahead`:
    the moves are not the acting person's to make now but to choose for their next decision, which is made
    for them when it comes (one button among them hands over without choosing).
    `waiting` is a person on another computer whose decision the table waits for."""

    viewer: Seat | None
    curtain: Curtain | None
    view: dict
    moves: tuple[Move, ...]
    thinking: Seat | None
    acting: Seat | None
    facing: Seat
    turned: dict
    auto: Move | None
    message: str
    error: bool
    hint: Move | None
    catch_up: Any  # a CatchUp, or None
    ahead: bool = False
    waiting: Seat | None = None


@dataclass(frozen=True)
class Request:
    """A decision for the worker: a computer seat's move, or a hint for the person at the screen."""

    key: tuple
    game_id: str
    state: Any
    seat: Seat
    level: str
    rng: Any
    budget: float  # seconds the level searches for; the worker may take a little longer, not much

    @property
    def args(self) -> tuple:
        """`decide_for`'s arguments, plain values a worker process can receive."""
        return (self.game_id, self.state, self.seat, self.level, self.rng)
