"""Tables played through the wire in one process: a host on localhost, clients that join its remote seats,
and the frame loop that drives them all; and a stand-in for the network thread, for tests of the host's
handling message by message."""

from __future__ import annotations

import json
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field

import msgspec

from tabletop.engine.match import COMPUTER, REMOTE, Match, Player
from tabletop.net import Client, Host, protocol
from tabletop.net.client import CLOSED, PLAYING
from tabletop.session import LIFT_GUARD
from tabletop.session.ahead import HAND_OVER
from tabletop.session.computers import decided

NAMES = ("Ann", "Eve", "Ben", "Zoe", "Max", "Kim")
KINDS = {"P": lambda name: Player(name), "R": lambda name: Player(name, REMOTE),
         "C": lambda name: Player(name, COMPUTER, "easy")}


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def match_of(game_id: str, seats: str, seed: int) -> Match:
    """P a person at the host's screen, R a person on another computer, C an Easy computer seat."""
    return Match.start(game_id, [KINDS[kind](NAMES[i]) for i, kind in enumerate(seats)], {}, seed)


@dataclass
class Sent:
    """Every offer the host sent, by seat and number, with the state it was made from and the moves played
    up to it (`match`: the host's, set once the host is made)."""

    offers: dict = field(default_factory=lambda: defaultdict(dict))
    match: Match | None = None
    never: tuple[str, ...] = ()  # words no message may hold (the seed's digits)

    def __call__(self, seat, state, message) -> None:
        assert state is self.match.state
        self.offers[seat][message.number] = (state, tuple(self.match.history))
        if self.never:
            text = protocol.write(message)
            assert not any(words in text for words in self.never)


def settle_host(host: Host, clock=None) -> bool:
    """The host's frame: its own computer seats and the remote seats' hints decided on the spot, a curtain
    at the host's screen lifted; True if anything was done."""
    session = host.session
    offer = session.offer()
    if offer.curtain is not None and clock is not None:
        clock.now += LIFT_GUARD + 0.1
        return session.lift_curtain()
    if offer.thinking is not None:
        return session.settle(limit=1) > 0
    job = host.work()
    if job is not None:
        return host.answer(job.key, decided(job))
    return False


@dataclass
class Player_:
    """A client, and how it picks its moves."""

    client: Client
    seat: int
    rng: random.Random
    received: list = field(default_factory=list)  # every offer it received, in order
    moved_on: int = -1  # the number of the last offer it answered


def play_through(host: Host, players: list[Player_], local=None, clock=None, limit: float = 60.0,
                 chooser=None, each_frame=None) -> None:
    """Frames until the match is over (or `limit` seconds): the host pumps, its seats decide, each client
    polls and answers an offer that asks it to move with a move picked by its generator."""
    deadline = time.monotonic() + limit
    match = host.match
    while not match.is_over():
        assert time.monotonic() < deadline, f"the match stalled after {len(match.history)} moves"
        host.pump()
        busy = settle_host(host, clock)
        if not busy and local is not None:
            busy = local(host)
        for player in players:
            for event in player.client.poll():
                if event.kind == "offer":
                    player.received.append(event.value)
            offer = player.client.offer
            if offer is not None and offer.moves and offer.number > player.moved_on:
                player.moved_on = offer.number
                pick = chooser(player, offer) if chooser else player.rng.choice(offer.moves)
                assert player.client.move(pick)
                busy = True
        if each_frame is not None:
            each_frame()
        if not busy:
            time.sleep(0.001)
    host.pump()


def joined(host: Host, seats: list[int], seed: int = 0) -> list[Player_]:
    """A client for each seat, connected and seated."""
    players = []
    for seat in seats:
        client = Client("127.0.0.1", host.port, host.code.lower(), delays=(0.05, 0.1))
        client.start()
        players.append(Player_(client, seat, random.Random(seed * 100 + seat)))
    for player in players:
        wait_for(host, player.client, lambda c: c.game is not None)
        player.client.join(player.seat, f"{NAMES[player.seat]}!")
        wait_for(host, player.client, lambda c: c.state == PLAYING and c.offer is not None)
    return players


