"""Hidden placement: "Deal the rest for me" places the rest legally, two placed cards swap by click or
drag before confirming, a swap the rules forbid is refused, and confirming hands the screen on."""

import pytest

from tabletop.engine.match import Match, Player
from tabletop.games.army_ants.board import GRID_PATHS, NEIGHBOURS, NINES, QUEENS
from tabletop.games.army_ants.placement import OWN_NINES
from tabletop.ui.scenes.handover import HandoverScene

from test_drag_and_drop import drag
from ui_helpers import centre_of, click, frame


def placing_table(ctx, setup):
    match = Match.start("army_ants", [Player("First"), Player("Second")], {"setup": setup}, 4)
    ctx.nav.table(match)
    frame(ctx)
    assert isinstance(ctx.scenes.top, HandoverScene)
    click(ctx, (640, 400))
    return ctx.scenes.top, match


def square_of(match, card):
    return match.state.board.index(card)


@pytest.mark.parametrize("setup", ["free", "rows"])
def test_deal_the_rest_places_every_card_in_hand_legally_and_waits_for_the_confirmation(ctx, setup):
    table, match = placing_table(ctx, setup)
    hand = set(match.state.hands[0])
    click(ctx, centre_of(table, "hand/0"))                    # one by hand first
    click(ctx, centre_of(table, sorted(table.selection.next_targets())[0]))
    assert len(match.history) == 1
    click(ctx, centre_of(table, "button/deal"))
    assert match.state.hands[0] == () and {c for c in match.state.board if c is not None} == hand
    assert [p.move.kind for p in match.history] == ["place"] * len(hand)
    assert [m.kind for m in match.legal_moves(0)] == ["done_placing" if setup == "free" else "confirm_row"]
    assert "deal" not in [b["name"] for b in table.table_view()["buttons"]]
    assert "swap" in table.message


def test_two_placed_cards_swap_by_click_or_drag_then_the_army_is_confirmed(ctx):
    ctx.settings = ctx.settings.__class__(forced_moves=True)   # not even forced moves confirm for the person
    table, match = placing_table(ctx, "free")
    click(ctx, centre_of(table, "button/deal"))
    board = match.state.board
    plain = [sq for sq, card in enumerate(board) if card is not None and card not in NINES and card != QUEENS[0]]
    a, b, c, d = plain[:4]
    click(ctx, centre_of(table, GRID_PATHS[a]))
    assert table.swap_from == GRID_PATHS[a] and GRID_PATHS[b] in table.marks(table.table_view()).targets
    click(ctx, centre_of(table, GRID_PATHS[b]))
    after = match.state.board
    assert (after[a], after[b]) == (board[b], board[a]) and len(match.history) == 19
    drag(ctx, centre_of(table, GRID_PATHS[c]), centre_of(table, GRID_PATHS[d]))
    assert (match.state.board[c], match.state.board[d]) == (board[d], board[c]) and len(match.history) == 19
    for _ in range(40):
        table.update(0.1)
    assert [m.kind for m in match.legal_moves(0)] == ["done_placing"] and len(match.history) == 19
    click(ctx, centre_of(table, "button/move0"))                 # the confirmation, then the screen passes on
    assert match.history[-1].move.kind == "done_placing" and isinstance(ctx.scenes.top, HandoverScene)


def test_a_swap_that_puts_a_nine_beside_the_queen_is_refused_and_nothing_changes(ctx):
    table, match = placing_table(ctx, "free")
    click(ctx, centre_of(table, "button/deal"))
    board = match.state.board
    queen = board.index(QUEENS[0])
    nine = next(sq for sq, card in enumerate(board) if card in OWN_NINES[0])
    beside = next(sq for sq in NEIGHBOURS[queen] if board[sq] is not None and board[sq] not in NINES)
    click(ctx, centre_of(table, GRID_PATHS[nine]))
    click(ctx, centre_of(table, GRID_PATHS[beside]))
    assert match.state.board == board and len(match.history) == 19
    assert table.message_is_error and "9" in table.message
