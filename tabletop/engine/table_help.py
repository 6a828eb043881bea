"""How the table helps a person play a game: the optional part a game declares as `Game.table`.

Every field has a default that fits a game with nothing to add, so a game names only what it
refines. Where a default needs the game itself (what a move did at the end of a match, the
outcome a choice compares), the field is None and the rule lives in one function below that
every caller shares. The undo rule lives beside what a seat can know (`information.can_undo`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .words import Text, say

if TYPE_CHECKING:
    from .game import Game, Move, Seat


def _not_legal_here(state: Any, seat: Seat, targets: Sequence[str]) -> Text:
    return say("engine.not_legal_here")


def _own_words(before: Any, seat: Seat, move: Move, after: Any) -> Text:
    return move.label or str(move)


def _noticed_nothing(before: Any, seat: Seat, move: Move, after: Any) -> tuple[str, ...]:
    return ()


def _no_moves(*_: Any) -> list:
    return []


def no_warning(state: Any, seat: Seat, move: Move) -> Text | None:
    """No sentence to confirm (a game without beginner warnings keeps this: the table offers no switch)."""
    return None


def _never(*_: Any) -> bool:
    return False


def _always(*_: Any) -> bool:
    return True


def _nothing_ahead(state: Any, seat: Seat) -> tuple[list, Text]:
    return [], ""


def _no_paths(placed: Sequence[Move]) -> frozenset[str]:
    return frozenset()


def _no_rearranging(*_: Any) -> None:
    return None


@dataclass(frozen=True)
class TableHelp:
    """What a game adds to the table's help; each call takes what a module function of the game takes."""

    # Why the clicks `targets` make no legal move: (state, seat, targets) -> words.
    explain: Callable[[Any, Seat, Sequence[str]], Text] = _not_legal_here
    # How the log words a played move, with what it revealed: (before, seat, move, after) -> words.
    played_label: Callable[[Any, Seat, Move, Any], Text] = _own_words
    # The log's words with the board's points numbered from one side: (before, seat, move, after, side);
    # None: the played label (see `numbered_label` below).
    numbered_label: Callable[[Any, Seat, Move, Any, Seat], Text] | None = None
    # Words said to `seat` (a hint) with the board's points numbered from one side: (state, seat, words,
    # side); None: the words as they are (a game with no numbered points).
    renumbered: Callable[[Any, Seat, Text, Seat], Text] | None = None
    # Whether a board that turns to the player to move stays one way at this match, whatever the table's
    # switch says: (options, how many people play); a game whose turns pass between colours many times a
    # round keeps it still for several people at one screen unless its options say otherwise.
    keeps_board: Callable[[dict, int], bool] = _never
    # What the move did, as words of EFFECTS, before the match's end (see `effects` below).
    effects: Callable[[Any, Seat, Move, Any], tuple[str, ...]] = _noticed_nothing
    # What a person choosing between moves that share their clicks compares: (state, seat, move);
    # None: the state after the move (see `choice_outcome` below).
    choice_outcome: Callable[[Any, Seat, Move], Any] | None = None
    # The legal moves a double-click on a path makes, best first: (state, seat, path) -> moves.
    double_click_moves: Callable[[Any, Seat, str], list] = _no_moves
    # A sentence to confirm before a legal move, or None: (state, seat, move).
    warning: Callable[[Any, Seat, Move], Text | None] = no_warning
    # For people who asked for beginner warnings, judged from the mover's view only: (state, seat, move).
    beginner_warning: Callable[[Any, Seat, Move], Text | None] = no_warning
    # Whether a move may be taken back: (before, seat, move, after) -> bool; None: judged on
    # determinizations (`information.can_undo`), which a declaration must agree with.
    can_undo: Callable[[Any, Seat, Move, Any], bool] | None = None
    # Whether a legal move does nothing for its player (the table then plays the one that does).
    pointless: Callable[[Any, Seat, Move], bool] = _never
    # Legal moves that finish what the seat is setting out by itself: (state, seat, rng) -> moves.
    fill_moves: Callable[[Any, Seat, Any], list] = _no_moves
    # The paths of the pieces the still-undoable placements `placed` put down, which `rearranged` exchanges.
    rearrangeable: Callable[[Sequence[Move]], frozenset[str]] = _no_paths
    # `placed` with the pieces on paths a and b exchanged: (state, seat, placed, a, b) -> moves or None.
    rearranged: Callable[[Any, Seat, Sequence[Move], str, str], list | None] = _no_rearranging
    # Whether the seat's pending decision needs what only it may see (else no curtain): (state, seat).
    private_decision: Callable[[Any, Seat], bool] = _always
    # What `seat` may choose now for its next decision, with the words that offer it: (state, seat) ->
    # (moves, words). A person who just decided at their own screen, and whose next decision comes right
    # after another person's, may choose it before handing over, and meets no curtain for it. Only moves
    # that nothing decided in between can make illegal or change (a leader's own card after a table-card
    # lead: his hand and the suit led fix what he may play); ([], ""): nothing to choose ahead.
    ahead: Callable[[Any, Seat], tuple[list, Text]] = _nothing_ahead
    # Whether the seats to move decide as one, the first answer made for all of them (a team's cube answer,
    # either partner speaking for it): a person among them is asked while computer seats wait.
    shared_decision: Callable[[Any], bool] = _never
    # Why a seat is asked now, in public words, for the curtain: (state, seat, names) -> words; None:
    # the table says it from the public view.
    prompt_reason: Callable[[Any, Seat, Any], Text] | None = None
    # Move kinds the table may make for a person who asked for it, when such a move is their only legal
    # one (a backgammon roll with no double to weigh): nothing to decide, so nothing is taken from them.
    auto_kinds: tuple[str, ...] = ()
    # Move kinds a person chooses and then confirms, because once made they are final and hidden (a secret
    # pick laid face down): the table lifts the chosen piece, lets another click change it, and makes the
    # move on a second click on it, Enter, or a button worded `confirm_words`. Saves are unchanged.
    confirm_kinds: tuple[str, ...] = ()
    confirm_words: Text = say("engine.confirm")
    # Every value the views' `phase` takes while the match goes on: rules pages say which they explain.
    phases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pictures:
    """How a game builds the positions its rules pages and lessons show (its `positions` module)."""

    # {square: card} on the grid -> state: (layout, phase, seat, options); None: no such pictures.
    example: Callable[[dict, str, Seat, dict], Any] | None = None
    # A table picture's setup mapping -> state; None: no table pictures.
    table: Callable[[dict], Any] | None = None


