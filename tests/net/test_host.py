"""The host's side of a table, message by message (no sockets: a stand-in for the network thread): joining
and taking a seat back, moves that must be exactly what was offered, undo, hints and chat."""

from __future__ import annotations


from net_tables import NAMES, Clock, Door, Recorder, Sent, assert_only_its_own, match_of, settle_host
from tabletop.engine.match import REMOTE, Match, Player
from tabletop.net import Host, protocol
from tabletop.net.host import AWAY, FREE, HERE
from tabletop.net.offers import RemoteOffer
from tabletop.session import Session
from tabletop.session.computers import decided
from tabletop.words import use


def hosted(game_id="finesse", seats="RRCC", seed=3):
    clock = Clock()
    sent = Sent()
    host = Host(Session(match_of(game_id, seats, seed), clock=clock), clock=clock, on_sent=sent)
    sent.match = host.match
    host.transport = Recorder()
    return host, sent


def greeted(host, conn):
    door = Door(host, conn, address=f"10.0.0.{conn}")
    door.say({"type": "hello", "version": protocol.VERSION, "code": host.code})
    host.pump()
    return door


def seated(host, conn, seat, name=None):
    door = greeted(host, conn)
    door.say({"type": "join", "seat": seat, "name": name or NAMES[seat]})
    host.pump()
    return door


def kinds(door):
    return [message["type"] for message in door.heard()]


def offers(door, host):
    """Every offer the connection was sent, read in order as a client reads them."""
    kept = {}
    return [RemoteOffer.read(protocol.read(text, protocol.SAIDS, protocol.OFFER_LIMITS), host.match.game, kept)
            for text in host.transport.texts[door.conn] if text.startswith('{"type":"offer"')]


def refusals(door):
    return [m["reason"]["$w"] for m in door.heard() if m["type"] == "refused"]


def play(door, offer, move):
    door.say({"type": "move", "offer": offer.number, "index": offer.moves.index(move), "move": move.to_dict()})


def until(host, done, limit=300):
    """Computer seats and remote seats (with their first move) play until `done()`."""
    for _ in range(limit):
        host.pump()
        if done():
            return
        if not settle_host(host):
            held = host.remote[host.session.offer().waiting]
            held.session.play(held.session.offer().moves[0])
    raise AssertionError("the table never came there")


def to_a_decision(host, seat):
    """Play until `seat` was sent an offer to decide."""
    until(host, lambda: host.remote[seat].sent is not None and host.remote[seat].sent.acting == seat)


def test_a_client_says_the_code_sees_the_free_seats_joins_one_and_is_sent_its_own_offer():
    host, sent = hosted()
    door = greeted(host, 1)
    welcome = door.heard()[0]
    assert welcome == {"type": "welcome", "version": protocol.VERSION, "game": "finesse",
                       "seats": [{"seat": 0, "name": "Ann", "free": True}, {"seat": 1, "name": "Eve", "free": True}]}
    watcher = greeted(host, 2)
    door.say({"type": "join", "seat": 1, "name": "Eve"})
    host.pump()
    assert kinds(door)[1:] == ["joined", "offer"] and door.heard()[1]["seat"] == 1
    assert len(door.heard()[1]["token"]) >= 32
    assert watcher.heard()[-1]["seats"][1]["free"] is False  # the lobby sees the seat taken
    offer = offers(door, host)[0]
    assert_only_its_own(host.match.game, 1, host.match.state, tuple(host.match.history), offer)
    assert host.seats() == [(0, "Ann", FREE), (1, "Eve", HERE)]
    host.pump()
    assert len(offers(door, host)) == 1  # nothing changed: nothing more is sent


def test_a_seat_is_held_by_one_connection_and_taken_back_only_with_its_token():
    host, _ = hosted()
    first = seated(host, 1, 0)
    token = first.heard()[1]["token"]
    other = greeted(host, 2)
    for ask in ({"type": "join", "seat": 0, "name": "Mallory"}, {"type": "join", "seat": 2, "name": "Mallory"},
                {"type": "rejoin", "token": token[:-1] + ("A" if token[-1] != "A" else "B")}):
        other.say(ask)
    host.pump()
    assert refusals(other) == ["net.refused.seat_taken", "net.refused.no_seat", "net.refused.token"]
    assert host.match.players[0].name == "Ann"
    first.hang_up()
    host.pump()
    assert host.seats()[0] == (0, "Ann", AWAY)
    back = greeted(host, 3)
    back.say({"type": "rejoin", "token": token})
    host.pump()
    assert kinds(back)[1:] == ["joined", "offer"] and host.seats()[0] == (0, "Ann", HERE)
    again = greeted(host, 4)  # the same token from a second connection: the seat moves to it
    again.say({"type": "rejoin", "token": token})
    host.pump()
    assert host.transport.closed[3]["reason"]["$w"] == "net.refused.replaced"
    assert kinds(again)[1:] == ["joined", "offer"]
    again.say({"type": "join", "seat": 1, "name": "Greedy"})
    host.pump()
    assert refusals(again) == ["net.refused.seated"]


