"""A table with seats played from other computers, at the host's screen: the host beside the table while it
is on the stack, a client's moves landing on it, the invitation, preset messages, and a seat that is away
handed to a computer."""

from __future__ import annotations

import socket
import sys
import time

import pygame
import pytest

from tabletop.engine.match import COMPUTER, REMOTE, Match, Player
from tabletop.engine.saves import read_save
from tabletop.net import Client, announce
from tabletop.net.client import CLOSED, PLAYING
from tabletop.net.host import AWAY, FREE, HERE
from tabletop.ui.app import Context, open_window, run_frame
from tabletop.ui.scenes import table_hosting
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tabletop.words import use
from screen_checks import cut_words, words_drawn
from ui_helpers import click, frame

SIZES = [(1000, 700), (1280, 800), (1920, 1200)]
WINDOWS = [pytest.param(size, marks=[] if size == (1280, 800) else pytest.mark.slow) for size in SIZES]


ANNOUNCES = announce.Announcement.start


@pytest.fixture(autouse=True)
def quiet_network(monkeypatch):
    """Tables announce nothing on the network in these tests (one test announces on purpose)."""
    monkeypatch.setattr(announce.Announcement, "start", lambda self: None)


def hosted_table(ctx, seats="PRCC", game_id="finesse", names=("Ann", "Eve", "Ben", "Zoe"), seed=3):
    kinds = {"P": Player, "R": lambda name: Player(name, REMOTE), "C": lambda name: Player(name, COMPUTER, "easy")}
    match = Match.start(game_id, [kinds[kind](names[i]) for i, kind in enumerate(seats)], {}, seed)
    ctx.nav.table(match)
    frame(ctx)
    return ctx.scenes.stack[0]


def frames_until(ctx, done, clients=(), limit=20.0, dt=0.1):
    """Frames of the app (computer seats' pauses passing quickly) and the clients' polls until `done()`; the
    person here makes their first offered move when it is theirs."""
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, "waited in vain"
        table = ctx.scenes.stack[0]
        if ctx.scenes.top is table and isinstance(table, TableScene) and table.offered.moves and table.offered.auto is None:
            table.play(table.offered.moves[0])
        run_frame(ctx, pygame.event.get(), dt)
        for client in clients:
            client.poll()
        time.sleep(0.002)


def joined(ctx, table, seat, name="Eve"):
    client = Client("127.0.0.1", table.hosting.host.port, table.hosting.host.code)
    client.start()
    frames_until(ctx, lambda: client.game is not None, [client])
    client.join(seat, name)
    frames_until(ctx, lambda: client.state == PLAYING and client.offer is not None, [client])
    return client


def test_a_table_with_a_remote_seat_hosts_it_while_it_is_on_the_stack(ctx):
    table = hosted_table(ctx)
    hosting = table.hosting
    assert hosting is not None and ctx.background == [hosting] and hosting.host.port > 0
    assert hosting.host.seats() == [(1, "Eve", FREE)] and hosting.box_kind == "invite"  # it opens by itself
    with socket.create_connection(("127.0.0.1", hosting.host.port), timeout=2):
        pass  # it listens
    thread = hosting.host.server._thread
    ctx.nav.menu()
    assert table.hosting is None and ctx.background == []
    hosting.stopping.join(10)  # the goodbyes are said beside the frames
    assert not thread.is_alive()
    plain = hosted_table(ctx, seats="PPCC")
    assert plain.hosting is None and ctx.background == []


def test_a_port_in_use_gives_way_to_a_free_one_and_the_invitation_says_so(ctx):
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        wanted = taken.getsockname()[1]
        ctx.settings = Settings(host_port=wanted)
        table = hosted_table(ctx)
        assert table.hosting.host.port not in (0, wanted)
        notes = [words for words, *_ in table.hosting.invitation_lines()]
        assert f"Port {wanted} was in use, so the table listens on another one." in notes
    ctx.nav.menu()


def test_a_move_made_on_another_computer_lands_on_the_host_table(ctx):
    table = hosted_table(ctx)
    eve = joined(ctx, table, 1)
    try:
        assert table.hosting.host.seats() == [(1, "Eve", HERE)]
        match = table.match
        frames_until(ctx, lambda: eve.offer.moves or match.is_over(), [eve])
        eve.hint()  # decided by the app's worker, as the table's own hints are
        frames_until(ctx, lambda: eve.offer.hint is not None, [eve])
        assert eve.offer.hint in eve.offer.moves
        before = len(match.history)
        move = eve.offer.moves[0]
        assert eve.move(move)
        frames_until(ctx, lambda: len(match.history) > before, [eve])
        assert match.history[before].seat == 1 and match.history[before].move.same_as(move)
        assert table.offered.view == table.session.offer().view  # the table shows the position after it
        assert table.saved_changes == table.session.changes  # and autosaved it, as a move made here
    finally:
        eve.close()
    ctx.nav.menu()


