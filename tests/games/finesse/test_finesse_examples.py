"""Every worked example (S1-S5, E1-E16) and the decisions (F1-F8) of the Finesse digest, through the engine."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.finesse import GAME
from tabletop.games.finesse.positions import card, position
from tabletop.games.finesse.scoring import match_winner, side_score
from tabletop.games.finesse.state import HAND_END, OVER, PLAY, REPLENISH, new_state
from tabletop.games.tricks import finesse_deck

S, W, N, E = 0, 1, 2, 3
SPADES, HEARTS, DIAMONDS, CLUBS = 3, 2, 1, 0


def play(state, seat, name, copy=0):
    return GAME.apply(state, seat, Move.of("play", card=card(name, copy)))


def lead_table(state, seat, name, copy=0):
    return GAME.apply(state, seat, Move.of("lead_table", card=card(name, copy)))


def refused(state, seat, move):
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, move)
    return str(err.value)


# --- the source's examples ---------------------------------------------------------------------
def test_s1_the_deck_and_the_deal():
    assert len(finesse_deck()) == 64 == 52 + 3 * 4
    state = new_state(4, {"match": "standard"}, 3)
    assert [len(h) for h in state.hands] == [13] * 4
    assert [len(t) for t in state.tables] == [3] * 4
    assert len(set(sum(state.hands, ()) + sum(state.tables, ()))) == 64
    assert state.turn == state.leader == (state.dealer + 1) % 4


def test_the_deal_counts_off_twelve_then_deals_clockwise_from_the_dealers_left():
    from tabletop.engine.rng import Rng
    state = new_state(4, {"match": "standard"}, 8)
    rng = Rng.from_seed(8)
    dealer, rng = rng.below(4)
    deck, _ = rng.shuffled(finesse_deck())
    assert state.dealer == dealer
    first = (dealer + 1) % 4
    assert state.tables[first] == (deck[0], deck[4], deck[8])
    assert deck[12] in state.hands[first] and deck[13] in state.hands[(first + 1) % 4]


def test_s2_s3_scores_and_the_clamp():
    trumps = (card("2♥"), card("3♥"))
    assert side_score(9, True, trumps, HEARTS).score == 4 + 10 - 6 == 8
    assert side_score(8, False, trumps, HEARTS).score == 0  # 5 - 6 clamps to 0


def test_s4_order_of_a_lead_from_hand_and_from_the_partners_table():
    state = position(hands={S: "5♠ 2♣"}, trick_no=2, leader=S, trump="♥")
    state = play(state, S, "5♠")
    assert state.order == (S, W, N, E) and state.turn == W
    state = position(hands={S: "5♠ 2♣"}, tables={N: "K♠ 4♥ 7♣"}, trick_no=2, leader=S, trump="♥")
    state = lead_table(state, S, "K♠")
    assert state.order == (N, E, S, W) and state.turn == E
    assert state.trick == ((N, card("K♠")),)


def test_s5_trick_ones_lead_names_trump_and_an_ace_may_declare_no_trump():
    state = position(hands={S: "7♥ A♣ 2♠"}, leader=S)
    assert GAME.apply(state, S, Move.of("play", card=card("7♥"))).trump == HEARTS
    nt = GAME.apply(state, S, Move.of("no_trump", card=card("A♣")))
    assert nt.trump_set and nt.trump is None
    kinds = sorted(m.kind for m in GAME.legal_moves(state, S) if m.get("card") == card("A♣"))
    assert kinds == ["no_trump", "play"]
    assert GAME.apply(state, S, Move.of("play", card=card("A♣"))).trump == CLUBS


# --- derived examples ---------------------------------------------------------------------------
def test_e1_the_first_of_two_identical_kings_wins_and_the_owner_takes_the_trick():
    state = position(hands={S: "3♠ 9♦", W: "A♦ 5♣", E: "K♠ 2♦"}, tables={N: ["K♠", "4♥", "7♣"]},
                     trick_no=2, leader=S, trump="♥")
    state = lead_table(state, S, "K♠")
    state = play(state, E, "K♠", 1)
    state = play(state, S, "3♠")
    state = play(state, W, "A♦")
    assert state.taken[N] == 1 and state.last_winner == N
    assert state.phase == REPLENISH and state.turn == N          # E7: N replaces the table card
    assert state.voids[W] == 1 << SPADES


def test_e2_the_highest_trump_wins():
    state = position(hands={W: "5♣ 2♠", N: "2♥ 3♦", E: "A♣ 4♦", S: "9♥ 8♦"}, trick_no=3, leader=W, trump="♥")
    for seat, name in ((W, "5♣"), (N, "2♥"), (E, "A♣"), (S, "9♥")):
        state = play(state, seat, name)
    assert state.last_winner == S and state.turn == S and state.trick_no == 4


def test_e3_no_trump_an_ace_of_another_suit_never_wins():
    state = position(hands={E: "A♦ 3♣", S: "K♦ 4♣", W: "A♠ 5♣", N: "Q♦ 6♣"}, leader=E)
    state = GAME.apply(state, E, Move.of("no_trump", card=card("A♦")))
    for seat, name in ((S, "K♦"), (W, "A♠"), (N, "Q♦")):
        state = play(state, seat, name)
    assert state.trump is None and state.last_winner == E


def test_e4_a_table_ace_led_without_the_declaration_makes_its_suit_trump():
    state = position(hands={S: "3♠ 9♦"}, tables={N: "A♠ 4♥ 7♣"}, leader=S)
    moves = [m for m in GAME.legal_moves(state, S) if m.get("card") == card("A♠")]
    assert sorted(m.kind for m in moves) == ["lead_table", "no_trump"]
    state = lead_table(state, S, "A♠")
    assert state.trump == SPADES and state.order == (N, E, S, W)


def test_e5_own_and_opponents_table_cards_are_never_led():
    state = position(hands={S: "3♠ 9♦"}, tables={S: "Q♣ 4♦ 6♥", E: "J♠ 2♦ 8♣", N: "A♠ 4♥ 7♣"},
                     trick_no=2, leader=S, trump="♥")
    reason = refused(state, S, Move.of("lead_table", card=card("Q♣")))
    assert "You may lead only from your hand or your partner's table cards." in reason
    assert refused(state, S, Move.of("lead_table", card=card("J♠"))) == \
        "You may lead only from your hand or your partner's table cards."
    assert refused(state, S, Move.of("play", card=card("J♠"))) == \
        "You may lead only from your hand or your partner's table cards."


def test_e6_the_leader_follows_his_partners_table_lead_from_hand():
    state = position(hands={S: "Q♥ 2♣", E: "3♥ 4♣"}, tables={N: "4♥ 9♠ 7♣"}, trick_no=2, leader=S, trump="♠")
    state = lead_table(state, S, "4♥")
    state = play(state, E, "3♥")
    assert [m.get("card") for m in GAME.legal_moves(state, S)] == [card("Q♥")]
    assert refused(state, S, Move.of("play", card=card("2♣"))) == "You must follow ♥."


def test_e7_the_owner_replaces_the_table_card_and_hands_are_equal_again():
    state = position(hands={S: "3♠ 9♦", W: "A♦ 5♣", E: "K♠ 2♦", N: "8♣ 2♥"}, tables={N: ["K♠", "4♥", "7♣"]},
                     trick_no=12, leader=S, trump="♥")
    for seat, name, copy in ((E, "K♠", 1), (S, "3♠", 0), (W, "A♦", 0)):
        state = lead_table(state, S, "K♠") if seat == E and not state.trick else state
        state = play(state, seat, name, copy)
    assert state.phase == REPLENISH and len(state.hands[N]) == 2
    assert {m.kind for m in GAME.legal_moves(state, N)} == {"replenish"}
    state = GAME.apply(state, N, Move.of("replenish", card=card("8♣")))
    assert [len(h) for h in state.hands] == [1, 1, 1, 1]
    assert state.tables[N] == (card("8♣"), card("4♥"), card("7♣"))  # into the emptied slot
    assert state.turn == N and state.phase == PLAY and state.trick_no == 13
    assert "8♣" in GAME.view(state, E)["table"][N][0]["label"]   # public once placed


def test_e8_to_e11_hand_scores():
    assert side_score(10, True, (card("5♥"),), HEARTS).score == 20 + 4 - 3 == 21
    assert side_score(13, True, (), HEARTS).score == 6
    assert side_score(6, True, (card("2♥"), card("3♥"), card("4♥")), HEARTS).score == 0
    assert side_score(7, False, (card("2♠"),), HEARTS).score == 2
    dregs = (card("A♠"), card("J♥"), card("7♦"), card("Q♣"), card("2♥"), card("K♦"))
    nt = side_score(0, False, dregs, None)
    assert len(nt.dreg_trumps) == 4 and nt.penalty == 12 and nt.score == 0


def test_f6_in_a_suit_hand_only_that_suit_counts_among_dregs():
    dregs = (card("A♠"), card("K♦"), card("3♥"))
    assert len(side_score(9, False, dregs, HEARTS).dreg_trumps) == 1


def test_e12_to_e15_match_end():
    assert match_winner((44, 40)) is None
    assert match_winner((49, 44)) == 0
    assert match_winner((41, 20)) is None
    assert match_winner((63, 59)) == 0
    assert match_winner((61, 62)) == 1
    assert match_winner((60, 60)) is None
    assert match_winner((42, 37)) == 0 and match_winner((42, 38)) is None


def test_e16_and_f5_trick_13_won_by_a_table_card_gives_the_owner_the_last_trick():
    state = position(hands={S: "3♠", W: "2♦", E: "4♠", N: "9♣"}, tables={N: ["A♠", "4♥", "7♣"]},
                     trick_no=13, leader=S, trump="♥", taken=(3, 3, 3, 3))
    state = lead_table(state, S, "A♠")
    # Every other card of the last trick is its player's last: they follow with the lead, and the
    # owner's last hand card goes out by itself; every hand is empty, every table full.
    assert [e[1:3] for e in state.events if e[0] == "play"] == [(E, card("4♠")), (S, card("3♠")), (W, card("2♦"))]
    assert [len(h) for h in state.hands] == [0, 0, 0, 0]
    assert all(None not in t and len(t) == 3 for t in state.tables)
    assert state.tables[N][0] == card("9♣")
    assert state.phase in (HAND_END, OVER)
    ns, ew = state.sheet[-1][2]
    assert ns.last == 4 and ew.last == 0 and ns.tricks == 7


def test_nt_hand_dregs_count_honours():
    state = position(hands={S: "3♠", W: "2♦", E: "4♠", N: "5♠"},
                     tables={S: "A♣ J♥ 7♦", N: "Q♣ 2♥ K♦", W: "2♣ 3♣ 4♣", E: "5♣ 6♣ 8♣"},
                     trick_no=13, leader=S, trump="NT", taken=(3, 3, 3, 3))
    state = play(state, S, "3♠")  # the lead; the three last cards follow by themselves
    ns, ew = state.sheet[-1][2]
    assert len(ns.dreg_trumps) == 4 and ns.penalty == 12 and ns.score == 0   # 4 + 2 - 12 clamps to 0
    assert ew.penalty == 0
    view = GAME.view(state, None)
    assert [c["dreg_trump"] for c in view["table"][S]] == [True, True, False]


def test_f2_no_trump_only_at_trick_one_and_only_with_an_ace():
    state = position(hands={S: "A♠ 3♥"}, trick_no=2, leader=S, trump="♥")
    assert refused(state, S, Move.of("no_trump", card=card("A♠"))) == \
        "No trump is declared only with the lead to the first trick."
    state = position(hands={S: "K♠ 3♥"}, leader=S)
    assert refused(state, S, Move.of("no_trump", card=card("K♠"))) == \
        "Only an Ace led to the first trick can declare no trump."


def test_followers_never_play_table_cards():
    state = position(hands={S: "3♠", W: "5♠ 2♦"}, tables={W: "9♠ 8♦ 2♣"}, trick_no=2, leader=S, trump="♥")
    state = play(state, S, "3♠")
    assert refused(state, W, Move.of("lead_table", card=card("9♠"))) == \
        "Table cards are only ever led: follow with a card from your hand."
    assert str(GAME.table.explain(state, W, ["players/1/table/0"])).startswith("Table cards are only ever led")


def test_a_click_on_a_card_that_must_not_be_played_says_why():
    state = position(hands={S: "3♠", W: "5♠ 2♦"}, trick_no=2, leader=S, trump="♥")
    state = play(state, S, "3♠")
    index = state.hands[W].index(card("2♦"))
    assert str(GAME.table.explain(state, W, [f"hand/{index}"])) == "You must follow ♠."


def test_a_full_hand_ends_with_a_deal_by_the_next_dealer():
    from tabletop.engine.match import Match, Player
    match = Match.start("finesse", [Player(f"P{i}", "computer") for i in range(4)], {}, 4)
    while match.state.phase != HAND_END and not GAME.is_over(match.state):
        seat = match.to_move()[0]
        match.play(seat, GAME.legal_moves(match.state, seat)[0])
    if match.state.phase == HAND_END:
        dealer = match.state.dealer
        seat = match.to_move()[0]
        assert seat == (dealer + 1) % 4 and not GAME.table.private_decision(match.state, seat)
        match.play(seat, GAME.legal_moves(match.state, seat)[0])
        assert match.state.dealer == (dealer + 1) % 4 and match.state.hand_no == 2
        assert match.state.turn == (dealer + 2) % 4


def test_one_hand_option_ends_after_one_hand():
    from tabletop.engine.match import Match, Player
    match = Match.start("finesse", [Player(f"P{i}", "computer") for i in range(4)], {"match": "one_hand"}, 4)
    match.play_computers(200)
    assert GAME.is_over(match.state) and len(match.state.sheet) == 1
