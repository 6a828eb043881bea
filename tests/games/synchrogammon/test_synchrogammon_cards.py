"""Hands of 1-6, the secret simultaneous pick, the reveal, discards and the refill (digest §2)."""

from tabletop.engine.cards import card_id
from tabletop.engine.game import NotYourTurn
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon.hands import value_of
from tabletop.games.synchrogammon.seats import SEAT_NAMES

from sg_helpers import A1, A2, B1, B2, logged, pick_all, play, refused

def card_ids(value):
    if isinstance(value, dict):
        found = {value["id"]} if isinstance(value.get("id"), int) else set()
        return found.union(*(card_ids(v) for v in value.values())) if value else found
    if isinstance(value, list):
        return set().union(*(card_ids(v) for v in value)) if value else set()
    return set()


def fresh(options=None, seed=3):
    return GAME.new_state(4, options or {}, seed)


def finish_round(state):
    """Let every mover of the round make its first legal step until the next pick phase."""
    while state.phase == "move":
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    return state


def test_every_seat_holds_one_card_of_each_value_with_unique_ids():
    state = fresh()
    ids = [c for hand in state.hands for c in hand]
    assert len(set(ids)) == 24
    for seat in range(4):
        assert sorted(value_of(c) for c in state.hands[seat]) == [1, 2, 3, 4, 5, 6]
    assert state.phase == "pick" and GAME.to_move(state) == (0, 1, 2, 3)


def test_a_pick_is_secret_until_all_four_have_picked():
    state = play(fresh(), B1, "pick", card=card_id(5, B1))
    assert GAME.to_move(state) == (A1, A2, B2)
    assert GAME.facts.secrets(state, B1) == set(state.hands[B1]) | {card_id(5, B1)}
    for viewer in (None, A1, A2, B2):
        view = GAME.view(state, viewer)
        assert view["seats_info"][B1]["played"] == {"hidden": True}
        assert view["seats_info"][B1]["hand"] == {"count": 5}
        assert not card_ids(view) & GAME.facts.secrets(state, B1)
        assert view["category"] is None and view["queue"] == []
    own = GAME.view(state, B1)["seats_info"][B1]["played"]
    assert own["value"] == 5 and own["face_down"]
    # The label that reaches the move log says nothing of the value.
    labels = {str(m) for m in GAME.legal_moves(fresh(), B1)}
    assert labels == {"East lays a card face down"}


def test_a_seat_that_has_picked_waits_and_others_cannot_pick_its_cards():
    state = play(fresh(), A1, "pick", card=card_id(2, A1))
    assert GAME.legal_moves(state, A1) == []
    refused(state, A1, "pick", error=NotYourTurn, card=card_id(3, A1))
    assert "own hand" in refused(state, B1, "pick", card=card_id(3, A1))


def test_the_fourth_pick_reveals_names_the_category_and_builds_the_queue():
    state = pick_all(fresh(seed=1), (6, 5, 6, 4))  # North 6, East 5, South 6, West 4: a doublet for White
    view = GAME.view(state, None)
    assert view["category"] == "Doublet"
    assert [s["played"]["value"] for s in view["seats_info"]] == [6, 5, 6, 4]
    queue = [(q["seat"], q["number"], q["times"]) for q in view["queue"]]
    parent = state.parent
    sixes = sorted((A1, A2), key=lambda s: (s - parent) % 4)
    assert queue == [(B2, 4, 1), (B1, 5, 1)] + [(s, 6, 2) for s in sixes]
    assert view["queue"][0]["current"] and GAME.to_move(state) == (B2,)
    assert GAME.facts.secrets(state, A1) == set(state.hands[A1])  # the played card is public now


def test_played_cards_go_face_down_to_the_discards_and_cannot_be_picked_again():
    state = finish_round(pick_all(fresh(), (1, 2, 3, 4)))
    assert state.phase == "pick"
    assert [len(d) for d in state.discards] == [1, 1, 1, 1]
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    view = GAME.view(state, A1)
    assert view["seats_info"][A1]["discards"] == 1 and view["seats_info"][A1]["played"] is None
    assert not card_ids(view) & set(state.discards[B1])
    reason = refused(state, A1, "pick", card=card_id(1, A1))
    assert "discard pile" in reason


def test_the_sixth_card_is_forced_and_all_hands_refill_after_the_sixth_round():
    state = fresh(seed=7)
    for value in range(1, 7):
        if value == 6:
            assert all(len(GAME.legal_moves(state, s)) == 1 for s in range(4))
        rotate = [((value + s) % 6) + 1 for s in range(4)]  # four different numbers every round
        state = finish_round(pick_all(state, rotate))
    assert [len(h) for h in state.hands] == [6, 6, 6, 6]
    assert state.discards == ((), (), (), ())
    assert state.round == 7


def test_the_parent_marker_passes_left_every_round_even_when_nobody_moved():
    state = fresh(seed=11)
    parent = state.parent
    state = pick_all(state, (3, 3, 3), seats=range(3))
    state, words = logged(state, 3, "pick", card=card_id(3, 3))   # Cancel doublet: the round ends at the reveal
    assert state.phase == "pick" and state.parent == (parent + 1) % 4
    assert any("Cancel doublet" in str(note) for note in state.notes)
    assert not any(str(note).startswith("Cards:") for note in state.notes)   # the cards lie face down again
    following = SEAT_NAMES[(parent + 1) % 4]
    assert words == f"West lays a card face down — the cards show a Cancel doublet round; {following} takes the parent marker"
    assert str(GAME.view(state, None)["status"]) == "Round 2: everyone lays a card face down."
    state = finish_round(pick_all(state, (1, 2, 4, 5)))
    assert state.parent == (parent + 2) % 4


def test_memory_aid_shows_the_numbers_used_this_cycle_and_strict_mode_does_not():
    strict = finish_round(pick_all(fresh(), (1, 2, 3, 4)))
    assert "cycle" not in GAME.view(strict, A1)["seats_info"][B1]
    aided = finish_round(pick_all(fresh({"memory_aid": "on"}), (1, 2, 3, 4)))
    info = GAME.view(aided, A1)["seats_info"]
    assert [i["cycle"] for i in info] == [[1], [2], [3], [4]]
    assert not card_ids(info[B1]) & GAME.facts.secrets(aided, B1)


def test_conserved_cards_and_checkers():
    state = fresh()
    expected = {"white_checkers": 15, "black_checkers": 15, "north_cards": 6, "east_cards": 6,
                "south_cards": 6, "west_cards": 6}
    assert GAME.facts.conserved(state) == expected
    state = play(state, B2, "pick", card=card_id(6, B2))
    assert GAME.facts.conserved(state) == expected
