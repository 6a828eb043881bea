import gc

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.match import Match, Player


def test_computer_moves_come_from_the_seed():
    a = Match.start("army_ants", [Player("A", "computer"), Player("B", "computer")], {}, 21)
    b = Match.start("army_ants", [Player("A", "computer"), Player("B", "computer")], {}, 21)
    for _ in range(30):
        seat = a.to_move()[0]
        move = a.computer_move(seat)
        assert b.computer_move(seat) == move
        a.play(seat, move)
        b.play(seat, move)


def test_computer_never_offers_a_draw():
    match = Match.start("army_ants", [Player("A", "computer"), Player("B", "computer")], {}, 4)
    while not match.is_over():
        seat = match.to_move()[0]
        move = match.computer_move(seat)
        assert move.kind != "offer_draw"
        match.play(seat, move)
    assert match.game.result(match.state)["summary"]


def test_undo_turn_takes_back_the_computer_reply_too():
    match = Match.start("army_ants", [Player("First"), Player("Bot", "computer")], {}, 8)
    start = match.state
    match.play(0, match.legal_moves(0)[0])
    match.play(1, match.computer_move(1))
    undone = match.undo_turn()
    assert [p.seat for p in undone] == [1, 0]
    assert match.state == start and match.history == []


def test_nothing_to_undo():
    match = Match.start("army_ants", [Player("A"), Player("B")], {}, 8)
    with pytest.raises(IllegalMove, match="nothing to undo"):
        match.undo()


def test_a_move_that_reveals_cannot_be_undone():
    match = Match.start("army_ants", [Player("A"), Player("B")], {"setup": "rows"}, 8)
    while True:
        confirm = [m for m in match.legal_moves(0) if m.kind == "confirm_row"]
        if confirm:
            break
        match.play(0, match.legal_moves(0)[0])
    assert match.can_undo()  # placing a card revealed nothing
    match.play(0, confirm[0])
    assert not match.can_undo()
    with pytest.raises(IllegalMove, match="revealed"):
        match.undo()


def test_play_labels_a_move_read_back_from_a_save():
    match = Match.start("army_ants", [Player("A"), Player("B")], {}, 8)
    bare = match.legal_moves(0)[0]
    labelled = match.play(0, Move.from_dict(bare.to_dict()))
    assert str(labelled) == str(bare) and str(labelled).startswith("Red")


def test_play_computers_stops_at_the_limit_or_the_end():
    match = Match.start("dice_challenge", [Player("First"), Player("Second")], {}, 4)
    match.play_computers(5)
    assert len(match.history) == 5
    match.play_computers(10_000)
    assert match.is_over() and len(match.history) < 10_000


def test_undo_never_takes_back_another_persons_move():
    match = Match.start("backgammon", [Player("Ann"), Player("Ben")], {}, 8)
    while True:  # Ann (or Ben) plays until the other person is to move
        seat = match.to_move()[0]
        moves = match.legal_moves(seat)
        match.play(seat, moves[0])
        if match.history[-1].undoable and match.to_move()[0] != seat:
            break
    mover, other = match.history[-1].seat, match.to_move()[0]
    name = match.player_name(mover)
    assert str(match.undo_refusal(other)) == f"Only {name} can take back {name}'s move."
    with pytest.raises(IllegalMove, match="Only"):
        match.undo_turn(other)
    assert match.undo_refusal(mover) is None
    assert [p.seat for p in match.undo_turn(mover)] == [mover]


def test_undo_with_only_computer_moves_has_nothing_of_yours():
    match = Match.start("army_ants", [Player("Bot", "computer"), Player("Bot 2", "computer")], {}, 8)
    match.play_computers(3)
    with pytest.raises(IllegalMove, match="nothing of yours"):
        match.undo_turn(0)


def test_a_match_starts_from_a_prepared_position_and_is_not_saved():
    from tabletop.engine.saves import SaveError, save_text
    from tabletop.games.backgammon.positions import position
    from tabletop import games
    state = position({"white": {1: 15}, "black": {1: 15}}, dice=(6, 5))
    match = Match.from_position(games.get("backgammon"), [Player("A"), Player("B")], state)
    assert match.state is state and match.prepared and match.history == []
    match.play(0, match.legal_moves(0)[0])
    with pytest.raises(SaveError, match="prepared position"):
        save_text(match)


def test_a_played_move_waits_for_its_words_holding_no_move_nor_closure():
    """A long match holds one history entry a move, and the garbage collector walks them all: the words wait in
    one small object, which keeps the states around the move and its fields, not the legal move or its words'
    closure; when read they are the words of the legal move it was."""
    match = Match.start("wysiwyg", [Player("Ann"), Player("Bob")], {}, 3)
    for _ in range(12):
        seat, before = match.to_move()[0], match.state
        legal = match.legal_moves(seat)[-1]
        played = match.play(seat, Move.from_dict(legal.to_dict()))
        waiting = gc.get_referents(played.words)
        assert not any(isinstance(held, Move) or callable(held) and not isinstance(held, type) for held in waiting)
        assert before in waiting and match.state in waiting
        assert played.label == match.game.table.played_label(before, seat, legal, match.state)
