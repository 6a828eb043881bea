"""The table's side of computer seats, hints and moves made for a person: the session says what to
decide, the worker process decides it while frames go on, and the answer goes back to the session once
the last move has landed and a short pause has passed, so people can follow what happened."""

from __future__ import annotations

from tabletop.bots.levels import decide_for
from tabletop.bots.worker import Thinker
from tabletop.engine.match import Match

COMPUTER_DELAY = 0.6  # seconds, so people can follow what a computer seat did
RUN_DELAY = 0.15  # seconds between moves of a computer seat that plays several in a row (placement)
SCORE_DELAY = 2.5  # seconds a finished game's final position stays before a computer seat starts the next
AUTO_DELAY = 0.6  # seconds before a move made for a person (a forced move, auto-roll), so the last move can still be taken back


class ComputerTurns:
    """The worker's decisions and the pauses around them, for one table."""

    def __init__(self) -> None:
        self.thinker = Thinker()
        self.wait = 0.0  # seconds since the last move landed, while a computer seat is to move
        self.delay = COMPUTER_DELAY
        self.auto_wait = 0.0  # seconds a move the table may make for a person has been waiting

    def step(self, table, dt: float) -> bool:
        """One frame of the table on top: True when a move was made (by a computer seat or for a person)."""
        if self.play_auto(table, dt):
            return True
        job = table.session.work()
        if job is None:
            self.wait = 0.0
            return False
        table.dirty = True  # the thinking spinner turns
        if not table.animating():
            self.wait += dt  # the pause starts once the last move has landed, so both can be followed
        if not self.thinker.working_on(job.key):
            self.thinker.start(job.key, decide_for, *job.args, budget=job.budget)
        ready, answer = self.thinker.result(job.key)
        if not ready:
            return False
        if job.key[0] == "hint":
            self.thinker.forget()
            table.session.answer(job.key, answer)
            table.refresh()
            return False
        if self.wait < self.delay or table.animating():  # let the last move's replay finish first
            return False
        self.wait = 0.0
        self.thinker.forget()
        table.session.answer(job.key, answer)
        # A seat that keeps the turn (placing 19 cards) moves briskly; a new seat gets the full pause.
        self.delay = RUN_DELAY if table.session.thinking == job.seat else COMPUTER_DELAY
        self.pause_after_a_game(table.match)
        return True

    def play_auto(self, table, dt: float) -> bool:
        """Make the move the session offers to make for the person, once the last move's replay is over
        and a short pause has passed."""
        if table.offered.auto is None or table.animating():
            self.auto_wait = 0.0
            return False
        self.auto_wait += dt
        if self.auto_wait < AUTO_DELAY:
            return False
        self.auto_wait = 0.0
        return table.session.play_auto()

    def person_moved(self, match: Match) -> None:
        """Let the person see their move land before a reply."""
        self.delay = COMPUTER_DELAY
        self.pause_after_a_game(match)

    def pause_after_a_game(self, match: Match) -> None:
        """A game of a longer match just ended: its final position and result stay a while before a
        computer seat starts the next game (people at the table must see how it ended)."""
        if "score" in match.last_effects() and any(not p.is_computer for p in match.players):
            self.delay = SCORE_DELAY

    def forget(self) -> None:
        """Drop the decision under way: its answer will not be used."""
        self.thinker.forget()
        self.wait = 0.0
