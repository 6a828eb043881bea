"""The worked examples S1-S3 and E1-E16 of the rules digest, and the rules around them."""

from dataclasses import replace

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.the_things import rules
from tabletop.games.the_things.state import (ASIDE, ASK, ATTACK, CHOOSE, COMBAT, DEFENCE, FORCE, GIVE, GOT, HUMAN,
                                             KEEP, OVER, REFILL, TAKE, THING, Combat)
from things_helpers import GAME, card, cards, kinds, legal_cards, play, position


def combat_of(played: dict, sides: dict, players: int = 4) -> Combat:
    """A combat with the given cards per seat and sides (attacker 0, target 1)."""
    return Combat(attacker=0, target=1, side=tuple(sides.get(s, 0) for s in range(players)),
                  played=tuple(cards(played[s]) if s in played else () for s in range(players)),
                  faces=(0,) * players)


# --- S1 -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,pile", [(3, 15), (4, 20), (5, 25)])
def test_s1_the_deal_pile_holds_five_per_player_with_one_red_card(players, pile):
    state = GAME.new_state(players, GAME.options_for(players), 7)
    dealt = [c for h in state.hands for c in h]
    assert len(dealt) == pile and len(state.draw) == 52 - pile
    assert [c for c in dealt if rules.reds([c])] == [card("Q♥")]
    assert sum(state.role(s) == THING for s in range(players)) == 1


@pytest.mark.parametrize("players", [6, 8, 10])
def test_two_decks_from_six_players_every_card_distinct(players):
    state = GAME.new_state(players, GAME.options_for(players), 3)
    everything = [c for h in state.hands for c in h] + list(state.draw)
    assert sorted(everything) == list(range(104))
    assert sum(state.role(s) == THING for s in range(players)) == 1


def test_the_player_left_of_the_dealer_begins():
    state = GAME.new_state(4, GAME.options_for(4), 11)
    dealer = int(str(state.last[0]).split()[1]) - 1
    assert state.active == (dealer + 1) % 4


# --- S2, E1, E2, E13 ----------------------------------------------------------------------------
def test_s2_pairs_and_triples_of_one_player():
    assert rules.group_value(cards("6♠ 6♣")) == 18
    assert rules.group_value(cards("5♠ 5♥ 5♦")) == 20


def test_e1_a_quad_counts_five_times():
    assert rules.group_value(cards("7♠ 7♣ 7♥ 7♦")) == 35


def test_e2_no_pair_across_players():
    c = combat_of({0: "6♠", 2: "6♣"}, {0: ATTACK, 1: DEFENCE, 2: ATTACK})
    assert rules.side_total(c, ATTACK, False) == 12


def test_e13_a_pair_over_two_rounds_of_one_combat():
    state = position(["6♠ 6♣ 2♠ 3♠ 4♠", "9♣ 8♣ 7♣ 5♣ 4♣", "A♠ A♣ 2♣ 3♣ 4♦"])
    state = play(state, 0, "attack", target=1)
    state = play(state, 0, "play", card=card("6♠"))
    state = play(state, 0, "pass")        # the attack's round 1 ends with player 2 passing
    state = play(state, 2, "pass")
    state = play(state, 1, "play", card=card("4♣"))  # defence round 2
    state = play(state, 1, "pass")
    state = play(state, 2, "pass")
    state = play(state, 0, "play", card=card("6♣"))  # attack round 3
    c = state.pending.combat
    assert c.round == 3 and rules.side_total(c, ATTACK, False) == 18


# --- S3, E8 -------------------------------------------------------------------------------------
def test_s3_talk_give_a_4_want_a_6_with_a_volunteer():
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♣ 3♣"])
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("4♠"), want=6)
    assert state.phase == ASK and GAME.to_move(state) == (1,)
    # The Thing's 6♣ may be given: its red card is elsewhere.
    state = play(state, 1, "decline")
    state = play(state, 2, "volunteer")
    assert state.phase == CHOOSE and state.pending.volunteers == ((2, 4),)
    state = play(state, 0, "choose", seat=2)
    assert state.phase == GIVE and GAME.to_move(state) == (2,)
    state = play(state, 2, "give", card=card("6♠"))
    assert card("6♠") in state.hands[0] and card("4♠") in state.hands[2]
    assert (2, card("4♠")) in state.known[0] and (0, card("6♠")) in state.known[2]


