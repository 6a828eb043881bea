"""The session a joining computer's table reads: what the host offers this seat, asked as the table scene
asks a `Session`.

The table scene draws `offer()` and hands back intents; here the offer is the one the host last sent
(`Client.offer`, worded in this app's language by `RemoteOffer.offer`) and every intent goes to the
host (`Client.move`, `undo`, `hint`, `lift`, `seen`, `chat`, `explain`, `prefer`), which alone changes the
match. What the table asks a session about the state, the host has worked out for this seat from its own
session (`tabletop.net.seat_help`) and sent with the offer or on request:

- a click that makes no move: the host words why, as the game explains it at the host's screen (on a
  position this seat cannot tell from the real one); the sentence shows when the answer comes;
- the warning to confirm before a move: the host answers a move it warns about with the warning instead
  of making it, the table asks, and the move goes again confirmed;
- a move's words and the log numbered from the board's bottom side, the moves that end alike among those
  sharing clicks (one choice), those that do nothing, and the moves a double-click makes: notes on the
  offered moves;
- moves made for the person (forced moves, auto-roll): this screen's preferences go to the host, whose
  session offers the move to make (`auto`), and the table makes it after the same pause;
- the choice of the next move ahead (Finesse) while others decide: an offer marked `ahead`;
- the sound of a move: its public effects come with the offer.

- help setting out a hidden army (Army Ants' free set-up): the offer says whether "Deal the rest" may set
  out the rest and which placed pieces may be swapped; both go to the host (`Client.deal_rest`, `swap`),
  whose session of this seat plays their several moves, or says why not.

No pygame: the match it stands in for (`RemoteMatch`) holds what the host sent, the positions as the
views this seat was shown.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any, Callable

from tabletop.engine.game import Game, Move, Seat
from tabletop.engine.words import Person, Text, Words, say
from tabletop.net.client import PLAYING, RECONNECTING, Client
from tabletop.net.offers import RemoteOffer
from tabletop.session import Offer
from tabletop.session.naming import Seating
from tabletop.words import current

CHAT_SECONDS = 5.0  # how long a preset message from the table shows
DEAL_REST = Move("deal_rest", ())  # stands for the moves "Deal the rest" makes, which the host alone knows


@dataclass(frozen=True)
class Position:
    """A position as this seat was shown it, standing in for a state: the view, whose it is, and the
    facing seat's turning keys (the public table is turned with them)."""

    view: dict
    viewer: Seat | None
    turned: dict

    def view_for(self, seat: Seat | None) -> dict:
        return self.view if seat == self.viewer else self.turned


@dataclass(frozen=True)
class Logged:
    """A move in the log as the host sent it: who made it, and its words."""

    seat: Seat
    move: Move


class History:
    """The moves played, as far as this screen knows them: how many, and the log's tail."""

    def __init__(self, offer: RemoteOffer | None = None):
        self.played = 0 if offer is None else offer.played
        self.first = 0 if offer is None else offer.log_first
        self.entries = () if offer is None else tuple(Logged(seat, Move("logged", (), words)) for seat, words in offer.log)

    def __len__(self) -> int:
        return self.played

    def last(self) -> tuple:
        """The last move's (seat, words), as the offer's log ends with it."""
        return ((self.entries[-1].seat, self.entries[-1].move.label),) if self.entries else ()

    def __getitem__(self, index: int) -> Logged:
        if not self.first <= index < self.played:
            raise IndexError(index)
        return self.entries[index - self.first]


class RemoteMatch:
    """What the table scene reads of a match, from the host's offers: the game, the players, the moves
    played (the log's tail), the positions shown (the last one and the one before the last move)."""

    prepared = False
    options: dict = {}

    def __init__(self, game: Game):
        self.game = game
        self.players: list = []
        self.history = History()
        self.states: tuple[Position, ...] = ()
        self.over = False
        self.public: dict = {}
        self.effects: tuple[str, ...] = ()

    @property
    def state(self) -> Position | None:
        return self.states[-1] if self.states else None

    def follow(self, offer: RemoteOffer) -> bool:
        """Take a new offer; True when moves were played or taken back since the last one."""
        # A move taken back and another made leave the count as it was, not the log's last words.
        moved = (offer.played, offer.log[-1:]) != (self.history.played, self.history.last()) or not self.states
        self.effects = offer.effects if moved and self.states else ()  # no sound for the table as first shown
        now = Position(offer.view, offer.viewer, offer.turned)
        self.states = (self.states[-1], now) if moved and self.states else (*self.states[:-1], now)
        self.players, self.history, self.over, self.public = list(offer.players), History(offer), offer.over, offer.public
        return moved

    def is_over(self) -> bool:
        return self.over

    def view(self, seat: Seat | None = None) -> dict:
        """What names the seats (the public view's seats, roles and teams): all `Seating` reads of a view."""
        return self.public

    def last_effects(self) -> tuple:
        """What the last move did, as the host heard it (public words: every seat hears the same)."""
        return self.effects


