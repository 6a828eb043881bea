"""Every game's button column shows each label whole and at the normal size, at the smallest window we
promise, the default one and a large one: a long label wraps in a taller button, it is never drawn
smaller or cut with an ellipsis (the cube's questions once shrank the whole column to a tiny font and
cut 'White takes: the cube go…')."""

from dataclasses import replace

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.lessons import LessonRun
from tabletop.lessons.lesson_file import DO, load_lesson
from tabletop.ui.scenes.lesson_table import LessonTableScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones import buttons as button_zone
from screen_checks import cut_words, words_drawn
from ui_helpers import frame, lesson_step, seat_at_screen

SIZES = [(1000, 700), (1280, 800), (1920, 1200)]


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def window(request, saves_folder):
    ctx = Context(open_window(request.param), saves_dir=saves_folder)
    yield ctx
    pygame.quit()


def reach(match: Match, wanted: str, prefer: tuple = (), limit: int = 3000) -> Match:
    """Play the seeded computer choice, but the `prefer` kinds whenever they are legal, until a seat to move
    may make a move of kind `wanted` ('over': until the match ends)."""
    for _ in range(limit):
        if wanted == "over" and match.is_over():
            return match
        seat = match.to_move()[0]
        moves = match.legal_moves(seat)
        if any(m.kind == wanted for m in moves):
            return match
        preferred = [m for m in moves if m.kind in prefer]
        match.play(seat, preferred[0] if preferred else match.computer_move(seat))
    raise AssertionError(f"no {wanted} within {limit} moves")


def people(game_id, count):
    game = games.get(game_id)
    return [Player(f"{game.seat_name(seat)} Wilhelmina-Maxwell"[:20]) for seat in range(count)]


def counts(game_id):
    game = games.get(game_id)
    return sorted({game.min_players, game.max_players, game.default_players or game.min_players})


# (game, players, options, the move kind whose buttons are shown, kinds played whenever legal on the way)
FULLEST = [
    ("synchrogammon", 4, {"cube": "on", "match_to": 3}, "no_double", ()),  # Double / Does not double
    ("synchrogammon", 4, {"cube": "on", "match_to": 3}, "take", ("double",)),  # Take / Drop
    ("synchrogammon", 4, {"cube": "on", "match_to": 3}, "next_game", ("double", "drop")),
    ("backgammon", 2, {"match": 3}, "double", ()),  # Roll / Double
    ("backgammon", 2, {"match": 3}, "take", ("double",)),
    ("backgammon", 2, {"match": 3}, "next_game", ("double", "drop")),
    ("army_ants", 2, {}, "accept_draw", ("offer_draw",)),
    ("army_ants", 2, {"setup": "rows"}, "confirm_row", ()),
    ("army_ants", 2, {"setup": "free"}, "done_placing", ()),
    *[("dice_challenge", n, {}, "reroll", ()) for n in counts("dice_challenge")],
    *[("dream_team", n, {}, "draw", ()) for n in counts("dream_team")],
    *[("dream_team", n, {}, "deal", ()) for n in counts("dream_team")],
    *[(game_id, n, {}, "over", ()) for game_id in games.ids() for n in counts(game_id)],  # Results first
]


def case_id(case):
    game_id, count, options, wanted, _ = case
    return f"{game_id}-{count}-{wanted}" + "".join(f"-{v}" for v in options.values() if isinstance(v, str))


def assert_buttons_whole(table, screen, cut):
    """Each button's words, joined, are its whole label, drawn at the normal size inside the button."""
    view = table.table_view()
    scale = table.scaler.scale
    normal = theme.font(button_zone.TEXT * scale).get_height()
    names = table.typed_names(view)
    columns = [(zone, rect, data, path) for zone, rect, data, path in table.zones(view) if zone.kind == "buttons"]
    assert columns
    for zone, rect, data, path in columns:
        drawer = table.drawer(zone, path, names)
        boxes = drawer.rects(rect, data)
        assert len(boxes) == len(data)
        for button, box in zip(data, boxes):
            label = button["label"]
            assert rect.contains(box), f"'{label}' {box} runs out of the column {rect}"
            drawn = [(words, at) for words, at in screen.words if at.colliderect(box)]
            assert " ".join(words for words, _ in drawn) == label, f"'{label}' shows as {drawn}"
            for words, at in drawn:
                assert box.contains(at), f"'{words}' {at} runs out of its button {box}"
                assert at.height >= normal, f"'{words}' is drawn smaller than the other buttons' words"
        assert not [b["label"] for b in data if b["label"] in cut or any(label in b["label"] for label in cut)]


def drawn_table(window, monkeypatch, table):
    window.scenes.reset(table)
    frame(window)
    table.put_away_catch_up()  # the catch-up panel may lie over the log, never over the buttons; drawn without it
    with words_drawn(monkeypatch, window.size) as screen, cut_words(monkeypatch) as cut:
        table.draw(screen)
    return screen, cut


@pytest.mark.slow
@pytest.mark.parametrize("case", FULLEST, ids=case_id)
def test_every_button_label_shows_whole_at_the_normal_size(window, monkeypatch, case):
    game_id, count, options, wanted, prefer = case
    match = Match.start(game_id, people(game_id, count), {**games.get(game_id).options_for(count), **options}, 11)
    reach(match, wanted, prefer)
    table = TableScene(window, match, autosave=False)
    seat_at_screen(table, match.to_move()[0] if not match.is_over() else 0)
    screen, cut = drawn_table(window, monkeypatch, table)
    assert_buttons_whole(table, screen, cut)


def test_a_chosen_card_waiting_for_its_confirmation_shows_a_whole_button(window, monkeypatch):
    match = Match.start("synchrogammon", people("synchrogammon", 4), {"cube": "on", "match_to": 3}, 11)
    reach(match, "pick")
    table = TableScene(window, match, autosave=False)
    window.scenes.reset(table)
    frame(window)
    seat_at_screen(table, match.to_move()[0])
    table.chosen, table.chosen_path = table.selection.moves[0], "hand/0"
    screen, cut = drawn_table(window, monkeypatch, table)
    assert any(b["name"] == "confirm" for b in table.table_view()["buttons"])
    assert_buttons_whole(table, screen, cut)


def test_the_synchrogammon_lessons_cube_questions_show_whole(window, monkeypatch):
    scene = LessonTableScene(window, LessonRun(load_lesson("synchrogammon")))
    window.scenes.reset(scene)
    for _ in range(200):
        if scene.stage() == DO and scene.run.asked().kind == "take":
            break
        lesson_step(scene)
    assert scene.table_view()["buttons"][0]["label"] == "White takes (cube to 2)"
    screen, cut = drawn_table(window, monkeypatch, scene)
    assert_buttons_whole(scene, screen, cut)


def test_a_squeezed_column_is_what_the_check_catches(window, monkeypatch):
    """The check itself: a column too short for its words draws them smaller or leaves lines out, and fails."""
    match = Match.start("synchrogammon", people("synchrogammon", 4), {"cube": "on", "match_to": 3}, 11)
    reach(match, "take", ("double",))
    table = TableScene(window, match, autosave=False)
    squeezed = [replace(z, rect=(z.rect[0], z.rect[1], z.rect[2], 200)) if z.kind == "buttons" else z
                for z in table.layout.zones]
    table.layout = replace(table.layout, zones=tuple(squeezed))
    screen, cut = drawn_table(window, monkeypatch, table)
    with pytest.raises(AssertionError, match="smaller|shows as"):
        assert_buttons_whole(table, screen, cut)
