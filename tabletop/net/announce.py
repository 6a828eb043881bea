"""Where a hosted table can be found: this computer's addresses on the local network, and the table
announced there (zeroconf, DNS-SD) so that a Join screen nearby lists it by the host's name and game.

The announcement is a courtesy. It runs in a thread of its own (registering waits on the network), only
when the `zeroconf` package imports, and nothing it meets stops the table: the table is hosted all the
same, and `problem` says why it is not announced (a code for the log; the invitation says the table is
not listed, so friends type the address).

A Join screen browses SERVICE_TYPE; each table's TXT properties are `name` (the host's name), `game` (the
game's id) and `version` (the protocol's). Security rules kept here: the announcement holds nothing but
those and the port: never the join code or a seat token; the instance name is random, not typed.
"""

from __future__ import annotations

import ipaddress
import logging
import secrets
import socket
import threading

from tabletop.engine.names import clean_name

from .protocol import VERSION

SERVICE_TYPE = "_tabletop._tcp.local."
ADDRESSES_SHOWN = 3  # a computer on several networks (a laptop's wireless and its cable) shows a few
STARTING, ANNOUNCED, FAILED, ENDED = "starting", "announced", "failed", "ended"
_LOG = logging.getLogger(__name__)


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses that another computer on the local network may reach (no loopback,
    no link-local), the one the default route uses first; ["127.0.0.1"] when there is none."""
    found = [_routed()] + _interfaces()
    usable = []
    for address in found:
        if address and address not in usable and _reachable(address):
            usable.append(address)
    return usable[:ADDRESSES_SHOWN] or ["127.0.0.1"]


def _routed() -> str | None:
    """The address the system would send from to the outside world (a UDP socket sends nothing to connect)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never answered, only routed
            return probe.getsockname()[0]
    except OSError:
        return None


def _interfaces() -> list[str]:
    try:
        import ifaddr  # here, not at the top: zeroconf brings it, and without it the routed address will do
    except ImportError:
        return []
    try:
        return [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if isinstance(ip.ip, str)]
    except Exception:  # noqa: BLE001 -- a network adapter the library cannot read never stops hosting
        _LOG.exception("the network adapters could not be listed")
        return []


def _reachable(address: str) -> bool:
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast)


class Announcement:
    """One table announced on the local network while it is hosted (see the module's words)."""

    def __init__(self, name: str, game_id: str, port: int, addresses: list[str]):
        self.name = clean_name(name)[:60] or "Tabletop"  # names, the same in every language
        self.game_id, self.port = game_id, int(port)
        self.addresses = [a for a in addresses if _reachable(a)]
        self.state = STARTING
        self.problem = ""  # why the table is not announced, as a code for the log
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Announce the table from a thread of its own; returns at once."""
        self._thread = threading.Thread(target=self._run, name="tabletop-announce", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Withdraw the announcement (the thread says goodbye on the network and ends by itself)."""
        self._stop.set()

    @property
    def failed(self) -> bool:
        return self.state == FAILED

    def properties(self) -> dict[str, str]:
        """What a Join screen reads of the table (TXT properties): the host's name, the game, the protocol."""
        return {"name": self.name, "game": self.game_id, "version": str(VERSION)}

    def _run(self) -> None:
        try:
            self._announce()
        except Exception as exc:  # noqa: BLE001 -- an announcement that fails leaves the table hosted
            _LOG.warning("the table could not be announced on the local network: %r", exc)
            self.state, self.problem = FAILED, f"{type(exc).__name__}"

    def _announce(self) -> None:
        try:
            from zeroconf import ServiceInfo, Zeroconf  # here, not at the top: an optional package
        except ImportError:
            self.state, self.problem = FAILED, "zeroconf_missing"
            return
        if not self.addresses:
            self.state, self.problem = FAILED, "no_network"
            return
        info = ServiceInfo(SERVICE_TYPE, f"Tabletop {secrets.token_hex(4)}.{SERVICE_TYPE}", port=self.port,
                           properties=self.properties(), server=f"tabletop-{secrets.token_hex(4)}.local.",
                           parsed_addresses=self.addresses)
        if self._stop.is_set():
            self.state = ENDED
            return
        zeroconf = Zeroconf()
        try:
            zeroconf.register_service(info, allow_name_change=True)
            self.state = ANNOUNCED
            self._stop.wait()
            zeroconf.unregister_service(info)
        finally:
            zeroconf.close()
            if self.state == ANNOUNCED:
                self.state = ENDED
