"""A whole game of The Things at the table: two people playing by clicks (curtains lifted in between),
two computer seats answering their own prompts with no curtain."""

import pygame
import pytest

from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.rng import Rng
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import centre_of, click, frame

PEOPLE = ("Ann", "Cy")


@pytest.fixture
def ctx(saves_folder):
    context = Context(open_window((1280, 800)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def make_by_clicks(ctx, table, move):
    """The person makes `move` as a player would: its clicks on the table, or its button."""
    if move.targets:
        for path in move.targets[0]:
            click(ctx, centre_of(table, path))
        return
    table.draw(table.ctx.screen)
    index = table.selection.buttons().index(move)
    click(ctx, centre_of(table, f"button/move{index}"))


def test_a_whole_game_two_people_two_computers(ctx):
    players = [Player("Ann"), Player("Bo", COMPUTER), Player("Cy"), Player("Di", COMPUTER)]
    match = Match.start("the_things", players, {}, 21)
    ctx.nav.table(match)
    frame(ctx)
    rng, curtains, clicked = Rng.from_seed(4), [], 0
    for _ in range(3000):
        if match.is_over():
            break
        top = ctx.scenes.top
        if isinstance(top, HandoverScene):
            assert top.name in PEOPLE and top.detail  # never a computer seat's curtain, always a reason
            curtains.append((top.name, top.detail))
            click(ctx, (10, 10))
            continue
        table = ctx.scenes.stack[0]
        assert isinstance(table, TableScene)
        seat = match.to_move()[0]
        if match.players[seat].is_computer:
            table.update(1.0)  # the computer seat decides, after the pause that lets people follow
            table.draw(ctx.screen)  # ... and the last move's replay, drawn, ends
            continue
        value, rng = rng.next64()
        move = decide(match.game, match.state, seat, LEVELS["normal"], Rng.from_seed(value)).move
        # The person sees their own hand, behind a curtain; only the pick of a volunteer is made in public.
        assert table.viewer == seat and table.private == match.game.table.private_decision(match.state, seat)
        before = len(match.history)
        if move.kind in ("rescue", "escape"):
            table.play(move, confirmed=True)  # the warning box is tested elsewhere
        else:
            make_by_clicks(ctx, table, move)
        assert len(match.history) == before + 1 and match.history[-1].move == move, move
        clicked += 1
    assert match.is_over() and clicked >= 10 and curtains
    assert any("volunteer or decline" in why or "plays cards or passes" in why for _, why in curtains) or \
        any("turn" in why for _, why in curtains)
