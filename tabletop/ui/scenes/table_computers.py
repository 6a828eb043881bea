"""The table's computer seats and hints: the search runs in the worker process while frames go on.

A mixin of `TableScene`: it reads the scene's match, thinker, clock and message, and plays through
the scene's `play`, so a computer seat's move takes the same path as a person's click.
"""

from __future__ import annotations

from tabletop.bots.levels import decide_for
from tabletop.engine.game import Move
from tabletop.engine.match import DEFAULT_LEVEL

from ..who import Seating

COMPUTER_DELAY = 0.6  # seconds, so people can follow what a computer seat did
RUN_DELAY = 0.15  # seconds between moves of a computer seat that plays several in a row (placement)
AUTO_DELAY = 0.6  # seconds before a move made for a person (auto-roll), so the last move can still be taken back


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
            self.say(f"{Seating(self.match).name(seat)} is thinking…")
            self.think(key, seat, self.match.players[seat].level)
        ready, answer = self.thinker.result(key)
        if ready and self.wait >= self.delay and not self.animating():  # let the last move's replay finish first
            self.wait = 0.0
            self.thinker.forget()
            if isinstance(answer, Exception):
                self.say(f"{Seating(self.match).name(seat)} could not decide: {answer}", error=True)
                return
            self.play(seat, answer.move)
            # A seat that keeps the turn (placing 19 cards) moves briskly; a new seat gets the full pause.
            self.delay = RUN_DELAY if self.match.pending_computer_seat() == seat else COMPUTER_DELAY
            self.pause_after_a_game()

    # --- playing -----------------------------------------------------------

    def auto_move(self) -> Move | None:
        """The move the table makes for the person now (auto-roll), or None: only when they asked for it
        and it is their one legal move (a double to weigh means they choose)."""
        moves = self.selection.moves
        if (not self.ctx.settings.auto_roll or len(moves) != 1 or moves[0].kind not in self.game.auto_kinds
                or self.choice is not None or self.person() is None or self.person() not in self.match.to_move()):
            return None
        return moves[0]

    def play_auto(self, dt: float) -> None:
        """Make the auto move once the last move's replay is over and a short pause has passed."""
        move = self.auto_move()
        if move is None or self.animating() or self.ctx.scenes.top is not self:
            self.auto_wait = 0.0
            return
        self.auto_wait += dt
        if self.auto_wait < AUTO_DELAY:
            return
        self.auto_wait = 0.0
        seat = self.viewer
        self.play(seat, move)
        if self.match.history and self.match.history[-1].move == move:  # the log's words name the dice
            self.say(f"Auto-roll: {self.match.history[-1].move} (A switches it off).")

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
            self.say("A hint is for the person whose turn it is.", error=True)
            return
        self.hinting = ("hint", len(self.match.history), person)
        self.think(self.hinting, person, DEFAULT_LEVEL)
        self.say("Looking for a good move from what you can see…")

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
            self.say(f"No hint: {answer}", error=True)
            return
        self.hint = answer.move
        self.say(hint_sentence(answer))

    def think(self, key, seat: int, level_name: str) -> None:
        """Start deciding for `seat` at a level, on the worker thread, from a copy of the position."""
        self.thinker.start(key, decide_for, self.game.id, self.match.state, seat, level_name, self.match.bot_rng(seat))


def hint_sentence(found) -> str:
    """One sentence for a hint: the move, and how it fared in the futures searched from the person's view."""
    if found.why:
        return f"Hint: {found.move}. {found.why}"
    if not found.visits:
        return f"Hint: {found.move} (the only sensible move here)."
    return (f"Hint: {found.move}. It came out best of {found.iterations} futures played out from what "
            f"you can see (scoring {found.value:.0%}).")
