"""A copy of a frozen state with some fields changed, at the speed a search's play-outs need."""

from __future__ import annotations

from typing import Any, TypeVar

S = TypeVar("S")


def changed(state: S, **changes: Any) -> S:
    """`dataclasses.replace` for a frozen dataclass with no __post_init__ and no init-only fields, without
    replace's rebuild through __init__ (most of a move's time in a play-out of a state with many fields).
    A name that is no field is refused, as replace refuses it."""
    fields = type(state).__dataclass_fields__
    if not changes.keys() <= fields.keys():
        raise TypeError(f"{type(state).__name__} has no field {sorted(changes.keys() - fields.keys())[0]!r}")
    copy = object.__new__(type(state))
    copy.__dict__.update(state.__dict__)
    copy.__dict__.update(changes)
    return copy
