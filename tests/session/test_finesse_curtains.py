"""How often two people at one Finesse table hand the screen over: counted in a seeded hand played the
same way every time (every seat plays its first legal card), so the figure moves only when the rules of
the screen or the game's turn order change.

The last trick's follows are each player's last card: they are played with the lead, so nobody is called
to the screen for a card they cannot choose (before, each person came to the screen for their last card,
and the seeded hand below needed 24 curtains instead of 22).

Then the hand-overs of single tricks, in order: the leader of a partner's table card may choose their own
follow before the right-hand neighbour plays, and the taker of a trick their lead while an opponent puts
out a new table card; either way the screen need not come back to them."""

from __future__ import annotations

from types import SimpleNamespace

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.games.finesse import GAME
from tabletop.games.finesse.positions import card, position
from tabletop.session import LIFT_GUARD, Session
from tabletop.session.ahead import HAND_OVER
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


# --- a leader's own follow, and a taker's lead, chosen ahead ------------------------------------------------
S, W, N, E = 0, 1, 2, 3
PEOPLE = ("Ann", "Bob", "Cy", "Di")
LATER = "later"  # the button that leaves the choice for the turn


def table_lead_position():
    """Trick 11, South to lead, North's K♠ on the table: led, it is followed by East, South, then West."""
    return position(hands={S: "3♠ 9♦ Q♥", E: "K♠ 2♠ 2♦", W: "5♠ 8♣ J♦"}, tables={N: ["K♠", "4♥", "7♣"]},
                    trick_no=11, leader=S, trump="♥")


def session_at(state, kinds="PPPP"):
    players = [Player(name, COMPUTER, "easy") if kind == "C" else Player(name) for name, kind in zip(PEOPLE, kinds)]
    clock = Clock()
    return Session(Match.from_position(GAME, players, state, {"match": "standard"}), clock=clock), clock


def handovers(session, clock, choices):
    """Play on until `choices` (a list of card names, or LATER for the hand-over button) is used up and the
    next person is asked; returns the names on the curtains that came down, in order."""
    names, choices = [], list(choices)
    while True:
        offer = session.offer()
        if offer.curtain is not None:
            names.append(offer.curtain.name)
            clock.now += LIFT_GUARD + 0.1
            assert session.lift_curtain()
        elif offer.thinking is not None:
            session.settle(1)
        elif not choices:
            return names
        else:
            wanted = choices.pop(0)
            assert session.play(next(m for m in offer.moves if (m.kind == HAND_OVER if wanted == LATER else
                                                                 m.get("card") == _card(session, wanted))))


def _card(session, name):
    """The card of that name where the seat to act (or the one choosing ahead) would take it from."""
    state, seat = session.match.state, session.deciding()
    for copy in (0, 1):
        try:
            wanted = card(name, copy)
        except IndexError:
            break
        if wanted in state.hands[seat] or any(wanted in t for t in state.tables):
            return wanted
    raise AssertionError(f"no {name} in view")


def test_a_leader_who_hands_over_comes_back_to_the_screen_for_their_own_follow():
    session, clock = session_at(table_lead_position())
    # North's K♠ takes the trick (East's K♠ came later): Cy puts out a new table card.
    assert handovers(session, clock, ["K♠", LATER, "2♠", "3♠", "5♠"]) == ["Ann", "Di", "Ann", "Bob", "Cy"]


def test_a_leader_who_chooses_their_follow_ahead_meets_one_curtain_in_the_trick():
    session, clock = session_at(table_lead_position())
    assert handovers(session, clock, ["K♠", "3♠", "2♠", "5♠"]) == ["Ann", "Di", "Bob", "Cy"]
    plays = [(p.seat, p.move.get("card")) for p in session.match.history]
    assert plays == [(S, card("K♠")), (E, card("2♠")), (S, card("3♠")), (W, card("5♠"))]


def test_with_two_people_and_two_computer_seats_the_trick_needs_one_hand_over():
    # West leads East's table card: South (a person) plays, then West, then North (a computer seat).
    state = position(hands={W: "5♠ 8♣ J♦", S: "3♠ 9♦ Q♥"}, tables={E: ["K♠", "4♥", "7♣"]}, trick_no=11,
                     leader=W, trump="♥")
    later, clock = session_at(state, "PPCC")
    assert handovers(later, clock, ["K♠", LATER, "3♠"]) == ["Bob", "Ann", "Bob"]
    chosen, clock = session_at(state, "PPCC")
    assert handovers(chosen, clock, ["K♠", "5♠", "3♠"]) == ["Bob", "Ann"]
    assert [(p.seat, p.move.get("card")) for p in chosen.match.history[1:3]] == [(S, card("3♠")), (W, card("5♠"))]


