"""A match from the first colour pick to the last round: turn flow, refusals, undo and determinism."""

import pytest

from tabletop.engine.game import IllegalMove, MalformedMove, Move, NotYourTurn
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.dice_challenge import GAME
from tabletop.games.dice_challenge.positions import match_from_position, position

RED, BLUE, GREEN, YELLOW = range(4)


def start(players=3, seed=4, options=None):
    return Match.start("dice_challenge", [Player(f"P{i}") for i in range(players)], options or {}, seed)


def pick_colours(match):
    """Every seat takes the lowest free colour, in turn."""
    while match.state.phase == "colours":
        seat = match.to_move()[0]
        match.play(seat, match.legal_moves(seat)[0])


def kinds(moves):
    return sorted({m.kind for m in moves})


def test_colours_are_picked_in_turn_from_the_start_player():
    match = start(players=3)
    first = match.state.start
    assert match.to_move() == (first,)
    assert [m.get("colour") for m in match.legal_moves(first)] == [0, 1, 2, 3]
    match.play(first, Move.of("colour", colour=BLUE))
    second = (first + 1) % 3
    assert match.to_move() == (second,)
    with pytest.raises(IllegalMove, match="Blue is already taken"):
        GAME.apply(match.state, second, Move.of("colour", colour=BLUE))
    pick_colours(match)
    assert match.state.phase == "roll" and match.to_move() == (first,)
    assert sorted(match.state.in_play()) == [RED, BLUE, GREEN]


def test_two_players_take_two_colours_each():
    match = start(players=2)
    pick_colours(match)
    state = match.state
    assert len(state.colours_of(0)) == 2 and len(state.colours_of(1)) == 2


def test_rounds_by_player_count():
    for players, rounds in ((2, 10), (3, 8), (4, 6)):
        match = start(players=players, seed=players)
        pick_colours(match)
        turns = 0
        while not match.is_over():
            seat = match.to_move()[0]
            match.play(seat, Move.of("roll"))
            turns += 1
            seat_colour = match.state.colours_of(seat)[0]
            match.play(seat, Move.of("group", colour=seat_colour))
        assert turns == rounds * players
        assert match.view(None)["rounds"]["round"] == rounds


def test_roll_keep_reroll_and_challenge():
    match = start(players=3, seed=11)
    pick_colours(match)
    seat = match.to_move()[0]
    assert kinds(match.legal_moves(seat)) == ["roll"]
    match.play(seat, Move.of("roll"))
    first_roll = match.state.dice
    assert all(1 <= d <= 6 for d in first_roll)
    assert "keep" in kinds(match.legal_moves(seat)) and "reroll" in kinds(match.legal_moves(seat))
    match.play(seat, Move.of("keep", die=0))
    match.play(seat, Move.of("keep", die=2))
    assert match.state.kept == (True, False, True, False, False)
    assert match.can_undo()                          # keeping is only a choice
    match.play(seat, Move.of("reroll"))
    assert not match.can_undo()                      # a roll is never undone
    after = match.state.dice
    assert after[0] == first_roll[0] and after[2] == first_roll[2]
    assert "keep" not in kinds(match.legal_moves(seat)) and "reroll" not in kinds(match.legal_moves(seat))
    with pytest.raises(IllegalMove, match="already used"):
        GAME.apply(match.state, seat, Move.of("reroll"))
    colour = match.state.colours_of(seat)[0]
    match.play(seat, Move.of("straight", colour=colour))
    assert match.to_move() == ((seat + 1) % 3,)
    assert match.can_undo()                          # the challenge may be taken back until the next roll
    match.undo()
    assert match.to_move() == (seat,) and match.state.phase == "choose"
    match.play(seat, Move.of("straight", colour=colour))
    nxt = match.to_move()[0]
    match.play(nxt, Move.of("roll"))
    assert not match.can_undo()


def test_keeping_all_five_offers_no_reroll():
    state = position(dice=(2, 3, 4, 5, 6), kept=range(5))
    assert "reroll" not in kinds(GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove, match="nothing to reroll"):
        GAME.apply(state, 0, Move.of("reroll"))


def test_the_same_seed_rolls_the_same_dice_after_reload_and_undo():
    match = start(players=2, seed=99)
    pick_colours(match)
    seat = match.to_move()[0]
    match.play(seat, Move.of("roll"))
    dice = match.state.dice
    reloaded = match_from_dict(match_to_dict(match))
    assert reloaded.state.dice == dice
    # A fresh replay from the start rolls the same numbers too.
    again = start(players=2, seed=99)
    pick_colours(again)
    again.play(seat, Move.of("roll"))
    assert again.state.dice == dice


def test_impossible_challenges_are_refused_with_the_reason():
    state = position(dice=(1, 1, 5, 5, 5), chips={17: "Blue"})
    assert kinds(GAME.legal_moves(state, 0)) == ["group", "keep", "reroll", "straight"]
    with pytest.raises(IllegalMove, match="Number square 17 is already taken by Blue"):
        GAME.apply(state, 0, Move.of("number", colour=RED))
    assert str(GAME.table.explain(state, 0, ["number/17"])) == "Number square 17 is already taken by Blue."
    assert "add up to 17" in str(GAME.table.explain(state, 0, ["number/14"]))
    assert "Max squares run 21 to 30" in str(GAME.table.explain(state, 0, ["max/25"]))
    with pytest.raises(IllegalMove, match="not one of your colours"):
        GAME.apply(state, 0, Move.of("straight", colour=BLUE))


