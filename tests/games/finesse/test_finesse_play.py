"""Whole matches by random and computer play: cards conserved, table cards and hand sizes as the rules
say between tricks, totals the sum of the hands; saves, determinizations and the Normal seat."""

import pytest
import yaml

from tabletop.bots import LEVELS
from tabletop.bots.levels import decide
from tabletop.engine.game import Move
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.saves import SaveError, read_save, write_save
from tabletop.games.finesse import GAME
from tabletop.games.finesse.positions import card, position
from tabletop.games.finesse.state import PLAY, card_count
from tabletop.games.tricks import suit_of

S, W, N, E = 0, 1, 2, 3


def random_match(seed, moves=4000):
    match = Match.start("finesse", [Player(f"P{i}", "computer", "easy") for i in range(4)], {}, seed)
    rng = Rng.from_seed(seed)
    states = [match.state]
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.to_move()[0]
        move, rng = rng.choice(GAME.legal_moves(match.state, seat))
        match.play(seat, move)
        states.append(match.state)
    return match, states


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_keeps_the_rules_invariants(seed):
    match, states = random_match(seed)
    assert GAME.is_over(match.state)
    for state in states:
        assert card_count(state) == 64
        if state.phase == PLAY and not state.trick:
            assert all(len([c for c in t if c is not None]) == 3 for t in state.tables)
            assert [len(h) for h in state.hands] == [14 - state.trick_no] * 4
    final = match.state
    assert list(final.totals) == [sum(row[2][side].score for row in final.sheet) for side in (0, 1)]
    result = GAME.result(final)
    assert set(result["winners"]) in ({0, 2}, {1, 3})


def test_determinize_keeps_voids_and_the_seats_own_hand():
    match, states = random_match(5, moves=300)
    for state in states[::7]:
        if GAME.is_over(state):
            continue
        for seat in (None, 0, 1, 2, 3):
            world = GAME.determinize(state, seat, Rng.from_seed(seat or 0))
            assert GAME.view(world, seat) == GAME.view(state, seat)
            for s in range(4):
                assert len(world.hands[s]) == len(state.hands[s])
                assert not any(state.voids[s] >> suit_of(c) & 1 for c in world.hands[s])
            assert set(sum(world.hands, ())) == set(sum(state.hands, ()))


def test_a_deal_knotted_by_voids_is_still_found():
    # West and East have shown no spades, North no hearts: the unseen cards must go where they fit.
    state = position(hands={S: "2♣ 3♣", W: "4♦ 5♦", N: "6♠ 7♠", E: "8♥ 9♥"}, trick_no=12, leader=S, trump="♦",
                     voids=(0, 1 << 3, 1 << 2, 1 << 3))
    for k in range(20):
        world = GAME.determinize(state, S, Rng.from_seed(k))
        assert world.hands[S] == state.hands[S]
        assert all(suit_of(c) != 3 for c in world.hands[1] + world.hands[3])
        assert all(suit_of(c) != 2 for c in world.hands[2])


def test_save_round_trip_and_an_edited_card_is_refused_naming_the_move(tmp_path):
    match = Match.start("finesse", [Player("Ann"), Player("Bob"), Player("Cy"), Player("Di")], {}, 12)
    match.play_computers(30)
    path = write_save(tmp_path / "finesse.yaml", match)
    assert read_save(path).state == match.state
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    seat = data["moves"][5]["seat"]
    hand = match.states[5].hands[seat]
    stranger = next(c for c in range(64) if c not in hand)
    data["moves"][5]["move"] = {"kind": "play", "card": stranger}
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert "move 6" in str(err.value)


def normal_choice(state, seat):
    return decide(GAME, state, seat, LEVELS["normal"], Rng.from_seed(1)).move


def test_normal_plays_low_when_its_partner_already_wins_last():
    state = position(hands={S: "5♠ K♠ 2♦"}, trick_no=3, leader=W, trump="♥",
                     trick=((W, "2♠"), (N, "A♠"), (E, "3♠")), hand_size=12)
    assert state.turn == S
    assert normal_choice(state, S) == Move.of("play", card=card("5♠"))


def test_normal_wins_cheaply_when_last():
    state = position(hands={E: "5♠ Q♠ A♠ 2♦"}, trick_no=3, leader=S, trump="♥",
                     trick=((S, "10♠"), (W, "3♠"), (N, "4♠")), hand_size=12)
    assert state.turn == E
    assert normal_choice(state, E) == Move.of("play", card=card("Q♠"))


def test_normal_plays_low_behind_a_partner_who_holds_the_trick():
    state = position(hands={E: "5♠ Q♠ 2♦"}, trick_no=3, leader=W, trump="♥",
                     trick=((W, "A♠"), (N, "3♠"), ), hand_size=12)
    assert state.turn == E
    assert normal_choice(state, E) == Move.of("play", card=card("5♠"))


def test_normal_never_puts_a_trump_out_as_a_table_card_when_it_can_help_it():
    state = position(hands={S: "3♠", W: "2♠", E: "4♠", N: "A♥ 2♥ 9♣"}, tables={N: ["A♠", "4♥", "7♣"]},
                     trick_no=11, leader=S, trump="♥", hand_size=3)
    state = GAME.apply(state, S, Move.of("lead_table", card=card("A♠")))
    for seat, name in ((3, "4♠"), (0, "3♠"), (1, "2♠")):
        state = GAME.apply(state, seat, Move.of("play", card=card(name)))
    assert state.turn == 2
    assert normal_choice(state, 2) == Move.of("replenish", card=card("9♣"))


def test_normal_leads_trumps_off_its_partners_table():
    state = position(hands={S: "5♣ 9♦ 3♠"}, tables={N: ["A♥", "4♣", "7♣"]}, trick_no=4, leader=S, trump="♥",
                     hand_size=10)
    assert normal_choice(state, S) == Move.of("lead_table", card=card("A♥"))
