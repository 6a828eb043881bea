"""Seats whose person plays on another computer: the host's session waits for them and never curtains or
searches for them; each has a session of its own over the same match, and a move made through any session
is seen by all of them."""

from __future__ import annotations

from tabletop.engine.match import COMPUTER, REMOTE, Match, Player
from tabletop.session import LIFT_GUARD, Session
from tabletop.words import use


class Clock:
    def __init__(self) -> None:
        self.now = 10.0

    def __call__(self) -> float:
        return self.now


def table(game_id, seats, seed=1):
    """A match whose seats are P (a person here), R (a person on another computer) or C (an Easy computer
    seat): the host's session, and a session for each remote seat."""
    names = ("Ann", "Eve", "Ben", "Zoe", "Max")
    kinds = {"P": Player, "R": lambda name: Player(name, REMOTE), "C": lambda name: Player(name, COMPUTER, "easy")}
    players = [kinds[kind](names[i]) for i, kind in enumerate(seats)]
    clock = Clock()
    host = Session(Match.start(game_id, players, {}, seed), clock=clock)
    remote = {seat: Session(host.match, here=(seat,), computers=False, clock=clock)
              for seat, kind in enumerate(seats) if kind == "R"}
    return host, remote, clock


def step(host, remote, clock):
    """Whoever is to decide decides (the first offered move); False once the match is over."""
    if host.match.is_over():
        return False
    offer = host.offer()
    if offer.curtain is not None:
        clock.now += LIFT_GUARD + 0.1
        assert host.lift_curtain()
    elif offer.thinking is not None:
        assert all(session.work() is None for session in remote.values())  # only the host searches
        host.settle(limit=1)
    elif offer.acting is not None:
        assert host.play(offer.moves[0])
    else:
        seat = offer.waiting
        assert seat in remote, "the table waits for nobody"
        mine = remote[seat].offer()
        assert mine.acting == seat and mine.moves
        assert remote[seat].play(mine.moves[0])
    return True


def test_the_host_waits_for_a_remote_person_and_says_so_in_both_languages():
    host, remote, clock = table("finesse", "PRCC", seed=3)
    while host.offer().waiting is None:
        assert step(host, remote, clock)
    use("en")
    offer = host.offer()
    assert offer.waiting == 1 and offer.curtain is None and offer.thinking is None and offer.moves == ()
    assert offer.message == "Waiting for Eve (on another computer)."
    assert not host.play(offer.moves[0] if offer.moves else remote[1].offer().moves[0])
    assert host.offer().message == "Waiting for Eve (on another computer)." and host.offer().error
    use("ja")
    try:
        assert "Eve" in host.offer().message and "別のコンピューター" in host.offer().message
    finally:
        use("en")


def test_a_whole_match_with_two_remote_people_never_curtains_or_searches_for_them():
    host, remote, clock = table("finesse", "RPRC", seed=5)
    waited = set()
    for _ in range(2000):
        offer = host.offer()
        assert offer.curtain is None  # one person here: the host's screen never needs one
        assert offer.viewer == 1 and offer.view == host.match.view(1)
        if offer.waiting is not None:
            waited.add(offer.waiting)
        for seat, session in remote.items():
            mine = session.offer()
            assert mine.curtain is None and mine.viewer == seat and mine.view == host.match.view(seat)
            assert bool(mine.moves) == (mine.acting == seat)
        if not step(host, remote, clock):
            break
    assert host.match.is_over() and waited == {0, 2}


def test_each_remote_seat_sees_the_others_moves_and_computer_seats_thinking():
    host, remote, clock = table("the_things", "RCPRC", seed=2)
    seen_thinking = False
    for _ in range(300):
        if host.match.is_over():
            break
        before = len(host.match.history)
        thinking = host.offer().thinking
        for seat, session in remote.items():
            mine = session.offer()
            assert mine.thinking == thinking  # "Robin is thinking…" on every screen
            seen_thinking |= thinking is not None
            assert session.catch_up is None or session.catch_up.person == seat
        step(host, remote, clock)
        assert len(host.match.history) >= before
    assert seen_thinking
    for seat, session in remote.items():
        assert session.offer().view == host.match.view(seat)  # every move, whoever made it, followed


def test_a_remote_person_takes_back_only_their_own_move():
    host, remote, clock = table("army_ants", "RP", seed=1)  # the set-up's placements show nothing: undoable
    use("en")
    ann = remote[0]  # on another computer; Eve plays here
    assert ann.offer().acting == 0
    ann.play(ann.offer().moves[0])
    assert host.match.history[-1].undoable and ann.undo() and host.match.history == []
    while host.offer().acting != 1:
        step(host, remote, clock)
    host.play(host.offer().moves[0])
    assert not ann.undo() and len(host.match.history) > 0  # the move here is its mover's to take back
    assert ann.offer().message == "Only Eve can take back Eve's move." and ann.offer().error


def test_a_name_typed_on_another_computer_is_used_at_once():
    host, remote, _ = table("finesse", "PRCC", seed=3)
    while host.offer().waiting is None:
        step(host, remote, Clock())
    use("en")
    host.match.players[1] = Player("Eva", REMOTE)
    host.renamed()
    assert host.offer().message == "Waiting for Eva (on another computer)."


def test_sessions_without_remote_seats_are_as_before():
    host, remote, _ = table("finesse", "PPCC", seed=3)
    assert remote == {} and host.people == (0, 1) and host.away == () and host.computers


def test_a_remote_seat_handed_to_a_computer_is_played_by_it_for_the_rest_of_the_match_and_saved_so(tmp_path):
    from tabletop.engine.saves import read_save, write_save
    host, remote, clock = table("finesse", "PRCC", seed=3)
    while host.offer().waiting is None:
        step(host, remote, clock)
    assert host.offer().waiting == 1 and host.work() is None
    assert not host.hand_to_computer(0) and not host.hand_to_computer(2)  # a person here, a computer already
    assert host.hand_to_computer(1)
    assert host.match.players[1] == Player("Eve", COMPUTER, "normal")
    assert host.away == () and host.people == (0,)
    offer = host.offer()
    assert offer.waiting is None and offer.thinking == 1 and host.work().seat == 1  # it thinks at once
    remote[1].reseated()  # the handed seat's own session, as the host tells every session over the match
    assert remote[1].people == () and remote[1].offer().moves == ()
    while not host.match.is_over():
        offer = host.offer()
        assert offer.waiting is None  # nobody is waited for again
        if offer.thinking is not None:
            host.settle(limit=1)
        else:
            assert host.play(offer.moves[0])
    again = read_save(write_save(tmp_path / "handed.yaml", host.match))
    assert [p.kind for p in again.players] == ["human", "computer", "computer", "computer"]
