"""Checking one move against the rules and carrying it out.

`checked` finds the legal move equal to the one asked for by calling the same
per-piece generator that `legal_moves` uses, and raises IllegalMove with a
reason otherwise. `perform` then changes a copy of the state.
"""

from __future__ import annotations


from tabletop.engine.frozen_copy import changed
from tabletop.engine.game import GameError, IllegalMove, MalformedMove, Move
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, one_of, tuple_of, whole
from tabletop.engine.words import Words, say

from .board import (DIRS, INDEX, INDEX_SHIFT, OWNER, QUEENS, VALUE, line_direction,
                    parse_square)
from .explain import march_reason, pair_reason, refuge_reason
from .moves import (action_moves, attack_from, empty_regions, has_action, make_march, make_swap, moves_from,
                    muster_marches, refuges)
from .placement import (apply_place, button_label, finish_placing, finish_row, place_move,
                        place_refusal, placement_moves)
from .view import to_move
from .state import (ARMY_SIZE, BATTLE, END_AGREEMENT, END_ARMIES, END_QUEEN, END_QUIET, FREE, MUSTER,
                    MUSTER_TURNS, OVER, PLACEMENT, REMEMBERED, ROWS, State, has_soldiers)

SQUARE = one_of(INDEX)
FROM_TO = {"frm": SQUARE, "to": SQUARE}
SHAPES = kinds({
    # dist: a march of more than 7 leaves the grid (refused by the rules); 99 keeps numbers short.
    "march": {"cells": tuple_of(SQUARE, 1, len(INDEX)), "dir": one_of(DIRS), "dist": whole(1, 99)},
    "move": FROM_TO, "swap": {"a": SQUARE, "b": SQUARE}, "attack": FROM_TO, "refuge": FROM_TO,
    "place": {"card": whole(0, 51), "to": SQUARE},
    **{kind: {} for kind in ("confirm_row", "done_placing", "offer_draw", "accept_draw",
                             "decline_draw", "pass")},
})
WORDS = ShapeWords(say("army_ants.title"))
PHASE_KINDS = {
    PLACEMENT: ("place", "confirm_row", "done_placing"),
    MUSTER: ("march", "swap", "refuge", "offer_draw", "accept_draw", "decline_draw", "pass"),
    BATTLE: ("march", "move", "swap", "attack", "offer_draw", "accept_draw", "decline_draw", "pass"),
}


def phase_refusal(phase: str, kind: str) -> Words:
    """Why a kind of move does not belong to this phase."""
    if phase == PLACEMENT:
        return say("army_ants.explain.placing_only")
    if kind in PHASE_KINDS[PLACEMENT]:
        return say("army_ants.explain.already_placed")
    if phase == MUSTER:
        return say("army_ants.explain.muster_actions")
    return say("army_ants.explain.refuge_muster_only")


# --- reading a move's fields -------------------------------------------------
def check_shape(move: Move) -> None:
    """Refuse unknown kinds and wrong or badly typed fields with MalformedMove."""
    fields = check_fields(WORDS, SHAPES, move)
    if move.kind == "march" and list(fields.cells) != sorted(set(fields.cells)):  # each once, in order
        raise MalformedMove(WORDS.bad_field("march", "cells", fields.cells))
    if move.kind == "swap" and not fields.a < fields.b:
        raise MalformedMove(say("army_ants.explain.swap_order"))


def _sq(move: Move, key: str) -> int:
    """A square field as an index."""
    return parse_square(move.get(key))


# --- legality ----------------------------------------------------------------
def checked(state: State, seat: int, move: Move) -> Move:
    """The legal move equal to `move`, or IllegalMove with the reason it is not."""
    kind = move.kind
    if state.draw_offer is not None and kind not in ("accept_draw", "decline_draw"):
        raise IllegalMove(say("army_ants.explain.answer_draw"))
    if kind not in PHASE_KINDS[state.phase]:
        raise IllegalMove(phase_refusal(state.phase, kind))
    found = CHECKS[kind](state, seat, move)
    if not isinstance(found, Move):  # a check gives the legal move, or the words of its refusal
        raise IllegalMove(found)
    return found


