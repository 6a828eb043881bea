"""A lesson at the table, headless: Learn on the menu, the Army Ants lesson completed by clicks, a
wrong click answered, nothing saved; the callout beside its zone and clear of the status, the table's
buttons and the banner at the smallest and a large window, at every step."""

import dataclasses

import pygame
import pytest

from tabletop.engine.autosaves import is_autosave
from tabletop.engine.package_files import game_file
from tabletop.lessons import LessonRun, available, load_lesson
from tabletop.lessons.lesson_file import DO, READ, REPLY
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes import lesson_table
from tabletop.ui.scenes.lesson_callout import lay_out
from tabletop.ui.scenes.lesson_table import LessonTableScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table_overlays import OptionsBox
from screen_checks import callout_in_place
from ui_helpers import centre_of, click, frame, lesson_step, press_button, switch, switch_label


def open_lesson(ctx, game_id):
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    press_button(ctx, ctx.scenes.top, f"#learn_{game_id}")
    scene = ctx.scenes.top
    assert isinstance(scene, LessonTableScene), getattr(scene, "notice", "")
    return scene


def press_callout(ctx, scene, name):
    scene.draw(ctx.screen)
    rect = next(rect for button, _, rect in scene.callout.buttons if button == name)
    click(ctx, rect.center)


def wait_for_reply(ctx, scene):
    for _ in range(600):
        if not scene.waiting():  # played and landed: its words and Next show
            return
        frame(ctx)
    raise AssertionError("the scripted reply never came")


def make_asked_move(ctx, scene):
    asked = scene.run.asked()
    clicks = asked.targets[0] if asked.targets else ("button/move0",)
    for path in clicks:
        click(ctx, centre_of(scene, path))


@pytest.mark.slow
def test_the_army_ants_lesson_is_completed_by_clicks(ctx):
    scene = open_lesson(ctx, "army_ants")
    wrong_click_answered = False
    for _ in range(200):
        if scene.stage() == "finished":
            break
        stage = scene.stage()
        before = scene.run.index
        if stage == DO:
            if not wrong_click_answered:  # any other square is answered with what the lesson asks for
                played = len(scene.match.history)
                click(ctx, centre_of(scene, "grid/0/0"))
                assert scene.note.startswith("In this lesson, try ") and scene.note_is_error
                assert len(scene.match.history) == played
                wrong_click_answered = True
            make_asked_move(ctx, scene)
        elif stage == REPLY:
            wait_for_reply(ctx, scene)
            assert scene.stage() == "replied"
            press_callout(ctx, scene, "next")
        else:
            press_callout(ctx, scene, "next")
        assert scene.run.index > before or scene.stage() in (REPLY, "replied")
    assert scene.match.is_over() and scene.match.game.result(scene.match.state)["winners"] == [0]
    assert wrong_click_answered
    assert not autosaves(ctx) and ctx.last_match is None  # a lesson is never kept
    press_callout(ctx, scene, "real_game")
    assert isinstance(ctx.scenes.top, SetupScene) and ctx.scenes.top.game.id == "army_ants"


def test_escape_leaves_a_lesson_for_the_menu_without_a_save(ctx):
    scene = open_lesson(ctx, "army_ants")
    while scene.stage() == READ:
        press_callout(ctx, scene, "next")
    make_asked_move(ctx, scene)
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(ctx.scenes.top, MenuScene)
    assert not autosaves(ctx) and ctx.last_match is None


def test_a_broken_lesson_file_is_a_notice_on_the_menu(ctx, tmp_path, monkeypatch):
    from tabletop.lessons import lesson_file
    (tmp_path / "chains.yaml").write_text("game: chains\nsteps: [\n", encoding="utf-8")
    monkeypatch.setattr(lesson_file.load_lesson, "__defaults__", (tmp_path, None, None))
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    press_button(ctx, ctx.scenes.top, "#learn_chains")
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene) and "chains.yaml, line" in menu.notice


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1000, 700), (1920, 1200)])  # 1280x800: in the main loop's walk, test_lesson_guide
@pytest.mark.parametrize("game_id", available())
def test_every_callout_stays_beside_its_zone_inside_the_window(game_id, size, saves_folder):
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        scene = LessonTableScene(ctx, LessonRun(load_lesson(game_id)))
        ctx.scenes.reset(scene)
        for _ in range(200):
            scene.draw(ctx.screen)
            callout_in_place(scene, size, f"{game_id} at {size}, step {scene.run.index + 1}")
            if scene.stage() == "finished":
                break
            if scene.stage() == DO:
                scene.play(scene.run.asked())
            elif scene.waiting():  # a reply on its way, or landing
                scene.update(1.0)
            else:
                scene.next_step()
        assert scene.stage() == "finished"
    finally:
        pygame.quit()