def effects(game: Game, before: Any, seat: Seat, move: Move, after: Any) -> tuple[str, ...]:
    """What `move` did, as words of EFFECTS in the order they happened: the game's own, then the end
    of the match ('win' or 'end'). The same for every seat watching, so no word may depend on what
    the mover's opponents cannot see."""
    own = game.table.effects(before, seat, move, after)
    if game.is_over(before) or not game.is_over(after):
        return own
    return own + (("win",) if game.result(after).get("winners") else ("end",))


def choice_outcome(game: Game, state: Any, seat: Seat, move: Move) -> Any:
    """What a person choosing between moves that share their clicks compares: moves with equal outcomes
    are one choice, and the table plays the first without asking. The game's own, else the state after."""
    if game.table.choice_outcome is not None:
        return game.table.choice_outcome(state, seat, move)
    return game.apply(state, seat, move)


def renumbered(game: Game, state: Any, seat: Seat, words: Text, side: Seat) -> Text:
    """Words said to `seat` with the board's points numbered from `side`, as the table draws them."""
    if game.table.renumbered is not None:
        return game.table.renumbered(state, seat, words, side)
    return words


def numbered_label(game: Game, before: Any, seat: Seat, move: Move, after: Any, side: Seat) -> Text:
    """The log's words with the board's points numbered from `side`, for a table that keeps a board one
    way; a game with no numbered points words it as the log does."""
    if game.table.numbered_label is not None:
        return game.table.numbered_label(before, seat, move, after, side)
    return game.table.played_label(before, seat, move, after)
