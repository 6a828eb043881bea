"""The move log's words, computer seats that skip the dice toggles, and how seats are named and painted."""

from tabletop.engine.game import Move
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict, read_save, write_save
from tabletop.games.dice_challenge import GAME
from tabletop.games.dice_challenge.log_words import DICE_GAP
from tabletop.games.dice_challenge.positions import match_from_position, position
from tabletop.games.dice_challenge.view import view

RED, BLUE, GREEN, YELLOW = range(4)


def plain(words: str) -> str:
    """The log text with its no-break spaces shown as spaces (they only keep a roll on one line)."""
    return words.replace(DICE_GAP, " ")


def played(match, seat, move):
    """Play `move` and return the log's words for it."""
    match.play(seat, move)
    return plain(str(match.history[-1].move))


def test_a_turn_reads_who_did_what_and_what_the_dice_showed():
    # Four players: seat 3 plays Yellow; its dice are set by hand, then it keeps, rerolls and takes Max.
    match = match_from_position(position(players=4, seat=3, dice=(6, 6, 1, 4, 5), chips={}), None)
    assert played(match, 3, Move.of("keep", die=0)) == "Yellow keeps a 6"
    assert played(match, 3, Move.of("keep", die=1)) == "Yellow keeps a 6"
    assert played(match, 3, Move.of("keep", die=1)) == "Yellow puts back a 6"
    assert played(match, 3, Move.of("keep", die=1)) == "Yellow keeps a 6"
    words = played(match, 3, Move.of("reroll"))
    rolled = [match.state.dice[i] for i in (2, 3, 4)]
    assert words == "Yellow rerolls 3 dice: " + " ".join(map(str, rolled))
    assert match.state.dice[:2] == (6, 6)


def test_a_roll_names_all_five_dice_in_table_order():
    match = match_from_position(position(players=4, seat=3, phase="roll"), None)
    words = played(match, 3, Move.of("roll"))
    assert words == "Yellow rolls " + " ".join(map(str, match.state.dice))
    assert str(match.history[-1].move).count(DICE_GAP) == 4      # the roll never wraps in the middle


def test_challenges_say_what_they_made_and_gave():
    max21 = match_from_position(position(players=4, seat=3, phase="choose", dice=(6, 6, 1, 3, 5)), None)
    assert played(max21, 3, Move.of("max", colour=YELLOW)) == "Yellow: Max 21, a chip on square 21 (2 points)"
    number = match_from_position(position(players=3, seat=1, phase="choose", dice=(1, 2, 3, 2, 3)), None)
    assert played(number, 1, Move.of("number", colour=BLUE)) == "Blue: Number 11, a chip on square 11 (6 points)"
    straight = match_from_position(position(players=4, seat=0, phase="choose", dice=(2, 3, 4, 5, 6),
                                            straight={"Red": 2}), None)
    assert played(straight, 0, Move.of("straight", colour=RED)) == "Red: Straight of 5, 4 squares to square 6 (5 points)"
    group = match_from_position(position(players=4, seat=0, phase="choose", dice=(3, 3, 5, 5, 5)), None)
    assert played(group, 0, Move.of("group", colour=RED)) == "Red: Group 5-5-5 + 3-3, 3 squares to square 3 (3 points)"


def test_passes_and_the_end_of_a_track_are_worded_as_passes():
    none = match_from_position(position(players=4, seat=0, phase="choose", dice=(1, 2, 3, 4, 6)), None)
    assert played(none, 0, Move.of("group", colour=RED)) == "Red: Group, no pair (a pass)"
    short = match_from_position(position(players=4, seat=0, phase="choose", dice=(2, 2, 4, 6, 6)), None)
    assert played(short, 0, Move.of("straight", colour=RED)) == "Red: Straight of 1, no steps (a pass)"
    end = match_from_position(position(players=4, seat=1, phase="choose", dice=(2, 3, 4, 5, 6),
                                       straight={"Blue": 14}), None)
    assert played(end, 1, Move.of("straight", colour=BLUE)) == "Blue: Straight of 5, already on the last square (a pass)"
    near = match_from_position(position(players=4, seat=1, phase="choose", dice=(2, 3, 4, 5, 6),
                                        straight={"Blue": 13}), None)
    assert played(near, 1, Move.of("straight", colour=BLUE)) == "Blue: Straight of 5, 1 square to square 14 (16 points)"