class RemoteSeatSession:
    """A `Session` as the table scene asks it, for a seat played from this computer (see the module's words)."""

    people: tuple = ()
    scripted = False

    def __init__(self, client: Client, clock: Callable[[], float] = time.monotonic):
        self.client, self.clock = client, clock
        self.match = RemoteMatch(client.game)
        self.remote: RemoteOffer | None = None
        self.note: tuple[Text, bool, int | None, float | None] | None = None  # words, error, offer number, until
        self.sent: int | None = None  # the offer a move was sent from, until the host answers
        self.lifted: int | None = None  # the offer whose curtain this screen asked to lift
        self.seen: int | None = None  # the offer whose catch-up was put away
        self.auto_sent: int | None = None
        # Moves played or taken back, as the offers showed them (a Session's count): the table keeps a
        # person's clicks under way across offers that changed nothing else (one answering `seen`).
        self.changes = 0
        self.places: dict[Move, int] = {}  # the offered moves' places in the offer
        self.asked: tuple | None = None  # (offer number, clicks) whose refusal the host was asked to word
        self.standing = 0  # the first offer of those alike since (the same moves and words): what was said stands
        self.preferences: Any = None  # this screen's table preferences, as last sent to the host
        self.warned: tuple | None = None  # (offer number, move, words): the host asks first about that move
        self.confirmed = False  # the move played now was confirmed after the host's warning
        self._offer: tuple[tuple, Offer] | None = None
        self._seating: tuple[tuple, Seating] | None = None

    # --- what the host sent ----------------------------------------------------------------
    def take(self, offer: RemoteOffer) -> bool:
        """The host's new offer; True when the match moved on (or back) since the last one."""
        before, self.remote, self.sent = self.remote, offer, None
        # An offer that changes neither the moves nor the host's words (the preferences arrived, a curtain
        # at the host's screen) leaves what this screen said, and the question it asked, standing.
        if before is None or (offer.played, offer.moves, offer.message) != (before.played, before.moves, before.message):
            self.standing = offer.number
        self.people = (offer.seat,)
        self.places = {move: index for index, move in enumerate(offer.moves)}
        moved = self.match.follow(offer)
        self.changes += moved
        return moved

    def warning_came(self, number: int, index: int, words: Text) -> Move | None:
        """The host did not make a move sent from offer `number`: the table asks first. The move, to ask
        about (`warning` gives the words), or None for an answer to an offer no longer shown."""
        remote = self.remote
        if remote is None or number != remote.number or index >= len(remote.moves) or not words:
            return None
        self.sent, self.warned = None, (number, remote.moves[index], words)
        return remote.moves[index]

    def explained(self, number: int, clicks: tuple, reason: Text) -> bool:
        """The host's words for clicks that made no move: shown if they answer the last clicks asked about
        on the offer still shown; True when shown."""
        if (number, clicks) != self.asked or number < self.standing or not reason:
            return False
        self.asked = None
        self.tell(reason, error=True)
        return True

    def refused(self, reason: Text) -> None:
        """The host refused something this screen asked: say why, and offer the moves again."""
        self.sent = None
        self.tell(reason, error=True)

    def chat(self, seat: Seat, key: str) -> None:
        """A preset message someone at the table sent, shown for a while."""
        name = self.seating().name(seat) if self.remote is not None and seat < len(self.match.players) else "?"
        self.note = (say("join.table.chat_line", name=name, words=say(f"net.chat.{key}")), False, None,
                     self.clock() + CHAT_SECONDS)

    def tick(self) -> bool:
        """Whether a message shown for a while has just run out (the screen is drawn again without it)."""
        if self.note is not None and self.note[3] is not None and self.clock() >= self.note[3]:
            self.note = None
            return True
        return False

    def note_timed(self) -> bool:
        """Whether a message that shows for a while is showing (the screen is drawn again when it goes)."""
        return self.note is not None and self.note[3] is not None

    @property
    def number(self) -> int:
        """The host's last offer's number (-1 before the first): what this screen shows is made from it."""
        return -1 if self.remote is None else self.remote.number

    @property
    def connected(self) -> bool:
        return self.client.state == PLAYING and self.remote is not None

    # --- what the screen shows ----------------------------------------------------------------
    def offer(self, worded: bool = True) -> Offer:
        key = (self.number, current(), self.note, self.sent, self.lifted, self.seen, self.client.state)
        if self._offer is None or self._offer[0] != key:
            self._offer = (key, self._made())
        return self._offer[1]

    def _made(self) -> Offer:
        remote = self.remote
        if remote is None:
            return Offer(viewer=None, curtain=None, view={}, moves=(), thinking=None, acting=None, facing=0, turned={},
                         auto=None, message=self.said(self._note() or say("join.state.playing")), error=False,
                         hint=None, catch_up=None)
        offer = remote.offer(self.match.game)
        changes: dict[str, Any] = {}
        if self.lifted == remote.number:
            changes["curtain"] = None
        if self.seen == remote.number:
            changes["catch_up"] = None
        if not self.connected:
            changes.update(moves=(), acting=None, auto=None, error=False,
                           message=self.said(say("net.client.reconnecting") if self.client.state == RECONNECTING
                                             else self.client.reason or ""))
            return replace(offer, **changes)
        if self.sent == remote.number:
            changes.update(moves=(), acting=None, auto=None)
        note = self.note if self._note() else None
        if note is not None:
            changes.update(message=self.said(note[0]), error=note[1])
        return replace(offer, **changes)

    def _note(self) -> Text | None:
        """The words this screen says now, over the host's message: a refusal, a preset message."""
        if self.note is None:
            return None
        words, _, number, until = self.note
        if until is not None:
            return words if self.clock() < until else None
        return words if number is not None and number >= self.standing else None

    def seating(self) -> Seating:
        key = (self.number, current())
        if self._seating is None or self._seating[0] != key:
            self._seating = (key, self.remote.seating(self.match.game) if self.remote else Seating(self.match, {}))
        return self._seating[1]

    def said(self, words: Any) -> str:
        return self.seating().said(words) if words else ""

    def deciding(self) -> Seat | None:
        offer = self.offer()
        return None if offer.curtain is not None or offer.thinking is not None or not offer.moves else offer.acting

    def undoer(self) -> Seat | None:
        return None if self.remote is None else self.remote.seat

    def undo_refusal(self) -> Text | None:
        if not self.connected:
            return say("net.client.reconnecting")
        return self.remote.undo

    def refusal_now(self) -> Text:
        """Why the screen takes no move now."""
        if not self.connected:
            return say("net.client.reconnecting")
        remote = self.remote
        if remote.over:
            return say("ui.table.over")
        if self.sent == remote.number:
            return say("join.table.sent")
        if remote.waiting is not None:
            return say("session.waiting_away", name=self.seating().name(remote.waiting))
        return say("ui.table.wait")

    def explain(self, clicks) -> str:
        """Nothing yet: the host words why, from what this seat sees, and its answer shows when it comes."""
        if self.connected and self.client.explain(list(clicks)):
            self.asked = (self.number, tuple(clicks))
        return ""

    def board_side(self) -> Seat | None:
        """The colour at the bottom of a board that turns to its player, as the host numbers this seat's words."""
        return None if self.remote is None else self.remote.side

    def rearrangeable(self) -> frozenset:
        """The placed pieces this seat may exchange now, as the host's session of it said."""
        return self.remote.rearrangeable if self.deciding() is not None else frozenset()

    def fill(self) -> list:
        """What "Deal the rest" would play: the host knows the moves; a mark stands for them while it may."""
        return [DEAL_REST] if self.deciding() is not None and self.remote.dealable else []

    def _move_note(self, move: Move):
        """The host's note on an offered move (its warning, words, outcome), while this seat decides."""
        index = self.places.get(move)
        return None if index is None or self.deciding() is None else self.remote.notes.get(index)

    def double_click_moves(self, path: str) -> list:
        if self.deciding() is None or self.remote.ahead:
            return []
        return list(self.remote.doubles.get(path, ()))

    def warning(self, move: Move) -> Text | None:
        """The host's warning about `move`, once it answered the move with one (it is asked when sent)."""
        if self.warned is None or self.warned[0] < self.standing or not self.warned[1].same_as(move):
            return None
        return self.warned[2]

    def move_words(self, move: Move) -> str:
        note = self._move_note(move)
        return self.said((note.words if note is not None and note.words else None) or move.label or str(move))

    def outcome(self, move: Move) -> tuple:
        """Moves the host found to end alike share their first one's place: they are one choice."""
        note = self._move_note(move)
        return ("alike", note.alike if note is not None and note.alike is not None else self.places.get(move))

    def pointless(self, move: Move) -> bool:
        note = self._move_note(move)
        return note is not None and note.pointless

    def work(self) -> None:
        return None  # the host's computer seats and hints are worked on the host

    # --- intents -----------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Send one of the moves offered; the screen offers none until the host answers."""
        if self.deciding() is None or not self.client.move(move, confirmed=self.confirmed):
            return False
        self.sent = self.remote.number
        return True

    def play_auto(self) -> bool:
        """A move the host offers to make for the person (once per offer)."""
        offer = self.offer()
        if offer.auto is None or self.auto_sent == self.remote.number or self.deciding() is None:
            return False
        self.auto_sent = self.remote.number
        if not self.client.move(offer.auto, auto=True):
            return False
        self.sent = self.remote.number
        return True

    def undo(self) -> bool:
        reason = self.undo_refusal()
        if reason:
            self.tell(reason, error=True)
        else:
            self.client.undo()
        return False  # the match changes when the host's offer says so

    def hint(self) -> None:
        if self.connected:
            self.client.hint()

    def lift_curtain(self, at: float | None = None) -> bool:
        if self.remote is None:
            return False
        self.client.lift()
        self.lifted = self.remote.number
        return True

    def put_away_catch_up(self) -> None:
        if self.remote is not None and self.remote.catch_up is not None:
            self.client.seen()
            self.seen = self.remote.number

    def tell(self, words: Text, error: bool = False) -> None:
        self.note = (words, error, self.number, None) if words else None

    def greet(self, words: Text) -> None:
        self.tell(words)

    def prefer(self, preferences: Any) -> None:
        """This screen's table preferences (forced moves, auto-roll, warnings, the board), for the host's
        session of this seat, which plays, warns and numbers by them."""
        self.preferences = preferences
        self.client.prefer(preferences.forced_moves, preferences.auto_roll, preferences.beginner_warnings,
                           preferences.fixed_board)

    def seated(self) -> None:
        """The seat is this connection's again (it joined, or came back): the host hears the preferences,
        and what this screen said while away goes."""
        self.standing = self.number + 1
        if self.preferences is not None:
            self.prefer(self.preferences)

    def deal_rest(self) -> bool:
        """Ask the host to set out the rest of this seat's army; the screen offers nothing until it answers."""
        return self._placing(bool(self.fill()) and self.client.deal_rest())

    def swap(self, first: str, second: str) -> bool:
        """Ask the host to exchange two placed pieces; the screen offers nothing until it answers."""
        return self._placing(self.deciding() is not None and self.client.swap(first, second))

    def _placing(self, sent: bool) -> bool:
        if sent:
            self.sent = self.remote.number
        return False  # the match changes when the host's offer says so


