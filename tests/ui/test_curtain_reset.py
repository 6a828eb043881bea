"""Nothing of one person's turn survives the curtain: hover, clicks, a choice box and the message are
gone when the next person lifts it, in every game that draws a curtain."""

import pytest

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.table import TableScene
from ui_helpers import click



def play_to_a_curtain(ctx, game_id, limit=300):
    """People play random legal moves until a curtain covers the table; the table, or None."""
    game = games.get(game_id)
    players = game.max_players
    # The options that make the game hide something between people (Army Ants hides only its set-up).
    options = game.options_for(players, game.facts.curtain_options)
    match = Match.start(game_id, [Player(f"Person {i + 1}") for i in range(players)], options, 4)
    ctx.nav.table(match)
    if isinstance(ctx.scenes.top, HandoverScene):
        click(ctx, (640, 400))
    table = ctx.scenes.stack[0]
    rng = Rng.from_seed(1)
    for _ in range(limit):
        if match.is_over():
            return None
        moves = match.legal_moves(table.viewer)
        move, rng = rng.choice(moves)
        # What a person leaves behind: the mouse over a piece, a half-made click, a message.
        starts = sorted(table.selection.starts())
        table.hover = starts[0] if starts else "hand/0"
        table.say("A note for this person only.")
        table.play(move)
        if isinstance(ctx.scenes.top, HandoverScene):
            return table
    return None


@pytest.mark.parametrize("game_id", games.ids())
def test_the_curtain_leaves_nothing_of_the_last_turn(ctx, game_id):
    table = play_to_a_curtain(ctx, game_id)
    draws_curtains = games.get(game_id).facts.curtain_options is not None
    if table is None:
        assert not draws_curtains, f"{game_id} never drew a curtain"
        return
    assert draws_curtains
    assert table.hover is None and table.message == "" and table.choice is None
    table.hover = "hand/0"  # the mouse moved over the covered table
    click(ctx, (640, 400))
    assert isinstance(ctx.scenes.top, TableScene)
    assert table.hover is None and table.selection.clicks == [] and table.message == ""