def test_learn_is_offered_only_for_games_with_a_lesson(ctx, tmp_path, monkeypatch):
    # Every game has a lesson file now, so a lessons folder holding only Army Ants stands in for a
    # game whose lesson is not written yet.
    from tabletop.lessons import lesson_file
    (tmp_path / "army_ants.yaml").write_bytes(game_file("army_ants", lesson_file.LESSON_FILE).read_bytes())
    monkeypatch.setattr(lesson_file.available, "__defaults__", (tmp_path,))
    monkeypatch.setattr(lesson_file.load_lesson, "__defaults__", (tmp_path, None, None))
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    menu = ctx.scenes.top
    buttons = {e.most_specific_combined_id: e for e in menu.manager.get_root_container().elements}
    assert buttons["#learn_army_ants"].is_enabled and not buttons["#learn_backgammon"].is_enabled
    press_button(ctx, menu, "#learn_backgammon")              # a greyed button does nothing
    assert ctx.scenes.top is menu
    ctx.nav.lesson("backgammon")                              # and asked anyway, the menu says why
    assert isinstance(ctx.scenes.top, MenuScene) and "has no lesson yet" in ctx.scenes.top.notice


def autosaves(ctx):
    """The autosave files in the saves folder (a lesson never writes one)."""
    ctx.saver.flush()
    return [p for p in ctx.saves_dir.iterdir() if is_autosave(p.name)] if ctx.saves_dir.exists() else []


# --- settings in one place: the table's Options box -----------------------------------------------

def test_the_lesson_keeps_its_switches_in_the_tables_options_box(ctx):
    scene = open_lesson(ctx, "army_ants")
    names = [b["name"] for b in scene.table_view()["buttons"]]
    assert "options" in names and "sound" not in names  # no Sound button of its own
    sound = ctx.settings.sound
    switch(ctx, scene, "sound")  # Options, the Sound row, Close: as at a game
    assert ctx.settings.sound is not sound and switch_label(scene, "sound").startswith("Sound: ")
    assert [name for name, _ in scene.option_rows()] == ["sound"]  # the switches a lesson's script leaves alone stay out
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"))
    assert isinstance(scene.choice, OptionsBox)


def test_the_options_box_lies_over_the_callout_and_takes_the_click(ctx, monkeypatch):
    scene = open_lesson(ctx, "army_ants")
    assert scene.stage() == READ
    click(ctx, centre_of(scene, "button/options"))
    box = scene.choice
    assert isinstance(box, OptionsBox)
    scene.draw(ctx.screen)
    next_button = next(rect for name, _, rect in scene.callout.buttons if name == "next")
    step = scene.run.index
    click(ctx, next_button.center)  # under an open box the callout's Next does nothing: the click closes the box
    assert scene.run.index == step and scene.choice is None
    # A callout moved to the middle of the window, where the box opens: the box is drawn over it.
    def centred(*args, **kwargs):  # the whole callout, its buttons too, moved over the box
        callout = lay_out(*args, **kwargs)
        moved = box.rect.inflate(40, -20)
        dx, dy = moved.x - callout.box.x, moved.y - callout.box.y
        buttons = [(name, label, rect.move(dx, dy)) for name, label, rect in callout.buttons]
        return dataclasses.replace(callout, box=moved, buttons=buttons)
    monkeypatch.setattr(lesson_table, "lay_out", centred)
    scene.laid = None  # laid out afresh, by the centring stand-in
    scene.open_options()
    scene.draw(ctx.screen)
    with_callout = ctx.screen.subsurface(box.rect).copy()
    monkeypatch.setattr(scene, "draw_guide", lambda surface: None)
    scene.draw(ctx.screen)
    assert pygame.image.tobytes(with_callout, "RGB") == pygame.image.tobytes(ctx.screen.subsurface(box.rect), "RGB")
    monkeypatch.undo()
    scene.choice = None
    scene.draw(ctx.screen)  # and without the box the callout would show there
    assert pygame.image.tobytes(with_callout, "RGB") != pygame.image.tobytes(ctx.screen.subsurface(box.rect), "RGB")


# --- only the asked move is lit -----------------------------------------------------------------------

def lesson_at(ctx, game_id, asked_kind):
    """The lesson's table at the first step that asks for a move of this kind, drawn and settled."""
    scene = LessonTableScene(ctx, LessonRun(load_lesson(game_id)))
    ctx.scenes.reset(scene)
    for _ in range(200):
        if scene.stage() == DO and scene.run.asked().kind == asked_kind:
            frame(ctx)
            scene.clock += 100  # the last move's replay is over: previews show once the dice settle
            frame(ctx)
            return scene
        assert scene.stage() != "finished", f"no step asks for {asked_kind}"
        lesson_step(scene)
    raise AssertionError("the lesson never got there")


