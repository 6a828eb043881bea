"""Hostile connections over real sockets while two people play through the wire: junk, moves never offered,
floods, messages too large, connections that never finish their handshake or never say hello, and wrong
codes. The host keeps serving, the game ends as its players played it, and nobody is sent a secret."""

from __future__ import annotations

import contextlib
import json
import random
import socket
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from net_tables import Sent, assert_only_its_own, joined, match_of, play_through
from tabletop.engine.match import Match
from tabletop.net import Host, protocol, server
from tabletop.session import Session

SEED = 1_357_913_579


class Link:
    """A raw connection that says what it likes and notes what comes back."""

    def __init__(self, host: Host, links: contextlib.ExitStack, *intro):
        self.host, self.links, self.intro = host, links, intro
        self.heard: list[dict] = []
        self.sent = self.comebacks = 0
        self.link = links.enter_context(link_to(host))
        for data in intro:
            self.say(data)

    def say(self, data) -> None:
        try:
            self.link.send(data if isinstance(data, (str, bytes)) else json.dumps(data))
            self.sent += 1
        except ConnectionClosed:  # cut off for what it sent: it comes back (with its token, if it has one)
            self.comebacks += 1
            self.link = self.links.enter_context(link_to(self.host))
            tokens = [m["token"] for m in self.heard if m["type"] == "joined"]
            for data in self.intro[:1] + (({"type": "rejoin", "token": tokens[-1]},) if tokens else ()):
                self.link.send(json.dumps(data))

    def listen(self) -> None:
        while True:
            try:
                self.heard.append(json.loads(self.link.recv(timeout=0)))
            except (TimeoutError, ConnectionClosed):
                return

    def offers(self) -> list[dict]:
        return [m for m in self.heard if m["type"] == "offer"]


def hostile(rng: random.Random, others: list[dict]) -> object:
    """One hostile message: junk, a move of another seat's offer (as sent to it), a move gone wrong, asks of
    every kind, guessed tokens, taken seats, or a burst of chat."""
    pick = rng.randrange(8)
    if pick == 0:
        return rng.choice(['{"type":', "[]", "null", '{"type": "move"}', "\u0000", '{"a":' * 20, "\xff"])
    if pick in (1, 2) and others:
        offer = rng.choice(others)
        moves = offer["moves"] or [{"move": {"kind": "play", "card": 1}}]
        move = dict(rng.choice(moves)["move"])
        if pick == 2:
            move["card"] = rng.randrange(60)
        return {"type": "move", "offer": offer["number"], "index": rng.randrange(len(moves)), "move": move}
    if pick == 3:
        return {"type": rng.choice(["undo", "hint", "lift", "seen", "seats"])}
    if pick == 4:
        return {"type": "join", "seat": rng.randrange(4), "name": "x" * 50}
    if pick == 5:
        return {"type": "rejoin", "token": protocol.new_token()}
    if pick == 6:
        return {"type": "chat", "key": "oops"}
    return {"type": "move", "offer": rng.randrange(100), "index": 0, "move": {"kind": "play", "card": 7}}


def half_open_sockets(port: int) -> list[socket.socket]:
    """TCP connections that never finish a WebSocket handshake: silent, or a request cut short."""
    found = []
    for words in (b"", b"GET / HTTP/1.1\r\nHost: x\r\n", b"\x16\x03\x01\x00"):
        sock = socket.create_connection(("127.0.0.1", port))
        if words:
            sock.sendall(words)
        found.append(sock)
    return found


def closed_by_host(sock: socket.socket, limit: float = 5.0) -> bool:
    sock.settimeout(limit)
    try:
        while sock.recv(4096):
            pass
        return True
    except (TimeoutError, socket.timeout):
        return False
    except OSError:
        return True


