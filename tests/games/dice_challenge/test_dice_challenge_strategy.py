"""The computer seat's Dice Challenge strategy: exact keep values, the best placement, legal choices."""

from fractions import Fraction
from itertools import product

import pytest

from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.dice_challenge import GAME
from tabletop.games.dice_challenge import strategy as S
from tabletop.games.dice_challenge.positions import position
from tabletop.games.dice_challenge.scoring import colour_scores
from tabletop.games.dice_challenge.state import CHOOSE, REROLL, advanced

CHALLENGES = ("straight", "group", "number", "max")
# Every Number square taken by the other seats, every Max square free but 22.
NUMBERS_TAKEN = {**{n: ("Blue" if n % 2 else "Green") for n in range(11, 21)}, 22: "Blue"}


def seat_parts(state, seat):
    """(printed points of the seat's colours, the seat's bonuses less the mean of the others')."""
    scores = colour_scores(state)
    printed = sum(scores[c].squares for c in state.colours_of(seat))
    bonus = [sum(scores[c].bonuses for c in state.colours_of(s)) for s in range(state.players)]
    others = [b for s, b in enumerate(bonus) if s != seat]
    return printed, bonus[seat] - sum(others) / len(others)


def brute_placement(state, seat, dice, weight):
    """The best Normal value of a placement with these dice, by playing every legal challenge
    with the game's own moves and scoring the result (no table look-ups)."""
    shown = advanced(state, dice=tuple(dice), phase=CHOOSE)
    printed, bonus = seat_parts(shown, seat)
    best = None
    for move in GAME.legal_moves(shown, seat):
        if move.kind not in CHALLENGES:
            continue
        after = GAME.apply(shown, seat, move)
        now_printed, now_bonus = seat_parts(after, seat)
        value = Fraction(now_printed - printed) + Fraction(weight) * Fraction(now_bonus - bonus)
        best = value if best is None else max(best, value)
    return best


def brute_keep(state, seat, kept, weight):
    """The exact expected value of a keep: every ordered reroll of the other dice, each 1 / 6^n
    (the placement of a roll is worked out once per set of values: the order of dice does not matter)."""
    count = 5 - len(kept)
    total = Fraction(0)
    known = {}
    for rolled in product(range(1, 7), repeat=count):
        dice = tuple(kept) + rolled
        key = tuple(sorted(dice))
        if key not in known:
            known[key] = brute_placement(state, seat, dice, weight)
        total += Fraction(1, 6 ** count) * known[key]
    return total


@pytest.mark.parametrize("kept", [(5, 5), (), (5, 5, 3), (1, 2, 3, 5)])
def test_keep_values_match_a_brute_force_enumeration(kept):
    state = position(dice=(5, 5, 1, 2, 3), players=3, round=3, chips=NUMBERS_TAKEN, straight={"Red": 4},
                     supply={"Blue": 5, "Green": 5})
    values = S.Values(state, 0, S.style_for("normal"))
    exact = brute_keep(state, 0, kept, values.bonus_weight)
    assert values.keep_value(kept) == pytest.approx(float(exact), abs=1e-6)


def test_two_fives_with_square_21_free_are_worth_keeping():
    state = position(dice=(5, 5, 1, 2, 3), players=3, round=3, chips=NUMBERS_TAKEN, supply={"Blue": 5, "Green": 5})
    for level in ("normal", "strong"):
        values = S.Values(state, 0, S.style_for(level))
        values.with_lookahead()
        assert values.keep_value((5, 5)) > values.keep_value(())
        kept, expected = S.best_keep(values, state.dice)
        assert kept == (5, 5) and expected == pytest.approx(values.keep_value((5, 5)))
        move, why = GAME.search.bot_choice(state, 0, level, Rng.from_seed(1))
        assert move.kind == "keep" and move.get("die") in (0, 1)
        assert str(why).startswith("Keep the 5 and 5 and reroll 3 dice")


