"""Dream Team on the table, headless: a nomination by synthetic clicks, lottery draws by button, every player count."""

import pygame
import pytest

from tabletop.engine.game import Move
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.saves import read_save
from tabletop.games.dream_team import GAME
from tabletop.games.dream_team.positions import match_from_position, position
from tabletop.ui.app import Context, open_window
from tabletop.ui.layout import load_layout
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def humans(count):
    return [Player(GAME.seat_name(s)) for s in range(count)]


def button_named(table, words):
    """The window centre of the move button whose label starts with `words`."""
    table.draw(table.ctx.screen)
    for index, move in enumerate(table.selection.buttons()):
        if str(move).startswith(words):
            return centre_of(table, f"button/move{index}")
    raise AssertionError(f"no button '{words}' among {[str(m) for m in table.selection.buttons()]}")


def test_a_nomination_by_clicking_a_row_card(ctx):
    match = Match.start("dream_team", humans(4), {}, 12)
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.top
    assert isinstance(table, TableScene)  # everything is public: no curtain
    seat = match.to_move()[0]
    assert table.viewer == seat
    click(ctx, centre_of(table, "market/2"))
    assert len(match.history) == 1 and match.history[0].move.get("pos") == 2
    assert match.view(None)["market"][2]["markers"] == [seat]
    ctx.saver.flush()  # the autosave is written off the frame loop
    assert read_save(table.autosave_to).state == match.state
    nxt = match.to_move()[0]
    assert nxt == (seat + 1) % 4 and table.viewer == nxt  # the table turns to the next nominator
    assert not isinstance(ctx.scenes.top, HandoverScene)


def test_a_taken_card_click_is_refused_with_the_reason(ctx):
    state = position(4, [8, 2, 9, 5, 6], start=0, deck=[4, 7, 2, 7])
    for seat, pos in ((0, 2), (1, 2), (2, 4), (3, 2)):
        state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[[m.get("pos") for m in GAME.legal_moves(state, seat)].index(pos)])
    match = match_from_position(state, humans(4))
    ctx.nav.table(match)
    table = ctx.scenes.top
    click(ctx, centre_of(table, "market/4"))
    assert table.message_is_error and "lottery" in table.message.lower()
    assert match.history == []


def test_lottery_draws_one_button_press_each(ctx):
    state = position(4, [8, 2, 9, 5, 6], start=0, deck=[4, 7, 2, 7])
    for seat, pos in ((0, 2), (1, 2), (2, 4), (3, 2)):
        state = GAME.apply(state, seat, next(m for m in GAME.legal_moves(state, seat) if m.get("pos") == pos))
    match = match_from_position(state, humans(4))
    ctx.nav.table(match)
    table = ctx.scenes.top
    click(ctx, button_named(table, "Draw two"))
    assert [len(c) for _, c in match.state.lottery.draws] == [2]
    assert not match.can_undo()  # a draw shows deck cards: no taking it back
    click(ctx, button_named(table, "Draw a lottery"))
    click(ctx, button_named(table, "Draw a lottery"))
    assert match.state.shown_lottery.winner == 3 and match.state.stage == 2
    view = match.view(None)
    assert [c["value"] for c in view["lottery"]["open"] if c["winning"]] == [7, 7]


def test_computer_seats_play_through_rounds(ctx):
    players = [Player("First")] + [Player(f"Bot {i}", COMPUTER) for i in range(1, 4)]
    match = Match.start("dream_team", players, {}, 4)
    ctx.nav.table(match)
    table = ctx.scenes.top
    for _ in range(800):
        if match.to_move() == (0,):
            table.play(match.legal_moves(0)[0], confirmed=True)
        else:
            table.update(1.0)
    seats = {played.seat for played in match.history}
    assert seats == {0, 1, 2, 3} and match.state.round_no > 3


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_count_shows_every_team_once(ctx, players):
    match = Match.start("dream_team", humans(players), GAME.options_for(players), 2)
    scene = TableScene(ctx, match, autosave=False)
    scene.draw(ctx.screen)
    zones = load_layout("dream_team").for_players(players)
    shown = [zone.path_for(scene.viewer, players) for zone in zones if zone.kind == "team"]
    assert sorted(shown) == [f"players/{s}" for s in range(players)]
    assert shown[0] == f"players/{scene.viewer}"  # the viewer's own team along the bottom
    rects = [zone.rect for zone in zones]
    for i, a in enumerate(rects):  # no two zones overlap
        for b in rects[i + 1:]:
            assert not pygame.Rect(a).colliderect(pygame.Rect(b)), (a, b)


