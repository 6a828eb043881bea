"""The screenshot tests' checks catch what they look for (a check that cannot fail proves nothing)."""

import pygame
from pygame_gui.elements import UIDropDownMenu

from tabletop.ui import theme
from tabletop.ui.gui import GuiScene
from screen_checks import cut_buttons, cut_choices, cut_words, label_warnings, off_screen, overlapping


def test_a_label_too_small_for_its_words_is_caught(ctx):
    scene = GuiScene(ctx)
    with label_warnings() as too_small:
        scene.label((10, 10, 40, 20), "Far too many words for forty pixels")
    assert too_small and "Far too many words" in too_small[0]


def test_words_cut_with_an_ellipsis_are_caught(ctx, monkeypatch):
    with cut_words(monkeypatch) as cut:
        theme.fit_text("Red casualties", 16, theme.INK, 300)
        assert not cut
        theme.fit_text("Red casualties and more words than fit", 16, theme.INK, 80)
    assert cut == ["Red casualties and more words than fit"]


def test_a_cut_button_an_element_off_screen_and_overlaps_are_caught(ctx):
    scene = GuiScene(ctx)
    scene.button((1200, 10, 60, 30), "Load a saved game", "load", lambda: None)
    scene.button((1230, 20, 100, 30), "Quit", "quit", lambda: None)
    assert cut_buttons(scene) == ["#load 'Load a saved game'"]
    assert off_screen(scene, ctx.size) == [f"#quit {pygame.Rect(1230, 20, 100, 30)}"]
    a, b, inside = pygame.Rect(0, 0, 50, 50), pygame.Rect(40, 40, 50, 50), pygame.Rect(5, 5, 10, 10)
    assert overlapping([("a", a), ("b", b)]) and not overlapping([("a", a), ("inside", inside)])


def test_a_choice_wider_than_its_drop_down_is_caught(ctx):
    scene = GuiScene(ctx)
    UIDropDownMenu(["Off", "Each colour ranked on its own"], "Off", pygame.Rect(10, 10, 150, 36),
                   manager=scene.manager)
    assert cut_choices(scene) == ["drop_down_menu 'Each colour ranked on its own'"]