def test_only_a_move_of_the_newest_offer_made_for_the_table_as_it_is_is_played():
    host, _ = hosted(seed=4)
    ann, eve = seated(host, 1, 0), seated(host, 2, 1)
    to_a_decision(host, 0)
    offer = offers(ann, host)[-1]
    move, played = offer.moves[-1], len(host.match.history)
    stale = dict(type="move", offer=offer.number - 1, index=0, move=offer.moves[0].to_dict())
    wrong_index = dict(type="move", offer=offer.number, index=0 if len(offer.moves) > 1 else 5, move=move.to_dict())
    not_a_move = dict(type="move", offer=offer.number, index=0, move={"kind": "play", "card": 999})
    retyped = dict(type="move", offer=offer.number, index=len(offer.moves) - 1,
                   move={**move.to_dict(), "card": float(move.get("card"))})
    for attempt in (stale, wrong_index, not_a_move, retyped):
        ann.say(attempt)
        eve.say(attempt)  # the other seat sending the same: not its move to make
    greeted(host, 3).say(dict(stale, offer=offer.number))  # a connection with no seat
    host.pump()
    assert len(host.match.history) == played
    assert refusals(ann) == ["net.refused.stale", "net.refused.not_offered", "net.refused.not_offered",
                             "net.refused.not_offered"]
    assert set(refusals(eve)) <= {"net.refused.stale", "net.refused.not_offered"} and len(refusals(eve)) == 4
    play(ann, offer, move)
    host.pump()
    assert len(host.match.history) == played + 1 and host.match.history[-1].seat == 0
    assert host.match.history[-1].move.same_as(move)
    play(ann, offer, move)  # the same again: that offer is gone
    host.pump()
    assert len(host.match.history) == played + 1 and refusals(ann)[-1] == "net.refused.stale"


def test_a_move_from_an_offer_the_host_has_since_sent_again_unchanged_is_played():
    host, _ = hosted(seed=4)
    ann = seated(host, 1, 0)
    until(host, lambda: host.remote[0].sent is not None and host.remote[0].sent.acting == 0
          and host.remote[0].sent.catch_up is not None)
    offer = offers(ann, host)[-1]
    ann.say({"type": "seen"})  # the click that puts the catch-up away also plays a card: both leave at once,
    host.pump()  # and the host may answer the first before the second arrives
    play(ann, offer, offer.moves[0])
    host.pump()
    answer = offers(ann, host)[-1]
    assert answer.number > offer.number and answer.catch_up is None and refusals(ann) == []
    assert host.match.history[-1].seat == 0 and host.match.history[-1].move.same_as(offer.moves[0])


def test_undo_and_a_hint_go_through_the_seats_own_session():
    use("en")
    host, _ = hosted("army_ants", "RP", seed=1)  # the set-up's placements show nothing: undoable
    ann = seated(host, 1, 0)
    offer = offers(ann, host)[-1]
    play(ann, offer, offer.moves[0])
    host.pump()
    assert len(host.match.history) == 1 and offers(ann, host)[-1].undo is None
    ann.say({"type": "undo"})
    host.pump()
    assert host.match.history == [] and str(offers(ann, host)[-1].message).startswith("Took back")
    ann.say({"type": "hint"})
    host.pump()
    job = host.work()
    assert job is not None and job.seat == 0 and host.session.work() is None
    assert host.answer(job.key, decided(job))
    host.pump()
    hinted = offers(ann, host)[-1]
    assert hinted.hint in hinted.moves and hinted.message is not None


