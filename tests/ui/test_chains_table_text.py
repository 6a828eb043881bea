"""Chains' words at the table: the status panel fits at every player count, the log tells what
happened, and the solo results screen leads with the solo result."""

import pygame
import pygame_gui
import pytest

from tabletop.engine.match import Match, Player
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.layout import load_layout
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones import panel
from tabletop.ui.zones.log import entry_parts
from tabletop.words import text
from ui_helpers import frame


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def played(players, seed, moves=10_000):
    match = Match.start("chains", [Player(f"P{i}", "computer") for i in range(players)], {}, seed)
    match.play_computers(moves)
    return match


def drawn(ctx, match):
    """The table drawn once; its zones as {kind: (rect, drawer, data)}."""
    scene = TableScene(ctx, match, autosave=False)
    ctx.scenes.reset(scene)
    frame(ctx)
    scene.draw(ctx.screen)
    return scene, {drawer.kind: (rect, drawer, data) for rect, drawer, data, _ in scene.hit_boxes}


def overflow(rect, drawer, view):
    """How far the status panel's text runs past the panel (right, bottom), in pixels; <= 0 fits."""
    scale = drawer.scale(rect)
    inner = rect.inflate(-2 * round(panel.PAD * scale), -2 * round(panel.PAD * scale))
    size = panel.TEXT * scale
    status = theme.wrap(str(view["status"]), panel.STATUS * scale, inner.width, bold=True)
    height = sum(theme.text(line, panel.STATUS * scale, theme.INK, True).get_height() for line in status)
    height += round(4 * scale) + theme.font(size).get_linesize() * len(panel.status_lines(view))
    widest = max(sum(theme.font(size, bold).size(words)[0] for words, _, bold in line)
                 for line in panel.status_lines(view))
    return widest - inner.width, height - inner.height


@pytest.mark.parametrize("players", range(1, 11))
def test_the_status_panel_fits_whoever_is_to_move(ctx, players):
    match = played(players, 3, moves=12 * players)
    _, zones = drawn(ctx, match)
    rect, drawer, view = zones["panel"]
    for seat in range(players):  # every seat's name on the "To move" line, as the viewer too
        one = dict(view, to_move=[seat], viewer=seat, status=view["status"].replace("Red", view["seats"][seat]))
        right, bottom = overflow(rect, drawer, one)
        assert right <= 0 and bottom <= 0, f"{players} players, {view['seats'][seat]}: {right}, {bottom} px over"


@pytest.mark.parametrize("players", [1, 2, 4, 7, 10])
def test_the_status_panel_fits_the_result(ctx, players):
    match = played(players, 5)
    _, zones = drawn(ctx, match)
    rect, drawer, view = zones["panel"]
    tie = "Black, Blue and Purple share the win with 10 points each."  # about the longest result
    for status in (view["status"], tie) if players > 1 else (view["status"],):
        right, bottom = overflow(rect, drawer, dict(view, status=status))
        assert right <= 0 and bottom <= 0, f"{players} players: {status!r} runs over"


@pytest.mark.parametrize("players", range(1, 11))
def test_the_log_zone_shows_the_match_history(players):
    log = [z for z in load_layout("chains").for_players(players) if z.kind == "log"]
    assert [(z.path, z.label) for z in log] == [("log", "What happened")]


@pytest.mark.parametrize("players", [4, 10])
def test_the_table_log_tells_each_flip(ctx, players):
    match = played(players, 9, moves=60)
    scene, zones = drawn(ctx, match)
    _, _, logged = zones["log"]
    entries = [entry_parts(e)[0] for e in logged]
    assert entries == [scene.session.said(p.move.label) for p in match.history]
    # who did it, by name: leading the line, or in the move's own words ("P2 flipped a 3")
    assert [entry_parts(e)[1] or entry_parts(e)[0].split(" ")[0] for e in logged] == [f"P{p.seat}" for p in match.history]
    flips = [e for p, e in zip(match.history, entries) if p.move.kind.startswith("flip")]
    assert flips and all(" flipped a" in e for e in flips)


def texts(scene):
    return [e.text for e in scene.manager.get_root_container().elements if isinstance(e, pygame_gui.elements.UILabel)]


def test_solo_results_lead_with_the_solo_result(ctx):
    match = played(1, 12)
    ctx.nav.table(match)
    ctx.scenes.push(ResultsScene(ctx, match))
    frame(ctx)
    words = texts(ctx.scenes.top)
    summary = str(match.game.result(match.state)["summary"])
    assert words[0] == summary and summary.startswith(("Solo game over: ", "A perfect game: "))
    assert not any("wins" in w for w in words) and words.count(summary) == 1


def test_results_for_two_or_more_still_name_the_winner(ctx):
    match = played(3, 12)
    ctx.nav.table(match)
    ctx.scenes.push(ResultsScene(ctx, match))
    frame(ctx)
    words = texts(ctx.scenes.top)
    result = match.game.result(match.state)
    summary = text(result["summary"], people=lambda person: match.players[person.seat].name)  # seats read as people
    assert words[0].endswith(("wins!", "win!")) and summary in words


def test_solo_results_use_whatever_summary_the_game_gives(ctx, monkeypatch):
    """The change is generic: any one-player match heads its results with the result's summary."""
    match = played(1, 2)
    monkeypatch.setattr(match.game, "result", lambda state: {"winners": [0], "scores": {"Red": 3},
                                                            "summary": "Solitaire over: 3 points"})
    ctx.nav.table(match)
    ctx.scenes.push(ResultsScene(ctx, match))
    frame(ctx)
    assert texts(ctx.scenes.top)[0] == "Solitaire over: 3 points"
