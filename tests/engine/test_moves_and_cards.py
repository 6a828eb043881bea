import pytest
import yaml

from tabletop.engine.cards import card_id, card_name, is_red, pairs_deck, pairs_value, rank_of, suit_of, standard_deck, HEARTS, SPADES
from tabletop.engine.game import MalformedMove, Move


def test_move_round_trips_through_yaml():
    move = Move.of("march", label="Red marches", targets=[("grid/0/0", "grid/0/1")], cells=("a1", "b1"), dir="E", dist=1)
    text = yaml.safe_dump(move.to_dict())
    back = Move.from_dict(yaml.safe_load(text))
    assert back == move
    assert hash(back) == hash(move)
    assert back.get("cells") == ("a1", "b1")


def test_label_and_targets_do_not_affect_equality():
    assert Move.of("pass", label="Red passes") == Move.of("pass")


def test_str_falls_back_to_kind_and_params():
    assert str(Move.of("swap", a="b1", b="b2")) == "swap (a b1, b b2)"
    assert str(Move.of("pass", label="Red passes")) == "Red passes"


@pytest.mark.parametrize("bad", [None, 3, "march", {"dir": "N"}, {"kind": 5}, {"kind": "x", 1: 2}])
def test_malformed_move_dicts_are_refused(bad):
    with pytest.raises(MalformedMove) as err:
        Move.from_dict(bad)
    assert err.value.reason


def test_standard_deck_ids():
    assert len(set(standard_deck())) == 52
    six_spades = card_id(6, SPADES)
    assert (rank_of(six_spades), suit_of(six_spades)) == (6, SPADES)
    assert card_name(six_spades) == "6♠"
    assert card_name(card_id(12, HEARTS)) == "Q♥"
    assert is_red(card_id(1, HEARTS)) and not is_red(six_spades)
    with pytest.raises(ValueError):
        card_id(14, 0)


def test_pairs_deck_has_n_cards_of_value_n():
    values = [pairs_value(c) for c in pairs_deck()]
    assert len(values) == 55
    assert all(values.count(v) == v for v in range(1, 11))
