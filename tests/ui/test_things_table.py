"""The Things on the table, headless: a whole Talk with a forced exchange, a Talk whose volunteer is picked
in public, and an Attack with a joined side, by clicks, with every curtain in between naming the person and
why they are asked."""

import pygame
import pytest

from tabletop.engine.match import Player
from tabletop.games.the_things.positions import card, match_from_position, position, table_position
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame

NAMES = ["Ann", "Bob", "Cy", "Dee"]


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def start(ctx, state):
    match = match_from_position(state, [Player(n) for n in NAMES[:state.players]])
    ctx.nav.table(match)
    frame(ctx)
    return match, lift_curtain(ctx, NAMES[state.active], f"{NAMES[state.active]}'s turn: choose an action")


def lift_curtain(ctx, name, reason):
    """The curtain is up for `name`, saying `reason`; click it away."""
    curtain = ctx.scenes.top
    assert isinstance(curtain, HandoverScene), f"no curtain before {name}'s prompt"
    assert curtain.name == name and reason in curtain.detail, curtain.detail
    click(ctx, (10, 10))
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and table.viewer == NAMES.index(name)
    return table


def press(ctx, table, words):
    """Press the move button whose label starts with `words`."""
    table.draw(table.ctx.screen)
    for index, move in enumerate(table.selection.buttons()):
        if str(move).startswith(words):
            click(ctx, centre_of(table, f"button/move{index}"))
            return
    raise AssertionError(f"no button '{words}' among {[str(m) for m in table.selection.buttons()]}")


def hand_index(match, seat, name):
    return match.state.hands[seat].index(card(name))


def test_a_whole_talk_with_a_forced_exchange_by_clicks(ctx):
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "2♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠", "6♠ 6♣ 8♠ 9♣ 10♠"])
    match, table = start(ctx, state)
    assert table.viewer == 0
    press(ctx, table, "Talk")
    click(ctx, centre_of(table, f"hand/{hand_index(match, 0, '4♠')}"))
    click(ctx, centre_of(table, "want/13"))
    assert match.state.phase == "volunteer"
    for name in ("Bob", "Cy", "Dee"):  # everyone is asked, nobody holds a K
        table = lift_curtain(ctx, name, "Ann offers a 4 for a K: volunteer or decline")
        press(ctx, table, "Decline")
    table = lift_curtain(ctx, "Ann", "names a partner")
    assert lit_seats(ctx, table) == {1, 2, 3}  # the players Ann may name, before any click
    click(ctx, centre_of(table, "seat/1"))
    table = lift_curtain(ctx, "Bob", "Ann named Bob for an exchange: set one card aside")
    assert {m.get("card") for m in table.selection.moves if m.kind == "aside"} == {card("2♥"), card("9♦")}
    assert lit_seats(ctx, table) == set()
    click(ctx, centre_of(table, f"hand/{hand_index(match, 1, '2♥')}"))
    table = lift_curtain(ctx, "Ann", "takes one of Bob's cards unseen")
    click(ctx, centre_of(table, "blind/0"))
    table = ctx.scenes.top  # no curtain: the take was Ann's, and so is the look at what she got
    assert isinstance(table, TableScene) and table.viewer == 0 and table.private
    got = (set(match.state.hands[0]) - {card(name) for name in ("2♠", "3♠", "5♠", "7♠")}).pop()
    data, _ = zone_data(table, "things_cards")
    assert [c["id"] for c in data["got"]] == [got]
    press(ctx, table, "Done")
    table = lift_curtain(ctx, "Bob", "Bob looks at the card received in the exchange")  # Bob's 4♠: its suit is news
    data, _ = zone_data(table, "things_cards")
    assert [c["id"] for c in data["got"]] == [card("4♠")]
    press(ctx, table, "Done")
    after = match.state
    assert card("4♠") in after.hands[1] and card("2♥") in after.hands[1]
    assert len(after.hands[0]) == 5 and len(after.hands[1]) == 5
    assert after.active == 1 and after.phase == "action"
    table = ctx.scenes.top  # Bob's own turn follows at once: he is at the screen already
    assert isinstance(table, TableScene) and table.viewer == 1


def test_two_volunteers_answer_behind_curtains_and_the_pick_is_made_in_public(ctx):
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "6♣ 8♣ 9♣ 10♣ J♣", "6♠ A♠ A♣ 2♣ 3♣"])
    match, table = start(ctx, state)
    press(ctx, table, "Talk")
    click(ctx, centre_of(table, f"hand/{hand_index(match, 0, '4♠')}"))
    click(ctx, centre_of(table, "want/6"))
    for name in ("Bob", "Cy"):  # each answer needs the hand: one curtain each
        table = lift_curtain(ctx, name, "Ann offers a 4 for a 6: volunteer or decline")
        press(ctx, table, "Volunteer")
    assert match.state.phase == "choose"
    table = ctx.scenes.top
    assert isinstance(table, TableScene), "a curtain before the public pick of a volunteer"
    assert table.viewer == 0 and not table.private
    shown = table.table_view()
    assert shown["hand"] == [] and shown["role"] == "" and shown["notes"] == []
    labels = [str(m) for m in table.selection.buttons()]
    assert not any(word in label for label in labels for word in ("Rescue", "Escape")), labels
    assert lit_seats(ctx, table) == {1, 2}  # the volunteers
    click(ctx, centre_of(table, "seat/2"))
    table = lift_curtain(ctx, "Cy", "Ann trades with Cy: give your 6")
    click(ctx, centre_of(table, f"hand/{hand_index(match, 2, '6♠')}"))
    assert card("6♠") in match.state.hands[0] and card("4♠") in match.state.hands[2]


