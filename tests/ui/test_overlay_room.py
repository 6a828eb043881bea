"""What the table lays over itself keeps to the room it is given: the message (a long refusal, who is
thinking, a hint), the moves a person missed and the banner of a new stage never cover a button, a seat's
panel or a zone they do not own, nor the log's heading, nor one another, in every game at its fewest and
most players, at every window size we promise, in English and Japanese. Words that do not fit give way
visibly (an ellipsis after a whole word), never cut.

Checked from the rects the table drew (its zones' hit boxes, the buttons' own rects, the overlays'), one
frame per message: no pixels are read."""

from dataclasses import replace

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.session.catch_up import CatchUp
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.scenes.table_overlays import Message
from tabletop.ui.zones.log import LogDrawer
from tabletop.words import say, text, use
from screen_checks import button_rects, label_warnings, words_drawn
from ui_helpers import seat_at_screen

SIZES = [(1000, 700), (1280, 800), (1920, 1200)]
MOVES = 40      # played before the table is drawn: a log of some length, the game under way
TABLES = [(game_id, count, {}, MOVES) for game_id in games.ids()
          for count in sorted({games.get(game_id).min_players, games.get(game_id).max_players})]
TABLES += [("army_ants", 2, {"setup": "free"}, 5)]  # armies set out face down: a phase that shows no log
MISSED = 30     # of them the person missed: more than any catch-up panel lists whole
OWNERS = {"message": ("kind", "log"), "catch_up": ("kind", "log"), "banner": ("id", "status")}
LONG = {  # a refusal of several lines, as long as the longest the games give
    "en": ("Autosave failed: the last game could not be restored: autosave.yaml, line 4: uses a YAML tag "
           "(tag:yaml.org,2002:float); only plain values are allowed. It was kept as "
           "autosave-broken-20261123-222206.yaml."),
    "ja": ("そのカードは出せません。場にある切り札と同じスートのカードを持っているので、"
           "そのスートのカードを出さなければなりません（「フォロー」のルール）。"
           "自動保存にも失敗しました：autosave.yaml の4行目が読めません。"),
}


def names(game_id, count):
    """Names as long as the setup screen takes, so the catch-up's heading runs over several lines."""
    game = games.get(game_id)
    return [Player(f"{game.seat_name(seat)} Wilhelmina-Maxwell"[:20]) for seat in range(count)]


def messages(language, table):
    """(words, error, thinking) of each message the table may show together with the others."""
    move = table.match.legal_moves(table.match.to_move()[0])[0] if table.match.to_move() else None
    label = table.session.said(move.label or str(move)) if move is not None else "—"
    thinking = text(say("ui.computer.thinking", name=table.match.players[-1].name))
    hint = text(say("ui.hint.best", move=label, count=24, score="0.52"))
    return [(LONG[language], True, False), (thinking, False, True), (hint, False, False)]


def table_for(ctx, game_id, count, options=None, moves=MOVES):
    game = games.get(game_id)
    match = Match.start(game_id, names(game_id, count), {**game.options_for(count), **(options or {})}, 11)
    match.play_computers(moves)
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.reset(table)
    if match.to_move():
        seat_at_screen(table, match.to_move()[0])  # the person deciding, their own view and catch-up
    return table


def everything_shown(table, words, error, thinking, monkeypatch):
    """Every overlay at once: the message, the catch-up over many moves and a banner."""
    match = table.match
    first = max(0, len(match.history) - MISSED)
    assert len(match.history) - first > 1, "a catch-up of several moves"
    movers = tuple(dict.fromkeys(played.seat for played in match.history[first:]))
    missed = CatchUp(table.viewer, first, len(match.history) - first, movers, frozenset(), True)
    table.offered = replace(table.offered, message=words, error=error, catch_up=missed)
    monkeypatch.setattr(table.session, "work", (lambda: object()) if thinking else (lambda: None))
    table.banner.show(text(say("army_ants.banner.muster")), table.clock)


def drawn(table):
    """(name, rect) of the overlays, of every button, of every zone (with its id and kind), and of
    each log's heading, as the table drew them."""
    overlays = {"message": table.message_rect, "catch_up": table.catch_up_rect, "banner": table.banner.rect}
    buttons, zones, headings = button_rects(table), [], []
    for rect, drawer, data, _ in table.hit_boxes:
        zones.append((drawer.zone.id, drawer.zone.kind, rect))
        if isinstance(drawer, LogDrawer):
            headings.append((f"{drawer.zone.id}'s heading", drawer.heading(rect)))
    return overlays, buttons, zones, headings


def owns(overlay, zone_id, kind):
    field, value = OWNERS[overlay]
    return (zone_id if field == "id" else kind) == value


