"""How often two people at one Finesse table hand the screen over: counted in a seeded hand played the
same way every time (every seat plays its first legal card), so the figure moves only when the rules of
the screen or the game's turn order change.

The last trick's follows are each player's last card: they are played with the lead, so nobody is called
to the screen for a card they cannot choose (before, each person came to the screen for their last card,
and the seeded hand below needed 24 curtains instead of 22)."""

from __future__ import annotations

from types import SimpleNamespace

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.session import LIFT_GUARD, Session
from tabletop.session.screen import publicly_forced

SEED = 0
CURTAINS = 22  # in the hand of SEED, with two people (South and West) and two computer seats
LAST_TRICK = 13


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


def curtains_in_one_hand(seed: int) -> tuple[int, list]:
    """(curtains, (trick, seat) of those that came down for a move every seat knew was forced) over one
    hand."""
    players = [Player("Ann"), Player("Robin"), Player("Ben", COMPUTER, "easy"), Player("Ada", COMPUTER, "easy")]
    clock = Clock()
    session = Session(Match.start("finesse", players, {"match": "one_hand"}, seed), clock=clock)
    match, curtains, needless = session.match, 0, []
    while not match.is_over():
        offer = session.offer()
        if offer.curtain is not None:
            seat = offer.curtain.seat
            if publicly_forced(match.game, match.state, seat):
                needless.append((match.state.trick_no, seat))
            curtains += 1
            clock.now += LIFT_GUARD + 0.1
            assert session.lift_curtain()
        elif offer.thinking is not None:
            job = session.work()
            first = match.game.legal_moves(job.state, job.seat)[0]
            assert session.answer(job.key, SimpleNamespace(move=first))
        else:
            assert session.play(offer.moves[0])
    return curtains, needless


def test_two_people_at_finesse_meet_no_curtain_for_their_last_cards():
    curtains, needless = curtains_in_one_hand(SEED)
    assert [trick for trick, _ in needless if trick == LAST_TRICK] == [], "a curtain for a last card"
    assert curtains == CURTAINS
