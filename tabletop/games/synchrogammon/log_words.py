"""How the table's log words a played move, with what it set off on its own.

A move's log entry is its plain label followed by the events the move
triggered (`State.events`): the reveal after the fourth card, seats that
cannot move and pass, the parent marker moving on, a game or the match
ending. The label is rebuilt from the move and the state before it, never
from the move's own label, so a save that stores the entry's words and
replays it words it the same way again instead of adding the events twice.

Secrecy: a pick's words are the same whichever card was laid, so the log
never shows a face-down card. Card values come into the log only at the
reveal, and only with the memory aid on: in the default strict mode played
cards are not to be looked at again once the round is over, so the log names
the round's category and who passed, but no values.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Text, Words, say
from tabletop.games.backgammon_board.board import step_is_hit

from .allotment import Turn, category, category_words
from .flow import game_sentence
from .movement import pass_sentence, step_label
from .rules import button_moves, pick_label
from .seats import person, seat_people, team_of, team_words
from .state import DROPPED, State


def played_label(before: State, seat: int, move: Move, after: State, side: int | None = None) -> Text:
    """'West lays a card face down — the cards show North 3, East 4, South 6, West 3: a Non-doublet round' (with `side`,
    a step's points are numbered from that team's side of the board)."""
    words = base_label(before, seat, move, side)
    aid = after.setup.memory_aid
    events = [w for w in (event_words(e, aid) for e in after.events) if w]
    if not events:
        return words
    followed = events[-1]
    for event in reversed(events[:-1]):
        followed = say("synchrogammon.log.and", first=event, then=followed)
    return say("synchrogammon.log.events", move=words, events=followed)


def base_label(before: State, seat: int, move: Move, side: int | None = None) -> Text:
    """The move's own words, worked out from the state it was played in."""
    if move.kind == "pick":
        return pick_label(seat)
    if move.kind == "step":
        step = (team_of(seat), move.get("src"), move.get("dst"))
        return step_label(seat, step, step_is_hit(before.board, step), side)
    for button in button_moves(before):
        if button.kind == move.kind:
            return button.label
    return move.label or str(move)


def event_words(event: tuple, memory_aid: bool) -> Words | None:
    """A few plain words for one event, or None for one the move's own words already say."""
    kind = event[0]
    if kind == "reveal":
        return reveal_words(event[1], memory_aid)
    if kind == "pass":
        _, seat, number, done = event
        return pass_words(seat, number, done, memory_aid)
    if kind == "parent":
        return say("synchrogammon.log.parent", seat=person(event[1]))
    if kind == "game":
        record = event[1]
        # A dropped double is the drop move itself, whose words already give the score.
        return None if record.how == DROPPED else game_sentence(record, log=True)
    if kind == "match":
        _, winner, scores = event
        return say("synchrogammon.log.match", team=team_words(winner), won=scores[winner], lost=scores[1 - winner])
    if kind == "new_game":
        return say("synchrogammon.log.new_game", seat=person(event[2]))
    return None


def reveal_words(values: tuple, memory_aid: bool) -> Words:
    """'the cards show North 3, East 4, South 6, West 3: a Non-doublet round' (values only with the memory
    aid: without it nobody may look back at the numbers, only at the kind of round they made)."""
    name = category_words(category(values))
    if not memory_aid:
        return say("synchrogammon.log.reveal", category=name)
    north, east, south, west = values
    return say("synchrogammon.log.reveal_values", north=north, east=east, south=south, west=west, category=name,
               **seat_people())


def pass_words(seat: int, number: int, done: int, memory_aid: bool) -> Words:
    """'East cannot move a 4 and passes', or without the number in strict mode."""
    if memory_aid:
        return pass_sentence(Turn(seat, number, done + 1), done, log=True)
    return say("synchrogammon.log.cannot_move" if done == 0 else "synchrogammon.log.cannot_move_again",
               seat=person(seat))
