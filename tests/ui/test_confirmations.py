"""At the table: a move that ends something is confirmed through the choice box (cancelling plays
nothing), and beginner warnings ask only when switched on (W, remembered between runs)."""

import pygame

from tabletop.engine.match import Match, Player
from tabletop.games.army_ants import GAME as ANTS
from tabletop.games.army_ants.positions import position as ants_position
from tabletop.ui.settings import read_settings, settings_path
from test_warnings import front_queens
from ui_helpers import centre_of, click, frame, switch, switch_label


def table_for(ctx, state):
    match = Match.from_position(ANTS, [Player("Ann"), Player("Bo")], state)
    ctx.nav.table(match)
    frame(ctx)
    return ctx.scenes.top


def shielded_queen():
    """Battle: Red's 5♥ on c4 stands between its Queen on c3 and Black's 7♠ on c6."""
    return ants_position({"c3": "Q♥", "c4": "5♥", "c6": "7♠", "e8": "Q♠", "a1": "2♥"})


def press_key(ctx, key):
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def test_clicking_queens_refuge_asks_first_and_cancel_plays_nothing(ctx):
    table = table_for(ctx, front_queens())
    for answer in (1, 0):  # Cancel, then Do it anyway
        click(ctx, centre_of(table, "grid/0/3"))   # the Queen on a4
        click(ctx, centre_of(table, "grid/2/0"))   # Red's empty square c1
        assert table.match.history == [] and table.choice is not None and table.choice.confirms
        assert "ends your muster" in " ".join(table.choice.title_lines)
        assert "ends Ann's muster" in table.choice.labels[0]  # Red's, read as the person playing it
        click(ctx, table.choice.rows[answer].center)
        assert table.choice is None
    assert [p.move.kind for p in table.match.history] == ["refuge"]
    assert table.match.state.muster_used[0] == 5


def test_a_beginner_warning_asks_only_when_switched_on(ctx):
    table = table_for(ctx, shielded_queen())
    away = next(m for m in table.match.legal_moves(0) if m.kind == "march" and m.get("cells") == ("c4",)
                and m.get("dir") == "E" and m.get("dist") == 1)
    assert not ctx.settings.beginner_warnings  # off by default
    table.play(away)
    assert table.choice is None and len(table.match.history) == 1
    table = table_for(ctx, shielded_queen())
    press_key(ctx, pygame.K_w)
    assert ctx.settings.beginner_warnings and "Beginner warnings on" in table.message
    table.play(away)
    assert table.choice is not None and "can attack your Queen on c3" in " ".join(table.choice.title_lines)
    click(ctx, table.choice.rows[1].center)  # Cancel
    assert table.match.history == []
    safe = next(m for m in table.match.legal_moves(0) if m.get("cells") == ("a1",))
    table.play(safe)
    assert table.choice is None and len(table.match.history) == 1


def test_the_warnings_switch_is_an_option_and_is_remembered(ctx, saves_folder):
    table = table_for(ctx, shielded_queen())
    label = lambda: switch_label(table, "warnings")
    assert label() == "Warnings: off (W)"
    switch(ctx, table, "warnings")
    assert label() == "Warnings: on (W)"
    ctx.saver.flush()
    assert read_settings(settings_path(saves_folder))[0].beginner_warnings
    press_key(ctx, pygame.K_w)
    ctx.saver.flush()
    assert label() == "Warnings: off (W)" and not read_settings(settings_path(saves_folder))[0].beginner_warnings
