"""Whole games at 2, 3 and 4 players: what random legal play always keeps, saves, refusals, passes."""

import dataclasses

import pytest
import yaml

from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.saves import SaveError, match_from_dict, match_to_dict
from tabletop.games.three_kings import GAME
from tabletop.games.three_kings.deck import deck, is_king, rank, value
from tabletop.games.three_kings.information import lacking
from tabletop.games.three_kings.positions import position
from tabletop.games.three_kings.state import OVER, king_count
from tabletop.engine.information import can_undo


def random_match(players, seed, options=None):
    match = Match.start("three_kings", [Player(f"P{i}", "computer") for i in range(players)],
                        GAME.options_for(players, options), seed)
    match.play_computers(5000)
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [{}, {"end": "all_cards"}, {"must_set": False, "winner": "low"}])
def test_random_play_keeps_cards_kings_and_hand_sizes(players, options):
    for seed in range(12):
        match = random_match(players, seed, options)
        assert match.is_over()
        total = len(deck(players))
        for before, played, after in zip(match.states, match.history, match.states[1:]):
            places = [after.stock, after.field, *after.hands, *(c for pile in after.sets for s in pile for c in s)]
            cards = [c for p in places for c in (p if isinstance(p, tuple) else (p,))]
            assert len(cards) == total and len(set(cards)) == total
            for seat in range(players):  # Kings never leave a hand
                assert {c for c in before.hands[seat] if is_king(c)} <= set(after.hands[seat])
            if before.stock and after.phase != OVER and played.move.kind != "pass":
                nxt = after.turn  # E8: while the stock lasts, the player to act holds 5 or more
                assert len(after.hands[nxt]) >= 5 or not before.stock
            if after.end == "kings" and after.phase != OVER:
                assert all(king_count(after, s) <= 2 for s in range(players))


def test_the_all_cards_variant_plays_on_past_three_kings_to_exhaustion():
    ended = [random_match(2, seed, {"end": "all_cards"}).state for seed in range(10)]
    assert all(s.ended == "exhausted" and not s.stock for s in ended)
    assert any(king_count(s, seat) >= 3 for s in ended for seat in range(2))


def test_the_all_cards_variant_needs_a_points_winner():
    with pytest.raises(IllegalMove, match="points winner"):
        GAME.new_state(2, {"end": "all_cards", "winner": "kings"}, 1)


def test_a_player_with_only_kings_and_no_field_king_passes_then_exhaustion_ends():
    state = position(hands=[["K", "K"], ["5"]], field=["3"], stock=[], rest=False,
                     options={"end": "all_cards"})
    # (cards not named are nowhere: this tests the end only)
    assert [m.kind for m in GAME.legal_moves(state, 0)] == ["pass"]
    after = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0])
    assert after.phase != OVER and after.turn == 1
    done = GAME.apply(after, 1, GAME.legal_moves(after, 1)[0])  # Black discards its last card
    assert done.phase == OVER and done.ended == "exhausted"
    with pytest.raises(IllegalMove, match="still play"):
        GAME.apply(after, 1, Move.of("pass"))


def test_exhaustion_with_three_kings_method_is_a_draw():
    state = position(hands=[["K", "K"], ["5"]], field=["3"], stock=[], rest=False, options={"winner": "kings"})
    after = GAME.apply(state, 0, Move.of("pass"))
    done = GAME.apply(after, 1, GAME.legal_moves(after, 1)[0])
    assert done.phase == OVER and GAME.result(done)["winners"] == []
    assert GAME.returns(done) == (0.5, 0.5) and "draw" in str(GAME.result(done)["summary"]).lower()


def test_ties_share_the_win():
    state = position(hands=[["2"], ["3"]], field=[], stock=[], rest=False,
                     sets=[[["A", "4", "5"]], [["2", "3", "5"]]])
    state = dataclasses.replace(state, phase=OVER, ended="exhausted")
    assert GAME.result(state)["winners"] == [0, 1] and GAME.returns(state) == (0.5, 0.5)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_saves_round_trip_and_an_edited_save_is_refused_naming_the_move(players):
    match = random_match(players, 31)
    data = yaml.safe_load(yaml.safe_dump(match_to_dict(match), allow_unicode=True))
    assert match_from_dict(data).state == match.state
    moves = data["moves"]
    number = next(i for i, m in enumerate(moves) if m["move"]["kind"] in ("set", "discard"))
    edited = moves[number]["move"]
    key = "hand" if edited["kind"] == "set" else "card"
    edited[key] = next(c for c in deck(players) if c not in match.states[number].hands[moves[number]["seat"]])
    with pytest.raises(SaveError, match=f"move {number + 1}"):
        match_from_dict(data)


