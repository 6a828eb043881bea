"""The games that word a malformed move in their own sentences (WYSIWYG, The Things) keep them, in
English and Japanese, now that the move's fields are read by the schema layer."""

import pytest

from tabletop.engine.game import MalformedMove, Move
from tabletop.games.the_things.moves import check_shape as things_shape
from tabletop.games.wysiwyg.moves import check_shape as wysiwyg_shape
from tabletop.words import text

REFUSED = [
    (wysiwyg_shape, Move.of("zap"), "WYSIWYG has no move called 'zap'.", "ウィジウィグに 'zap' という手はありません。"),
    (wysiwyg_shape, Move.of("bid"), "A 'bid' move takes number.", "'bid' の手の項目は number です。"),
    (wysiwyg_shape, Move.of("pass", x=1), "A 'pass' move takes no fields.", "'pass' の手には項目がありません。"),
    (wysiwyg_shape, Move.of("bid", number=1.0), "The number of a 'bid' move must be a whole number.",
     "'bid' の手の number は整数でなければなりません。"),
    (things_shape, Move.of("zap"), "The Things has no move called 'zap'.", "ザ・シングスに'zap'という手はありません。"),
    (things_shape, Move.of("offer", card=1), "A 'offer' move needs exactly: card, want.",
     "「offer」の手に必要な項目は、ちょうど次のとおりです：card, want"),
    (things_shape, Move.of("pass", x=1), "A 'pass' move needs exactly: no fields.", "「pass」の手には項目がありません。"),
    (things_shape, Move.of("offer_many", gives=(1, "a"), want=2), "The 'gives' of a 'offer_many' move has the wrong type.",
     "「offer_many」の手の「gives」の型が正しくありません。"),
]


@pytest.mark.parametrize("check, move, english, japanese", REFUSED, ids=lambda v: str(v)[:20])
def test_a_malformed_move_is_refused_in_the_games_own_words(check, move, english, japanese):
    with pytest.raises(MalformedMove) as err:
        check(move)
    assert text(err.value.reason, "en") == english
    assert text(err.value.reason, "ja") == japanese


@pytest.mark.parametrize("check, move", [(wysiwyg_shape, Move.of("bid", number=10 ** 40)),
                                         (things_shape, Move.of("offer_many", gives=(1, 2), want=2)),
                                         (things_shape, Move.of("offer_many", gives=(), want=2))])
def test_well_shaped_moves_pass_whatever_their_numbers(check, move):
    check(move)  # too big a bid, or a card nobody holds, is the rules' to refuse