def test_the_next_person_sees_the_same_table_whether_or_not_a_follow_was_chosen_ahead():
    offers = []
    for choice in ("3♠", LATER):
        session, clock = session_at(table_lead_position())
        handovers(session, clock, ["K♠", choice])
        offer = session.offer()
        offers.append((offer.view, offer.moves, offer.message, offer.catch_up, offer.curtain is None))
    assert offers[0] == offers[1]


def test_the_taker_of_a_trick_may_choose_their_lead_before_the_new_table_card():
    # South leads North's table K♠; West's ace takes the trick, North puts out a new table card, West leads
    # and North follows: chosen ahead, West's lead needs no curtain, and Cy stays at the screen to follow.
    state = position(hands={S: "3♠ 9♦ Q♥", E: "K♠ 2♠ 2♦", W: "A♠ 8♣ J♦", N: "6♣ 10♦ 2♥"},
                     tables={N: ["K♠", "4♥", "7♣"], E: ["5♥", "9♣", "3♦"]}, trick_no=11, leader=S, trump="♥")
    chosen, clock = session_at(state)
    assert handovers(chosen, clock, ["K♠", "3♠", "2♠", "A♠", "8♣", "6♣"]) == ["Ann", "Di", "Bob", "Cy"]
    assert [p.move.get("card") for p in chosen.match.history[-2:]] == [card("6♣"), card("8♣")]
    assert chosen.deciding() == N
    later, clock = session_at(state)
    assert handovers(later, clock, ["K♠", "3♠", "2♠", "A♠", LATER, "6♣", "8♣"]) == \
        ["Ann", "Di", "Bob", "Cy", "Bob", "Cy"]


def test_undo_while_choosing_ahead_takes_back_the_lead():
    session, clock = session_at(table_lead_position())
    handovers(session, clock, ["K♠"])
    assert session.offer().ahead and session.undo()
    offer = session.offer()
    assert not offer.ahead and offer.acting == S and session.match.history == []
    assert any(m.kind == "lead_table" for m in offer.moves)


def test_a_resumed_match_has_forgotten_the_choice_and_asks_the_leader_again():
    session, clock = session_at(table_lead_position())
    assert handovers(session, clock, ["K♠", "3♠"]) == ["Ann", "Di"]  # Di is asked to the screen
    resumed = Session.resume(session.match, clock=clock)  # the match continued from its save
    assert handovers(resumed, clock, ["2♠"]) == ["Di", "Ann"]


def test_a_person_alone_at_their_own_screen_may_choose_ahead_only_when_the_table_lets_them():
    """A remote player's screen (`ahead_alone`): after leading a partner's table card, South may choose the
    follow while East decides, and the follow is made at South's turn; a plain one-person screen is not
    offered that (nothing to save it), and the choice closes once East has decided."""
    def alone(ahead_alone):
        match = Match.from_position(GAME, [Player(name) for name in PEOPLE], table_lead_position(), {"match": "standard"})
        session = Session(match, here=(S,), computers=False, ahead_alone=ahead_alone)
        session.play(next(m for m in session.offer().moves if m.get("card") == card("K♠")))
        return match, session
    match, session = alone(True)
    offer = session.offer()
    assert offer.ahead and offer.acting == S and offer.thinking is None and offer.moves[-1].kind == HAND_OVER
    assert session.play(next(m for m in offer.moves if m.get("card") == card("3♠")))
    match.play(E, next(m for m in match.legal_moves(E) if m.get("card") == card("2♠")))  # East, on its screen
    assert session.deciding() is None and match.history[-1].move.get("card") == card("3♠")
    assert session.message.key == "session.ahead.made"
    match, plain = alone(False)
    assert not plain.offer().ahead and plain.offer().moves == ()
    match, closes = alone(True)
    match.play(E, next(m for m in match.legal_moves(E) if m.get("card") == card("2♠")))
    assert not closes.offer().ahead and closes.deciding() == S
