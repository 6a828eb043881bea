"""Dice Challenge at the table, headless: colours, roll, keep, reroll and a chip placed by synthetic clicks."""


import pygame
import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.games.dice_challenge.positions import match_from_position, position
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame, press_button


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def press(ctx, table, label_start):
    """Click the move button whose label starts with these words."""
    for i, move in enumerate(table.selection.buttons()):
        if str(move).startswith(label_start):
            click(ctx, centre_of(table, f"button/move{i}"))
            return
    raise AssertionError(f"no button '{label_start}' among {[str(m) for m in table.selection.buttons()]}")


def test_two_players_pick_colours_roll_keep_reroll_and_place_a_chip(ctx):
    match = Match.start("dice_challenge", [Player("First"), Player("Second")], {}, 21)
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    for colour in range(4):
        click(ctx, centre_of(table, f"colours/{colour}"))
    state = match.state
    assert state.phase == "roll" and len(state.colours_of(0)) == 2 and len(state.colours_of(1)) == 2
    seat = state.seat
    click(ctx, centre_of(table, "dice/0"))                    # before the roll: refused with the reason
    assert "Roll the dice first" in table.message
    press(ctx, table, "Roll")
    first = match.state.dice
    assert match.state.phase == "reroll" and all(first)
    click(ctx, centre_of(table, "dice/0"))
    click(ctx, centre_of(table, "dice/3"))
    assert match.state.kept == (True, False, False, True, False)
    press(ctx, table, "Reroll 3 dice")
    after = match.state.dice
    assert match.state.phase == "choose" and (after[0], after[3]) == (first[0], first[3])
    total = sum(after)
    assert 11 <= total <= 30, "seed 21 makes a sum with a square; pick another seed if the dice change"
    kind, wrong = ("number", "max/25") if total <= 20 else ("max", "number/15")
    click(ctx, centre_of(table, wrong))                       # the wrong band is refused, nothing changes
    assert "squares run" in table.message and match.state.phase == "choose"
    click(ctx, centre_of(table, f"{kind}/{total}"))
    assert table.choice is not None                           # two colours could take it: which one?
    assert [m.get("colour") for m in table.choice.moves] == list(match.state.colours_of(seat))
    click(ctx, table.choice.rows[1].center)
    colour = match.state.colours_of(seat)[1]
    assert match.state.chip_on(total) == colour and match.state.supply[colour] == 4
    assert match.state.seat != seat
    click(ctx, centre_of(table, "button/undo"))               # the next person cannot take it back
    assert match.state.chip_on(total) == colour and table.message.startswith("Only ")


def test_a_roll_cannot_be_undone(ctx):
    match = match_from_position(position(players=3, phase="roll"), ["First", "Second", "Third"])
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    press(ctx, table, "Roll")
    rolled = match.state.dice
    click(ctx, centre_of(table, "button/undo"))
    assert match.state.dice == rolled and match.state.phase == "reroll"


def test_four_computers_play_to_the_results(ctx):
    players = [Player(f"P{i}", COMPUTER) for i in range(4)]
    match = Match.start("dice_challenge", players, {}, 8)
    ctx.nav.table(match)
    table = ctx.scenes.stack[0]
    table.computers.delay = 0.0
    for _ in range(3000):
        if match.is_over():
            break
        table.computers.wait = 10.0
        table.draw(ctx.screen)
        table.update(1.0)
    assert match.is_over()
    for _ in range(3):                                        # the final position settles, then the results
        table.update(1.0)
    frame(ctx)
    assert ctx.scenes.top is not table                        # the results screen is up
    result = match.game.result(match.state)
    assert str(result["breakdown"]["rows"][-1][0]) == "Colour total"


