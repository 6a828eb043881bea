"""What a person types to join: the host's address with its port, and the table's code."""

import pytest

from tabletop.net import typed


@pytest.mark.parametrize("text, expected", [
    ("192.168.1.20:5000", ("192.168.1.20", 5000)),
    ("  ann-laptop.local:65535 ", ("ann-laptop.local", 65535)),
    ("[fe80::1]:8765", ("fe80::1", 8765)),
    ("１９２.１６８.１.２０：５０００", ("192.168.1.20", 5000)),  # typed with a Japanese keyboard's full-width digits
])
def test_an_address_with_its_port_is_read(text, expected):
    assert typed.address(text) == typed.Typed(expected)


@pytest.mark.parametrize("text, problem", [
    ("", "join.typed.no_address"),
    ("192.168.1.20", "join.typed.no_port"),
    ("fe80::1", "join.typed.no_port"),  # a bare IPv6 address: its last group is not a port
    ("[fe80::1]", "join.typed.no_port"),
    ("192.168.1.20:0", "join.typed.bad_port"),
    ("192.168.1.20:70000", "join.typed.bad_port"),
    ("192.168.1.20:50a", "join.typed.bad_port"),
    ("ann laptop:5000", "join.typed.bad_address"),
    ("-ann:5000", "join.typed.bad_address"),
    ("a/b:5000", "join.typed.bad_address"),
    ("x" * 300 + ":5000", "join.typed.bad_address"),
])
def test_an_address_that_cannot_be_used_says_why(text, problem):
    found = typed.address(text)
    assert found.value is None and found.problem.key == problem


@pytest.mark.parametrize("text, expected", [("QWERTY", "QWERTY"), ("qwe rty", "QWERTY"), ("ＱＷＥＲＴＹ", "QWERTY")])
def test_a_code_is_six_letters_whatever_their_case_spaces_or_width(text, expected):
    assert typed.code(text).value == expected


@pytest.mark.parametrize("text", ["", "QWERT", "QWERTYU", "QWERT1", "QWÉRTY"])
def test_anything_else_is_not_a_code(text):
    found = typed.code(text)
    assert found.value is None and found.problem.key == "join.typed.bad_code" and found.problem.get("count") == 6


def test_an_address_is_shown_as_it_is_typed():
    assert typed.shown_address("192.168.1.20", 5000) == "192.168.1.20:5000"
    assert typed.shown_address("fe80::1", 5000) == "[fe80::1]:5000"
    assert typed.address(typed.shown_address("fe80::1", 5000)).value == ("fe80::1", 5000)
