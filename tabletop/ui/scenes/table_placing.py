"""Help while a person sets out their own pieces in secret: "Deal the rest for me", and swapping two of
the pieces already set out before confirming.

A mixin of `TableScene`. The engine says which moves finish the set-up (`Game.fill_moves`) and how the
person's last moves read with two pieces exchanged (`Game.rearranged`); the table only plays them:
a swap takes the person's own open placements back (they showed nothing new, so they may be taken back)
and plays them again, exchanged, each checked by the engine. A save keeps plain moves.
"""

from __future__ import annotations

from tabletop.engine.game import GameError, Move
from tabletop.words import say


class TablePlacing:
    """Deal the rest, and exchange two of one's own open placements."""

    swap_from: str | None = None  # a placed piece picked up to swap with another
    fill_cache: tuple = (None, [])  # (position key, the moves "Deal the rest" would play)

    def open_placements(self) -> list[Move]:
        """The person's last moves that may still be taken back, oldest first (none at another's turn)."""
        person, history = self.person(), self.match.history
        if person is None or person not in self.match.to_move():
            return []
        count = 0
        while count < len(history) and history[-1 - count].seat == person and history[-1 - count].undoable:
            count += 1
        return [played.move for played in history[len(history) - count:]]

    def rearrangeable(self) -> frozenset[str]:
        return self.game.rearrangeable(self.open_placements())

    def fill(self) -> list[Move]:
        """What "Deal the rest for me" would play now (worked out once per position, asked every frame)."""
        person = self.person()
        key = (len(self.match.history), person)
        if self.fill_cache[0] != key:
            moves = []
            if person is not None and person in self.match.to_move() and not self.match.is_over():
                moves = self.game.fill_moves(self.match.state, person, self.match.bot_rng(person))
            self.fill_cache = (key, moves)
        return self.fill_cache[1]

    def deal_rest(self) -> None:
        """Place the rest of the person's cards for them, legally; they may still swap before confirming."""
        moves, seat = self.fill(), self.person()
        if not moves:
            return
        try:
            for move in moves:
                self.match.play(seat, move)
        except GameError as exc:
            self.say(exc.reason, error=True)
        self.after_placing()
        self.say(say("ui.table.dealt_rest", count=len(moves)))

    def touch_placed(self, path: str) -> bool:
        """A click on one of the person's own open placements, with nothing else in hand: the first picks
        it up to swap, the second swaps (or puts it down). True when the click was used here."""
        if self.selection.clicks:
            return False
        if path not in self.rearrangeable():
            self.swap_from = None
            return False
        if self.swap_from is None or self.swap_from == path:
            self.swap_from = None if self.swap_from == path else path
            self.say(say("ui.table.swap_which") if self.swap_from else "")
            self.dirty = True
            return True
        first, self.swap_from = self.swap_from, None
        self.swap(first, path)
        return True

    def swap(self, a: str, b: str) -> None:
        """Take the open placements back and play them again with the cards on `a` and `b` exchanged;
        if the engine refuses one (a 9 beside the Queen), the placements go back as they were."""
        seat, placed = self.person(), self.open_placements()
        before = self.match.states[-1 - len(placed)]
        swapped = self.game.rearranged(before, seat, placed, a, b)
        if swapped is None:
            return
        reason = self.replay(seat, len(placed), swapped)
        if reason:  # the refused replay was taken back already: lay the placements as they were
            self.replay(seat, 0, placed)
            self.say(say("ui.table.no_swap", why=reason), error=True)
        else:
            self.say(say("ui.table.swapped"))
        self.after_placing()

    def replay(self, seat: int, count: int, moves: list[Move]) -> str:
        """Take back the last `count` moves and play `moves` instead; the engine's reason if one is refused."""
        for _ in range(count):
            self.match.undo()
        for done, move in enumerate(moves):
            try:
                self.match.play(seat, move)
            except GameError as exc:
                for _ in range(done):
                    self.match.undo()
                return exc.reason
        return ""

    def after_placing(self) -> None:
        self.sound()
        self.autosave()
        self.after_change()