def test_a_broken_board_file_sends_the_player_to_the_menu_with_the_reason(ctx, tmp_path, monkeypatch):
    from tabletop.engine.saves import legacy_autosave_path as autosave_path, write_save
    from tabletop.games.dice_challenge import board as board_module
    write_save(autosave_path(), Match.start("dice_challenge", [Player("A"), Player("B")], {}, 3))
    bad = tmp_path / "board.yaml"
    bad.write_text(board_module.BOARD_FILE.read_text(encoding="utf-8").replace("  3: 2\n", "  3: lots\n", 1),
                   encoding="utf-8")
    monkeypatch.setattr(board_module, "BOARD_FILE", bad)
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    press_button(ctx, ctx.scenes.top, "#continue_0")
    top = ctx.scenes.top
    assert isinstance(top, MenuScene) and not isinstance(top, TableScene)
    assert "Straight track square 3" in str(top.notice) and "lots" in str(top.notice)
    assert autosave_path().exists()  # the save is not at fault, so it stays where it is


def test_play_again_with_a_board_broken_since_returns_to_the_menu(ctx, tmp_path, monkeypatch):
    from tabletop.games.dice_challenge import board as board_module
    from tabletop.ui.scenes.results import ResultsScene
    match = match_from_position(position(players=3, phase="over", straight={"Red": 4}), ["A", "B", "C"])
    ctx.nav.table(match)
    results = ResultsScene(ctx, match)
    ctx.scenes.push(results)
    frame(ctx)
    bad = tmp_path / "board.yaml"
    bad.write_text("board: dice_challenge\nstraight: {1: 1}\ngroup: {1: 1}\nnumber: {11: 1}\nmax: {21: 1}\n",
                   encoding="utf-8")
    monkeypatch.setattr(board_module, "BOARD_FILE", bad)
    results.play_again()
    frame(ctx)
    assert isinstance(ctx.scenes.top, MenuScene) and "Number square 12: missing" in str(ctx.scenes.top.notice)


def test_the_status_panel_paints_a_seat_only_in_a_colour_it_plays(ctx):
    from tabletop.ui import theme
    from tabletop.words.wording import localized
    from tabletop.ui.zones.panel import status_lines

    def painted(match):
        """The colour of the name before 'to move' in the status panel."""
        first = status_lines(localized(match.view(match.to_move()[0])))[0]   # the view as the table reads it
        at = [i for i, segment in enumerate(first) if "to move" in segment[0]][0]
        return first[at - 1][0], first[at - 1][1]

    two = match_from_position(position(players=2, seat=1, phase="roll"), ["A", "B"])
    assert painted(two) == ("Second (Blue + Yellow)", theme.INK)          # two colours: plain ink, not black
    four = match_from_position(position(players=4, seat=2, phase="roll"), ["A", "B", "C", "D"])
    assert painted(four) == ("Green", theme.NAMED_SEATS["green"])
    picking = Match.start("dice_challenge", [Player("A"), Player("B"), Player("C")], {}, 2)
    name, colour = painted(picking)
    assert name in ("First", "Second", "Third") and colour == theme.INK   # no colour yet: none painted


def test_the_which_colour_box_and_the_log_show_whole_words(ctx):
    from tabletop.ui import theme
    from tabletop.ui.zones.log import LogDrawer
    match = match_from_position(position(players=2, seat=0, phase="reroll", dice=(6, 6, 5, 4, 1),
                                         straight={"Red": 3, "Green": 6}), ["A", "B"])
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    press(ctx, table, "Reroll")
    click(ctx, centre_of(table, "group"))
    assert table.choice is not None and len(table.choice.rows) == 2
    for row, words in zip(table.choice.rows, table.choice.labels):   # no label is cut with an ellipsis
        assert theme.font(18).size(words)[0] <= row.width - 20
    click(ctx, table.choice.rows[0].center)
    zone = next(z for z in table.layout.zones if z.kind == "log")
    log = [str(p.move) for p in match.history]
    rect = table.scaler.to_window(zone.rect)
    drawer = LogDrawer(zone, 0, "log")
    dice = log[0].split(": ")[1]                                        # "First rerolls 5 dice: x y z v w"
    for width in range(130, rect.width, 8):                              # however narrow, a roll stays whole
        lines = [words for words, _ in drawer.lines(log, width, 15 * drawer.scale(rect))]
        assert any(dice in line for line in lines), (width, lines)


