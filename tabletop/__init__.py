"""Tabletop: published hobby games with their rules enforced, for pass-and-play."""

__version__ = "0.1.0"
