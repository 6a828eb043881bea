"""The messages between a host and the computers that join its table: JSON, with a protocol version.

A client says hello (the protocol version it speaks and the join code), may ask for the seats, joins a
free remote seat under a name or takes its own back with its seat token, then sends intents: a move (one
of the moves it was offered, named by the offer's number, the move's index in it and the move's dict),
undo, hint, lift (a curtain), seen (the catch-up put away), chat (the key of a preset message or
reaction), leave (the person leaves the table for good: the seat is free again), explain (clicks on the
table that made no move: why not?), prefer (the person's table preferences: forced moves, auto-roll,
beginner warnings, a board kept one way), deal_rest (set out the rest of a hidden army) and swap (exchange
two pieces already set out). The host answers welcome, seats, joined, offer (what that seat
may see and do now, with the table's help for its moves: words, moves that end alike, double-clicks, the
last move's public effects, whether the rest may be dealt and which placed pieces may be swapped), warned (a move not made: the table asks first), explained (why those clicks
made no move), chat, again (the host plays again: a new match at the same table, the same seat, its
offers follow) and refused.

Security rules kept here: every message from the other computer is untrusted and read with the same care
as a save (`datafiles.Limits`): its size is limited before it is parsed, its nesting, number of values,
text lengths, numbers and characters while it is walked, and then it is converted into a record that
names every field it may hold with its type and range (`schema.Record`): an unknown field, a missing one
or a wrong type is refused, whole. Nothing in a message is evaluated or names anything but plain data.
"""

from __future__ import annotations

import math
import secrets
from typing import Annotated, Any, Literal, Union

import msgspec

from tabletop.engine import datafiles, schema
from tabletop.engine.datafiles import Limits
from tabletop.engine.game import EFFECTS
from tabletop.engine.match import COMPUTER, HUMAN, REMOTE
from tabletop.engine.schema import Problem, Record

VERSION = 3  # 3: offers say what may be dealt or swapped (a version 2 client would refuse them)
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O: read aloud or copied, they pass for 1 and 0
CODE_LENGTH = 6
TOKEN_BYTES = 24
# The preset messages and reactions a player may send to the table (their words: net.chat.<key>).
CHAT = ("your_turn", "good_move", "well_played", "thanks", "oops", "one_moment", "hurry", "good_game", "thumbs_up")
# An intent is a few short fields; an offer carries a seat's view, its moves and the log's tail.
INTENT_LIMITS = Limits(max_bytes=8 << 10, max_depth=6, max_nodes=300, max_scalar=200)
OFFER_LIMITS = Limits(max_bytes=4 << 20, max_depth=40, max_nodes=400_000, max_scalar=20_000)
_BIGGEST = 10 ** 24  # the save reader's longest whole number has 24 digits

Seat = Annotated[int, msgspec.Meta(ge=0, lt=16)]
Count = Annotated[int, msgspec.Meta(ge=0, lt=1 << 40)]
Name = Annotated[str, msgspec.Meta(max_length=60)]
Code = Annotated[str, msgspec.Meta(min_length=1, max_length=12)]
Token = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
MoveData = Annotated[dict[str, Any], msgspec.Meta(max_length=32)]
Path = Annotated[str, msgspec.Meta(max_length=200)]  # a place on the table, as a move's targets name it
Clicks = Annotated[list[Path], msgspec.Meta(max_length=64)]
Effect = Literal[tuple(sorted(EFFECTS))]
MOST_MOVES = 4096  # more moves than any position offers


class ProtocolError(ValueError):
    """A message that is not one the protocol sends; `problem` says what, as a code for the log."""

    def __init__(self, problem: str):
        super().__init__(problem)
        self.problem = problem


# --- what a client sends ---------------------------------------------------------------
class Intent(Record, tag_field="type"):
    """A message from a client."""


class Hello(Intent, tag="hello"):
    version: int
    code: Code


class AskSeats(Intent, tag="seats"):
    pass


class Join(Intent, tag="join"):
    seat: Seat
    name: Name


class Rejoin(Intent, tag="rejoin"):
    token: Token


class Play(Intent, tag="move"):
    offer: Count  # the number of the offer the move was chosen from
    index: Count  # the move's place in that offer's moves
    move: MoveData  # the move's dict, as offered
    auto: bool = False  # the offer's `auto` move, made for the person after a pause (the table says so)
    confirmed: bool = False  # the person was warned about this move (`warned`) and makes it anyway


