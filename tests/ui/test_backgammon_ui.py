"""The backgammon board zone: drawing every kind of view, hit paths in both orientations, marks, stacks, replay."""


import pygame
import pytest

from tabletop.engine.match import Match, Player
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window, run_frame
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.scenes.table_drawing import ANIMATION_SECONDS
from tabletop.ui.layout import Scaler, load_layout
from tabletop.words.wording import localized
from tabletop.ui.zones import DRAWERS, Marks, resolve
from tabletop.ui.zones.backgammon_board import BackgammonBoardDrawer, checker_picture
from tabletop.ui.zones.backgammon_replay import GLIDE_SECONDS, TO_BAR_SECONDS, frame_state, replay_seconds
from tabletop.ui.zones.backgammon_panel import dice_faces, info_lines

from bg_views import backgammon_view, bearoff_board, board_view, midgame_board, start_board, synchro_view
from ui_helpers import centre_of, click, frame

ALL_PATHS = ([f"board/point/{n}" for n in range(1, 25)]
             + [f"board/{kind}/{c}" for kind in ("bar", "off") for c in (0, 1)])


def board_zone(game="backgammon", viewer=0, window=(1280, 800)):
    """(drawer, window rect) of the board zone of a shipped layout."""
    layout = load_layout(game)
    zone = layout.zone("board")
    return BackgammonBoardDrawer(zone, viewer, zone.path), Scaler(layout.canvas, window).to_window(zone.rect)


def draw_table(game, view, marks=Marks(), window=(1280, 800), players=2):
    surface = pygame.Surface(window)
    layout = load_layout(game)
    scaler = Scaler(layout.canvas, window)
    view = localized(view)  # as the table draws it: messages made into words
    viewer = view.get("viewer")
    for zone in layout.for_players(players):
        path = zone.path_for(viewer, players)
        DRAWERS[zone.kind](zone, viewer, path).draw(surface, scaler.to_window(zone.rect), resolve(view, path), marks)
    return surface


VIEWS = {
    "start": lambda: backgammon_view(start_board(), dice=()),
    "midgame_hit_bar": lambda: backgammon_view(midgame_board(), dice=(4, 4), dice_left=(4, 4)),
    "bearing_off_black": lambda: backgammon_view(bearoff_board(), viewer=1, dice=(6, 2), dice_left=(2,)),
    "public": lambda: {**backgammon_view(midgame_board()), "viewer": None, "viewer_colour": None},
    "cube_offered": lambda: backgammon_view(start_board(), cube={"value": 2, "owner": 0, "offered_by": 0,
                                                                 "enabled": True, "label": "White doubles to 4"}),
    "no_cube_no_match": lambda: {**backgammon_view(start_board()), "cube": {"enabled": False}, "match": None},
}


@pytest.mark.parametrize("window", [(1280, 800), (960, 600), (1920, 1200)])
@pytest.mark.parametrize("name", list(VIEWS))
def test_every_kind_of_view_draws(name, window):
    view = VIEWS[name]()
    marks = Marks(selected=frozenset({"board/point/13"}), targets=frozenset({"board/point/10", "board/off/0", "board/bar/1"}),
                  last=frozenset({"board/point/8", "board/point/5"}), hover="board/point/4")
    draw_table("backgammon", view, marks, window)


@pytest.mark.parametrize("viewer_colour", [0, 1, None])
def test_every_point_bar_and_tray_hits_its_path(viewer_colour):
    drawer, rect = board_zone()
    view = {**backgammon_view(midgame_board()), "viewer_colour": viewer_colour}
    geo = drawer.geometry(rect, view)
    centres = {f"board/point/{n}": geo.point_rect(n).center for n in range(1, 25)}
    centres.update({f"board/bar/{c}": geo.bar_rect(c).center for c in (0, 1)})
    centres.update({f"board/off/{c}": geo.tray_floor(c).center for c in (0, 1)})
    assert sorted(centres) == sorted(ALL_PATHS)
    for path, centre in centres.items():
        assert drawer.hit(rect, view, centre, "") == path
    assert len(set(centres.values())) == len(centres)
    assert drawer.hit(rect, view, (rect.x + 1, rect.y + 1), "") is None  # the frame's corner


