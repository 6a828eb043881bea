"""Hostile messages through the host's door and table, message by message (no sockets): junk of every
shape, other seats' moves, moves never offered or offered long ago, wrong codes, guessed tokens, huge and
deep JSON, floods, leaving (a seat left is joined again, by its person or a stranger). None crashes the host, none makes a move for a seat that did not send it, and every
offer any connection was sent shows that seat what it may see at that moment and nothing more."""

from __future__ import annotations

import random

import pytest

from net_tables import Clock, Door, Recorder, Sent, assert_only_its_own, match_of, settle_host
from tabletop.net import Host, protocol
from tabletop.net.codec import text_from_wire
from tabletop.net.offers import RemoteOffer
from tabletop.session import Session

SEED = 1_234_567_891  # a number no message holds by chance


class Table:
    """Finesse with two remote seats and two computers: Ann (seat 0) plays and attacks, Eve (seat 1)
    only plays, and strangers knock."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        clock = Clock()
        self.sent = Sent()
        self.host = Host(Session(match_of("finesse", "RRCC", SEED), clock=clock), clock=clock, on_sent=self.sent)
        self.sent.match = self.host.match
        self.host.transport = Recorder()
        self.doors = {}
        self.ann, self.eve = self.seat(1, 0), self.seat(2, 1)
        self.seats = {}  # the connections that joined a seat, and which
        self.ann_token = [m for m in self.ann.heard() if m["type"] == "joined"][0]["token"]
        self.strangers = [self.greeted(conn) for conn in (3, 4)]
        self.next_conn = 10
        self.offers_seen: list[dict] = []  # every offer sent to anyone, as sent
        self.eve_sent: dict[int, object] = {}  # history length when Eve sent a move -> that move
        self.eve_ahead: dict[int, object] = {}  # the same, for moves she chose ahead (made at her turn)
        self.read_upto = {}
        self.logs = {}  # each connection's log entries read so far, as a client keeps them

    def greeted(self, conn, address=None):
        door = Door(self.host, conn, address or f"10.0.{conn}.1")
        door.say({"type": "hello", "version": protocol.VERSION, "code": self.host.code})
        self.host.pump()
        self.doors[conn] = door
        return door

    def seat(self, conn, seat):
        door = self.greeted(conn)
        door.say({"type": "join", "seat": seat, "name": ("Ann", "Eve")[seat]})
        self.host.pump()
        return door

    def newest(self, door):
        offers = [m for m in door.heard() if m["type"] == "offer"]
        return offers[-1] if offers else None

    def step(self) -> None:
        """The table moves on: computers, then Eve and Ann honestly when they decide."""
        host = self.host
        host.pump()
        if settle_host(host):
            return
        for door, seat in ((self.eve, 1), (self.ann, 0)):
            offer = self.newest(door)
            if offer and offer["acting"] == seat and offer["moves"] and host.remote[seat].sent.number == offer["number"]:
                index = self.rng.randrange(len(offer["moves"]))
                if seat == 1:
                    chosen = self.eve_ahead if offer["ahead"] else self.eve_sent
                    chosen[len(host.match.history)] = offer["moves"][index]["move"]
                door.say({"type": "move", "offer": offer["number"], "index": index, "move": offer["moves"][index]["move"]})
                host.pump()
                return

    def check(self) -> None:
        """Every seat-1 move in the history is one Eve sent (then, or ahead of her turn); every new message is
        as it may be."""
        host = self.host
        for index, played in enumerate(host.match.history):
            if played.seat == 1:
                ahead = [move for at, move in self.eve_ahead.items() if at < index]
                assert played.move.to_dict() in [self.eve_sent.get(index), *ahead[-1:]], f"a move made for Eve at {index}"
        for conn, messages in host.transport.sent.items():
            start = self.read_upto.get(conn, 0)
            for message, text in zip(messages[start:], host.transport.texts[conn][start:]):
                self.check_message(conn, message, text)
            self.read_upto[conn] = len(messages)

    def check_message(self, conn, message, text) -> None:
        assert str(SEED) not in text and self.ann_token not in text or message["type"] == "joined"
        if message["type"] == "joined":  # Ann's seat, free again once she left (a stranger may take it then)
            assert message["seat"] == 0 or conn == self.eve.conn, f"connection {conn} joined Eve's seat"
            self.seats[conn] = message["seat"]
        if message["type"] == "offer":
            assert message["seat"] == self.seats.get(conn), f"connection {conn} was sent an offer"
        if message["type"] in ("explained", "warned"):  # only to a seat, about the offer it holds now, in words
            held = self.host.remote[self.seats[conn]]
            assert held.sent is not None and message["offer"] <= held.sent.number
            said = protocol.read(text, protocol.SAIDS, protocol.OFFER_LIMITS)
            assert text_from_wire(said.reason if message["type"] == "explained" else said.warning)
        if message["type"] == "offer":
            self.offers_seen.append(message)
            seat = message["seat"]
            state, history = self.sent.offers[seat][message["number"]]
            said = protocol.read(text, protocol.SAIDS, protocol.OFFER_LIMITS)
            offer = RemoteOffer.read(said, self.host.match.game, self.logs.setdefault(conn, {}))
            assert_only_its_own(self.host.match.game, seat, state, history, offer)

    # --- what the attackers send ---------------------------------------------------------------
    def hostile(self) -> None:
        rng = self.rng
        if self.host.remote[0].token is None:  # she left: she joins her free seat again, with a new token
            self.ann.hang_up()  # the host closed her connection when she left
            self.ann = self.seat(self.more(), 0)
            self.ann_token = next((m["token"] for m in self.ann.heard() if m["type"] == "joined"), self.ann_token)
        elif self.ann.closed:  # cut off for what she sent: she comes back with her token (from a new address)
            self.ann = self.greeted(self.more())
            self.seats[self.ann.conn] = 0
            self.ann.say({"type": "rejoin", "token": self.ann_token})
            self.host.pump()
        door = rng.choice([self.ann, self.ann, *self.strangers])
        if door.closed:
            door = self.stranger()
        door.say(rng.choice(MAKERS)(self))

    def more(self) -> int:
        self.next_conn += 1
        return self.next_conn

    def stranger(self):
        door = self.greeted(self.more())
        self.strangers = [d for d in self.strangers if not d.closed] + [door]
        return door


def junk(rng, depth=0):
    """A random JSON value, with the protocol's own words among its keys."""
    pick = rng.randrange(10)
    if depth > 4 or pick < 4:
        return rng.choice([0, -1, 1, 2 ** 63, 10 ** 30, 1.5, -0.0, "", "x" * rng.randrange(400), True, False, None,
                           "\u0000", "\u202e", "🂡", "move", "hello", "$w", "offer"])
    if pick < 6:
        return [junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["type", "kind", "offer", "index", "move", "seat", "name", "token", "code", "key", "version", "$w", "$s",
            "$a", "card"]
    return {rng.choice(keys): junk(rng, depth + 1) for _ in range(rng.randrange(5))}


def a_junk_value(table):
    return junk(table.rng)


def a_junk_intent(table):
    rng = table.rng
    kind = rng.choice(["hello", "seats", "join", "rejoin", "move", "undo", "hint", "lift", "seen", "chat", "leave",
                       "explain", "prefer", "deal_rest", "swap", "bye"])
    fields = {"type": kind}
    names = ["version", "code", "seat", "name", "token", "offer", "index", "move", "key", "clicks", "auto",
             "forced_moves", "fixed_board", "first", "second"]
    for name in rng.sample(names, rng.randrange(4)):
        fields[name] = junk(rng, 3)
    return fields


def an_offered_move_gone_wrong(table):
    """A move from any offer anyone was sent (Eve's, older ones), with its number, index or dict changed."""
    if not table.offers_seen:
        return a_junk_intent(table)
    rng = table.rng
    offer = rng.choice(table.offers_seen[-30:] + table.offers_seen[:5])
    moves = offer["moves"] or [{"move": {"kind": "play", "card": rng.randrange(52)}}]
    move = dict(rng.choice(moves)["move"])
    change = rng.randrange(6)
    if change == 0 and len(move) > 1:
        name = rng.choice([k for k in move if k != "kind"])
        move[name] = rng.choice([str(move[name]), float(move[name]) if isinstance(move[name], int) else 1.0, [move[name]]])
    elif change == 1:
        move["extra"] = 1
    elif change == 2:
        move.pop("kind")
    number = offer["number"] + rng.choice([0, 0, 1, -1, 1000])
    found = {"type": "move", "offer": max(0, number), "index": rng.randrange(len(moves) + 2), "move": move}
    extra = rng.choice([{}, {}, {"auto": True}, {"confirmed": True}])
    return {**found, **extra}


def clicks_to_explain(table):
    """Why clicks make no move: on the newest offer, an old one or none, with places that are and are not."""
    rng = table.rng
    offer = table.newest(table.ann)
    number = (offer["number"] if offer else 0) + rng.choice([0, 0, 0, -1, 1, 10 ** 6])
    places = ["hand/0", "hand/7", "table/0/1", "trick/0", "nowhere", "", "x" * 200, "🂡", "../../etc"]
    clicks = [rng.choice(places) for _ in range(rng.choice([0, 1, 2, 5, 64]))]
    return {"type": "explain", "offer": max(0, number), "clicks": clicks}


def preferences(table):
    """The table's switches, as sent or gone wrong."""
    rng = table.rng
    fields = {name: rng.random() < 0.5 for name in ("forced_moves", "auto_roll", "beginner_warnings", "fixed_board")}
    if rng.random() < 0.3:
        fields[rng.choice(list(fields))] = rng.choice([1, "yes", None, [True]])
    return {"type": "prefer", **fields}


def placing_help(table):
    """Deal the rest or a swap, on the newest offer, an old one or none, with places that are and are not:
    Finesse sets out no army, so the host refuses them and the match stays as it was."""
    rng = table.rng
    offer = table.newest(table.ann)
    number = max(0, (offer["number"] if offer else 0) + rng.choice([0, 0, -1, 1, 10 ** 6]))
    places = ["hand/0", "table/0/1", "grid/0/0", "", "x" * 200, "../../etc"]
    if rng.random() < 0.5:
        asked = {"type": "deal_rest", "offer": number}
    else:
        asked = {"type": "swap", "offer": number, "first": rng.choice(places), "second": rng.choice(places)}
    if rng.random() < 0.2:
        asked[rng.choice(["seat", "first", "offer"])] = rng.choice([1, "0", None, ["hand/0"], "y" * 201])
    table.host.pump()  # what was sent before it, first
    before = table.host.match.state, len(table.host.match.history)
    table.ann.say(asked)
    table.host.pump()
    assert (table.host.match.state, len(table.host.match.history)) == before, f"{asked} changed the match"
    return {"type": "seats"}


def a_leave(table):
    """Leaving, now and then with something more (refused whole): from Ann her seat is free, from a stranger nothing."""
    return {"type": "leave", **({} if table.rng.random() < 0.7 else {"seat": 1})}


def a_wrong_code(table):
    return {"type": "hello", "version": protocol.VERSION, "code": "".join(table.rng.choice("ABCDEFGHJK") for _ in range(6))}


def a_guessed_token(table):
    return {"type": "rejoin", "token": protocol.new_token()}


def a_taken_seat(table):
    return {"type": "join", "seat": table.rng.randrange(-1, 5), "name": "Mallory"}


def something_huge(table):
    return "[" + ",".join(["1"] * 5000) + "]"


def something_deep(table):
    depth = table.rng.choice([7, 50, 3000])
    return '{"type": "move", "offer": 1, "index": 0, "move": ' + "[" * depth + "]" * depth + "}"


def not_text(table):
    return bytes(table.rng.randrange(256) for _ in range(table.rng.randrange(1, 40)))


def a_flood(table):
    """Many of the seat's own asks at once (each is paced by the network thread; here they all arrive)."""
    for _ in range(60):
        table.ann.say({"type": table.rng.choice(["undo", "hint", "lift", "seen", "seats"])})
    return {"type": "chat", "key": table.rng.choice(["oops", "thumbs_up"])}


MAKERS = (a_junk_value, a_junk_intent, a_junk_intent, an_offered_move_gone_wrong, an_offered_move_gone_wrong,
          an_offered_move_gone_wrong, clicks_to_explain, clicks_to_explain, preferences, placing_help, placing_help, a_wrong_code, a_guessed_token,
          a_taken_seat, something_huge, something_deep, not_text, a_flood, a_leave)


def attack(messages: int, seed: int) -> Table:
    table = Table(random.Random(seed))
    sent = 0
    while sent < messages:
        for _ in range(table.rng.randrange(1, 6)):
            table.hostile()
            sent += 1
        table.host.pump()
        job = table.host.work()  # Ann's hints are answered at once, as a worker would
        if job is not None:
            table.host.answer(job.key, "no time")
        table.check()
        for _ in range(2):  # once the match is over, the attack goes on at an ended table
            table.step()
    table.check()
    return table


def test_hundreds_of_hostile_messages_leave_the_table_whole():
    table = attack(700, seed=1)
    assert len(table.host.match.history) > 50 and table.eve_sent
    assert len(table.offers_seen) > 50
    assert table.host.seats()[1][2] == "here"  # Eve kept her seat throughout
    assert 0 in table.host.left and 1 not in table.host.left  # Ann left (and came back) now and then; Eve never


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 3])
def test_ten_thousand_hostile_messages_leave_the_table_whole(seed):
    table = attack(5000, seed=seed)  # twice
    assert table.host.match.is_over() and table.host.seats()[1][2] == "here"
