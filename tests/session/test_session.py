"""The session's own behaviour: seats and curtains, computer turns and their failures, undo, hints,
forced moves and what the table says."""

from __future__ import annotations

import random


from tabletop import games
from tabletop.bots.worker import WorkerTimedOut
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.words import say
from tabletop.session import LIFT_GUARD, Preferences, Session
from tabletop.session.computers import decided
from tabletop.words import use


class Clock:
    def __init__(self) -> None:
        self.now = 10.0

    def __call__(self) -> float:
        return self.now


def people_and_computers(game_id, seats, seed=1, options=None, **how):
    game = games.get(game_id)
    names = ("Ann", "Robin", "Ben", "Ada", "Max", "Kim")
    players = [Player(names[i], COMPUTER, "easy") if kind == "C" else Player(names[i]) for i, kind in enumerate(seats)]
    options = game.options_for(len(players), options)
    return Session(Match.start(game_id, players, options, seed), clock=Clock(), **how), None


def with_clock(pair):
    session, _ = pair
    return session, session.clock


def lift(session, clock):
    clock.now += LIFT_GUARD + 0.1
    assert session.lift_curtain()


def test_start_and_resume_give_the_same_screen():
    players = [Player("Ann"), Player("Ben")]
    started = Session.start("army_ants", players, {"setup": "free"}, 7)
    resumed = Session.resume(Match.start("army_ants", players, {"setup": "free"}, 7))
    assert started.offer().curtain.seat == resumed.offer().curtain.seat == 0
    assert started.offer().view == resumed.offer().view == started.match.view(None)


def test_one_person_with_computer_seats_keeps_their_view_and_never_meets_a_curtain():
    session, _ = people_and_computers("the_things", "PCCCC", seed=2)
    for _ in range(400):
        offer = session.offer()
        assert offer.curtain is None and offer.viewer == 0 and offer.view == session.match.view(0)
        if session.match.is_over():
            break
        if offer.thinking is not None:
            session.settle(limit=1)
        else:
            session.play(offer.moves[0])
    assert session.match.history


def test_a_curtain_names_the_person_says_why_and_ignores_an_act_too_soon():
    use("en")
    session, clock = with_clock(people_and_computers("finesse", "PPCC", seed=3))
    session.settle()
    curtain = session.offer().curtain
    assert curtain is not None and curtain.name in ("Ann", "Robin") and curtain.person.startswith(curtain.name)
    assert curtain.name in curtain.reason  # "Trick 1: Ann plays a card from hand."
    clock.now += LIFT_GUARD * 0.8  # the second click of a double-click, a held key's repeat
    assert not session.lift_curtain() and session.offer().curtain == curtain
    assert not session.lift_curtain(at=curtain.since - 1.0)  # an act queued before the curtain came down
    clock.now += LIFT_GUARD
    assert session.lift_curtain()
    offer = session.offer()
    assert offer.curtain is None and offer.viewer == curtain.seat and offer.moves


def test_while_computers_think_the_screen_shows_the_public_table():
    session, clock = with_clock(people_and_computers("finesse", "PCPC", seed=4))
    for _ in range(60):
        offer = session.offer()
        if offer.curtain:
            lift(session, clock)
        elif offer.thinking is not None:
            assert offer.viewer is None and offer.moves == () and offer.view == session.match.view(None)
            assert offer.message == f"{session.match.players[offer.thinking].name} is thinking…"
            session.settle(limit=1)
        else:
            session.play(offer.moves[0])


def test_consecutive_decisions_of_one_person_need_one_curtain():
    """Three Kings, two people and a computer: the person whose turn runs on (draw, then discard or lay
    down) is asked to the screen once."""
    session, clock = with_clock(people_and_computers("three_kings", "PPC", seed=6))
    curtains, turns = 0, 0
    for _ in range(300):
        offer = session.offer()
        if session.match.is_over():
            break
        if offer.curtain:
            curtains += 1
            lift(session, clock)
        elif offer.thinking is not None:
            session.settle(limit=1)
        else:
            before = session.at_screen
            session.play(offer.moves[0])
            turns += session.offer().acting != before
    assert 0 < curtains <= turns + 1


def test_a_person_out_of_the_game_still_counts_as_someone_at_the_screen():
    """The Things: once one of two people is dead, the other is not alone at the screen: while the
    computer seats move the screen shows the public table, not the living person's hand."""
    session, clock = with_clock(people_and_computers("the_things", "PPCCC", seed=4))
    rng, after_death = random.Random(4), 0
    for _ in range(800):
        offer, state = session.offer(), session.match.state
        if session.match.is_over():
            break
        dead = [p for p in (0, 1) if not state.alive[p]]
        if dead and offer.thinking is not None:
            assert offer.viewer is None
            after_death += 1
        if offer.curtain:
            lift(session, clock)
        elif offer.thinking is not None:
            session.settle(limit=1)
        else:
            safe = [m for m in offer.moves if m.kind not in ("rescue", "escape", "declare")] or offer.moves
            attacks = [m for m in safe if m.kind == "attack"]
            session.play(rng.choice(attacks or safe))
    assert after_death > 0


