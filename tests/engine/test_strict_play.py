"""Match.play keeps only the engine's own legal moves, and options must have exactly their declared types."""

import itertools

import pytest

from tabletop.engine.game import Game, GameError, IllegalMove, MalformedMove, Move, Option
from tabletop.engine.match import Match, Player


class Counting(Game):
    """A lax game for the tests: its apply lets through any number equal to the next one (1.0, True...)."""

    id, title = "counting", "Counting"
    min_players = max_players = 1
    options = (Option("step", "Step", ((1, "One"), (2, "Two")), 1),
               Option("words", "Words", (("plain", "Plain"), ("fancy", "Fancy")), "plain"),
               Option("loud", "Loud", ((False, "Off"), (True, "On")), False))

    def start(self, players, options, seed):
        return 0

    def to_move(self, state):
        return (0,)

    def legal_moves(self, state, seat):
        return [Move.of("count", f"Count to {state + 1}", n=state + 1)]

    def checked(self, state, seat, move):
        if move.kind != "count" or move.get("n") != state + 1:
            raise IllegalMove(f"Count {state + 1} next.")
        return move

    def perform(self, state, seat, move):
        return state + 1

    def view(self, state, seat):
        return {}

    def is_over(self, state):
        return False

    def result(self, state):
        return {}


def counting_match():
    return Match(Counting(), [Player("Solo")], {}, 1)


@pytest.mark.parametrize("n", [1.0, True])
def test_play_refuses_a_move_the_game_let_through_with_the_wrong_type(n):
    match = counting_match()
    assert match.game.apply(match.state, 0, Move.of("count", n=n)) == 1  # the lax game takes it
    with pytest.raises(MalformedMove):
        match.play(0, Move.of("count", n=n))
    assert match.history == [] and match.state == 0


def test_play_stores_the_legal_move_not_the_callers():
    match = counting_match()
    played = match.play(0, Move.of("count", label="my own words", n=1))
    assert str(played) == "Count to 1" and match.history[0].move is played
    assert played.same_as(Move.of("count", n=1))


def test_play_gives_the_games_own_refusal_first():
    with pytest.raises(IllegalMove, match="Count 1 next"):
        counting_match().play(0, Move.of("count", n=5))


def test_backgammon_keeps_only_the_dice_order_it_lists():
    """Backgammon's rules accept a checker's dice in either order; the history keeps only the listed one."""
    match = Match.start("backgammon", [Player("A", "computer"), Player("B", "computer")], {}, 3)
    for _ in range(200):
        seat = match.to_move()[0]
        listed = set(match.legal_moves(seat))
        for move in match.legal_moves(seat):
            if move.kind != "move" or len(set(move.get("dice"))) < 2:
                continue
            for dice in itertools.permutations(move.get("dice")):
                other = Move.of("move", src=move.get("src"), dice=dice)
                if other in listed:
                    continue
                try:
                    match.game.apply(match.state, seat, other)
                except GameError:
                    continue
                before = len(match.history)
                with pytest.raises(MalformedMove):
                    match.play(seat, other)
                assert len(match.history) == before
                return
        match.play(seat, match.computer_move(seat))
    pytest.fail("no unlisted dice order found to try")


@pytest.mark.parametrize("name,value", [
    ("step", 1.0), ("step", True), ("step", "1"), ("step", 2.0), ("words", b"plain"), ("words", ["plain"]),
    ("words", {"plain": 1}), ("words", None), ("loud", 0), ("loud", 1), ("loud", "True"), ("step", [1]),
    ("step", {1}), ("step", {"a": 1}), ("step", (1,)), ("step", 10 ** 5000),
], ids=lambda v: v if isinstance(v, str) and len(v) < 10 else type(v).__name__)
def test_options_must_have_exactly_the_declared_type(name, value):
    with pytest.raises(IllegalMove, match="must be one of"):
        Counting().normalise_options({name: value})


def test_options_of_the_right_type_pass_and_keep_their_type():
    options = Counting().normalise_options({"step": 2, "words": "fancy", "loud": True})
    assert options == {"step": 2, "words": "fancy", "loud": True}
    assert type(options["step"]) is int and type(options["loud"]) is bool


@pytest.mark.parametrize("options", [["step"], "step", 5, [("step", 1)]])
def test_options_that_are_not_settings_are_refused(options):
    with pytest.raises(IllegalMove):
        Counting().normalise_options(options)


def test_an_unknown_option_name_is_not_repeated_at_length():
    with pytest.raises(IllegalMove) as err:
        Counting().normalise_options({"x" * 1_000_000: 1})
    assert len(str(err.value)) < 100
    with pytest.raises(IllegalMove):
        Counting().normalise_options({7: 1})
