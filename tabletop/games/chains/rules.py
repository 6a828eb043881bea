"""Playing an action and the automatic checks that follow it: stops, dead chains, leaving, the turn."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import Move
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, whole
from tabletop.engine.words import joined, say

from .deck import a_number, chain_name, person, terminal_card, value
from .moves import (FLIP_TEMP, FLIP_WORK, KINDS, TAKE, TEMP_TO_CHAIN, draw_path, legal_moves as actions, temp_path,
                    terminal_path)
from .state import OVER, STOPPED, TAKEN, UP, State, fits, reachable, taken_count, with_seat


# Slot and terminal numbers past the real ones are refused by the rules, in words; 99 keeps them short.
SHAPES = kinds({kind: {} for kind in KINDS} | {TEMP_TO_CHAIN: {"slot": whole(0, 99)}, TAKE: {"value": whole(0, 99)}})
WORDS = ShapeWords(say("chains.title"))


def check_shape(move: Move) -> None:
    """Refuse moves that are not Chains actions at all (wrong kind or fields)."""
    check_fields(WORDS, SHAPES, move)


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a legal action, its automatic checks and the turn passing."""
    if move.kind == FLIP_WORK:
        state, ends, news, last = _flip_to_chain(state, seat)
    elif move.kind == FLIP_TEMP:
        state, ends, news, last = _flip_to_temp(state, seat)
    elif move.kind == TEMP_TO_CHAIN:
        state, ends, news, last = _temp_to_chain(state, seat, move.get("slot"))
    else:
        state, ends, news, last = _take(state, seat, move.get("value"))
    state, more = run_checks(state, seat)
    # The log line of this action (Chains.played_label): short, as the log panel is narrow.
    state = replace(state, news=joined(news, *more), last=last)
    return pass_turn(state, seat, ends)


def _flip_to_chain(state: State, seat: int):
    card, rest = state.draw[seat][0], state.draw[seat][1:]
    name = person(seat)
    last = (draw_path(seat, "chain"),)
    if fits(state, seat, value(card)):
        state = with_seat(state, seat, draw=rest, work=state.work[seat] + (card,))
        news = say("chains.news.fits", seat=name, number=a_number(value(card)), chain=chain_name(state.work[seat]))
        return state, False, news, last
    lost = state.work[seat] + (card,)
    state = with_seat(state, seat, draw=rest, work=(), dead=state.dead[seat] + lost)
    news = say("chains.news.bust", seat=name, number=a_number(value(card)), chain=chain_name(lost))
    return state, state.bust_ends_turn, news, last


def _flip_to_temp(state: State, seat: int):
    card, rest = state.draw[seat][0], state.draw[seat][1:]
    slots = list(state.temp[seat])
    slot = slots.index(None)
    slots[slot] = card
    state = with_seat(state, seat, draw=rest, temp=tuple(slots))
    news = say("chains.news.into_temp", seat=person(seat), number=a_number(value(card)))
    return state, True, news, (temp_path(seat, slot),)


def _temp_to_chain(state: State, seat: int, slot: int):
    slots = list(state.temp[seat])
    card, slots[slot] = slots[slot], None
    state = with_seat(state, seat, temp=tuple(slots), work=state.work[seat] + (card,))
    news = say("chains.news.from_temp", seat=person(seat), value=value(card), chain=chain_name(state.work[seat]))
    return state, False, news, (temp_path(seat, slot),)


def _take(state: State, seat: int, n: int):
    chain = state.work[seat] + (terminal_card(seat, n),)
    row = list(state.terminals[seat])
    row[n - 1] = TAKEN
    state = with_seat(state, seat, work=(), score=state.score[seat] + (chain,), terminals=tuple(row))
    news = say("chains.news.took", seat=person(seat), n=n, chain=chain_name(chain))
    state, stopped = stop_check(state, n)
    if stopped:
        news = joined(news, say("chains.news.stopped", n=n, seats=tuple(person(s) for s in stopped)))
    return state, True, news, (terminal_path(seat, n),)


def stop_check(state: State, n: int) -> tuple[State, list[int]]:
    """Turn the remaining face-up terminals n face down once enough of them are taken."""
    if state.threshold <= 0 or taken_count(state, n) < state.threshold:
        return state, []
    stopped = [s for s in range(state.players) if state.terminals[s][n - 1] == UP]
    rows = list(state.terminals)
    for s in stopped:
        row = list(rows[s])
        row[n - 1] = STOPPED
        rows[s] = tuple(row)
    return replace(state, terminals=tuple(rows)), stopped


def run_checks(state: State, active: int) -> tuple[State, list]:
    """Dead chains and leaving, for every seat still in, starting with the active one."""
    news = []
    for offset in range(state.players):
        seat = (active + offset) % state.players
        if not state.playing[seat]:
            continue
        name = person(seat)
        found = reachable(state, seat)
        if state.work[seat] and not found:
            lost = state.work[seat]
            state = with_seat(state, seat, work=(), dead=state.dead[seat] + lost)
            news.append(say("chains.news.died", seat=name, chain=chain_name(lost)))
            found = reachable(state, seat)  # now from an empty chain
        if not found:
            state = with_seat(state, seat, playing=False)
            news.append(say("chains.news.out", seat=name))
    return state, news


def pass_turn(state: State, seat: int, ends: bool) -> State:
    """The next seat to act: the same one unless its turn ended or it left; over when nobody is in."""
    if not any(state.playing):
        return replace(state, phase=OVER)
    if state.playing[seat] and (not ends or state.players == 1):
        return state
    for offset in range(1, state.players + 1):
        nxt = (seat + offset) % state.players
        if state.playing[nxt]:
            return replace(state, seat=nxt)
    return replace(state, phase=OVER)


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal action for `seat` (none for idle seats or once the game is over)."""
    if state.phase == OVER or seat != state.seat:
        return []
    return actions(state, seat)
