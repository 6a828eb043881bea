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


def play_until(state, done):
    """The engine's first legal move (a pass, in the auction), again and again, until `done(state)`."""
    while not done(state):
        seat = GAME.to_move(state)[0]
        moves = GAME.legal_moves(state, seat)
        state = GAME.apply(state, seat, next((m for m in moves if m.kind == "pass"), moves[0]))
    return state


def last_card_to_play(seed=3):
    """A seeded first hand at its 26th trick, the lead made: the follower's last card ends the hand."""
    state = play_until(GAME.new_state(2, {}, seed), lambda s: s.trick_no == 26 and len(s.trick) == 1)
    assert GAME.apply(state, state.turn, GAME.legal_moves(state, state.turn)[0]).phase == "hand_end"
    return state


def words_in(ctx, monkeypatch, table, path):
    """The words drawn inside the zone showing the view's `path`, as the table draws itself now."""
    from screen_checks import words_drawn
    from tabletop.ui.zones import snapshots
    snapshots.clear()
    with words_drawn(monkeypatch, ctx.size) as screen:
        table.draw(screen)
    rects = [rect for rect, _, _, shown in table.hit_boxes if shown == path]
    assert rects, f"no zone shows {path}"
    return [words for words, at in screen.words if rects[0].contains(at)]


def test_the_hand_ends_in_sight_its_last_trick_and_score_until_the_next_dealer_deals(ctx, monkeypatch):
    state = last_card_to_play()
    match = Match.from_position(GAME, [Player("Ann"), Player("Bob")], state, {})
    ctx.nav.table(match)
    frame(ctx)
    follower = state.turn
    table = table_for(ctx, ["Ann", "Bob"][follower])
    click(ctx, centre_of(table, "hand/0"))  # the last card of the hand
    assert match.state.phase == "hand_end" and ctx.scenes.top is table  # dealing is public: no curtain
    view = table.table_view()
    assert view["trick"]["taken"] and len(view["trick"]["plays"]) == 2  # trick 26 stays on the table
    panel = words_in(ctx, monkeypatch, table, "hand_end")
    row = match.state.sheet[0]
    assert panel[0].startswith("Hand 1 scored") and any(f"goal {row[5]}" in w for w in panel)
    assert any(w.endswith(f"= {row[9]}.") or w.endswith(f" {row[9]}.") for w in panel)  # the points and their sum
    assert any("3 marks" in w for w in panel)  # what trick 26 brought
    dealer = 1 - state.dealer
    deal = [b for b in view["buttons"] if b["label"] == "Deal hand 2"]
    assert deal and match.to_move() == (dealer,)
    click(ctx, centre_of(table, f"button/{deal[0]['name']}"))
    assert match.state.hand_no == 2 and match.state.phase == "auction"
    assert isinstance(ctx.scenes.top, HandoverScene)  # the next hand's first call is private again


def test_the_score_sheet_keeps_a_row_for_every_hand_in_english_at_the_smallest_window(saves_folder, monkeypatch):
    small = Context(open_window((1000, 700)), saves_dir=saves_folder)
    try:
        state = play_until(GAME.new_state(2, {}, 11), lambda s: len(s.sheet) == 2 or s.phase == "over")
        assert len(state.sheet) == 2
        match = Match.from_position(GAME, [Player("Ann"), Player("Bob")], state, {})
        table = TableScene(small, match, autosave=False)
        small.scenes.reset(table)
        frame(small)
        sheet = words_in(small, monkeypatch, table, "sheet")
        for hand, declarer, bid, *_ in state.sheet:
            assert any(w.startswith(f"{hand}  {['Ann', 'Bob'][declarer]} {bid}") for w in sheet), sheet
        assert "Total" in sheet
    finally:
        pygame.quit()


def test_the_display_cards_are_lit_when_the_winner_picks(ctx):
    from tabletop.ui import theme
    start(ctx, {"hands": {0: SOUTH, 1: ["K♠"]}, "stock": ["Q♥", "7♠"],
                "moves": ["pass", "pass", "trump ♥", "play K♠", "play 2♥"]})
    table = table_for(ctx, "Ann")
    table.draw(ctx.screen)
    (rect, drawer, data, path), = [box for box in table.hit_boxes if box[3] == "display"]
    _, slots = drawer.slots(rect, data)
    for slot in slots:
        width = max(2, slot.width // 16)
        ring_at = (slot.centerx, slot.top - width)  # the ring round a card a click may start on
        assert tuple(ctx.screen.get_at(ring_at))[:3] == theme.TARGET


def test_the_bidding_box_offers_only_goals_a_hand_can_make(ctx):
    match = start(ctx, {"hands": {0: SOUTH, 1: ["K♠"]}})
    table = table_for(ctx, "Bob")
    table.draw(ctx.screen)
    (rect, drawer, data, path), = [box for box in table.hit_boxes if box[3] == "auction"]
    bids = [p for p, _, _ in drawer.boxes(rect, data)[1] if "/bids/" in p]
    top = 40 - match.state.bases[1]  # North's goals go up to 40 marks
    assert bids == [f"auction/bids/{n}" for n in range(top + 1)]
    click(ctx, centre_of(table, f"auction/bids/{top}"))
    assert match.history[-1].move.to_dict() == {"kind": "bid", "number": top}


def test_the_trump_chooser_is_a_row_of_square_boxes_with_large_suit_signs(ctx, monkeypatch):
    from screen_checks import words_drawn
    from tabletop.ui.zones import snapshots
    start(ctx, {"hands": {0: SOUTH, 1: ["K♠"]}, "moves": ["bid 3", "pass"]})
    table = table_for(ctx, "Bob")
    snapshots.clear()
    with words_drawn(monkeypatch, ctx.size) as screen:
        table.draw(screen)
    (rect, drawer, data, path), = [box for box in table.hit_boxes if box[3] == "auction"]
    boxes = {p: box for p, _, box in drawer.boxes(rect, data)[1]}
    assert sorted(boxes) == [f"auction/trumps/{name}" for name in ("0", "1", "2", "3", "nt")]
    for sign, name in (("♠", "3"), ("♥", "2"), ("♦", "1"), ("♣", "0")):
        box = boxes[f"auction/trumps/{name}"]
        assert box.height <= box.width * 1.05, "a tall box"
        drawn = [at for words, at in screen.words if words == sign and box.contains(at)]
        assert drawn and drawn[0].height >= box.height * 0.5, f"{sign} is small in its box"
