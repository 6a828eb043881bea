"""Three Kings on the table, headless: a set by clicks (the field lights after the hand card), a
discard and a King play by clicks, refusals in words, the curtain between two people, and the hands
shown at the end."""

from dataclasses import replace

import pygame
import pytest

from tabletop.engine.match import Player
from tabletop.games.three_kings import GAME
from tabletop.games.three_kings.positions import match_from_position, position
from tabletop.games.three_kings.state import OVER
from tabletop.session.view_paths import resolve
from tabletop.ui.app import Context, open_window
from tabletop.ui.layout import Scaler, load_layout
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones.kings import KingsSeatDrawer, rank_size
from ui_helpers import centre_of, click, frame


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def table_for(ctx, state, players=None):
    match = match_from_position(state, players or [Player("Ann"), Player("Ben")])
    ctx.nav.table(match)
    frame(ctx)
    if isinstance(ctx.scenes.top, HandoverScene):
        click(ctx, (640, 400))
    table = ctx.scenes.top
    assert isinstance(table, TableScene)
    return match, table


def test_a_set_by_clicks_lights_the_field_cards_that_complete_it(ctx):
    state = position(hands=[["9", "2", "2", "K", "5"], ["A", "3", "6", "7"]], field=["4", "5", "K", "10"],
                     stock=["8", "8", "8"])
    match, table = table_for(ctx, state)
    assert table.viewer == 0
    click(ctx, centre_of(table, "hand/3"))  # the 9
    assert table.selection.clicks == ["hand/3"]
    assert table.marks(table.table_view()).targets == {"field/0", "field/1"}  # 4 + 5 = 9
    click(ctx, centre_of(table, "field/1"))
    assert not match.history
    click(ctx, centre_of(table, "field/0"))
    assert len(match.history) == 1 and match.history[0].move.kind == "set"
    assert "4 + 5 = 9" in str(match.history[0].move)
    assert len(match.state.sets[0]) == 1 and [c for c in match.state.field] == [state.field[2], state.field[3]]
    frame(ctx)
    assert isinstance(ctx.scenes.top, HandoverScene)  # Ben's hand is his: a curtain before his turn


def test_a_discard_and_a_king_play_by_clicks(ctx):
    state = position(hands=[["7", "7", "9", "K", "Q"], ["A", "3", "6", "8"]], field=["3", "5", "K"],
                     stock=["8", "8", "8"])
    match, table = table_for(ctx, state, [Player("Ann"), Player("Bot", "computer")])
    click(ctx, centre_of(table, "hand/0"))
    assert table.marks(table.table_view()).targets == {"field/drop"}  # no set: only the discard place
    click(ctx, centre_of(table, "field/drop"))
    assert match.history[0].move.kind == "discard" and len(match.state.field) == 4
    for _ in range(300):
        if match.to_move() == (0,) or match.is_over():
            break
        frame(ctx)
    assert match.to_move() == (0,) and len(match.history) == 2  # the computer seat answered
    state = position(hands=[["7", "7", "9", "K", "Q"], ["A", "3", "6", "8"]], field=["3", "5", "K"],
                     stock=["8", "8", "8"])
    match, table = table_for(ctx, state)
    click(ctx, centre_of(table, "hand/4"))  # the King
    assert table.marks(table.table_view()).targets == {"field/2"}
    click(ctx, centre_of(table, "field/2"))
    assert match.history[-1].move.kind == "king" and len(match.state.known[0]) == 2


def test_a_click_that_makes_nothing_is_refused_in_words(ctx):
    state = position(hands=[["4", "2", "2", "7", "K"], ["A", "3", "5", "6"]], field=["8", "Q", "10"],
                     stock=["8", "8"])
    match, table = table_for(ctx, state)
    click(ctx, centre_of(table, "hand/3"))  # the 7 fishes nothing here
    assert table.message_is_error and "makes no set" in table.message
    click(ctx, centre_of(table, "hand/4"))
    assert table.message_is_error and "King" in table.message
    assert not match.history


TWELVE = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]


@pytest.mark.parametrize("size", [(1000, 700), (1920, 1200)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_twelve_card_hand_shown_at_the_end_reads_in_every_seat(size, players):
    """Once the game is over every hand lies face up in its seat's area: twelve cards (fifteen with three
    Kings) show each rank whole, in rows inside the area, at the smallest and a large window."""
    open_window(size)
    try:
        hands = [["K", "K", "K"] + TWELVE] + [TWELVE] * (players - 1)
        state = replace(position(players, hands=hands), phase=OVER, ended="kings")
        view = GAME.view(state, 0)
        layout = load_layout("three_kings")
        scaler = Scaler(layout.canvas, size)
        seats = [zone for zone in layout.for_players(players) if zone.kind == "kings_seat"]
        assert len(seats) == players
        for zone in seats:
            path = zone.path_for(0, players)
            rect = scaler.to_window(zone.rect)
            parts = KingsSeatDrawer(zone, 0, path).parts(rect, resolve(view, path))
            hand = next(group for group in parts.groups if group.kind == "faces")
            assert len(hand.slots) == len(hand.cards) >= 12
            for slot, after in zip(hand.slots, hand.slots[1:] + [None]):
                assert hand.box.contains(slot), f"{zone.id}: {slot} outside {hand.box}"
                shows = after.x - slot.x if after is not None and after.y == slot.y else slot.width
                assert rank_size(slot.width, slot.height, shows) >= 11, f"{zone.id}: {slot}, {shows} px in sight"
    finally:
        pygame.quit()