def test_undo_after_a_computer_played_a_hidden_card_is_refused_with_the_reason():
    use("en")
    session, clock = with_clock(people_and_computers("finesse", "PCCC", seed=5))
    for _ in range(200):
        offer = session.offer()
        if offer.thinking is not None:
            session.settle(limit=1)
            continue
        last = session.match.history[-1] if session.match.history else None
        if last is not None and last.seat != 0 and last.move.kind == "play" and \
                any(p.seat == 0 for p in session.match.history):
            break
        session.play(offer.moves[0])
    played = len(session.match.history)
    assert not session.undo()
    assert len(session.match.history) == played
    assert "showed you what was hidden" in session.offer().message and session.offer().error


def test_undo_of_a_move_that_showed_nothing_goes_back_to_the_persons_decision():
    session, clock = with_clock(people_and_computers("army_ants", "PP", seed=1, options={"setup": "free"}))
    lift(session, clock)
    first = session.offer().moves[0]
    session.play(first)
    assert session.undo()
    offer = session.offer()
    assert session.match.history == [] and offer.curtain is None and offer.viewer == 0
    assert offer.message == f"Took back: {session.said(first.label)}" and "Ann" in offer.message


def test_a_dead_or_silent_worker_gives_a_quick_move_and_the_table_says_why():
    use("en")
    session, _ = people_and_computers("backgammon", "PC", seed=2)
    while session.offer().thinking is None:
        session.play(session.offer().moves[0])
    job = session.work()
    seat = job.seat
    assert session.answer(job.key, WorkerTimedOut(say("bots.worker.timed_out", seconds=3.4)))
    assert session.match.history[-1].seat == seat
    assert session.offer().message.startswith("Robin could not finish thinking")


def test_a_stale_answer_is_dropped():
    session, _ = people_and_computers("backgammon", "PC", seed=2)
    while session.offer().thinking is None:
        session.play(session.offer().moves[0])
    job = session.work()
    answer = decided(job)
    session.answer(job.key, answer)
    played = len(session.match.history)
    assert not session.answer(job.key, answer) and len(session.match.history) == played


def test_settle_plays_the_computers_up_to_the_next_persons_decision():
    session, _ = people_and_computers("dream_team", "PCCC", seed=3)
    session.settle()
    offer = session.offer()
    assert offer.thinking is None and (offer.acting == 0 or session.match.is_over())


def test_a_hint_comes_from_the_persons_view_and_goes_when_the_position_moves_on():
    use("en")
    session, _ = people_and_computers("army_ants", "PC", seed=1)
    session.hint()
    job = session.work()
    assert job.key[0] == "hint" and job.seat == 0 and session.offer().message.startswith("Looking")
    session.answer(job.key, decided(job))
    offer = session.offer()
    assert offer.hint in offer.moves and offer.message.startswith("Hint: ")
    session.play(offer.moves[-1])
    assert session.offer().hint is None


def test_no_hint_for_someone_not_deciding():
    session, _ = people_and_computers("finesse", "PPCC", seed=3)
    session.settle()
    assert session.offer().curtain is not None
    session.hint()
    assert session.work() is None and session.offer().error


def test_a_forced_move_from_a_hidden_hand_waits_behind_the_curtain_when_forced_moves_are_off():
    session, clock = with_clock(people_and_computers("finesse", "PPCC", seed=3, preferences=Preferences(forced_moves=False)))
    seen = 0
    for _ in range(400):
        offer = session.offer()
        if session.match.is_over():
            break
        if offer.curtain:
            seat = offer.curtain.seat
            lift(session, clock)
            seen += len(session.offer().moves) == 1
            assert session.offer().viewer == seat
        elif offer.thinking is not None:
            session.settle(limit=1)
        else:
            assert offer.auto is None
            session.play(offer.moves[0])
    assert seen > 0  # a one-card decision was made by its person, behind their curtain


def test_preferences_change_what_the_table_makes_for_people():
    session, clock = with_clock(people_and_computers("backgammon", "PP", seed=9, options={"cube": 0},
                                                     preferences=Preferences(auto_roll=True)))
    for _ in range(20):
        offer = session.offer()
        if offer.auto is not None:
            break
        session.play(offer.moves[0])
    assert offer.auto is not None and offer.auto.kind == "roll"
    session.prefer(Preferences(auto_roll=False))
    assert session.offer().auto is None


