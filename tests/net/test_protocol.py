"""Messages from another computer are read with the same care as a save: size, nesting, values, text and
numbers are bounded before a record with exactly the protocol's fields is made of them."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.words import say
from tabletop.net import protocol
from tabletop.net.codec import WireError
from tabletop.net.offers import RemoteOffer, offered
from tabletop.net.protocol import (CHAT, INTENT_LIMITS, INTENTS, OFFER_LIMITS, SAIDS, Again, Chat, DealRest, Explain, Hello,
                                   Join, Leave, Play, Prefer, ProtocolError, Refused, Rejoin, Swap, read)


def intent(data):
    return read(data if isinstance(data, (str, bytes)) else json.dumps(data), INTENTS, INTENT_LIMITS)


@pytest.mark.parametrize("data, shape", [
    ({"type": "hello", "version": 1, "code": "ABCDEF"}, Hello(1, "ABCDEF")),
    ({"type": "join", "seat": 2, "name": "Eve"}, Join(2, "Eve")),
    ({"type": "rejoin", "token": "abc-_123"}, Rejoin("abc-_123")),
    ({"type": "move", "offer": 7, "index": 0, "move": {"kind": "play", "card": 12}}, Play(7, 0, {"kind": "play", "card": 12})),
    ({"type": "chat", "key": "thanks"}, Chat("thanks")),
    ({"type": "chat", "key": "thumbs_up"}, Chat("thumbs_up")),
    ({"type": "leave"}, Leave()),
    ({"type": "move", "offer": 7, "index": 0, "move": {"kind": "roll"}, "auto": True}, Play(7, 0, {"kind": "roll"}, True)),
    ({"type": "move", "offer": 7, "index": 2, "move": {"kind": "drop"}, "confirmed": True},
     Play(7, 2, {"kind": "drop"}, False, True)),
    ({"type": "explain", "offer": 3, "clicks": ["hand/0", "field/2"]}, Explain(3, ["hand/0", "field/2"])),
    ({"type": "prefer", "forced_moves": True, "auto_roll": False, "beginner_warnings": True, "fixed_board": False},
     Prefer(True, False, True, False)),
    ({"type": "deal_rest", "offer": 4}, DealRest(4)),
    ({"type": "swap", "offer": 4, "first": "grid/1/2", "second": "grid/3/0"}, Swap(4, "grid/1/2", "grid/3/0")),
])
def test_each_intent_reads_as_its_record(data, shape):
    assert intent(data) == shape


@pytest.mark.parametrize("data", [
    "", "not json", b"\xff\xfe", "[]", "null", "{}", '{"type": "hello"}',
    {"type": "hello", "version": 1, "code": "ABCDEF", "extra": 1},  # a field it does not have
    {"type": "explain", "offer": 1, "clicks": ["hand/0"] * 65}, {"type": "explain", "offer": 1, "clicks": ["x" * 201]},
    {"type": "explain", "offer": 1, "clicks": "hand/0"}, {"type": "explain", "offer": 1, "clicks": [3]},
    {"type": "explain", "clicks": []}, {"type": "move", "offer": 1, "index": 0, "move": {}, "auto": 1},
    {"type": "move", "offer": 1, "index": 0, "move": {}, "confirmed": "yes"},
    {"type": "prefer", "forced_moves": 1, "auto_roll": False, "beginner_warnings": True, "fixed_board": False},
    {"type": "prefer", "forced_moves": True, "auto_roll": False, "beginner_warnings": True},
    {"type": "hello", "version": "1", "code": "ABCDEF"}, {"type": "hello", "version": 1.0, "code": "ABCDEF"},
    {"type": "hello", "version": 1, "code": ""}, {"type": "hello", "version": 1, "code": "A" * 13},
    {"type": "join", "seat": True, "name": "Eve"}, {"type": "join", "seat": 16, "name": "Eve"},
    {"type": "join", "seat": -1, "name": "Eve"}, {"type": "join", "seat": 1, "name": "E" * 61},
    {"type": "join", "seat": 1, "name": "Eve\x1b[31m"},  # a control character
    {"type": "move", "offer": 1, "index": -1, "move": {"kind": "x"}}, {"type": "move", "offer": 1, "index": 0, "move": []},
    {"type": "move", "offer": 1, "index": 0, "move": {str(i): i for i in range(40)}},
    {"type": "move", "offer": 10 ** 30, "index": 0, "move": {}}, {"type": "move", "offer": 1, "index": 0, "move": {"kind": 1e999}},
    {"type": "chat", "key": "something rude"}, {"type": "chat"}, {"type": "delete_everything"}, {"type": 5},
    {"type": "undo", "please": True}, {"type": "rejoin", "token": "t" * 65},
    {"type": "leave", "seat": 1}, {"type": "leave", "token": "abc"}, {"type": "again"},  # again is the host's word
    {"type": "deal_rest"}, {"type": "deal_rest", "offer": -1}, {"type": "deal_rest", "offer": 1, "seat": 0},
    {"type": "deal_rest", "offer": "1"}, {"type": "swap", "offer": 1, "first": "grid/0/0"},
    {"type": "swap", "offer": 1, "first": "grid/0/0", "second": "x" * 201},
    {"type": "swap", "offer": 1, "first": ["grid/0/0"], "second": "grid/0/1"},
    {"type": "swap", "offer": 1, "first": "grid/0/0", "second": "grid/0/1", "third": "grid/0/2"},
])
def test_anything_else_is_refused(data):
    with pytest.raises(ProtocolError):
        intent(data)


def test_size_nesting_and_count_are_bounded_before_any_shape_is_looked_at():
    with pytest.raises(ProtocolError, match="too_large"):
        intent(json.dumps({"type": "hello", "version": 1, "code": "A"}) + " " * INTENT_LIMITS.max_bytes)
    deep = {"type": "move", "offer": 1, "index": 0, "move": {"kind": "x", "a": [[[[[[1]]]]]]}}
    with pytest.raises(ProtocolError, match="too_deep"):
        intent(deep)
    with pytest.raises(ProtocolError):
        intent("[" * 4000 + "]" * 4000)
    with pytest.raises(ProtocolError, match="not_json"):  # deeper than the JSON reader goes: refused, not a crash
        read("[" * 100_000 + "]" * 100_000, SAIDS, OFFER_LIMITS)
    many = {"type": "move", "offer": 1, "index": 0, "move": {"kind": "x", "a": [0] * 400}}
    with pytest.raises(ProtocolError, match="too_many"):
        intent(many)
    with pytest.raises(ProtocolError, match="text_too_long"):
        intent({"type": "move", "offer": 1, "index": 0, "move": {"kind": "x" * 300}})


def test_what_the_host_says_is_read_with_its_own_limits():
    said = read(protocol.write(Refused(reason={"$w": "net.refused.ended"}, final=True)), SAIDS, OFFER_LIMITS)
    assert said == Refused({"$w": "net.refused.ended"}, True)
    with pytest.raises(ProtocolError):
        read('{"type": "refused", "reason": "x", "final": "yes"}', SAIDS, OFFER_LIMITS)
    with pytest.raises(ProtocolError):
        read('{"type": "chat", "seat": 0, "key": "rude"}', SAIDS, OFFER_LIMITS)
    assert read('{"type": "again"}', SAIDS, OFFER_LIMITS) == Again()
    with pytest.raises(ProtocolError):
        read('{"type": "again", "seat": 0}', SAIDS, OFFER_LIMITS)
    with pytest.raises(ProtocolError):
        read('{"type": "leave"}', SAIDS, OFFER_LIMITS)  # a client's word
    with pytest.raises(ProtocolError):
        read('{"type": "warned", "offer": 1, "index": -1, "warning": "x"}', SAIDS, OFFER_LIMITS)
    with pytest.raises(ProtocolError):
        read('{"type": "explained", "offer": 1, "clicks": ["a"], "reason": "x", "more": 1}', SAIDS, OFFER_LIMITS)


def test_codes_are_six_letters_nobody_misreads_and_tokens_are_long_and_fresh():
    codes = {protocol.new_code() for _ in range(200)}
    assert len(codes) > 190 and all(len(c) == 6 and set(c) <= set(protocol.CODE_LETTERS) for c in codes)
    assert not set("IO01") & set(protocol.CODE_LETTERS)
    tokens = {protocol.new_token() for _ in range(50)}
    assert len(tokens) == 50 and all(len(t) >= 32 for t in tokens)
    assert intent({"type": "rejoin", "token": tokens.pop()})


def test_every_chat_preset_has_words_in_both_languages():
    from tabletop.words import catalogue
    for lang in ("en", "ja"):
        assert all(catalogue.entries(lang).get(f"net.chat.{key}") for key in CHAT)


def an_offer_to_decide():
    """A Finesse seat's offer while it decides, as the wire carries it, and the game."""
    from tabletop.engine.match import Match, Player
    from tabletop.session import Session
    match = Match.start("finesse", [Player(name) for name in "ABCD"], {}, 12)
    seat = match.to_move()[0]
    message, moves = offered(Session(match, here=(seat,), computers=False), seat, 1)
    assert moves
    return json.loads(protocol.write(message)), match.game