def trespasses(table):
    """Every place an overlay covers what it does not own, in words."""
    overlays, buttons, zones, headings = drawn(table)
    canvas = table.scaler.canvas_rect()
    found = []
    for name, rect in overlays.items():
        if rect is None:
            found.append(f"no {name} drawn")
            continue
        if not canvas.contains(rect):
            found.append(f"{name} {rect} leaves the table {canvas}")
        found += [f"{name} {rect} covers {what} {box}" for what, box in buttons + headings if rect.colliderect(box)]
        found += [f"{name} {rect} covers zone {zone_id} ({kind}) {box}" for zone_id, kind, box in zones
                  if rect.colliderect(box) and not owns(name, zone_id, kind)]
    shown = [(name, rect) for name, rect in overlays.items() if rect is not None]
    found += [f"{a} {ra} covers {b} {rb}" for i, (a, ra) in enumerate(shown) for b, rb in shown[i + 1:]
              if ra.colliderect(rb)]
    return found


def message_lines(screen, monkeypatch):
    """The lines of words the table's message box will draw on `screen` (a list filled as it draws)."""
    lines, real = [], Message.draw

    def noting(message, surface):
        start = len(surface.words)
        real(message, surface)
        lines.extend(words for words, _ in surface.words[start:])

    monkeypatch.setattr(Message, "draw", noting)
    return lines


def whole_or_given_way(lines, words):
    """Whether the lines drawn are the words whole, or their start up to a whole word (a whole character
    in Japanese) followed by an ellipsis."""
    shown, full = "".join(lines).replace(" ", ""), words.replace(" ", "")
    if shown == full:
        return True
    if not shown.endswith("…") or not full.startswith(shown[:-1]):
        return False
    at, kept = 0, 0  # where the shown start ends in the words as written (spaces counted)
    while kept < len(shown) - 1:
        kept += words[at] != " "
        at += 1
    nxt = words[at] if at < len(words) else " "
    return nxt in " .,;:)" or not nxt.isascii() or not words[at - 1].isascii()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_overlays_keep_to_their_room(size, language, saves_folder, monkeypatch):
    ctx = Context(open_window(size), saves_dir=saves_folder)
    use(language)
    problems = []
    try:
        for game_id, count, options, moves in TABLES:
            table = table_for(ctx, game_id, count, options, moves)
            for words, error, thinking in messages(language, table):
                everything_shown(table, words, error, thinking, monkeypatch)
                with label_warnings() as too_small, words_drawn(monkeypatch, size) as screen:
                    lines = message_lines(screen, monkeypatch)
                    table.draw(screen)
                where = f"{game_id} ({count} players), {'error' if error else 'thinking' if thinking else 'hint'}"
                problems += [f"{where}: {found}" for found in trespasses(table) + too_small]
                if not whole_or_given_way(lines, words):
                    problems.append(f"{where}: the message reads {lines!r}")
    finally:
        use("en")
        pygame.quit()
    assert not problems, "\n".join(problems)



EVERY_COUNT = [(game_id, count) for game_id in games.ids()
               for count in range(games.get(game_id).min_players, games.get(game_id).max_players + 1)]


def hint_beside_catch_up(ctx, game_id, count, language, monkeypatch):
    """What goes wrong when a hint is shown while the catch-up panel is up: the hint not read whole, an
    overlay over something it does not own, a label too small for its words."""
    table = table_for(ctx, game_id, count)
    hint = messages(language, table)[-1][0]
    everything_shown(table, hint, False, False, monkeypatch)
    with label_warnings() as too_small, words_drawn(monkeypatch, ctx.size) as screen:
        lines = message_lines(screen, monkeypatch)
        table.draw(screen)
    problems = trespasses(table) + too_small
    if "".join(lines).replace(" ", "") != hint.replace(" ", ""):
        problems.append(f"the hint reads {lines!r}")
    return [f"{game_id} ({count} players): {found}" for found in problems]


def test_a_hint_reads_whole_beside_the_catch_up_at_five_chains_players(saves_folder, monkeypatch):
    """Tried as a new player would: at five players the hint shared the log's little room with "Since your
    last turn" and was cut to one line."""
    ctx = Context(open_window((1000, 700)), saves_dir=saves_folder)
    try:
        assert hint_beside_catch_up(ctx, "chains", 5, "en", monkeypatch) == []
    finally:
        pygame.quit()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_hint_reads_whole_beside_the_catch_up_at_every_player_count(size, language, saves_folder, monkeypatch):
    ctx = Context(open_window(size), saves_dir=saves_folder)
    use(language)
    try:
        problems = [found for game_id, count in EVERY_COUNT
                    for found in hint_beside_catch_up(ctx, game_id, count, language, monkeypatch)]
    finally:
        use("en")
        pygame.quit()
    assert not problems, "\n".join(problems)
