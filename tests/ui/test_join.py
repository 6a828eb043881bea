"""Joining a table another computer hosts, from the menu's Join to a move made by clicks: a host on localhost
in this process, the Join screen and the remote table driven by frames as a person would."""

import socket
import time

import pygame
import pytest

from screen_checks import words_drawn
from tabletop.engine.match import COMPUTER, REMOTE, Match, Player
from tabletop.net import Host
from tabletop.net.client import CONNECTING, PLAYING, RECONNECTING
from tabletop.session import Session
from tabletop.session.computers import decided
from tabletop.ui.scenes.join import JoinScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.remote_table import RemoteTableScene
from tabletop.words import say
from tabletop.words.wording import words
from ui_helpers import centre_of, click, frame, press_button

SEED = 3


def hosted(game_id, seed):
    """A match with its first seat played from another computer and an Easy computer seat, hosted here."""
    players = [Player("Ann", REMOTE), Player("Eve", COMPUTER, "easy")]
    hosting = Host(Session(Match.start(game_id, players, {}, seed)), address="127.0.0.1")
    hosting.start()
    return hosting


@pytest.fixture
def host():
    hosting = hosted("three_kings", SEED)
    yield hosting
    hosting.stop()


def frames_until(ctx, host, ready, limit=10.0):
    """Frames of both computers until `ready()`: the host takes what arrived and its computer seat moves."""
    deadline = time.monotonic() + limit
    while not ready():
        assert time.monotonic() < deadline, "waited in vain"
        host.pump()
        if host.session.offer().thinking is not None:  # the offer follows moves made through the remote seats
            host.session.settle(limit=1)
        job = host.work()  # a hint the remote seat asked for, worked out by the host's worker
        if job is not None:
            host.answer(job.key, decided(job))
        frame(ctx)
        time.sleep(0.003)


def join_screen(ctx):
    ctx.scenes.reset(MenuScene(ctx))
    frame(ctx)
    press_button(ctx, ctx.scenes.top, "#join")
    scene = ctx.scenes.top
    assert isinstance(scene, JoinScene)
    return scene


def connect(ctx, scene, host, code):
    scene.entries["address"].set_text(f"127.0.0.1:{host.port}")
    scene.entries["code"].set_text(code)
    press_button(ctx, scene, "#connect")


def seated(ctx, host, name="Kim", seat_line="Red: Ann"):
    """The menu's Join, the host's address and code, the free seat and a name: the remote table."""
    scene = join_screen(ctx)
    connect(ctx, scene, host, host.code.lower())
    frames_until(ctx, host, lambda: scene.stage() == "seat")
    assert list(scene.seats.values()) == [0]  # the one remote seat, listed by its seat and the host's name
    assert list(scene.seats) == [seat_line]
    scene.entries["name"].set_text(name)
    press_button(ctx, scene, "#join")
    frames_until(ctx, host, lambda: isinstance(ctx.scenes.top, RemoteTableScene))
    return ctx.scenes.top


def test_a_person_joins_from_the_menu_and_their_clicks_make_a_move_the_host_applies(ctx, host):
    table = seated(ctx, host)
    frames_until(ctx, host, lambda: table.offered.moves)
    assert host.match.players[0] == Player("Kim", REMOTE)
    assert table.offered.view == host.match.view(0)  # the seat's own view, and nothing else
    assert table.offered.moves == tuple(host.match.legal_moves(0))
    move = table.offered.moves[0]
    for path in move.targets[0]:
        click(ctx, centre_of(table, path))
    frames_until(ctx, host, lambda: host.match.history)
    assert host.match.history[0].seat == 0 and host.match.history[0].move == move
    frames_until(ctx, host, lambda: len(table.match.history) >= 2)  # the computer seat's reply came too
    assert table.table_view()["log"][0].startswith("Kim ")


def test_a_hint_asked_for_shows_its_move_and_a_move_taken_back_goes_back_at_the_host(ctx):
    host = hosted("backgammon", 0)  # White, played from here, moves first: a checker move can be taken back
    try:
        table = seated(ctx, host, seat_line="White: Ann")
        frames_until(ctx, host, lambda: table.offered.moves)
        frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        frames_until(ctx, host, lambda: table.hint is not None)
        assert table.hint in table.offered.moves and table.message.startswith("Hint: ")
        for path in table.hint.targets[0]:
            click(ctx, centre_of(table, path))
        frames_until(ctx, host, lambda: host.match.history)
        frames_until(ctx, host, lambda: table.session.undo_refusal() is None)
        frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode=""))
        frames_until(ctx, host, lambda: not host.match.history)
        frames_until(ctx, host, lambda: len(table.match.history) == 0 and table.message.startswith("Took back: "))
    finally:
        host.stop()


def test_a_wrong_code_shows_the_hosts_reason_and_the_right_one_typed_again_gets_in(ctx, host):
    scene = join_screen(ctx)
    connect(ctx, scene, host, "ZZZZZZ" if host.code != "ZZZZZZ" else "YYYYYY")
    frames_until(ctx, host, lambda: scene.problem is not None)
    shown = "That is not the table's code. You may try 2 more times."
    assert words(scene.problem) == shown
    notice = [e for e in scene.manager.get_root_container().elements if e.most_specific_combined_id == "#notice"]
    assert [box.html_text for box in notice] == [shown]
    first = scene.client
    assert first.state == CONNECTING
    connect(ctx, scene, host, host.code)
    frames_until(ctx, host, lambda: scene.stage() == "seat")
    assert scene.client is first and scene.problem is None  # the same connection, the code tried again


