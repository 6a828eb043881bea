"""Playouts at every count, properties that hold over random play, saves, views and determinizations."""

import copy

import pytest

from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.saves import SaveError, match_from_dict, match_to_dict
from tabletop.games.the_things.positions import card, match_from_position, position
from tabletop.games.the_things.state import HAND, REFILL, THING, ACTION
from tabletop.games.the_things.view import prompt_reason
from things_helpers import GAME


def playout(players, seed, options=None, level_moves=None, limit=5000):
    """A seeded game by random computer seats that never declare, every state kept."""
    match = Match.start("the_things", [Player(f"P{i}", "computer") for i in range(players)],
                        GAME.options_for(players, options), seed)
    for _ in range(limit):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    return match


@pytest.mark.parametrize("players", range(3, 11))
def test_a_whole_game_ends_at_every_count(players):
    match = playout(players, players)
    assert match.is_over()
    result = GAME.result(match.state)
    assert result["winners"] and str(result["summary"]).endswith("win.")


@pytest.mark.parametrize("players", [3, 5, 6, 10])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_play_keeps_the_rules_promises(players, seed):
    match = playout(players, seed)
    total = GAME.facts.conserved(match.states[0])
    was_thing = set()
    for state in match.states:
        assert GAME.facts.conserved(state) == total
        if state.phase == ACTION:  # between turns every living hand is full (while cards last)
            assert all(len(state.hands[s]) == HAND for s in state.living()) or not state.draw
        for s in state.living():
            if s in was_thing:
                assert state.role(s) == THING, "a Thing turned Human"
            if state.role(s) == THING:
                was_thing.add(s)
        public = repr(GAME.view(state, None))
        assert "thing" not in public.lower().replace("the_things", "") or state.phase == "over"


@pytest.mark.parametrize("options", [{"o1_catan_talk": True}, {"declaration_round": True}, {"h1_search_instead": True}, {"h2_two_decks": True},
                                     {"h3_more_things": True}, {"h4_face_up_search": True},
                                     {"h5_faces_are_numbers": True}])
def test_every_option_plays_to_the_end(options):
    for players in (4, 5):
        match = playout(players, 3, options)
        assert match.is_over()
        assert match_from_dict(match_to_dict(match)).state == match.state