def test_preset_messages_reach_every_seat_and_the_host_at_a_pace():
    host, _ = hosted()
    ann, eve = seated(host, 1, 0), seated(host, 2, 1)
    for _ in range(5):
        ann.say({"type": "chat", "key": "good_move"})
    host.pump()
    heard = [m for m in eve.heard() if m["type"] == "chat"]
    assert heard == [{"type": "chat", "seat": 0, "key": "good_move"}] * 3
    assert refusals(ann) == ["net.refused.chat_fast"] * 2 and list(host.chats) == [(0, "good_move")] * 3
    host.clock.now += 10
    host.chat(2, "thanks")  # a person at the host's screen
    assert {"type": "chat", "seat": 2, "key": "thanks"} in ann.heard()
    ann.say({"type": "chat", "key": "a rude word"})
    assert refusals(ann)[-1] == "net.refused.not_understood"


def test_a_name_typed_on_another_computer_is_cleaned_and_shown_to_all():
    use("en")
    host, _ = hosted()
    seated(host, 1, 1, name="  Eve\u202e\u200b   the\tGreat and Terrible Sorceress ")
    assert host.match.players[1] == Player("Eve the Great and Terrib", REMOTE)
    until(host, lambda: host.session.offer().waiting == 1)
    assert host.session.offer().message == "Waiting for Eve the Great and Terrib (on another computer)."


def test_an_away_seat_handed_to_a_computer_leaves_the_lobby_and_its_old_connection_is_told_why():
    host, _ = hosted(seats="RRCC", seed=4)
    seated(host, 1, 0)  # Ann stays
    eve = seated(host, 2, 1)
    watcher = greeted(host, 3)
    eve.hang_up()
    host.pump()
    assert host.seats()[1] == (1, "Eve", AWAY)
    assert host.hand_to_computer(1) and not host.hand_to_computer(1) and not host.hand_to_computer(2)
    assert host.seats() == [(0, "Ann", HERE)] and host.match.players[1].is_computer
    assert watcher.heard()[-1]["seats"] == [{"seat": 0, "name": "Ann", "free": False}]
    assert host.remote[0].session.away == ()  # Ann's screen no longer waits for Eve
    rejoin = greeted(host, 4)  # Eve's token no longer holds a seat
    rejoin.say({"type": "rejoin", "token": eve.heard()[1]["token"]})
    host.pump()
    assert refusals(rejoin) == ["net.refused.token"]
    until(host, lambda: host.match.is_over(), limit=2000)  # the computer plays Eve's seat to the end


def test_a_held_seat_handed_to_a_computer_closes_its_connection_saying_so():
    host, _ = hosted()
    eve = seated(host, 1, 1)
    assert host.hand_to_computer(1)
    assert host.transport.closed[eve.conn] == {"type": "refused", "reason": {"$w": "net.refused.handed"}, "final": True}
    host.pump()
    assert 1 not in host.remote and eve.conn not in host.holding


def test_offers_past_a_frames_time_go_out_in_the_next_pumps_each_seat_in_turn():
    host, sent = hosted(seats="RRRR", seed=4)
    doors = [seated(host, conn, seat) for conn, seat in ((1, 0), (2, 1), (3, 2), (4, 3))]
    host.offer_seconds = 0.0  # one offer a pump, whatever it costs
    until(host, lambda: True)
    before = {seat: host.remote[seat].number for seat in range(4)}
    held = host.remote[host.session.offer().waiting]
    held.session.play(held.session.offer().moves[0])
    served = []
    for _ in range(4):
        host.pump()
        served.append([seat for seat in range(4) if host.remote[seat].number > before[seat]])
    assert served == [[0], [0, 1], [0, 1, 2], [0, 1, 2, 3]] and not host.behind
    assert [len(offers(door, host)) for door in doors] == [before[seat] + 1 for seat in range(4)]


def test_a_person_who_leaves_frees_the_seat_at_once_and_their_token_is_forgotten():
    host, _ = hosted()
    ann, eve = seated(host, 1, 0), seated(host, 2, 1)
    watcher = greeted(host, 3)
    token = eve.heard()[1]["token"]
    stranger = greeted(host, 4)
    stranger.say({"type": "leave"})  # no seat to leave
    eve.say({"type": "leave"})
    host.pump()
    assert refusals(stranger) == ["net.refused.join_first"]
    assert host.seats() == [(0, "Ann", HERE), (1, "Eve", FREE)] and list(host.left) == [1]
    assert host.transport.closed[eve.conn] == {"type": "refused", "reason": {"$w": "net.refused.left"}, "final": True}
    assert watcher.heard()[-1]["seats"][1] == {"seat": 1, "name": "Eve", "free": True}
    back = greeted(host, 5)
    back.say({"type": "rejoin", "token": token})
    host.pump()
    assert refusals(back) == ["net.refused.token"]
    until(host, lambda: host.session.offer().waiting == 1)  # the table waits for the free seat, which a computer may take
    assert host.hand_to_computer(1) and host.match.players[1].is_computer
    assert host.seats() == [(0, "Ann", HERE)] and ann.conn in host.holding


