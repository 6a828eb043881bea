"""The moves of Dream Team: what each seat may do now, the refusals, and applying a move.

- nominate (pos): put your marker on row card #pos+1 (clicked as "market/<pos>")
- draw: your lottery draw (two cards the first time, then one)
- deal: start the next round (the new start player)
- next_game: start the next game of the match (the new start player)
"""

from __future__ import annotations

from tabletop.engine.frozen_copy import changed
from tabletop.engine.game import IllegalMove, Move, among, first_equal
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, whole
from tabletop.engine.words import Words, say

from . import flow
from .state import GAME_END, LOTTERY, NOMINATE, OVER, ROUND_END, State, person, value

KINDS = ("nominate", "draw", "deal", "next_game")
# pos: a row position; past the row's end the rules refuse it in words, and 54 (55 cards) keeps it short.
SHAPES = kinds({kind: {} for kind in KINDS} | {"nominate": {"pos": whole(0, 54)}})
NEEDS = {"pos": say("dream_team.refuse.pos")}
WORDS = ShapeWords(say("dream_team.title"), NEEDS)
NO_UNDO = ("draw", "deal", "next_game")  # each shows cards from the face-down deck


def to_move(state: State) -> tuple:
    """The one seat whose decision is pending."""
    if state.phase == NOMINATE:
        return (state.queue[0],)
    if state.phase == LOTTERY:
        return (state.lottery.drawer,)
    if state.phase in (ROUND_END, GAME_END):
        return ((state.start + 1) % state.players,)
    return ()


def nominable(state: State) -> tuple:
    """The row positions the next nominator may mark."""
    if state.distinct and state.stage > 1:
        return tuple(p for p in state.remaining if not state.marks[p])
    return state.remaining


def nominate_move(state: State, pos: int) -> Move:
    """The move that marks row card `pos`, with its label and click target."""
    number = value(state.row[pos])
    return Move.of("nominate", label=lambda: say("dream_team.move.nominate", value=number, n=pos + 1),
                   targets=[(f"market/{pos}",)], pos=pos)


def draw_label(state: State) -> Words:
    """The lottery button's words."""
    return say("dream_team.move.draw_one") if state.lottery.draws else say("dream_team.move.draw_two")


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat` (none while another seat decides)."""
    if seat not in to_move(state):
        return []
    if state.phase == NOMINATE:
        return [nominate_move(state, pos) for pos in nominable(state)]
    if state.phase == LOTTERY:
        return [Move.of("draw", label=draw_label(state))]
    if state.phase == ROUND_END:
        return [Move.of("deal", label=say("dream_team.move.deal", n=state.round_no + 1))]
    return [Move.of("next_game", label=say("dream_team.move.next_game", n=state.game_no + 1))]


def find_legal(state: State, seat: int, move: Move) -> Move | None:
    """The legal move exactly equal to `move` (types included, with its words and targets), or None. A save
    from another computer looks one up for every move it replays, so a nomination is looked for among those of
    the position it names."""
    if move.kind == "nominate" and state.phase == NOMINATE and seat in to_move(state):
        return first_equal([nominate_move(state, pos) for pos in among(nominable(state), move.get("pos"))], move)
    return first_equal(legal_moves(state, seat), move)


def check_shape(move: Move) -> None:
    """Refuse what is not a Dream Team move at all (unknown kind, wrong or badly typed fields)."""
    check_fields(WORDS, SHAPES, move)


def checked(state: State, seat: int, move: Move) -> Move:
    """The move itself, once the phase and, for a nomination, the card are checked (its shape is, before);
    a move not allowed now is refused with a reason a player can read."""
    wanted = {"nominate": NOMINATE, "draw": LOTTERY, "deal": ROUND_END, "next_game": GAME_END}[move.kind]
    if state.phase != wanted:
        raise IllegalMove(wrong_phase(state, move.kind))
    if move.kind == "nominate":
        check_nomination(state, move.get("pos"))
    return move


def check_nomination(state: State, pos) -> None:
    """A nomination names a card still in play (and, with the strict option, one nobody marked)."""
    if not 0 <= pos < len(state.row):
        raise IllegalMove(say("dream_team.refuse.no_card", n=pos + 1, count=len(state.row)))
    if state.taken[pos] is not None:
        raise IllegalMove(say("dream_team.refuse.taken", n=pos + 1, seat=person(state.taken[pos])))
    if pos not in nominable(state):
        raise IllegalMove(say("dream_team.refuse.marked"))


def wrong_phase(state: State, kind: str) -> Words:
    """Why a move of `kind` does not fit the current phase."""
    if state.phase == OVER:
        return say("dream_team.refuse.match_over")
    if state.phase == NOMINATE:
        return say("dream_team.refuse.nominate_first")
    if state.phase == LOTTERY:
        return say("dream_team.refuse.lottery_running")
    if state.phase == ROUND_END:
        return say("dream_team.refuse.round_over")
    return say("dream_team.refuse.game_over")


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a checked move."""
    state = changed(state, events=())
    if move.kind == "nominate":
        pos = move.get("pos")
        return flow.nominate(flow.note(state, "nominate", seat, pos), seat, pos)
    if move.kind == "draw":
        return flow.lottery_draw(state, seat)
    if move.kind == "deal":
        return flow.next_round(flow.note(state, "deal", seat, state.round_no + 1))
    return flow.next_game(flow.note(state, "new_game", seat, state.game_no + 1))


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Nominations may be taken back; draws and deals show cards from the deck, so never."""
    return move.kind not in NO_UNDO


def played_label(before: State, seat: int, move: Move, after: State) -> Words:
    """How the log words a move once played: who did it and, for a draw, what came out."""
    who = person(seat)
    if move.kind == "nominate":
        pos = move.get("pos")
        return say("dream_team.played.nominate", seat=who, value=value(before.row[pos]), n=pos + 1)
    if move.kind == "deal":
        return say("dream_team.played.deal", seat=who, n=before.round_no + 1)
    if move.kind == "next_game":
        return say("dream_team.played.next_game", seat=who, n=before.game_no + 1)
    drawn = next((e[2] for e in after.events if e[0] == "draw"), ())
    numbers = tuple(str(value(c)) for c in drawn)
    if any(e[0] == "win" for e in after.events):
        return say("dream_team.played.draw_wins", seat=who, numbers=numbers,
                   value=value(before.row[before.lottery.pos]))
    return say("dream_team.played.draw", seat=who, numbers=numbers)


def warning(state: State, seat: int, move: Move) -> Words | None:
    """Nominating a number your team already holds: winning it sends both cards away."""
    if move.kind != "nominate" or state.phase != NOMINATE:
        return None
    number = value(state.row[move.get("pos")])
    if any(value(c) == number for c in state.teams[seat]):
        return say("dream_team.warn.pair", value=number)
    return None