def test_the_pick_of_a_volunteer_is_public_and_offers_no_declaration():
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♣ 3♣"])
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("4♠"), want=6)
    assert GAME.table.private_decision(state, 1) and "escape" in kinds(state, 1)
    state = play(state, 1, "volunteer")
    assert GAME.table.private_decision(state, 2) and "rescue" in kinds(state, 2)
    state = play(state, 2, "volunteer")
    assert state.phase == CHOOSE and not GAME.table.private_decision(state, 0)
    assert kinds(state, 0) == {"choose"}
    with pytest.raises(IllegalMove, match="in front of everybody"):
        GAME.apply(state, 0, Move.of("rescue"))
    state = play(state, 0, "choose", seat=1)
    assert state.phase == GIVE and GAME.table.private_decision(state, 1) and "escape" in kinds(state, 1)


def test_everyone_is_asked_even_without_the_rank():
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "8♣ 8♠ 9♣ 10♣ Q♥", "A♠ A♣ 2♣ 3♣ 9♠"])
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("4♠"), want=6)
    assert kinds(state, 1) == {"decline", "escape"}
    state = play(state, 1, "decline")
    assert kinds(state, 2) == {"decline", "rescue"}


def test_e8_a_thing_never_offers_or_gives_its_only_red_card():
    state = position(["4♦ 2♠ 3♠ 5♠ 7♠", "4♣ 8♣ 9♣ 10♣ J♣", "4♥ A♠ A♣ 2♣ 3♣"])
    state = play(state, 0, "talk")
    assert card("4♦") not in legal_cards(state, 0, "offer")
    with pytest.raises(IllegalMove, match="A Thing must keep its last red card"):
        GAME.apply(state, 0, Move.of("offer", card=card("4♦"), want=4))
    state = play(state, 0, "offer", card=card("2♠"), want=4)
    state = play(state, 1, "volunteer")
    assert "volunteer" not in kinds(state, 2)  # its only 4 is its only red card


# --- forced exchange, E9 ------------------------------------------------------------------------
def forced(hands, partner=1, offered="4♠"):
    state = position(hands)
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card(offered), want=13)
    for seat in range(1, len(hands)):  # everyone declines
        state = play(state, seat, "decline")
    assert state.phase == FORCE
    return play(state, 0, "force", seat=partner)