def find_legal(state: State, seat: int, move: Move) -> Move | None:
    """The legal move exactly equal to `move`, types included (with its words and targets), or None. A
    crowded battle has hundreds of legal moves, and a save checks one for every move it replays, so the
    move's own check finds it: `checked` builds only the moves of its kind on its squares, with the same
    generators `legal_moves` uses."""
    if seat not in to_move(state):
        return None
    try:
        # Every field of a well-shaped move has its exact type (no 1.0 or True for 1), so the legal move
        # `checked` finds equal to it is the same in type too; a move of another shape equals none.
        check_shape(move)
        return checked(state, seat, move)
    except GameError:
        return None


def _find(candidates, move: Move, why):
    """The candidate equal to `move`, or the reason `why()` gives (worked out only when needed)."""
    for candidate in candidates:
        if candidate == move:
            return candidate
    return why() or say("engine.not_legal_here")


def _check_march(state: State, seat: int, move: Move):
    """A March: the muster form, or the battle form by segment."""
    seg = tuple(sorted(parse_square(n) for n in move.get("cells")))
    direction, dist = move.get("dir"), move.get("dist")

    def why():
        """The reason this march is refused."""
        return march_reason(state, seat, seg, direction, dist)

    if state.phase == MUSTER:
        return _find(muster_marches(state.board, seat), move, why)
    # march_reason is None exactly for an own segment marching within its reach: the one march of
    # marches_of(seg) with this direction and distance.
    if march_reason(state, seat, seg, direction, dist) is None:
        return _find([make_march(state.board, seat, seg, direction, dist)], move, why)
    return why()


def _check_move(state: State, seat: int, move: Move):
    """A battle Move (with turns) of one card."""
    frm, to = _sq(move, "frm"), _sq(move, "to")
    board = state.board
    if board[frm] is None or OWNER[board[frm]] != seat:
        return pair_reason(state, seat, frm, to)
    regions = empty_regions(board) if state.max_legs != 2 else None
    return _find(moves_from(board, seat, frm, state.max_legs, regions), move,
                 lambda: pair_reason(state, seat, frm, to, as_move=True))


def _check_swap(state: State, seat: int, move: Move):
    """A Swap of two own cards side by side."""
    a, b = _sq(move, "a"), _sq(move, "b")
    board = state.board
    own = all(board[x] is not None and OWNER[board[x]] == seat for x in (a, b))
    direction = line_direction(a, b)
    if own and direction and abs(b - a) == abs(INDEX_SHIFT[direction]):
        return make_swap(board, seat, a, b)
    return pair_reason(state, seat, a, b)


def _check_attack(state: State, seat: int, move: Move):
    """An Attack along a straight line."""
    frm, to = _sq(move, "frm"), _sq(move, "to")
    board = state.board
    direction = line_direction(frm, to)
    if board[frm] is not None and OWNER[board[frm]] == seat and direction:
        found = attack_from(board, seat, frm, direction)
        if found is not None and found == move:
            return found
    return pair_reason(state, seat, frm, to)


def _check_refuge(state: State, seat: int, move: Move):
    """Queen's Refuge."""
    return _find(refuges(state, seat), move, lambda: refuge_reason(state, seat, _sq(move, "to")))


def _check_place(state: State, seat: int, move: Move):
    """A hidden placement."""
    card, to = move.get("card"), _sq(move, "to")
    reason = place_refusal(state, seat, card, to)
    if reason:
        return reason
    return place_move(state, seat, state.hands[seat].index(card), card, to)


def _check_button(state: State, seat: int, move: Move):
    """A button move: its rule gives a refusal or None."""
    reason = BUTTON_RULES[move.kind](state, seat)
    return reason or Move(move.kind, (), button_label(state, seat, move.kind))


def _confirm_rule(state: State, seat: int) -> Words | None:
    """Row-by-row placement: a full row may be confirmed."""
    if state.setup != ROWS:
        return say("army_ants.explain.rows_only")
    return say("army_ants.explain.fill_row") if state.hands[seat] else None


