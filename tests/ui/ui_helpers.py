"""Shared by the headless UI tests: frames with synthetic events, clicks and button presses."""

import pygame

from tabletop.ui.app import run_frame


def frame(ctx, *events):
    """One frame with these events, then the events the UI posted in reply (button presses)."""
    run_frame(ctx, list(events), 1 / 60)
    posted = pygame.event.get()
    if posted:
        run_frame(ctx, posted, 1 / 60)


def click(ctx, pos):
    frame(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
          pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def press_button(ctx, scene, object_id):
    """Press a pygame_gui button by its object id, as a click would."""
    for element in scene.manager.get_root_container().elements:
        if element.most_specific_combined_id.endswith(object_id):
            click(ctx, element.rect.center)
            return
    raise AssertionError(f"no element {object_id}")
