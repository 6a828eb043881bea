"""Screenshot tests: the menu, every game's setup, table and results drawn at the smallest window we
promise, the default one and a large one; nothing cut off, nothing off screen, nothing on top of another."""

import functools

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.names import MAX_NAME, computer_name
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes import menu_layout
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.saveload import LoadScene, SaveAsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones import snapshots
from screen_checks import (cut_buttons, cut_choices, cut_words, element_rects, label_warnings, off_screen, overlapping,
                           root_elements, words_drawn)
from ui_helpers import frame, write_games_in_progress, seat_at_screen

SIZES = [(1000, 700), (1280, 800), (1920, 1200)]
# The fast tier draws the default window; the smallest and a large one are in the full suite.
WINDOWS = [pytest.param(size, marks=[] if size == (1280, 800) else pytest.mark.slow) for size in SIZES]
BROKEN_SAVE = ("The last game could not be restored: autosave.yaml, line 4: uses a YAML tag "
               "(tag:yaml.org,2002:float); only plain values are allowed. It was kept as "
               "autosave-broken-20261123-222206.yaml.")


def player_counts(game_id):
    game = games.get(game_id)
    return sorted({game.min_players, game.max_players, game.default_players or game.min_players})


TABLES = [(g, n) for g in games.ids() for n in player_counts(g)]


