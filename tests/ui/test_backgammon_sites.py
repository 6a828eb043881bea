"""Backgammon as the big sites play it: dice on the board, the whole last turn marked, a board kept one
way, bearing off by double-click, no choice between equal outcomes, auto-roll, the final position at the end."""

import pygame
import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.saves import save_text
from tabletop.games.backgammon.positions import match_from_position, position
from tabletop.ui import theme
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import from_data, read_settings, settings_path
from tabletop.ui.zones.backgammon_dice import dice_rects, die_side
from tabletop.ui.zones.backgammon_board import CHECKER_FILL, journeys
from tabletop.ui.zones.log import entry_parts

from bg_views import backgammon_view, midgame_board, start_board
from test_backgammon_ui import board_zone, colour_at
from ui_helpers import centre_of, click, frame, switch, switch_label

BEAR_OFF = {"white": {3: 2, 2: 1}, "black": {6: 15}}


def table_at(ctx, state, players=None) -> TableScene:
    """A table (not autosaving) for a prepared position, drawn once."""
    match = match_from_position(state, players or [Player("Ann"), Player("Bo")])
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    frame(ctx)
    return table


# --- dice on the board -----------------------------------------------------------------------
def _die_pixels(view, window=(1280, 800)):
    drawer, rect = board_zone(window=window)
    surface = pygame.Surface(window)
    drawer.draw(surface, rect, view)
    geo = drawer.geometry(rect, view)
    return surface, geo


@pytest.mark.parametrize("window", [(1000, 700), (1280, 800), (1920, 1200)])
def test_the_roll_lies_on_the_board_in_the_movers_half_between_the_stacks(window):
    view = backgammon_view(start_board(), dice=(5, 2))
    surface, geo = _die_pixels(view, window)
    bare, _ = _die_pixels({**view, "dice": [], "dice_left": []}, window)
    boxes = dice_rects(geo, 2, mover_below=True)
    right_quadrant = pygame.Rect(geo.field.right - round(6 * geo.pw), geo.top, round(6 * geo.pw), geo.bottom - geo.top)
    for box in boxes:
        assert right_quadrant.contains(box)
        assert colour_at(surface, box.center) != colour_at(bare, box.center)
    # Clear of the fifth checker of the tallest stacks, above and below.
    assert boxes[0].top > geo.spot("board/point/13", 4)[1] + geo.checker // 2
    assert boxes[0].bottom < geo.spot("board/point/12", 4)[1] - geo.checker // 2
    assert die_side(geo) >= geo.pw * 0.5


def test_the_player_at_the_top_rolls_in_the_left_half():
    view = {**backgammon_view(start_board(), viewer=0, dice=(4, 1)), "turn": 1}
    surface, geo = _die_pixels(view)
    bare, _ = _die_pixels({**view, "dice": []})
    for box in dice_rects(geo, 2, mover_below=False):
        assert box.right < geo.bar_x and colour_at(surface, box.center) != colour_at(bare, box.center)


def test_a_used_die_is_dimmed_on_the_board():
    view = backgammon_view(start_board(), dice=(6, 6), dice_left=(6, 6))
    surface, geo = _die_pixels(view)
    boxes = dice_rects(geo, 4, mover_below=True)
    used, unused = colour_at(surface, boxes[0].center), colour_at(surface, boxes[3].center)  # a six's bare middle
    assert sum(used) < sum(unused) - 60


# --- the whole last turn ----------------------------------------------------------------------
def test_a_checker_that_moves_on_is_one_journey():
    turn = [["board/point/13", "board/point/8", 0, False], ["board/point/8", "board/point/5", 0, False],
            ["board/point/24", "board/point/18", 0, False]]
    assert journeys(turn) == [("board/point/13", "board/point/5", 0), ("board/point/24", "board/point/18", 0)]


