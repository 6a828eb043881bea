"""Shared by the headless UI tests: frames with synthetic events, clicks and button presses."""

import pygame

from tabletop.lessons.lesson_file import DO, REPLY
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


GRIDS = (24, 12, 6)  # pixels between the points tried: coarse first (a board has a million of them), then finer


def centre_of(table, path):
    """The window point of a view path, found through the zones' own hit tests: on a coarse grid of
    points first, on finer ones when it finds nothing there or a middle that misses the path. A path
    whose middle is another path (a track under its ghost chips) is met at the middle the finest grid finds."""
    table.draw(table.ctx.screen)
    found = None
    for grid in GRIDS:
        for rect, drawer, data, zone_path in table.hit_boxes:
            hit = _first_hit(rect, drawer, data, zone_path, path, grid)
            if hit is not None:
                found = _centre(rect, drawer, data, zone_path, path, *hit)
                if drawer.hit(rect, data, found, zone_path) == path:
                    return found
                break
    if found is None:
        raise AssertionError(f"{path} is not on the table")
    return found


def _first_hit(rect, drawer, data, zone_path, path, grid):
    """The first point of the grid in `rect`, column by column, that hits `path` (None when none does)."""
    for x in range(rect.left, rect.right, grid):
        for y in range(rect.top, rect.bottom, grid):
            if drawer.hit(rect, data, (x, y), zone_path) == path:
                return x, y
    return None


def _centre(rect, drawer, data, zone_path, path, x, y):
    xs = [px for px in range(x, rect.right) if drawer.hit(rect, data, (px, y), zone_path) == path]
    ys = [py for py in range(y, rect.bottom) if drawer.hit(rect, data, (x, py), zone_path) == path]
    return (x + xs[-1]) // 2, (y + ys[-1]) // 2


GAMES_IN_PROGRESS = [("dice_challenge", ["Ann", "Ben", "Cy"]), ("army_ants", ["Robin Wilhelmina-Max", "Ada"]),
                     ("chains", ["Zoë"]), ("backgammon", ["Ann", "Ben"]), ("dream_team", ["Ann", "Ben", "Cy", "Dee"])]


def write_games_in_progress(folder, count, moves=4):
    """`count` autosaves of games in progress, the first the most recently played (an hour apart); their paths."""
    import os
    import time

    from tabletop import games
    from tabletop.engine.autosaves import new_autosave_path
    from tabletop.engine.match import Match, Player
    from tabletop.engine.saves import write_save

    folder.mkdir(parents=True, exist_ok=True)
    now, paths = time.time(), []
    for i in range(count):
        game_id, names = GAMES_IN_PROGRESS[i % len(GAMES_IN_PROGRESS)]
        game = games.get(game_id)
        match = Match.start(game_id, [Player(n) for n in names], game.options_for(len(names)), 20 + i)
        match.play_computers(moves + i)
        path = write_save(new_autosave_path(folder, game_id, now - 3600 * i), match)
        os.utime(path, (now - 3600 * i, now - 3600 * i))
        paths.append(path)
    return paths


def switch(ctx, table, name):
    """Flip one of the table's switches (sound, warnings, board...) through its Options box, as a person
    would: the Options button, the switch's row, then Close."""
    click(ctx, centre_of(table, "button/options"))
    box = table.choice
    click(ctx, box.rows[box.moves.index(name)].center)
    click(ctx, table.choice.rows[-1].center)  # the box stays open with the new state: Close
    assert table.choice is None


def switch_label(table, name):
    """A switch's words with its state, as the Options box shows them."""
    return dict(table.option_rows())[name]


def lesson_step(scene) -> None:
    """Take a lesson one stage on as the learner would: its asked move, a scripted reply landing, or Next."""
    if scene.stage() == DO:
        scene.play(scene.run.asked())
    elif scene.stage() == REPLY:
        scene.update(1.0)
    else:
        scene.next_step()


def seat_at_screen(table, seat):
    """`seat`'s person sits at the screen, as after lifting their curtain (a match played up to here by
    another hand): a curtain already down over the table goes."""
    from tabletop.ui.scenes.handover import HandoverScene
    scenes = table.ctx.scenes
    while isinstance(scenes.top, HandoverScene):
        scenes.stack.pop()
    table.session.sit(seat)
    table.refresh()
