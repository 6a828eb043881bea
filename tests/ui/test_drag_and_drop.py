"""Drag and drop makes the same move as click-click; a release over nothing puts the piece back."""

import pygame

from tabletop.games.army_ants import positions as ants
from tabletop.games.backgammon.positions import match_from_position, position
from tabletop.engine.match import Player
from tabletop.ui.scenes.table import TableScene

from ui_helpers import centre_of, click, frame

BATTLE = {"b4": "7♥", "b6": "7♠", "a1": "Q♥", "e8": "Q♠", "e1": "2♥", "a8": "2♠"}


def drag(ctx, start, end):
    """Press on `start`, move the pointer over the table in a few steps, release on `end`."""
    frame(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    for step in (1, 2, 3):
        at = (start[0] + (end[0] - start[0]) * step // 3, start[1] + (end[1] - start[1]) * step // 3)
        frame(ctx, pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0)))
    frame(ctx, pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))


def open_table(ctx, match) -> TableScene:
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    frame(ctx)
    return table


def nowhere(table):
    """A window point over no place of the table."""
    width, height = table.ctx.screen.get_size()
    return next((x, y) for x in range(2, width, 7) for y in range(2, height, 7) if table.path_at((x, y)) is None)


def test_an_army_ants_attack_by_drag_is_the_attack_by_clicks(ctx):
    by_clicks = open_table(ctx, ants.match_from_position(BATTLE, phase="battle"))
    click(ctx, centre_of(by_clicks, "grid/1/3"))
    click(ctx, centre_of(by_clicks, "grid/1/5"))
    ctx.scenes.pop()
    by_drag = open_table(ctx, ants.match_from_position(BATTLE, phase="battle"))
    drag(ctx, centre_of(by_drag, "grid/1/3"), centre_of(by_drag, "grid/1/5"))
    assert len(by_drag.match.history) == 1 == len(by_clicks.match.history)
    assert by_drag.match.history[0].move == by_clicks.match.history[0].move
    assert by_drag.match.state == by_clicks.match.state and by_drag.drag is None


def test_a_backgammon_checker_by_drag_is_the_checker_by_clicks(ctx):
    start = position(dice=(3, 1))
    by_clicks = open_table(ctx, match_from_position(start, [Player("Ann"), Player("Bo")]))
    move = next(m for m in by_clicks.match.legal_moves(0) if len(m.targets[0]) == 2)
    source, landing = move.targets[0]
    click(ctx, centre_of(by_clicks, source))
    click(ctx, centre_of(by_clicks, landing))
    ctx.scenes.pop()
    by_drag = open_table(ctx, match_from_position(start, [Player("Ann"), Player("Bo")]))
    drag(ctx, centre_of(by_drag, source), centre_of(by_drag, landing))
    assert [p.move for p in by_drag.match.history] == [p.move for p in by_clicks.match.history] != []
    assert by_drag.match.state == by_clicks.match.state


def test_a_release_over_nothing_puts_the_piece_back(ctx):
    table = open_table(ctx, ants.match_from_position(BATTLE, phase="battle"))
    source = centre_of(table, "grid/1/3")
    frame(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=source))
    assert table.drag is not None and table.selection.clicks == ["grid/1/3"]
    drag(ctx, source, nowhere(table))
    assert table.match.history == [] and table.selection.clicks == [] and table.drag is None


def test_a_plain_click_still_picks_the_piece_up_and_a_drag_shows_it_under_the_pointer(ctx):
    table = open_table(ctx, ants.match_from_position(BATTLE, phase="battle"))
    source, target = centre_of(table, "grid/1/3"), centre_of(table, "grid/1/5")
    click(ctx, source)
    assert table.selection.clicks == ["grid/1/3"] and table.drag is None and table.match.history == []
    click(ctx, source)                                            # put down again, as before
    frame(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=source))
    middle = ((source[0] + target[0]) // 2, (source[1] + target[1]) // 2 + 40)
    frame(ctx, pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(1, 0, 0)))
    assert table.drag.moving and table.selection.clicks == ["grid/1/3"]
    table.draw(ctx.screen)
    carried = ctx.screen.subsurface(table.drag.ghost.get_rect(center=middle)).copy()
    held, table.drag = table.drag, None
    table.draw(ctx.screen)
    plain = ctx.screen.subsurface(held.ghost.get_rect(center=middle)).copy()
    assert pygame.image.tobytes(carried, "RGB") != pygame.image.tobytes(plain, "RGB")  # the piece is drawn there
