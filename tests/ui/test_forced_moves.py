"""Forced moves: with the preference on, a person's one legal move is played for them after a pause."""

from dataclasses import replace

import pygame

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import from_data, read_settings, settings_path

from ui_helpers import frame, switch_label, seat_at_screen


def forced_flip_match() -> Match:
    """A two-person Chains match at a moment when Red's one legal move is a flip onto the chain."""
    game = games.get("chains")
    match = Match.start("chains", [Player("Zoë"), Player("Bo")], game.options_for(2), 3)
    while len(match.legal_moves(match.to_move()[0])) != 1:
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    return match


def table_for(ctx, match) -> TableScene:
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    # The match was played up to here by another hand: start at the person whose only move it is.
    seat_at_screen(table, match.to_move()[0])
    frame(ctx)
    return table


def idle(ctx, table, frames=60):
    for _ in range(frames):
        table.update(1 / 20)
        table.draw(ctx.screen)


def test_the_only_move_is_played_after_a_pause_and_said(ctx):
    ctx.settings = from_data({"forced_moves": True})
    match = forced_flip_match()
    played = len(match.history)
    table = table_for(ctx, match)
    table.update(0.1)
    assert len(match.history) == played                    # not at once: a short pause first
    for _ in range(60):
        if len(match.history) > played:
            break
        table.update(1 / 20)
    assert len(match.history) == played + 1 and match.history[played].move.kind == "flip_to_chain"
    said = table.session.said(match.history[played].move.label).rstrip(".")  # the log's words: what the flip showed
    assert said.startswith("Zoë flipped") and table.message == f"Only move: {said}. (F turns this off.)"


def test_with_the_preference_off_the_person_makes_it(ctx):
    ctx.settings = from_data({"forced_moves": False})
    match = forced_flip_match()
    played = len(match.history)
    table = table_for(ctx, match)
    idle(ctx, table)
    assert len(match.history) == played and len(table.selection.moves) == 1


def test_never_a_move_the_engine_warns_about(ctx, monkeypatch):
    ctx.settings = from_data({"forced_moves": True})
    match = forced_flip_match()
    played = len(match.history)
    monkeypatch.setattr(match.game, "table", replace(match.game.table, warning=lambda state, seat, move: "Are you sure?"))
    table = table_for(ctx, match)
    idle(ctx, table)
    assert len(match.history) == played and table.offered.auto is None


def test_the_switch_is_on_every_table_key_f_and_remembered(ctx):
    ctx.settings = from_data({})
    assert ctx.settings.forced_moves is False                     # off unless asked for
    table = table_for(ctx, forced_flip_match())
    assert switch_label(table, "forced") == "Forced: ask (F)"
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f"))
    assert ctx.settings.forced_moves and table.message.startswith("Forced moves are played for you")
    ctx.saver.flush()
    saved, problem = read_settings(settings_path(ctx.saves_dir))
    assert not problem and saved.forced_moves
