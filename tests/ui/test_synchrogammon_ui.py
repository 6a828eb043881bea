"""Synchro-gammon's table: seats, queue and hand zones, a whole round by clicks behind handovers, the replay."""

import random

import pygame
import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.ui.app import Context, open_window, run_frame
from tabletop.ui.layout import Scaler, load_layout
from tabletop.words.wording import localized
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.settings import from_data
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.scenes.table_drawing import ANIMATION_SECONDS
from tabletop.ui.zones.backgammon_replay import GLIDE_SECONDS, TO_BAR_SECONDS
from tabletop.ui.zones import DRAWERS, Marks, resolve
from tabletop.ui.zones.synchro_seats import SynchroHandDrawer, match_words

from bg_views import synchro_view
from ui_helpers import centre_of, click, frame

NAMES = ("First", "Second", "Third", "Fourth")


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def draw_table(view, marks=Marks(), window=(1280, 800)):
    surface = pygame.Surface(window)
    layout = load_layout("synchrogammon")
    scaler = Scaler(layout.canvas, window)
    view = localized(view)  # as the table draws it: messages made into words
    viewer = view.get("viewer")
    for zone in layout.for_players(4):
        path = zone.path_for(viewer, 4)
        DRAWERS[zone.kind](zone, viewer, path).draw(surface, scaler.to_window(zone.rect), resolve(view, path), marks)
    return surface


@pytest.mark.parametrize("window", [(1280, 800), (960, 600), (1920, 1200)])
@pytest.mark.parametrize("viewer", [0, 1, 2, 3, None])
@pytest.mark.parametrize("revealed", [True, False])
def test_hand_made_views_draw(window, viewer, revealed):
    view = synchro_view(viewer=viewer if viewer is not None else 0, revealed=revealed)
    if viewer is None:
        view.update(viewer=None, viewer_colour=None, hand=[])
    marks = Marks(targets=frozenset({"hand/0", "board/point/20"}), selected=frozenset({"board/bar/1"}), hover="hand/1")
    draw_table(view, marks, window)


def test_real_views_of_every_phase_draw_for_every_seat():
    """Random matches with the cube in use, drawn for each seat and the public at every few moves."""
    phases = set()
    for seed in (1, 2):
        match = Match.start("synchrogammon", [Player(n, COMPUTER) for n in NAMES],
                            {"cube": "on", "match_to": 3}, seed)
        rng = random.Random(seed)
        while not match.is_over() and len(match.history) < 2000:
            seat = match.to_move()[0]
            moves = match.legal_moves(seat)
            # Doubles now and then, so the answer phase and higher cubes are drawn too.
            move = rng.choice(moves)
            match.play(seat, move)
            if len(match.history) % 9 == 0 or match.state.phase in ("answer", "game_end", "over"):
                phases.add(match.state.phase)
                for viewer in (0, 1, 2, 3, None):
                    draw_table(match.view(viewer))
    assert {"pick", "move", "over"} <= phases


def test_hand_cards_hit_their_paths():
    layout = load_layout("synchrogammon")
    zone = layout.zone("hand")
    rect = Scaler(layout.canvas, (1280, 800)).to_window(zone.rect)
    drawer = SynchroHandDrawer(zone, 0, "hand")
    hand = synchro_view()["hand"]
    _, slots = drawer.slots(rect, len(hand))
    assert [drawer.hit(rect, hand, s.center, "hand") for s in slots] == [f"hand/{i}" for i in range(len(hand))]
    assert drawer.hit(rect, hand, (rect.right - 2, rect.bottom - 2), "hand") is None
    assert min(s.height for s in slots) >= 80  # cards big enough to read at a glance


