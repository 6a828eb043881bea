"""Layouts in the running app: every game has one, and a broken file never crashes the table."""

import pygame

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.ui import layout as layout_module
from tabletop.ui.app import Context, open_window
from tabletop.ui.layout import load_layout
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene


def test_every_game_has_a_layout():
    for game_id in games.ids():
        assert load_layout(game_id).game == game_id


def test_broken_layout_sends_the_player_to_the_menu_with_the_reason(tmp_path, monkeypatch):
    (tmp_path / "army_ants.yaml").write_text(
        "game: army_ants\ncanvas: [1280, 800]\nzones:\n  - {id: grid, kind: gird, rect: [0, 0, 10, 10], path: grid}\n",
        encoding="utf-8")
    monkeypatch.setattr(layout_module.load_layout, "__defaults__", (tmp_path,))  # a folder of test layouts
    ctx = Context(open_window((1280, 800)))
    try:
        ctx.nav.table(Match.start("army_ants", [Player("A"), Player("B")], {}, 1))
        top = ctx.scenes.top
        assert isinstance(top, MenuScene) and "army_ants.yaml" in top.notice and "gird" in top.notice
        assert not isinstance(top, TableScene)
    finally:
        pygame.quit()