def test_the_best_keep_is_the_best_of_all_keeps():
    state = position(dice=(6, 6, 6, 2, 1), players=2, round=4, group={"Red": 6}, chips={29: "Blue"})
    values = S.Values(state, 0, S.style_for("normal"))
    kept, expected = S.best_keep(values, state.dice)
    everything = {k: values.keep_value(k) for k in S.keeps(state.dice) if len(k) < 5}
    everything[tuple(sorted(state.dice))] = values.best(state.dice).value
    assert expected == pytest.approx(max(everything.values()))
    assert S.keeps((1, 1, 2)) == ((), (1,), (2,), (1, 1), (1, 2), (1, 1, 2))


def test_a_keep_is_clicked_die_by_die_then_rerolled():
    """The seat toggles the dice of its plan one click at a time, then rerolls the rest."""
    state = position(dice=(5, 2, 5, 1, 3), players=3, round=3, chips=NUMBERS_TAKEN, supply={"Blue": 5, "Green": 5})
    kinds = []
    for _ in range(6):
        move, _ = GAME.search.bot_choice(state, 0, "normal", Rng.from_seed(2))
        assert move in GAME.legal_moves(state, 0)
        kinds.append(move.kind)
        state = GAME.apply(state, 0, move)
        if move.kind == "reroll":
            break
    assert kinds == ["keep", "keep", "reroll"]
    assert state.phase == CHOOSE and sorted(d for d, k in zip(state.dice, state.kept) if k) == [5, 5]


def test_the_final_choice_is_the_best_placement():
    state = position(dice=(6, 6, 6, 5, 6), players=2, phase=CHOOSE, round=5, chips={30: "Blue"})
    values = S.Values(state, 0, S.style_for("normal"))
    move, why = GAME.search.bot_choice(state, 0, "normal", Rng.from_seed(3))
    assert move in GAME.legal_moves(state, 0)
    best = brute_placement(state, 0, state.dice, values.bonus_weight)
    assert values.best(state.dice).value == pytest.approx(float(best))
    # Four 6s: Group 3 squares; 29 on the Max squares is free (10 points), and takes the Max bonus.
    assert move.kind == "max" and "10 points now" in str(why)


def test_keeping_all_five_places_at_once():
    state = position(dice=(6, 6, 6, 6, 6), players=3, round=2)
    move, why = GAME.search.bot_choice(state, 0, "normal", Rng.from_seed(4))
    assert move.kind == "max" and "Keeping all five" in str(why)


def test_the_turn_value_is_at_least_the_value_without_a_reroll():
    state = position(dice=(1, 2, 3, 4, 5), players=4, round=2, straight={"Red": 3})
    style = S.style_for("normal")
    with_reroll = S.turn_value(state, 0, style, 1, True)
    without = S.turn_value(state, 0, style, 1, False)
    assert with_reroll > without > 0
    last_turn = position(dice=(1, 2, 3, 4, 5), players=4, round=6)
    assert S.turn_value(last_turn, 0, style, 1, True) == 0.0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["normal", "strong"])
def test_bot_choice_is_legal_through_a_whole_game(players, level):
    match = Match.start("dice_challenge", [Player(f"P{i}") for i in range(players)], GAME.options_for(players), 11)
    steps = 0
    while not match.is_over():
        state = match.state
        seat = match.to_move()[0]
        world = GAME.determinize(state, seat, Rng.from_seed(steps))
        move, why = GAME.search.bot_choice(world, seat, level, Rng.from_seed(steps))
        assert move in match.legal_moves(seat), (move, state.phase)
        assert why and str(why).endswith(".")
        match.play(seat, move)
        steps += 1
        if level == "strong" and steps > 60:
            break   # Strong is slower; a few turns are enough


def test_easy_seats_still_never_keep():
    assert "keep" in GAME.search.skips
    state = position(dice=(5, 5, 1, 2, 3), players=3, phase=REROLL)
    assert GAME.search.bot_choice(state, 1, "normal", Rng.from_seed(1)) is None   # not that seat's turn
