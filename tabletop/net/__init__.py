"""Playing one table from several computers: the host's app offers its table, other apps join its remote seats.

The host is the only authority: every move is applied there, through the session of the seat that makes
it, and each client is sent only what its seat's session offers. Modules: `protocol` (the messages and
how they are read), `codec` (table values as JSON), `offers` (a seat's offer on the wire), `doorway` (the
checks every connection passes), `server` (the host's network thread), `host` (the table's side, pumped by
the frame thread), `client` (a joining computer's connection and what its screen polls) and `turns` (how
often the interpreter lets a network thread run). No pygame.
"""

from .client import Client
from .host import Host

__all__ = ["Client", "Host"]
