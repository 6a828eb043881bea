"""Catching up: when a person's turn begins after other seats moved, the table shows them those moves in
the log's words and marks what they changed, from that person's own view only, until their first click."""

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.games.army_ants.board import CARD_NAMES
from tabletop.ui.app import Context, open_window
from tabletop.session.catch_up import missed
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes import table_drawing as table_module  # where the table draws the catch-up
from tabletop.ui.scenes.table import TableScene
from tabletop.session.view_paths import resolve
from tabletop.ui.zones.log import entry_parts
from screen_checks import cut_words
from ui_helpers import centre_of, click, frame


def seats(names, person):
    """A person at seat `person`, computer seats elsewhere, with names of their own."""
    return [Player(name) if seat == person else Player(name, COMPUTER) for seat, name in enumerate(names)]


def to_their_turn(match, person, turns):
    """Seeded moves until `person` has moved `turns` times and it is their turn again after other seats."""
    made = 0
    while True:
        seat = match.to_move()[0]
        if seat == person and made >= turns and match.history and match.history[-1].seat != person:
            return match
        made += seat == person
        match.play(seat, match.computer_move(seat))


def at_the_table(ctx, match):
    ctx.nav.table(match)
    frame(ctx)
    if isinstance(ctx.scenes.top, HandoverScene):
        frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    table = ctx.scenes.top
    assert isinstance(table, TableScene)
    table.draw(ctx.screen)
    return table


def summary(table):
    """Every word the catch-up panel says: its heading and the entries it lists."""
    catch = table.catch_up
    view = table.table_view()
    from tabletop.session.naming import Seating
    lines = [catch.heading(Seating(table.match, view))]
    for entry in view["log"][catch.first:]:
        words, who, _ = entry_parts(entry)
        lines.append(f"{who}: {words}" if who else words)
    return "\n".join(lines)


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1000, 700)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def test_the_computer_seats_moves_since_the_persons_last_turn_are_summed_up(ctx):
    match = to_their_turn(Match.start("dice_challenge", seats(["Ann", "Robin", "Ada", "Kim"], 0), {}, 4), 0, 2)
    last = max(i for i, played in enumerate(match.history) if played.seat == 0)
    table = at_the_table(ctx, match)
    catch = table.catch_up
    assert catch.first == last + 1 and catch.moves == len(match.history) - last - 1
    assert catch.movers == (1, 2, 3)
    text = summary(table)
    assert text.startswith(f"Since your last turn: {catch.moves} moves by Robin, Ada and Kim")
    for played in match.history[last + 1:]:  # the log's own words, with the mover's name
        words, name = table.session.said(played.move.label), match.players[played.seat].name
        assert any(line.endswith(words) and name in line for line in text.split("\n")), (words, text)
    assert str(match.history[last].move) not in text.split("\n", 1)[1]  # the person's own move is not news
    assert table.catch_up_rect is not None and table.scaler.canvas_rect().contains(table.catch_up_rect)


def test_the_first_click_puts_it_away_and_still_plays(ctx):
    match = to_their_turn(Match.start("dream_team", seats(["Ann", "Robin", "Ada", "Kim"], 0), {}, 12), 0, 1)
    table = at_the_table(ctx, match)
    assert table.catch_up is not None and table.marks(table.table_view()).last >= table.catch_up.paths
    start = sorted(table.selection.starts())[0]
    moves = len(match.history)
    click(ctx, centre_of(table, start))
    assert table.catch_up is None
    assert len(match.history) > moves or table.selection.clicks or table.choice is not None  # the click counted
    table.refresh()
    assert table.catch_up is None or table.catch_up.first >= moves  # never the same catch-up again


def test_a_click_on_the_panel_only_puts_it_away(ctx):
    match = to_their_turn(Match.start("dice_challenge", seats(["Ann", "Robin"], 0), {}, 4), 0, 3)
    table = at_the_table(ctx, match)
    panel = table.catch_up_rect
    moves = len(match.history)
    click(ctx, panel.center)
    assert table.catch_up is None and len(match.history) == moves and table.message == ""
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))  # Esc then leaves as always
    assert not isinstance(ctx.scenes.top, TableScene)


def test_esc_puts_it_away_without_leaving_the_table(ctx):
    match = to_their_turn(Match.start("backgammon", seats(["Ann", "Robin"], 0), {}, 5), 0, 3)
    table = at_the_table(ctx, match)
    assert table.catch_up is not None
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert ctx.scenes.top is table and table.catch_up is None


def test_a_hidden_setup_is_summed_up_without_a_card_the_person_cannot_see(ctx):
    """Red (a computer seat) places its army face down; Black, the person, must learn neither a card nor
    where Red placed last (Black's own view hides that), only that Red placed its cards."""
    match = Match.start("army_ants", seats(["Robin", "Ada"], 1), {"setup": "free"}, 3)
    to_their_turn(match, 1, 0)
    table = at_the_table(ctx, match)
    catch = table.catch_up
    assert catch is not None and catch.moves == len(match.history) and not catch.had_turn
    text = summary(table)
    assert text.startswith(f"Before your first turn: {catch.moves} moves by Robin")
    hidden = match.game.facts.secrets(match.state, 0)
    assert hidden and not [CARD_NAMES[card] for card in hidden if CARD_NAMES[card] in text]
    black = match.view(1)
    assert all(not (resolve(black, path) or {}).get("hidden") for path in catch.paths)
    assert catch.paths == frozenset()  # Black's views never say where Red placed: nothing is marked
    assert table.catch_up_rect is not None and table.scaler.canvas_rect().contains(table.catch_up_rect)


