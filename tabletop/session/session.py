"""One table's session: the match, the people and computer seats at it, and what the shared screen may show.

The screen is public unless a person has lifted their own curtain, and only until their decision is
over. So the session keeps who is at the screen (`at_screen`: the last person who lifted a curtain or
made a decision at the public table; the only person, when one plays with computer seats) and after
every change arranges the screen again:

- a computer seat to move: the public table (the only person's own view when they are alone), and the
  seat is `thinking` until its answer comes (`work` / `answer`, or `settle` in this process);
- a person to decide in public (nothing of theirs is needed): the public table, turned to them;
- a person to decide in private who is at the screen: their view, no curtain (consecutive decisions of
  one person need one curtain);
- a person who just decided in private, whose next decision comes right after another person's: their
  view still, to choose that next move ahead if they like (`ahead`); it is made for them when its turn
  comes, with no curtain;
- anyone else: a curtain that names them and says why, lifted only by a deliberate act at least
  LIFT_GUARD seconds after it came down (a double-click's second click or a key's repeat does not lift it).

A person on another computer (a remote seat) is never at this screen: the session neither curtains nor
searches for them and says that the table waits for them. Their own screen is a session of its own over
the same match (`here`: their seat; `computers=False`: the host's session works the computer seats), and
a move made through any session is seen by all of them (`_follow`).

Everything the table says comes from here too, with the seats read as the people playing them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence

from tabletop.engine import table_help
from tabletop.engine.game import GameError, Move, Seat
from tabletop.engine.match import COMPUTER, DEFAULT_LEVEL, Match, Player
from tabletop.engine.words import Text, clause, say
from tabletop.words import current

from . import ahead, computers, placing
from .catch_up import CatchUp, missed
from .naming import Seating
from .offer import Curtain, Offer, Request
from .screen import Memo, needs_privacy, next_person, publicly_forced, turning
from .undo import undo_refusal

LIFT_GUARD = 0.5  # seconds after a curtain comes down during which nothing lifts it


@dataclass(frozen=True)
class Preferences:
    """How the people at this screen like the table to play for them (the app keeps them in its settings)."""

    forced_moves: bool = False       # play a person's only legal move for them
    auto_roll: bool = False          # roll for a person when rolling is their only move
    beginner_warnings: bool = False  # ask before a move that leaves something open to an immediate loss
    fixed_board: bool = False        # a board that turns to the player to move stays one way


class Session:
    """A match at one screen: who sits where, who is at the screen, and what the screen may show."""

    def __init__(self, match: Match, *, clock=time.monotonic, preferences: Any = None, scripted: bool = False,
                 here: Sequence[Seat] | None = None, computers: bool = True, ahead_alone: bool = False):
        self.match = match
        self.scripted = scripted  # the computer seats play a script (a lesson's replies), never a search
        self.clock = clock
        self.preferences = preferences if preferences is not None else Preferences()
        persons = tuple(seat for seat, player in enumerate(match.players) if not player.is_computer)
        # The people at this screen (default: all but those on another computer); the others are away.
        self.people = tuple(here) if here is not None else tuple(s for s in persons if not match.players[s].is_remote)
        self.away = tuple(seat for seat in persons if seat not in self.people)
        # The away seats nobody holds at the moment (not yet joined, or left on purpose): a host says so.
        self.free: frozenset[Seat] = frozenset()
        self.computers = computers  # whether this screen works the computer seats' moves
        # Whether a person alone at this screen (a remote player's own) may choose ahead too, while others decide.
        self.ahead_alone = ahead_alone
        self.at_screen: Seat | None = self.people[0] if len(self.people) == 1 else None
        self.facing: Seat = self.people[0] if self.people else 0
        self.curtain: Curtain | None = None
        self.viewer: Seat | None = None
        self.acting: Seat | None = None
        self.thinking: Seat | None = None
        self.message: Text = ""
        self.error = False
        self.greeting: Text = ""  # words for the person behind the curtain, said once it lifts
        self.hint_move: Move | None = None
        self.hint_key: tuple | None = None
        self.catch_up: CatchUp | None = None
        self.caught_up: set[tuple[Seat, int]] = set()  # (person, moves played) of catch-ups put away
        self.changes = 0  # moves played or taken back: the table autosaves when it changes
        self.choosing_ahead: ahead.Offered | None = None  # the person at the screen may choose their next move
        self.chosen_ahead: dict[Seat, ahead.Chosen] = {}  # moves chosen ahead, made when their turn comes
        self.decided_private: tuple[Seat, int] | None = None  # (person, moves played) after a private decision
        self._memo = Memo()
        self._arrange()

    @classmethod
    def start(cls, game_id: str, players: Sequence[Player], options: dict | None = None,
              seed: int | None = None, **how: Any) -> "Session":
        """A new match of a registered game at this screen."""
        return cls(Match.start(game_id, list(players), options, seed), **how)

    @classmethod
    def resume(cls, match: Match, **how: Any) -> "Session":
        """A match going on (loaded, continued): nobody is at the screen yet, so a private decision
        starts behind its person's curtain."""
        return cls(match, **how)

    # --- what the screen shows ---------------------------------------------
    def offer(self, worded: bool = True) -> Offer:
        """What the screen may show and take now. Not `worded`: without the table's message, for a screen on
        another computer that words `message` in its own language."""
        self._follow()
        said = self.said(self.message) or self.thinking_words() or self.waiting_words() if worded else ""
        return Offer(viewer=self.viewer, curtain=self.curtain, view=self.view_of(self.viewer),
                     moves=tuple(self.moves()), thinking=self.thinking, acting=self.deciding(),
                     facing=self.facing, turned=turning(self.view_of(self.facing)), auto=self.auto_move(),
                     message=said, error=self.error and bool(self.message), hint=self.hint_move,
                     catch_up=self.catch_up, ahead=self.choosing_ahead is not None,
                     waiting=self.waiting())

    def board_side(self) -> Seat | None:
        """The colour whose side is at the bottom of a board that turns to its player (a view that says
        `viewer_colour`), whose point numbers the board, the log and hints all use; None without such a
        board. Kept one way (a lesson's, the people's switch, or the game's own choice for several people
        at one screen) it is the first person's side, else the side of the seat the table faces."""
        kept = self.scripted or self.preferences.fixed_board or self.match.game.table.keeps_board(
            self.match.options, len(self.people))
        seat = self.people[0] if kept and self.people else self.facing
        turned = turning(self.view_of(seat))
        if "viewer_colour" not in turned:
            return None
        return turned["viewer_colour"] if turned["viewer_colour"] in (0, 1) else 0

    def view_of(self, seat: Seat | None) -> dict:
        """The engine's view of the present position for `seat` (None: the public one), asked once."""
        return self._memo.get(self.match.state, ("view", seat), lambda: self.match.view(seat))

    def moves(self) -> list[Move]:
        """The deciding person's legal moves (or the moves they may choose ahead); none while a curtain is
        down or a computer is at work."""
        person = self.deciding()
        if person is None:
            return []
        if self.choosing_ahead is not None:
            return list(self.choosing_ahead.moves)
        return self._memo.get(self.match.state, ("moves", person), lambda: self.match.legal_moves(person))

    def deciding(self) -> Seat | None:
        """The person whose decision the screen serves now, once nothing stands in the way."""
        self._follow()
        if self.curtain is not None or self.thinking is not None:
            return None
        return self.acting

    def seating(self) -> Seating:
        """How the table names every seat, in the app's language, as the present position has them (a
        Dice Challenge player's colours are theirs once picked)."""
        return self._memo.get(self.match.state, ("seating", current()), lambda: Seating(self.match))

    def said(self, words: Any) -> str:
        """A message in the app's language, with every seat it names read as the person playing it."""
        return self.seating().said(words) if words else ""

    def thinking_words(self) -> str:
        """'Robin is thinking…' while a computer seat decides."""
        if self.thinking is None:
            return ""
        return self.said(say("ui.computer.thinking", name=self.seating().name(self.thinking)))

    def waiting(self) -> Seat | None:
        """The person away from this screen (on another computer) the table waits for: one whose decision
        is pending while nobody here decides and no computer seat thinks."""
        self._follow()
        if self.acting is not None or self.thinking is not None or self.match.is_over():
            return None
        return next((seat for seat in self.match.to_move() if seat in self.away), None)

    def waiting_words(self) -> str:
        """'Waiting for Eve (on another computer).' while the table waits for a person away from it; 'Eve's
        seat is free: …' while nobody holds that seat."""
        seat = self.waiting()
        if seat is None:
            return ""
        key = "session.waiting_free" if seat in self.free else "session.waiting_away"
        return self.said(say(key, name=self.seating().name(seat)))

    def renamed(self) -> None:
        """A player's name changed (a person on another computer joined under their own): the table's
        words for the seats are worked out again."""
        self._memo = Memo()
        self._arrange()

    def hand_to_computer(self, seat: Seat, level: str = DEFAULT_LEVEL) -> bool:
        """A seat played from another computer is played by a computer seat (at `level`) for the rest of
        the match, under the same name; the match's players say so, and so do its saves. True if done
        (False: the seat is not played from another computer)."""
        player = self.match.players[seat]
        if not player.is_remote:
            return False
        self.match.players[seat] = Player(player.name, COMPUTER, level)
        self.reseated()
        return True

    def reseated(self) -> None:
        """A seat became a computer's (`hand_to_computer`, here or through another session over the same
        match): it is neither at this screen nor awaited any more, and the screen is arranged again."""
        players = self.match.players
        self.people = tuple(seat for seat in self.people if not players[seat].is_computer)
        self.away = tuple(seat for seat in self.away if not players[seat].is_computer)
        if self.at_screen is not None and players[self.at_screen].is_computer:
            self.at_screen = None
        self.renamed()

    def undo_refusal(self) -> Text | None:
        """Why the person at the screen may not take their last move back now (None: they may)."""
        if self.curtain is not None:
            return say("session.undo.curtain")
        person = self.undoer()
        return self._memo.get(self.match.state, ("undo", person), lambda: undo_refusal(self.match, person))

    def undoer(self) -> Seat | None:
        """The person at the keyboard, whose moves undo takes back: the person deciding now, else (while
        computer seats move) the last one at the screen."""
        deciding = self.deciding()
        return self.at_screen if deciding is None else deciding

    def explain(self, clicks: Sequence[str]) -> str:
        """Why clicks on the table make no legal move, in the engine's words."""
        seat = self.deciding()
        return self.said(self.on_board(self.match.game.table.explain(self.match.state, seat, list(clicks)), seat))

    def on_board(self, words: Any, seat: Seat | None) -> Any:
        """Words said to `seat` (a refusal, a hint, a move's label) with the points they name numbered as the
        board draws them, as the log numbers them (`board_side`); the words as they are without such a board."""
        side = self.board_side()
        if side is None or seat is None or not words:
            return words
        return table_help.renumbered(self.match.game, self.match.state, seat, words, side)

    def move_words(self, move: Move) -> str:
        """A move of the deciding person's as a button or a choice reads it, in the board's numbers."""
        return self.said(self.on_board(move.label or str(move), self.deciding()))

    def refusal_now(self) -> Text:
        """Why the screen takes no move now: the match is over, a computer seat is thinking, or the
        person named on the curtain is awaited."""
        return self._why_not_now()

    def double_click_moves(self, path: str) -> list[Move]:
        """The deciding person's moves a double-click on `path` makes, best first (a checker borne off)."""
        seat = self.deciding()
        if seat is None or self.choosing_ahead is not None:
            return []
        return self.match.game.table.double_click_moves(self.match.state, seat, path)

    def outcome(self, move: Move) -> Any:
        """What a person choosing between moves that share their clicks compares (`table_help.choice_outcome`)."""
        return table_help.choice_outcome(self.match.game, self.match.state, self.deciding(), move)

    def pointless(self, move: Move) -> bool:
        """Whether the move does nothing for the deciding person (`Game.table.pointless`)."""
        return self.match.game.table.pointless(self.match.state, self.deciding(), move)

    def warning(self, move: Move) -> Text | None:
        """What to ask the deciding person before `move`: the engine's warning, or with beginner warnings
        on, its warning about leaving something open to an immediate loss."""
        seat = self.deciding()
        if seat is None or self.choosing_ahead is not None:
            return None
        return self._memo.get(self.match.state, ("warn", seat, move, self.preferences.beginner_warnings),
                              lambda: self._warning(seat, move))

    def _warning(self, seat: Seat, move: Move) -> Text | None:
        game, state = self.match.game, self.match.state
        found = game.table.warning(state, seat, move)
        if not found and self.preferences.beginner_warnings:
            found = game.table.beginner_warning(state, seat, move)
        return found or None

    def auto_move(self) -> Move | None:
        """The move the table makes for the deciding person after a pause: their only move, when they
        asked for forced moves (or a roll, with auto-roll), never one the engine warns about, and never
        the confirmation of pieces they may still rearrange."""
        moves, prefs = self.moves(), self.preferences
        if len(moves) != 1 or self.choosing_ahead is not None:
            return None
        move = moves[0]
        if not (prefs.forced_moves or (prefs.auto_roll and move.kind in self.match.game.table.auto_kinds)):
            return None
        return move if self._plays_itself(self.deciding(), move) else None

    def _plays_itself(self, seat: Seat, move: Move) -> bool:
        """Whether the table may make `move` for `seat` unasked: the engine does not warn about it, and
        it does not confirm pieces the person may still rearrange."""
        def judged() -> bool:
            placed = placing.open_placements(self.match, seat)
            return not self._warning(seat, move) and not self.match.game.table.rearrangeable(placed)
        return self._memo.get(self.match.state, ("itself", seat, move, self.preferences.beginner_warnings), judged)

    # --- what the people do ---------------------------------------------------
    def lift_curtain(self, at: float | None = None) -> bool:
        """The person named on the curtain is at the screen (a deliberate act at time `at`, default now).
        An act within LIFT_GUARD of the curtain coming down is dropped; True when the curtain lifted."""
        if self.curtain is None:
            return False
        when = self.clock() if at is None else at
        if when - self.curtain.since < LIFT_GUARD:
            return False
        self.at_screen, self.curtain = self.curtain.seat, None
        self._say(self.greeting)
        self.greeting = ""
        self._arrange()
        return True

    def sit(self, seat: Seat) -> None:
        """`seat`'s person is at the screen now, with no curtain (a screen that knows who sits at it: a
        position set up for them, a remote player's own screen)."""
        self.at_screen, self.curtain = seat, None
        self._arrange()

    def play(self, move: Move) -> bool:
        """The deciding person's move; a refused one is said, with the engine's reason. True if played."""
        seat = self.deciding()
        if seat is None:
            self._say(self._why_not_now(), error=True)
            return False
        if self.choosing_ahead is not None:
            return self._choose_ahead(move)
        in_public = self.viewer is None and len(self.people) > 1 and not self._private(seat)
        in_private = self.viewer == seat and (len(self.people) > 1 or self.ahead_alone)
        try:
            self.match.play(seat, move)
        except GameError as exc:
            self._say(self.on_board(exc.reason, seat), error=True)
            return False
        if in_public:
            self.at_screen = seat  # whoever decides at the public table is the one at the screen
        self.decided_private = (seat, len(self.match.history)) if in_private else None
        self._changed()
        return True

    def _choose_ahead(self, move: Move) -> bool:
        """The person's next move, chosen now (or the button that leaves it for their turn): kept, and the
        screen handed over."""
        offered = self.choosing_ahead
        if move not in offered.moves:
            self._say(say("engine.not_legal_here"), error=True)
            return False
        if move.kind != ahead.HAND_OVER:
            self.chosen_ahead[offered.person] = ahead.chosen(self.match, move)
        self.decided_private = None
        self._say("")
        self._arrange()
        return True

    def play_auto(self) -> bool:
        """Make the move the table makes for the deciding person now (`auto_move`), and say so."""
        move, person = self.auto_move(), self.deciding()
        unasked = self.viewer is None and len(self.people) > 1 and self._private(person)  # everyone knew it
        if move is None or not self._play_for(person, move):
            return False
        played = self.match.history[-1].move  # the log's words: they name the dice a roll gave
        words = clause(self.on_board(played.label or str(played), person))
        if unasked:
            self._say(say("ui.table.made_for", name=self.seating().name(person), move=words))
        elif self.preferences.forced_moves:
            self._say(say("ui.computer.only_move", move=words))
        else:
            self._say(say("ui.computer.auto_roll", move=words))
        return True

    def _play_for(self, seat: Seat, move: Move) -> bool:
        try:
            self.match.play(seat, move)
        except GameError as exc:
            self._say(self.on_board(exc.reason, seat), error=True)
            return False
        self._changed()
        return True

    def undo(self) -> bool:
        """Take back the last move of the person at the screen and the computer replies since, unless
        that would put back into hiding something the person has seen (then say why). True if done."""
        reason = self.undo_refusal()
        if reason:
            self._say(reason, error=True)
            return False
        undone = self.match.undo_turn(self.undoer())
        self._changed()
        last = undone[-1]
        self._say(say("ui.table.took_back", move=self.on_board(last.move.label or str(last.move), last.seat)))
        return True

    def hint(self) -> None:
        """Ask what the Normal level would play for the deciding person, from their own view only."""
        person = self.deciding()
        if person is None or self.match.is_over() or self.choosing_ahead is not None:
            self._say(say("ui.hint.not_yours"), error=True)
            return
        self.hint_move, self.hint_key = None, ("hint", len(self.match.history), person)
        self._say(say("ui.hint.looking"))

    def put_away_catch_up(self) -> None:
        """The person has read what they missed: it goes, and does not come back this turn."""
        if self.catch_up is not None:
            self.caught_up.add((self.catch_up.person, len(self.match.history)))
            self.catch_up = None

    def prefer(self, preferences: Any) -> None:
        """New preferences from the people at the screen; the screen is arranged again by them."""
        self.preferences = preferences
        self._arrange()

    def tell(self, words: Text, error: bool = False) -> None:
        """Something the table says that is not about a move (a switch turned, an autosave failed)."""
        self._say(words, error)

    def greet(self, words: Text) -> None:
        """Say `words` to the person who sits down: now, or once the curtain in front of them lifts."""
        if self.curtain is None:
            self._say(words)
        else:
            self.greeting = words

    # --- computer seats and hints ----------------------------------------------
    def work(self) -> Request | None:
        """The decision wanted now: the thinking computer seat's move, else a hint the person asked for."""
        self._follow()
        if self.thinking is not None:
            if not self.computers:
                return None  # another session (the host's) works them
            level = self.match.players[self.thinking].level
            return computers.request(self.match, "seat", self.thinking, level)
        person = self.deciding()
        if self.hint_key is not None and self.hint_key == ("hint", len(self.match.history), person):
            return computers.request(self.match, "hint", person, DEFAULT_LEVEL)
        return None

    def answer(self, key: tuple, found: Any) -> bool:
        """The answer to `work()`'s request: a computer seat's move is played, a hint is shown; a stale
        answer is dropped. A failure instead of an answer: the computer seat plays a quick move and the
        table says so. True when the answer was used."""
        if key[0] == "hint":
            return self._hint_found(key, found)
        seat = self.thinking
        if seat is None or not self.computers or key != ("seat", len(self.match.history), seat):
            return False
        job = self.work()
        move = getattr(found, "move", None)
        if move is None or not self._play_computer(seat, move):
            self._play_computer(seat, computers.quick_move(self.match, job))
            self._say(say("session.computer.quick", name=self.seating().name(seat),
                          why=getattr(found, "reason", None) or str(found)))
        return True

    def _play_computer(self, seat: Seat, move: Move) -> bool:
        try:
            self.match.play(seat, move)
        except GameError:
            return False
        self._changed()
        return True

    def _hint_found(self, key: tuple, found: Any) -> bool:
        if key != self.hint_key or key != ("hint", len(self.match.history), self.deciding()):
            return False
        self.hint_key = None
        if getattr(found, "move", None) is None:
            self._say(say("ui.hint.none", why=getattr(found, "reason", None) or str(found)), error=True)
            return True
        self.hint_move = found.move
        self._say(self.on_board(hint_sentence(found), key[2]))  # its points as the board numbers them
        return True

    def settle(self, limit: int = 100_000) -> int:
        """Let the computer seats decide, here and now, up to the next person's decision or the end;
        returns how many moves they made."""
        made = 0
        while self.thinking is not None and self.computers and made < limit:
            job = self.work()
            self.answer(job.key, computers.decided(job))
            made += 1
        return made

    # --- setting out pieces in secret -------------------------------------------
    def open_placements(self) -> list[Move]:
        return placing.open_placements(self.match, self.deciding())

    def rearrangeable(self) -> frozenset[str]:
        """The table paths of the deciding person's placed pieces that they may still exchange."""
        return self._memo.get(self.match.state, ("rearrange", self.deciding()),
                              lambda: self.match.game.table.rearrangeable(self.open_placements()))

    def fill(self) -> list[Move]:
        """What "Deal the rest for me" would play now."""
        return self._memo.get(self.match.state, ("fill", self.deciding()),
                              lambda: placing.fill_moves(self.match, self.deciding()))

    def deal_rest(self) -> bool:
        """Place the rest of the person's pieces for them, legally; they may still swap before confirming."""
        moves, seat = self.fill(), self.deciding()
        if not moves:
            return False
        reason = placing.play_all(self.match, seat, moves)
        self._changed()
        self._say(reason or say("ui.table.dealt_rest", count=len(moves)), error=bool(reason))
        return True

    def swap(self, a: str, b: str) -> bool:
        """Exchange two of the person's open placements (played again, each checked by the engine)."""
        reason = placing.swap(self.match, self.deciding(), a, b)
        if reason == "":
            return False
        self._changed()
        self._say(say("ui.table.no_swap", why=reason) if reason else say("ui.table.swapped"), error=bool(reason))
        return True

    # --- arranging the screen ---------------------------------------------------
    def _changed(self) -> None:
        self.changes += 1
        self.hint_move, self.hint_key = None, None
        self._say("")
        self._arrange()

    def _follow(self) -> None:
        """A match moved on outside the session (a lesson's scripted reply) is taken as a change."""
        if self.match.state is not self._arranged:
            self._changed()

    def _say(self, words: Text, error: bool = False) -> None:
        self.message, self.error = words, error

    def _arrange(self) -> None:
        """Who the screen serves now, whether a curtain comes down, and what the person missed."""
        match = self.match
        self._arranged = match.state
        over = match.is_over()
        self.thinking = None if over or self.scripted else self._computer_deciding()
        self.acting = None if over or self.thinking is not None else next_person(match, self.people, self.at_screen)
        if self._make_chosen_ahead():
            return  # the screen was arranged again after it
        if len(self.people) == 1:
            self.viewer, self.facing = self.people[0], self.people[0]
        elif self.acting is not None:
            self.facing = self.acting
        self.curtain = self._curtain_needed()
        if len(self.people) != 1:
            self.viewer = self.acting if self._private_shown() else None
        if self._offer_ahead():
            return
        self._catch_up_now()

    def _make_chosen_ahead(self) -> bool:
        """Make the move the acting person chose ahead, now that its turn has come; True if made."""
        self.chosen_ahead = ahead.standing(self.match, self.chosen_ahead)
        seat = self.acting
        kept = self.chosen_ahead.get(seat) if seat is not None else None
        move = ahead.due(self.match, seat, kept) if kept is not None else None
        if move is None:
            return False
        del self.chosen_ahead[seat]
        if not self._play_for(seat, move):
            return False
        made = self.on_board(self.match.history[-1].move.label or str(move), seat)
        self._say(say("session.ahead.made", move=clause(made)))
        return True

    def _offer_ahead(self) -> bool:
        """Whether the person who just decided in private, before the curtain for the next person comes
        down, may choose their own next move ahead: then the screen stays theirs for it."""
        was_offered, self.choosing_ahead = self.choosing_ahead, None
        person, following = self.at_screen, self._following()
        if following is None or self.decided_private != (person, len(self.match.history)) or following == person:
            return False
        self.choosing_ahead = ahead.offered(self.match, person, following, self.seating().name(following))
        if self.choosing_ahead is None:
            return False
        self.curtain, self.catch_up, self.thinking = None, None, None
        self.viewer = self.acting = self.facing = person
        if was_offered is None:
            self._say(self.choosing_ahead.words)
        return True

    def _following(self) -> Seat | None:
        """The seat whose decision comes before the next one of the person at the screen: the one named on
        the curtain, or (`ahead_alone`: a person alone at their own screen) the seat to move."""
        if self.curtain is not None:
            return self.curtain.seat
        if not self.ahead_alone or self.acting is not None or self.match.is_over():
            return None
        return next(iter(self.match.to_move()), None)

    def _computer_deciding(self) -> Seat | None:
        """The computer seat to decide now: none when a person shares the decision (a team's cube answer
        is the person's to give, not their computer partner's)."""
        match = self.match
        if match.game.table.shared_decision(match.state) and set(match.to_move()) & {*self.people, *self.away}:
            return None
        return match.pending_computer_seat()

    def _curtain_needed(self) -> Curtain | None:
        """The curtain for the acting person, when their decision is private and someone else may be at
        the screen (the one already down for them stays as it is)."""
        seat = self.acting
        if seat is None or len(self.people) < 2 or self.at_screen == seat or not self._private(seat):
            return None
        if self.preferences.forced_moves and self._forced_in_public(seat):
            return None  # everyone knows it is their only move: the table plays it in public
        if self.curtain is not None and self.curtain.seat == seat:
            return self.curtain
        return self._new_curtain(seat)

    def _private_shown(self) -> bool:
        seat = self.acting
        return (seat is not None and self.curtain is None and self.at_screen == seat and self._private(seat))

    def _private(self, seat: Seat) -> bool:
        return self._memo.get(self.match.state, ("private", seat), lambda: needs_privacy(self.match, seat))

    def _forced_in_public(self, seat: Seat) -> bool:
        def forced() -> bool:
            game, state = self.match.game, self.match.state
            return publicly_forced(game, state, seat) and self._plays_itself(seat, game.legal_moves(state, seat)[0])
        return self._memo.get(self.match.state, ("forced", seat, self.preferences.beginner_warnings), forced)

    def _new_curtain(self, seat: Seat) -> Curtain:
        seating = self.seating()
        return Curtain(seat, seating.person(seat), seating.name(seat), self.reason_for(seat), self.clock())

    def reason_for(self, seat: Seat) -> str:
        """Why the person is asked, from public facts only: the game's `table.prompt_reason`, else the public
        status with the person named in it ("Trick 3 of 26: Ann leads.")."""
        game, seating = self.match.game, self.seating()
        reason = game.table.prompt_reason
        words = self.said(reason(self.match.state, seat, seating.name)) if reason is not None else ""
        if not words:
            words = seating.naming(self.said(self.view_of(None).get("status")), seat)
        return words or self.said(game.title)

    def _catch_up_now(self) -> None:
        """What the deciding person missed since their last move, unless they have put it away."""
        person = self.deciding()
        if person is None or self.scripted or (person, len(self.match.history)) in self.caught_up:
            self.catch_up = None  # a script's replies are explained by the script itself
            return
        found = missed(self.match, person)
        self.catch_up = found if self._worth_catching_up(found, person) else None

    def _worth_catching_up(self, found: CatchUp | None, person: Seat) -> bool:
        """A computer seat's moves, a run of moves, or a turn behind a curtain are summed up; one move of
        a person who shared the open screen is not: the next person watched it land."""
        if found is None:
            return False
        if found.moves > 1 or self._private(person):
            return True
        return self.match.players[self.match.history[-1].seat].is_computer

    def _why_not_now(self) -> Text:
        if self.match.is_over():
            return say("ui.table.over")
        if self.thinking is not None:
            return say("ui.table.wait")
        away = self.waiting()
        if away is not None:
            return say("session.waiting_away", name=self.seating().name(away))
        return say("session.wait_curtain") if self.curtain is not None else say("ui.table.wait")


def hint_sentence(found: Any) -> Text:
    """One sentence for a hint: the move, and how it fared in the futures searched from the person's view."""
    move = found.move.label or str(found.move)
    if found.why:
        return say("ui.hint.why", move=move, why=found.why)
    if not found.visits:
        return say("ui.hint.only", move=move)
    return say("ui.hint.best", move=move, count=found.iterations, score=f"{found.value:.0%}")