def answered_with_the_lesson(ctx, scene, path):
    """A click on `path` plays nothing and says what the lesson asks for."""
    played = len(scene.match.history)
    click(ctx, centre_of(scene, path))
    return len(scene.match.history) == played and scene.note.startswith("In this lesson, try ")


def flip_buttons(ctx, scene, monkeypatch):
    """{label: lit} of the Chains flip buttons as the table draws them."""
    from tabletop.ui.zones import chain_seat, snapshots
    drawn = {}
    original = chain_seat._button
    monkeypatch.setattr(chain_seat, "_button", lambda surface, box, label, enabled, *rest: (
        drawn.__setitem__(label, enabled), original(surface, box, label, enabled, *rest)))
    snapshots.clear()
    scene.draw(ctx.screen)
    monkeypatch.setattr(chain_seat, "_button", original)
    return drawn


def test_chains_flip_buttons_are_lit_only_when_the_lesson_asks_for_a_flip(ctx, monkeypatch):
    scene = lesson_at(ctx, "chains", "temp_to_chain")
    flips = {m.kind for m in scene.match.legal_moves(scene.viewer)}
    assert {"flip_to_chain", "flip_to_temp"} <= flips  # the engine allows both flips here
    assert flip_buttons(ctx, scene, monkeypatch) == {"→ Chain": False, "→ Temp": False}
    assert answered_with_the_lesson(ctx, scene, "players/0/draw/chain")
    scene = lesson_at(ctx, "chains", "flip_to_temp")
    assert flip_buttons(ctx, scene, monkeypatch) == {"→ Chain": False, "→ Temp": True}
    assert answered_with_the_lesson(ctx, scene, "players/0/draw/chain")


def test_a_game_of_chains_lights_both_flips(ctx, monkeypatch):
    run = LessonRun(load_lesson("chains"))  # the same position at a real table: both flips lit
    from tabletop.ui.scenes.table import TableScene
    table = TableScene(ctx, run.match, autosave=False)
    ctx.scenes.reset(table)
    frame(ctx)
    assert flip_buttons(ctx, table, monkeypatch) == {"→ Chain": True, "→ Temp": True}


def previews_drawn(ctx, scene, monkeypatch):
    """The zone ids of the Dice Challenge board whose preview words are drawn."""
    from screen_checks import words_drawn
    with words_drawn(monkeypatch, ctx.size) as screen:
        scene.draw(screen)
    zones = [(zone.id, rect) for zone, rect, _, _ in scene.zones(scene.table_view())
             if zone.kind in ("step_track", "sum_squares")]
    return {zone_id for zone_id, rect in zones for words, at in screen.words
            if rect.contains(at) and words[:2] in ("▸ ", "✕ ", "· ")}


def test_dice_challenge_previews_only_the_challenge_the_lesson_asks_for(ctx, monkeypatch):
    scene = lesson_at(ctx, "dice_challenge", "keep")  # keeping dice: no challenge's preview lit
    assert scene.table_view()["straight"]["preview"] is not None  # the view would preview them
    assert previews_drawn(ctx, scene, monkeypatch) == set()
    assert answered_with_the_lesson(ctx, scene, "group")
    scene = lesson_at(ctx, "dice_challenge", "straight")
    assert previews_drawn(ctx, scene, monkeypatch) == {"straight"}
    assert answered_with_the_lesson(ctx, scene, "group")
    scene = lesson_at(ctx, "dice_challenge", "max")
    assert previews_drawn(ctx, scene, monkeypatch) == {"max"}


def test_dream_team_rings_only_the_card_the_lesson_asks_to_nominate(ctx, monkeypatch):
    from tabletop.ui import theme
    from tabletop.ui.zones import market
    scene = lesson_at(ctx, "dream_team", "nominate")
    offered = [c for c in scene.table_view()["market"] if c.get("can_nominate")]
    assert len(offered) > 1  # the engine would let the learner name any of these
    rings = []
    original = market.ring
    monkeypatch.setattr(market, "ring", lambda surface, rect, colour, *rest: (
        rings.append((rect, colour)), original(surface, rect, colour, *rest)))
    scene.draw(ctx.screen)
    assert len([rect for rect, colour in rings if colour == theme.TARGET]) == 1
    asked = scene.run.asked().targets[0][0]
    other = next(f"market/{c['pos']}" for c in offered if f"market/{c['pos']}" != asked)
    assert answered_with_the_lesson(ctx, scene, other)


