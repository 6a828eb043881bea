"""The rules viewer, headless: opens, pages with keys and buttons, draws every page, scales, and Esc pops it."""

import pygame
import pytest

from tabletop.rules_book import Illustration, load_book
from tabletop.ui import theme
from tabletop.ui.app import Context, Scene, open_window
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.rules import RulesScene, lead_term, text_blocks
from ui_helpers import frame, press_button

SNAPSHOT_PAGES = ("Muster: getting ready", "March: broadside", "Battle: Attack")


class Below(Scene):
    """Whatever the viewer was pushed over (the menu or the table)."""


@pytest.fixture
def ctx():
    context = Context(open_window((1280, 800)))
    context.scenes.push(Below(context))
    yield context
    pygame.quit()



def key(ctx, code):
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))



def open_rules(ctx) -> RulesScene:
    scene = RulesScene(ctx, "army_ants")
    ctx.scenes.push(scene)
    frame(ctx)
    return scene


def test_opens_and_pages_with_keys(ctx):
    scene = open_rules(ctx)
    count = len(load_book("army_ants").pages)
    assert scene.index == 0 and scene.page_count == count
    key(ctx, pygame.K_RIGHT)
    key(ctx, pygame.K_RIGHT)
    assert scene.index == 2
    key(ctx, pygame.K_LEFT)
    assert scene.index == 1
    key(ctx, pygame.K_LEFT)
    key(ctx, pygame.K_LEFT)
    assert scene.index == 0  # no page before the first
    key(ctx, pygame.K_END)
    key(ctx, pygame.K_RIGHT)
    assert scene.index == count - 1  # nor after the last
    key(ctx, pygame.K_HOME)
    assert scene.index == 0


def test_previous_and_next_buttons(ctx):
    scene = open_rules(ctx)
    assert not scene.previous_button.is_enabled and scene.next_button.is_enabled
    press_button(ctx, scene, "#next")
    press_button(ctx, scene, "#next")
    assert scene.index == 2 and scene.previous_button.is_enabled
    press_button(ctx, scene, "#previous")
    assert scene.index == 1
    scene.turn_to(scene.page_count - 1)
    assert not scene.next_button.is_enabled


def test_draws_every_page_with_the_engines_highlights(ctx):
    scene = open_rules(ctx)
    book = load_book("army_ants")
    for page in book.pages:
        scene.turn_to(page.number - 1)
        frame(ctx)
        if page.example is None:
            assert scene.board_geometry is None
            continue
        picture = scene.picture(scene.index)
        assert isinstance(picture, Illustration), picture
        assert scene.board_geometry is not None
        if page.example.marks is not None:
            assert picture.targets == set(page.example.marks)
            for square in picture.targets:  # every promised square is lit on screen
                col, row = ord(square[0]) - ord("a"), int(square[1:]) - 1
                rect = scene.board_geometry.square_rect(col, row)
                edge = ctx.screen.get_at((rect.x + 2, rect.centery))[:3]
                assert edge in (theme.TARGET, theme.ATTACK), (page.title, square, edge)
        if page.title in SNAPSHOT_PAGES:
            pygame.image.save(ctx.screen, f"/tmp/rules_page_{page.number}.png")


def test_page_indicator_and_title_are_drawn(ctx):
    scene = open_rules(ctx)
    scene.turn_to(2)
    before = ctx.screen.copy()
    frame(ctx)
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(ctx.screen, "RGB")
    assert scene.cached is not None and scene.cached[0] == (2, (1280, 800))


def test_esc_pops_the_viewer(ctx):
    below = ctx.scenes.top
    open_rules(ctx)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is below


def test_close_button_pops_the_viewer(ctx):
    below = ctx.scenes.top
    scene = open_rules(ctx)
    press_button(ctx, scene, "#close")
    assert ctx.scenes.top is below


def test_menu_opens_rules_and_esc_returns(ctx):
    menu = MenuScene(ctx)
    ctx.scenes.reset(menu)
    frame(ctx)
    press_button(ctx, menu, "#rules_army_ants")
    assert isinstance(ctx.scenes.top, RulesScene)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is menu


def test_rebuilds_and_scales_on_resize(ctx):
    scene = open_rules(ctx)
    scene.turn_to(6)
    frame(ctx)
    big = scene.board_geometry.square
    frame(ctx, pygame.event.Event(pygame.VIDEORESIZE, w=960, h=600, size=(960, 600)))
    frame(ctx)
    assert ctx.screen.get_size() == (960, 600)
    assert scene.board_geometry.square < big
    for element in scene.manager.get_root_container().elements:
        assert ctx.screen.get_rect().contains(element.rect)


def test_missing_book_shows_the_reason_instead_of_crashing(ctx):
    scene = RulesScene(ctx, "no_such_game")
    ctx.scenes.push(scene)
    frame(ctx)
    assert "no rules book" in scene.error
    assert scene.page_count == 1
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is not scene


def test_text_blocks_and_lead_terms():
    blocks = text_blocks("First line\ncontinues.\n\n- March: one card\n  goes far.\n- Swap: two.\n\nEnd.")
    assert blocks == [("para", "First line continues."), ("bullet", "March: one card goes far."),
                      ("bullet", "Swap: two."), ("para", "End.")]
    assert lead_term("Free placement: each player") == "Free placement:"
    assert lead_term("One limit: no 9 may stand next to the Queen along a side") == "One limit:"
    assert lead_term("plain text with no term") == ""
