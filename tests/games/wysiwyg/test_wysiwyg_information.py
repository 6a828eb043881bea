"""What each seat knows: views, determinizations, undo, and the computer seats' choices."""

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.games.wysiwyg import bidding, strategy
from tabletop.games.wysiwyg.game import GAME
from tabletop.games.wysiwyg.information import determinize

from test_wysiwyg_flow import TRICK_SETUP
from wysiwyg_helpers import cards, play, position
from tabletop.engine.information import can_undo


def test_a_seat_sees_its_own_hand_and_only_the_display_cards_of_the_other():
    state = play(position(**TRICK_SETUP), "take Q♥")
    south, north, public = (GAME.view(state, s) for s in (0, 1, None))
    assert [c["id"] for c in south["hand"]] == list(state.hands[0]) and public["hand"] == []
    assert [c["id"] for c in north["hands"][0]["known"]] == list(cards("Q♥"))
    assert north["hands"][0]["count"] == 13 and "piles" in public and public["mark_piles"][0]["count"] == 1
    assert GAME.facts.secrets(state, 0) == set(state.hands[0]) - set(cards("Q♥"))


def test_determinizing_keeps_what_the_seat_saw_and_redeals_the_rest():
    state = play(position(**TRICK_SETUP), "take Q♥")
    worlds = [determinize(state, 0, Rng.from_seed(k)) for k in range(4)]
    for world in worlds:
        assert world.hands[0] == state.hands[0] and cards("7♠")[0] in world.hands[1]
        assert world.piles == state.piles and world.discard == state.discard and world.display == state.display
        assert GAME.view(world, 0) == GAME.view(state, 0)
    assert len({w.hands[1] for w in worlds}) > 1 and len({w.stock for w in worlds}) > 1


def test_undo_follows_information():
    state = position(**TRICK_SETUP)
    taken = play(state, "take Q♥")
    assert not can_undo(GAME, state, 0, Move.of("take", card=cards("Q♥")[0]), taken)  # two new cards turned up
    lead = play(taken, "play A♥")
    assert can_undo(GAME, taken, 0, Move.of("play", card=cards("A♥")[0]), lead)
    start = position()
    bid = play(start, "bid 3")
    assert can_undo(GAME, start, start.turn, Move.of("bid", number=3), bid)
    ended = play(start, "pass", "pass")
    trumped = play(ended, "trump ♠")
    assert not can_undo(GAME, ended, ended.turn, Move.of("trump", suit=3), trumped)  # the display turns up


def test_normal_takes_the_stronger_display_card_and_wins_cheaply():
    state = position(**TRICK_SETUP)
    move, _ = strategy.choose(state, 0, "normal")
    assert move == Move.of("take", card=cards("Q♥")[0])  # a trump queen over a side seven
    follow = position(hands={0: ["3♥", "A♥", "2♥", "9♥", "A♣", "K♣", "Q♣", "5♣", "K♦", "Q♦", "8♦", "4♦", "2♦"],
                             1: ["K♠"]}, moves=["pass", "pass", "trump ♥", "play K♠"])
    assert strategy.choose(follow, 0, "normal")[0].get("card") == cards("2♥")[0]  # the cheapest trump wins


def test_normal_doubles_a_goal_beyond_reach_and_never_bids_past_its_worth():
    state = play(position(), "bid 30")  # a goal of 40: every mark of the hand
    move, _ = strategy.choose(state, state.turn, "normal")
    assert move == Move.of("double")
    start = position()
    top = bidding.most_to_bid(start, start.turn)
    move, _ = strategy.choose(start, start.turn, "normal")
    assert move.kind == "pass" or move.get("number") <= max(top, 0)


def test_during_the_auction_a_redealt_hand_has_the_value_its_player_announced():
    state = GAME.new_state(2, {}, 21)
    from tabletop.games.wysiwyg.state import evaluation
    worlds = [determinize(state, 0, Rng.from_seed(k)) for k in range(5)]
    assert all(evaluation(w.hands[1]) == state.evals[1] for w in worlds)
    assert len({w.hands[1] for w in worlds}) > 1
