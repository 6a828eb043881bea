"""The remote table without a network: a client that is never connected is handed the host's messages as
they would arrive, and the scene draws them. What a hostile host sends never stops the screen."""

import copy
import json
import random
import time

import pygame
import pytest

from screen_checks import words_drawn
from tabletop.engine.match import COMPUTER, REMOTE, Match, Player
from tabletop.net import Client, Host, protocol
from tabletop.net.client import Event
from tabletop.engine import table_help
from tabletop.net.codec import to_wire
from tabletop.net.offers import LOG_TAIL, offered
from tabletop.net.protocol import VERSION, Chatted, Explained, Joined, Refused, SeatEntry, Seats, Warned, Welcome
from tabletop.net.seat_help import explained
from tabletop.session import Session
from tabletop.ui.scenes.join import JoinScene
from tabletop.ui.scenes.remote_session import shown_result
from tabletop.ui.scenes.remote_table import ChatBox, RemoteTableScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.sounds import sound_for
from tabletop.words import say
from tabletop.words.wording import words
from tabletop.ui.app import run_frame
from ui_helpers import centre_of, click, frame


class Offline:
    """A match at the host, and a client fed what the host would send its seat."""

    def __init__(self, game_id="three_kings", seed=3, options=None):
        players = [Player("Ann", REMOTE), Player("Eve", COMPUTER, "easy")]
        self.match = Match.start(game_id, players, options or {}, seed)
        self.session = Session(self.match, here=(0,), computers=False)
        self.client = Client("127.0.0.1", 1, "ABCDEF")
        self.number = 0
        self.hear(Welcome(VERSION, game_id, []))
        self.hear(Joined(0, "token-of-seat-0"))
        self.last = self.offer()

    def hear(self, message) -> None:
        assert self.client._heard(message if isinstance(message, str) else protocol.write(message)) is None

    def offer(self) -> dict:
        """The seat's offer now, sent; returns it as JSON data."""
        self.number += 1
        message, _ = offered(self.session, 0, self.number)
        self.client._log = {}  # each offer read here carries the whole log
        self.hear(message)
        return json.loads(protocol.write(message))


@pytest.fixture
def offline(ctx):
    wire = Offline()
    wire.client.poll()
    table = RemoteTableScene(ctx, wire.client)
    ctx.scenes.reset(table)
    frame(ctx)
    return wire, table


def test_a_long_match_shows_the_logs_tail_the_host_sent_numbered_from_the_start(ctx):
    wire, rng = Offline("backgammon"), random.Random(2)
    while len(wire.match.history) < 60:
        seat = wire.match.to_move()[0]
        moves = wire.match.legal_moves(seat)
        wire.match.play(seat, rng.choice([move for move in moves if move.kind != "double"] or moves))  # no cube
    wire.offer()
    wire.client.poll()
    table = RemoteTableScene(ctx, wire.client)
    ctx.scenes.reset(table)
    frame(ctx)
    log = table.table_view()["log"]
    assert log.first == 60 - LOG_TAIL and len(log) == LOG_TAIL and not table.broken
    side = wire.session.board_side()  # the seat's own colour at the bottom: the host numbers the log from it
    assert side == 0 and table.session.board_side() == side
    states, history = wire.match.states, wire.match.history
    assert [table_help.numbered_label(wire.match.game, states[index], history[index].seat, history[index].move,
                                      states[index + 1], side) for index in range(60 - LOG_TAIL, 60)] == [
        table.match.history[index].move.label for index in range(60 - LOG_TAIL, 60)]