# --- the end of the match, as the host sent it --------------------------------------------------
MOST_CELLS = 64  # columns, rows, scores or notes the results screen shows of one result
_CELL = (str, int, float, bool, type(None), Words, Person)


def shown_result(found: Any, seats: int) -> dict:
    """The parts of a result the results screen shows, each as that screen reads it; anything else the
    host sent (or a part of the wrong shape) is left out."""
    if type(found) is not dict:
        return {}
    shown: dict[str, Any] = {}
    winners = found.get("winners")
    if type(winners) is list and all(type(seat) is int and 0 <= seat < seats for seat in winners):
        shown["winners"] = winners
    if isinstance(found.get("summary"), (str, Words)):
        shown["summary"] = found["summary"]
    scores = found.get("scores")
    if type(scores) is dict and len(scores) <= MOST_CELLS and all(isinstance(v, _CELL) for v in scores.values()):
        shown["scores"] = scores
    breakdown = found.get("breakdown")
    if type(breakdown) is dict and _cells(breakdown.get("columns") or []) and _cells(breakdown.get("notes") or []) \
            and isinstance(breakdown.get("title"), (str, Words, type(None))):
        rows = breakdown.get("rows") or []
        if type(rows) is list and len(rows) <= MOST_CELLS and all(_cells(row) for row in rows):
            shown["breakdown"] = {key: breakdown[key] for key in ("title", "columns", "rows", "notes") if key in breakdown}
    return shown


def _cells(values: Any) -> bool:
    return type(values) is list and len(values) <= MOST_CELLS and all(isinstance(value, _CELL) for value in values)