def test_h3_deals_two_things_from_four_players():
    for seed in range(10):
        state = GAME.new_state(4, GAME.options_for(4, {"h3_more_things": True}), seed)
        assert 1 <= sum(state.role(s) == THING for s in range(4)) <= 2 and state.things_at_deal == 2
        dealt = [c for h in state.hands for c in h]
        assert len(dealt) == 20 and sum(1 for c in dealt if c % 52 // 13 in (1, 2)) == 2
    state = GAME.new_state(3, GAME.options_for(3, {"h3_more_things": True}), 1)
    assert state.things_at_deal == 1


def test_a_save_replays_and_an_edited_one_is_refused_naming_the_move():
    match = playout(5, 4, limit=60)
    data = match_to_dict(match)
    assert match_from_dict(copy.deepcopy(data)).state == match.state
    moves = data["moves"]
    index = next(i for i, m in enumerate(moves) if m["move"]["kind"] == "play")
    moves[index]["move"] = {"kind": "play", "card": 51}  # K♠ from nowhere
    with pytest.raises(SaveError, match=f"move {index + 1}"):
        match_from_dict(data)


def test_views_keep_hands_and_roles_secret():
    match = playout(6, 5)
    for state in match.states[:-1][::7]:
        for viewer in [None, *range(6)]:
            view = GAME.view(state, viewer)
            for other in range(6):
                if other != viewer:
                    assert view["players"][other]["cards"] == [] and view["players"][other]["role"] == ""
            if viewer is None:
                assert view["hand"] == [] and view["role"] == "" and view["notes"] == []
    final = GAME.view(match.state, None)
    assert all(p["role"] for p in final["players"])


def test_the_curtain_reason_tells_nothing_hidden():
    match = playout(5, 6)
    for state in match.states[:-1]:
        seat = GAME.to_move(state)[0]
        reason = prompt_reason(state, seat)
        assert reason
        for world in (GAME.determinize(state, None, Rng.from_seed(k)) for k in range(2)):
            assert prompt_reason(world, seat) == reason


def test_determinizations_keep_the_seat_view_and_deal_roles_sensibly():
    match = playout(8, 7)
    for state in match.states[:-1][::25]:
        for seat in range(8):
            world = GAME.determinize(state, seat, Rng.from_seed(seat))
            assert GAME.view(world, seat) == GAME.view(state, seat)
            things = sum(world.role(s) == THING for s in world.living())
            assert things <= state.things_at_deal + state.trades + 1


def test_early_determinizations_put_the_one_thing_anywhere_but_with_a_human():
    state = GAME.new_state(5, GAME.options_for(5), 3)
    human = next(s for s in range(5) if state.role(s) != THING)
    places = set()
    for k in range(40):
        world = GAME.determinize(state, human, Rng.from_seed(k))
        things = [s for s in range(5) if world.role(s) == THING]
        assert len(things) == 1 and human not in things
        places.add(things[0])
    assert len(places) == 4


def test_refill_asks_only_players_who_drew():
    match = playout(4, 8)
    for before, after in zip(match.states, match.states[1:]):
        if after.phase == REFILL:
            assert after.pending.new, "a refill prompt with nothing drawn"


def test_every_drawn_world_can_be_played_on_from_any_seat():
    """A world drawn from one seat's view goes on as the real one does: the active player holds a card of
    the rank he offered, volunteers one of the wanted rank (Strong plays its look-ahead in such worlds)."""
    from tabletop.games.the_things import cards as cd
    from tabletop.games.the_things.state import ASK, CHOOSE, GIVE
    match = playout(5, 11)
    talks = 0
    for state in match.states[:-1]:
        if state.phase not in (ASK, CHOOSE, GIVE) or state.pending.card < 0:
            continue
        talks += 1
        for seat in state.living():
            for k in range(3):
                world = GAME.determinize(state, seat, Rng.from_seed(k))
                card, want = world.pending.card, world.pending.want
                assert card in world.hands[world.active] and cd.rank(card) == cd.rank(state.pending.card)
                assert all(any(cd.rank(c) == want for c in world.hands[v]) for v, _ in world.pending.volunteers)
                mover = GAME.to_move(world)[0]
                for move in GAME.legal_moves(world, mover):
                    GAME.apply(world, mover, move)
    assert talks


def test_a_move_that_adds_no_sentence_is_logged_under_its_movers_name():
    """A pass in a fight or a review done adds no public sentence: the log still says whose it was."""
    match = Match.start("the_things", [Player(f"P{i}") for i in range(4)], None, 11)
    silent = 0
    for _ in range(300):
        if match.is_over():
            break
        seat = match.to_move()[0]
        move = match.computer_move(seat)
        before = match.state
        match.play(seat, move)
        if not match.state.last:
            silent += 1
            assert str(match.game.table.played_label(before, seat, move, match.state)).startswith(f"Player {seat + 1}: ")
    assert silent


def saved_without_looks(data, rules_version, kept=lambda moves, at: False):
    """A save of `data` as an older rules version wrote it: the looks at a card got left out but those `kept`
    (given the moves and the look's place among them)."""
    old = copy.deepcopy(data)
    old["rules_version"] = rules_version
    moves = old["moves"]
    old["moves"] = [m for at, m in enumerate(moves) if m["move"]["kind"] != "seen" or kept(moves, at)]
    old["move_count"] = len(old["moves"])
    return old


def test_saves_from_before_both_traders_looked_at_the_card_got_still_load():
    """Rules version 1 ended a Talk with the exchange, version 2 let only the one who took a card blind look
    at it; such saves replay with every look the rules now ask for added."""
    match = Match.start("the_things", [Player(f"P{i}") for i in range(3)], GAME.options_for(3), 21)
    kinds = ["talk", "offer", "decline", "decline", "force", "aside", "take", "seen", "seen"]
    for kind in kinds:
        seat = match.to_move()[0]
        match.play(seat, next(m for m in GAME.legal_moves(match.state, seat) if m.kind == kind))
    match.play(match.to_move()[0], GAME.legal_moves(match.state, match.to_move()[0])[0])
    data = match_to_dict(match)
    assert data["rules_version"] == 3
    assert match_from_dict(saved_without_looks(data, 1)).state == match.state == match_from_dict(data).state
    taker_looked = saved_without_looks(data, 2, lambda moves, at: moves[at - 1]["move"]["kind"] == "take")
    assert len(taker_looked["moves"]) == len(data["moves"]) - 1
    assert match_from_dict(taker_looked).state == match.state
    with pytest.raises(SaveError):  # a save of this version must hold every look: without them, it is refused
        match_from_dict(saved_without_looks(data, 3))


def test_a_save_from_before_the_look_after_a_volunteer_trade_still_loads():
    match = match_from_position(position(["4♠ 2♠ 3♠ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♣ 3♣"]),
                                [Player(f"P{i}") for i in range(3)])
    for seat, kind, fields in [(0, "talk", {}), (0, "offer", {"card": card("4♠"), "want": 6}), (1, "decline", {}),
                               (2, "volunteer", {}), (0, "choose", {"seat": 2}), (2, "give", {"card": card("6♠")}),
                               (2, "seen", {}), (0, "seen", {})]:
        match.play(seat, next(m for m in GAME.legal_moves(match.state, seat)
                              if m.kind == kind and all(m.get(k) == v for k, v in fields.items())))
    after = match.state
    match.play(match.to_move()[0], GAME.legal_moves(match.state, match.to_move()[0])[0])
    replayed = Match.from_position(GAME, match.players, match.states[0])
    for played in saved_without_looks({"moves": [{"seat": p.seat, "move": p.move.to_dict()} for p in match.history]},
                                      2)["moves"]:
        for seat, move in GAME.saved_under(2, replayed.state, played["seat"], Move.from_dict(played["move"])):
            replayed.play(seat, move)
    assert after in replayed.states and replayed.state == match.state


def test_states_hold_one_copy_of_each_sentence(monkeypatch):
    """The notes and a move's own sentences are kept once for all states: a match that runs for thousands of
    moves says the same few sentences thousands of times."""
    from tabletop.engine import words
    monkeypatch.setattr(words, "_KEPT", {})  # the table is forgotten when full: earlier tests may have filled it
    match = Match.start("the_things", [Player(f"P{i}") for i in range(4)], GAME.options_for(4), 4)
    for step in range(600):  # people who never attack nor declare: a match that could go on for ever
        seat = match.to_move()[0]
        calm = [m for m in match.legal_moves(seat) if m.kind not in ("attack", "rescue", "escape")]
        match.play(seat, calm[step * 7919 % len(calm)])
    kept, held = {}, 0
    for state in match.states[1:]:
        for value in (*state.last, *state.notes, state.last):
            assert kept.setdefault(value, value) is value, value
            held += 1
    assert len(kept) * 20 < held