def _done_rule(state: State, seat: int) -> Words | None:
    """Free deployment: finished once all 19 cards are placed."""
    if state.setup != FREE:
        return say("army_ants.explain.confirm_rows")
    return say("army_ants.explain.place_all", total=ARMY_SIZE) if state.hands[seat] else None


def _offer_rule(state: State, seat: int) -> Words | None:
    """A draw may be offered, but not again right after a refusal, nor instead of a forced pass."""
    if state.no_offer == seat:
        return say("army_ants.explain.offer_declined")
    if not has_action(state, seat):
        return say("army_ants.explain.must_pass")
    return None


def _answer_rule(state: State, seat: int) -> Words | None:
    """Only a waiting offer can be accepted or declined."""
    return None if state.draw_offer is not None else say("army_ants.explain.no_offer")


def _pass_rule(state: State, seat: int) -> Words | None:
    """Passing is only for a player without any legal action."""
    return say("army_ants.explain.no_pass") if has_action(state, seat) else None


BUTTON_RULES = {"confirm_row": _confirm_rule, "done_placing": _done_rule, "offer_draw": _offer_rule,
                "accept_draw": _answer_rule, "decline_draw": _answer_rule, "pass": _pass_rule}
CHECKS = {"march": _check_march, "move": _check_move, "swap": _check_swap, "attack": _check_attack,
          "refuge": _check_refuge, "place": _check_place,
          **{word: _check_button for word in BUTTON_RULES}}


# --- effects -------------------------------------------------------------------
def perform(state: State, seat: int, move: Move) -> State:
    """The state after the legal move `move`, remembering the position it left (see `State.recent`)."""
    after = EFFECTS[move.kind](state, seat, move)
    if move.kind in REVERSIBLE:
        return changed(after, recent=(state.recent + ((state.board, seat),))[-REMEMBERED:])
    if move.kind == "attack" and after.recent:
        return changed(after, recent=())  # a card left the grid: no earlier position can come back
    return after


REVERSIBLE = frozenset({"march", "move", "swap", "refuge", "pass"})  # moves after which a position may recur


def _march(state: State, seat: int, move: Move) -> State:
    """Every card of the segment moves the same distance the same way."""
    seg = [parse_square(n) for n in move.get("cells")]
    shift = INDEX_SHIFT[move.get("dir")] * move.get("dist")
    cells = list(state.board)
    cards = [cells[i] for i in seg]
    for i in seg:
        cells[i] = None
    for i, card in zip(seg, cards):
        cells[i + shift] = card
    touched = tuple(seg) + tuple(i + shift for i in seg)
    return end_turn(state.with_board(cells, last=touched), seat)


def _relocate(state: State, seat: int, move: Move) -> State:
    """Move and Queen's Refuge: one card to an empty square."""
    frm, to = _sq(move, "frm"), _sq(move, "to")
    cells = list(state.board)
    cells[to], cells[frm] = cells[frm], None
    after = state.with_board(cells, last=(frm, to))
    if move.kind == "refuge":
        return _refuge_turns(after, seat)
    return end_turn(after, seat)


def _swap(state: State, seat: int, move: Move) -> State:
    """Two own cards exchange squares."""
    a, b = _sq(move, "a"), _sq(move, "b")
    cells = list(state.board)
    cells[a], cells[b] = cells[b], cells[a]
    return end_turn(state.with_board(cells, last=(a, b)), seat)