def test_explain_before_the_roll_and_after_the_reroll():
    before = position(phase="roll")
    assert "Roll the dice first" in str(GAME.table.explain(before, 0, ["dice/1"]))
    assert "Roll the dice first" in str(GAME.table.explain(before, 0, ["straight"]))
    after = position(phase="choose")
    assert "reroll of this turn is used" in str(GAME.table.explain(after, 0, ["dice/1"]))
    assert "not Blue's turn" in str(GAME.table.explain(after, 1, ["dice/1"]))


def test_challenges_change_the_board():
    state = position(dice=(1, 3, 4, 6, 6), straight={"Red": 7})
    moves = {m.kind: m for m in GAME.legal_moves(state, 0)}
    assert str(moves["straight"]) == "Straight of 4: Red moves 2 squares to square 9 (8 points)"
    assert str(moves["number"]) == "Number 20: Red places a chip on square 20 (2 points)"
    assert moves["number"].targets == (("number/20",), ("number/20/red",))  # the square, or Red's ghost chip
    after = GAME.apply(state, 0, moves["number"])
    assert after.chip_on(20) == RED and after.supply[RED] == 4
    assert GAME.facts.conserved(after) == GAME.facts.conserved(state)
    moved = GAME.apply(state, 0, moves["straight"])
    assert moved.straight[RED] == 9 and moved.seat == 1


def test_two_player_challenge_offers_both_colours_on_one_target_and_each_on_its_own_chip():
    state = position(players=2, dice=(2, 3, 4, 5, 6))
    straights = [m for m in GAME.legal_moves(state, 0) if m.kind == "straight"]
    assert [m.get("colour") for m in straights] == [RED, GREEN]
    assert [m.targets for m in straights] == [(("straight",), ("straight/red",)), (("straight",), ("straight/green",))]
    targets = GAME.view(state, 0)["straight"]["preview"]["targets"]
    assert [(t["colour"], t["path"]) for t in targets] == [("Red", "straight/red"), ("Green", "straight/green")]
    assert "Green moves 4 squares" in str(straights[1])


def test_two_player_empty_supply_uses_the_other_colour():
    state = position(players=2, dice=(2, 3, 4, 5, 6), supply={"Red": 0})
    numbers = [m for m in GAME.legal_moves(state, 0) if m.kind == "number"]
    assert [m.get("colour") for m in numbers] == [GREEN]


def test_no_supply_at_all_leaves_the_tracks():
    state = position(players=3, dice=(2, 3, 4, 5, 6), supply={"Red": 0})
    assert kinds(GAME.legal_moves(state, 0)) == ["group", "keep", "reroll", "straight"]


def test_refusals_are_the_right_kind():
    state = position(dice=(2, 3, 4, 5, 6))
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, Move.of("roll"))
    with pytest.raises(MalformedMove):
        GAME.apply(state, 0, Move.of("keep", die=7))
    with pytest.raises(MalformedMove):
        GAME.apply(state, 0, Move.of("straight"))
    with pytest.raises(IllegalMove, match="already rolled"):
        GAME.apply(state, 0, Move.of("roll"))


def test_view_previews_every_challenge():
    state = position(dice=(1, 1, 5, 5, 5), chips={17: "Blue"})
    view = GAME.view(state, None)
    previews = view["challenges"]
    assert previews["straight"]["possible"] and list(map(str, previews["straight"]["lines"])) == [
        "Straight of 3: Red moves 1 square to square 1 (1 point)"]
    assert list(map(str, previews["group"]["lines"])) == ["Group (5-5-5 + 1-1): Red moves 3 squares to square 3 (3 points)"]
    assert not previews["number"]["possible"] and "taken by Blue" in str(previews["number"]["lines"][0])
    assert not previews["max"]["possible"]
    assert view["dice"]["made"]["sum"] == 17


def test_live_totals_in_the_view():
    state = position(players=3, dice=(2, 3, 4, 5, 6), straight={"Red": 9})
    players = GAME.view(state, 0)["players"]
    assert players[0]["total"] == 8 + 4 and players[0]["colours"][0]["supply"] == 5
    assert players[0]["start"] is True


def test_last_round_ends_the_game():
    state = position(players=3, dice=(2, 3, 4, 5, 6), seat=2, round=8, phase="choose")
    over = GAME.apply(state, 2, Move.of("straight", colour=GREEN))
    assert GAME.is_over(over) and GAME.to_move(over) == ()
    assert GAME.legal_moves(over, 0) == []
    assert GAME.result(over)["winners"] == [2]


def test_start_player_other_than_seat_zero_ends_rounds_before_them():
    state = position(players=3, dice=(2, 3, 4, 5, 6), seat=1, start=2, round=1, phase="choose")
    after = GAME.apply(state, 1, Move.of("group", colour=BLUE))
    assert after.seat == 2 and after.round == 2


def test_match_from_position_plays_on():
    match = match_from_position(position(dice=(6, 6, 6, 6, 6)))
    match.play(0, Move.of("max", colour=RED))
    assert match.state.chip_on(30) == RED


def test_a_challenge_that_moves_nothing_asks_first():
    state = position(dice=(2, 2, 4, 6, 6), straight={"Red": 3}, phase="choose")
    warning = GAME.table.warning(state, 0, Move.of("straight", colour=RED))
    assert str(warning).startswith("Straight of 1 gives no steps: Red stays on square 3")
    assert GAME.table.warning(state, 0, Move.of("group", colour=RED)) is None
    assert GAME.table.warning(state, 0, Move.of("number", colour=RED)) is None