def test_refusals_read_as_sentences():
    state = position(hands=[["4", "2", "2", "7", "K"], ["A", "3", "5", "6"]], field=["8", "Q", "K"])
    hand, field = state.hands[0], state.field
    cases = [
        (Move.of("set", hand=hand[3], field=tuple(sorted((field[0], field[1])))), "no two of these add up"),
        (Move.of("set", hand=hand[-1], field=tuple(sorted((field[0], field[1])))), "Kings have no value"),
        (Move.of("discard", card=hand[0]), "You can make a set"),
        (Move.of("king", hand=hand[0], field=field[2]), "Only a King"),
        (Move.of("pass"), "still play"),
    ]
    for move, words in cases:
        with pytest.raises(IllegalMove, match=words):
            GAME.apply(state, 0, move)
    assert "makes no set" in str(GAME.table.explain(state, 0, ["hand/3"]))


def test_hands_stay_secret_and_shown_kings_are_public():
    state = position(hands=[["K", "2", "4", "6", "8"], ["A", "3", "5", "7"]], field=["K", "Q"], stock=["9", "9"])
    after = GAME.apply(state, 0, next(m for m in GAME.legal_moves(state, 0) if m.kind == "king"))
    public = GAME.view(after, None)
    assert public["hand"] == [] and len(public["players"][0]["known"]) == 2
    assert public["players"][0]["cards"] == 6 and public["players"][0]["hand"] is None
    assert GAME.facts.secrets(after, 0) == set(after.hands[0]) - set(after.known[0])
    mine = GAME.view(after, 0)
    assert len(mine["hand"]) == 6 and len(GAME.view(after, 1)["hand"]) == 5  # each sees its own hand
    assert str(GAME.view(after, 1)["status"]).startswith("Black to play:") and str(public["status"]) == "Black to play."


def test_determinize_keeps_the_view_and_the_shown_kings():
    match = random_match(2, 8)
    for state in match.states[:-1]:
        for seat in (None, 0, 1):
            world = GAME.determinize(state, seat, Rng.from_seed(3))
            assert GAME.view(world, seat) == GAME.view(state, seat)
            for s in range(2):
                assert set(state.known[s]) <= set(world.hands[s])


def test_a_world_drawn_after_a_discard_gives_the_discarder_no_card_that_made_a_set():
    # Black drew an 8 and discarded the 2 onto 3 and 9 while sets are compulsory: Black held no Q (3 + 9) and
    # no 6 (9 - 3), so no world deals Black one; before the discard nothing says so.
    state = position(hands=[["A", "4", "7"], ["2", "5", "J", "K"]], field=["3", "9"], stock=["8"], turn=1,
                     draw=True)
    discard = next(m for m in GAME.legal_moves(state, 1) if m.kind == "discard" and rank(m.get("card")) == 2)
    after = GAME.apply(state, 1, discard)
    assert lacking(after) == (1, frozenset({6, 12}))
    seen = set()
    for k in range(60):
        world = GAME.determinize(after, 0, Rng.from_seed(k))
        assert GAME.view(world, 0) == GAME.view(after, 0)
        seen |= {rank(c) for c in world.hands[1]}
    assert not seen & {6, 12} and {1, 10, 11} <= seen
    assert any(rank(c) in (6, 12) for k in range(60) for c in GAME.determinize(state, 0, Rng.from_seed(k)).hands[1])


def test_a_world_drawn_after_a_discard_keeps_what_random_play_shows():
    for seed in range(6):
        match = random_match(2, seed)
        for state in match.states[:-1]:
            shower, values = lacking(state)
            if shower is None:
                continue
            world = GAME.determinize(state, 1 - shower, Rng.from_seed(seed))
            assert GAME.view(world, 1 - shower) == GAME.view(state, 1 - shower)
            assert not {value(c) for c in world.hands[shower]} & values
            assert not {value(c) for c in state.hands[shower]} & values  # the real hand agrees


def test_undo_only_where_nothing_was_drawn():
    state = position(hands=[["K", "2", "4", "6", "8"], ["A", "3", "5", "7"]], field=["K", "Q"], stock=[],
                     rest=False)
    move = next(m for m in GAME.legal_moves(state, 0) if m.kind == "king")
    assert can_undo(GAME, state, 0, move, GAME.apply(state, 0, move))
    stocked = position(hands=[["K", "2", "4", "6", "8"], ["A", "3", "5", "7"]], field=["K", "Q"], stock=["9"])
    assert not can_undo(GAME, stocked, 0, move, GAME.apply(stocked, 0, move))