def test_seat_offset_placeholders_count_round_the_table():
    from tabletop.ui.layout import relative_seat
    assert [relative_seat(w, 1, 6) for w in ("+2", "-2", "+3", "left", "right")] == [3, 5, 4, 2, 0]
    assert relative_seat("+2", None, 5) == 2


def test_a_pair_flashes_then_shows_crossed_out(ctx):
    from tabletop.ui.zones.team import FLASH, TeamDrawer
    state = position(3, [5, 1, 2, 3], start=0, teams=[[5, 8], [], []])
    for seat, pos in ((0, 0), (1, 1), (2, 2)):
        state = GAME.apply(state, seat, next(m for m in GAME.legal_moves(state, seat) if m.get("pos") == pos))
    red = GAME.view(state, None)["players"][0]
    drawer = TeamDrawer(None, None, "players/0")
    assert drawer.animation_key(red) == tuple(c["id"] for c in red["paired"]) and len(red["paired"]) == 2
    rect = pygame.Rect(0, 0, 600, 200)
    pictures = []
    for progress in (0.05, 1.0):
        ctx.screen.fill((0, 0, 0))
        drawer.animation = progress
        drawer.draw(ctx.screen, rect, red)
        pictures.append(pygame.image.tobytes(ctx.screen.subsurface(rect), "RGB"))
    assert pictures[0] != pictures[1]  # lit while flashing, crossed out once settled
    assert bytes(FLASH) in {pictures[1][i:i + 3] for i in range(0, len(pictures[1]), 3)}


def test_setup_starts_at_four_and_refuses_two_without_the_option(ctx):
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene
    from ui_helpers import press_button
    ctx.scenes.push(MenuScene(ctx))
    frame(ctx)
    press_button(ctx, ctx.scenes.top, "#new_dream_team")
    setup = ctx.scenes.top
    assert isinstance(setup, SetupScene) and setup.count == 4
    setup.count = 2
    setup.rebuild()
    press_button(ctx, setup, "#start")
    assert ctx.scenes.top is setup and "Two players" in str(setup.error)
    setup.options["allow_2_players"] = True
    press_button(ctx, setup, "#start")
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and len(table.match.players) == 2
    assert len(table.match.view(None)["market"]) == 3


def test_nominating_a_held_number_is_confirmed_first(ctx):
    state = position(3, [9, 1, 2, 3], start=0, teams=[[9], [], []])
    match = match_from_position(state, humans(3))
    ctx.nav.table(match)
    table = ctx.scenes.top
    click(ctx, centre_of(table, "market/0"))
    assert table.choice is not None and match.history == []
    assert "both 9s" in " ".join(table.choice.title_lines)
    click(ctx, table.choice.rows[0].center)  # "Do it anyway"
    assert [p.move.get("pos") for p in match.history] == [0]


# --- one click that resolves a whole stage: its words read whole, over nobody's team ------------------

STAGE_WORDS = ("Black puts a marker on the 5 (card #3). Blue gains the 10 (card #2), Black the 5 (card #3) and "
               "Red the 7 (card #4). Red gained the rightmost card, so also takes the last one, "
               "the 4 (card #1). Red's two 4s go to the discard pile.")