def test_a_click_that_makes_no_move_is_worded_by_the_host_as_the_game_explains_it(ctx, offline, monkeypatch):
    wire, table = offline
    asked = []
    monkeypatch.setattr(wire.client, "explain", lambda clicks: asked.append(clicks) or True)
    click(ctx, centre_of(table, "field/0"))  # a field card first: every move starts in the hand
    assert asked == [["field/0"]] and not table.offered.error  # nothing said until the host answers
    wire.hear(Explained(wire.number, ["field/0"], to_wire(explained(wire.session, ["field/0"]))))
    frame(ctx)
    assert table.offered.error and table.message == wire.session.explain(["field/0"])
    assert table.message != "That is not a legal move here."
    wire.hear(Explained(wire.number, ["hand/0"], "Not these clicks."))  # an answer to clicks not asked about now
    frame(ctx)
    assert table.message == wire.session.explain(["field/0"])


def test_a_card_picked_up_stays_picked_up_when_the_host_sends_an_offer_that_changes_nothing(ctx, offline):
    wire, table = offline
    move = next(m for m in table.offered.moves if m.targets and len(m.targets[0]) > 1)
    click(ctx, centre_of(table, move.targets[0][0]))
    assert table.selection.clicks == [move.targets[0][0]]
    wire.offer()  # as the host answers a catch-up put away: the same position, a new offer
    frame(ctx)
    assert table.selection.clicks == [move.targets[0][0]]
    for path in move.targets[0][1:]:
        click(ctx, centre_of(table, path))
    assert table.offered.moves == () and table.session.refusal_now() == say("join.table.sent")


def test_a_move_sent_is_offered_no_more_until_the_host_answers_and_a_refusal_offers_it_again(ctx, offline):
    wire, table = offline
    move = table.offered.moves[0]
    table.play(move)
    assert table.offered.moves == () and table.session.refusal_now() == say("join.table.sent")
    wire.hear(Refused(reason={"$w": "net.refused.stale"}))
    frame(ctx)
    assert table.offered.moves and table.offered.error
    assert table.message == "The table moved on before your move arrived. Choose again."


def test_army_ants_hidden_set_up_offers_deal_the_rest_and_swaps_as_the_hosts_table_does(ctx, monkeypatch):
    wire = Offline("army_ants", seed=4, options={"setup": "free"})
    wire.client.poll()
    table = RemoteTableScene(ctx, wire.client)
    ctx.scenes.reset(table)
    frame(ctx)
    sent = []
    monkeypatch.setattr(wire.client, "_send", sent.append)
    assert "deal" in [button["name"] for button in table.table_view()["buttons"]]
    click(ctx, centre_of(table, "button/deal"))
    assert sent == [protocol.DealRest(wire.number)] and table.offered.moves == ()  # until the host answers
    wire.session.deal_rest()  # as the host does for the seat
    wire.offer()
    frame(ctx)
    assert "deal" not in [button["name"] for button in table.table_view()["buttons"]]
    assert table.message == wire.session.said(wire.session.message) and "swap" in table.message
    first, second = sorted(wire.session.rearrangeable())[:2]
    click(ctx, centre_of(table, first))
    assert table.swap_from == first and second in table.marks(table.table_view()).targets and sent[1:] == []
    click(ctx, centre_of(table, second))
    assert sent[1:] == [protocol.Swap(wire.number, first, second)] and table.swap_from is None
    wire.hear(Refused(reason={"$w": "net.refused.no_swap"}))
    frame(ctx)
    assert table.offered.moves and table.offered.error and table.message == "Those two of your cards cannot swap places."


def test_reconnecting_dims_the_table_takes_no_move_and_the_seat_comes_back(ctx, offline, monkeypatch):
    wire, table = offline
    wire.client._events.put(Event("reconnecting"))
    with words_drawn(monkeypatch, ctx.size) as screen:
        frame(ctx)
        table.draw(screen)
    assert "Reconnecting…" in [line for line, _ in screen.words]
    assert table.offered.moves == () and table.message == "Reconnecting…"
    click(ctx, centre_of(table, "hand/0"))
    assert table.message == "Reconnecting…" and table.selection.clicks == []
    wire.client._events.put(Event("joined", 0))
    wire.offer()
    frame(ctx)
    assert table.offered.moves and table.message != "Reconnecting…"


