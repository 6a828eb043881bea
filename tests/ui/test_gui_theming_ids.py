"""The UI manager remembers an element's theming ids by the ids themselves: the same ids pygame_gui builds,
built once for each set of ids."""

import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

from tabletop.ui.gui import make_manager


def test_remembered_theming_ids_are_the_ones_pygame_gui_builds_once(ctx, monkeypatch):
    built = []
    build = UIAppearanceTheme.build_all_combined_ids

    def counted(appearance, *ids):
        built.append(repr(ids))
        return build(appearance, *ids)

    monkeypatch.setattr(UIAppearanceTheme, "build_all_combined_ids", counted)
    manager = make_manager((1280, 800))
    panel = pygame_gui.elements.UIPanel((0, 0, 400, 300), manager=manager, object_id=ObjectID("#seats", "@wide"))
    start = pygame_gui.elements.UIButton((10, 10, 120, 40), "Start", manager=manager, container=panel,
                                         object_id=ObjectID("#start", "@wide"))
    again = pygame_gui.elements.UIButton((10, 60, 120, 40), "Again", manager=manager, container=panel,
                                         object_id=ObjectID("#start", "@wide"))
    appearance = manager.get_theme()
    for element in (panel, start, again):
        ids = (element.element_base_ids, element.element_ids, element.class_ids, element.object_ids)
        assert element.combined_element_ids == build(appearance, *ids)
    assert "#seats.#start" in start.combined_element_ids and "@wide" in start.combined_element_ids
    assert len(built) == len(set(built))  # each set of ids built once, the second button's looked up


def test_a_screen_built_again_by_a_new_manager_builds_no_theming_ids(ctx, monkeypatch):
    built = []
    build = UIAppearanceTheme.build_all_combined_ids
    monkeypatch.setattr(UIAppearanceTheme, "build_all_combined_ids",
                        lambda appearance, *ids: (built.append(ids), build(appearance, *ids))[1])

    def screen():
        manager = make_manager((1000, 700))
        panel = pygame_gui.elements.UIPanel((0, 0, 400, 300), manager=manager, object_id=ObjectID("#again", "@wide"))
        return pygame_gui.elements.UIButton((10, 10, 120, 40), "Go", manager=manager, container=panel,
                                            object_id=ObjectID("#go_again", "@wide"))

    first = screen()
    made = len(built)
    second = screen()  # a new window size or language makes a new manager: the same ids, looked up
    again = [ids for ids in built[made:] if ids[3] != ["#root_container"]]  # made before the theme is given
    assert made >= 2 and again == []
    assert second.combined_element_ids == first.combined_element_ids
