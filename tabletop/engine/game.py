"""The Game contract every rules package implements, with moves and errors (defined in `errors`).

A game is one object; a state is an immutable value that the game creates
and transforms. `apply` never mutates its input and refuses a bad move with
an `IllegalMove` whose reason a player can read.
"""

from __future__ import annotations

import reprlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field, replace as dc_replace
from typing import Any, Callable, Iterable, Sequence

import msgspec

from . import schema
from .errors import GameError, GameOver, IllegalMove, MalformedMove, NotYourTurn  # noqa: F401  (named here too)
from .facts import Facts
from .schema import KEY, Problem
from .search_help import SearchHelp
from .table_help import Pictures, TableHelp
from .words import Person, Text, Words, say

Seat = int
Path = tuple[str, ...]


class _Short(reprlib.Repr):
    """reprlib, minus the crash: repr() of an int with thousands of digits raises ValueError."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() <= 64:
            return repr(x)
        return f"{'-' if x < 0 else ''}~2**{x.bit_length()}"  # its size, in no language's words


_SHORT = _Short()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 30
_SHORT.maxtuple = _SHORT.maxlist = _SHORT.maxdict = 4
SHOWN = 40  # the most characters of a refused value a message repeats


def shown(value: Any) -> str:
    """`value` as repr for a message, never longer than SHOWN characters (saves may hold anything)."""
    text = _SHORT.repr(value)
    return text if len(text) <= SHOWN else text[:SHOWN - 3] + "..."


def same_value(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down: 1, 1.0, True and "1" all differ."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(map(same_value, a, b))
    return a == b


def first_equal(moves: Iterable["Move"], move: "Move") -> "Move | None":
    """The first of `moves` exactly equal to `move`, types included, or None."""
    for legal in moves:
        if legal == move and legal.same_as(move):
            return legal
    return None


def among(values: Iterable[Any], wanted: Any) -> list:
    """The values equal to a field of a move to be found (perhaps of another type: `first_equal` compares
    types), for a game's find_legal that builds only the moves a move could be."""
    return [value for value in values if value == wanted]


def rank_shares(keys: Sequence[Any]) -> tuple[float, ...]:
    """Per seat, the share of opponents its key beats, ties counted half: 1 for a sole winner, 0 for a
    sole loser (multi-player `returns` where the order of places is the measure)."""
    others = len(keys) - 1
    return tuple((sum(k < mine for k in keys) + 0.5 * (list(keys).count(mine) - 1)) / others for mine in keys)


def _freeze(value: Any) -> Any:
    """Lists (from YAML) become tuples so moves stay hashable."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    """Tuples become lists so YAML writes plain sequences."""
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class _Written(msgspec.Struct, frozen=True):
    """A move as a file writes it: a mapping of words to values, one of them its `kind`."""

    kind: str


def _not_a_move(problem: Problem, data: Any) -> MalformedMove:
    if problem.kind == KEY and type(data.get("kind")) is str:  # a kind, and a field named by a number
        return MalformedMove(say("engine.move_field_names"))
    return MalformedMove(say("engine.move_not_mapping"))


@dataclass(frozen=True)
class Move:
    """A small immutable move: a kind and named parameters.

    Equality and hashing use only `kind` and `params`. `label` is the plain
    words shown to players, and `targets` lists the alternative click paths
    (each a tuple of view paths such as ``("grid/2/3", "grid/2/5")``) by
    which a player can make the move on the table; a move with no targets is
    offered as a button. A game may give the words as a function of no
    arguments: a search generates thousands of moves whose words nobody reads,
    so they are made only when `label` is asked for.
    """

    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    words: Text | Callable[[], Text] = field(default="", compare=False, repr=False)
    targets: tuple[Path, ...] = field(default=(), compare=False)

    @classmethod
    def of(cls, kind: str, label: Text | Callable[[], Text] = "", targets: Iterable[Path] = (),
           **params: Any) -> "Move":
        """Build a move from keyword parameters."""
        frozen = tuple(sorted((k, _freeze(v)) for k, v in params.items()))
        return cls(kind, frozen, label, tuple(tuple(p) for p in targets))

    @property
    def label(self) -> Text:
        """The move's words for players (made the first time they are asked for, then kept)."""
        if callable(self.words):
            object.__setattr__(self, "words", self.words())  # not compared or hashed: the move stays equal
        return self.words

    def __reduce__(self):
        # Moves cross to the bot worker process: send finished words, never a closure.
        return (Move, (self.kind, self.params, self.label, self.targets))

    def get(self, name: str, default: Any = None) -> Any:
        """One parameter's value."""
        for key, value in self.params:
            if key == name:
                return value
        return default

    def to_dict(self) -> dict:
        """Plain data for a save file."""
        data = {"kind": self.kind}
        data.update((k, _thaw(v)) for k, v in self.params)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "Move":
        """The inverse of `to_dict`; raises MalformedMove on anything else (the fields' own shape is
        the game's: `check_shape`)."""
        schema.convert(data, _Written, lambda problem: _not_a_move(problem, data))
        # As `of` builds it, but every field a parameter (one named `label` or `targets` too): a save checks one
        # for every move it replays.
        return cls(data["kind"], tuple(sorted((k, _freeze(v)) for k, v in data.items() if k != "kind")))

    def same_as(self, other: "Move") -> bool:
        """Equal, with every parameter of exactly the same type (`==` lets 1.0 and True pass for 1)."""
        return same_value((self.kind, self.params), (other.kind, other.params))

    def __str__(self) -> str:
        label = self.label
        if label:
            return str(label)
        args = ", ".join(f"{k} {v}" for k, v in self.params)
        return f"{self.kind} ({args})" if args else self.kind


