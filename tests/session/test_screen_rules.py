"""The rules of the shared screen, as properties of seeded random sessions of every game with two people
and, where the game seats more, computer seats: what is shown, to whom, behind which curtain, and what
undo may hand back. Nothing here draws a pixel.

Who is at the screen is followed from the outside: the person who last lifted their curtain, or who last
made a decision at the public table (the only person, when one plays with computer seats)."""

from __future__ import annotations

import random
import re

import pytest

from tabletop import games
from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.game import seat_words
from tabletop.engine.information import reveals_hidden
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.session import LIFT_GUARD, Preferences, Session
from tabletop.session.ahead import HAND_OVER
from tabletop.session.screen import needs_privacy, publicly_forced
from tabletop.words import text, use

# (game, seats: P a person, C a computer seat at Easy), as each game declares them.
TABLES = [(game_id, games.get(game_id).facts.session_seats) for game_id in games.ids()]
NAMES = ("Ann", "Robin", "Ben", "Ada", "Max")
STEPS = 260  # offers looked at per session: enough for several rounds of every game, quick enough to run often
UNDO_CHANCE = 0.15
ORACLE_SAMPLES = 8  # worlds the undo oracle draws for each move taken back (the session draws others)


class Clock:
    """A clock the test moves by hand: a curtain is lifted a moment after it came down."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def session_for(game_id: str, seats: str, seed: int, forced: bool = False) -> tuple[Session, Clock]:
    game = games.get(game_id)
    players = [Player(NAMES[i], COMPUTER, "easy") if kind == "C" else Player(NAMES[i]) for i, kind in enumerate(seats)]
    clock = Clock()
    match = Match.start(game_id, players, game.options_for(len(players)), seed)
    return Session(match, clock=clock, preferences=Preferences(forced_moves=forced)), clock


class Screen:
    """What the test knows of the screen from the outside: who is at it, and the curtains seen."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.people = [s for s, p in enumerate(session.match.players) if not p.is_computer]
        self.at = self.people[0] if len(self.people) == 1 else None
        self.curtains = 0
        self.chosen: dict[int, tuple[int, object]] = {}  # person -> (moves played, the move they chose ahead)

    def choose_ahead(self, seat: int, move) -> None:
        """`move` chosen ahead by `seat`: it must be the next move the seat makes (unless taken back)."""
        self.chosen[seat] = (len(self.session.match.history), move)

    def check_chosen(self) -> None:
        """A move chosen ahead is the seat's next move, made as it was chosen."""
        history = self.session.match.history
        for seat, (played, move) in list(self.chosen.items()):
            if len(history) < played:
                del self.chosen[seat]  # taken back with the move it followed
                continue
            made = next((p.move for p in history[played:] if p.seat == seat), None)
            if made is not None:
                assert made == move, "a move chosen ahead was not the one made"
                del self.chosen[seat]

    def check(self, offer) -> None:
        """Every rule of the screen that one offer can break."""
        match, game = self.session.match, self.session.match.game
        assert offer.view == game.view(match.state, offer.viewer), "the offer's view is not the engine's view"
        if offer.viewer is not None:
            assert offer.viewer in self.people, "a computer seat's private view is on the screen"
            if len(self.people) > 1:
                assert offer.viewer == self.at, "a private view shown to someone who is not at the screen"
                if offer.ahead:  # their decision is over, and they may choose their next one before handing over
                    assert match.history[-1].seat == offer.viewer == offer.acting, "a choice ahead for another"
                else:
                    assert offer.viewer in match.to_move() and not match.is_over(), "a private view after its decision"
                assert offer.thinking is None and offer.curtain is None
        if offer.thinking is not None:
            assert offer.moves == () and offer.thinking not in self.people
            assert offer.viewer is None or len(self.people) == 1, "a private view while a computer seat moves"
        if offer.curtain is not None:
            curtain = offer.curtain
            assert offer.moves == () and offer.viewer is None
            assert curtain.seat in match.to_move() and curtain.seat in self.people
            assert curtain.name == match.players[curtain.seat].name and curtain.name in curtain.person
            assert curtain.reason, "a curtain that does not say why its person is asked"
            assert curtain.seat != self.at, "a second curtain for the person already at the screen"
            assert len(self.people) > 1, "a curtain for a person alone with computer seats"
        if match.is_over() and len(self.people) > 1:
            assert offer.viewer is None, "a private view after the last decision"

    def lifted(self, seat: int) -> None:
        self.at, self.curtains = seat, self.curtains + 1


def oracle_refuses(match: Match, person: int) -> bool:
    """Whether undoing now would hide again something `person` has seen, judged on fresh worlds: some
    move taken back (computer replies included) showed them what they could not have known."""
    last = max((i for i, p in enumerate(match.history) if p.seat == person), default=-1)
    if last < 0:
        return False
    return any(reveals_hidden(match.game, match.states[i], p.seat, p.move, samples=ORACLE_SAMPLES,
                              seed=0xABCDE + i, watcher=person) or not p.undoable
               for i, p in enumerate(match.history[last:], start=last))


