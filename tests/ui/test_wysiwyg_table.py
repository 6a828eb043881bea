"""WYSIWYG on the table, headless: a call, a refused call, trump, a trick and a display card, all by clicks,
with a curtain naming the person before each hand is shown."""

import pygame
import pytest

from tabletop.engine.match import Match, Player
from tabletop.games.wysiwyg import GAME
from tabletop.games.wysiwyg.positions import card, table_position
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame

SOUTH = ["3♥", "A♥", "2♥", "9♥", "A♣", "K♣", "Q♣", "5♣", "K♦", "Q♦", "8♦", "4♦", "2♦"]


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def start(ctx, setup):
    state = table_position(setup)
    match = Match.from_position(GAME, [Player("Ann"), Player("Bob")], state, {})
    ctx.nav.table(match)
    frame(ctx)
    return match


def table_for(ctx, name):
    """Past the curtain that names `name`, to the table turned to them."""
    curtain = ctx.scenes.top
    assert isinstance(curtain, HandoverScene) and curtain.name == name
    click(ctx, (10, 10))
    frame(ctx)
    table = ctx.scenes.top
    assert isinstance(table, TableScene)
    return table


def hand_path(match, seat, name):
    return f"hand/{match.state.hands[seat].index(card(name))}"


def test_bid_trump_a_trick_and_a_display_card_by_clicks(ctx):
    match = start(ctx, {"hands": {0: SOUTH, 1: ["K♠"]}, "stock": ["Q♥", "7♠"]})
    table = table_for(ctx, "Bob")
    assert match.to_move() == (1,) and table.viewer == 1  # North has the lower base and opens
    click(ctx, centre_of(table, "auction/bids/3"))
    assert match.history[-1].move.to_dict() == {"kind": "bid", "number": 3}
    table = table_for(ctx, "Ann")
    click(ctx, centre_of(table, "auction/bids/2"))
    assert table.message == "Your bid must be higher than 3." and len(match.history) == 1
    click(ctx, centre_of(table, "auction/calls/pass"))
    assert match.state.declarer == 1 and match.state.phase == "trump"
    table = table_for(ctx, "Bob")
    click(ctx, centre_of(table, "auction/trumps/2"))
    assert match.state.trump == 2 and match.state.display == (card("Q♥"), card("7♠"))
    assert ctx.scenes.top is table and table.viewer == 1  # Bob leads next: no curtain
    click(ctx, centre_of(table, hand_path(match, 1, "K♠")))
    table = table_for(ctx, "Ann")
    click(ctx, centre_of(table, hand_path(match, 0, "2♥")))
    assert match.state.phase == "display" and match.state.taker == 0
    assert ctx.scenes.top is table and table.viewer == 0  # Ann won and chooses: no curtain
    click(ctx, centre_of(table, "display/0"))
    assert card("Q♥") in match.state.hands[0] and card("7♠") in match.state.hands[1]
    assert match.state.phase == "play" and match.state.turn == 0


def test_a_card_that_must_not_be_played_says_why(ctx):
    south = ["3♠"] + SOUTH[1:]
    match = start(ctx, {"hands": {0: south, 1: ["K♠"]}, "moves": ["pass", "pass", "trump ♥", "play K♠"]})
    table = table_for(ctx, "Ann")
    assert table.viewer == 0
    click(ctx, centre_of(table, hand_path(match, 0, "A♥")))
    assert table.message == "You must follow ♠." and match.state.trick == ((1, card("K♠")),)
    view = table.table_view()
    assert [c["label"] for c in view["hand"] if c["playable"]] == ["3♠"]
    click(ctx, centre_of(table, hand_path(match, 0, "3♠")))
    assert match.state.taker == 1