def _attack(state: State, seat: int, move: Move) -> State:
    """The target falls (both fall on equal values); a fallen Queen or two bare Queens end the game."""
    frm, to = _sq(move, "frm"), _sq(move, "to")
    cells = list(state.board)
    card, victim = cells[frm], cells[to]
    fallen = [list(state.casualties[0]), list(state.casualties[1])]
    fallen[1 - seat].append(victim)
    cells[frm], cells[to] = None, card
    if VALUE[card] == VALUE[victim]:
        # Equal values: both cards are removed (the only way a 9 falls).
        cells[to] = None
        fallen[seat].append(card)
    after = state.with_board(cells, casualties=(tuple(fallen[0]), tuple(fallen[1])), last=(frm, to))
    if victim == QUEENS[1 - seat]:
        return changed(after, phase=OVER, winner=seat, end=END_QUEEN, no_offer=None)
    if not has_soldiers(after.board, 0) and not has_soldiers(after.board, 1):
        return changed(after, phase=OVER, end=END_ARMIES, no_offer=None)
    return end_turn(after, seat, attacked=True)


def _place(state: State, seat: int, move: Move) -> State:
    """A hand card goes face down onto the grid."""
    return apply_place(state, seat, move.get("card"), _sq(move, "to"))


def _offer(state: State, seat: int, move: Move) -> State:
    """The opponent must now answer the offer."""
    return changed(state, draw_offer=seat, last=())


def _accept(state: State, seat: int, move: Move) -> State:
    """The game ends in a draw."""
    return changed(state, phase=OVER, end=END_AGREEMENT, draw_offer=None, last=())


def _decline(state: State, seat: int, move: Move) -> State:
    """The offer lapses."""
    # The offerer gets the turn back and must now make a real move.
    return changed(state, draw_offer=None, no_offer=state.draw_offer, last=())


def _pass(state: State, seat: int, move: Move) -> State:
    """The turn passes without an action."""
    return end_turn(changed(state, last=()), seat)


EFFECTS = {"march": _march, "move": _relocate, "refuge": _relocate, "swap": _swap, "attack": _attack,
           "place": _place, "confirm_row": lambda s, seat, m: finish_row(s, seat),
           "done_placing": lambda s, seat, m: finish_placing(s, seat),
           "offer_draw": _offer, "accept_draw": _accept, "decline_draw": _decline, "pass": _pass}


# --- turn order ----------------------------------------------------------------
def end_turn(state: State, seat: int, attacked: bool = False) -> State:
    """Count the turn and hand it on: muster turns, then the battle, R B R B ..."""
    state = changed(state, no_offer=None) if state.no_offer is not None else state
    if state.phase == MUSTER:
        used = list(state.muster_used)
        used[seat] += 1
        return _next_muster_seat(changed(state, muster_used=tuple(used)), seat)
    quiet = 0 if attacked else state.quiet + 1
    if state.quiet_limit and quiet >= state.quiet_limit:
        return changed(state, quiet=quiet, phase=OVER, end=END_QUIET)
    return changed(state, quiet=quiet, seat=1 - seat)


def _refuge_turns(state: State, seat: int) -> State:
    """Queen's Refuge spends all of this player's remaining muster turns."""
    used = list(state.muster_used)
    used[seat] = MUSTER_TURNS
    flags = list(state.refuge_used)
    flags[seat] = True
    state = changed(state, muster_used=tuple(used), refuge_used=tuple(flags), no_offer=None)
    return _next_muster_seat(state, seat)


def _next_muster_seat(state: State, seat: int) -> State:
    """The other player if it has muster turns left, else this one; else the battle, Red first."""
    other = 1 - seat
    if state.muster_used[other] < MUSTER_TURNS:
        return changed(state, seat=other)
    if state.muster_used[seat] < MUSTER_TURNS:
        return changed(state, seat=seat)
    return changed(state, phase=BATTLE, seat=0, quiet=0)


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move for `seat`: actions, draw buttons, or the forced pass."""
    if seat not in to_move(state):
        return []
    if state.draw_offer is not None:
        return [Move(k, (), button_label(state, seat, k)) for k in ("accept_draw", "decline_draw")]
    if state.phase == PLACEMENT:
        return placement_moves(state, seat)
    moves = action_moves(state, seat)
    if not moves:
        return [Move("pass", (), button_label(state, seat, "pass"))]
    if state.no_offer != seat:
        moves.append(Move("offer_draw", (), button_label(state, seat, "offer_draw")))
    return moves
