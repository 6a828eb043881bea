"""What a seat can know: the rule that undo, hints and computer seats are judged by.

A move reveals something hidden when its outcome, as the mover sees it,
depends on what the mover cannot see. That is tested on determinizations:
states the mover cannot tell apart from the real one, with every hidden card
and every future chance outcome drawn afresh. If the move gives the mover
different views on different determinizations (a blind flip shows another
card, a roll other dice), taking it back and playing it again would let the
mover peek, so it may not be undone.
"""

from __future__ import annotations

from typing import Any

from . import table_help
from .errors import GameError
from .game import Game, Move, Seat
from .rng import Rng

SAMPLES = 4  # determinizations compared; a blind draw differs on almost every pair of them


def reveals_hidden(game: Game, state: Any, seat: Seat, move: Move, samples: int = SAMPLES,
                   seed: int = 0x5EC2E7, watcher: Seat | None = None) -> bool:
    """True when `move`, made by `seat`, shows `watcher` (default: the mover) something that depends on
    what `watcher` could not see: a card played from a hand the watcher never saw, a blind draw, a roll."""
    watcher = seat if watcher is None else watcher
    seen = None
    rng = Rng.from_seed(seed)
    for _ in range(samples):
        sample, rng = _sample(game, state, watcher, rng)
        try:
            after = game.apply(sample, seat, move)
            # The log's words for the move count too: a bust's card is named there, not on the table.
            view = (game.view(after, watcher), game.table.played_label(sample, seat, move, after))
        except GameError:
            return True  # legal here, not in a world the watcher cannot rule out: that tells something too
        if seen is not None and view != seen:
            return True
        seen = view
    return False


def can_undo(game: Game, before: Any, seat: Seat, move: Move, after: Any) -> bool:
    """Whether `move` may be taken back: only if its outcome, as the mover sees it, is the same whatever
    the mover cannot see (judged on determinizations). A game may declare it per move kind where that is
    cheaper (`Game.table.can_undo`); the conformance suite checks the declaration against this rule."""
    if game.table.can_undo is not None:
        return game.table.can_undo(before, seat, move, after)
    return not reveals_hidden(game, before, seat, move)


def _sample(game: Game, state: Any, seat: Seat, rng: Rng) -> tuple[Any, Rng]:
    """One determinization and the generator for the next."""
    value, rng = rng.next64()
    return game.determinize(state, seat, Rng.from_seed(value)), rng


def effects_told_apart(game: Game, state: Any, seat: Seat) -> tuple[Move, Move] | None:
    """Two legal moves of `seat` that every other seat sees end alike (the same views, the same log
    words) but whose effects differ, or None. The table plays effects aloud, so such a pair would
    let the mover's opponents hear what they may not see (which card went face down)."""
    first_of: dict[str, tuple[Move, tuple[str, ...]]] = {}
    watchers = [other for other in [None, *range(game.player_count(state))] if other != seat]
    for move in game.legal_moves(state, seat):
        after = game.apply(state, seat, move)
        words = game.table.played_label(state, seat, move, after)
        seen = repr(([game.view(after, other) for other in watchers], words))
        effects = table_help.effects(game, state, seat, move, after)
        earlier, told = first_of.setdefault(seen, (move, effects))
        if told != effects:
            return earlier, move
    return None
