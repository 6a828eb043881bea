"""The table's computer seats and hints: the search runs in the worker process while frames go on.

A mixin of `TableScene`: it reads the scene's match, thinker, clock and message, and plays through
the scene's `play`, so a computer seat's move takes the same path as a person's click.
"""

from __future__ import annotations

from tabletop.bots.levels import decide_for
from tabletop.engine.game import Move
from tabletop.engine.match import DEFAULT_LEVEL
from tabletop.words import say, text

from ..who import Seating
from ..wording import reason_of

COMPUTER_DELAY = 0.6  # seconds, so people can follow what a computer seat did
RUN_DELAY = 0.15  # seconds between moves of a computer seat that plays several in a row (placement)
AUTO_DELAY = 0.6  # seconds before a move made for a person (a forced move, auto-roll), so the last move can still be taken back


class ComputerSeats:
    """Computer seats, hints and moves the table makes for a person who asked for them."""

    def play_computer(self, dt: float) -> None:
        """A computer seat to move thinks in the worker process; its move is played once the last move's
        replay is over and a short pause has passed, so people can follow it."""
        seat = self.match.pending_computer_seat()
        if seat is None or self.ctx.scenes.top is not self:
            self.wait = 0.0
            return
        if not self.animating():
            self.wait += dt  # the pause starts once the last move has landed, so both can be followed
        self.dirty = True  # the thinking spinner turns
        key = ("seat", len(self.match.history), seat)
        if not self.thinker.working_on(key):
            self.say(say("ui.computer.thinking", name=Seating(self.match).name(seat)))
            self.think(key, seat, self.match.players[seat].level)
        ready, answer = self.thinker.result(key)
        if ready and self.wait >= self.delay and not self.animating():  # let the last move's replay finish first
            self.wait = 0.0
            self.thinker.forget()
            if isinstance(answer, Exception):
                self.say(say("ui.computer.failed", name=Seating(self.match).name(seat), why=reason_of(answer)), error=True)
                return
            self.play(seat, answer.move)
            # A seat that keeps the turn (placing 19 cards) moves briskly; a new seat gets the full pause.
            self.delay = RUN_DELAY if self.match.pending_computer_seat() == seat else COMPUTER_DELAY
            self.pause_after_a_game()

    # --- playing -----------------------------------------------------------

    def auto_move(self) -> Move | None:
        """The move the table makes for the person now, or None. Only their one legal move, and only when
        they asked for it: any such move (forced moves), or a roll (auto-roll; a double to weigh means
        they choose). Never one the engine warns about (the person must see the question), never while
        a pick waits to be confirmed, and only for the person at the screen (no curtain in between)."""
        moves, person = self.selection.moves, self.person()
        if (len(moves) != 1 or self.choice is not None or self.chosen is not None or person is None
                or person not in self.match.to_move() or self.rearrangeable()):
            return None  # ... and never the confirmation of pieces the person may still rearrange
        settings, move = self.ctx.settings, moves[0]
        if not (settings.forced_moves or (settings.auto_roll and move.kind in self.game.auto_kinds)):
            return None
        return None if self.warned(person, move) else move

    def warned(self, seat: int, move: Move) -> bool:
        """Whether the engine would ask before this move; worked out once per position (asked every frame)."""
        key = (len(self.match.history), seat, move)
        if self.warning_asked[0] != key:
            state = self.match.state
            warning = self.game.warning(state, seat, move) or (
                self.ctx.settings.beginner_warnings and self.game.beginner_warning(state, seat, move))
            self.warning_asked = (key, bool(warning))
        return self.warning_asked[1]

    def play_auto(self, dt: float) -> None:
        """Make the auto move once the last move's replay is over and a short pause has passed, and say so."""
        move = self.auto_move()
        if move is None or self.animating() or self.ctx.scenes.top is not self:
            self.auto_wait = 0.0
            return
        self.auto_wait += dt
        if self.auto_wait < AUTO_DELAY:
            return
        self.auto_wait = 0.0
        self.play(self.viewer, move, confirmed=True)
        if not self.match.history or self.match.history[-1].move != move:
            return
        played = self.match.history[-1].move  # the log's words: they name the dice a roll gave
        words = text(played.label or str(played)).rstrip(".。")
        if self.ctx.settings.forced_moves:
            self.say(say("ui.computer.only_move", move=words))
        else:
            self.say(say("ui.computer.auto_roll", move=words))

    def thinking_seat(self) -> int | None:
        """The computer seat searching right now, whose name on the table gets a spinner."""
        seat = self.match.pending_computer_seat()
        if seat is not None and self.thinker.working_on(("seat", len(self.match.history), seat)):
            return seat
        return None

    def thinking(self) -> bool:
        """Whether a computer seat or a hint is being worked out right now."""
        seat = self.match.pending_computer_seat()
        return self.hinting is not None or (
            seat is not None and self.thinker.working_on(("seat", len(self.match.history), seat)))

    def ask_hint(self) -> None:
        """Work out what the Normal level would play from the person's own view (never more)."""
        person = self.person()
        if person is None or person not in self.match.to_move() or self.match.is_over():
            self.say(say("ui.hint.not_yours"), error=True)
            return
        self.hinting = ("hint", len(self.match.history), person)
        self.think(self.hinting, person, DEFAULT_LEVEL)
        self.say(say("ui.hint.looking"))

    def poll_hint(self) -> None:
        """Show the hint once the search is done: its clicks on the table and one sentence."""
        if self.hinting is None:
            return
        self.dirty = True
        if self.hinting != ("hint", len(self.match.history), self.person()):
            self.hinting = None  # the position moved on; this hint is stale
            return
        ready, answer = self.thinker.result(self.hinting)
        if not ready:
            return
        self.hinting = None
        self.thinker.forget()
        if isinstance(answer, Exception):
            self.say(say("ui.hint.none", why=reason_of(answer)), error=True)
            return
        self.hint = answer.move
        self.say(hint_sentence(answer))

    def think(self, key, seat: int, level_name: str) -> None:
        """Start deciding for `seat` at a level, on the worker thread, from a copy of the position."""
        self.thinker.start(key, decide_for, self.game.id, self.match.state, seat, level_name, self.match.bot_rng(seat))


def hint_sentence(found) -> str:
    """One sentence for a hint: the move, and how it fared in the futures searched from the person's view."""
    move = found.move.label or str(found.move)
    if found.why:
        return say("ui.hint.why", move=move, why=found.why)
    if not found.visits:
        return say("ui.hint.only", move=move)
    return say("ui.hint.best", move=move, count=found.iterations, score=f"{found.value:.0%}")
