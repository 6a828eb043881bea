"""The hint key shows a move on the table from the person's own view; a thinking computer seat says so
while the table keeps drawing."""

import time

import pygame

from tabletop.bots.worker import Thinker
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.ui.zones.panel import SPINNER, status_lines
from ui_helpers import centre_of, click, frame


def key(ctx, name):
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))


def test_h_shows_a_hint_as_the_clicks_that_make_it(ctx):
    match = Match.start("army_ants", [Player("Ann"), Player("Ben")], {}, 5)
    ctx.nav.table(match)
    table = ctx.scenes.top
    key(ctx, pygame.K_h)
    frame(ctx)
    assert table.hint in match.legal_moves(0)
    assert table.message.startswith(f"Hint: {table.session.said(table.hint.label)}")  # Red's move, said as Ann's
    marks = table.marks(table.table_view())
    assert marks.selected == frozenset(table.hint.targets[0][:1])
    assert marks.targets == frozenset(table.hint.targets[0][1:])
    click(ctx, centre_of(table, "button/undo"))  # anything else the person does drops the hint
    table.cancel()
    table.play(match.legal_moves(0)[0])
    assert table.hint is None


def test_the_hint_button_is_on_the_table(ctx):
    match = Match.start("backgammon", [Player("Ann"), Player("Ben")], {}, 5)
    ctx.nav.table(match)
    table = ctx.scenes.top
    click(ctx, centre_of(table, "button/hint"))
    frame(ctx)
    assert table.hint in match.legal_moves(match.to_move()[0]) and table.message.startswith("Hint:")


def test_no_hint_while_a_computer_seat_is_to_move(ctx):
    match = Match.start("army_ants", [Player("Bot", COMPUTER), Player("Ann")], {}, 5)
    ctx.nav.table(match)
    table = ctx.scenes.top
    table.ask_hint()
    assert table.hint is None and table.message == "A hint is for the person whose turn it is."


def test_a_thinking_computer_seat_says_so_and_the_table_keeps_drawing(ctx, monkeypatch):
    monkeypatch.setattr(Thinker, "inline", False)
    match = Match.start("army_ants", [Player("Bot", COMPUTER), Player("Ann")], {}, 5)
    ctx.nav.table(match)
    table = ctx.scenes.top
    frames = 0
    deadline = time.monotonic() + 20
    while not match.history and time.monotonic() < deadline:
        frame(ctx)
        if not match.history:
            assert table.offered.thinking == 0 and table.message == "Bot is thinking…"
        frames += 1
        time.sleep(0.01)
    assert len(match.history) == 1 and frames > 3  # frames went on while the seat thought
    assert table.marks(table.table_view()).thinking is None  # its spinner stops once it has moved


def test_the_thinking_seat_turns_a_spinner_beside_its_name(ctx, monkeypatch):
    monkeypatch.setattr(Thinker, "inline", False)
    match = Match.start("chains", [Player("Ann"), Player("Bot", COMPUTER)], {}, 5)  # the second seat starts
    ctx.nav.table(match)
    table = ctx.scenes.top
    frame(ctx)
    marks = table.marks(table.table_view())
    assert table.offered.thinking == 1 and marks.thinking == 1
    line = status_lines(table.table_view(), marks.thinking)[0]
    words = [words for words, _, _ in line]
    assert "Bot" in words[words.index(SPINNER) - 1]   # the status panel: beside the name of the seat to move
    seat_zone = next(rect for rect, drawer, data, _ in table.hit_boxes if isinstance(data, dict) and data.get("seat") == 1)
    before = ctx.screen.subsurface(seat_zone).copy()
    table.clock += 0.3  # the arc turns round the seat's colour dot
    table.dirty = True
    frame(ctx)
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(ctx.screen.subsurface(seat_zone), "RGB")


def test_a_hint_that_finds_nothing_says_why_in_the_players_language(ctx, monkeypatch):
    from tabletop.engine.game import IllegalMove
    from tabletop.engine.words import say
    from tabletop.ui.scenes import table_computers
    from tabletop.words import use
    match = Match.start("army_ants", [Player("さくら"), Player("健二")], {}, 5)
    ctx.nav.table(match)
    table = ctx.scenes.top

    def no_move(*args):
        raise IllegalMove(say("engine.no_legal_move", name="さくら"))
    monkeypatch.setattr(table_computers, "decide_for", no_move)
    use("ja")
    try:
        table.ask_hint()
        frame(ctx)
        assert table.hint is None and "さくら" in table.message
        assert not any(word in table.message for word in ("has", "move", "legal")), table.message
    finally:
        use("en")