def test_an_away_seat_is_handed_to_a_computer_after_a_question(ctx):
    use("en")
    table = hosted_table(ctx, seats="PRCC")
    eve = joined(ctx, table, 1, "Eve")
    eve.close()
    frames_until(ctx, lambda: table.hosting.host.seats() == [(1, "Eve", AWAY)] and table.offered.waiting == 1)
    table.hosting.box_kind, table.hosting.box = "", None
    table.draw(ctx.screen)
    assert table.buttons_shown[0]["label"] == "Let a computer play"
    click(ctx, button_centre(table, "hand:1"))
    box = table.hosting.box
    assert box is not None and table.match.players[1].kind == REMOTE  # asked first
    click(ctx, box.rows[0].center)
    assert table.match.players[1] == Player("Eve", COMPUTER, "normal") and table.hosting.host.remote == {}
    assert table.offered.message == "A computer plays Eve's seat from now on."
    frames_until(ctx, lambda: table.offered.waiting is None and len(table.match.history) > 0)
    ctx.nav.menu()
    ctx.saver.flush()
    assert read_save(ctx.last_autosave).players[1].kind == COMPUTER  # saved so


def button_centre(table, name):
    from screen_checks import button_rects
    return dict(button_rects(table))[f"button {name}"].center


def test_preset_messages_go_both_ways_at_a_pace(ctx):
    use("en")
    table = hosted_table(ctx)
    eve = joined(ctx, table, 1)
    try:
        eve.chat("good_move")
        frames_until(ctx, lambda: table.hosting.chat_banner.words, [eve])
        assert table.hosting.chat_banner.words == "Eve: Good move!" and table.busy()
        heard = []
        for _ in range(4):  # three at once, then one every two seconds
            table.hosting.send_chat("thanks")
        assert table.offered.message == "Wait a moment before sending another message." and table.offered.error
        frames_until(ctx, lambda: heard.extend(e.value for e in eve.poll() if e.kind == "chat") or len(heard) >= 3)
        assert heard == [(0, "thanks")] * 3
    finally:
        eve.close()
    ctx.nav.menu()


def test_continue_hosts_the_saved_match_again_with_a_new_code_and_free_seats(ctx):
    table = hosted_table(ctx)
    eve = joined(ctx, table, 1, "Evelyn")
    code = table.hosting.host.code
    ctx.nav.menu()
    frames_until(ctx, lambda: eve.state == CLOSED, [eve])
    assert eve.reason.key == "net.refused.ended"
    ctx.saver.flush()
    again = read_save(ctx.last_autosave)
    ctx.nav.table(again, autosave_to=ctx.last_autosave)
    frame(ctx)
    hosting = ctx.scenes.stack[0].hosting
    assert hosting.host.code != code and hosting.host.seats() == [(1, "Evelyn", FREE)]
    ctx.nav.menu()


def test_an_announcement_that_fails_leaves_the_table_hosted_with_a_note(ctx, monkeypatch):
    monkeypatch.setattr(announce.Announcement, "start", ANNOUNCES)  # this test announces
    import zeroconf

    def broken(*args, **kwargs):
        raise OSError("no multicast here")

    monkeypatch.setattr(zeroconf, "Zeroconf", broken)
    use("en")
    table = hosted_table(ctx)
    hosting = table.hosting
    frames_until(ctx, lambda: hosting.announcement.state != announce.STARTING)
    assert hosting.announcement.failed and hosting.announcement.problem == "OSError"
    assert ("This table could not be listed on the local network, so friends type the address, port and code."
            in [words for words, *_ in hosting.invitation_lines()])
    eve = joined(ctx, table, 1)  # hosted all the same
    eve.close()
    ctx.nav.menu()


def test_without_zeroconf_the_table_is_hosted_and_not_announced(ctx, monkeypatch):
    monkeypatch.setattr(announce.Announcement, "start", ANNOUNCES)
    monkeypatch.setitem(sys.modules, "zeroconf", None)  # as if it were not installed
    table = hosted_table(ctx)
    hosting = table.hosting
    frames_until(ctx, lambda: hosting.announcement.state != announce.STARTING)
    assert hosting.announcement.problem == "zeroconf_missing" and hosting.host.port > 0
    ctx.nav.menu()


# --- the invitation on screen ----------------------------------------------------------------------------