@pytest.fixture(params=WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
def window(request, saves_folder):
    ctx = Context(open_window(request.param), saves_dir=saves_folder)
    yield ctx
    pygame.quit()


def assert_gui_fits(scene, size):
    assert not off_screen(scene, size)
    assert not overlapping(element_rects(scene))
    assert not cut_buttons(scene)
    assert not cut_choices(scene)


# --- the menu ---------------------------------------------------------------------------------

def open_menu(ctx, notice=""):
    """The menu with every picture drawn (they arrive one a frame)."""
    with label_warnings() as too_small:
        ctx.scenes.reset(MenuScene(ctx, notice=notice))
        frame(ctx)
        menu = ctx.scenes.top
        for _ in games.ids():
            frame(ctx)
    assert not too_small
    assert not menu.pictures_pending() and not menu.failed_pictures
    return menu


def tile_parts(tile):
    return [("picture", tile.picture), ("name", tile.name), ("players", tile.players), ("new", tile.new),
            ("rules", tile.rules), *((f"line {i}", rect) for i, (_, rect) in enumerate(tile.lines))]


def assert_menu_fits(menu, size):
    """Every page of tiles fits (a small window shows the games on pages), and together they show every game."""
    while menu.page:
        menu.turn_page(-1)
    shown = []
    while True:
        assert_page_fits(menu, size)
        shown += list(menu.tiles)
        if menu.page >= menu.pages - 1:
            break
        menu.turn_page(1)
    while menu.page:
        menu.turn_page(-1)
    assert shown == games.ids()


def assert_page_fits(menu, size):
    assert_gui_fits(menu, size)
    screen = pygame.Rect((0, 0), size)
    tiles = list(menu.tiles.items())
    assert tiles
    assert not overlapping([(game_id, tile.rect) for game_id, tile in tiles])
    for game_id, tile in tiles:
        assert screen.contains(tile.rect), f"{game_id}'s tile {tile.rect} is off screen"
        for part, rect in tile_parts(tile):
            assert tile.rect.contains(rect), f"{game_id}: {part} {rect} sticks out of its tile {tile.rect}"
        assert tile.picture.width >= 120, f"{game_id}'s picture is a stamp: {tile.picture}"
        assert " ".join(words for words, _ in tile.lines) == str(games.get(game_id).tagline)
    pictures = [(f"{game_id} picture", tile.picture) for game_id, tile in tiles]
    assert not overlapping(pictures + element_rects(menu))


def test_the_menu_fits(window):
    assert_menu_fits(open_menu(window), window.size)


def test_the_menu_does_not_move_when_continue_appears(window):
    before = open_menu(window)
    places = {game_id: tile.rect for game_id, tile in before.tiles.items()}
    buttons = {e.most_specific_combined_id: e.rect for e in root_elements(before) if "#new_" in
               e.most_specific_combined_id or e.most_specific_combined_id in ("#load", "#quit")}
    write_games_in_progress(window.saves_dir, 5)
    after = open_menu(window)
    assert after.rows_shown >= 2 and any(e.most_specific_combined_id == "#more" for e in root_elements(after))
    assert {game_id: tile.rect for game_id, tile in after.tiles.items()} == places
    assert {e.most_specific_combined_id: e.rect for e in root_elements(after)
            if e.most_specific_combined_id in buttons} == buttons
    assert_menu_fits(after, window.size)


def test_the_menu_fits_with_three_games_in_progress(window):
    write_games_in_progress(window.saves_dir, 3)
    menu = open_menu(window)
    assert menu.rows_shown == min(3, len(menu_layout.header(*window.size).rows))
    assert_menu_fits(menu, window.size)
    words = [e for e in root_elements(menu) if e.most_specific_combined_id == "#resume_row"]
    assert [w.text.split(" — ")[0] for w in words] == ["Dice Challenge", "Army Ants", "Chains"][:menu.rows_shown]


def test_a_broken_saves_reason_wraps_whole_on_the_menu(window):
    menu = open_menu(window, notice=BROKEN_SAVE)
    assert_menu_fits(menu, window.size)
    box = next(e for e in root_elements(menu) if e.most_specific_combined_id == "#notice")
    assert box.html_text == BROKEN_SAVE
    assert box.rect.height > 40 or window.size[0] > 1600  # two lines where one cannot hold it
    assert box.scroll_bar is None  # grown to its words, not scrolling
    assert all(tile.rect.top > box.rect.bottom for tile in menu.tiles.values())


# --- setup -----------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id,count", TABLES)
def test_the_setup_screen_fits(window, game_id, count):
    scene = SetupScene(window, game_id)
    scene.count = count
    with label_warnings() as too_small:
        window.scenes.reset(scene)
        frame(window)
    assert not too_small
    assert_gui_fits(scene, window.size)


# --- tables ------------------------------------------------------------------------------------

def humans(game_id, count):
    """People with names as long as the setup screen takes (20 characters), wide letters included."""
    game = games.get(game_id)
    return [Player(f"{game.seat_name(seat)} Wilhelmina-Maxwell"[:20]) for seat in range(count)]


def zone_rects(table):
    view = table.table_view()
    return [(zone.id, rect) for zone, rect, _, _ in table.zones(view)]


@pytest.mark.parametrize("moves", [0, 30], ids=["start", "under_way"])
@pytest.mark.parametrize("game_id,count", TABLES)
def test_the_table_fits(window, monkeypatch, game_id, count, moves):
    game = games.get(game_id)
    match = Match.start(game_id, humans(game_id, count), game.options_for(count), 11)
    match.play_computers(moves)
    table = TableScene(window, match, autosave=False)
    window.scenes.reset(table)
    with cut_words(monkeypatch) as cut:
        frame(window)  # the curtain in front of it, where one names the next person
        table.draw(window.screen)  # the public table behind the curtain
        if match.to_move():  # and the person's own view, once they have lifted it
            seat_at_screen(table, match.to_move()[0])
            table.draw(window.screen)
    zones = zone_rects(table)
    canvas = table.scaler.canvas_rect()
    assert zones and all(canvas.contains(rect) for _, rect in zones)
    assert not overlapping(zones)
    assert not only_words(cut, match.players)  # a seat's panel may shorten its player's name, nothing else


def only_words(cut, players):
    """The words cut short that are not a player's name, nor a label made long by one (a seat's panel
    shortens a long name to fit; a pile's caption "Wilhelmina-Max's marks" may lose its end)."""
    return [words for words in cut if not any(player.name.startswith(words) or player.name in words
                                              for player in players)]


# --- the players' names in their seats' panels ---------------------------------------------------

FIRST_NAMES = ("Wilhelmina", "Maximiliane", "Bartholomew", "Konstantinos", "Alexandrina", "Christabella",
               "Gwendolyn", "Montgomery", "Evangeline", "Theodora")


def long_names(count):
    """Names as long as the setup screen takes (24 characters), in wide letters, each starting its own way;
    seat 1 a computer seat with the name the setup screen gives it."""
    players = [Player(f"{first} {'M' + 'm' * MAX_NAME}"[:MAX_NAME]) for first in FIRST_NAMES[:count]]
    if count > 1:
        players[1] = Player(computer_name(1), COMPUTER)
    return players


def shows_name(words, name):
    """Whether drawn words lead with the name: whole, or shortened with an ellipsis to a few letters or more."""
    shortened = words.split(theme.ELLIPSIS)[0]
    return words.startswith(name) or (theme.ELLIPSIS in words and len(shortened) >= theme.NAME_LETTERS
                                      and name.startswith(shortened))


@pytest.mark.parametrize("moves", [0, 30], ids=["start", "under_way"])
@pytest.mark.parametrize("game_id,count", [(g, n) for g, n in TABLES if games.get(g).facts.seat_panels])
def test_long_names_show_in_their_seats_panels_inside_them_and_apart(window, monkeypatch, game_id, count, moves):
    players = long_names(count)
    assert all(len(p.name) == MAX_NAME for p in players if not p.is_computer)
    match = Match.start(game_id, players, games.get(game_id).options_for(count), 11)
    match.play_computers(moves)
    table = TableScene(window, match, autosave=False)
    window.scenes.reset(table)
    frame(window)
    snapshots.clear()  # every zone painted afresh, so that its words are noted
    with words_drawn(monkeypatch, window.size) as screen, cut_words(monkeypatch) as cut:
        table.draw(screen)
    assert not only_words(cut, players)
    panels = [(zone, rect, path) for zone, rect, _, path in table.zones(table.table_view())
              if zone.kind in games.get(game_id).facts.seat_panels]
    assert {zone.kind for zone, _, _ in panels} == games.get(game_id).facts.seat_panels
    for zone, rect, path in panels:
        inside = [(words, drawn) for words, drawn in screen.words if drawn.colliderect(rect)]
        seats = [int(path.split("/")[1])] if path.startswith("players/") else range(count)
        for seat in seats:
            name = players[seat].name
            shown = [(words, drawn) for words, drawn in inside if shows_name(words, name)]
            assert shown, f"{zone.id}: {name} is not shown ({[words for words, _ in inside]})"
            for words, drawn in shown:
                assert rect.contains(drawn), f"{zone.id}: '{words}' {drawn} runs out of the panel {rect}"
                touching = [other for other, at in inside if at is not drawn and at.colliderect(drawn)]
                assert not touching, f"{zone.id}: '{words}' {drawn} overlaps {touching}"


# --- results ----------------------------------------------------------------------------------

@functools.cache
def finished(game_id, count):
    """A match computers played to its end, with the longest names: played once for every window size
    (the results only read it)."""
    computers = [Player(person.name, COMPUTER) for person in humans(game_id, count)]
    match = Match.start(game_id, computers, games.get(game_id).options_for(count), 11)
    match.play_computers(20_000)
    return match


@pytest.mark.parametrize("game_id,count", TABLES)
def test_the_results_fit(window, monkeypatch, game_id, count):
    match = finished(game_id, count)
    assert match.is_over()
    window.scenes.reset(TableScene(window, match, autosave=False))
    with label_warnings() as too_small, cut_words(monkeypatch) as cut:
        window.scenes.push(ResultsScene(window, match))
        frame(window)
    results = window.scenes.top
    assert not too_small
    assert_gui_fits(results, window.size)
    # The results whole; the dimmed table under them may shorten a name, or a log line that long names
    # (six of 20 letters, each said twice in one move's words) make longer than its narrow panel.
    assert not [words for words in only_words(cut, match.players)
                if not any(part in words for player in match.players for part in player.name.split() if len(part) > 8)]
    screen = pygame.Rect((0, 0), window.size)
    assert screen.contains(results.card)
    if results.table is not None:
        assert results.card.contains(results.table.rect)


# --- other places long messages show ------------------------------------------------------------

def test_a_broken_saves_reason_on_the_table_is_read_whole(window, monkeypatch):
    table = TableScene(window, Match.start("chains", humans("chains", 2), {}, 3), autosave=False)
    window.scenes.reset(table)
    table.say(f"Autosave failed: {BROKEN_SAVE} {BROKEN_SAVE}", error=True)
    with cut_words(monkeypatch) as cut:
        frame(window)
    assert not only_words(cut, table.match.players)  # the message whole (a seat's panel may shorten a name)


def test_the_load_screen_wraps_a_deep_folder_and_a_broken_saves_reason(window, tmp_path):
    deep = tmp_path / "a folder with a long name" / "inside another one with a long name" / "saves"
    deep.mkdir(parents=True)
    (deep / "broken.yaml").write_text("format: tabletop-save\nversion: [1\n", encoding="utf-8")
    window.saves_dir = deep
    scene = LoadScene(window)
    with label_warnings() as too_small:
        window.scenes.reset(scene)
        scene.error = BROKEN_SAVE
        scene.rebuild()
        frame(window)
    assert not too_small
    assert_gui_fits(scene, window.size)


def test_the_save_box_grows_to_a_long_reason(window):
    scene = SaveAsScene(window, Match.start("chains", humans("chains", 2), {}, 3), on_saved=lambda words: None)
    window.scenes.reset(scene)
    scene.error = BROKEN_SAVE * 2
    scene.rebuild()
    frame(window)
    assert_gui_fits(scene, window.size)
    box = next(e for e in root_elements(scene) if e.most_specific_combined_id == "#notice")
    assert box.scroll_bar is None
