"""Pictures kept between frames (the board's still layer, a long log) show exactly what painting afresh
would: never a stale checker, mark or log line."""

import pygame

from tabletop.engine.match import Match, Player
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones import backgammon_board, snapshots

from ui_helpers import frame


def _fresh(table, surface):
    """The table drawn with every kept picture forgotten."""
    snapshots.clear()
    backgammon_board._layers.clear()
    table.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _kept(table, surface):
    """The table drawn three times running, so kept pictures are made and then used."""
    for _ in range(3):
        table.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _hitting_table(ctx):
    match = Match.start("backgammon", [Player("A"), Player("B")], {}, 3)
    while True:
        seat = match.to_move()[0]
        hits = [m for m in match.legal_moves(seat) if m.kind == "move" and "*" in str(m)]
        if hits:
            break
        match.play(seat, match.computer_move(seat))
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    frame(ctx)
    return table, seat, hits[0]


def test_kept_pictures_match_fresh_ones_through_a_hit_and_a_hover(ctx):
    table, seat, hit = _hitting_table(ctx)
    surface = pygame.Surface(ctx.size)
    log_before = _kept(table, surface)
    table.play(hit, confirmed=True)
    moments = []
    for _ in range(80):  # the hitter gliding, the blot on its way to the bar, the settled position
        table.update(1 / 60)
        kept = _kept(table, surface)
        assert kept == _fresh(table, surface)
        moments.append(kept)
    assert len(set(moments)) > 10 and moments[-1] != log_before  # it moved, and the log has the move
    table.hover = "board/point/13"
    assert _kept(table, surface) == _fresh(table, surface)
    table.hover = None
    assert _kept(table, surface) == moments[-1]


def test_a_still_picture_is_copied_only_once_it_is_seen_twice():
    surface = pygame.Surface((200, 100))
    painted = []

    def paint(colour):
        return lambda: (painted.append(colour), surface.fill(colour, pygame.Rect(10, 10, 50, 50)))

    rect = pygame.Rect(10, 10, 50, 50)
    snapshots.clear()
    for colour in [(1, 2, 3), (4, 5, 6), (4, 5, 6), (4, 5, 6), (4, 5, 6)]:
        surface.fill((0, 0, 0))
        snapshots.draw_still(surface, rect, (colour,), paint(colour))
        assert surface.get_at((20, 20))[:3] == colour
        assert surface.get_at((5, 5))[:3] == (0, 0, 0)  # nothing outside its rect
    assert painted == [(1, 2, 3), (4, 5, 6), (4, 5, 6)]  # changed, seen again (copied), then kept