def test_a_table_that_no_longer_knows_the_seat_sends_the_person_back_to_pick_a_seat_and_says_why(ctx, offline):
    wire, table = offline
    wire.hear(Seats([SeatEntry(0, "Ann", True)]))
    wire.hear(Refused(reason={"$w": "net.refused.token"}))  # the host started its table again
    frame(ctx)
    join = ctx.scenes.top
    assert isinstance(join, JoinScene) and join.client is wire.client and join.stage() == "seat"
    assert list(join.seats) == ["Red: Ann"]
    assert words(join.problem) == "The table does not know your seat any more. Pick a seat again."
    assert [type(scene).__name__ for scene in ctx.scenes.stack] == ["MenuScene", "JoinScene"]


def test_a_preset_message_from_the_table_shows_with_the_senders_name_for_a_while(ctx, offline):
    wire, table = offline
    wire.hear(Chatted(1, "good_move"))
    frame(ctx)
    assert table.message == "Eve: Good move!" and table.busy()
    table.remote.note = (*table.remote.note[:3], 0.0)  # its time is up
    frame(ctx)
    assert table.message == "" and not table.remote.note_timed()


def test_say_opens_the_preset_messages_and_a_row_sends_that_one(ctx, offline):
    wire, table = offline
    sent = []
    wire.client.chat = sent.append
    click(ctx, centre_of(table, "button/chat"))
    assert isinstance(table.choice, ChatBox) and len(table.choice.rows) == len(protocol.CHAT) + 1
    click(ctx, table.choice.rows[protocol.CHAT.index("thanks")].center)
    assert sent == ["thanks"] and table.choice is None


def test_save_is_the_hosts_and_the_options_hold_the_tables_switches(ctx, offline):
    wire, table = offline
    names = [button["name"] for button in table.table_view()["buttons"]]
    assert "save" not in names and "chat" in names
    table.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL))
    assert table.message == "The host keeps this match and saves it; it cannot be saved on this computer."
    assert [name for name, _ in table.option_rows()] == ["sound", "forced"]  # the table's switches, sent to the host


def test_a_zone_the_hosts_view_breaks_is_left_blank_and_the_rest_is_drawn(ctx, offline, monkeypatch):
    wire, table = offline
    data = copy.deepcopy(wire.last)
    data["number"] = wire.number = wire.number + 1
    data["view"]["field"] = [{"rank": "A"}]  # a card without a suit
    wire.client._log = {}
    wire.hear(json.dumps(data))
    with words_drawn(monkeypatch, ctx.size) as screen:
        frame(ctx)
        table.draw(screen)
    drawn = [line for line, _ in screen.words]
    assert "Cannot show this part." in drawn and not table.broken
    assert any(line.startswith("Ann to play") for line in drawn)  # the status panel is drawn as ever


def test_marks_the_hosts_view_breaks_are_left_out_and_the_table_drawn(ctx, offline):
    wire, table = offline
    data = copy.deepcopy(wire.last)
    data["number"] = wire.number = wire.number + 1
    data["view"]["last_paths"] = 5  # not a list of paths
    wire.client._log = {}
    wire.hear(json.dumps(data))
    frame(ctx)
    assert not table.broken and table.hit_boxes


def test_a_table_that_cannot_be_drawn_at_all_says_so_and_esc_leaves_it(ctx, offline, monkeypatch):
    wire, table = offline

    def broken(*args, **kwargs):
        raise KeyError("seats")
    monkeypatch.setattr(RemoteTableScene, "table_view", broken)
    with words_drawn(monkeypatch, ctx.size) as screen:
        table.draw(screen)
    assert table.broken and "This table sent something this app cannot draw. Press Esc to leave." in [
        line for line, _ in screen.words]
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert ctx.scenes.top is not table