def test_a_click_on_the_only_ghost_chip_drawn_makes_the_asked_colours_move(ctx):
    from tabletop.ui.zones.dice_board import ghost_spots, offered_targets
    scene = lesson_at(ctx, "dice_challenge", "group")  # both colours would land on one square
    rect, drawer, data, _ = next(box for box in scene.hit_boxes if box[3] == "group")
    assert len(data["preview"]["targets"]) == 2
    boxes, _, _ = drawer.squares(rect, len(data["points"]))
    (centre, _, target), = ghost_spots(boxes, offered_targets(data["preview"], drawer.marks), drawer.scale(rect))
    asked = scene.run.asked()
    click(ctx, centre)
    assert scene.match.history[-1].move == asked, scene.note


def test_a_lesson_that_stops_mid_game_asks_nobody_to_move_once_its_moves_are_done(ctx):
    scene = LessonTableScene(ctx, LessonRun(load_lesson("dice_challenge")))
    ctx.scenes.reset(scene)
    while not scene.run.moves_done:
        if scene.stage() == READ:
            assert scene.table_view()["to_move"]  # mid-lesson the table says whose turn it is
        lesson_step(scene)
    assert not scene.match.is_over() and scene.match.to_move()  # the game itself would go on
    view = scene.table_view()
    assert view["to_move"] == [] and not any(p.get("to_move") for p in view["players"])
    assert "lesson" in view["status"]


@pytest.mark.parametrize("game_id", available())
def test_the_zones_the_last_notes_speak_of_stay_in_sight_once_the_lessons_moves_are_done(ctx, game_id):
    """WYSIWYG's last notes speak of the trump and the mark piles, Finesse's of the hand: still drawn."""
    scene = LessonTableScene(ctx, LessonRun(load_lesson(game_id)))
    ctx.scenes.reset(scene)
    while not scene.run.moves_done:
        lesson_step(scene)
    phase = scene.table_view().get("phase")
    shown = {zone.id for zone in scene.layout.zones if zone.shows_in(phase)}
    lesson = scene.run.lesson
    spoken = {zone for step in lesson.steps[scene.run.index:] for zone in (step.zone, *step.keep) if zone}
    spoken |= {zone for zone in (lesson.finish_zone, *lesson.finish_keep) if zone}
    assert spoken <= shown, f"{game_id}: {sorted(spoken - shown)} hidden in phase {phase!r}"


def test_a_note_that_names_places_keeps_them_in_view_and_may_lie_over_the_rest_of_its_zone(ctx):
    scene = LessonTableScene(ctx, LessonRun(load_lesson("backgammon")))
    ctx.scenes.reset(scene)
    while scene.stage() != "replied" or scene.replied.number != 19:  # "... the 12 point at your bottom left."
        if scene.stage() == DO:
            scene.play(scene.run.asked())
        elif scene.waiting():
            scene.update(1.0)
            frame(ctx)
        else:
            scene.next_step()
    wait_for_reply(ctx, scene)
    frame(ctx)
    point = scene.spot("board/point/12", ctx.size)
    board = scene.zone_rect("board")
    assert scene.callout.target == point
    assert point in scene.kept(ctx.size) and board not in scene.kept(ctx.size)
    assert not scene.callout.box.colliderect(point)


def test_the_cube_and_the_pip_counts_are_places_a_note_can_name(ctx):
    scene = LessonTableScene(ctx, LessonRun(load_lesson("synchrogammon")))
    ctx.scenes.reset(scene)
    frame(ctx)
    board = scene.zone_rect("board")
    cube, white, black = (scene.spot(path, ctx.size) for path in ("board/cube", "board/pips/0", "board/pips/1"))
    assert all(board.contains(place) for place in (cube, white, black))
    assert cube.width < board.width // 10 and white.bottom > black.bottom  # White's count is on the learner's side
    assert abs(cube.centery - board.centery) < cube.height  # nobody owns it yet: in the middle


def test_the_learners_queen_stays_in_view_while_a_step_asks_a_move_elsewhere(ctx):
    # Step 19 asks for an attack up the b file; the callout used to lie over the Queen on d1 beside it.
    scene = LessonTableScene(ctx, LessonRun(load_lesson("army_ants")))
    ctx.scenes.reset(scene)
    while scene.run.index + 1 < 19 or scene.stage() != DO:
        lesson_step(scene)
    frame(ctx)
    queen = scene.spot("grid/3/0", ctx.size)
    assert scene.match.view(0)["grid"]["cells"][0][3]["queen"]
    assert queen in scene.kept(ctx.size) and not scene.callout.box.colliderect(queen)
