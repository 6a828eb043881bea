"""The schema layer: msgspec's first failure is read back into a Problem that says what is wrong and
where, whichever kind of failure it is."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
import pytest

from tabletop.engine.schema import (KEY, MISSING, SOME_KEY, UNKNOWN, VALUE, Finite, Problem, Record, convert,
                                    convert_leniently, field_names, problem_in)


class Zone(Record):
    id: str
    rect: tuple[Finite, Finite, Finite, Finite]
    owner: Literal["me", "shared"] = "shared"
    label: str = msgspec.field(default="", name="caption")


class Table(Record):
    zones: list[Zone]
    counts: dict[Annotated[int, msgspec.Meta(ge=1)], list[Zone]] = {}


class Refused(Exception):
    def __init__(self, problem: Problem):
        super().__init__(problem)
        self.problem = problem


def problem_of(data) -> Problem:
    with pytest.raises(Refused) as caught:
        convert(data, Table, Refused)
    return caught.value.problem


def zone(**changes) -> dict:
    return {"id": "grid", "rect": [0, 0, 10, 10], **changes}


def test_good_data_becomes_typed_records():
    table = convert({"zones": [zone(caption="Mine")], "counts": {4: []}}, Table, Refused)
    assert table.zones[0].rect == (0.0, 0.0, 10.0, 10.0) and table.zones[0].label == "Mine"
    assert table.counts == {4: []} and field_names(Zone) == ("id", "rect", "owner", "caption")


@pytest.mark.parametrize("data, problem, field", [
    ({"zones": [{"rect": [0, 0, 1, 1]}]}, Problem(MISSING, ("zones", 0), "id"), "id"),
    ({"zones": [zone(lable="x")]}, Problem(UNKNOWN, ("zones", 0), "lable"), "lable"),
    ({"zones": [zone(**{"odd` - at `$.x": 1})]}, Problem(UNKNOWN, ("zones", 0), "odd` - at `$.x"), "odd` - at `$.x"),
    ({"zones": [{**zone(), 3: 1}]}, Problem(KEY, ("zones", 0), "3"), "zones"),
    ({"zones": [zone(rect=[0, 0, True, 1])]}, Problem(VALUE, ("zones", 0, "rect", 2)), "rect"),
    ({"zones": [zone(rect=[0, 0, float("nan"), 1])]}, Problem(VALUE, ("zones", 0, "rect", 2)), "rect"),
    ({"zones": [zone(rect=[0, 0, float("inf"), 1])]}, Problem(VALUE, ("zones", 0, "rect", 2)), "rect"),
    ({"zones": [zone(rect=[0, 0, 1])]}, Problem(VALUE, ("zones", 0, "rect")), "rect"),
    ({"zones": [zone(owner="mine")]}, Problem(VALUE, ("zones", 0, "owner")), "owner"),
    ({"zones": [zone(caption=5)]}, Problem(VALUE, ("zones", 0, "caption")), "caption"),
    ({"zones": "grid"}, Problem(VALUE, ("zones",)), "zones"),
    ({"zones": [], "counts": {0: []}}, Problem(KEY, ("counts",), ""), "counts"),
    ({"zones": [], "counts": {4: [zone(owner=1)]}}, Problem(VALUE, ("counts", SOME_KEY, 0, "owner")), "owner"),
    (["zones"], Problem(VALUE, ()), ""),
    (None, Problem(VALUE, ()), ""),
])
def test_each_kind_of_failure_is_read_back_with_its_place(data, problem, field):
    found = problem_of(data)
    assert found == problem and found.field() == field


def test_a_message_msgspec_words_otherwise_still_names_a_problem_at_the_top():
    assert problem_in("Something new went wrong", {}) == Problem(VALUE, ())


class Preferences(msgspec.Struct):
    sound: bool = True
    language: Literal["", "en", "ja"] = ""
    speed: int = 1


@pytest.mark.parametrize("data, expected", [
    ({"sound": False, "speed": 3}, Preferences(False, "", 3)),
    ({"sound": 0, "language": "ja"}, Preferences(True, "ja", 1)),
    ({"sound": "off", "language": "fr", "speed": True}, Preferences()),
    ({3: 1, "volume": 2, "speed": 2}, Preferences(speed=2)),
])
def test_leniently_a_bad_value_keeps_its_default_and_spares_the_others(data, expected):
    assert convert_leniently(data, Preferences) == expected


def test_the_layer_needs_no_words_catalogue():
    import subprocess
    import sys
    code = ("import sys, tabletop.engine.schema; "
            "assert not any(name.startswith('tabletop.words') for name in sys.modules), sorted(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True)