class Undo(Intent, tag="undo"):
    pass


class Hint(Intent, tag="hint"):
    pass


class Lift(Intent, tag="lift"):
    pass


class Seen(Intent, tag="seen"):
    pass


class Chat(Intent, tag="chat"):
    key: Literal[CHAT]


class Leave(Intent, tag="leave"):
    """The person leaves the table on purpose (a dropped connection is not a leave: the seat waits for it)."""


class Explain(Intent, tag="explain"):
    """Clicks on the table that made none of the offer's moves: the host says why, as the game words it."""

    offer: Count
    clicks: Clicks


class Prefer(Intent, tag="prefer"):
    """The person's table preferences (the host's session for their seat plays and warns by them)."""

    forced_moves: bool
    auto_roll: bool
    beginner_warnings: bool
    fixed_board: bool


class DealRest(Intent, tag="deal_rest"):
    """Set out the rest of the person's hidden army for them (Army Ants' "Deal the rest"), on offer `offer`."""

    offer: Count


class Swap(Intent, tag="swap"):
    """Exchange two of the person's pieces already set out (the places clicked), on offer `offer`."""

    offer: Count
    first: Path
    second: Path


INTENTS = Union[Hello, AskSeats, Join, Rejoin, Play, Undo, Hint, Lift, Seen, Chat, Leave, Explain, Prefer, DealRest,
                Swap]


# --- what the host sends ---------------------------------------------------------------
class SeatEntry(Record):
    """A remote seat as the lobby lists it: whose it is at the table, and whether anyone holds it."""

    seat: Seat
    name: Name
    free: bool


class PlayerEntry(Record):
    name: Name
    kind: Literal[HUMAN, COMPUTER, REMOTE]


class CatchUpEntry(Record):
    person: Seat
    first: Count
    moves: Count
    movers: list[Seat]
    paths: list[Annotated[str, msgspec.Meta(max_length=200)]]
    had_turn: bool


class MoveNote(Record, kw_only=True):
    """The table's help for one offered move (`index` into the offer's moves), where it has some: its words
    with the points as the seat's board numbers them, the first move sharing its clicks that ends the same
    (`alike`: the table plays that one without asking), and whether it does nothing for its player."""

    index: Count
    words: Any = None
    alike: Count | None = None
    pointless: bool = False


class DoubleClick(Record):
    """The moves (indexes into the offer's moves, best first) a double-click on `path` makes."""

    path: Path
    moves: Annotated[list[Count], msgspec.Meta(max_length=MOST_MOVES)]


class LogEntry(Record):
    """The log's tail, from the history index `first` on: the entries from `since` on (each a seat and its
    words), the ones before as the client had them from the offers before (a new connection is sent them all)."""

    first: Count
    since: Count
    entries: list[tuple[Seat, Any]]


class Said(Record, tag_field="type"):
    """A message from the host."""


class Welcome(Said, tag="welcome"):
    version: int
    game: Annotated[str, msgspec.Meta(max_length=40)]
    seats: list[SeatEntry]


class Seats(Said, tag="seats"):
    seats: list[SeatEntry]


class Joined(Said, tag="joined"):
    seat: Seat
    token: Token


class Offered(Said, tag="offer", kw_only=True):
    """What a seat may see and do now (the session's offer for it), with the table's public facts."""

    number: Count
    seat: Seat
    viewer: Seat | None
    curtain: Seat | None  # the seat named on a curtain at this screen
    view: dict
    moves: list[Any]
    thinking: Seat | None
    acting: Seat | None
    waiting: Seat | None
    facing: Seat
    turned: dict
    auto: Count | None  # an index into moves
    hint: Count | None  # an index into moves
    message: Any  # words (codec), or None
    error: bool
    catch_up: CatchUpEntry | None
    undo: Any  # why undo is refused now (words), or None
    over: bool
    result: Any  # the game's result once it is over
    players: list[PlayerEntry]
    public: dict  # the public view's seats, roles and teams: how the table names every seat
    log: LogEntry
    played: Count  # moves played so far
    notes: Annotated[list[MoveNote], msgspec.Meta(max_length=MOST_MOVES)]
    doubles: Annotated[list[DoubleClick], msgspec.Meta(max_length=MOST_MOVES)]
    side: Seat | None  # the colour at the bottom of a board that turns to its player, whose numbers the words use
    effects: Annotated[list[Effect], msgspec.Meta(max_length=16)]  # what the last move did, as every seat heard it
    ahead: bool  # the moves are the seat's next decision, chosen ahead (Offer.ahead)
    dealable: bool  # "Deal the rest" sets out the rest of the seat's hidden army now (Session.fill)
    rearrangeable: Annotated[list[Path], msgspec.Meta(max_length=MOST_MOVES)]  # placed pieces it may swap