def test_e9_a_thing_sets_aside_a_red_card_and_may_lose_the_other():
    state = forced(["4♠ 2♠ 3♠ 5♠ 7♠", "2♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    assert state.phase == ASIDE and legal_cards(state, 1, "aside") == set(cards("2♥ 9♦"))
    state = play(state, 1, "aside", card=card("2♥"))
    assert state.phase == TAKE and len(GAME.legal_moves(state, 0)) == 4 + 1
    takes = {(set(GAME.apply(state, 0, m).hands[0]) - set(state.hands[0])).pop()
             for m in GAME.legal_moves(state, 0) if m.kind == "take"}
    assert takes == set(cards("9♦ 8♣ 10♣ J♣"))
    after = play(state, 0, "take", slot=0)
    assert card("4♠") in after.hands[1] and card("2♥") in after.hands[1]


def looks_at(state, seat, got, others, giver):
    """`seat` is asked to look at the card `got`: its prompt is private, offers Done (and a declaration),
    and its view, and no other's, shows the card, marked new in the hand and coming from the giver's seat;
    returns the state after Done."""
    assert state.phase == GOT and GAME.to_move(state) == (seat,)
    assert kinds(state, seat) - {"rescue", "escape"} == {"seen"}
    assert GAME.table.private_decision(state, seat)
    mine = GAME.view(state, seat)
    assert [c["id"] for c in mine["got"]] == [got]
    assert [(c["id"], c["from"]) for c in mine["hand"] if c.get("new") == "received"] == [(got, f"seat/{giver}")]
    for other in (None, *others):
        assert GAME.view(state, other)["got"] == [] and not any(c.get("new") or c.get("from") for c in GAME.view(state, other)["hand"])
    state = play(state, seat, "seen")
    assert GAME.view(state, seat)["got"] == [] and not any(c.get("new") for c in GAME.view(state, seat)["hand"])
    return state


def test_after_a_forced_exchange_the_taker_then_the_partner_sees_the_card_got():
    """The blind take is the taker's last act of the Talk: the next prompt is still theirs, to look at the
    card they got; then the partner looks at the card they received (its suit was never announced)."""
    state = forced(["4♠ 2♠ 3♠ 5♠ 7♠", "2♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    state = play(state, 1, "aside", card=card("2♥"))
    state = play(state, 0, "take", slot=0)
    got = (set(state.hands[0]) - set(cards("2♠ 3♠ 5♠ 7♠"))).pop()
    state = looks_at(state, 0, got, others=(1, 2), giver=1)
    state = looks_at(state, 1, card("4♠"), others=(0, 2), giver=0)
    assert state.phase != GOT


def test_after_a_volunteer_trade_the_volunteer_then_the_active_player_sees_the_card_got():
    """Tried as a new player would: the volunteer gave a card and the curtain came down before they saw the
    card they got; the active player never saw the volunteer's card before the turn went on."""
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♣ 3♣"])
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("4♠"), want=6)
    state = play(state, 1, "decline")
    state = play(state, 2, "volunteer")
    state = play(state, 0, "choose", seat=2)
    state = play(state, 2, "give", card=card("6♠"))
    state = looks_at(state, 2, card("4♠"), others=(0, 1), giver=0)  # the volunteer, still at the screen, first
    state = looks_at(state, 0, card("6♠"), others=(1, 2), giver=2)
    assert state.phase != GOT


def test_o1_after_the_active_player_picks_the_card_given_both_look():
    state = position(["4♠ 2♠ 2♣ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♦ 3♣"], options={"o1_catan_talk": True})
    state = play(state, 0, "talk")
    state = play(state, 0, "want", rank=6)
    state = play(state, 0, "add_rank", rank=2)
    state = play(state, 0, "offer_many", gives=(2,), want=6)
    state = play(state, 1, "volunteer")
    state = play(state, 2, "decline")
    state = play(state, 0, "choose", seat=1)
    state = play(state, 1, "give", card=card("6♣"))
    state = play(state, 0, "pick", card=card("2♣"))
    state = looks_at(state, 0, card("6♣"), others=(1, 2), giver=1)  # the active player made the last choice
    state = looks_at(state, 1, card("2♣"), others=(0, 2), giver=0)


def test_a_human_partner_may_set_aside_any_card():
    state = forced(["4♠ 2♠ 3♠ 5♠ 7♠", "2♣ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♥ 3♣ 9♠"])
    assert legal_cards(state, 1, "aside") == set(cards("2♣ 9♣ 8♣ 10♣ J♣"))


def test_a_human_becomes_a_thing_only_by_receiving_a_red_card():
    state = forced(["4♥ 4♦ 3♠ 5♠ 7♠", "2♣ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♠ 3♣ 9♠"], offered="4♥")
    assert state.role(1) == HUMAN
    state = play(state, 1, "aside", card=card("J♣"))
    state = play(state, 0, "take", slot=0)
    assert state.role(1) == THING and state.role(0) == THING and state.phase == GOT


def test_h1_no_volunteer_turns_the_talk_into_a_search():
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "2♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"],
                     options={"h1_search_instead": True})
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("4♠"), want=13)
    state = play(state, 1, "decline")
    state = play(state, 2, "decline")
    assert state.phase == KEEP and GAME.to_move(state) == (0,)


# --- E4, E5, E3: combat resolution ---------------------------------------------------------------
def test_e3_number_mode_tie_nothing_happens():
    c = combat_of({0: "9♠ 9♣ 3♠", 1: "10♠ 10♣"}, {0: ATTACK, 1: DEFENCE})
    assert rules.outcome(c, False)[0] is None


def test_e4_face_mode_one_against_two_the_attacker_dies():
    c = combat_of({0: "K♠ 10♣", 1: "J♥ Q♦"}, {0: ATTACK, 1: DEFENCE})
    assert rules.outcome(c, False)[0] == 0


def test_e5_face_mode_ties_kill_the_attacker_and_faces_beat_numbers():
    assert rules.outcome(combat_of({0: "J♠", 1: "Q♥"}, {0: ATTACK, 1: DEFENCE}), False)[0] == 0
    assert rules.outcome(combat_of({0: "J♠ Q♣", 1: "10♠ 10♣"}, {0: ATTACK, 1: DEFENCE}), False)[0] == 1


def test_h5_faces_count_as_numbers():
    c = combat_of({0: "K♠", 1: "Q♥"}, {0: ATTACK, 1: DEFENCE})
    assert rules.outcome(c, True)[0] == 1  # 13 against 12


