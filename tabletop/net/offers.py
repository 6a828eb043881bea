"""A seat's offer on the wire: built on the host from that seat's own session, read on the client and
worded there in the client's language.

The host sends a remote seat exactly what its session offers (`Session.offer()`: its own view, its moves
while it decides or chooses ahead, who thinks or is awaited, its catch-up, its messages as `Words`), the
table's help for those moves (`seat_help`: words in the board's numbers, moves that end alike,
double-clicks, whether "Deal the rest" may set out its hidden army and which placed pieces it may swap),
and the table's public facts every screen shows anyway: the players' names and kinds, the
public view's seat names, roles and teams, the log's tail (the engines word the log alike for every seat;
numbered from the seat's side of a board that turns), what the last move did (its public effects, for the
sound), whether undo is open, and the result once the match is over. Never the state, the seed, the save
or another seat's view: the offer is built from the session's offer and the public view only, and
`codec.to_wire` refuses anything that is not table data.

On the client, `RemoteOffer.read` checks what arrived beyond its shape (seats that exist, indexes into
the moves, a board's side), and `RemoteOffer.offer` gives the screen the session's `Offer`, worded as a
session there would word it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.engine import table_help
from tabletop.engine.game import Game, Move, Seat
from tabletop.engine.match import Player
from tabletop.engine.words import Text, say
from tabletop.session import Curtain, Offer, Session
from tabletop.session.catch_up import CatchUp
from tabletop.session.naming import NAMING, Seating
from tabletop.words.wording import localized

from .codec import (WireError, from_wire, maybe_seat, move_from_wire, move_to_wire, text_from_wire, to_wire,
                    view_to_wire)
from .protocol import CatchUpEntry, LogEntry, MoveNote, Offered, PlayerEntry
from .seat_help import move_help

LOG_TAIL = 40  # the log's entries a client keeps: more than any table's log panel shows
PUBLIC = NAMING  # the public view's keys that name the seats


# --- on the host ---------------------------------------------------------------------------
def offered(session: Session, seat: Seat, number: int, known: dict | None = None,
            worded: dict | None = None, public: dict | None = None,
            effects: tuple[str, ...] | None = None, shared: dict | None = None) -> tuple[Offered, tuple[Move, ...]]:
    """What `seat`'s own session offers now, as the wire carries it, and the moves offered in it. `known`:
    the moves whose log entries the client has (`log_tail`); `worded` keeps entries as the wire carries them;
    `public`: the public view's seats, roles and teams as the wire carries them, and `effects` what the last
    move did (both the same for every seat); `shared`: the parts of views written for other seats' offers of
    this position (`view_to_wire`)."""
    offer, match = session.offer(worded=False), session.match
    moves = offer.moves
    places = {move: index for index, move in enumerate(moves)}
    over = match.is_over()
    side = session.board_side()
    notes, doubles = move_help(session, moves, offer.ahead)
    message = Offered(
        number=number, seat=seat, viewer=offer.viewer, curtain=None if offer.curtain is None else offer.curtain.seat,
        view=view_to_wire(offer.view, {} if shared is None else shared), moves=[move_to_wire(move) for move in moves],
        thinking=offer.thinking,
        acting=offer.acting, waiting=offer.waiting, facing=offer.facing, turned=to_wire(offer.turned),
        auto=places.get(offer.auto), hint=places.get(offer.hint), message=to_wire(session.message or None),
        error=offer.error, catch_up=_catch_up(offer.catch_up), undo=to_wire(session.undo_refusal()), over=over,
        result=to_wire(match.game.result(match.state)) if over else None,
        players=[PlayerEntry(player.name, player.kind) for player in match.players],
        public=public_part(session) if public is None else public, log=log_tail(match, known or {}, worded, side),
        played=len(match.history), notes=notes, doubles=doubles, side=side,
        effects=list(match.last_effects() if effects is None else effects), ahead=offer.ahead,
        **_placing_help(session, seat, offer))
    return message, moves


def _placing_help(session: Session, seat: Seat, offer: Offer) -> dict:
    """Whether "Deal the rest" sets out the seat's hidden army now, and the placed pieces it may swap: asked
    of its session only at its own decision (never ahead, never behind a curtain)."""
    if offer.ahead or not offer.moves or session.deciding() != seat:
        return {"dealable": False, "rearrangeable": []}
    return {"dealable": bool(session.fill()), "rearrangeable": sorted(session.rearrangeable())}


def public_part(session: Session) -> dict:
    """The public view's seats, roles and teams (how every screen names the seats), as the wire carries them."""
    public = session.view_of(None)
    return to_wire({key: public[key] for key in PUBLIC if key in public})


