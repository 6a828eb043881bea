"""Messages kept once: an equal message or tuple of messages said again is the copy kept before."""

from tabletop.engine import words
from tabletop.engine.words import Person, kept, say


def test_an_equal_message_is_the_one_kept_before():
    first = kept(say("test.kept.found", seat=Person(2, "Blue"), count=3))
    again = kept(say("test.kept.found", count=3, seat=Person(2, "Blue")))
    other = kept(say("test.kept.found", seat=Person(1, "Red"), count=3))
    assert again is first and other is not first and other != first
    pair = kept((2, first))
    assert kept((2, again)) is pair and kept((1, first)) is not pair


def test_a_message_that_cannot_be_hashed_is_given_back_as_it_is():
    odd = say("test.kept.odd", table={"a": 1})
    assert kept(odd) is odd and kept(say("test.kept.odd", table={"a": 1})) is not odd


def test_the_kept_messages_are_forgotten_when_there_are_too_many(monkeypatch):
    monkeypatch.setattr(words, "KEPT_MOST", 3)
    monkeypatch.setattr(words, "_KEPT", {})
    made = [kept(say("test.kept.many", n=n)) for n in range(3)]
    assert kept(say("test.kept.many", n=0)) is made[0]
    kept(say("test.kept.many", n=3))  # the fourth: the others are forgotten
    assert kept(say("test.kept.many", n=0)) is not made[0] and len(words._KEPT) == 2