# --- E6, E7: the Thing in combat ----------------------------------------------------------------
def test_e6_a_thing_never_plays_its_last_red_card():
    state = position(["7♠ 3♠ 4♠ 8♠ 6♠", "3♥ 5♠ 5♣ 9♣ 2♠", "A♠ A♣ 2♦ 3♣ 9♠"])
    state = play(state, 0, "attack", target=1)
    state = play(state, 0, "play", card=card("7♠"))
    state = play(state, 0, "pass")
    state = play(state, 2, "pass")
    assert legal_cards(state, 1, "play") == set(cards("5♠ 5♣ 9♣ 2♠"))
    for black in cards("5♠ 5♣ 9♣ 2♠"):
        state = play(state, 1, "play", card=black)
    assert state.hands[1] == cards("3♥") and legal_cards(state, 1, "play") == set()


def test_e7_flamethrowers_and_bites_never_together():
    state = position(["2♠ 3♠ 4♠ 5♠ 6♠", "Q♥ K♣ 5♦ 9♣ 2♣", "A♠ A♣ 2♦ 3♣ 9♠"])
    state = play(state, 0, "attack", target=1)
    state = play(state, 0, "play", card=card("2♠"))
    state = play(state, 0, "pass")
    state = play(state, 2, "pass")
    state = play(state, 1, "play", card=card("K♣"))
    assert card("Q♥") not in legal_cards(state, 1, "play")


# --- E10, E11, E12 --------------------------------------------------------------------------------
def searched(hands, drawn):
    state = position(hands)
    state = replace(state, draw=tuple(c for c in state.draw if c != card(drawn)) + (card(drawn),))
    return play(state, 0, "search")


def test_e10_a_human_discards_a_red_card_drawn_in_a_search():
    state = searched(["2♠ 3♠ 4♠ 5♠ 6♠", "Q♥ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"], "8♦")
    assert state.phase == KEEP and kinds(state, 0) == {"discard_drawn", "rescue"}


def test_e10_a_thing_keeps_its_only_red_card_when_searching():
    state = searched(["Q♥ 3♠ 4♠ 5♠ 6♠", "2♣ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♠ 3♣ 9♠"], "7♣")
    assert card("Q♥") not in legal_cards(state, 0, "keep")
    assert "discard_drawn" in kinds(state, 0)
    state2 = searched(["2♠ 3♠ 4♠ 5♠ 6♠", "2♣ 9♣ 8♣ 10♣ J♣", "A♠ A♣ Q♥ 3♣ 9♠"], "8♦")
    assert "keep" not in kinds(state2, 0)


def test_a_thing_whose_only_red_is_the_drawn_card_cannot_throw_it_away():
    state = position(["J♥ 3♠ 4♠ 5♠ 6♠", "2♣ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♠ 3♣ 9♠"])
    # a Thing drawing a second red may discard either; with one red among six it keeps that one
    state = replace(state, draw=tuple(c for c in state.draw if c != card("8♦")) + (card("8♦"),))
    state = play(state, 0, "search")
    assert "discard_drawn" in kinds(state, 0) and card("J♥") in legal_cards(state, 0, "keep")


