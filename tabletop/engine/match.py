"""A running match: the game, its players, options and seed, and every move played."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from . import information, registry, table_help
from .game import Game, GameError, IllegalMove, MalformedMove, Move, Seat
from .names import clean_name
from .rng import Rng
from .words import Text, say

VIEWS_KEPT = 24  # positions whose views a match keeps (a catch-up reads those since its seat last moved)

HUMAN, COMPUTER = "human", "computer"
REMOTE = "remote"  # a person playing from another computer, through the host's table (tabletop.net)
LEVEL_NAMES = ("easy", "normal", "strong")  # how a computer seat plays (tabletop.bots.LEVELS)
DEFAULT_LEVEL = "normal"


@dataclass(frozen=True)
class Player:
    """A person at this screen, a person on another computer (REMOTE), or a computer seat."""

    name: str
    kind: str = HUMAN
    level: str = DEFAULT_LEVEL  # only a computer seat's play depends on it

    def __post_init__(self) -> None:
        # Names arrive from shared saves and typing; keep only what can be drawn on one short line.
        object.__setattr__(self, "name", clean_name(self.name))

    @property
    def is_computer(self) -> bool:
        return self.kind == COMPUTER

    @property
    def is_remote(self) -> bool:
        return self.kind == REMOTE


@dataclass(frozen=True)
class Played:
    """One move in the history, with whether it may be taken back."""

    seat: Seat
    move: Move
    undoable: bool


class _LogWords:
    """The game's words for a move in the log, made when first read: those of the legal move it is, looked up
    then. A long match holds one for each move and the garbage collector walks them all, so it is one small
    object that holds neither a partial and its tuple nor the legal move and its words' closure."""

    __slots__ = ("game", "before", "seat", "kind", "params", "targets", "after")

    def __init__(self, game: Game, before: Any, seat: Seat, move: Move, after: Any):
        self.game, self.before, self.seat, self.after = game, before, seat, after
        self.kind, self.params, self.targets = move.kind, move.params, move.targets

    def __call__(self) -> Text:
        game, before, seat = self.game, self.before, self.seat
        move = Move(self.kind, self.params, "", self.targets)
        return game.table.played_label(before, seat, game.find_legal(before, seat, move) or move, self.after)


