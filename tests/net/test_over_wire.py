"""Whole games through the wire, on localhost: a host and its clients in one process, each client seeing at
every moment what its seat may see and nothing more; and clients that drop and come back to their seat."""

from __future__ import annotations

import random

import pytest

from net_tables import (Clock, Sent, assert_only_its_own, joined, match_of, play_through, things_chooser, wait_for)
from tabletop.engine.match import Match
from tabletop.net import Host
from tabletop.net.client import PLAYING, RECONNECTING
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
