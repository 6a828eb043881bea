"""Whole games through the wire, on localhost: a host and its clients in one process, each client seeing at
every moment what its seat may see and nothing more; and clients that drop and come back to their seat."""

from __future__ import annotations

import random
import time

import pytest

from net_tables import (Clock, Sent, assert_only_its_own, joined, match_of, play_through, things_chooser, wait_for)
from tabletop.engine.match import Match
from tabletop.net import Host
from tabletop.net.client import CLOSED, PLAYING, RECONNECTING
from tabletop.net.host import FREE
from tabletop.session import LIFT_GUARD, Session

SEED = 1_987_654_321  # a number no message may hold


def hosted(game_id, seats, options=None, clock=None):
    """A host on localhost for a new match; every offer it sends is recorded, and none may hold the seed."""
    players = match_of(game_id, seats, SEED).players
    match = Match.start(game_id, players, options or {}, SEED)
    sent = Sent(match=match, never=(str(SEED),))
    host = Host(Session(match, clock=clock) if clock else Session(match), address="127.0.0.1", on_sent=sent)
    host.start()
    return host, sent


def check_all_received(host, sent, players):
    """Every offer each client received was sent for its seat, in order, and showed what that seat could see
    at that moment and nothing more."""
    game = host.match.game
    for player in players:
        numbers = [offer.number for offer in player.received]
        assert numbers and numbers == sorted(set(numbers)), f"seat {player.seat}'s offers out of order"
        for offer in player.received:
            state, history = sent.offers[player.seat][offer.number]
            assert_only_its_own(game, player.seat, state, history, offer)


def finish(host, players):
    for player in players:
        player.client.close()
    host.stop()


def test_the_things_with_three_remote_seats_and_two_computers_is_played_to_the_end_each_seeing_only_its_own():
    host, sent = hosted("the_things", "RCRCR")
    players = joined(host, [0, 2, 4], seed=1)
    try:
        play_through(host, players, chooser=things_chooser)
        for player in players:  # the last offers are on their way
            events = wait_for(host, player.client, lambda c: c.offer.over)
            player.received += [event.value for event in events if event.kind == "offer"]
        check_all_received(host, sent, players)
        result = host.match.game.result(host.match.state)
        assert all(p.client.offer.over and p.client.offer.result == result for p in players)
        assert {p.client.offer.played for p in players} == {len(host.match.history)}
        assert [p.name for p in host.match.players] == ["Ann!", "Eve", "Ben!", "Zoe", "Max!"]
    finally:
        finish(host, players)


def test_finesse_with_two_remote_seats_and_two_computers_is_played_to_the_end():
    host, sent = hosted("finesse", "RRCC", {"match": "one_hand"})
    players = joined(host, [0, 1], seed=2)
    try:
        play_through(host, players)
        check_all_received(host, sent, players)
    finally:
        finish(host, players)


@pytest.mark.slow
def test_a_whole_finesse_match_of_many_hands_through_the_wire():
    host, sent = hosted("finesse", "RRCC")
    players = joined(host, [0, 1], seed=3)
    try:
        play_through(host, players, limit=120)
        assert len(host.match.history) > 200
        check_all_received(host, sent, players)
    finally:
        finish(host, players)


def cut(host, seat):
    """The seat's connection drops without a word (its network went away), as the host's side sees it."""
    outbox = host.server._outboxes[host.remote[seat].conn]  # the connection, as the network thread holds it
    host.server._loop.call_soon_threadsafe(outbox.connection.transport.abort)


class Watch:
    """A client's states, frame by frame."""

    def __init__(self, player):
        self.player, self.states = player, []

    def __call__(self):
        self.states.append(self.player.client.state)


def test_a_client_cut_off_in_the_middle_of_a_trick_comes_back_to_its_seat_and_plays_on():
    host, sent = hosted("finesse", "RRCC", {"match": "one_hand"})
    players = joined(host, [0, 1], seed=4)
    eve, cuts = players[1], []
    watch = Watch(eve)

    def now_and_then():
        watch()
        plays = len((host.match.view(None).get("trick") or {}).get("plays") or ())
        if not cuts and 0 < plays < 4 and len(host.match.history) > 10 and eve.client.state == PLAYING:
            cuts.append(len(host.match.history))
            cut(host, 1)

    try:
        play_through(host, players, each_frame=now_and_then)
        assert cuts and RECONNECTING in watch.states and watch.states[-1] == PLAYING
        after = [offer for offer in eve.received if offer.played >= cuts[0]]
        assert after and any(offer.moves for offer in after)  # she played on after coming back
        assert host.seats()[1][2] == "here"
        check_all_received(host, sent, players)
    finally:
        finish(host, players)


