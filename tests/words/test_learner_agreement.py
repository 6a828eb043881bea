"""A lesson names its learner's seat "You": every sentence that names that seat agrees with it in English
("You win 1 point", "Your turn"), whichever game says it and wherever it is shown, and reads as it should
in Japanese."""

import pytest

from tabletop.engine.match import Player
from tabletop.engine.game import Move
from tabletop.games.backgammon.positions import match_from_position, position
from tabletop.session.naming import Seating
from tabletop.words import Person, say, text, use
from tabletop.words.wording import localized

WHITE, BLACK = 0, 1


def you_as(name):
    """How a lesson's table reads its seats: the learner's (White's) as `name`, the others by their words."""
    return lambda person: name if person.seat == WHITE else None


@pytest.fixture
def japanese():
    use("ja")
    yield
    use("en")


def dropped(key="backgammon.game.dropped"):
    return say(key, loser=Person(BLACK, say("seat.black")), who=Person(WHITE, say("seat.white")), count=1)


def test_a_message_that_names_the_learner_as_you_takes_the_plain_verb():
    assert text(dropped(), "en", you_as("You")) == "Black dropped the double: You win 1 point."
    assert text(dropped(), "en", you_as("Carol")) == "Black dropped the double: Carol wins 1 point."
    assert text(dropped(), "en") == "Black dropped the double: White wins 1 point."


def test_a_list_of_one_seat_read_as_you_agrees_and_a_list_of_two_is_already_plural():
    one = say("three_kings.result.most", who=(Person(WHITE, "Red"),), count=1, score=85, how="sets")
    assert text(one, "en", you_as("You")) == "You win with the most points: 85 (sets)."
    two = say("three_kings.result.most", who=(Person(WHITE, "Red"), Person(BLACK, "Blue")), count=2, score=85,
              how="sets")
    assert text(two, "en", you_as("You")) == "You and Blue share the win with the most points: 85 (sets)."


def test_only_the_sentence_that_names_the_learner_changes_not_the_words_around_it():
    """A seat read as "You" inside a longer message: the outer sentence says nothing of the learner."""
    status = say("_.sentences", parts=(dropped(), say("backgammon.status.next_game", who=Person(BLACK, "Black"))))
    assert text(status, "en", you_as("You")) == "Black dropped the double: You win 1 point. Black: start the next game."


def test_the_japanese_sentence_reads_the_learner_as_anata_unchanged(japanese):
    assert text(dropped(), "ja", you_as("あなた")) == "黒がダブルをドロップ：あなたが1点を得ます。"


def test_the_backgammon_tables_status_after_a_drop_agrees_with_you():
    """Tried as a new player would: the lesson's drop read "You wins 1 point" on the status panel and the
    banner, which show the view's own sentences."""
    match = match_from_position(position(turn=BLACK, options={"match": 3}), [Player("You"), Player("Black")],
                                {"match": 3})
    match.play(BLACK, Move.of("double"))
    match.play(WHITE, Move.of("drop"))
    status = localized(match.view(WHITE), Seating(match).reading)["status"]
    assert status == "You dropped the double: Black wins 1 point. Score: You 0, Black 1 (match to 3). " \
                     "You: start the next game."
    won = match_from_position(position(turn=WHITE, options={"match": 3}), [Player("You"), Player("Black")],
                              {"match": 3})
    won.play(WHITE, Move.of("double"))
    won.play(BLACK, Move.of("drop"))
    status = localized(won.view(WHITE), Seating(won).reading)["status"]
    assert status.startswith("Black dropped the double: You win 1 point. Score: You 1, Black 0")