@dataclass(frozen=True)
class Option:
    """One setup option, declared as data for the setup screen."""

    name: str
    label: Text
    choices: tuple[tuple[Any, Text], ...]
    default: Any
    help: Text = ""
    counts: tuple[int, ...] = ()  # the player counts at which it changes anything; () for every count

    def values(self) -> tuple[Any, ...]:
        """The allowed values."""
        return tuple(value for value, _ in self.choices)

    def applies(self, players: int) -> bool:
        """True when the option changes a match of this many players (the setup screen shows only those)."""
        return not self.counts or players in self.counts

    @classmethod
    def switch(cls, game_id: str, name: str, default: bool = False) -> "Option":
        """An option that is on or off, worded by the game's catalogue (`<game>.option.<name>.label`, `.help`)."""
        return cls(name, say(f"{game_id}.option.{name}.label"), SWITCH, default, say(f"{game_id}.option.{name}.help"))


SWITCH = ((False, say("engine.switch_off")), (True, say("engine.switch_on")))  # the choices of an on/off option

# What a move did that people at the table notice, one word each (table_help.effects). The table plays
# sounds from them, and animations will follow them: a word names what happened, never how it looks.
EFFECTS = frozenset({
    "place",  # a card, checker, chip or marker was put down or moved on the table
    "flip",  # a card was turned face up for everyone (a blind flip, a lottery draw, cards revealed)
    "roll",  # dice were thrown
    "deal",  # cards went out from a pile to the table or to hands (a new row, new hands, a new game)
    "take",  # a player took something off the table for their own (a card won, a terminal, a colour)
    "capture",  # an opponent's card or checker was knocked out or removed
    "discard",  # a player's own cards left play (a bust, a dead chain, a pair thrown away)
    "score",  # points were scored and a game of a longer match ended
    "win",  # the match ended with a winner
    "end",  # the match ended with no winner (a draw)
})