@pytest.mark.parametrize("change", [
    {"notes": [{"index": 999}]}, {"notes": [{"index": 0, "alike": 999}]}, {"notes": [{"index": 0, "words": 3}]},
    {"notes": [{"index": 0, "words": {"$w": "no key!"}}]}, {"notes": [{"index": 0, "extra": 1}]},
    {"notes": [{"index": 0}] * 5000}, {"doubles": [{"path": "hand/0", "moves": [999]}]},
    {"doubles": [{"path": "x" * 201, "moves": [0]}]}, {"side": 5}, {"side": -1}, {"effects": ["boom"]},
    {"effects": ["roll"] * 17}, {"ahead": "yes"}, {"dealable": 1}, {"rearrangeable": "grid/0/0"},
    {"rearrangeable": ["x" * 201]}, {"rearrangeable": [0]}, {"rearrangeable": ["grid/0/0"] * 5000},
])
def test_an_offers_help_names_only_its_own_moves_and_effects_only_their_words(change):
    data, game = an_offer_to_decide()
    with pytest.raises((ProtocolError, WireError)):
        RemoteOffer.read(read(json.dumps({**data, **change}), SAIDS, OFFER_LIMITS), game, {})


def test_an_offers_help_reads_back_as_sent():
    data, game = an_offer_to_decide()
    data.update(notes=[{"index": 1, "words": {"$w": "ui.table.over"}, "alike": 0, "pointless": True}],
                doubles=[{"path": "hand/0", "moves": [1, 0]}], side=1, effects=["place", "take"], ahead=True)
    offer = RemoteOffer.read(read(json.dumps(data), SAIDS, OFFER_LIMITS), game, {})
    assert offer.notes[1].words == say("ui.table.over") and offer.notes[1].alike == 0 and offer.notes[1].pointless
    assert offer.doubles == {"hand/0": (offer.moves[1], offer.moves[0])} and offer.side == 1
    assert offer.effects == ("place", "take") and offer.ahead


def test_an_offer_says_what_may_be_dealt_or_swapped_only_with_moves_to_make():
    data, game = an_offer_to_decide()
    assert data["dealable"] is False and data["rearrangeable"] == []  # Finesse sets out no army
    data.update(dealable=True, rearrangeable=["grid/0/0", "grid/1/1"])
    offer = RemoteOffer.read(read(json.dumps(data), SAIDS, OFFER_LIMITS), game, {})
    assert offer.dealable and offer.rearrangeable == {"grid/0/0", "grid/1/1"}
    data.update(moves=[], auto=None, hint=None, notes=[], doubles=[])
    waiting = RemoteOffer.read(read(json.dumps(data), SAIDS, OFFER_LIMITS), game, {})
    assert not waiting.dealable and waiting.rearrangeable == frozenset()
    for missing in ("dealable", "rearrangeable"):  # a version 2 host's offer lacks them: refused, not misread
        with pytest.raises(ProtocolError):
            read(json.dumps({key: value for key, value in data.items() if key != missing}), SAIDS, OFFER_LIMITS)