def test_a_code_or_an_address_that_cannot_be_right_is_refused_before_anything_is_sent(ctx, host):
    scene = join_screen(ctx)
    connect(ctx, scene, host, "ABC")
    assert scene.client is None and words(scene.problem) == "The code is 6 letters, as the host's screen shows it."
    scene.entries["address"].set_text("127.0.0.1")
    press_button(ctx, scene, "#connect")
    assert scene.client is None and scene.problem.key == "join.typed.no_port"


def test_a_host_nobody_answers_at_is_said_and_the_address_may_be_typed_again(ctx, host):
    scene = join_screen(ctx)
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]  # free, and nobody listens on it
    scene.entries["address"].set_text(f"127.0.0.1:{port}")
    scene.entries["code"].set_text("ABCDEF")
    press_button(ctx, scene, "#connect")
    frames_until(ctx, host, lambda: scene.client is None)
    assert words(scene.problem).startswith("The connection closed: The table could not be reached (")
    assert scene.stage() == "find" and scene.entries["address"].get_text() == f"127.0.0.1:{port}"


def test_when_the_host_ends_the_table_the_person_is_back_at_the_menu_and_told_why(ctx, host):
    table = seated(ctx, host)
    host.stop()
    frames_until(ctx, host, lambda: isinstance(ctx.scenes.top, MenuScene))
    assert ctx.scenes.top.notice == "The table closed: The host ended the table."
    assert table.client._thread is not None and not table.client._thread.is_alive()


def test_a_dropped_connection_shows_reconnecting_and_the_seat_comes_back(ctx, host, monkeypatch):
    table = seated(ctx, host)
    frames_until(ctx, host, lambda: table.offered.moves)
    outbox = host.server._outboxes[host.remote[0].conn]  # the connection as the host's network thread holds it
    host.server._loop.call_soon_threadsafe(outbox.connection.transport.abort)  # gone without a word
    with words_drawn(monkeypatch, ctx.size) as screen:
        shown, ctx.screen = ctx.screen, screen
        try:
            frames_until(ctx, host, lambda: table.client.state == RECONNECTING)
        finally:
            ctx.screen = shown
    assert "Reconnecting…" in [line for line, _ in screen.words]
    assert table.offered.moves == () and table.session.deciding() is None
    frames_until(ctx, host, lambda: table.client.state == PLAYING and table.offered.moves)
    assert host.seats() == [(0, "Kim", "here")] and ctx.scenes.top is table


def test_the_join_screen_and_the_remote_table_speak_japanese(ctx, host, japanese):
    table = seated(ctx, host, name="ケン", seat_line="赤：Ann")
    frames_until(ctx, host, lambda: table.offered.moves)
    view = table.table_view()
    assert [button["label"] for button in view["buttons"][-6:]] == [
        "ヒント (H)", "元に戻す (Ctrl+Z)", "ひとこと (C)", "ルール (F1)", "オプション (O)", "メニュー (Esc)"]
    assert view["status"].startswith("ケンの番です")  # the engine's words, sent as keys, worded here
    table.open_chat()
    assert table.choice.labels[:2] == ["あなたの番です！", "いい手！"]


def test_the_menus_join_button_opens_the_join_screen_and_esc_goes_back(ctx):
    scene = join_screen(ctx)
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(ctx.scenes.top, MenuScene) and scene.nearby._closed


def test_an_idle_join_screen_says_no_table_was_heard_once_the_looking_time_has_passed(ctx):
    scene = join_screen(ctx)
    now = [100.0]
    scene.clock, scene.listened_since = (lambda: now[0]), 100.0
    scene.nearby.tables = lambda: []  # whatever this machine's network announces

    def shown():
        return [e.text for e in scene.manager.get_root_container().elements if hasattr(e, "text")]
    frame(ctx)
    assert words(say("join.nearby.looking")) in shown()
    now[0] += 10.0  # no frame ran meanwhile: the screen was idle
    assert scene.busy()  # so the app's loop, looking in while idle, draws a frame
    frame(ctx)
    assert words(say("join.nearby.none")) in shown() and words(say("join.nearby.looking")) not in shown()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_state_of_the_connection_is_said_in_words_on_the_join_screen(ctx, lang):
    from tabletop import games
    from tabletop.net import Client
    from tabletop.net.protocol import SeatEntry
    from tabletop.ui import theme
    from tabletop.ui.scenes.join import STATE_WORDS
    from tabletop.words import use
    use(lang)
    theme.clear_caches()
    try:
        said = {}
        for state in STATE_WORDS:
            client = Client("192.168.1.20", 5000, "ABCDEF")
            client.state, client.game, client.seats = state, games.get("finesse"), (SeatEntry(1, "Eve", True),)
            scene = JoinScene(ctx, client)
            ctx.scenes.reset(scene)
            frame(ctx)
            labels = [e.text for e in scene.manager.get_root_container().elements if hasattr(e, "text")]
            said[state] = words(say(STATE_WORDS[state], address="192.168.1.20:5000"))
            assert said[state] in labels, (state, labels)
        assert len(set(said.values())) == len(STATE_WORDS) and not any(line.startswith(("join.", "net.")) for line in said.values())
    finally:
        use("en")
        theme.clear_caches()
