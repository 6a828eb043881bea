"""A joining computer's side: a mistyped code tried again, a seat someone else took, a host that ends the
table or cannot be reached: each leaves the client in a state its screen can show, with the reason."""

from __future__ import annotations

import socket

from net_tables import match_of, wait_for
from tabletop.net import Client, Host
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