class Game(ABC):
    """Base class of every game: its identity and setup, and the core calls of its rules.

    A game binds its rule functions by declaration (`to_move = staticmethod(moves.to_move)`), and
    declares what it adds beyond the rules as three optional parts: `table` (how the table helps a
    person), `search` (what helps a computer seat) and `facts` (what the shared tests check). The
    templates here are the same for every game: `new_state` checks the count and the options before
    the game's `start`; `apply` checks the turn and the move before the game's `perform`.
    """

    id: str = ""
    title: str = ""
    tagline: str = ""  # one sentence saying what the game is, shown under its picture on the menu
    min_players: int = 2
    max_players: int = 2
    default_players: int | None = None  # the count the setup screen starts at (None: min_players)
    options: tuple[Option, ...] = ()
    rules_version: int = 1
    seat_names: tuple[str, ...] = ()
    table: TableHelp = TableHelp()
    search: SearchHelp = SearchHelp()
    facts: Facts = Facts()
    pictures: Pictures = Pictures()  # declared by the game's package, whose positions build on the game

    # --- the contract -------------------------------------------------
    def new_state(self, players: int, options: dict | None, seed: int) -> Any:
        """A fresh match state; all shuffles and dice come from `seed`. Refuses a player count outside
        the game's range and options it does not know, before the game's `start`."""
        self.check_player_count(players)
        return self.start(players, self.normalise_options(options), seed)

    @abstractmethod
    def start(self, players: int, options: dict, seed: int) -> Any:
        """A fresh match state from a checked count and normalised options (the game may still refuse
        a combination of them)."""

    @abstractmethod
    def to_move(self, state: Any) -> tuple[Seat, ...]:
        """Seats whose decision is pending (empty when the game is over)."""

    @abstractmethod
    def legal_moves(self, state: Any, seat: Seat) -> list[Move]:
        """Every legal move for `seat`, complete."""

    def apply(self, state: Any, seat: Seat, move: Move) -> Any:
        """A new state after `move`; refuses with the reason (whose turn, the move's shape, the rules)
        before anything changes. The one template every game follows."""
        if self.is_over(state):
            raise GameOver(say("engine.game_over"))
        if seat not in self.to_move(state):
            raise NotYourTurn(say("engine.not_your_turn", seat=self.person(seat)))
        self.check_shape(move)
        return self.perform(state, seat, self.checked(state, seat, move))

    def apply_legal(self, state: Any, seat: Seat, move: Move) -> Any:
        """`apply` for a move taken from `legal_moves(state, seat)`: no second legality check, for
        searches that try thousands of moves (never for moves from a file or a click)."""
        return self.perform(state, seat, move)

    @abstractmethod
    def perform(self, state: Any, seat: Seat, move: Move) -> Any:
        """The state after a move already known to be legal."""

    def check_shape(self, move: Move) -> None:
        """Refuse with MalformedMove a move that is not a move of this game at all."""

    def checked(self, state: Any, seat: Seat, move: Move) -> Move:
        """The legal move equal to `move`; IllegalMove with the game's reason when there is none."""
        legal = self.find_legal(state, seat, move)
        if legal is None:
            raise IllegalMove(self.refusal(state, seat, move))
        return legal

    def refusal(self, state: Any, seat: Seat, move: Move) -> Text:
        """Why a well-formed move is not legal here (games word it for their moves)."""
        return say("engine.not_allowed")

    def find_legal(self, state: Any, seat: Seat, move: Move) -> Move | None:
        """The legal move exactly equal to `move`, types included (with its label and targets), or None. A game
        may look among fewer moves: those `move` could be (a save checks one for every move it replays)."""
        return first_equal(self.legal_moves(state, seat), move)

    @abstractmethod
    def view(self, state: Any, seat: Seat | None) -> dict:
        """What `seat` may see, as plain data; None is the public view."""

    @abstractmethod
    def is_over(self, state: Any) -> bool:
        """True once the match has ended."""

    @abstractmethod
    def result(self, state: Any) -> dict:
        """`winners` (seats), `scores`, `ranking` and a `summary` sentence."""

    def determinize(self, state: Any, seat: Seat | None, rng: Any) -> Any:
        """A state that `seat` cannot tell from `state` (the same view for that seat), with every
        hidden card and every future chance outcome drawn afresh from `rng` (an Rng). The default
        fits open games: the same position with a fresh generator for the dice to come."""
        if not hasattr(state, "rng"):
            return state
        value, _ = rng.next64()
        return dc_replace(state, rng=type(state.rng).from_seed(value))

    def returns(self, state: Any) -> tuple[float, ...]:
        """One number per seat at the end, for searches: a win 1, a loss 0, a draw or a shared win in
        between. Games where places or scores matter refine it."""
        result = self.result(state)
        seats = self.player_count(state)
        winners = list(result.get("winners") or ())
        if not winners:
            return (0.5,) * seats
        return tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(seats))

    # --- shared behaviour with sensible defaults ----------------------
    def seat_name(self, seat: Seat) -> str:
        """The in-game name of a seat in English (Red, Black, ...): how saves, lessons and the table's
        colours know the seat. Players read `seat_words`."""
        if seat < len(self.seat_names):
            return self.seat_names[seat]
        return f"Player {seat + 1}"

    def seat_words(self, seat: Seat) -> Words:
        """The seat's name as players read it, in their language."""
        return seat_words(self.seat_name(seat))

    def person(self, seat: Seat) -> Person:
        """The seat in a message: the table may read it as the person playing it."""
        return Person(seat, self.seat_words(seat))

    def normalise_options(self, options: dict | None) -> dict:
        """Options with defaults filled in; unknown names, values or types of value refused."""
        if not isinstance(options, (dict, type(None))):
            raise IllegalMove(say("engine.options_not_settings", game=self.title))
        options = dict(options or {})
        known = {opt.name: opt for opt in self.options}
        for name in options:
            if name not in known:
                raise IllegalMove(say("engine.no_such_option", game=self.title, name=shown(name)))
        out = {}
        for opt in self.options:
            value = options.get(opt.name, opt.default)
            # Exact types: 1.0 or True must not pass for 1 (== says they are equal, a save would keep them).
            if not any(same_value(value, allowed) for allowed in opt.values()):
                allowed = ", ".join(str(v) for v in opt.values())
                raise IllegalMove(say("engine.option_choices", option=opt.label, allowed=allowed))
            out[opt.name] = value
        return out

    def options_for(self, players: int, options: dict | None = None) -> dict:
        """The options a match of `players` should start with: `options` with defaults filled in,
        adjusted where that count needs it (a game that allows a count only with an option turns it on).
        Tests and simulations use it to start matches at every count."""
        return self.normalise_options(options)

    def check_player_count(self, players: int) -> None:
        """Refuse a player count outside the game's range."""
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove(say("engine.player_count", game=self.title, low=self.min_players,
                                  high=self.max_players, count=players))

    def player_count(self, state: Any) -> int:
        """How many seats the state has (from the public view's seats)."""
        return len(self.view(state, None)["seats"])

    def saved_under(self, rules_version: int, state: Any, seat: Seat, move: Move) -> list[tuple[Seat, Move]]:
        """The moves that replay `move`, saved by `seat` under an older `rules_version`, on these rules
        at `state` (a step the rules now ask for first, or nothing where the rules now make the move
        themselves); by default the move itself. A game that raises `rules_version` says here how
        its older saves go on."""
        return [(seat, move)]


def seat_words(name: str) -> Words:
    """A seat's English name ('Red', 'North', 'Player 3') as a message players read in their language."""
    number = name[len("Player "):] if name.startswith("Player ") else ""  # not for players
    if number.isdigit():
        return say("seat.player", n=int(number))
    return say("seat." + name.lower().replace(" ", "_"))
