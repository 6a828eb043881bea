"""What a person types to join a table on another computer: the host's address with its port, and the
table's code. No pygame.

Both are read with care: an address is a host name or an IP address (IPv6 in brackets) and a port,
nothing else; a code is six letters A to Z (the host judges which), spaces, case and full-width
letters forgiven. Each
returns the words that say what is wrong, for the screen to show.
"""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from dataclasses import dataclass

from tabletop.engine.words import Text, say

from .protocol import CODE_LENGTH

LONGEST_ADDRESS = 253  # a host name's longest form
_HOST_NAME = re.compile(r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.?")


@dataclass(frozen=True)
class Typed:
    """What was read from the person's typing: the value, or why it cannot be used."""

    value: object = None
    problem: Text | None = None


def address(typed: str) -> Typed:
    """'192.168.1.20:5000', 'ann-laptop.local:5000' or '[fe80::1]:5000' as (host, port)."""
    typed = unicodedata.normalize("NFKC", typed).strip()
    if not typed:
        return Typed(problem=say("join.typed.no_address"))
    if len(typed) > LONGEST_ADDRESS + 8:
        return Typed(problem=say("join.typed.bad_address"))
    host, port = _split(typed)
    if port is None:
        return Typed(problem=say("join.typed.no_port"))
    if not port.isdigit() or not 0 < int(port) < 65536:
        return Typed(problem=say("join.typed.bad_port"))
    if not _host(host):
        return Typed(problem=say("join.typed.bad_address"))
    return Typed((host, int(port)))


def _split(typed: str) -> tuple[str, str | None]:
    """(host, port) of 'host:port' or '[v6]:port'; the port None when none was typed."""
    if typed.startswith("["):
        close = typed.find("]")
        if close < 0:
            return typed, None
        rest = typed[close + 1:]
        return typed[1:close], rest[1:] if rest.startswith(":") else None
    if typed.count(":") != 1:  # none, or a bare IPv6 address whose last group would pass for a port
        return typed, None
    host, port = typed.split(":")
    return host, port


def _host(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        return bool(_HOST_NAME.fullmatch(host))


def code(typed: str) -> Typed:
    """The table's code: six letters, spaces and case forgiven."""
    letters = "".join(unicodedata.normalize("NFKC", typed).split()).upper()  # full-width letters too
    if len(letters) != CODE_LENGTH or not all("A" <= letter <= "Z" for letter in letters):
        return Typed(problem=say("join.typed.bad_code", count=CODE_LENGTH))
    return Typed(letters)


def shown_address(host: str, port: int) -> str:
    """An address as a person types it back (IPv6 in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
