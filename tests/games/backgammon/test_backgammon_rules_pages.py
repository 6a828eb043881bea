"""The rules pages' pictures say what the engine does in those positions."""

from tabletop.games.backgammon import GAME
from tabletop.games.backgammon.positions import table_position
from tabletop.games.backgammon_board import Board, apply_step, step_targets, win_kind
from tabletop.rules_book import load_book, table_view
from backgammon_helpers import by_label, labels

BOOK = load_book("backgammon")
PAGES = {page.title: page for page in BOOK.pages}


def state_of(title):
    return table_position(PAGES[title].table.setup)


def test_the_book_covers_the_issue_topics():
    wanted = {"The goal and the start", "Who starts, and rolling", "Hitting", "The bar and entering",
              "Blocked points", "Bearing off", "The doubling cube", "Gammon and backgammon",
              "Doubles, and using all of the roll"}
    assert wanted <= set(PAGES)
    for title in wanted:
        assert PAGES[title].table is not None, title
        view = table_view("backgammon", PAGES[title].table)
        assert view["board"]["pips"][0] > 0 or view["board"]["off"][0] > 0


def test_start_picture_is_the_start():
    assert state_of("The goal and the start").board == Board.initial()


def test_larger_die_picture():
    assert labels(state_of("Doubles, and using all of the roll")) == ["White 13/7"]


def test_entering_picture():
    state = state_of("The bar and entering")
    assert [str(m) for m in GAME.legal_moves(state, 0) if "bar/" in str(m)] == ["White bar/23"]
    assert all(str(m).startswith("White bar/23") for m in GAME.legal_moves(state, 0))
    after = by_label(state, "White bar/23")
    assert after.dice_left == (6,) and labels(after)      # the 6 is then played elsewhere


def test_hitting_picture_has_black_on_the_bar():
    state = state_of("Hitting")
    assert state.board.bar == (0, 1) and state.moved == ((0, 13, 10, True),)


def test_prime_picture_traps_the_black_checker():
    state = state_of("Blocked points")
    board = state.board
    for die in range(1, 7):
        assert (1, 22, 22 - die) not in step_targets(board, 1, die)


def test_bearing_off_picture():
    state = state_of("Bearing off")
    moves = labels(state)
    # The 6 bears off from the highest point; the 4 cannot bear off from 2 and is played 5/1.
    assert "White 5/off" in moves and "White 5/1" in moves and "White 2/off" not in moves
    after = by_label(state, "White 5/off")
    assert after.dice_left == (4,) and labels(after) == ["White 5/1"]


def test_cube_picture_values():
    state = state_of("The doubling cube")
    assert labels(state) == ["Take (cube 4)", "Drop (ends the game, lose 2)"]


def test_gammon_picture_is_a_backgammon():
    state = state_of("Gammon and backgammon")
    after, _ = apply_step(state.board, (0, 2, 0))
    assert win_kind(after, 0) == 3