LONG = "Wilhelmina Mmmmmmmmmmmmm"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_invitation_fits_with_nine_seats_and_both_notes(monkeypatch, saves_folder, size, lang):
    use(lang)
    try:
        ctx = Context(open_window(size), saves_dir=saves_folder)
        with socket.socket() as taken:
            taken.bind(("0.0.0.0", 0))
            taken.listen()
            ctx.settings = Settings(host_port=taken.getsockname()[1])
            table = hosted_table(ctx, seats="P" + "R" * 9, game_id="chains", names=[LONG] * 10)
        hosting = table.hosting
        monkeypatch.setattr(announce.Announcement, "failed", property(lambda self: True))
        host = hosting.host
        host.remote[2].token, host.remote[3].token, host.remote[3].conn = "t2", "t3", 99  # away, and here
        hosting.seen = host.seats()
        assert {status for _, _, status in hosting.seen} == {FREE, AWAY, HERE}
        with cut_words(monkeypatch) as cut, words_drawn(monkeypatch, size) as screen:
            table.draw(screen)
            drawn = len(screen.words)
            hosting.box.draw(screen)  # once more, noting only its own words
        box, inside = hosting.box, screen.words[drawn:]
        assert not cut
        assert pygame.Rect((0, 0), size).inflate(-2 * table_hosting.MARGIN, -2 * table_hosting.MARGIN).contains(box.rect)
        assert len(inside) >= 18  # title, how, address, port, code, the heading, nine seats, notes, rows
        for words, rect in inside:
            assert box.rect.contains(rect), f"{words!r} sticks out of the box"
        lines = [rect for words, rect in inside if not any(row.contains(rect) for row in box.rows)]
        for i, a in enumerate(lines):
            assert not any(a.colliderect(b) for b in lines[i + 1:]), "two lines of the invitation overlap"
            assert not any(a.colliderect(row) for row in box.rows), "a line runs into a row"
        ctx.nav.menu()
    finally:
        use("en")
        pygame.quit()


@pytest.mark.slow
def test_play_again_after_a_whole_match_keeps_the_table_offered_and_the_client_goes_on_at_its_seat(ctx):
    use("en")
    match = Match.start("finesse", [Player("Ann"), Player("Eve", REMOTE), Player("Ben", COMPUTER, "easy"),
                                    Player("Zoe", COMPUTER, "easy")], {"match": "one_hand"}, 3)
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    eve = joined(ctx, table, 1, "Evelyn")
    try:
        answered = []

        def eve_plays():
            offer = eve.offer
            if offer is not None and offer.moves and offer.number not in answered:
                answered.append(offer.number)
                eve.move(offer.moves[0])
            return isinstance(ctx.scenes.top, ResultsScene)

        frames_until(ctx, eve_plays, [eve], limit=60)
        assert_played_again(ctx, table, eve, ctx.scenes.top.play_again)
    finally:
        eve.close()
    ctx.nav.menu()


def test_play_again_keeps_the_table_offered_with_its_code_and_the_client_goes_on_at_its_seat(ctx):
    table = hosted_table(ctx)
    eve = joined(ctx, table, 1, "Evelyn")
    try:
        again = Match.start("finesse", table.match.players, table.match.options)
        assert_played_again(ctx, table, eve, lambda: ctx.nav.table(again, again_of=table.match))
    finally:
        eve.close()
    ctx.nav.menu()


def assert_played_again(ctx, table, eve, play_again):
    """Play again at a hosted table: the new match's table takes the host over, with its code, port and
    seats, and the person on the other computer is sent the new match at their seat."""
    hosting, code, port = table.hosting, table.hosting.host.code, table.hosting.host.port
    play_again()
    again = ctx.scenes.stack[0]
    assert again is not table and again.match is not table.match and table.hosting is None
    assert again.hosting is hosting and ctx.background == [hosting] and hosting.host.match is again.match
    assert (hosting.host.code, hosting.host.port) == (code, port) and hosting.host.server._thread.is_alive()
    assert again.match.players[1] == Player("Evelyn", REMOTE) and hosting.host.seats() == [(1, "Evelyn", HERE)]
    heard = []
    frames_until(ctx, lambda: heard.extend(e.kind for e in eve.poll()) or (
        "again" in heard and eve.offer is not None and eve.offer.played == len(again.match.history) < 4))
    assert eve.state == PLAYING and eve.seat == 1
    assert eve.offer.view == again.match.game.view(again.match.state, 1)


def test_a_person_who_leaves_is_named_on_the_hosts_table_and_their_seat_may_go_to_a_computer(ctx):
    use("en")
    table = hosted_table(ctx, seats="PRCC")
    eve = joined(ctx, table, 1, "Eve")
    said, say = [], table.say
    table.say = lambda words, error=False: said.append(table.session.said(words)) or say(words, error)  # until the next move
    eve.leave()
    frames_until(ctx, lambda: table.hosting.host.seats() == [(1, "Eve", FREE)])
    assert said == ["Eve left the table. The seat is free: someone may join it, or a computer may play it."]
    assert table.hosting.chat_banner.words == "Eve left the table." and table.busy()  # for a while, whatever is played
    assert [words for words, *_ in table.hosting.invitation_lines()][-1].endswith("(Eve): free")
    frames_until(ctx, lambda: table.offered.waiting == 1)
    assert table.session.waiting_words() == "Eve's seat is free: waiting for someone to join it from another computer."
    table.hosting.box_kind, table.hosting.box = "", None
    table.draw(ctx.screen)
    assert table.buttons_shown[0]["label"] == "Let a computer play"
    assert table.hosting.press("sure:1") and table.match.players[1].is_computer
    ctx.nav.menu()