def test_a_client_cut_off_while_a_curtain_is_up_at_the_host_comes_back_and_the_curtain_stays_for_its_person():
    clock = Clock()
    host, sent = hosted("finesse", "PRPC", {"match": "one_hand"}, clock=clock)
    players = joined(host, [1], seed=5)
    eve, rng, held = players[0], random.Random(5), []
    watch = Watch(eve)

    def at_the_host(host):
        """The two people at the host's screen: the first curtain stays up until Eve is back."""
        offer = host.session.offer()
        if offer.curtain is not None:
            if not held:
                held.append(offer.curtain)
                cut(host, 1)
                return False
            if eve.client.state != PLAYING or RECONNECTING not in watch.states:
                assert host.session.offer().curtain == held[0]
                return False
            clock.now += LIFT_GUARD + 0.1
            return host.session.lift_curtain()
        if offer.acting is not None:
            return host.session.play(rng.choice(offer.moves))
        return False

    try:
        play_through(host, players, local=at_the_host, each_frame=watch)
        assert held and RECONNECTING in watch.states and host.match.is_over()
        check_all_received(host, sent, players)
    finally:
        finish(host, players)


def again(host, sent):
    """The host plays again: a new match of the same game, players and options."""
    first = host.match
    match = Match.start(first.game.id, first.players, first.options)
    sent.match = match
    host.again(Session(match))
    return match


def test_play_again_brings_the_clients_into_the_new_match_at_their_seats():
    host, sent = hosted("finesse", "RRCC", {"match": "one_hand"})
    players = joined(host, [0, 1], seed=8)
    try:
        code, port = host.code, host.port
        match = again(host, sent)
        for player in players:
            heard = [kind for kind, _ in heard_by(host, player.client, lambda heard: ("again", None) in heard[:-1])]
            assert heard[heard.index("again") + 1] == "offer"  # the new match's offer comes after the word
            assert player.client.offer.view == match.game.view(match.state, player.seat)
        assert (host.code, host.port) == (code, port)
        assert [(p.client.seat, p.client.state) for p in players] == [(0, PLAYING), (1, PLAYING)]
    finally:
        finish(host, players)


@pytest.mark.slow
def test_after_play_again_the_clients_play_the_new_match_at_the_same_code_port_and_seats():
    host, sent = hosted("finesse", "RRCC", {"match": "one_hand"})
    players = joined(host, [0, 1], seed=6)
    try:
        play_through(host, players)
        code, port = host.code, host.port
        match = again(host, sent)
        for player in players:
            events = wait_for(host, player.client, lambda c: c.offer is not None and c.offer.played == 0)
            assert "again" in [event.kind for event in events]
        play_through(host, players)
        assert host.match is match and match.is_over() and (host.code, host.port) == (code, port)
        assert [(p.client.seat, p.client.state) for p in players] == [(0, PLAYING), (1, PLAYING)]
        assert {played.seat for played in match.history} >= {0, 1}  # both played the new match from their screens
        check_all_received(host, sent, players)
    finally:
        finish(host, players)


def test_a_reaction_reaches_every_other_screen_and_a_client_that_leaves_frees_its_seat():
    host, sent = hosted("finesse", "RRCC", {"match": "one_hand"})
    ann, eve = players = joined(host, [0, 1], seed=7)
    try:
        ann.client.chat("thumbs_up")
        assert ("chat", (0, "thumbs_up")) in heard_by(host, eve.client, lambda heard: ("chat", (0, "thumbs_up")) in heard)
        assert (0, "thumbs_up") in host.chats  # and on the host's screen
        eve.client.leave()
        wait_for(host, ann.client, lambda c: host.seats()[1][2] == FREE)
        assert list(host.left) == [1] and host.remote[1].token is None
        wait_for(host, eve.client, lambda c: c.state == CLOSED)
        host.hand_to_computer(1)  # the seat left goes to a computer, and Ann plays on
        play_through(host, [ann])
        assert match_over_with(host, 0)
    finally:
        finish(host, players)


def heard_by(host, client, done, limit=10.0):
    """The (kind, value) of every event the client heard, the host pumping, until `done(heard)`."""
    heard, deadline = [], time.monotonic() + limit
    while not done(heard) and time.monotonic() < deadline:
        host.pump()
        heard += [(event.kind, event.value) for event in client.poll()]
        time.sleep(0.002)
    return heard


def match_over_with(host, seat):
    return host.match.is_over() and any(played.seat == seat for played in host.match.history)
