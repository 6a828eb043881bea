"""Finesse on the table, headless: a table-card lead by clicks, the curtain naming the next person,
a follow refused with its reason, and the Ace's question at trick 1."""

import pygame
import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.games.finesse import GAME
from tabletop.games.finesse.positions import card, position
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame

S, W, N, E = 0, 1, 2, 3
NAMES = ["Ann", "Bob", "Cy", "Di"]


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def table_for(ctx, state, kinds=("human",) * 4):
    match = Match.from_position(GAME, [Player(n, k) for n, k in zip(NAMES, kinds)], state, {"match": "standard"})
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.reset(table)
    frame(ctx)
    return match, table


def lift_curtain(ctx):
    assert isinstance(ctx.scenes.top, HandoverScene)
    click(ctx, (640, 400))
    assert isinstance(ctx.scenes.top, TableScene)


def test_a_table_card_lead_by_clicks_then_the_curtain_names_the_next_person(ctx):
    state = position(hands={S: "3♠ 9♦ Q♥", E: "K♠ 2♠ 2♦"}, tables={N: ["K♠", "4♥", "7♣"]},
                     trick_no=11, leader=S, trump="♥")
    match, table = table_for(ctx, state)
    if isinstance(ctx.scenes.top, HandoverScene):
        lift_curtain(ctx)
    assert table.viewer == S
    click(ctx, centre_of(table, "players/2/table/0"))
    assert [p.move.kind for p in match.history] == ["lead_table"]
    assert match.state.trick == ((N, card("K♠")),) and match.to_move() == (E,)
    assert table.offered.ahead and table.viewer == S  # he may choose his own follow now; he leaves it for later
    click(ctx, centre_of(table, "button/move0"))
    top = ctx.scenes.top
    assert isinstance(top, HandoverScene) and "Di" in str(vars(top))
    lift_curtain(ctx)
    assert table.viewer == E
    view = table.table_view()
    lead = view["trick"]["plays"][0]
    assert lead["led"] and str(lead["badge"]) == "table card" and lead["order"] == 1 and lead["seat"] == N
    index = match.state.hands[E].index(card("2♦"))
    click(ctx, centre_of(table, f"hand/{index}"))
    assert len(match.history) == 1 and "You must follow ♠." in table.message
    index = match.state.hands[E].index(card("K♠", 1))
    click(ctx, centre_of(table, f"hand/{index}"))
    assert match.history[1].seat == E and match.history[1].move.get("card") == card("K♠", 1)
    # South's only spade is the only card he may play, which only he knows: he is asked to the screen
    # for it like for any other card (the table does not tell the others that it was forced).
    assert len(match.history) == 2 and isinstance(ctx.scenes.top, HandoverScene) and ctx.scenes.top.name == "Ann"
    lift_curtain(ctx)
    assert [m.get("card") for m in table.selection.moves] == [card("3♠")]


def test_a_leader_chooses_his_follow_ahead_by_a_click_and_is_not_called_back_for_it(ctx):
    state = position(hands={S: "3♠ 9♦ Q♥", E: "K♠ 2♠ 2♦", W: "5♠ 8♣ J♦"}, tables={N: ["K♠", "4♥", "7♣"]},
                     trick_no=11, leader=S, trump="♥")
    match, table = table_for(ctx, state)
    if isinstance(ctx.scenes.top, HandoverScene):
        lift_curtain(ctx)
    click(ctx, centre_of(table, "players/2/table/0"))
    assert isinstance(ctx.scenes.top, TableScene) and table.private and table.viewer == S
    assert "Di" in table.message and [b["label"] for b in table.table_view()["buttons"][:1]] == ["Choose after Di"]
    click(ctx, centre_of(table, f"hand/{match.state.hands[S].index(card('9♦'))}"))
    assert "You must follow ♠." in table.message and len(match.history) == 1
    click(ctx, centre_of(table, f"hand/{match.state.hands[S].index(card('3♠'))}"))
    assert len(match.history) == 1 and isinstance(ctx.scenes.top, HandoverScene) and ctx.scenes.top.name == "Di"
    lift_curtain(ctx)
    assert table.viewer == E and table.private and "3♠" not in str(table.table_view()["trick"])
    click(ctx, centre_of(table, f"hand/{match.state.hands[E].index(card('2♠'))}"))
    assert [(p.seat, p.move.get("card")) for p in match.history[1:]] == [(E, card("2♠")), (S, card("3♠"))]
    assert isinstance(ctx.scenes.top, HandoverScene) and ctx.scenes.top.name == "Bob"


def test_no_curtain_when_the_others_are_computers(ctx):
    state = position(hands={S: "3♠ 9♦ Q♥"}, tables={N: ["K♠", "4♥", "7♣"]}, trick_no=11, leader=S, trump="♥")
    match, table = table_for(ctx, state, ("human", COMPUTER, COMPUTER, COMPUTER))
    assert not isinstance(ctx.scenes.top, HandoverScene) and table.viewer == S


def test_an_ace_led_to_trick_one_asks_trump_or_no_trump(ctx):
    state = position(hands={S: "A♣ 7♥ 2♠"}, leader=S, hand_size=13)
    match, table = table_for(ctx, state)
    if isinstance(ctx.scenes.top, HandoverScene):
        lift_curtain(ctx)
    index = match.state.hands[S].index(card("A♣"))
    click(ctx, centre_of(table, f"hand/{index}"))
    assert not match.history and table.choice is not None
    assert table.choice.labels == ["Lead A♣: clubs are trump", "Lead A♣ and declare no trump"]
    click(ctx, table.choice.rows[1].center)
    assert match.history[0].move.kind == "no_trump" and match.state.trump_set and match.state.trump is None


@pytest.mark.parametrize("size", [(1000, 700), (1280, 800), (1920, 1200)])
def test_the_matchs_goal_is_in_view_at_every_size(size, saves_folder, monkeypatch):
    from screen_checks import words_drawn
    window = Context(open_window(size), saves_dir=saves_folder)
    try:
        match = Match.start("finesse", [Player(n) for n in ("Ann", "Bo", "Cy", "Di")], {}, 3)
        for _ in range(9):  # into the first trick, tricks and points on the panel
            seat = match.to_move()[0]
            match.play(seat, match.computer_move(seat))
        table = TableScene(window, match, autosave=False)
        window.scenes.push(table)
        with words_drawn(monkeypatch, size) as screen:
            table.draw(screen)
        assert any(words.startswith("Match: 42") for words, _ in screen.words)
    finally:
        pygame.quit()
