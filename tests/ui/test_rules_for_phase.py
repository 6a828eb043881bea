"""F1 at the table opens the rules page for the current phase: pages declare the phases they explain
(checked on load against the engine's `Game.table.phases`), and every phase met in seeded random games has one."""

import random

import pygame
import pytest

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.rules_book import RulesBookError, load_book, page_for_phase, parse_book
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.table import TableScene

from ui_helpers import seat_at_screen



def phases_met(game_id: str, seeds=range(3), limit=500):
    """phase -> a match standing in it, from seeded random games (the cube on, a hidden setup)."""
    game = games.get(game_id)
    found: dict[str, Match] = {}
    for seed in seeds:
        players = [Player(f"P{i}") for i in range(game.default_players or game.min_players)]
        options = game.options_for(len(players), game.facts.phase_options)
        match = Match(game, players, options, seed)
        chooser = random.Random(seed)
        for _ in range(limit):
            if match.is_over():
                break
            seat = match.to_move()[0]
            phase = match.view(seat)["phase"]
            if phase not in found:
                found[phase] = Match(game, players, options, seed)
                for played in match.history:
                    found[phase].play(played.seat, played.move)
            match.play(seat, chooser.choice(match.legal_moves(seat)))
    return found


@pytest.mark.parametrize("game_id", games.ids())
def test_every_phase_met_is_declared_and_has_a_page(game_id):
    game, book = games.get(game_id), load_book(game_id)
    met = phases_met(game_id)
    assert set(met) == set(game.table.phases), "Game.table.phases must be exactly the phases the views report"
    for phase in game.table.phases:
        page = book.pages[page_for_phase(book, phase)]
        assert phase in page.explains, f"{game_id}: no page explains {phase!r}"


def test_a_phase_without_a_page_opens_the_first_page():
    book = load_book("chains")
    assert page_for_phase(book, "no such phase") == 0
    assert page_for_phase(book, None) == 0
    assert page_for_phase(book, "play") > 0


def test_explains_is_checked_against_the_engines_phases():
    good = {"game": "army_ants", "title": "A", "pages": [{"title": "T", "text": "x", "explains": ["muster"]}]}
    assert parse_book(good, "test.yaml", "army_ants").pages[0].explains == ("muster",)
    for wrong in (["mustering"], ["muster", "muster"], {"muster": 1}, [3]):
        bad = {**good, "pages": [{"title": "T", "text": "x", "explains": wrong}]}
        with pytest.raises(RulesBookError, match="test.yaml, page 1 .*'explains'"):
            parse_book(bad, "test.yaml", "army_ants")


@pytest.mark.parametrize("game_id", games.ids())
def test_f1_at_the_table_opens_the_page_of_the_phase(ctx, game_id):
    book = load_book(game_id)
    for phase, match in sorted(phases_met(game_id).items()):
        table = TableScene(ctx, match, autosave=False)
        ctx.scenes.reset(table)
        seat_at_screen(table, match.to_move()[0])  # the person to act, as after their curtain
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
        viewer = ctx.scenes.top
        assert isinstance(viewer, RulesScene), phase
        assert phase in book.pages[viewer.index].explains, (phase, book.pages[viewer.index].title)
        assert viewer.index == page_for_phase(book, phase)


HOW_TO = "How to play it here"


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_has_a_how_to_play_page_whose_picture_is_drawn(ctx, game_id):
    from tabletop.rules_book import illustrate, mismatches, table_targets, table_view
    book = load_book(game_id)
    index = next(i for i, page in enumerate(book.pages) if page.title == HOW_TO)
    page = book.pages[index]
    assert page.example is not None or page.table is not None, "the page has no picture"
    if page.table is not None:
        assert table_view(game_id, page.table) and table_targets(game_id, page.table), "nothing to click is lit"
    else:
        assert illustrate(game_id, page.example).targets == set(page.example.marks)
    assert mismatches(book) == []
    scene = RulesScene(ctx, game_id, page=index)
    ctx.scenes.push(scene)
    scene.draw_page(ctx.screen)
    from tabletop.ui.scenes.rules import page_rects
    picture = page_rects(ctx.screen.get_size(), True).picture
    colours = {tuple(ctx.screen.get_at((x, y)))[:3] for x in range(picture.left, picture.right, 7)
               for y in range(picture.top, picture.bottom, 7)}
    assert len(colours) > 12, "the picture column is (nearly) empty"
