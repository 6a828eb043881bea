"""A joining computer's side: a mistyped code tried again, a seat someone else took, a host that ends the
table or cannot be reached: each leaves the client in a state its screen can show, with the reason."""

from __future__ import annotations

import json
import random
import socket

from net_tables import Door, Recorder, match_of, wait_for
from tabletop.net import Client, Host, protocol
from tabletop.net.client import CLOSED, LOBBY, PLAYING
from tabletop.session import Session


def started(seats="RRCC"):
    host = Host(Session(match_of("finesse", seats, 8)), address="127.0.0.1")
    host.start()
    return host


def client_of(host, code=None):
    client = Client("127.0.0.1", host.port, code or host.code, delays=(0.05,), patience=1.0)
    client.start()
    return client


def test_a_mistyped_code_is_refused_with_the_tries_left_and_the_right_one_lets_the_client_in():
    host = started()
    client = client_of(host, "ZZZZZZ")
    try:
        wait_for(host, client, lambda c: c.reason is not None)
        assert client.reason.key == "net.refused.code" and client.reason.get("count") == 2
        client.try_code(host.code.lower())
        wait_for(host, client, lambda c: c.state == LOBBY)
        assert [seat.seat for seat in client.seats if seat.free] == [0, 1] and client.game.id == "finesse"
    finally:
        client.close()
        host.stop()


def test_a_seat_taken_first_by_another_is_refused_and_another_seat_is_free():
    host = started()
    first, second = client_of(host), client_of(host)
    try:
        for client in (first, second):
            wait_for(host, client, lambda c: c.state == LOBBY)
        first.join(0, "Ann")
        wait_for(host, first, lambda c: c.state == PLAYING and c.offer is not None)
        wait_for(host, second, lambda c: not c.seats[0].free)  # the lobby was told
        second.join(0, "Bea")
        wait_for(host, second, lambda c: c.reason is not None)
        assert second.state == LOBBY and second.reason.key == "net.refused.seat_taken"
        second.join(1, "Bea")
        wait_for(host, second, lambda c: c.state == PLAYING and c.offer is not None)
        assert second.seat == 1 and second.offer.players[1].name == "Bea"
    finally:
        first.close()
        second.close()
        host.stop()


def test_when_the_host_ends_the_table_its_clients_close_and_say_why():
    host = started()
    client = client_of(host)
    wait_for(host, client, lambda c: c.state == LOBBY)
    client.join(1, "Eve")
    wait_for(host, client, lambda c: c.offer is not None)
    host.stop()
    wait_for(host, client, lambda c: c.state == CLOSED)
    assert client.reason.key == "net.refused.ended"
    client.close()


def test_a_host_nobody_answers_at_leaves_the_client_closed_with_the_reason():
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]  # free, and nobody listens on it
    client = Client("127.0.0.1", port, "ABCDEF", delays=(0.05,), patience=0.5)
    client.start()
    try:
        host = Host(Session(match_of("finesse", "RRCC", 8)))  # not started: only its pump is used while waiting
        wait_for(host, client, lambda c: c.state == CLOSED)
        assert client.reason.key == "net.client.unreachable"
    finally:
        client.close()


def mutated(rng, value, depth=0):
    """The value with one part somewhere inside it changed to something odd."""
    odd = [None, -1, 99, 10 ** 30, 1.5, "", "x" * 300, [], {}, {"$w": "ui.computer.thinking"}, {"$s": 9, "$n": "A"},
           {"$w": "_.sentences", "$a": {"parts": 3}}, {"$w": "net.refused.code", "$a": {"count": "many"}}, True]
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        return {**value, key: mutated(rng, value[key], depth + 1)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        index = rng.randrange(len(value))
        return value[:index] + [mutated(rng, value[index], depth + 1)] + value[index + 1:]
    return rng.choice(odd)


def test_what_a_hostile_host_sends_is_dropped_or_read_and_never_stops_the_client_nor_its_screen():
    host = Host(Session(match_of("finesse", "RRCC", 8)))
    host.transport = Recorder()
    door = Door(host, 1)
    door.say({"type": "hello", "version": protocol.VERSION, "code": host.code})
    host.pump()
    door.say({"type": "join", "seat": 0, "name": "Ann"})
    host.pump()
    welcome, joined, offer = host.transport.sent[1][:3]
    client = Client("127.0.0.1", 1, host.code)
    for message in (welcome, joined, offer):
        assert client._heard(json.dumps(message)) is None
    rng, read = random.Random(8), 0
    for _ in range(400):
        client._log = {}
        client._heard(json.dumps(mutated(rng, rng.choice([offer, offer, offer, welcome, joined, {"type": "again"}]))))
        for event in client.poll():
            if event.kind == "offer":
                read += 1
                assert isinstance(event.value.offer(host.match.game).message, str)
    assert 0 < client.dropped < 400 and read > 0
