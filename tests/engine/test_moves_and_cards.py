import pickle

import pytest
import yaml

from tabletop.engine.cards import card_id, card_name, is_red, pairs_deck, pairs_value, rank_of, suit_of, standard_deck, HEARTS, SPADES
from tabletop import games
from tabletop.engine.game import MalformedMove, Move
from tabletop.engine.match import Match
from tabletop.engine.words import Words


def test_move_round_trips_through_yaml():
    move = Move.of("march", label="Red marches", targets=[("grid/0/0", "grid/0/1")], cells=("a1", "b1"), dir="E", dist=1)
    text = yaml.safe_dump(move.to_dict())
    back = Move.from_dict(yaml.safe_load(text))
    assert back == move
    assert hash(back) == hash(move)
    assert back.get("cells") == ("a1", "b1")


def test_a_field_named_label_or_targets_in_a_file_stays_a_field_of_the_move():
    move = Move.from_dict({"kind": "pass", "label": "Red passes", "targets": [["button/pass"]]})
    assert move.params == (("label", "Red passes"), ("targets", (("button/pass",),)))
    assert move != Move.of("pass") and not move.label and move.targets == ()


def test_label_and_targets_do_not_affect_equality():
    assert Move.of("pass", label="Red passes") == Move.of("pass")


def test_str_falls_back_to_kind_and_params():
    assert str(Move.of("swap", a="b1", b="b2")) == "swap (a b1, b b2)"
    assert str(Move.of("pass", label="Red passes")) == "Red passes"


@pytest.mark.parametrize("bad", [None, 3, "march", {"dir": "N"}, {"kind": 5}, {"kind": "x", 1: 2}])
def test_malformed_move_dicts_are_refused(bad):
    with pytest.raises(MalformedMove) as err:
        Move.from_dict(bad)
    assert str(err.value)


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


def test_lazy_words_are_made_when_asked_and_cross_processes_as_text():
    made = []

    def words():
        made.append(1)
        return "Red moves 5♥ a1 → a3"

    move = Move.of("move", words, frm="a1", to="a3")
    assert made == [] and move == Move.of("move", frm="a1", to="a3")
    assert move.label == str(move) == "Red moves 5♥ a1 → a3" and made == [1]
    again = pickle.loads(pickle.dumps(move))
    assert again.words == "Red moves 5♥ a1 → a3" and again == move and again.targets == move.targets


def test_every_game_offers_words_for_every_legal_move():
    for game_id in games.ids():
        game = games.get(game_id)
        match = Match.start(game_id, [f"P{i}" for i in range(game.min_players)], game.options_for(game.min_players), 3)
        for _ in range(60):
            if match.is_over():
                break
            seat = match.to_move()[0]
            legal = game.legal_moves(match.state, seat)
            assert all(isinstance(m.label, (str, Words)) and m.label for m in legal), game_id
            match.play(seat, legal[len(legal) // 2])
        # The log's words are made when first shown (a long save replays thousands of moves, the log shows a
        # few): the engine's words for the move played, as `played_label` gives them.
        for before, after, played in zip(match.states, match.states[1:], match.history):
            said = game.table.played_label(before, played.seat, game.find_legal(before, played.seat, played.move), after)
            assert played.move.label == said and isinstance(played.move.words, (str, Words)), game_id