def test_a_checker_never_goes_on_from_where_the_other_colour_landed():
    # A Synchro-gammon round: White lands on 8, Black hits it there and moves on from 8 later.
    round_steps = [["board/point/13", "board/point/8", 0, False], ["board/point/3", "board/point/8", 1, True],
                   ["board/point/8", "board/point/5", 1, False]]
    assert journeys(round_steps) == [("board/point/13", "board/point/8", 0), ("board/point/3", "board/point/5", 1)]


def test_every_step_of_the_opponents_turn_is_marked_on_the_table(ctx):
    state = position({"white": {13: 2, 24: 2, 6: 11}, "black": {6: 15}}, dice=(6, 5))
    table = table_at(ctx, state)
    for label in ("White 24/18", "White 13/8"):
        move = next(m for m in table.match.legal_moves(0) if str(m) == label)
        table.play(move)
    assert table.viewer == 1
    last = table.marks(table.table_view()).last
    assert last == {"board/point/24", "board/point/18", "board/point/13", "board/point/8"}
    # Drawn: a ring where the checker left 24 (White's side, for Black at the bottom) and round where it stopped.
    drawer, rect = board_zone(viewer=1)
    view = table.table_view()
    geo = drawer.geometry(rect, view)
    plain, marked = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
    drawer.draw(plain, rect, {**view, "last_turn": []})
    drawer.draw(marked, rect, view)
    x, y = geo.spot("board/point/24", 1)  # above the checker that stayed on 24
    ring = [colour_at(marked, (x + dx, y)) for dx in range(geo.checker // 2 - 6, geo.checker // 2 + 1)]
    assert theme.LAST in ring and theme.LAST not in [colour_at(plain, (x + dx, y)) for dx in range(-2, geo.checker // 2 + 1)]


# --- the board kept one way -------------------------------------------------------------------
def _board_geometry(table):
    for rect, drawer, data, _path in table.hit_boxes:
        if drawer.kind == "bgboard":
            return drawer.geometry(rect, data)
    raise AssertionError("no board")


def test_the_board_turns_to_each_player_unless_kept_one_way(ctx):
    state = position({"white": {13: 15}, "black": {13: 15}}, turn=1, dice=(3, 1))
    table = table_at(ctx, state)
    assert table.viewer == 1 and _board_geometry(table).flipped           # Black sees its home bottom right
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b"))
    assert ctx.settings.fixed_board and "one way" in table.message
    table.draw(ctx.screen)
    assert not _board_geometry(table).flipped                               # White's side stays at the bottom
    # Clicks follow the drawing: Black's 13 point (absolute 12) is where the fixed board draws it.
    move = next(m for m in table.match.legal_moves(1) if m.kind == "move")
    start = move.targets[0][0]
    assert table.path_at(_board_geometry(table).point_rect(int(start.rsplit("/", 1)[1])).center) == start
    assert switch_label(table, "board").startswith("Board: fixed")
    switch(ctx, table, "board")                                             # and back, through Options
    assert not ctx.settings.fixed_board and _board_geometry(table).flipped


def test_the_log_uses_the_numbers_on_the_board_for_both_colours(ctx):
    """A person (White) against the computer (Black): the board shows White's numbers, and Black's moves
    are logged in them too ("Bo 17/19", not Black's own "8/6"), kept one way or not."""
    state = position({"white": {13: 15}, "black": {8: 1, 13: 14}}, turn=1, dice=(2, 1))
    players = [Player("Ann"), Player("Bo", COMPUTER)]
    table = table_at(ctx, state, players)
    assert table.viewer == 0 and not _board_geometry(table).flipped        # the person's board: White's side
    assert _board_geometry(table).number(17) == 17                          # Black on roll: still White's numbers
    move = next(m for m in table.match.legal_moves(1) if m.get("src") == 8 and m.get("dice") == (2,))
    table.match.play(1, move)
    assert last_words(table) == "Bo 17/19"
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b"))   # keep it one way
    table.draw(ctx.screen)
    geo = _board_geometry(table)
    assert [geo.number(p) for p in (17, 19)] == [17, 19] and last_words(table) == "Bo 17/19"


def test_between_two_people_the_log_turns_with_the_board(ctx):
    """The board turns to whoever decides and so do its numbers: every move in the log reads in the numbers
    of the side now at the bottom (White's 13/11 is 12/14 on Black's board)."""
    state = position({"white": {13: 15}, "black": {8: 1, 13: 14}}, dice=(2, 1))
    table = table_at(ctx, state)
    move = next(m for m in table.match.legal_moves(0) if m.get("src") == 13 and m.get("dice") == (2,))
    table.play(move)
    assert table.viewer == 0 and last_words(table) == "Ann 13/11"
    table.play(next(m for m in table.match.legal_moves(0) if m.kind == "move"))
    table.play(next(m for m in table.match.legal_moves(1) if m.kind == "roll"))
    table.draw(ctx.screen)
    assert table.viewer == 1 and _board_geometry(table).flipped
    log = [entry_parts(entry)[0] for entry in table.table_view()["log"]]
    assert "Ann 12/14" in log and "Ann 13/11" not in log
    assert _board_geometry(table).number(13) == 12


def last_words(table):
    return entry_parts(table.table_view()["log"][-1])[0]


def test_the_preferences_are_remembered_settings_never_part_of_a_save(ctx):
    table_at(ctx, position(dice=(3, 1)))
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b"))
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    ctx.saver.flush()
    saved, problem = read_settings(settings_path(ctx.saves_dir))
    assert not problem and saved.fixed_board and saved.auto_roll
    assert from_data({"format": "tabletop-settings", "sound": False}).fixed_board is False  # an older file
    text = save_text(Match.start("backgammon", [Player("Ann"), Player("Bo")], {}, 3))
    assert "fixed_board" not in text and "auto_roll" not in text


def test_only_games_with_a_turning_board_offer_the_board_switch(ctx):
    match = Match.start("dice_challenge", [Player("Ann"), Player("Bo")], {}, 3)
    table = TableScene(ctx, match, autosave=False)
    names = [name for name, _ in table.option_rows()]
    assert "board" not in names and "autoroll" not in names and "sound" in names
    people = [Player(n) for n in "ABCD"]
    synchro = TableScene(ctx, Match.start("synchrogammon", people, {"board": "turns"}, 3), autosave=False)
    names = [name for name, _ in synchro.option_rows()]
    assert "board" in names and "autoroll" not in names
    kept = TableScene(ctx, Match.start("synchrogammon", people, {}, 3), autosave=False)
    assert "board" not in [name for name, _ in kept.option_rows()]  # the match keeps it one way: nothing to switch


# --- bearing off: a double-click, and no choice between equal outcomes ------------------------------
class Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


def test_a_double_click_bears_the_checker_off_with_the_highest_die(ctx):
    table = table_at(ctx, position(BEAR_OFF, dice=(6, 5)))
    table.now = clock = Clock()
    point = centre_of(table, "board/point/3")
    click(ctx, point)
    assert table.selection.clicks == ["board/point/3"]
    clock.t += 0.1
    click(ctx, point)
    played = table.match.history[-1].move
    assert played.kind == "move" and played.get("src") == 3 and played.get("dice") == (6,)
    assert table.choice is None and table.match.state.board.off[0] == 13


def test_two_slow_clicks_are_no_double_click(ctx):
    table = table_at(ctx, position(BEAR_OFF, dice=(6, 5)))
    table.now = clock = Clock()
    point = centre_of(table, "board/point/3")
    click(ctx, point)
    clock.t += 2.0
    click(ctx, point)                                 # the second click puts the checker down again
    assert table.match.history == [] and table.selection.clicks == []


def test_bearing_off_with_either_die_asks_nothing(ctx):
    table = table_at(ctx, position(BEAR_OFF, dice=(6, 5)))
    click(ctx, centre_of(table, "board/point/3"))
    click(ctx, centre_of(table, "board/off/0"))
    assert table.choice is None and len(table.match.history) == 1
    assert table.match.history[-1].move.get("dice") == (6,)


def test_moves_that_end_differently_still_ask_which(ctx):
    table = table_at(ctx, position({"white": {13: 15}, "black": {15: 1, 6: 14}}, dice=(5, 3)))
    click(ctx, centre_of(table, "board/point/13"))
    click(ctx, centre_of(table, "board/point/5"))
    assert table.choice is not None and table.match.history == []
    assert sorted(str(m) for m in table.choice.moves) == ["White 13/10*/5", "White 13/8/5"]


# --- auto-roll ---------------------------------------------------------------------------------
def _idle(ctx, table, frames=120):
    for _ in range(frames):
        table.update(1 / 20)
        table.draw(ctx.screen)


def test_auto_roll_rolls_when_rolling_is_the_only_move_and_says_so(ctx):
    ctx.settings = from_data({"auto_roll": True})
    table = table_at(ctx, position(options={"cube": 0}))
    assert [m.kind for m in table.match.legal_moves(0)] == ["roll"]
    _idle(ctx, table)
    assert [p.move.kind for p in table.match.history] == ["roll"]
    assert table.message.startswith(f"Auto-roll: {table.match.players[0].name} rolls")


def test_auto_roll_leaves_the_choice_when_a_double_is_possible_and_waits_when_off(ctx):
    ctx.settings = from_data({"auto_roll": True})
    table = table_at(ctx, position())                     # the cube is in use: roll or double
    assert {m.kind for m in table.match.legal_moves(0)} == {"roll", "double"}
    _idle(ctx, table)
    assert table.match.history == []
    ctx.settings = from_data({"auto_roll": False})
    table = table_at(ctx, position(options={"cube": 0}))
    _idle(ctx, table)
    assert table.match.history == []


# --- the end: the final position, then the results ------------------------------------------------
def test_the_results_come_over_the_final_position_not_the_one_before(ctx):
    players = [Player("Ann"), Player("Bo", COMPUTER)]
    table = table_at(ctx, position({"white": {1: 1}, "black": {6: 15}}, dice=(6, 5)), players)
    table.play(table.match.legal_moves(0)[0])           # the last checker goes off: the match is over
    assert table.match.is_over() and ctx.scenes.top is table   # the move lands on the table first
    for _ in range(200):
        if ctx.scenes.top is not table:
            break
        frame(ctx)
        table.update(1 / 20)
    assert isinstance(ctx.scenes.top, ResultsScene)
    under = pygame.Surface(ctx.size)
    table.draw(under)                                       # as the results scene draws it underneath
    settled = TableScene(ctx, table.match, autosave=False)  # a fresh table starts with the move landed
    fresh = pygame.Surface(ctx.size)
    settled.draw(fresh)
    board = next(rect for rect, drawer, _, _ in table.hit_boxes if drawer.kind == "bgboard")
    assert pygame.image.tobytes(under.subsurface(board), "RGB") == pygame.image.tobytes(fresh.subsurface(board), "RGB")
    geo = _board_geometry(table)
    assert colour_at(under, geo.slab(0, 14).center) == CHECKER_FILL[0]   # all fifteen White checkers are off
    assert colour_at(under, geo.spot("board/point/1", 0)) != CHECKER_FILL[0]


def test_a_finished_games_result_lies_across_its_final_position():
    drawer, rect = board_zone()
    summary = "White wins a gammon: 2 x cube 1 = 2 points."
    view = {**backgammon_view(midgame_board(), dice=(), phase="between"),
            "games": [{"winner": 0, "kind": "Gammon", "cube": 1, "points": 2, "summary": summary}]}
    geo = drawer.geometry(rect, view)
    banner, playing = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
    drawer.draw(banner, rect, view)
    drawer.draw(playing, rect, {**view, "phase": "move"})
    middle = (geo.field.centerx - geo.field.width // 3, round(geo.mid))
    assert colour_at(banner, middle) != colour_at(playing, middle)
    top_stack = geo.spot("board/point/13", 4)
    assert colour_at(banner, top_stack) == colour_at(playing, top_stack)   # the position stays in view