def test_blind_flips_are_marked_from_the_persons_own_view(ctx):
    """Chains with one person and two computer seats, who flip several cards in a row."""
    match = to_their_turn(Match.start("chains", seats(["Ann", "Robin", "Ada"], 0), {}, 7), 0, 2)
    table = at_the_table(ctx, match)
    catch = table.catch_up
    game, first = match.game, catch.first
    own = set()
    for state in match.states[first + 1:]:
        own.update(game.view(state, 0)["last_paths"])
    assert catch.paths and catch.paths <= own  # only places Ann's own views name
    before, now = game.view(match.states[first], 0), match.view(0)
    assert all(resolve(before, path) != resolve(now, path) for path in catch.paths)  # and only what changed
    ann_log = table.table_view()["log"]
    assert summary(table).split("\n")[1:] == [
        f"{who}: {words}" if who else words for words, who, _ in map(entry_parts, ann_log[first:])]


def test_nothing_to_catch_up_after_your_own_move_or_at_the_start(ctx):
    match = Match.start("chains", [Player("Ann"), Player("Robin")], {}, 5)
    first = match.to_move()[0]
    other = 1 - first
    assert missed(match, first) is None
    while match.to_move() == (first,):
        match.play(first, match.computer_move(first))
    assert missed(match, first) is None
    match.play(other, match.computer_move(other))
    assert missed(match, first).moves == 1 and missed(match, other) is None


def test_the_curtain_hands_the_next_person_their_own_catch_up(ctx):
    match = Match.start("army_ants", [Player("Robin"), Player("Ada")], {"setup": "free"}, 3)
    table = at_the_table(ctx, match)
    while match.to_move() == (0,):  # Robin places the whole army
        table.play(match.computer_move(0), confirmed=True)
    assert isinstance(ctx.scenes.top, HandoverScene) and table.catch_up is None
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert table.viewer == 1 and table.catch_up is not None and table.catch_up.movers == (0,)


@pytest.mark.parametrize("size", [(1000, 700), (1920, 1200)])
@pytest.mark.parametrize("game_id", games.ids())
def test_the_catch_up_is_read_whole_in_every_game(size, game_id, monkeypatch, saves_folder):
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        game = games.get(game_id)
        count = game.max_players if game_id != "chains" else 4
        names = [f"{game.seat_name(seat)} Wilhelmina-Maxwell"[:20] for seat in range(count)]
        match = to_their_turn(Match.start(game_id, seats(names, 0), game.options_for(count), 11), 0, 3)
        cut, real = [], table_module.draw_catch_up

        def recording(*args, **kwargs):  # only the panel's words: a zone's own cuts are not this test's
            with cut_words(monkeypatch) as inside:
                drawn = real(*args, **kwargs)
            cut.extend(inside)
            return drawn

        monkeypatch.setattr(table_module, "draw_catch_up", recording)
        table = at_the_table(ctx, match)
        assert table.catch_up is not None and not cut
        assert table.scaler.canvas_rect().contains(table.catch_up_rect)
    finally:
        pygame.quit()


def test_one_move_of_a_person_at_an_open_table_needs_no_summary(ctx):
    match = Match.start("army_ants", [Player("Robin"), Player("Ada")], {}, 3)   # dealt face up: nothing hidden
    table = at_the_table(ctx, match)
    table.play(match.computer_move(0), confirmed=True)
    assert table.viewer == 1 and not table.private and table.catch_up is None  # Ada watched it land
    match.play(1, match.computer_move(1))
    match.play(0, match.computer_move(0))
    table.refresh()
    assert table.catch_up is None
    computer = Match.start("army_ants", [Player("Robin", COMPUTER), Player("Ada")], {}, 3)
    computer.play(0, computer.computer_move(0))
    assert at_the_table(ctx, computer).catch_up is not None                      # a computer's move is summed up


def test_a_missed_move_longer_than_the_panel_is_read_from_its_start(monkeypatch):
    from tabletop.ui.scenes import table_overlays
    from tabletop.ui import theme
    from screen_checks import words_drawn
    canvas = pygame.Rect(0, 0, 1000, 625)
    log = pygame.Rect(790, 400, 180, 205)
    long_entry = " ".join(f"Sentence {n} of what the move set off." for n in range(1, 80))
    with words_drawn(monkeypatch, canvas.size) as screen:
        panel = table_overlays.draw_catch_up(screen, log, canvas, 0.78, "Since your last turn: 2 moves",
                                             ["A short move.", long_entry], 7)
    assert canvas.contains(panel)
    drawn = [words for words, at in screen.words if panel.contains(at)]
    first = drawn.index("9. ")  # the number, then the entry's words
    assert drawn[first + 1].startswith("Sentence 1 of what")
    assert drawn[-2].endswith(theme.ELLIPSIS) and drawn[-1] == str(table_overlays.CATCH_UP_FOOTER)
