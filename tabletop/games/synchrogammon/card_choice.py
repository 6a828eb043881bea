"""Which card a computer seat lays face down: each card judged by the boards it leads to.

The others' cards are not known, but the cards each of them may lay are
(every hand can be worked out from the reveals). A handful of guesses at
the other three cards is drawn once; for each card in the hand, every guess
is revealed with it, the round is played out (round_ahead) and the board it
leaves is judged for the seat's team. The card with the best average wins.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.engine.words import Words, say
from tabletop.games.backgammon_board.evaluation import Evaluator
from tabletop.games.backgammon_board.net import level_evaluator
from tabletop.games.backgammon_board.reasons import percent

from .allotment import movement_queue
from .hands import value_of
from .round_ahead import play_out, team_value
from .rules import pick_moves
from .seats import SEATS, team_of, team_words
from .state import State

GUESSES = {"normal": 2, "strong": 6}   # guesses at the others' cards (the round played out per card each)


def layable(state: State, seat: int) -> tuple[int, ...]:
    """The cards `seat` may have laid or may lay this round: its hand and any card already face down."""
    cards = state.hands[seat] + ((state.picks[seat],) if state.picks[seat] is not None else ())
    return tuple(sorted(cards, key=value_of))


def guesses(state: State, seat: int, count: int, rng: Rng) -> list[dict]:
    """`count` guesses at the other seats' values, {seat: value}."""
    out = []
    for _ in range(count):
        guess = {}
        for other in range(SEATS):
            if other != seat:
                card, rng = rng.choice(layable(state, other))
                guess[other] = value_of(card)
        out.append(guess)
    return out


def card_value(state: State, seat: int, value: int, guessed: list[dict], judge: Evaluator) -> float:
    """The team's mean chance after the round when `seat` shows `value`, over the guesses."""
    team, total = team_of(seat), 0.0
    for guess in guessed:
        values = tuple(value if s == seat else guess[s] for s in range(SEATS))
        queue = movement_queue(values, state.parent, state.setup.tie_order)
        total += team_value(play_out(state.board, queue, judge), team, judge)
    return total / len(guessed)


def pick_choice(state: State, seat: int, level: str, rng: Rng) -> tuple[Move, Words]:
    """The card to lay, with why."""
    moves = pick_moves(state, seat)
    values = sorted({value_of(m.get("card")) for m in moves})
    if len(values) == 1:
        return moves[0], say("synchrogammon.why.last_card", value=values[0])
    guessed = guesses(state, seat, GUESSES.get(level, GUESSES["normal"]), rng)
    judge = level_evaluator(level)
    scored = {v: card_value(state, seat, v, guessed, judge) for v in values}
    best = max(values, key=lambda v: (scored[v], -v))   # ties: keep the higher card for later
    move = next(m for m in moves if value_of(m.get("card")) == best)
    return move, say("synchrogammon.why.card", value=best, team=team_words(team_of(seat)),
                     percent=percent(scored[best]))