def _catch_up(found: CatchUp | None) -> CatchUpEntry | None:
    if found is None:
        return None
    return CatchUpEntry(found.person, found.first, found.moves, list(found.movers), sorted(found.paths), found.had_turn)


def log_tail(match, known: dict, worded: dict | None = None, side: Seat | None = None) -> LogEntry:
    """The log's last LOG_TAIL entries, those the client has (`known`: history index -> the move played
    there when it was sent) left out; with a `side`, the board's points numbered from it, as a table at
    the host's screen numbers them. `worded` ((a move played, by identity, and the side): its entry) saves
    making the same entry again for every offer and seat."""
    history, worded = match.history, {} if worded is None else worded
    first = since = max(0, len(history) - LOG_TAIL)
    while since < len(history) and known.get(since) is history[since]:
        since += 1
    entries = []
    for index in range(since, len(history)):
        played = history[index]
        found = worded.get((id(played), side))
        if found is None or found[0] is not played:  # a move taken back and another played: anew
            found = worded[id(played), side] = (played, [played.seat, to_wire(_log_words(match, index, side))])
        entries.append(found[1])
    if len(worded) > 4 * LOG_TAIL:
        shown = {id(played) for played in history[first:]}
        for key in [key for key in worded if key[0] not in shown]:
            del worded[key]
    return LogEntry(first, since, entries)


def _log_words(match, index: int, side: Seat | None):
    """The log's words for the index-th move, numbered from `side` when there is one."""
    played = match.history[index]
    if side is None:
        return played.move.label
    return table_help.numbered_label(match.game, match.states[index], played.seat, played.move,
                                     match.states[index + 1], side)


def log_known(match, log: LogEntry) -> dict:
    """What a client has of the log once it was sent `log`: history index -> the move played there."""
    return {index: match.history[index] for index in range(log.first, len(match.history))}


# --- on the client ---------------------------------------------------------------------------
@dataclass(frozen=True)
class _Table:
    """What `Seating` reads of a match, as a client knows it: the game and the players."""

    game: Game
    players: list[Player]


@dataclass(frozen=True)
class RemoteOffer:
    """An offer as a client received it: the session's offer for its seat, its words still `Words`."""

    number: int
    seat: Seat
    viewer: Seat | None
    curtain: Seat | None
    view: dict
    moves: tuple[Move, ...]
    thinking: Seat | None
    acting: Seat | None
    waiting: Seat | None
    facing: Seat
    turned: dict
    auto: Move | None
    hint: Move | None
    message: Text | None
    error: bool
    catch_up: CatchUp | None
    undo: Text | None  # why undo is refused now; None: it is open
    over: bool
    result: Any
    players: tuple[Player, ...]
    public: dict
    log_first: int
    log: tuple[tuple[Seat, Text], ...]
    played: int
    notes: dict = field(default_factory=dict)  # move index -> its Note
    doubles: dict = field(default_factory=dict)  # path -> the moves a double-click on it makes, best first
    side: Seat | None = None
    effects: tuple[str, ...] = ()
    ahead: bool = False
    dealable: bool = False
    rearrangeable: frozenset = frozenset()

    @classmethod
    def read(cls, said: Offered, game: Game, kept: dict | None = None) -> "RemoteOffer":
        """The offer in a message whose shape was checked; raises WireError for what the shape cannot say.
        `kept` holds the log's entries read from the offers before (each offer carries the new ones only)."""
        players = tuple(Player(entry.name, entry.kind) for entry in said.players)
        if not game.min_players <= len(players) <= game.max_players:
            raise WireError("player_count")
        seat = _seat_at(said.seat, players)
        moves = tuple(move_from_wire(entry) for entry in said.moves)
        return cls(
            number=said.number, seat=seat, viewer=_seat_at(said.viewer, players), curtain=_seat_at(said.curtain, players),
            view=_mapping(said.view), moves=moves, thinking=_seat_at(said.thinking, players),
            acting=_seat_at(said.acting, players), waiting=_seat_at(said.waiting, players),
            facing=_seat_at(said.facing, players), turned=_mapping(said.turned), auto=_move_at(said.auto, moves),
            hint=_move_at(said.hint, moves), message=text_from_wire(said.message), error=said.error,
            catch_up=_catch_up_read(said.catch_up, players), undo=text_from_wire(said.undo), over=said.over,
            result=from_wire(said.result), players=players, public=_mapping(said.public), log_first=said.log.first,
            log=_log_read(said.log, said.played, players, {} if kept is None else kept), played=said.played,
            notes=_notes_read(said.notes, moves), doubles=_doubles_read(said.doubles, moves),
            side=_side_read(said.side), effects=tuple(said.effects), ahead=said.ahead,
            dealable=said.dealable and bool(moves), rearrangeable=frozenset(said.rearrangeable) if moves else frozenset())

    def seating(self, game: Game) -> Seating:
        """How this screen names every seat, in its own language."""
        return Seating(_Table(game, list(self.players)), localized(self.public))

    def offer(self, game: Game) -> Offer:
        """The session's `Offer` for this screen, its words in this app's language."""
        seating = self.seating(game)
        curtain = None
        if self.curtain is not None:
            curtain = Curtain(self.curtain, seating.person(self.curtain), seating.name(self.curtain), "", 0.0)
        return Offer(viewer=self.viewer, curtain=curtain, view=self.view, moves=self.moves, thinking=self.thinking,
                     acting=self.acting, facing=self.facing, turned=self.turned,
                     auto=self.auto, message=self.said(seating), error=self.error and bool(self.message),
                     hint=self.hint, catch_up=self.catch_up, waiting=self.waiting, ahead=self.ahead)

    def said(self, seating: Seating) -> str:
        """The table's message, or who it waits for, in this app's language (as the session words them)."""
        if self.message:
            return seating.said(self.message)
        if self.thinking is not None:
            return seating.said(say("ui.computer.thinking", name=seating.name(self.thinking)))
        if self.waiting is not None:
            return seating.said(say("session.waiting_away", name=seating.name(self.waiting)))
        return ""