def test_an_attack_with_a_joined_side_by_clicks(ctx):
    state = position(["K♠ 2♠ 3♠ 5♠ 7♠", "Q♥ 9♦ 8♣ 10♣ 4♣", "J♠ A♣ 2♣ 3♣ 9♠"])
    match, table = start(ctx, state)
    click(ctx, centre_of(table, "seat/1"))
    assert match.state.phase == "combat"
    click(ctx, centre_of(table, f"hand/{hand_index(match, 0, 'K♠')}"))
    press(ctx, table, "Done")
    table = lift_curtain(ctx, "Cy", "Ann attacks Bob: round 1")
    click(ctx, centre_of(table, f"hand/{hand_index(match, 2, 'J♠')}"))
    press(ctx, table, "Done")
    assert match.state.pending.combat.side[2] == 1  # Cy joined the attack
    table = lift_curtain(ctx, "Bob", "the defence's round")
    press(ctx, table, "Pass")
    table = lift_curtain(ctx, "Ann", "round 3")
    press(ctx, table, "Pass")
    table = lift_curtain(ctx, "Cy", "round 3")
    press(ctx, table, "Pass")
    assert not match.state.alive[1]  # two faces against none: the target dies
    assert match.state.phase in ("refill", "action")


def test_a_catan_style_offer_by_clicks(ctx):
    state = position(["4♠ 2♠ 3♠ 5♠ 7♠", "2♥ 9♦ 8♣ 10♣ J♣", "A♠ A♣ 2♣ 3♣ 9♠"], options={"o1_catan_talk": True})
    match, table = start(ctx, state)
    press(ctx, table, "Talk")
    click(ctx, centre_of(table, "want/6"))
    click(ctx, centre_of(table, f"hand/{hand_index(match, 0, '4♠')}"))
    click(ctx, centre_of(table, f"hand/{hand_index(match, 0, '2♠')}"))
    press(ctx, table, "Give 2 or 4 for a 6")
    assert match.state.phase == "volunteer" and match.state.pending.gives == (2, 4)


def lit_seats(ctx, table):
    """The seats drawn with the green ring of a place to click."""
    from tabletop.ui import theme
    table.draw(ctx.screen)
    (rect, drawer, data), = [(r, d, v) for r, d, v, _ in table.hit_boxes if d.kind == "things_seats"]
    ring = round(10 * drawer.scale(rect))
    return {seat for seat, box in enumerate(drawer.chip_rects(rect, data))
            if ctx.screen.get_at((box.centerx, box.inflate(ring, ring).top + 1))[:3] == theme.TARGET}


def zone_data(table, kind):
    """The data and rect the table drew a zone of `kind` with."""
    table.draw(table.ctx.screen)
    found = [(data, rect) for rect, drawer, data, _ in table.hit_boxes if drawer.kind == kind]
    assert found, f"no {kind} zone on the table"
    return found[0]


def tag_pixels(ctx, rect):
    """How many pixels of the hand zone wear the colour of the "new" tag."""
    from tabletop.ui.zones.hand import NEW_TAG
    screen = ctx.screen
    return sum(screen.get_at((x, y))[:3] == NEW_TAG for x in range(rect.left, rect.right, 2)
               for y in range(rect.top, rect.bottom, 2))


def test_the_refill_review_tags_the_cards_just_drawn_for_their_owner_only(ctx):
    # Ann kills Bob with 7♠ 5♠ (12 against nothing), then draws 8♣ and 9♠ back up to five.
    moves = [{"kind": "attack", "target": 1}, {"kind": "play", "card": "7♠"}, {"kind": "play", "card": "5♠"}] + \
        [{"kind": "pass"}] * 6
    state = table_position({"hands": ["7♠ 5♠ 2♠ 3♠ 4♣", "Q♥ 9♦ 8♦ 10♣ 4♠", "A♠ A♣ 2♣ 3♣ 9♣"],
                            "draw": ["8♣", "9♠"], "moves": moves})
    assert state.phase == "refill" and not state.alive[1]
    match = match_from_position(state, [Player(n) for n in NAMES[:3]])
    ctx.nav.table(match)
    frame(ctx)
    table = lift_curtain(ctx, "Ann", "Ann drew new cards: look at them")
    hand, rect = zone_data(table, "hand")
    assert {c["id"] for c in hand if c.get("new")} == {card("8♣"), card("9♠")} == set(match.state.pending.new)
    assert tag_pixels(ctx, rect) > 0
    for seat in (None, 1, 2):  # nobody else's view marks a card new
        assert not any(c.get("new") for c in match.view(seat)["hand"])
    press(ctx, table, "Done")
    table = lift_curtain(ctx, "Cy", "Cy's turn")
    hand, rect = zone_data(table, "hand")
    assert hand and not any(c.get("new") for c in hand) and tag_pixels(ctx, rect) == 0


@pytest.mark.parametrize("width,height", [(620, 380), (484, 297), (930, 570)])  # the seats zone at three sizes
def test_the_seats_round_the_table_never_touch_at_any_count(width, height):
    import itertools
    from tabletop.ui.zones.things import ThingsSeatsDrawer
    drawer = ThingsSeatsDrawer()
    rect = pygame.Rect(16, 104, width, height)
    for count in range(3, 11):
        for viewer in (0, count - 1):
            chips = drawer.chip_rects(rect, {"seats": [f"Player {n + 1}" for n in range(count)], "viewer": viewer})
            assert all(rect.contains(chip) for chip in chips)
            assert not any(a.colliderect(b) for a, b in itertools.combinations(chips, 2)), (count, viewer)
