"""Hand-made positions: a row, teams and a stacked deck given by numbers (for tests and the rules pages).

Cards are named by their numbers; each number is given a free card id of
that value, so a position always holds all 55 cards. Such a position is
not dealt from any seed, so a match that starts from one does not replay
from its save; use it for tests and pictures only.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng

from . import flow
from .game import GAME
from .state import VALUES, State


class _Cards:
    """Hands out unused card ids by number."""

    def __init__(self):
        self.free = {v: [c for c in range(55) if VALUES[c] == v] for v in range(1, 11)}

    def take(self, numbers) -> tuple:
        out = []
        for number in numbers:
            if not self.free.get(number):
                raise ValueError(f"there are not enough {number}s in the Pairs deck for this position")
            out.append(self.free[number].pop(0))
        return tuple(out)

    def rest(self) -> tuple:
        return tuple(c for v in range(1, 11) for c in self.free[v])


def position(players: int, row, start: int = 0, teams=None, deck=(), discard=(), options: dict | None = None,
             totals=None, sheet=(), game_no: int = 1, round_no: int = 1, rest: str = "deck",
             seed: int = 0) -> State:
    """A state at the start of a round: `row` dealt, `teams` held, the next draws `deck`.

    Cards not named go under the named deck cards (rest="deck") or under the
    named discard pile (rest="discard").
    """
    opts = GAME.options_for(players, options)
    cards = _Cards()
    team_ids = tuple(cards.take(t) for t in (teams or [()] * players))
    row_ids, deck_ids, discard_ids = cards.take(row), cards.take(deck), cards.take(discard)
    if len(row_ids) != players + 1:
        raise ValueError(f"a row for {players} players has {players + 1} cards, not {len(row_ids)}")
    others = cards.rest()
    deck_ids, discard_ids = (deck_ids + others, discard_ids) if rest == "deck" else (deck_ids, others + discard_ids)
    state = State(players=players, end_size=opts["end_team_size"], target=opts["match_target"],
                  distinct=opts["renominate_distinct"], fresh=opts["fresh_shuffle_each_game"],
                  rng=Rng.from_seed(seed), deck=row_ids + deck_ids, discard=discard_ids, teams=team_ids,
                  totals=tuple(totals or (0,) * players), sheet=tuple(tuple(g) for g in sheet),
                  game_no=game_no, round_no=round_no, start=start)
    return flow.deal_round(state)


def numbers(cards) -> list:
    """The numbers of card ids, in order."""
    return [VALUES[c] for c in cards]


def team_numbers(state: State, seat: int) -> list:
    """A team's numbers, sorted."""
    return sorted(numbers(state.teams[seat]))


def match_from_position(state: State, players: list | None = None) -> Match:
    """A Match whose first state is the hand-made position."""
    seats = players or [Player(GAME.seat_name(s)) for s in range(state.players)]
    return Match.from_position(GAME, seats, state, GAME.options_for(len(seats)))


def table_position(setup: dict) -> State:
    """A rules-page position: a hand-made round, then moves played through the engine.

    setup: {players, row, start, teams, deck, discard, options, totals, sheet,
    moves}; `moves` lists "#k" (the seat to move nominates card #k) and
    "draw" (the drawer's lottery draw), "deal" and "next_game", each checked
    by the engine as it is played.
    """
    known = {"players", "row", "start", "teams", "deck", "discard", "options", "totals", "sheet", "moves"}
    unknown = set(setup) - known
    if unknown:
        raise ValueError(f"unknown setup field(s) {sorted(unknown)} (known: {', '.join(sorted(known))})")
    players = int(setup.get("players", 3))
    state = position(players, setup["row"], start=int(setup.get("start", 0)), teams=setup.get("teams"),
                     deck=setup.get("deck", ()), discard=setup.get("discard", ()), options=setup.get("options"),
                     totals=setup.get("totals"), sheet=setup.get("sheet", ()))
    for step in setup.get("moves", ()):
        seat = GAME.to_move(state)[0]
        text = str(step)
        move = Move.of("nominate", pos=int(text[1:]) - 1) if text.startswith("#") else Move.of(text)
        state = GAME.apply(state, seat, move)
    return state