def test_a_free_seat_someone_left_may_be_joined_again():
    host, _ = hosted()
    eve = seated(host, 1, 1)
    eve.say({"type": "leave"})
    host.pump()
    zoe = seated(host, 2, 1, name="Zoe")
    assert host.seats()[1] == (1, "Zoe", HERE) and offers(zoe, host)[-1].seat == 1


def again(host, sent=None):
    """The host plays again: a new match of the same game with the same players."""
    match = Match.start(host.match.game.id, host.match.players, host.match.options)
    if sent is not None:
        sent.match = match
    host.again(Session(match, clock=host.session.clock))
    return match


def test_play_again_carries_the_seated_into_the_new_match_with_their_tokens_and_an_away_seat_stays_away():
    host, sent = hosted(seats="RRCC", seed=4)
    ann, eve = seated(host, 1, 0), seated(host, 2, 1)
    code, tokens = host.code, {seat: held.token for seat, held in host.remote.items()}
    to_a_decision(host, 0)
    before = offers(ann, host)[-1]  # Ann's moves in the old match
    eve.hang_up()
    host.pump()
    match = again(host, sent)
    host.pump()
    assert host.match is match and host.code == code and {s: h.token for s, h in host.remote.items()} == tokens
    assert host.seats() == [(0, "Ann", HERE), (1, "Eve", AWAY)]
    heard = kinds(ann)
    assert heard[heard.index("again") + 1] == "offer"  # the new match's offer follows the word
    first = offers(ann, host)[-1]
    assert first.played == 0 and first.number > before.number and first.view == match.game.view(match.state, 0)
    play(ann, before, before.moves[0])
    host.pump()
    assert len(match.history) == 0 and refusals(ann)[-1] == "net.refused.stale"  # the old match's move counts not
    until(host, lambda: host.session.offer().waiting == 1)
    back = greeted(host, 3)  # Eve comes back to her seat in the new match with the token of the old one
    back.say({"type": "rejoin", "token": tokens[1]})
    host.pump()
    assert host.seats()[1] == (1, "Eve", HERE) and offers(back, host)[-1].played == len(match.history)
    heard = kinds(back)  # her screen, still at the old match, is told to go on to the new one
    assert heard[heard.index("joined"):heard.index("offer") + 1] == ["joined", "again", "offer"]


def test_play_again_after_a_seat_was_handed_to_a_computer_keeps_it_a_computers():
    host, sent = hosted(seats="RRCC", seed=4)
    ann = seated(host, 1, 0)
    seated(host, 2, 1)
    assert host.hand_to_computer(1)
    match = again(host, sent)
    assert match.players[1].is_computer and host.seats() == [(0, "Ann", HERE)]
    host.pump()
    assert offers(ann, host)[-1].played == 0


def test_a_thumbs_up_reaches_every_seat_at_the_pace_of_the_messages():
    host, _ = hosted()
    ann, eve = seated(host, 1, 0), seated(host, 2, 1)
    for key in ("thumbs_up", "thumbs_up", "good_move", "thumbs_up"):
        eve.say({"type": "chat", "key": key})
    host.pump()
    for door in (ann, eve):
        assert [m for m in door.heard() if m["type"] == "chat"] == [
            {"type": "chat", "seat": 1, "key": "thumbs_up"}] * 2 + [{"type": "chat", "seat": 1, "key": "good_move"}]
    assert refusals(eve) == ["net.refused.chat_fast"] and list(host.chats)[-1] == (1, "good_move")


def test_a_seat_away_in_the_new_match_may_be_handed_to_a_computer_as_in_any_match():
    host, sent = hosted(seats="RRCC", seed=5)
    seated(host, 1, 0)
    eve = seated(host, 2, 1)
    eve.hang_up()
    host.pump()
    match = again(host, sent)
    until(host, lambda: host.session.offer().waiting == 1)
    assert host.hand_to_computer(1) and match.players[1].is_computer and host.seats() == [(0, "Ann", HERE)]
    until(host, lambda: any(played.seat == 1 for played in match.history))  # the computer plays Eve's seat