def test_every_change_counts_for_the_autosave_and_a_prepared_match_too():
    session, clock = with_clock(people_and_computers("backgammon", "PP", seed=9))
    changes = session.changes
    session.play(session.offer().moves[0])
    assert session.changes == changes + 1
    session.undo()
    assert session.changes == changes + 2


def test_the_session_runs_without_a_window():
    import subprocess
    import sys
    code = "import sys, tabletop.session; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_greeting_waits_for_the_curtain():
    use("en")
    session, clock = with_clock(people_and_computers("army_ants", "PP", seed=1, options={"setup": "free"}))
    session.greet("Your other game is kept.")
    assert session.offer().message == ""
    lift(session, clock)
    assert session.offer().message == "Your other game is kept."


def test_names_are_read_in_japanese_too():
    use("ja")
    try:
        session, clock = with_clock(people_and_computers("backgammon", "PP", seed=9))
        status = session.said(session.offer().view["status"])
        assert "Ann" in status or "Robin" in status
    finally:
        use("en")


def test_moves_made_outside_the_session_are_followed():
    session, clock = with_clock(people_and_computers("backgammon", "PP", seed=9))
    match = session.match
    seat = match.to_move()[0]
    match.play(seat, match.legal_moves(seat)[0])
    assert session.offer().view == match.view(session.offer().viewer) and session.changes == 1


def test_a_hint_reads_in_the_numbers_of_a_board_kept_one_way():
    """Black asks at a board kept for White (its numbers White's): the hint numbers Black's play as drawn."""
    from tabletop.games.backgammon.positions import match_from_position, position
    use("en")
    state = position({"white": {13: 15}, "black": {8: 1, 6: 2, 13: 12}}, turn=1, dice=(2, 1))
    said = {}
    for fixed in (False, True):
        session = Session(match_from_position(state, [Player("Ann"), Player("Bo")]),
                          preferences=Preferences(fixed_board=fixed))
        session.hint()
        job = session.work()
        session.answer(job.key, decided(job))
        said[fixed] = (session.board_side(), session.offer().message)
    assert said[False] == (1, "Hint: Bo 13/11. Plays 13/11 11/10: keeps the strongest shape this roll allows "
                              "and leaves no blot within reach (about 65% to win).")
    assert said[True][0] == 0 and said[True][1].startswith("Hint: Bo 12/14. Plays 12/14 14/15: ")


def test_refusals_and_move_words_read_in_the_numbers_of_a_board_kept_one_way():
    """Tried as a new player would: at a board kept for White, Bo (Black) was refused with Black's own point
    numbers while the board and the log showed White's. Every sentence said to Bo names the points drawn."""
    from tabletop.engine.game import Move
    from tabletop.games.backgammon.positions import match_from_position, position
    use("en")
    state = position({"white": {6: 5, 13: 10}, "black": {24: 2, 13: 13}}, turn=1, dice=(5, 2))
    said = {}
    for fixed in (False, True):
        session = Session(match_from_position(state, [Player("Ann"), Player("Bo")]), clock=Clock(),
                          preferences=Preferences(fixed_board=fixed))
        blocked = session.explain(["board/point/1", "board/point/6"])  # Black's 24 to its 19, where White has 5
        session.play(Move.of("move", src=24, dice=(5,)))
        refused = session.offer().message
        move = next(m for m in session.moves() if m.kind == "move" and m.get("src") == 13 and m.get("dice") == (2,))
        words = session.move_words(move)
        session.play(move)
        session.undo()
        said[fixed] = (blocked, refused, words, session.offer().message)
    assert said[False] == ("Point 19 is blocked: Ann has 5 checkers there.",
                           "Point 19 is blocked: Ann has 5 checkers there.", "Bo 13/11", "Took back: Bo 13/11")
    assert said[True] == ("Point 6 is blocked: Ann has 5 checkers there.",
                          "Point 6 is blocked: Ann has 5 checkers there.", "Bo 12/14", "Took back: Bo 12/14")


def test_synchrogammon_keeps_the_board_one_way_for_several_people_unless_asked():
    """Two people (one on each team) and two computers: the board's side never changes within the match,
    however the movers follow one another; with the option to turn, it turns to each person who decides."""
    from tabletop.games.synchrogammon.seats import team_of
    for board, several in (("kept", False), ("turns", True)):
        session, _ = people_and_computers("synchrogammon", "PPCC", seed=4, options={"board": board})
        sides, seen = set(), 0
        while not session.match.is_over() and seen < 40:
            session.settle()
            if session.curtain is not None:
                session.lift_curtain(session.clock.now + LIFT_GUARD + 1)
            offer = session.offer()
            if not offer.moves:
                break
            sides.add(session.board_side())
            if session.facing in session.people:
                assert session.board_side() == (team_of(session.facing) if several else team_of(0))
            session.play(offer.moves[0])
            seen += 1
        assert (len(sides) > 1) is several


