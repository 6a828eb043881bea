"""How a round runs on its own between the players' decisions.

Every function takes a state and returns a new one: opening a round (refill,
cube window), the reveal after the fourth pick, moving the queue past seats
that cannot move, closing a round (discards, parent marker), and ending a
game or the match.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.words import Words, say
from tabletop.games.backgammon_board import Board, win_kind
from tabletop.games.backgammon_board.cube import Cube, drop_points, may_double
from tabletop.games.backgammon_board.match_play import match_over, record_game
from tabletop.games.backgammon_board.scoring import win_words

from .allotment import category, explain_category, movement_queue, round_words
from .hands import refilled, take_from_hand, value_of
from .movement import legal_steps, pass_sentence
from .seats import SEATS, left_of, person, seat_people, team_of, team_seats, team_words
from .state import (ANSWER, BORE_OFF, CUBE, DROPPED, GAME_END, MOVE, OVER, PICK, GameRecord, Setup,
                    State, fresh_hands, new_state, with_changes)


def happened(state: State, *event) -> State:
    """The state with one more event of the current move recorded for the log (see `log_words`)."""
    return with_changes(state, events=state.events + (event,))


def new_match(setup: Setup, seed: int) -> State:
    """A fresh match, ready for its first round."""
    return open_round(new_state(setup, seed))


# --- the cube window ---------------------------------------------------------------
def asked_team(state: State) -> int:
    """The team the cube window is asking now: the parent's team first, then the other."""
    first = team_of(state.parent)
    return first if state.asked == 0 else 1 - first


def team_may_double(state: State, team: int) -> bool:
    """Whether `team` may offer a double now (cube in use, centred or its own, not Crawford)."""
    return may_double(state.cube, team, state.setup.cube, state.match.crawford)


def open_round(state: State, notes: tuple = ()) -> State:
    """A round's start: empty hands take back their discards, then the cube window or the picks."""
    hands, discards = [], []
    for seat in range(SEATS):
        hand, pile = refilled(state.hands[seat], state.discards[seat])
        hands.append(hand)
        discards.append(pile)
    state = with_changes(state, hands=tuple(hands), discards=tuple(discards), picks=(None,) * SEATS,
                         revealed=False, queue=(), turn=0, done=0, asked=0, notes=notes)
    return next_cube_question(state)


def next_cube_question(state: State) -> State:
    """Ask the next team that may double, or go on to the picks."""
    while state.asked < 2:
        if team_may_double(state, asked_team(state)):
            return with_changes(state, phase=CUBE)
        state = with_changes(state, asked=state.asked + 1)
    return with_changes(state, phase=PICK)


def cube_team(state: State) -> int:
    """The team a cube question is put to: the one asked whether to double, or the doubled one."""
    return 1 - state.cube.offered_by if state.phase == ANSWER else asked_team(state)


def cube_seats(state: State) -> tuple[int, int]:
    """The seats that may answer a cube question, in seat order: the team decides, so either partner
    speaks for it (the first answer is the team's)."""
    return team_seats(cube_team(state))


# --- picks and the reveal ----------------------------------------------------------
def pick(state: State, seat: int, card: int) -> State:
    """`seat` lays `card` face down; the fourth pick turns all four over."""
    hands = list(state.hands)
    hands[seat] = take_from_hand(hands[seat], card)
    picks = list(state.picks)
    picks[seat] = card
    state = with_changes(state, hands=tuple(hands), picks=tuple(picks), last=())
    if all(p is not None for p in picks):
        return reveal(state)
    return state


CARDS = "synchrogammon.note.cards"  # the note that shows the round's four cards


def reveal_sentence(state: State) -> Words:
    """'Cards: North 6, East 5, South 6, West 4.'"""
    return _cards_shown(*(value_of(card) for card in state.picks))


@lru_cache(maxsize=None)  # one sentence for each hand of four values, for every state that notes it
def _cards_shown(north: int, east: int, south: int, west: int) -> Words:
    return say(CARDS, north=north, east=east, south=south, west=west, **seat_people())


def reveal(state: State) -> State:
    """All four cards face up: the category, the queue, and the first seat that can move."""
    values = state.values()
    queue = movement_queue(values, state.parent, state.setup.tie_order)
    notes = (reveal_sentence(state), explain_category(values))
    state = with_changes(state, revealed=True, queue=queue, turn=0, done=0, phase=MOVE, notes=notes)
    return advance(happened(state, "reveal", values))