@pytest.mark.slow
def test_hostile_connections_over_sockets_leave_the_game_and_its_secrets_alone(monkeypatch):
    monkeypatch.setattr(server, "OPEN_SECONDS", 0.5)
    monkeypatch.setattr(server, "HELLO_SECONDS", 0.5)
    match = Match.start("finesse", match_of("finesse", "RRRC", SEED).players, {"match": "one_hand"}, SEED)
    sent = Sent(match=match, never=(str(SEED),))
    host = Host(Session(match), address="127.0.0.1", on_sent=sent)
    host.start()
    links = contextlib.ExitStack()
    rng = random.Random(6)
    players = joined(host, [0, 1], seed=6)
    hello = {"type": "hello", "version": protocol.VERSION, "code": host.code}
    mallory = Link(host, links, hello, {"type": "join", "seat": 2, "name": "Mallory"})  # plays seat 2, and mutters
    strangers = [Link(host, links, hello) for _ in range(4)]  # no seat: they send anything, as fast as they like
    half_open = half_open_sockets(host.port)
    silent = links.enter_context(link_to(host))  # it never says hello
    made = {0: [], 1: []}
    for player in players:
        original = player.client.move
        player.client.move = lambda move, original=original, seat=player.seat: made[seat].append(move) or original(move)
    answered = set()

    def attackers_frame():
        others = [_as_sent(player.client.offer) for player in players if player.client.offer is not None]
        for stranger in strangers:
            stranger.listen()
            stranger.say(hostile(rng, others))
        mallory.listen()
        if rng.random() < 0.05:
            mallory.say(hostile(rng, others))
        offer = mallory.offers()[-1] if mallory.offers() else None
        if offer and offer["acting"] == 2 and offer["moves"] and offer["number"] not in answered:
            answered.add(offer["number"])
            index = rng.randrange(len(offer["moves"]))
            mallory.say({"type": "move", "offer": offer["number"], "index": index, "move": offer["moves"][index]["move"]})

    try:
        play_through(host, players, each_frame=attackers_frame, limit=60)
        assert sum(stranger.sent for stranger in strangers) > 300
        for seat in (0, 1):  # every move made for Ann and Eve was one they sent
            assert all(any(p.move.same_as(m) for m in made[seat]) for p in host.match.history if p.seat == seat)
        for stranger in strangers:
            stranger.listen()
            assert not [m for m in stranger.heard if m["type"] in ("offer", "joined", "chat")]
        for player in players:
            for offer in player.received:
                state, history = sent.offers[player.seat][offer.number]
                assert_only_its_own(host.match.game, player.seat, state, history, offer)
        assert all(closed_by_host(sock) for sock in half_open)
        assert [m["reason"]["$w"] for m in until_closed(silent)] == ["net.refused.timeout"]
        big = links.enter_context(link_to(host))
        big.send("x" * (server.MAX_MESSAGE + 1))
        assert until_closed(big) == [] and big.close_code == 1009  # refused by the library before it was read
        _three_wrong_codes_shut_out_the_address(host, links)
        assert host.server._thread.is_alive()
    finally:
        links.close()
        for sock in half_open:
            sock.close()
        for player in players:
            player.client.close()
        host.stop()


def _as_sent(offer) -> dict:
    """A client's offer as the host sent it: its number and its moves' dicts."""
    return {"number": offer.number, "moves": [{"move": move.to_dict()} for move in offer.moves]}


def until_closed(link, limit: float = 5.0) -> list[dict]:
    """Every message a connection receives until the host closes it."""
    heard, deadline = [], time.monotonic() + limit
    try:
        while time.monotonic() < deadline:
            heard.append(json.loads(link.recv(timeout=limit)))
    except ConnectionClosed:
        return heard
    raise AssertionError("the host left the connection open")


def link_to(host):
    return connect(f"ws://127.0.0.1:{host.port}/", compression=None, open_timeout=5, max_size=None)


def _three_wrong_codes_shut_out_the_address(host, links):
    link = links.enter_context(link_to(host))
    for letters in ("AAAAAA", "BBBBBB", "CCCCCC"):
        link.send(json.dumps({"type": "hello", "version": protocol.VERSION, "code": letters}))
    replies = [m["reason"]["$w"] for m in until_closed(link)]
    assert replies == ["net.refused.code", "net.refused.code", "net.refused.banned"]
    again = links.enter_context(link_to(host))
    refusal = until_closed(again)
    assert [m["reason"]["$w"] for m in refusal] == ["net.refused.banned"] and refusal[0]["final"]