def test_every_path_is_reachable_by_a_scan_of_the_board():
    drawer, rect = board_zone()
    view = backgammon_view(start_board())
    found = {drawer.hit(rect, view, (x, y), "") for x in range(rect.left, rect.right, 5)
             for y in range(rect.top, rect.bottom, 5)}
    assert found - {None} == set(ALL_PATHS)


def test_white_sees_its_home_bottom_right_and_black_sees_its_own():
    drawer, rect = board_zone()
    white = drawer.geometry(rect, backgammon_view(start_board(), viewer=0))
    black = drawer.geometry(rect, backgammon_view(start_board(), viewer=1))
    # White's point 1 is the bottom-right point; Black's own point 1 (absolute 24) lies there for Black.
    assert white.point_rect(1).centerx > white.point_rect(6).centerx > white.point_rect(7).centerx
    assert white.point_rect(1).centery > white.point_rect(24).centery
    assert black.point_rect(24).center == white.point_rect(1).center
    assert black.point_rect(1).center == white.point_rect(24).center
    assert black.point_rect(13).center == white.point_rect(12).center
    # Each player's own bar half and tray are the lower ones.
    assert white.bar_rect(0).centery > white.bar_rect(1).centery
    assert black.bar_rect(1).centery > black.bar_rect(0).centery
    assert white.tray_rect(0).centery > white.tray_rect(1).centery
    assert black.tray_rect(1).centery > black.tray_rect(0).centery
    assert white.own(5) == 5 and black.own(5) == 20


def test_numbers_are_the_viewers_own():
    """The bottom-right number reads 1 for both players: drawn labels differ between the two sides."""
    drawer, rect = board_zone()
    shots = []
    for viewer in (0, 1):
        surface = pygame.Surface((1280, 800))
        view = backgammon_view(board_view({}, {}), viewer=viewer)
        drawer.draw(surface, rect, view)
        geo = drawer.geometry(rect, view)
        strip = pygame.Rect(geo.point_rect(1 if viewer == 0 else 24).x, round(geo.bottom), round(geo.pw), round(geo.pw * 0.5))
        shots.append(pygame.image.tobytes(surface.subsurface(strip), "RGB"))
    assert shots[0] == shots[1]  # both show "1" in the bottom-right number slot


def number_strip(drawer, rect, view, point):
    """The picture of the number printed by an absolute point."""
    surface = pygame.Surface((1280, 800))
    drawer.draw(surface, rect, view)
    geo = drawer.geometry(rect, view)
    x, top = geo.column(point)
    y = round(geo.top - geo.pw * 0.5) if top else round(geo.bottom)
    return pygame.image.tobytes(surface.subsurface(pygame.Rect(round(x), y, round(geo.pw), round(geo.pw * 0.5))), "RGB")


def test_the_board_is_numbered_from_the_side_at_the_bottom_whoever_is_on_roll():
    """White's board, Black on roll: the numbers stay White's (the log numbers Black's moves the same way),
    so nothing printed changes while the board does not turn."""
    drawer, rect = board_zone()
    white_on_roll = {**backgammon_view(board_view({}, {}), viewer=0), "on_roll": 0}
    black_on_roll = {**white_on_roll, "on_roll": 1}
    white, black = drawer.geometry(rect, white_on_roll), drawer.geometry(rect, black_on_roll)
    assert white.column(1) == black.column(1)  # the same orientation
    assert [white.number(p) for p in (1, 8, 17, 24)] == [black.number(p) for p in (1, 8, 17, 24)] == [1, 8, 17, 24]
    assert number_strip(drawer, rect, black_on_roll, 17) == number_strip(drawer, rect, white_on_roll, 17)
    turned = drawer.geometry(rect, {**black_on_roll, "viewer_colour": 1})
    assert turned.flipped and [turned.number(p) for p in (1, 8, 17, 24)] == [24, 17, 8, 1]