def card_ids(value) -> set:
    """Every card id anywhere in a view."""
    found = set()
    if isinstance(value, dict):
        if "id" in value:
            found.add(value["id"])
        for item in value.values():
            found |= card_ids(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            found |= card_ids(item)
    return found


def pass_curtain(ctx):
    assert isinstance(ctx.scenes.top, HandoverScene)
    click(ctx, (640, 400))
    assert isinstance(ctx.scenes.top, TableScene)
    return ctx.scenes.top


def settle(ctx, seconds=GLIDE_SECONDS + TO_BAR_SECONDS + 0.1):  # one step's replay, a hit the longest
    for _ in range(int(seconds * 60) + 2):
        run_frame(ctx, [], 1 / 60)


def test_a_whole_round_by_clicks_with_secret_picks_behind_handovers(ctx):
    match = Match.start("synchrogammon", [Player(n) for n in NAMES], {}, 11)
    ctx.nav.table(match)
    frame(ctx)
    state = match.state
    picked: dict[int, int] = {}
    for _ in range(4):
        table = pass_curtain(ctx)                       # a curtain before every secret pick
        seat = table.viewer
        assert seat not in picked
        shown = table.table_view()
        others = {c for s in range(4) if s != seat for c in state.hands[s]} | set(picked.values())
        assert not card_ids(shown) & others             # no other hand, no face-down card leaks
        assert all(info["played"] in (None, {"hidden": True}) for info in shown["seats_info"] if info["seat"] != seat)
        assert card_ids(shown["hand"]) == set(state.hands[seat])
        index = len(state.hands[seat]) - 1 - seat % 2  # a spread of numbers
        click(ctx, centre_of(table, f"hand/{index}"))    # chosen ...
        click(ctx, centre_of(table, f"hand/{index}"))    # ... and laid by a second click on it
        picked[seat] = state.hands[seat][index]
        state = match.state
        assert state.picks[seat] == picked[seat]
    assert state.revealed and state.phase == "move"
    public = match.view(None)
    assert public["category"] and public["queue"]
    assert card_ids(public["seats_info"]) == set(picked.values())  # all four face up together
    steps = 0
    while match.state.round == 1 and not match.is_over():
        if isinstance(ctx.scenes.top, HandoverScene):
            pass_curtain(ctx)
        table = ctx.scenes.top
        shown = table.table_view()
        assert shown["category"] == public["category"]
        move = next(m for m in match.legal_moves(table.viewer) if m.kind == "step")
        before = len(match.history)
        start, landing = move.targets[0]
        click(ctx, centre_of(table, start))
        assert landing in table.selection.next_targets()  # the landing point is highlighted
        click(ctx, centre_of(table, landing))
        assert len(match.history) == before + 1 and match.history[-1].move == move
        if isinstance(ctx.scenes.top, HandoverScene):   # the next mover is someone else
            pass_curtain(ctx)                           # the replay waits until the table shows again
        assert table.busy() and table.animating()       # the checker glides...
        settle(ctx)
        assert not table.animating()                    # ...and the table goes quiet again
        steps += 1
    assert steps >= 1 and match.state.round == 2


@pytest.mark.slow
def test_computer_seats_fill_in_around_one_person(ctx):
    players = [Player("First")] + [Player(n, COMPUTER) for n in NAMES[1:]]
    match = Match.start("synchrogammon", players, {}, 4)
    ctx.nav.table(match)
    frame(ctx)
    for _ in range(400):
        if match.state.round >= 3 or match.is_over():
            break
        if isinstance(ctx.scenes.top, HandoverScene):
            pass_curtain(ctx)
        table = ctx.scenes.stack[0]
        moves = match.legal_moves(0) if 0 in match.to_move() else []
        if moves and ctx.scenes.top is table:
            move = moves[0]
            if move.targets:
                for path in move.targets[0]:
                    click(ctx, centre_of(table, path))
                if move.kind == "pick":                 # a second click on the chosen card lays it
                    click(ctx, centre_of(table, move.targets[0][0]))
            else:
                click(ctx, centre_of(table, f"button/move{table.selection.buttons().index(move)}"))
        run_frame(ctx, [], 0.1)
    assert match.state.round >= 3 or match.is_over()


def test_the_replay_is_generic_and_keeps_the_scene_busy_only_briefly(ctx):
    match = Match.start("synchrogammon", [Player(n) for n in NAMES], {}, 11)
    scene = TableScene(ctx, match, autosave=False)
    scene.draw(ctx.screen)
    assert not scene.animating() and not scene.busy()   # a new table starts settled
    assert scene.animation_progress("zone", "first key") == 1.0
    assert scene.animation_progress("zone", "new key") == 0.0 and scene.animating()
    scene.update(ANIMATION_SECONDS / 2)
    assert scene.dirty and 0.4 < scene.animation_progress("zone", "new key") < 0.6
    scene.dirty = False
    scene.update(ANIMATION_SECONDS)
    assert scene.dirty                                  # the frame that draws the finished picture
    assert scene.animation_progress("zone", "new key") == 1.0 and not scene.animating()
    scene.dirty = False
    scene.update(0.1)
    assert not scene.dirty and not scene.busy()


def test_match_score_shows_only_when_playing_to_more_than_one_point():
    names = ["White", "Black"]
    assert match_words({"target": 5, "scores": [2, 1], "crawford": True}, names) == "Match to 5: White 2, Black 1 (Crawford)"
    assert match_words({"target": None, "scores": [0, 0], "crawford": False}, names) == ""
    assert match_words({"target": 1, "scores": [0, 0]}, names) == "" == match_words(None, names)


def test_memory_aid_and_match_draw():
    view = synchro_view()
    view["match"] = {"target": 5, "scores": [2, 1], "crawford": False}
    for info in view["seats_info"]:
        info["cycle"] = [1, 3]
    plain = draw_table(synchro_view())
    aided = draw_table(view)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(aided, "RGB")


def pick_by_click(ctx, table, match):
    seat = table.viewer
    index = max(0, len(match.state.hands[seat]) - 1 - seat % 2)  # a spread of numbers: checkers move
    click(ctx, centre_of(table, f"hand/{index}"))
    if match.state.phase == "pick" and match.state.picks[seat] is None:  # chosen, not yet laid: lay it
        click(ctx, centre_of(table, f"hand/{index}"))


def test_movers_follow_each_other_without_curtains_and_no_hand_shows_while_checkers_move(ctx):
    match = Match.start("synchrogammon", [Player(n) for n in NAMES], {}, 11)
    ctx.nav.table(match)
    frame(ctx)
    curtains = 0
    while match.state.phase == "pick":
        table = pass_curtain(ctx)                       # every secret pick still has its curtain
        curtains += 1
        pick_by_click(ctx, table, match)
    assert curtains == 4 and match.state.phase == "move"
    movers = set()
    while match.state.round == 1 and not match.is_over():
        assert not isinstance(ctx.scenes.top, HandoverScene)  # checkers move in public: no curtain
        table = ctx.scenes.top
        shown = table.table_view()
        assert shown["hand"] == [] and not table.private
        assert not card_ids(shown) - card_ids(match.view(None))  # nothing a spectator could not see
        movers.add(table.viewer)
        move = next(m for m in match.legal_moves(table.viewer) if m.kind == "step")
        for path in move.targets[0]:
            click(ctx, centre_of(table, path))
        settle(ctx)
    assert len(movers) >= 2  # the screen went from one mover to the next without a curtain


def test_a_last_card_is_laid_for_its_seat_without_a_curtain_when_forced_moves_are_played(ctx):
    """Everyone knows a hand's last card is its only pick: with forced moves played for people, the table
    lays it for its seat in public (with "Forced: ask" each person comes to lay it, behind their curtain)."""
    ctx.settings = from_data({"forced_moves": True})
    match = Match.start("synchrogammon", [Player(n) for n in NAMES], {}, 5)
    rng = random.Random(5)
    while not (match.state.phase == "pick" and all(len(h) == 1 for h in match.state.hands)
               and all(p is None for p in match.state.picks)):
        seat = match.to_move()[0]
        match.play(seat, rng.choice(match.legal_moves(seat)))
    ctx.nav.table(match)
    table = ctx.scenes.top
    for _ in range(40):                                 # nobody is asked to the screen: the table lays them
        assert not isinstance(ctx.scenes.top, HandoverScene)
        table.update(0.25)
        table.draw(ctx.screen)
    assert match.state.phase != "pick" and all(len(h) == 0 for h in match.state.hands)
    assert [p.seat for p in match.history[-4:]] == [0, 1, 2, 3]
    assert "the only choice, made for them" in table.message


def test_a_secret_pick_can_be_changed_until_it_is_confirmed(ctx):
    match = Match.start("synchrogammon", [Player(n) for n in NAMES], {}, 11)
    ctx.nav.table(match)
    frame(ctx)
    table = pass_curtain(ctx)
    seat, hand = table.viewer, match.state.hands[table.viewer]
    click(ctx, centre_of(table, "hand/0"))
    assert match.history == [] and table.chosen.get("card") == hand[0]
    assert table.marks(table.table_view()).selected == {"hand/0"}          # the chosen card is lifted
    assert table.table_view()["buttons"][0]["label"] == "Lay it face down (Enter)"
    assert "Enter" in table.message and "another" in table.message
    click(ctx, centre_of(table, "hand/2"))                                 # a change of mind
    assert match.history == [] and table.chosen.get("card") == hand[2]
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert match.state.picks[seat] == hand[2] and len(match.history) == 1
    table = pass_curtain(ctx)                                              # then the screen passes on
    seat, hand = table.viewer, match.state.hands[table.viewer]
    click(ctx, centre_of(table, "hand/1"))
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    assert table.chosen is None and len(match.history) == 1 and ctx.scenes.top is table  # Esc un-chooses
    click(ctx, centre_of(table, "hand/1"))
    click(ctx, centre_of(table, "button/confirm"))                         # the button lays it too
    assert match.state.picks[seat] == hand[1] and len(match.history) == 2


def test_the_board_says_what_the_revealed_cards_mean_not_the_patterns_name(ctx, monkeypatch):
    from tabletop.games.synchrogammon.allotment import CATEGORIES, round_words
    from screen_checks import words_drawn

    match = Match.start("synchrogammon", [Player(n, COMPUTER) for n in NAMES], {}, 5)
    while not (match.state.revealed and match.state.queue):
        match.play_computers(1)
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.reset(table)
    frame(ctx)
    with words_drawn(monkeypatch, ctx.size) as screen:
        table.draw(screen)
    board = next(rect for zone, rect, _, _ in table.zones(table.table_view()) if zone.kind == "bgboard")
    drawn = [words for words, at in screen.words if board.contains(at)]
    said = str(round_words(match.state.values()))
    assert table.table_view()["reveal"] == said and said in drawn
    assert not set(drawn) & set(CATEGORIES)  # "Normal", "Doublet"... name patterns, not moves