class Chatted(Said, tag="chat"):
    seat: Seat
    key: Literal[CHAT]


class Again(Said, tag="again"):
    """The host plays again: a new match of the same game at the same table; the seat and its token are
    kept, and the new match's offers follow."""


class Warned(Said, tag="warned"):
    """The move `index` of offer `offer` was not made: the table asks first (words), as it would at the host's
    screen; the client sends it again `confirmed` if the person makes it anyway."""

    offer: Count
    index: Count
    warning: Any


class Explained(Said, tag="explained"):
    """Why the clicks `clicks`, made on offer `offer`, make no move (words), worded from what the seat sees."""

    offer: Count
    clicks: Clicks
    reason: Any


class Refused(Said, tag="refused"):
    """Something the client asked was refused, and why (words); `final`: the host closes the connection,
    and asking again will not help (a wrong code, a newer protocol, the table ended)."""

    reason: Any
    final: bool = False


SAIDS = Union[Welcome, Seats, Joined, Offered, Chatted, Again, Warned, Explained, Refused]


# --- reading and writing -----------------------------------------------------------------
_DECODER = msgspec.json.Decoder()
_ENCODER = msgspec.json.Encoder()


def read(raw: str | bytes, shape: Any, limits: Limits) -> Any:
    """One message from the other computer as a record of `shape`; raises ProtocolError."""
    if len(raw) > limits.max_bytes:
        raise ProtocolError("too_large")
    try:
        text = raw if isinstance(raw, str) else raw.decode("utf-8")
        data = _DECODER.decode(text)
    except (UnicodeDecodeError, msgspec.MsgspecError, RecursionError):
        raise ProtocolError("not_json") from None
    # JSON holds no raw control character but DEL and C1: with none of those and no escape, no text has one;
    # and no text in it is longer than the message.
    bounded(data, limits, controls="\\" in text or datafiles.has_control(text), long=len(text) > limits.max_scalar)
    return schema.convert(data, shape, _refused)


def _refused(problem: Problem) -> ProtocolError:
    where = "/".join(str(step) for step in problem.path)
    return ProtocolError(f"{problem.kind}:{problem.name or where}")


def bounded(data: Any, limits: Limits, controls: bool = True, long: bool = True) -> None:
    """Refuse data nested deeper than, with more values than, or text longer than `limits` allow, control
    characters in text (`controls`: there may be some), and numbers no format needs (over 24 digits, not
    finite). Walked a level at a time, leaves in passing: an offer holds thousands of values. The texts are
    looked at only when one may be too long (`long`) or hold a control character."""
    texts = controls or long
    level, depth, nodes = [data], 0, 1
    while level:
        deeper = []
        for value in level:
            kind = type(value)
            if kind is str:
                if texts:
                    _text(value, limits, controls)
            elif kind is int:
                if not -_BIGGEST < value < _BIGGEST:
                    raise ProtocolError("number_too_long")
            elif kind is float:
                if not math.isfinite(value):
                    raise ProtocolError("number_out_of_range")
            elif kind is dict or kind is list:
                if depth >= limits.max_depth:
                    raise ProtocolError("too_deep")
                nodes += len(value)
                if nodes > limits.max_nodes:
                    raise ProtocolError("too_many_values")
                if kind is dict:
                    if texts:
                        for key in value:
                            _text(key, limits, controls)
                    deeper.extend(value.values())
                else:
                    deeper.extend(value)
        level, depth = deeper, depth + 1


def _text(value: str, limits: Limits, controls: bool) -> None:
    if len(value) > limits.max_scalar:
        raise ProtocolError("text_too_long")
    if controls and datafiles.has_control(value):
        raise ProtocolError("control_character")


def write(message: msgspec.Struct) -> str:
    """A message as the wire carries it (its table values made JSON data by `codec.to_wire` first)."""
    return _ENCODER.encode(message).decode("utf-8")


def new_code() -> str:
    """A join code: six letters, random for each table."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A seat token: what lets a dropped player take their own seat back, and nobody else take it."""
    return secrets.token_urlsafe(TOKEN_BYTES)