def test_e11_a_human_shows_a_red_card_drawn_in_the_refill_and_draws_again():
    state = position(["2♠ 3♠ 4♠ 5♠ K♠", "Q♥ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    rest = [c for c in state.draw if c not in cards("5♥ 7♣")]
    state = replace(state, draw=tuple(rest) + cards("7♣ 5♥"))
    state = play(state, 0, "blood", card=card("K♠"), target=1)
    assert state.phase == REFILL and card("7♣") in state.hands[0] and card("5♥") in state.public_discards
    assert any("draws and shows 5♥" in str(line) for line in state.last)


def test_a_thing_may_keep_or_show_a_red_card_drawn_in_the_refill():
    state = position(["Q♥ 3♠ 4♠ 5♠ K♠", "2♣ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    rest = [c for c in state.draw if c not in cards("5♥ 7♣")]
    state = replace(state, draw=tuple(rest) + cards("7♣ 5♥"))
    state = play(state, 0, "blood", card=card("K♠"), target=1)
    assert card("5♥") in state.hands[0] and card("5♥") in legal_cards(state, 0, "reveal")
    shown = play(state, 0, "reveal", card=card("5♥"))
    assert card("7♣") in shown.hands[0] and card("5♥") in shown.public_discards


def test_e12_a_blood_test_needs_a_flamethrower():
    state = position(["2♠ 3♠ 4♠ 5♠ 6♠", "Q♥ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    assert "blood" not in kinds(state, 0)
    with pytest.raises(IllegalMove, match="flamethrower"):
        GAME.apply(state, 0, Move.of("blood", card=card("2♠"), target=1))


def test_a_blood_test_shows_one_card_to_the_tester_alone():
    state = position(["K♠ 3♠ 4♠ 5♠ 6♠", "Q♥ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    state = play(state, 0, "blood", card=card("K♠"), target=1)
    (holder, seen), = state.known[0]
    assert holder == 1 and seen in state.hands[1]
    assert any("Blood test" in str(text) for s, text in state.notes if s == 0)
    assert all(seat != 2 for seat, _ in state.notes)


# --- E14, E15, T11: declarations ------------------------------------------------------------------
def test_e14_rescue_with_a_thing_alive_the_things_win_and_the_dead_humans_lose():
    state = position(["2♠ 3♠ 4♠ 5♠ 6♠", "2♣ 9♣ 8♣ 10♣ J♣", "Q♥ A♣ 2♦ 3♣ 9♠", "A♠ 7♣ 7♠ 8♠ 9♣"])
    state = replace(state, alive=(True, True, True, False), hands=state.hands[:3] + ((),),
                    death_roles=(None, None, None, HUMAN))
    over = play(state, 0, "rescue")
    assert over.phase == OVER and over.winner == THING and GAME.result(over)["winners"] == [2]


def test_e15_escape_with_only_things_alive():
    state = position(["2♥ 3♠ 4♠ 5♠ 6♠", "2♦ 9♣ 8♣ 10♣ J♣", "Q♥ A♣ 2♣ 3♣ 9♠"])
    over = play(state, 0, "escape")
    assert over.winner == THING and GAME.result(over)["winners"] == [0, 1, 2]


def test_t11_only_a_human_calls_for_rescue_and_only_a_thing_escapes():
    state = position(["2♥ 3♠ 4♠ 5♠ 6♠", "2♣ 9♣ 8♣ 10♣ J♣", "Q♥ A♣ 2♣ 3♣ 9♠"])
    with pytest.raises(IllegalMove, match="Only a Human"):
        GAME.apply(state, 0, Move.of("rescue"))
    state = replace(state, active=1)
    with pytest.raises(IllegalMove, match="Only a Thing"):
        GAME.apply(state, 1, Move.of("escape"))


# --- E16: the attacker dies ----------------------------------------------------------------------
def test_e16_a_dead_attacker_does_not_refill_and_the_turn_passes_to_his_left():
    state = position(["J♠ 3♠ 4♠ 5♠ 6♠", "Q♥ K♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠", "7♠ 7♣ 8♠ 9♠ 10♠"])
    state = play(state, 0, "attack", target=1)
    state = play(state, 0, "play", card=card("J♠"))
    for seat in (0, 2, 3):
        state = play(state, seat, "pass")
    state = play(state, 1, "play", card=card("K♦"))
    for seat in (1, 2, 3):
        state = play(state, seat, "pass")
    for seat in (0, 2, 3):    # round 3: nobody plays
        state = play(state, seat, "pass")
    for seat in (1, 2, 3):    # round 4: nobody plays -> the end
        state = play(state, seat, "pass")
    assert not state.alive[0] and state.hands[0] == ()
    assert state.phase == REFILL and GAME.to_move(state) == (1,)
    state = play(state, 1, "ready")
    assert state.active == 1 and state.phase == "action"


def test_t10_the_last_survivor_ends_the_game():
    state = position(["K♠ Q♠ 4♠ 5♠ 6♠", "Q♥ 3♦ 8♣ 10♣ 2♣", "A♠ A♣ 2♠ 3♣ 9♠"])
    state = replace(state, alive=(True, True, False), hands=state.hands[:2] + ((),), death_roles=(None, None, HUMAN))
    state = play(state, 0, "attack", target=1)
    state = play(state, 0, "play", card=card("K♠"))
    state = play(state, 0, "pass")
    state = play(state, 1, "pass")     # the defence plays nothing
    state = play(state, 0, "pass")     # nor the attack: two quiet rounds end the combat
    assert state.phase == OVER and state.winner == HUMAN and GAME.result(state)["winners"] == [0, 2]


def test_t4_the_attacker_must_play_a_card_first():
    state = position(["K♠ Q♠ 4♠ 5♠ 6♠", "Q♥ 3♦ 8♣ 10♣ 2♣", "A♠ A♣ 2♠ 3♣ 9♠"])
    state = play(state, 0, "attack", target=1)
    assert "pass" not in kinds(state, 0)
    with pytest.raises(IllegalMove, match="at least one card"):
        GAME.apply(state, 0, Move.of("pass"))


def test_a_joiner_takes_the_side_of_the_round_for_the_whole_combat():
    state = position(["K♠ Q♠ 4♠ 5♠ 6♠", "Q♥ 3♦ 8♣ 10♣ 2♣", "A♠ A♣ 2♠ 3♣ 9♠"])
    state = play(state, 0, "attack", target=1)
    state = play(state, 0, "play", card=card("4♠"))
    state = play(state, 0, "pass")
    state = play(state, 2, "play", card=card("9♠"))
    state = play(state, 2, "pass")
    assert state.pending.combat.side[2] == ATTACK
    assert GAME.to_move(state) == (1,)
    state = play(state, 1, "pass")
    assert state.phase == COMBAT and state.pending.combat.queue == (0, 2)  # round 3: the defence had no joiner


def test_t9_a_reshuffle_when_the_draw_pile_runs_out():
    state = position(["K♠ 3♠ 4♠ 5♠ 6♠", "Q♥ 9♣ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    leftover = state.draw
    state = replace(state, draw=(), discard=leftover)
    state = play(state, 0, "blood", card=card("K♠"), target=1)
    assert len(state.hands[0]) == 5 and any("shuffled" in str(line) for line in state.last)


def test_o1_catan_talk_the_volunteer_names_the_rank_he_takes():
    state = position(["4♠ 2♠ 2♣ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♦ 3♣"], options={"o1_catan_talk": True})
    state = play(state, 0, "talk")
    state = play(state, 0, "want", rank=6)
    state = play(state, 0, "add_rank", rank=4)
    state = play(state, 0, "add_rank", rank=2)
    assert state.pending.gives == (2, 4)
    state = play(state, 0, "offer_many", gives=(2, 4), want=6)
    state = play(state, 1, "volunteer_for", take=2)
    state = play(state, 2, "decline")
    state = play(state, 0, "choose", seat=1)
    state = play(state, 1, "give", card=card("6♣"))
    assert state.phase == "pick_card" and legal_cards(state, 0, "pick") == set(cards("2♠ 2♣"))
    state = play(state, 0, "pick", card=card("2♣"))
    assert card("2♣") in state.hands[1] and card("6♣") in state.hands[0]


def test_o1_with_no_volunteer_the_active_player_first_picks_the_card():
    state = position(["4♠ 2♠ 2♣ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ Q♥", "6♠ A♠ A♣ 2♦ 3♣"], options={"o1_catan_talk": True})
    state = play(state, 0, "talk")
    state = play(state, 0, "want", rank=13)
    state = play(state, 0, "add_rank", rank=4)
    state = play(state, 0, "offer_many", gives=(4,), want=13)
    state = play(state, 1, "decline")
    state = play(state, 2, "decline")
    state = play(state, 0, "pick", card=card("4♠"))
    assert state.phase == FORCE


def test_the_declaration_round_asks_every_living_player_after_the_refill():
    state = position(["K♠ 2♠ 3♠ 5♠ 7♠", "Q♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"],
                     options={"declaration_round": True})
    state = play(state, 0, "blood", card=card("K♠"), target=1)
    state = play(state, 0, "ready")
    asked = []
    while state.phase == "declarations":
        seat = GAME.to_move(state)[0]
        asked.append(seat)
        assert kinds(state, seat) == {"no_declaration", "rescue" if seat != 1 else "escape"}
        state = play(state, seat, "no_declaration")
    assert asked == [0, 1, 2] and state.active == 1 and state.phase == "action"


def test_a_click_on_a_card_the_rules_keep_says_why():
    state = position(["2♠ 3♠ 4♠ 5♠ 6♠", "3♥ 8♠ 5♣ 9♣ 2♣", "A♠ A♣ 2♦ 3♣ 9♠"])
    state = play(state, 0, "attack", target=1)
    state = play(state, 0, "play", card=card("2♠"))
    state = play(state, 0, "pass")
    state = play(state, 2, "pass")
    assert str(GAME.table.explain(state, 1, [f"hand/{state.hands[1].index(card('3♥'))}"])) == "A Thing must keep its last red card."
    state = forced(["4♠ 2♠ 3♠ 5♠ 7♠", "2♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"])
    assert "red card" in str(GAME.table.explain(state, 1, [f"hand/{state.hands[1].index(card('8♣'))}"]))