def test_a_doubled_team_with_a_person_is_answered_by_the_person_not_the_computer_partner():
    """White (North, a person, and South, a computer) is doubled: the computer partner must not take or drop
    for the team on its own; North is asked, and North's answer is the team's. A team of two computers
    answers at once, as before."""
    from tabletop.games.synchrogammon import flow
    from tabletop.games.synchrogammon.positions import match_from_position, position
    use("en")
    state = flow.open_round(position(None, phase="pick", parent=1, options={"cube": "on"}))  # Black is asked first
    players = [Player("Ann"), Player("Robin", COMPUTER, "easy"), Player("Ben", COMPUTER, "easy"),
               Player("Ada", COMPUTER, "easy")]
    session = Session(match_from_position(state, players), clock=Clock())
    double = next(m for m in session.match.legal_moves(1) if m.kind == "double")
    session.match.play(1, double)
    offer = session.offer()
    assert session.match.to_move() == (0, 2) and offer.thinking is None      # Ben, the partner, waits
    assert offer.acting == 0 and [m.kind for m in offer.moves] == ["take", "drop"]
    assert session.play(offer.moves[0]) and session.match.history[-1].seat == 0
    assert session.match.state.phase == "pick"
    black_person = [Player("Ann", COMPUTER, "easy"), Player("Robin"), Player("Ben", COMPUTER, "easy"),
                    Player("Ada", COMPUTER, "easy")]
    session = Session(match_from_position(state, black_person), clock=Clock())
    assert session.play(next(m for m in session.offer().moves if m.kind == "double"))
    assert session.offer().thinking == 0                                    # two computers: the first answers


def things_session(hands):
    """The Things with three people at the screen, and a way to answer each prompt as its person would."""
    from tabletop.games.the_things.positions import match_from_position, position
    session = Session(match_from_position(position(hands), [Player("Ann"), Player("Robin"), Player("Ben")]),
                      clock=Clock())

    def answer(kind, **fields):
        if session.offer().curtain:
            lift(session, session.clock)
        move = next(m for m in session.offer().moves if m.kind == kind and all(m.get(k) == v for k, v in fields.items()))
        assert session.play(move)
    return session, answer


def looks_then_passes_on(session, answer, seat, got, curtain_first):
    """`seat` looks at the card got, on its own screen (behind its curtain when `curtain_first`), and no other
    view shows it; then the game goes on with nothing of it left in sight."""
    offer = session.offer()
    assert (offer.curtain is not None and offer.curtain.seat == seat) == curtain_first
    if curtain_first:
        assert offer.view["got"] == [] and offer.view["hand"] == []
        lift(session, session.clock)
        offer = session.offer()
    assert offer.curtain is None and offer.viewer == seat
    assert [c["id"] for c in offer.view["got"]] == [got] and offer.view == session.match.view(seat)
    assert all(session.match.view(s)["got"] == [] for s in {None, 0, 1, 2} - {seat})
    answer("seen")
    offer = session.offer()
    assert offer.view["got"] == [] and not any(c.get("new") for c in offer.view["hand"])


def test_a_blind_take_shows_the_taker_then_the_partner_what_they_got_and_nobody_else():
    """The Things, three people: the taker's curtain stays lifted after the blind take, their view (only
    theirs) shows the card got; once they are done the partner's curtain comes down, and the partner looks."""
    from tabletop.games.the_things.positions import card
    session, answer = things_session(["4♠ 2♠ 3♠ 5♠ 7♠", "2♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    for kind, fields in [("talk", {}), ("offer", {"card": card("4♠"), "want": 13}), ("decline", {}),
                         ("decline", {}), ("force", {"seat": 1}), ("aside", {"card": card("2♥")})]:
        answer(kind, **fields)
    before = set(session.match.state.hands[0])
    answer("take", slot=0)
    got = (set(session.match.state.hands[0]) - before).pop()
    looks_then_passes_on(session, answer, 0, got, curtain_first=False)
    looks_then_passes_on(session, answer, 1, card("4♠"), curtain_first=True)


def test_a_volunteer_sees_the_card_got_before_the_curtain_drops_and_the_active_player_then():
    """Tried as a new player would: after volunteering a card in a Talk, the volunteer's curtain dropped before
    they saw the card they got in return, and the active player never saw theirs."""
    from tabletop.games.the_things.positions import card
    session, answer = things_session(["4♠ 2♠ 3♠ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♣ 3♣"])
    for kind, fields in [("talk", {}), ("offer", {"card": card("4♠"), "want": 6}), ("decline", {}),
                         ("volunteer", {}), ("choose", {"seat": 2}), ("give", {"card": card("6♠")})]:
        answer(kind, **fields)
    looks_then_passes_on(session, answer, 2, card("4♠"), curtain_first=False)
    looks_then_passes_on(session, answer, 0, card("6♠"), curtain_first=True)