def test_two_players_are_named_by_seat_and_say_which_colour_they_used():
    match = match_from_position(position(players=2, seat=1, phase="choose", dice=(6, 6, 1, 3, 5)), None)
    # With two players seat 1 plays Blue and Yellow.
    assert played(match, 1, Move.of("max", colour=YELLOW)) == "Second (Yellow): Max 21, a chip on square 21 (2 points)"
    assert played(match, 0, Move.of("roll")).startswith("First rolls ")
    start = Match.start("dice_challenge", [Player("A"), Player("B")], {}, 3)
    seat = start.to_move()[0]
    assert played(start, seat, Move.of("colour", colour=GREEN)) == f"{('First', 'Second')[seat]} takes Green"


def test_the_log_reads_the_same_after_a_save_round_trip(tmp_path):
    for players, seed in ((2, 11), (4, 12)):
        match = Match.start("dice_challenge", [Player(f"P{i}") for i in range(players)], {}, seed)
        for turn in range(40):
            seat = match.to_move()[0]
            moves = match.legal_moves(seat)
            keeps = [m for m in moves if m.kind == "keep"]
            match.play(seat, (keeps or moves)[turn % len(keeps or moves)])   # people toggle dice too
        log = [str(p.move) for p in match.history]
        assert any(line.startswith(("Red keeps", "Blue keeps", "First keeps", "Second keeps",
                                    "Green keeps", "Yellow keeps")) for line in log)
        again = match_from_dict(match_to_dict(match))
        assert [str(p.move) for p in again.history] == log
        assert [p.move.label for p in again.history] == [p.move.label for p in match.history]
        path = write_save(tmp_path / f"log{players}.yaml", match)              # and through the file itself
        assert [str(p.move) for p in read_save(path).history] == log


def test_computer_seats_never_toggle_dice_and_still_finish_every_game():
    assert GAME.search.skips == ("keep",)
    for players in (2, 3, 4):
        for seed in range(12):
            match = Match.start("dice_challenge", [Player(f"C{i}", COMPUTER) for i in range(players)], {}, seed)
            while not match.is_over():
                seat = match.to_move()[0]
                match.play(seat, match.computer_move(seat))
                assert len(match.history) < 400
            kinds = [p.move.kind for p in match.history]
            assert "keep" not in kinds
            assert sum(k in ("straight", "group", "number", "max") for k in kinds) == players * {2: 10, 3: 8, 4: 6}[players]
            assert kinds.count("roll") == players * {2: 10, 3: 8, 4: 6}[players]


def test_seats_are_shown_with_their_own_colours_and_painted_only_in_one_they_play():
    two = match_from_position(position(players=2), None).state       # seat 0: Red + Green, seat 1: Blue + Yellow
    seen = view(two, 0)
    assert [str(s) for s in seen["seats"]] == ["First (Red + Green)", "Second (Blue + Yellow)"]
    assert seen["seat_colours"] == [None, None]                      # two colours: plain ink, never red/black
    four = view(match_from_position(position(players=4), None).state, 0)
    assert four["seat_colours"] == [str(s) for s in four["seats"]] == ["Red", "Blue", "Green", "Yellow"]
    fresh = GAME.new_state(4, {}, 5)
    assert [str(s) for s in view(fresh, None)["seats"]] == ["First", "Second", "Third", "Fourth"]
    assert view(fresh, None)["seat_colours"] == [None] * 4             # no colour yet: not painted in one
    picking = GAME.apply(GAME.new_state(2, {}, 5), GAME.new_state(2, {}, 5).seat, Move.of("colour", colour=GREEN))
    labels = view(picking, None)["seats"]
    assert "(Green)" in " ".join(map(str, labels)) and view(picking, None)["seat_colours"] == [None, None]


def test_a_roll_with_no_pair_is_worded_plainly_before_and_after():
    state = position(players=4, seat=0, phase="choose", dice=(1, 2, 3, 4, 6))
    assert str(GAME.table.warning(state, 0, Move.of("group", colour=RED))).startswith(
        "No pair gives no steps: Red stays on Start (a pass).")
    match = match_from_position(state, None)
    assert played(match, 0, Move.of("group", colour=RED)) == "Red: Group, no pair (a pass)"
