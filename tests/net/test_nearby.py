"""Tables announced on the local network, as the Join screen lists them: what another computer announces
is read with care, and a computer that cannot listen says why instead of stopping."""

import builtins
import os
import socket
import time

import pytest

from tabletop.net import nearby
from tabletop.net.nearby import SERVICE_TYPE, Nearby, NearbyTable, table_of


class Info:
    """An announced service as zeroconf hands it over."""

    def __init__(self, properties, addresses=("192.168.1.20",), port=5000):
        self.properties, self.addresses, self.port = properties, list(addresses), port

    def parsed_addresses(self):
        return self.addresses


def test_an_announced_table_gives_its_hosts_name_its_game_and_where_it_is():
    found = table_of("Ann's table." + SERVICE_TYPE, Info({b"name": "Ann".encode(), b"game": b"three_kings"},
                                                     ("fe80::2", "192.168.1.20")))
    assert found == NearbyTable("Ann's table." + SERVICE_TYPE, "Ann", "three_kings", "192.168.1.20", 5000)


def test_an_announced_name_is_cut_short_and_cleaned_and_a_missing_one_is_the_services():
    long = table_of("x." + SERVICE_TYPE, Info({b"name": ("名" * 300).encode() + b"\x00\xff", b"game": None}))
    assert len(long.host) == nearby.NAME_LIMIT and long.game == ""
    controls = table_of("x." + SERVICE_TYPE, Info({b"name": b"A\x1b[2Jnn"}))
    assert "\x1b" not in controls.host
    assert table_of("Kim's den." + SERVICE_TYPE, Info({})).host == "Kim's den"


@pytest.mark.parametrize("info", [
    Info({}, addresses=()), Info({}, addresses=("not an address",)), Info({}, port=0), Info({}, port=70000),
    Info({}, port="5000"), Info([("name", "Ann")]), object(),
])
def test_an_announcement_that_does_not_say_where_the_table_is_is_left_out(info):
    assert table_of("x." + SERVICE_TYPE, info) is None


def test_without_the_zeroconf_package_the_list_stays_empty_and_says_why(monkeypatch):
    real = builtins.__import__

    def without_zeroconf(name, *args, **kwargs):
        if name == "zeroconf":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", without_zeroconf)
    heard = Nearby()
    heard._open()
    assert heard.tables() == [] and heard.note.key == "join.nearby.missing"
    heard.close()


def test_a_network_that_cannot_be_listened_to_says_so(monkeypatch):
    zeroconf = pytest.importorskip("zeroconf")

    def refused(*args, **kwargs):
        raise OSError("no multicast here")

    monkeypatch.setattr(zeroconf, "Zeroconf", refused)
    heard = Nearby()
    heard._open()
    assert heard.tables() == [] and heard.note.key == "join.nearby.failed" and heard.note.get("why") == "OSError"


@pytest.mark.slow
def test_a_table_announced_on_this_computer_is_heard_and_forgotten_when_it_goes():
    zeroconf = pytest.importorskip("zeroconf")
    announcer = zeroconf.Zeroconf(interfaces=["127.0.0.1"])
    # A name of this run's own: another table announced on the same network meanwhile is not this test's.
    service = f"Ann's table {os.getpid()}.{SERVICE_TYPE}"
    info = zeroconf.ServiceInfo(SERVICE_TYPE, service, addresses=[socket.inet_aton("127.0.0.1")],
                                port=5123, properties={"name": "Ann", "game": "finesse"})
    heard = Nearby()

    def ours():
        return [(t.host, t.game, t.address, t.port) for t in heard.tables() if t.service == service]

    try:
        announcer.register_service(info)
        heard.start()
        assert until(ours)
        assert ours() == [("Ann", "finesse", "127.0.0.1", 5123)]
        announcer.unregister_service(info)
        assert until(lambda: not ours())
    finally:
        heard.close()
        announcer.close()


def until(ready, limit=10.0):
    deadline = time.monotonic() + limit
    while not ready() and time.monotonic() < deadline:
        time.sleep(0.05)
    return ready()
