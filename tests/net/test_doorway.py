"""The door of a hosted table: only a hello with the right code gets in, three wrong codes from an address
shut it out for a minute, connections are counted, messages paced and malformed ones answered, then cut."""

from __future__ import annotations

import json

from tabletop.net.doorway import (BAN_SECONDS, BURST, MAX_CONNECTIONS, MAX_PER_ADDRESS, PROBLEMS, RATE, Doorway, Gone)
from tabletop.net.protocol import VERSION, Hello, Undo


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def door():
    delivered = []
    clock = Clock()
    return Doorway("QWERTY", clock, lambda conn, intent: delivered.append((conn, intent))), clock, delivered


def hello(code="QWERTY", version=VERSION):
    return json.dumps({"type": "hello", "version": version, "code": code})


def reason(reply):
    return [json.loads(text)["reason"]["$w"] for text in reply.texts]


def test_the_right_code_lets_a_connection_in_in_any_case_and_only_then_are_its_messages_passed_on():
    doorway, _, delivered = door()
    assert doorway.opened(1, "10.0.0.5").texts == []
    refused = doorway.received(1, json.dumps({"type": "undo"}))
    assert reason(refused) == ["net.refused.hello_first"] and delivered == []
    assert doorway.received(1, hello("qwerty")).texts == [] and delivered == [(1, Hello(VERSION, "qwerty"))]
    doorway.received(1, json.dumps({"type": "undo"}))
    assert delivered[-1] == (1, Undo())
    assert reason(doorway.received(1, hello())) == ["net.refused.hello_twice"]
    doorway.closed(1)
    assert isinstance(delivered[-1][1], Gone)


def test_three_wrong_codes_from_one_address_close_it_out_for_a_minute_whatever_the_connections():
    doorway, clock, delivered = door()
    doorway.opened(1, "10.0.0.9")
    first = doorway.received(1, hello("AAAAAA"))
    assert reason(first) == ["net.refused.code"] and not first.close
    doorway.closed(1)
    doorway.opened(2, "10.0.0.9")  # a new connection does not start the count again
    assert not doorway.received(2, hello("BBBBBB")).close
    third = doorway.received(2, hello("QWERTZ"))
    assert third.close and reason(third) == ["net.refused.banned"] and json.loads(third.texts[0])["final"]
    doorway.closed(2)
    assert doorway.opened(3, "10.0.0.9").close  # even with the right code to come
    assert not doorway.opened(4, "10.0.0.10").close  # another address is not shut out
    clock.now += BAN_SECONDS + 1
    assert not doorway.opened(5, "10.0.0.9").close
    assert doorway.received(5, hello()).texts == [] and delivered == [(5, Hello(VERSION, "QWERTY"))]


def test_wrong_codes_long_ago_are_forgotten():
    doorway, clock, _ = door()
    doorway.opened(1, "10.0.0.9")
    doorway.received(1, hello("AAAAAA"))
    doorway.received(1, hello("AAAAAB"))
    clock.now += BAN_SECONDS + 1
    doorway.opened(2, "10.0.0.8")  # the table forgets old counts as connections come
    assert not doorway.received(1, hello("AAAAAC")).close


def test_another_protocol_version_is_told_why_and_closed():
    doorway, _, delivered = door()
    doorway.opened(1, "10.0.0.1")
    reply = doorway.received(1, hello(version=VERSION + 1))
    assert reply.close and reason(reply) == ["net.refused.version"] and delivered == []


def test_connections_are_counted_in_all_and_by_address():
    doorway, _, _ = door()
    for conn in range(MAX_PER_ADDRESS):
        assert not doorway.opened(conn, "10.0.0.1").close
    assert doorway.opened(99, "10.0.0.1").close
    for conn in range(100, 100 + MAX_CONNECTIONS - MAX_PER_ADDRESS):
        assert not doorway.opened(conn, f"10.1.{conn}.1").close
    assert doorway.opened(999, "10.9.9.9").close
    doorway.closed(0)
    assert not doorway.opened(1000, "10.9.9.9").close


def test_messages_are_read_at_the_rate_and_a_flood_waits_its_turn():
    doorway, clock, _ = door()
    doorway.opened(1, "10.0.0.1")
    assert [doorway.pause(1) for _ in range(int(BURST))] == [0.0] * int(BURST)
    wait = doorway.pause(1)
    assert 0 < wait <= 1.0 / RATE
    clock.now += wait + 1e-9
    assert doorway.pause(1) == 0.0
    doorway.opened(2, "10.0.0.1")
    assert doorway.pause(2) == 0.0  # one connection's flood does not slow another's


def test_a_connection_that_keeps_sending_nonsense_is_closed():
    doorway, _, _ = door()
    doorway.opened(1, "10.0.0.1")
    replies = [doorway.received(1, "{nonsense") for _ in range(PROBLEMS)]
    assert not any(reply.close for reply in replies[:-1]) and replies[-1].close
    assert reason(replies[-1]) == ["net.refused.problems"]
    assert doorway.received(1, hello()).close  # gone: nothing more is read from it