def wait_for(host: Host, client: Client, ready, limit: float = 10.0):
    """Pump the host and poll the client until `ready(client)`."""
    deadline = time.monotonic() + limit
    events = []
    while not ready(client):
        assert time.monotonic() < deadline, f"waited in vain; client state {client.state}, reason {client.reason}"
        assert client.state != CLOSED or ready(client), f"the client closed: {client.reason}"
        host.pump()
        events += client.poll()
        time.sleep(0.002)
    return events


class Recorder:
    """Stands in for the network thread: keeps what the host sends each connection (`texts` as written,
    `sent` read back), and which it closed."""

    def __init__(self) -> None:
        self.sent = defaultdict(list)
        self.texts = defaultdict(list)
        self.closed = {}

    def send(self, batch) -> None:
        for conn, text in batch:
            self.texts[conn].append(text)
            self.sent[conn].append(msgspec.json.decode(text))

    def close(self, conn, text=None) -> None:
        self.closed[conn] = json.loads(text) if text else None


class Door:
    """A connection to a host without sockets: what it says goes through the host's doorway and inbox."""

    def __init__(self, host: Host, conn: int, address: str = "10.0.0.1"):
        self.host, self.conn = host, conn
        self.closed = False
        reply = host.doorway.opened(conn, address)
        self._take(reply)

    def say(self, raw) -> None:
        if self.closed:
            return
        self._take(self.host.doorway.received(self.conn, raw if isinstance(raw, (str, bytes)) else json.dumps(raw)))

    def _take(self, reply) -> None:
        self.host.transport.send([(self.conn, text) for text in reply.texts])
        if reply.close:
            self.closed = True
            self.host.doorway.closed(self.conn)

    def hang_up(self) -> None:
        if not self.closed:
            self.closed = True
            self.host.doorway.closed(self.conn)

    def heard(self) -> list:
        """Everything the host sent this connection, in order: the door's replies and what the table sent."""
        return self.host.transport.sent[self.conn]


def assert_only_its_own(game, seat, state, history, offer) -> None:
    """What a seat was sent is what it may see at that moment and nothing more: its own view of that state,
    its own legal moves while it decides, the public view's names, the public log, no card another seat
    holds in secret."""
    from tabletop.net.offers import PUBLIC
    assert offer.seat == seat
    assert offer.view == game.view(state, seat), f"offer {offer.number}: not seat {seat}'s view"
    expected = tuple(game.legal_moves(state, seat)) if offer.acting == seat else ()
    if offer.ahead:  # the seat's next decision, chosen ahead while another decides, and the button to wait
        assert offer.acting == seat and history[-1].seat == seat
        expected = (*game.table.ahead(state, seat)[0], offer.moves[-1])
        assert offer.moves[-1].kind == HAND_OVER
    assert offer.moves == expected and all(a.same_as(b) for a, b in zip(offer.moves, expected))

    public = game.view(state, None)
    assert offer.public == {key: public[key] for key in PUBLIC if key in public}
    assert offer.played == len(history)
    assert offer.log == tuple((played.seat, played.move.label) for played in history[offer.log_first:])
    others = set().union(*(game.facts.secrets(state, other) for other in range(len(offer.players)) if other != seat))
    shown = set(card_ids(offer.view)) | set(move_cards(offer.moves))
    assert not shown & others, f"seat {seat} was sent cards held in secret by others: {shown & others}"


def card_ids(value):
    """Every card id shown anywhere in a view (a mapping's `id`)."""
    if isinstance(value, dict):
        found = [value["id"]] if type(value.get("id")) is int else []
        return found + [i for item in value.values() for i in card_ids(item)]
    if isinstance(value, (list, tuple)):
        return [i for item in value for i in card_ids(item)]
    return []


def move_cards(moves):
    """Every card id the moves name (their `card` and `cards` parameters)."""
    found = []
    for move in moves:
        for name, value in move.params:
            if name in ("card", "cards"):
                found += list(value) if isinstance(value, tuple) else [value]
    return found


def things_chooser(player, offer):
    """The Things played to a finish: no early declarations or escapes, attacks where there are some."""
    safe = [m for m in offer.moves if m.kind not in ("rescue", "escape", "declare")] or list(offer.moves)
    attacks = [m for m in safe if m.kind == "attack"]
    return player.rng.choice(attacks or safe)