def mutated(rng, value):
    """The value with one part somewhere inside it changed to something odd."""
    odd = [None, -1, 7, 10 ** 20, 2.5, "", "x" * 500, [], {}, [[1, 2]], {"id": 3}, {"$w": "ui.table.over"},
           {"$s": 1, "$n": "Eve"}, True, [{"rank": "A"}], {"cards": None}]
    if isinstance(value, dict) and value and rng.random() < 0.85:
        key = rng.choice(list(value))
        return {**value, key: mutated(rng, value[key])}
    if isinstance(value, list) and value and rng.random() < 0.85:
        index = rng.randrange(len(value))
        return value[:index] + [mutated(rng, value[index])] + value[index + 1:]
    return rng.choice(odd)


@pytest.mark.parametrize("game_id", ["three_kings", "backgammon"])
def test_views_a_hostile_host_sends_never_stop_the_screen(ctx, game_id):
    wire = Offline(game_id, seed=5)
    wire.client.poll()
    table = RemoteTableScene(ctx, wire.client)
    ctx.scenes.reset(table)
    rng = random.Random(game_id)
    for _ in range(60):
        data = copy.deepcopy(wire.last)
        data["view"] = mutated(rng, data["view"])
        data["number"] = wire.number = wire.number + 1
        wire.client._log = {}
        wire.client._heard(json.dumps(data))
        frame(ctx)  # polls, takes the offer in, draws it
        for point in ((300, 300), (640, 700), (100, 100)):
            table.path_at(point)
        assert ctx.scenes.top is table
    assert wire.client.dropped < 30  # most were read and drawn (what breaks a shape is dropped unread)


def test_a_result_is_read_for_what_the_results_screen_shows(ctx):
    found = {"winners": [1], "summary": "Eve wins.", "scores": {"Ann": 3, "Eve": 7}, "breakdown": {"rows": 5},
             "ranking": [1, 0], "state": {"deck": [1, 2, 3]}}
    assert shown_result(found, 2) == {"winners": [1], "summary": "Eve wins.", "scores": {"Ann": 3, "Eve": 7}}
    assert shown_result({"winners": [5], "scores": [1, 2], "summary": {"x": 1}}, 2) == {}
    assert shown_result([1, 2], 2) == {}


def results_at_the_end(ctx, wire, table):
    """The host's match played to its end and offered: the joined screen's scene once the final position
    has shown a moment (the results)."""
    while not wire.match.is_over():
        seat = wire.match.to_move()[0]
        wire.match.play(seat, wire.match.legal_moves(seat)[0])
    wire.offer()
    for _ in range(20):
        frame(ctx)
        table.update(0.25)
    return ctx.scenes.top


def test_the_end_of_the_match_shows_the_hosts_result_without_play_again(ctx, offline):
    wire, table = offline
    results = results_at_the_end(ctx, wire, table)
    assert isinstance(results, ResultsScene) and results.result["winners"] == wire.match.game.result(
        wire.match.state)["winners"]
    ids = [e.most_specific_combined_id for e in results.manager.get_root_container().elements]
    assert "#again" not in ids and "#table" in ids and "#menu" in ids


def test_when_the_host_plays_again_the_results_give_way_to_the_new_match_at_the_same_seat(ctx, offline):
    wire, table = offline
    results = results_at_the_end(ctx, wire, table)
    assert isinstance(results, ResultsScene)
    labels = [getattr(e, "text", "") for e in results.manager.get_root_container().elements]
    assert "When the host plays again, the new match starts here, at your seat." in labels
    wire.match = Match.start(wire.match.game.id, wire.match.players, {}, 11)  # the host's Play again
    wire.session = Session(wire.match, here=(0,), computers=False)
    wire.hear(protocol.Again())
    frame(ctx)
    assert ctx.scenes.top is results and wire.client.offer is None  # the results stay until the new match comes
    wire.offer()
    frame(ctx)
    new = ctx.scenes.top
    assert isinstance(new, RemoteTableScene) and new is not table and ctx.scenes.stack == [new]
    assert new.client is wire.client and wire.client.state == "playing" and new.remote.remote.seat == 0
    assert len(new.match.history) == 0 and new.offered.view == wire.match.game.view(wire.match.state, 0)
    assert not wire.client._stopping  # the connection goes on into the new match
    assert ctx.background == [new.following]