def test_a_preview_never_marks_one_colours_refusal_as_a_gain():
    from tabletop.games.dice_challenge.view import view
    # Two players: First plays Red (no chips left) and Green; the dice make 26.
    state = position(players=2, seat=0, phase="choose", dice=(6, 6, 5, 4, 5),
                     chips={11: "Red", 12: "Red", 13: "Red", 21: "Red", 22: "Red"})
    preview = view(state, 0)["challenges"]["max"]
    assert preview["gives"] and list(map(str, preview["lines"])) == ["Max 26: Green places a chip on square 26 (6 points)"]
    assert list(map(str, preview["refused"])) == ["Red has no chips left in its supply."] and preview["passes"] == []
    track = view(position(players=2, seat=0, phase="choose", dice=(2, 3, 4, 5, 6), straight={"Red": 14}),
                 0)["challenges"]["straight"]
    assert [str(line).split(":")[1].split()[0] for line in track["lines"]] == ["Green"]
    assert track["passes"] and "Red is already on the last square" in str(track["passes"][0])


def test_easy_computer_seats_roll_and_choose_without_toggling_dice(ctx):
    match = Match.start("dice_challenge", [Player("C0", COMPUTER, "easy"), Player("C1", COMPUTER, "easy")], {}, 4)
    ctx.nav.table(match)
    table = ctx.scenes.stack[0]
    table.computers.delay = 0.0
    for _ in range(500):
        if match.is_over():
            break
        table.computers.wait = 10.0
        table.update(1.0)
    assert match.is_over()
    assert not [p for p in match.history if p.move.kind == "keep"]


def test_a_tumbling_die_stays_below_the_line_that_says_what_the_roll_makes(ctx):
    from tabletop.ui.layout import load_layout
    from tabletop.ui.zones.dice_tray import DIE_PAPER, DiceTrayDrawer
    zone = next(z for z in load_layout("dice_challenge").zones if z.kind == "dice_tray")
    data = {"values": [6, 5, 4, 3, 2], "kept": [False] * 5, "live": True, "rolled": [0, 1, 2, 3, 4],
            "made": {"sum": 20, "straight": 5, "straight_steps": 4, "groups": "none", "group_steps": 0}}
    drawer = DiceTrayDrawer(zone, 0, "dice")
    rect = pygame.Rect(zone.rect)
    surface = pygame.Surface((1280, 800))
    _, _, header = drawer.geometry(rect, data)
    for progress in (0.0, 0.3, 0.7):
        surface.fill((0, 0, 0))
        drawer.animation = progress
        drawer.draw(surface, rect, data)
        strip = [surface.get_at((x, y))[:3] for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.y + header)]
        assert tuple(DIE_PAPER) not in strip, progress


def test_no_which_colour_box_when_one_colour_would_only_pass(ctx):
    match = match_from_position(position(players=2, seat=0, phase="reroll", dice=(2, 3, 4, 5, 6),
                                         straight={"Red": 14, "Green": 3}), ["A", "B"])
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    click(ctx, centre_of(table, "straight"))                 # Red is on the last square: only Green moves
    assert table.choice is None
    assert match.history[-1].move.kind == "straight" and match.history[-1].move.get("colour") == 2
    assert match.state.straight[2] == 7 and match.state.straight[0] == 14


def test_a_player_with_two_colours_chooses_the_colour_on_the_board(ctx):
    """Both colours can take Max 29: both ghost chips show there, a click on one places that colour's chip,
    a click elsewhere on the square asks which colour."""
    from tabletop.ui.zones.dice_board import offered_targets
    match = match_from_position(position(players=2, seat=0, phase="choose", dice=(6, 6, 6, 5, 6)), ["A", "B"])
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    preview = table.table_view()["max"]["preview"]
    assert [t["colour"] for t in offered_targets(preview, table.marks(table.table_view()))] == ["Red", "Green"]
    assert "click the Red or the Green chip" in preview["lines"][0]
    click(ctx, centre_of(table, "max/29"))
    assert table.choice is not None and [m.get("colour") for m in table.choice.moves] == [0, 2]
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert table.choice is None and not match.history
    click(ctx, centre_of(table, "max/29/green"))
    assert table.choice is None and match.history[-1].move.get("colour") == 2
    assert match.state.chip_on(29) == 2