def colour_at(surface, point):
    return tuple(surface.get_at(point))[:3]


def test_landing_mark_is_green_on_an_empty_point_and_red_on_a_blot():
    drawer, rect = board_zone()
    view = backgammon_view(midgame_board())  # a Black blot on absolute 21, empty absolute 10
    geo = drawer.geometry(rect, view)
    surface = pygame.Surface((1280, 800))
    marks = Marks(selected=frozenset({"board/point/24"}), targets=frozenset({"board/point/10", "board/point/21"}))
    drawer.draw(surface, rect, view, marks)
    assert colour_at(surface, geo.spot("board/point/10", 0)) == theme.TARGET  # the dot where it lands
    x, y = geo.spot("board/point/21", 0)
    ring = [colour_at(surface, (x + dx, y)) for dx in range(geo.checker // 2, geo.checker // 2 + 5)]
    assert theme.ATTACK in ring


def test_selected_checker_is_ringed_in_yellow():
    drawer, rect = board_zone()
    view = backgammon_view(start_board())
    geo = drawer.geometry(rect, view)
    surface = pygame.Surface((1280, 800))
    drawer.draw(surface, rect, view, Marks(selected=frozenset({"board/point/6"})))
    x, y = geo.spot("board/point/6", 4)
    ring = [colour_at(surface, (x + dx, y)) for dx in range(geo.checker // 2, geo.checker // 2 + 6)]
    assert theme.SELECTED in ring


def test_bearing_off_target_washes_the_tray_green():
    drawer, rect = board_zone()
    view = backgammon_view(bearoff_board())
    geo = drawer.geometry(rect, view)
    plain, marked = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
    drawer.draw(plain, rect, view, Marks(selected=frozenset({"board/point/2"})))
    drawer.draw(marked, rect, view, Marks(selected=frozenset({"board/point/2"}), targets=frozenset({"board/off/0"})))
    tray = geo.tray_floor(0)
    point = (tray.centerx, tray.top + 4)
    before, after = colour_at(plain, point), colour_at(marked, point)
    assert after != before and after[1] > before[1]  # greener


def stack_picture(count, colour=0):
    drawer, rect = board_zone()
    view = backgammon_view(board_view({13: count} if colour == 0 else {}, {13: count} if colour == 1 else {}))
    surface = pygame.Surface((1280, 800))
    drawer.draw(surface, rect, view)
    geo = drawer.geometry(rect, view)
    return surface, geo


@pytest.mark.parametrize("colour", [0, 1])
def test_tall_stacks_show_a_count_on_the_fifth_checker(colour):
    point = 13 if colour == 0 else 12
    pictures = {}
    for count in (5, 6, 9, 15):
        surface, geo = stack_picture(count, colour)
        spot = pygame.Rect(0, 0, geo.checker, geo.checker)
        spot.center = geo.spot(f"board/point/{point}", 4)
        pictures[count] = pygame.image.tobytes(surface.subsurface(spot), "RGB")
        sixth = pygame.Rect(spot.move(0, -geo.checker if point == 12 else geo.checker))
        # Nothing is drawn beyond the fifth checker: the stack stays inside its triangle.
        assert pygame.image.tobytes(surface.subsurface(sixth), "RGB") == pygame.image.tobytes(
            stack_picture(5, colour)[0].subsurface(sixth), "RGB")
    assert len(set(pictures.values())) == 4  # plain, "6", "9", "15" all look different


def test_borne_off_checkers_fill_the_tray_one_slab_each():
    drawer, rect = board_zone()
    geo = drawer.geometry(rect, backgammon_view(start_board()))
    slabs = [geo.slab(0, i) for i in range(15)]
    tray = geo.tray_floor(0)
    assert all(tray.contains(s) for s in slabs)
    assert slabs[0].bottom > slabs[14].bottom  # White's tray fills from the bottom edge up
    assert not any(a.colliderect(b) for a, b in zip(slabs, slabs[1:]))


def test_replay_starts_from_the_position_before_the_move_and_ends_at_the_view():
    board = midgame_board()  # White 8 -> 5 hit a Black blot there
    before, flying = frame_state(board, 0.0)
    assert before["board/point/5"] == (1, 1)            # the blot is back on 5
    assert before["board/point/8"] == (0, 2)            # the mover has left 8 and flies
    assert before["board/bar/1"] == (1, 0)
    assert [f[0] for f in flying] == [0]
    assert flying[0][1] == ("board/point/8", 2) and flying[0][2] == ("board/point/5", 0)
    glide = GLIDE_SECONDS / replay_seconds(board)
    landing, flying = frame_state(board, glide * 0.9)
    assert landing["board/point/5"] == (1, 1) and [f[0] for f in flying] == [0]  # the blot waits for the hitter
    middle, flying = frame_state(board, (1 + glide) / 2)
    assert [(f[0], f[4]) for f in flying] == [(1, True)]  # then the hit blot travels to the bar alone
    assert flying[0][1] == ("board/point/5", 0) and flying[0][2] == ("board/bar/1", 0)
    assert middle["board/point/5"] == (0, 1) and middle["board/bar/1"] == (1, 0)
    final, flying = frame_state(board, 1.0)
    assert flying == [] and final["board/point/5"] == (0, 1) and final["board/bar/1"] == (1, 1)
    assert replay_seconds(board) == GLIDE_SECONDS + TO_BAR_SECONDS


def test_replay_of_several_steps_plays_them_in_turn():
    board = board_view({13: 4, 5: 1}, {}, moved=[["board/point/13", "board/point/9", 0, False],
                                                 ["board/point/9", "board/point/5", 0, False]])
    first, flying = frame_state(board, 0.1)
    assert first["board/point/13"] == (0, 4) and first["board/point/9"] == (None, 0) and first["board/point/5"] == (None, 0)
    assert flying[0][1][0] == "board/point/13"
    second, flying = frame_state(board, 0.6)
    assert second["board/point/13"] == (0, 4) and flying[0][1][0] == "board/point/9"
    assert flying[0][2] == ("board/point/5", 0)


def test_a_replay_that_does_not_fit_the_board_draws_the_final_position():
    board = board_view({13: 5}, {}, moved=[["board/point/3", "board/point/1", 0, False]])
    counts, flying = frame_state(board, 0.5)
    assert flying == [] and counts["board/point/13"] == (0, 5)


def test_animation_key_changes_with_the_position():
    drawer = BackgammonBoardDrawer()
    one, two = backgammon_view(start_board()), backgammon_view(midgame_board())
    assert drawer.animation_key(one) == drawer.animation_key(backgammon_view(start_board()))
    assert drawer.animation_key(one) != drawer.animation_key(two)
    assert drawer.animation_key({}) is None


def test_checker_pictures_are_cached():
    assert checker_picture(40, 0) is checker_picture(40, 0)
    assert checker_picture(40, 0) is not checker_picture(40, 1)


def test_dice_faces_grey_the_used_dice_and_double_shows_four():
    assert dice_faces([3, 1], [3, 1]) == [(3, False), (1, False)]
    assert dice_faces([3, 1], [1]) == [(3, True), (1, False)]
    assert dice_faces([4, 4], [4]) == [(4, True), (4, True), (4, True), (4, False)]
    assert dice_faces([], []) == []


def test_panel_lines_name_cube_pips_and_match():
    lines = info_lines(backgammon_view(midgame_board()))
    assert lines == ["Cube in the centre", "Pips: White 157, Black 168", "Match to 5: White 2, Black 1"]
    assert info_lines({}) == []
    single = {**backgammon_view(midgame_board()), "match": {"target": 1, "scores": [0, 0], "crawford": False}}
    assert not any(line.startswith("Match") for line in info_lines(single))


def test_real_views_of_every_phase_draw_for_both_players_and_the_public():
    import random
    from tabletop.engine.match import COMPUTER
    phases = set()
    for seed in (1, 2):
        match = Match.start("backgammon", [Player("First", COMPUTER), Player("Second", COMPUTER)],
                            {"match": 3} if seed == 1 else {"cube": 0}, seed)
        rng = random.Random(seed)
        while not match.is_over() and len(match.history) < 3000:
            seat = match.to_move()[0]
            match.play(seat, rng.choice(match.legal_moves(seat)))
            if len(match.history) % 11 == 0 or match.state.phase not in ("move", "roll"):
                phases.add(match.state.phase)
                for viewer in (0, 1, None):
                    draw_table("backgammon", match.view(viewer))
    assert {"move", "over"} <= phases


def test_the_reveal_banner_sits_between_the_stacks():
    drawer, rect = board_zone("synchrogammon")
    view = synchro_view()
    geo = drawer.geometry(rect, view)
    plain, banner = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
    drawer.draw(plain, rect, {**view, "reveal": None})
    drawer.draw(banner, rect, view)
    middle = (geo.field.centerx - geo.field.width // 4, round(geo.mid))
    assert colour_at(plain, middle) != colour_at(banner, middle)
    # The tallest stacks' outer checkers are untouched by the banner.
    top_stack = geo.spot("board/point/13", 4)
    assert colour_at(plain, top_stack) == colour_at(banner, top_stack)


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def table_for_mover(ctx) -> TableScene:
    """The table, past a handover curtain if one covers it."""
    if isinstance(ctx.scenes.top, HandoverScene):
        click(ctx, (640, 400))
    assert isinstance(ctx.scenes.top, TableScene)
    return ctx.scenes.top


def move_by_clicks(ctx, table, move):
    start, landing = move.targets[0]
    click(ctx, centre_of(table, start))
    assert start in table.selection.clicks and landing in table.selection.next_targets()
    click(ctx, centre_of(table, landing))
    if table.choice is not None:  # several moves share these clicks: pick this one
        click(ctx, table.choice.rows[table.choice.moves.index(move)].center)


def test_roll_and_move_a_checker_by_clicking(ctx):
    match = Match.start("backgammon", [Player("First"), Player("Second")], {}, 5)
    ctx.nav.table(match)
    frame(ctx)
    # The opening roll is already on the board: the first player moves a checker by two clicks.
    table = table_for_mover(ctx)
    opener = table.viewer
    while match.to_move() == (opener,):  # one checker per move: the opening roll may take two
        first = next(m for m in match.legal_moves(opener) if m.kind == "move")
        board_before = match.view(None)["board"]["points"]
        move_by_clicks(ctx, table, first)
        assert match.history[-1].move == first
        assert match.view(None)["board"]["points"] != board_before
    # The other player rolls with the button, then moves.
    table = table_for_mover(ctx)
    assert table.animating()                      # the opponent's checker glides on their table first
    roll = next(m for m in table.selection.buttons() if m.kind == "roll")
    click(ctx, centre_of(table, f"button/move{table.selection.buttons().index(roll)}"))
    assert match.history[-1].move == roll and match.view(table.viewer)["dice"]
    for _ in range(int(ANIMATION_SECONDS * 60) + 2):
        run_frame(ctx, [], 1 / 60)
    assert not table.busy()
    step = next(m for m in match.legal_moves(table.viewer) if m.kind == "move")
    move_by_clicks(ctx, table, step)
    assert match.history[-1].move == step
    moved = match.view(None)["board"]["moved"]
    assert moved and moved[0][0] == step.targets[0][0] and moved[-1][1] == step.targets[0][1]


def test_entering_from_the_bar_and_bearing_off_hit_their_paths():
    """The bar and tray paths the engine's moves use are where the drawer puts them, for both colours."""
    for viewer in (0, 1):
        drawer, rect = board_zone(viewer=viewer)
        view = backgammon_view(midgame_board(), viewer=viewer)
        geo = drawer.geometry(rect, view)
        for colour in (0, 1):
            assert drawer.hit(rect, view, geo.spot(f"board/bar/{colour}", 0), "") == f"board/bar/{colour}"
            assert drawer.hit(rect, view, geo.slab(colour, 7).center, "") == f"board/off/{colour}"


def test_a_computer_seat_waits_for_the_replay_of_the_last_move(ctx):
    from tabletop.engine.match import COMPUTER
    match = Match.start("backgammon", [Player("First", COMPUTER), Player("Second", COMPUTER)], {}, 3)
    scene = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(scene)
    scene.draw(ctx.screen)
    scene.computers.delay = 0.0
    scene.update(0.01)
    scene.draw(ctx.screen)                      # the opening checker move lands and its replay starts
    assert len(match.history) == 1 and scene.animating()
    for _ in range(5):                          # 0.25 s: still replaying, however short the delay
        scene.computers.delay = 0.0
        scene.update(0.05)
        scene.draw(ctx.screen)
    assert len(match.history) == 1
    for _ in range(4):
        scene.computers.delay = 0.0
        scene.update(0.05)
        scene.draw(ctx.screen)
    assert len(match.history) == 2


def test_two_people_at_backgammon_pass_without_a_curtain():
    """Nothing is hidden in backgammon: turning the board for the next player is no secret."""
    import pygame
    from tabletop.engine.match import Match, Player
    from tabletop.ui.app import Context, open_window
    from tabletop.ui.scenes.handover import HandoverScene
    from tabletop.ui.scenes.table import TableScene

    ctx = Context(open_window((1280, 800)))
    match = Match.start("backgammon", [Player("First"), Player("Second")], {}, 3)
    ctx.nav.table(match)
    table = ctx.scenes.stack[0]
    seats = set()
    for _ in range(12):
        seat = match.to_move()[0]
        seats.add(seat)
        table.play(match.legal_moves(seat)[0])
        assert not isinstance(ctx.scenes.top, HandoverScene)
        assert isinstance(ctx.scenes.top, TableScene)
    assert seats == {0, 1}
    pygame.quit()


def test_movable_checkers_are_marked_until_one_is_picked():
    import pygame
    from tabletop.engine.match import Match, Player
    from tabletop.ui.app import Context, open_window
    

    ctx = Context(open_window((1280, 800)))
    match = Match.start("backgammon", [Player("First"), Player("Second")], {}, 5)
    ctx.nav.table(match)
    table = ctx.scenes.stack[0]
    seat = match.to_move()[0]
    firsts = {move.targets[0][0] for move in match.legal_moves(seat) if move.targets}
    assert table.marks(table.table_view()).starts == firsts
    table.touch(sorted(firsts)[0])
    assert table.marks(table.table_view()).starts == frozenset()
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("window", [(1000, 700), (1920, 1200)])
def test_a_trays_count_is_read_whole_beside_its_checkers_even_with_fifteen(window, lang):
    """With fifteen borne off, "15 off" was drawn over the checkers (half hidden): each count now has room
    of its own at the tray's inner end, inside the tray column, in either language."""
    from tabletop.ui.zones.backgammon_board import off_label
    from tabletop.ui.zones.backgammon_geometry import TRAY_GAP
    from tabletop.words import use
    use(lang)
    try:
        for viewer in (0, 1):
            drawer, rect = board_zone(viewer=viewer, window=window)
            geo = drawer.geometry(rect, backgammon_view(board_view({}, {}), viewer=viewer))
            for colour in (0, 1):
                floor = geo.tray_floor(colour)
                column = floor.inflate(round(2 * TRAY_GAP * geo.pw), 0)
                for count in (1, 9, 14, 15):
                    _, box = off_label(geo, colour, count)
                    assert column.contains(box), (viewer, colour, count, box, column)
                    assert box.collidelist([geo.slab(colour, i) for i in range(count)]) == -1, (viewer, colour, count)
    finally:
        use("en")