@pytest.mark.parametrize("how", ["menu", "window closed"])
def test_leaving_a_joined_table_by_menu_or_closing_the_window_frees_the_seat_at_the_host(ctx, how):
    match = Match.start("three_kings", [Player("Ann", REMOTE), Player("Eve", COMPUTER, "easy")], {}, 3)
    host = Host(Session(match), address="127.0.0.1")
    host.start()
    client = Client("127.0.0.1", host.port, host.code)
    client.start()
    try:
        pumped_until(host, lambda: client.game is not None, client)
        client.join(0, "Ann")
        pumped_until(host, lambda: client.offer is not None, client)
        ctx.nav.remote_table(client)
        frame(ctx)
        if how == "menu":
            click(ctx, centre_of(ctx.scenes.top, "button/menu"))
        else:
            run_frame(ctx, [pygame.event.Event(pygame.QUIT)], 0.016)
        pumped_until(host, lambda: host.seats() == [(0, "Ann", "free")])
        assert list(host.left) == [0] and host.remote[0].token is None
    finally:
        client.close()
        host.stop()


def pumped_until(host, done, client=None, limit=10.0):
    """The host pumps (and the client, if given, is polled) until `done()`."""
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, "waited in vain"
        host.pump()
        if client is not None:
            client.poll()
        time.sleep(0.005)
def test_a_move_the_host_warns_about_is_asked_about_and_sent_again_confirmed(ctx, offline):
    wire, table = offline
    sent = []
    wire.client.move = lambda move, auto=False, confirmed=False: sent.append((move, confirmed)) or True
    move = table.offered.moves[0]
    table.play(move)
    assert sent == [(move, False)] and table.offered.moves == ()
    wire.hear(Warned(wire.number, 0, to_wire(say("ui.table.over"))))  # any sentence will do
    frame(ctx)
    assert table.choice is not None and table.choice.confirms and table.offered.moves
    assert " ".join(table.choice.title_lines) == words(say("ui.table.over"))
    click(ctx, table.choice.rows[0].center)  # "… anyway"
    assert sent[-1] == (move, True) and table.choice is None


def test_a_move_the_host_reports_plays_its_sound_on_the_remote_screen(ctx, offline):
    wire, table = offline

    class Heard:
        available, played = True, []

        def play(self, name):
            self.played.append(name)
    ctx.sounds = Heard()
    seat = wire.match.to_move()[0]
    wire.match.play(seat, wire.match.legal_moves(seat)[0])  # a card played: it taps
    wire.offer()
    frame(ctx)
    assert wire.match.last_effects() and ctx.sounds.played == [sound_for(wire.match.last_effects())]


def test_an_explanation_stands_through_an_offer_that_changes_nothing_and_goes_with_one_that_does(ctx, offline, monkeypatch):
    wire, table = offline
    monkeypatch.setattr(wire.client, "explain", lambda clicks: True)
    click(ctx, centre_of(table, "field/0"))
    asked = wire.number
    wire.offer()  # the same moves and words again (the host took this screen's preferences)
    frame(ctx)
    wire.hear(Explained(asked, ["field/0"], to_wire(explained(wire.session, ["field/0"]))))
    frame(ctx)
    assert table.offered.error and table.message == wire.session.explain(["field/0"])
    seat = wire.match.to_move()[0]
    wire.match.play(seat, wire.match.legal_moves(seat)[0])
    wire.offer()  # the match moved on: what was said about the clicks before goes
    frame(ctx)
    assert table.message != wire.session.explain(["field/0"])