def step(session: Session, clock: Clock, screen: Screen, rng: random.Random) -> bool:
    """One act at the screen, checking the rules around it; False once the match is over."""
    offer = session.offer()
    screen.check(offer)
    screen.check_chosen()
    match = session.match
    if match.is_over():
        return False
    if offer.curtain is not None:
        clock.now += LIFT_GUARD / 5  # a double-click's second click, a key's repeat
        assert not session.lift_curtain(), "a curtain lifted by an act made too soon after it came down"
        clock.now += LIFT_GUARD
        assert session.lift_curtain()
        screen.lifted(offer.curtain.seat)
    elif offer.thinking is not None:
        job = session.work()
        assert job is not None and job.seat == offer.thinking
        session.answer(job.key, decide(match.game, job.state, job.seat, LEVELS["easy"], job.rng))
    elif offer.auto is not None:
        seat = offer.acting
        if screen.at != seat and len(screen.people) > 1 and needs_privacy(match, seat):
            assert publicly_forced(match.game, match.state, seat), "a forced move played in public, not known to all"
        assert session.play_auto()
    elif offer.moves and rng.random() < UNDO_CHANCE:
        try_undo(session, screen)
    else:
        seat, move = offer.acting, rng.choice(offer.moves)
        in_public = offer.viewer is None and len(screen.people) > 1 and not needs_privacy(match, seat)
        assert session.play(move)
        if offer.ahead and move.kind != HAND_OVER:
            screen.choose_ahead(seat, move)
        if in_public:
            screen.at = seat  # whoever decides at the public table is the one at the screen
    return True


def try_undo(session: Session, screen: Screen) -> None:
    """Undo by the person at the keyboard: never when the span taken back showed them something new."""
    match, person = session.match, session.undoer()
    before = len(match.history)
    must_refuse = match.undo_refusal(person) is not None or oracle_refuses(match, person)
    done = session.undo()
    assert not (done and must_refuse), "undo put back into hiding something the person had seen"
    if done:
        assert len(match.history) < before and session.offer().viewer in (None, person)
    else:
        assert len(match.history) == before and session.offer().error


@pytest.mark.parametrize("game_id,seats", TABLES, ids=[t[0] for t in TABLES])
@pytest.mark.parametrize("seed", [3, 8])
def test_the_screen_shows_a_secret_only_to_its_person_behind_their_own_curtain(game_id, seats, seed):
    session, clock = session_for(game_id, seats, seed)
    screen, rng = Screen(session), random.Random(seed)
    for _ in range(STEPS):
        if not step(session, clock, screen, rng):
            break


@pytest.mark.parametrize("game_id,seats", [("finesse", "PPCC"), ("wysiwyg", "PP"), ("the_things", "PCPCC"),
                                           ("three_kings", "PPC"), ("chains", "PPC")],
                         ids=["finesse", "wysiwyg", "the_things", "three_kings", "chains"])
def test_with_forced_moves_on_only_a_move_everyone_knows_is_forced_skips_the_curtain(game_id, seats):
    session, clock = session_for(game_id, seats, 5, forced=True)
    screen, rng = Screen(session), random.Random(5)
    for _ in range(STEPS):
        if not step(session, clock, screen, rng):
            break


def seat_word_pattern(match: Match) -> re.Pattern:
    """The English words of every seat whose person is named, standing alone: not in brackets after a
    name, nor in a partnership's name ("North–South", a side's score like the score sheet's)."""
    words = sorted({text(seat_words(match.game.seat_name(s)), "en") for s in range(len(match.players))}, key=len,
                   reverse=True)
    return re.compile(r"(?<![(（–])\b(" + "|".join(re.escape(w) for w in words) + r")\b(?![)）–])")


@pytest.mark.parametrize("game_id,seats", TABLES, ids=[t[0] for t in TABLES])
def test_curtains_and_the_tables_words_name_the_people(game_id, seats):
    use("en")
    session, clock = session_for(game_id, seats, 4)
    screen, rng = Screen(session), random.Random(4)
    bare = seat_word_pattern(session.match)
    said = 0
    for _ in range(STEPS):
        offer = session.offer()
        status = session.said(offer.view.get("status"))
        logged = session.said(session.match.history[-1].move.label) if session.match.history else ""
        for words in (offer.message, offer.curtain.reason if offer.curtain else "", status, logged):
            assert not bare.search(words), f"a seat's own words where its person is known: {words!r}"
            said += bool(words)
        if not step(session, clock, screen, rng):
            break
    assert said > 0