def test_a_ghost_marker_on_a_track_moves_its_own_colour(ctx):
    match = match_from_position(position(players=2, seat=0, phase="choose", dice=(4, 1, 1, 5, 1),
                                         straight={"Green": 2}), ["A", "B"])
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.stack[0]
    click(ctx, centre_of(table, "straight/red"))
    assert table.choice is None and match.history[-1].move.get("colour") == 0
    assert match.state.straight[0] == 4 and match.state.straight[2] == 2


def test_a_lesson_that_asks_for_one_colour_shows_only_that_colours_ghost_and_words(monkeypatch):
    """A lesson lights only the asked move (Marks.only: its click paths): of two colours that could take
    Max 29, only the asked one's ghost chip and words show."""
    from tabletop.games.dice_challenge.view import view
    from tabletop.ui.zones import Marks
    from tabletop.ui.zones.dice_board import offered_targets, preview_words
    from screen_checks import words_drawn
    preview = view(position(players=2, seat=0, phase="choose", dice=(6, 6, 6, 5, 6)), 0)["max"]["preview"]
    assert [t["colour"] for t in preview["targets"]] == ["Red", "Green"]
    asked = Marks(only=frozenset({"max/29", "max/29/green"}))
    assert [t["colour"] for t in offered_targets(preview, asked)] == ["Green"]
    assert [t["colour"] for t in offered_targets(preview, Marks())] == ["Red", "Green"]   # a game: both
    with words_drawn(monkeypatch, (800, 100)) as screen:
        preview_words(screen, pygame.Rect(0, 0, 800, 40), preview, 1.0, 1, asked)
    assert [w for w, _ in screen.words] == ["▸ Max 29: Green places a chip on square 29 (10 points)"]


def test_a_lesson_asking_for_another_challenge_shows_no_ghost_and_a_click_on_the_sum_is_a_square(monkeypatch):
    """A lesson that asks for a straight lights no colour on the Max track: the square of the sum has no
    ghost chip, and a click on it is a click on the square (it used to crash the app)."""
    from tabletop.games.dice_challenge.view import view
    from tabletop.ui.layout import load_layout
    from tabletop.ui.zones import DRAWERS, Marks
    table = view(position(players=2, seat=0, phase="choose", dice=(6, 6, 6, 5, 6)), 0)
    zone = next(z for z in load_layout("dice_challenge").zones if z.path == "max")
    drawer = DRAWERS[zone.kind](zone, 0, zone.path)
    drawer.marks = Marks(only=frozenset({"straight"}))
    rect = pygame.Rect(0, 0, 800, 120)
    boxes, _, _ = drawer.boxes(rect, len(table["max"]["squares"]))
    square = next(box for box, sq in zip(boxes, table["max"]["squares"]) if sq["n"] == table["max"]["sum"])
    assert drawer.ghosts(square, [], 1.0) == []
    assert drawer.hit(rect, table["max"], square.center, "max") == "max/29"


def test_the_challenge_previews_stay_in_sight_after_a_die_is_kept(ctx, monkeypatch):
    """A keep moves nothing across the table: the frame after it must still be drawn, or the previews the
    move's first frame holds back (nothing is previewed while a move lands) stay hidden until the reroll."""
    from tabletop.ui.app import run_frame
    from tabletop.ui.zones import dice_board
    shown = {}
    real = dice_board.preview_words

    def noted(surface, rect, preview, *args, **kwargs):
        shown[rect.topleft] = preview
        return real(surface, rect, preview, *args, **kwargs)

    monkeypatch.setattr(dice_board, "preview_words", noted)
    match = match_from_position(position(players=2, seat=0, phase="reroll", dice=(6, 6, 2, 6, 6)), ["A", "B"])
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.top
    click(ctx, centre_of(table, "dice/0"))
    assert match.state.kept[0]
    shown.clear()
    for _ in range(3):
        run_frame(ctx, [], 1 / 60)  # no event: the pointer rests, nothing else asks for a frame
    assert shown and all(preview is not None for preview in shown.values())
    assert any(preview["gives"] for preview in shown.values())