@dataclass(frozen=True)
class Note:
    """The table's help for one offered move, as the host worked it out (`protocol.MoveNote`)."""

    words: Text | None = None
    alike: int | None = None
    pointless: bool = False


def _notes_read(notes: list[MoveNote], moves: tuple[Move, ...]) -> dict[int, Note]:
    found = {}
    for note in notes:
        if note.index >= len(moves) or (note.alike is not None and note.alike >= len(moves)):
            raise WireError("no_such_move")
        found[note.index] = Note(text_from_wire(note.words) or None, note.alike, note.pointless)
    return found


def _doubles_read(doubles: list, moves: tuple[Move, ...]) -> dict[str, tuple[Move, ...]]:
    return {entry.path: tuple(_move_at(index, moves) for index in entry.moves) for entry in doubles}


def _side_read(side: int | None) -> int | None:
    if side not in (None, 0, 1):  # a board's sides are its two colours
        raise WireError("board_side")
    return side


def _seat_at(value: Any, players: tuple) -> Seat | None:
    seat = maybe_seat(value)
    if seat is not None and seat >= len(players):
        raise WireError("no_such_seat")
    return seat


def _move_at(index: int | None, moves: tuple[Move, ...]) -> Move | None:
    if index is None:
        return None
    if index >= len(moves):
        raise WireError("no_such_move")
    return moves[index]


def _log_read(log: LogEntry, played: int, players: tuple, kept: dict) -> tuple[tuple[Seat, Text], ...]:
    """The log's tail: the entries kept from the offers before, up to `since`, and the new ones."""
    if not log.first <= log.since <= played or log.since + len(log.entries) != played:
        raise WireError("log_length")
    if any(index not in kept for index in range(log.first, log.since)):
        raise WireError("log_gap")
    for index, (seat, words) in enumerate(log.entries, start=log.since):
        kept[index] = (_seat_at(seat, players), text_from_wire(words))
    for index in [index for index in kept if not log.first <= index < played]:
        del kept[index]
    return tuple(kept[index] for index in range(log.first, played))


def _mapping(value: Any) -> dict:
    found = from_wire(value)
    if type(found) is not dict:
        raise WireError("view_shape")
    return found


def _catch_up_read(entry: CatchUpEntry | None, players: tuple) -> CatchUp | None:
    if entry is None:
        return None
    movers = tuple(_seat_at(mover, players) for mover in entry.movers)
    return CatchUp(_seat_at(entry.person, players), entry.first, entry.moves, movers, frozenset(entry.paths),
                   entry.had_turn)