@pytest.mark.parametrize("size", [(1000, 700), (1280, 800), (1920, 1200)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("count", [3, 4, 6])
def test_a_long_message_covers_no_team_and_shows_whole(saves_folder, monkeypatch, size, count):
    from screen_checks import cut_words
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        table = TableScene(ctx, Match.start("dream_team", humans(count), GAME.options_for(count), 5), autosave=False)
        ctx.scenes.reset(table)
        table.say(STAGE_WORDS)
        with cut_words(monkeypatch) as cut:
            frame(ctx)
        box = table.message_rect
        assert box is not None and table.scaler.canvas_rect().contains(box)
        teams = [(zone.id, rect) for zone, rect, _, _ in table.zones(table.table_view()) if zone.kind == "team"]
        assert len(teams) == count
        assert not [zone_id for zone_id, rect in teams if rect.colliderect(box)]
        log = next(rect for zone, rect, _, _ in table.zones(table.table_view()) if zone.kind == "log")
        assert box.top > log.top + round(30 * table.scaler.scale)  # under the log's heading, over older moves
        assert not cut  # the whole sentence, not cut short
    finally:
        pygame.quit()


def test_one_nomination_that_resolves_the_stage_is_told_in_few_sentences():
    # Red, Black and Blue each mark a different card: all three gain, and Red, rightmost, takes the last.
    state = position(3, [4, 10, 5, 7], start=0, teams=[[4], [], []])
    for seat, pos in ((0, 3), (1, 2), (2, 1)):
        state = GAME.apply(state, seat, Move.of("nominate", pos=pos))
    words = str(GAME.table.played_label(None, 2, Move.of("nominate", pos=1), state))
    assert words == ("Blue puts a marker on the 10 (card #2). Blue gains the 10 (card #2), Black the 5 (card #3) "
                     "and Red the 7 (card #4). Red gained the rightmost card, so also takes the last one, "
                     "the 4 (card #1). Red's two 4s go to the discard pile.")


def a_draw_that_ends_the_round():
    """A match of people at the lottery's last draw: the next move, in the same button's place, deals."""
    for seed in range(1, 60):
        match = Match.start("dream_team", humans(3), {}, seed)
        while not match.is_over() and len(match.history) < 400:
            seat = match.to_move()[0]
            moves = match.legal_moves(seat)
            if [m.kind for m in moves] == ["draw"]:
                after = GAME.apply(match.state, seat, moves[0])
                if [m.kind for m in GAME.legal_moves(after, GAME.to_move(after)[0])] == ["deal"]:
                    return match
            match.play(seat, match.computer_move(seat))
    raise AssertionError("no seed reaches a round's last draw")


def test_a_second_quick_click_on_a_button_that_turned_from_draw_to_deal_deals_nothing(ctx, monkeypatch):
    from tabletop.ui.scenes import table as table_module
    monkeypatch.setattr(table_module, "BUTTON_SETTLE", 0.7)  # the real guard (the conftest lifts it)
    match = a_draw_that_ends_the_round()
    clock = [100.0]
    ctx.nav.table(match)
    table = ctx.scenes.top
    table.now = lambda: clock[0]
    spot = button_named(table, "Draw")
    click(ctx, spot)
    assert match.history[-1].move.kind == "draw"
    table.draw(ctx.screen)
    assert table.table_view()["buttons"][0]["label"].startswith("Deal")
    assert table.table_view()["buttons"][0]["enabled"] is False  # drawn as waiting while it settles
    clock[0] += 0.3
    click(ctx, spot)  # the second click of an impatient double-click lands on Deal: dropped
    assert match.history[-1].move.kind == "draw"
    assert table.settling()  # still waiting: the loop keeps drawing
    clock[0] += 0.7
    table.dirty = False
    assert not table.settling() and table.dirty  # drawn once more when it takes clicks: no greyed Deal left
    table.draw(ctx.screen)
    assert table.table_view()["buttons"][0]["enabled"] is True
    click(ctx, spot)  # a deliberate click a moment later deals
    assert match.history[-1].move.kind == "deal"


def test_the_move_that_ends_a_game_announces_no_last_round(ctx):
    """A's team fills and the round ends on C's nomination: the game is scored at once, so the banner
    says nothing of a last round already over."""
    from tabletop.games.dream_team.state import GAME_END
    state = position(3, [10, 7, 10, 3], start=0, teams=[[1, 2, 3, 4, 5], [], []])
    match = match_from_position(state, humans(3))
    ctx.nav.table(match)
    frame(ctx)
    table = ctx.scenes.top
    for pos in (0, 2, 1):  # A takes the 10 (its sixth card), B the other 10, C the 7: the row is used up
        click(ctx, centre_of(table, f"market/{pos}"))
        frame(ctx)
    assert match.state.phase == GAME_END and match.state.triggered
    assert "Last round" not in table.banner.words
