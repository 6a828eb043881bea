"""A curtain lifts only by a deliberate act after it came down: the second click of a double-click that
played a card, or a held key's repeat, does not show the next person's hand."""

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.session import session as session_module
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame, seat_at_screen


@pytest.fixture
def guarded(ctx, monkeypatch):
    """The table of two people at WYSIWYG's card play, the first at the screen, its session on a clock
    the test moves, with the real guard (the UI tests' conftest lifts curtains at once otherwise)."""
    monkeypatch.setattr(session_module, "LIFT_GUARD", 0.5)
    match = Match.start("wysiwyg", [Player("Ann"), Player("Ben")], games.get("wysiwyg").options_for(2), 3)
    while match.view(None)["phase"] != "play":
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.reset(table)
    seat_at_screen(table, match.to_move()[0])
    clock = [1000.0]
    table.session.clock = lambda: clock[0]
    return table, clock


def test_a_double_clicks_second_click_does_not_lift_the_next_curtain(ctx, guarded):
    table, clock = guarded
    match, mover = table.match, table.match.to_move()[0]
    card = next(m for m in table.selection.moves if m.targets)
    spot = centre_of(table, card.targets[0][0])
    click(ctx, spot)
    assert match.history[-1].seat == mover and isinstance(ctx.scenes.top, HandoverScene)
    clock[0] += 0.2
    click(ctx, spot)  # the double-click's second click
    assert isinstance(ctx.scenes.top, HandoverScene) and table.offered.viewer is None
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))  # a key held down
    assert isinstance(ctx.scenes.top, HandoverScene)
    clock[0] += 0.5
    click(ctx, (640, 400))  # the next person, come to the screen
    assert ctx.scenes.top is table and table.offered.viewer == match.to_move()[0] != mover
