"""How a computer seat plays Synchro-gammon with the backgammon evaluator, from its team's side:
the card to lay (card_choice), the steps of its moves, cube answers, and the estimate for searches.

A seat's moves are chosen as a whole play for its number and made one step
at a time (play_choice keeps them together). The rest of the round is known
once the cards are face up, so the best few plays are judged again by the
board left after the later seats of the queue have moved. Strong judges with
the network (net.py), looks at more plays that way and guesses more cards.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.game import Move
from tabletop.games.backgammon_board import match_odds, play_choice, reasons
from tabletop.games.backgammon_board.board import play_notation
from tabletop.games.backgammon_board.evaluation import board_of, sides
from tabletop.games.backgammon_board.net import level_evaluator

from .card_choice import pick_choice
from .round_ahead import play_out, team_value
from .rules import button_moves, step_moves
from .seats import SEATS, team_of, team_words
from .state import ANSWER, GAME_END, MOVE, PICK, State

SHORTLIST = {"normal": 2, "strong": 8}   # plays judged again by the rest of the round


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's chance: its team's chance to win the match, from the board and the score."""
    stake = 1 if state.phase == GAME_END else state.cube.value
    game = 0.5 if state.phase == GAME_END else team_value(state.board, 0)
    white = match_odds.match_chance(state.match, 0, game, stake)
    return tuple(white if team_of(s) == 0 else 1.0 - white for s in range(SEATS))


def bot_choice(state: State, seat: int, level: str, rng) -> tuple[Move, str] | None:
    """The move a computer seat makes, with its reason; None leaves the cube window to the search."""
    if state.phase == PICK:
        return pick_choice(state, seat, level, rng)
    if state.phase == MOVE:
        return step_choice(state, seat, level)
    if state.phase == ANSWER:
        return answer_double(state, seat, level)
    return None


def answer_double(state: State, seat: int, level: str) -> tuple[Move, str]:
    """Take or drop by the team's winning chance, weighed by the score in a match."""
    team = team_of(seat)
    chance = team_value(state.board, team, level_evaluator(level))
    take = match_odds.should_take(state.match, team, chance, state.cube.value)
    move = next(m for m in button_moves(state) if m.kind == ("take" if take else "drop"))
    single = match_odds.single_game(state.match)
    return move, reasons.cube_sentence(take, chance, single, state.cube.value)


def step_choice(state: State, seat: int, level: str) -> tuple[Move, str]:
    """The first step of the best play of the seat's moves left."""
    board, colour, entry = state.board, team_of(seat), state.current
    left = (entry.number,) * (entry.times - state.done)
    later = state.queue[state.turn + 1:]
    judge = level_evaluator(level)

    def after_round(x, y):
        return team_value(play_out(board_of(x, y, colour), later, judge), colour, judge)

    size = SHORTLIST.get(level, SHORTLIST["normal"])
    deepen = partial(play_choice.rejudged, rejudge=after_round, size=size) if later else None
    choice = play_choice.best_play(board, colour, left, judge=judge.either, deepen=deepen, level=level)
    _die, step = play_choice.first_step(board, colour, left, choice, level)
    move = next(m for m in step_moves(state, seat) if (m.get("src"), m.get("dst")) == step[1:])
    notation = play_notation(board, [(colour, src, dst) for src, dst in choice.steps])
    why = reasons.play_sentence(notation, sides(board, colour), choice.key, team_words(1 - colour),
                                choice.value)
    return move, why


def hint_from_side(state: State, seat: int, words, side: int):
    """A hint's words with the board's points numbered from `side` (the seat plays its team's colour)."""
    return reasons.from_side(words, team_of(seat), side)


def keeps_board(options: dict, people: int) -> bool:
    """Several people at one screen keep the board one way (its colours change movers many times a round),
    unless the match's options let it turn to each mover."""
    return people >= 2 and options.get("board") != "turns"