def round_category(state: State) -> str | None:
    """The round's category once the cards are face up."""
    return category(state.values()) if state.revealed else None


def round_outcome(state: State) -> Words | None:
    """What the revealed cards mean for the round ("Everyone moves once"), once they are face up."""
    return round_words(state.values()) if state.revealed else None


# --- the movement queue ------------------------------------------------------------
def advance(state: State) -> State:
    """Stay with the current seat while it can move; otherwise pass on, closing the round at the end."""
    notes = state.notes  # the same tuple, unless a seat passes
    turn, done = state.turn, state.done
    while turn < len(state.queue):
        entry = state.queue[turn]
        if done < entry.times:
            if legal_steps(state.board, entry, done):
                if (turn, done, notes) == (state.turn, state.done, state.notes):
                    return state  # the seat that just moved moves on: nothing to copy
                return with_changes(state, turn=turn, done=done, notes=notes)
            notes += (pass_sentence(entry, done),)
            state = happened(state, "pass", entry.seat, entry.number, done)
        turn, done = turn + 1, 0
    return close_round(with_changes(state, turn=turn, done=0, notes=notes))


def close_round(state: State) -> State:
    """Played cards go face down on their piles and the parent marker moves to the left."""
    discards = tuple(state.discards[s] + (state.picks[s],) for s in range(SEATS))
    parent = left_of(state.parent)
    # The played cards go face down again, so the next round's notes no longer list their values.
    kept = tuple(n for n in state.notes if getattr(n, "key", None) != CARDS)
    notes = kept + (parent_note(parent),)
    state = with_changes(state, discards=discards, parent=parent, round=state.round + 1,
                         this_round=(), last_round=state.this_round)  # the finished round stays marked
    return open_round(happened(state, "parent", parent), notes)


@lru_cache(maxsize=None)
def parent_note(parent: int) -> Words:
    """Who holds the parent marker now."""
    return say("synchrogammon.note.parent", seat=person(parent))


def after_step(state: State, board: Board, finished: bool) -> State:
    """The state after the current seat's step: the game may be won, else the queue goes on."""
    colour = team_of(state.current.seat)
    state = with_changes(state, board=board, done=state.done + 1)
    if finished:
        return end_game(state, colour, BORE_OFF)
    return advance(state)


# --- ends of games and of the match --------------------------------------------------
def end_game(state: State, winner: int, how: str) -> State:
    """Score a finished game (kind x cube, or the cube before a dropped double) and end or pause the match."""
    if how == DROPPED:
        kind, points, cube = 1, drop_points(state.cube), state.cube.value
    else:
        kind, cube = win_kind(state.board, winner), state.cube.value
        points = kind * cube
    record = GameRecord(winner, kind, cube, points, how, state.match.crawford)
    match = record_game(state.match, winner, points)
    notes = (game_sentence(record),)
    state = with_changes(state, match=match, games=state.games + (record,), queue=(), notes=notes)
    state = happened(state, "game", record)
    if match_over(match) and match.target is not None:
        state = happened(state, "match", winner, match.scores)
    return with_changes(state, phase=OVER if match_over(match) else GAME_END)


def game_sentence(record: GameRecord, log: bool = False) -> Words:
    """'White wins a gammon: 2 x cube 2 = 4 points.' (for the log: without its full stop)."""
    where = "log" if log else "game"
    team = team_words(record.winner)
    if record.how == DROPPED:
        return say(f"synchrogammon.{where}.dropped", loser=team_words(1 - record.winner), team=team,
                   value=record.points)
    return say(f"synchrogammon.{where}.won", team=team, kind=win_words(record.kind), factor=record.kind,
               cube=record.cube, count=record.points)


def next_game(state: State) -> State:
    """The next game of a match: the starting board, full hands, a centred cube, a random parent."""
    parent, rng = state.rng.below(SEATS)
    state = with_changes(state, board=Board.initial(), parent=parent, rng=rng, hands=fresh_hands(),
                         discards=((),) * SEATS, cube=Cube(), round=1, last=(), this_round=(), last_round=())
    state = happened(state, "new_game", state.match.games + 1, parent)
    return open_round(state, (say("synchrogammon.note.new_game", number=state.match.games + 1, seat=person(parent)),))
