"""What a game declares about itself for the shared tests to check: the optional part `Game.facts`.

The conformance, information and table tests run over every registered game and read these
instead of keeping tables of their own, so adding a game touches no shared test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:
    from .game import Seat


def _no_secrets(state: Any, seat: Seat) -> set[int]:
    return set()


def _nothing_counted(state: Any) -> dict:
    return {}


@dataclass(frozen=True)
class Facts:
    """A game's checkable facts; the defaults fit an open game with nothing to count."""

    # Ids of the cards only `seat` may see now (checked against the other views): (state, seat).
    secrets: Callable[[Any, Seat], set[int]] = _no_secrets
    # Counts that no legal move may change (cards per owner, checkers...): (state) -> dict.
    conserved: Callable[[Any], dict] = _nothing_counted
    # Some card is hidden from some seat (a hand, a deck's order): a determinization must redraw it.
    hidden_cards: bool = False
    # Options under which people's turns need a curtain between them; None: the game never draws one.
    curtain_options: Mapping[str, Any] | None = None
    # Options under which random play meets every phase (the cube in play, a hidden set-up).
    phase_options: Mapping[str, Any] = field(default_factory=dict)
    # The kinds of the layout's zones that show each seat's player by name.
    seat_panels: frozenset[str] = frozenset()
    # How many seats the shared table tests play it at; None: its default count, else its least.
    table_players: int | None = None
    # Catalogue keys (patterns) a result may show that name a side or a colour, not a person.
    result_labels: tuple[str, ...] = ()
    # Move kinds its lesson must show a new player, being the core of the game.
    lesson_core: frozenset[str] = frozenset()
    # Whether its lesson has the learner press a button of the table at least once.
    lesson_buttons: bool = True
    # The seats the session tests play it with: P a person, C a computer seat (two people, and
    # computers where the game seats more).
    session_seats: str = "PP"
    # Teams follow the hands (a role changes): a seat is measured by the role it ended with.
    roles_change_hands: bool = False


def table_players(game: Any) -> int:
    """How many seats the shared table tests play `game` at."""
    return game.facts.table_players or game.default_players or game.min_players
