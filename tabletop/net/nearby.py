"""Tables announced on the local network (zeroconf, `_tabletop._tcp.local.`), for the Join screen's list.

The host's app announces its table with the host's name and the game in the service's properties; here
a browser listens for them in zeroconf's own threads and keeps what it heard, and the screen reads
`tables()` once a frame. The `zeroconf` package is optional: without it, or on a network that refuses
multicast, the list stays empty and `note` says why, in words; nothing here ever stops the app.

What another computer announces is untrusted: names are cut short and cleaned, the address must read
as an IP address, the port must be one, and at most MOST_TABLES are kept. No pygame.
"""

from __future__ import annotations

import ipaddress
import logging
import threading
from dataclasses import dataclass
from typing import Any

from tabletop.engine.datafiles import printable
from tabletop.engine.words import Text, say

SERVICE_TYPE = "_tabletop._tcp.local."
MOST_TABLES = 32
NAME_LIMIT = 40
ASK_MS = 2000  # how long to wait for an announced table's address and port
_LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class NearbyTable:
    """One announced table: who hosts it, which game (its id as announced), and where to reach it."""

    service: str
    host: str
    game: str
    address: str
    port: int


class Nearby:
    """The tables heard on the local network while the Join screen is open."""

    def __init__(self) -> None:
        self.note: Text | None = None  # why nothing can be heard, when that is so
        self._found: dict[str, NearbyTable] = {}
        self._lock = threading.Lock()
        self._zeroconf: Any = None
        self._browser: Any = None
        self._closed = False

    def start(self) -> None:
        """Listen, from a thread of its own (opening the sockets must not hold up a frame)."""
        threading.Thread(target=self._open, name="tabletop-nearby", daemon=True).start()

    def tables(self) -> list[NearbyTable]:
        """The tables heard so far, by host name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda table: (table.host.casefold(), table.service))

    def close(self) -> None:
        """Stop listening (zeroconf says goodbye in its own time, in a thread of its own)."""
        with self._lock:
            self._closed = True
            zeroconf, self._zeroconf, self._browser = self._zeroconf, None, None
        if zeroconf is not None:
            threading.Thread(target=_close, args=(zeroconf,), name="tabletop-nearby-close", daemon=True).start()

    def _open(self) -> None:
        try:
            from zeroconf import ServiceBrowser, Zeroconf  # optional: without it, typing the address still works
        except ImportError:
            self.note = say("join.nearby.missing")
            return
        try:
            zeroconf = Zeroconf()
            browser = ServiceBrowser(zeroconf, SERVICE_TYPE, handlers=[self._changed])
        except Exception as exc:  # noqa: BLE001 -- no multicast, no network: the list stays empty and says why
            self.note = say("join.nearby.failed", why=type(exc).__name__)
            return
        with self._lock:
            if not self._closed:
                self._zeroconf, self._browser = zeroconf, browser
                return
        _close(zeroconf)  # the screen closed while the sockets opened

    def _changed(self, zeroconf, service_type: str, name: str, state_change) -> None:
        """zeroconf's word that a table came, changed or went (in zeroconf's thread)."""
        try:
            if state_change.name == "Removed":  # not for players: zeroconf's name of the change
                with self._lock:
                    self._found.pop(name, None)
                return
            info = zeroconf.get_service_info(service_type, name, timeout=ASK_MS)
            table = table_of(name, info) if info is not None else None
            with self._lock:
                if table is None:
                    self._found.pop(name, None)
                elif name in self._found or len(self._found) < MOST_TABLES:
                    self._found[name] = table
        except Exception:  # noqa: BLE001 -- what another computer announces never stops this one
            _LOG.debug("an announced table could not be read", exc_info=True)


def table_of(service: str, info: Any) -> NearbyTable | None:
    """An announced table from its service info, or None when it does not say where it is."""
    properties = getattr(info, "properties", None) or {}
    if not isinstance(properties, dict):
        return None
    port = getattr(info, "port", None)
    if type(port) is not int or not 0 < port < 65536:
        return None
    address = _first_address(info)
    if address is None:
        return None
    host = _property(properties, b"name") or printable(service.removesuffix("." + SERVICE_TYPE), NAME_LIMIT)
    return NearbyTable(printable(service, 200), host, _property(properties, b"game"), address, port)


def _property(properties: dict, key: bytes) -> str:
    value = properties.get(key)
    if not isinstance(value, bytes):
        return ""
    return printable(value[:4 * NAME_LIMIT].decode("utf-8", errors="replace").strip(), NAME_LIMIT)


def _first_address(info: Any) -> str | None:
    """The announced IPv4 address, else an IPv6 one; None when none reads as an address."""
    try:
        found = [ipaddress.ip_address(text) for text in info.parsed_addresses()[:16]]
    except (AttributeError, TypeError, ValueError):
        return None
    found.sort(key=lambda address: address.version)
    return str(found[0]) if found else None


def _close(zeroconf: Any) -> None:
    try:
        zeroconf.close()
    except Exception:  # noqa: BLE001 -- closing the listener never matters to the player
        _LOG.debug("zeroconf did not close cleanly", exc_info=True)