class Match:
    """Seats, options, seed, the states so far and the moves between them."""

    def __init__(self, game: Game, players: list[Player], options: dict, seed: int,
                 created: float | None = None, start: Any = None):
        game.check_player_count(len(players))
        self.game = game
        self.players = list(players)
        self.options = game.normalise_options(options)
        self.seed = int(seed)
        self.created = created if created is not None else time.time()
        # A prepared position (rules pages, tests, lessons) replays from itself, not from the seed.
        self.prepared = start is not None
        self.states: list[Any] = [start if self.prepared else game.new_state(len(players), self.options, self.seed)]
        self.history: list[Played] = []
        # Views of the latest positions, by the state's identity (the state is held with them, so its identity
        # is not reused meanwhile): every screen and catch-up over the match asks the engine once a seat.
        self._views: dict[int, tuple[Any, dict]] = {}

    @classmethod
    def from_position(cls, game: Game, players: list[Player], state: Any, options: dict | None = None) -> "Match":
        """A match whose first state is a prepared position; it cannot be saved (a save is seed + moves)."""
        return cls(game, players, options or {}, 0, start=state)

    @classmethod
    def start(cls, game_id: str, players: list[Player], options: dict | None = None,
              seed: int | None = None) -> "Match":
        """Begin a match of a registered game; a missing seed is picked at random."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        return cls(registry.get(game_id), players, options or {}, seed)

    # --- reading ---------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[-1]

    def to_move(self) -> tuple[Seat, ...]:
        return tuple(self.game.to_move(self.state))

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def legal_moves(self, seat: Seat) -> list[Move]:
        return self.game.legal_moves(self.state, seat)

    def view(self, seat: Seat | None) -> dict:
        return self.view_at(self.state, seat)

    def view_at(self, state: Any, seat: Seat | None) -> dict:
        """`game.view(state, seat)` for one of the match's latest positions, asked of the engine once: the same
        dict for everyone who asks, so nobody may change it."""
        kept = self._views.get(id(state))
        if kept is None or kept[0] is not state:
            kept = self._views[id(state)] = (state, {})
            if len(self._views) > VIEWS_KEPT:
                del self._views[next(iter(self._views))]
        views = kept[1]
        if seat not in views:
            views[seat] = self.game.view(state, seat)
        return views[seat]

    def player_name(self, seat: Seat) -> str:
        """The person's name, falling back on the seat's name."""
        name = self.players[seat].name.strip()
        return name or self.game.seat_name(seat)

    # --- playing ---------------------------------------------------------
    def play(self, seat: Seat, move: Move) -> Move:
        """Apply `move` for `seat`; returns it with the engine's words for it, as the log shows them.

        The words always come from the engine (the legal move's label, then
        `played_label`), never from the caller, so a replayed save logs
        exactly what the live game logged. The history keeps only the engine's
        own legal move: a move the game let through that is not exactly one of
        them (1.0 for 1, a variant the rules accept) is refused with MalformedMove.
        """
        before = self.state
        legal = self.game.find_legal(before, seat, move)
        if legal is None:
            self.game.apply(before, seat, move)  # refuses with the reason: game over, whose turn, shape, rules
            raise MalformedMove(say("engine.not_offered"))
        # Found among the legal moves, it is not checked a second time.
        return self._logged(seat, legal, before, self.game.apply_legal(before, seat, legal))

    def replay(self, seat: Seat, move: Move) -> None:
        """Play a move this app checked when it was first played (an unedited save of its own, `save_trust`)
        without checking it again."""
        self._logged(seat, move, self.state, self.game.apply_legal(self.state, seat, move))

    def _logged(self, seat: Seat, move: Move, before: Any, after: Any) -> Move:
        """Add `move` (the engine's own legal move, or as a save of this app wrote it) and the state after it to
        the history. Its words for the log are made when first shown: a long save replays thousands of moves
        and the log shows its last few."""
        game = self.game
        words = _LogWords(game, before, seat, move, after)
        labelled = Move(move.kind, move.params, words, move.targets)
        self.states.append(after)
        self.history.append(Played(seat, labelled, information.can_undo(game, before, seat, labelled, after)))
        return labelled

    def last_effects(self) -> tuple[str, ...]:
        """What the last move did (`table_help.effects`), for the table's sounds and motion; () before any move."""
        if not self.history:
            return ()
        played = self.history[-1]
        return table_help.effects(self.game, self.states[-2], played.seat, played.move, self.states[-1])

    def play_computers(self, limit: int) -> None:
        """Let the seeded computer choice play whichever seat is to move, for up to `limit` moves
        or until the match ends (simulations, benchmarks and tests)."""
        for _ in range(limit):
            if self.is_over():
                return
            seat = self.to_move()[0]
            self.play(seat, self.computer_move(seat))

    def can_undo(self) -> bool:
        """True when the last move may be taken back."""
        return bool(self.history) and self.history[-1].undoable

    def undo(self) -> Played:
        """Take back the last move; refuses when it revealed something."""
        if not self.history:
            raise IllegalMove(say("engine.undo.nothing_yet"))
        if not self.history[-1].undoable:
            raise IllegalMove(say("engine.undo.revealed"))
        self.states.pop()
        return self.history.pop()

    def undo_turn(self, person: Seat | None = None) -> list[Played]:
        """Take back the last move of `person` (the one at the keyboard) and the computer replies
        after it. Refuses, with the reason, when that move was another person's or when one of
        those moves showed something new. `person` None: whoever moved last."""
        reason = self.undo_refusal(person)
        if reason:
            raise IllegalMove(reason)
        undone: list[Played] = []
        while not undone or self.players[undone[-1].seat].is_computer:
            undone.append(self.undo())
        return undone

    def undo_refusal(self, person: Seat | None = None) -> Text | None:
        """Why `person` may not undo now, or None when they may."""
        last = self._last_person_move()
        if last is None:
            return say("engine.undo.nothing_of_yours")
        mover = self.history[last].seat
        if person is not None and mover != person:
            # The next player must not take back someone else's move and use what it showed.
            return say("engine.undo.only_mover", name=self.player_name(mover))
        if not all(played.undoable for played in self.history[last:]):
            return say("engine.undo.revealed")
        return None

    def _last_person_move(self) -> int | None:
        """The index of the last move made by a person (not a computer seat)."""
        for index in range(len(self.history) - 1, -1, -1):
            if not self.players[self.history[index].seat].is_computer:
                return index
        return None

    def bot_rng(self, seat: Seat) -> Rng:
        """The generator a computer seat (or a hint) decides with here: from the seed and the moves so far."""
        return Rng.from_seed(self.seed * 1_000_003 + len(self.history) * 7919 + seat)

    def computer_move(self, seat: Seat) -> Move:
        """The move a computer seat picks: uniformly random, from the seed."""
        moves = self.legal_moves(seat)
        if not moves:
            raise GameError(say("engine.no_legal_move", name=self.player_name(seat)))
        moves = [m for m in moves if m.kind not in self.game.search.skips] or moves
        move, _ = self.bot_rng(seat).choice(moves)
        return move

    def pending_computer_seat(self) -> Seat | None:
        """The first computer seat whose decision is pending, if any."""
        if self.is_over():
            return None
        for seat in self.to_move():
            if self.players[seat].is_computer:
                return seat
        return None
