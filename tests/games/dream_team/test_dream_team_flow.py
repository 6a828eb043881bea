"""Dream Team beyond the worked examples: options, refusals, undo, views, the match across games."""

import pytest

from tabletop.engine.game import GameOver, IllegalMove, MalformedMove, Move, NotYourTurn
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.dream_team.positions import match_from_position
from tabletop.games.dream_team.state import GAME_END, LOTTERY, NOMINATE, OVER, ROUND_END

from dream_team_helpers import A, B, C, D, GAME, draw, nominate, play, position, refused, teams
from tabletop.engine.information import can_undo


def test_two_players_need_the_option():
    with pytest.raises(IllegalMove) as err:
        GAME.new_state(2, {}, 1)
    assert "Two players" in str(err.value)
    state = GAME.new_state(2, {"allow_2_players": True}, 1)
    assert len(state.row) == 3 and GAME.options_for(2)["allow_2_players"] is True
    assert GAME.options_for(4) == GAME.normalise_options({})


def test_seven_players_are_refused():
    with pytest.raises(IllegalMove):
        GAME.new_state(7, {}, 1)


def test_a_new_match_deals_a_row_of_players_plus_one():
    for players in range(3, 7):
        state = GAME.new_state(players, {}, 11)
        assert len(state.row) == players + 1 and len(state.deck) == 55 - players - 1
        assert state.phase == NOMINATE and GAME.to_move(state) == (state.start,)
        assert GAME.facts.conserved(state)["cards"] == 55


def test_the_start_player_is_random_but_seeded():
    starts = {GAME.new_state(4, {}, seed).start for seed in range(30)}
    assert starts == {0, 1, 2, 3}
    assert GAME.new_state(4, {}, 7) == GAME.new_state(4, {}, 7)


def test_every_remaining_card_may_be_nominated_and_taken_cards_are_refused():
    state = position(4, [8, 2, 9, 5, 6], start=A, deck=[4, 7, 2, 7])
    assert len(GAME.legal_moves(state, A)) == 5 and GAME.legal_moves(state, B) == []
    state = nominate(state, (A, 3), (B, 3), (C, 5), (D, 3))
    state = draw(state, A, B, D)
    assert [m.get("pos") for m in GAME.legal_moves(state, A)] == [0, 1, 3]
    assert "already belongs to Blue" in refused(state, A, "nominate", pos=4)
    assert "no card #9" in refused(state, A, "nominate", pos=8)
    refused(state, A, "nominate", MalformedMove, pos="x")
    refused(state, A, "shout", MalformedMove)
    assert "Nominate" in refused(state, A, "draw")
    with pytest.raises(NotYourTurn):
        play(state, B, "nominate", pos=0)


def test_strict_renomination_forbids_marked_cards_in_later_stages():
    state = position(4, [8, 2, 9, 5, 6], start=A, deck=[4, 7, 2, 7], options={"renominate_distinct": True})
    state = nominate(state, (A, 3), (B, 3), (C, 5), (D, 3))
    state = draw(state, A, B, D)
    state = nominate(state, (A, 4))
    assert [m.get("pos") for m in GAME.legal_moves(state, B)] == [0, 1]
    assert "nobody has marked" in refused(state, B, "nominate", pos=3)


def test_loose_renomination_allows_a_second_collision():
    state = position(4, [8, 2, 9, 5, 6], start=A, deck=[4, 7, 2, 7])
    state = nominate(state, (A, 3), (B, 3), (C, 5), (D, 3))
    state = draw(state, A, B, D)
    state = nominate(state, (A, 4))
    assert 3 in [m.get("pos") for m in GAME.legal_moves(state, B)]
    state = nominate(state, (B, 4))
    assert state.phase == LOTTERY and state.lottery.contenders == (A, B) and state.stage == 2


def test_lottery_order_cycles_and_later_draws_are_single_cards():
    state = position(3, [1, 2, 3, 4], start=C, deck=[9, 2, 3, 4, 6, 7, 4])
    state = nominate(state, (C, 2), (A, 2), (B, 2))
    assert state.lottery.contenders == (C, A, B)
    state = draw(state, C, A, B, C, A, B)
    assert [len(cards) for _, cards in state.shown_lottery.draws] == [2, 1, 1, 1, 1, 1]
    assert teams(state)[B] == [2]  # B's second 4 matched the open 4


def test_an_open_lottery_card_is_never_reshuffled():
    state = position(3, [1, 2, 3, 4], start=A, deck=[4, 7], discard=[9, 10], rest="deck")
    # Leave only the two named cards in the deck, so the third draw must rebuild it from the discard pile.
    from dataclasses import replace
    extra = state.deck[2:]
    state = replace(state, deck=state.deck[:2], discard=extra + state.discard)
    state = nominate(state, (A, 2), (B, 2), (C, 1))
    state = draw(state, A)
    assert state.lottery and len(state.deck) == 0
    open_cards = set(state.lottery.open)
    state = draw(state, B)
    assert ("reshuffle", len(extra) + 2) in state.events
    assert not open_cards & set(state.deck)


def test_draws_deals_and_new_games_cannot_be_undone_but_nominations_can():
    state = position(3, [1, 2, 3, 4], start=A, deck=[5, 6, 5])
    after = play(state, A, "nominate", pos=1)
    assert can_undo(GAME, state, A, Move.of("nominate", pos=1), after)
    assert not can_undo(GAME, state, A, Move.of("draw"), after)
    assert not can_undo(GAME, state, A, Move.of("deal"), after)
    assert not can_undo(GAME, state, A, Move.of("next_game"), after)


def test_round_end_waits_for_the_next_start_player_to_deal():
    state = position(3, [10, 7, 10, 3], start=C)
    state = nominate(state, (C, 1), (A, 2), (B, 3))
    assert state.phase == ROUND_END and GAME.to_move(state) == (A,)
    assert "Round 1 is over" in str(GAME.view(state, None)["status"])
    assert "deal the next round" in refused(state, A, "nominate", pos=0)
    nxt = play(state, A, "deal")
    assert nxt.start == A and nxt.round_no == 2 and len(nxt.remaining) == 4 and nxt.teams == state.teams


def test_fresh_shuffle_option_rebuilds_the_whole_deck_between_games():
    for fresh in (False, True):
        state = position(3, [6, 2, 5, 3], start=A, teams=[[10, 9, 8, 7, 6], [], []],
                         options={"fresh_shuffle_each_game": fresh})
        state = nominate(state, (A, 4), (B, 2), (C, 3))
        assert state.phase == GAME_END
        deck_before, discard_before = len(state.deck), len(state.discard)
        nxt = play(state, B, "next_game")
        assert nxt.game_no == 2 and nxt.start == B and nxt.teams == ((), (), ())
        if fresh:
            assert nxt.discard == () and len(nxt.deck) == 55 - 4
        else:
            assert len(nxt.deck) == deck_before - 4
            assert len(nxt.discard) == discard_before + 5 + 1 + 1  # the three teams went to the discard pile
        assert GAME.facts.conserved(nxt) == GAME.facts.conserved(state)


def test_the_view_shows_markers_lottery_and_sheet():
    state = position(4, [8, 2, 9, 5, 6], start=A, deck=[4, 7, 2, 7])
    state = nominate(state, (A, 3), (B, 3), (C, 5))
    view = GAME.view(state, B)
    assert view["market"][2]["markers"] == [A, B] and view["market"][2]["pairs"] is True
    assert view["players"][A]["marker"] == 2 and str(view["players"][D]["standing"]) == "to nominate"
    state = nominate(state, (D, 3))
    state = draw(state, A)
    view = GAME.view(state, None)
    assert view["lottery"]["active"] and view["lottery"]["next"] == B
    assert [c["value"] for c in view["lottery"]["open"]] == [4, 7]
    assert view["market"][4]["taken_by"] == C and str(view["players"][C]["standing"]) == "gained"
    state = draw(state, B, D)
    view = GAME.view(state, None)
    assert view["lottery"]["winner"] == D
    assert [c["value"] for c in view["lottery"]["open"] if c["winning"]] == [7, 7]
    assert "D" not in str(view["status"]) and "Green" in " ".join(map(str, view["events"]))
    for seat in (None, A, B, C, D):  # all public: the same table for everybody
        other = GAME.view(state, seat)
        other.pop("viewer"), view.pop("viewer", None)
        assert other == view


def test_pairs_flash_paths_name_the_team():
    state = position(3, [5, 1, 2, 3], start=A, teams=[[5, 8], [], []])
    state = nominate(state, (A, 1), (B, 2), (C, 3))
    view = GAME.view(state, None)
    assert view["flash_paths"] == ["players/0/paired"]
    assert [c["value"] for c in view["players"][A]["paired"]] == [5, 5]
    assert any("two 5s" in str(line) for line in view["events"])


def test_the_deck_order_never_shows():
    state = GAME.new_state(4, {}, 3)
    shown = str(GAME.view(state, None))
    view_ids = set()

    def collect(value):
        if isinstance(value, dict):
            if isinstance(value.get("id"), int):
                view_ids.add(value["id"])
            for item in value.values():
                collect(item)
        elif isinstance(value, list):
            for item in value:
                collect(item)
    collect(GAME.view(state, None))
    assert not view_ids & set(state.deck) and "deck" in shown


def play_out(players, options, seed, check_saves=False):
    match = Match.start("dream_team", [Player(f"P{i}", "computer") for i in range(players)],
                        GAME.options_for(players, options), seed)
    counts = GAME.facts.conserved(match.state)
    games_seen = 1
    while not match.is_over():
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
        state = match.state
        assert GAME.facts.conserved(state) == counts
        values = [[card["value"] for card in p["team"]] for p in GAME.view(state, None)["players"]]
        assert all(len(v) == len(set(v)) for v in values), "a team holds two of a number"
        if state.phase == NOMINATE:
            assert len(state.remaining) == len(state.group) + 1  # |R| = |S| + 1 in every stage
        games_seen = max(games_seen, state.game_no)
        if check_saves and len(match.history) % 7 == 0:
            assert match_from_dict(match_to_dict(match)).state == match.state
    return match, games_seen


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_matches_end_with_someone_at_the_target(players):
    for seed in range(3):
        match, games_seen = play_out(players, {}, seed)
        state = match.state
        assert state.phase == OVER and max(state.totals) >= 100 and games_seen == len(state.sheet)
        assert [sum(col) for col in zip(*state.sheet)] == list(state.totals)
        result = GAME.result(state)
        assert len(result["breakdown"]["rows"]) == len(state.sheet) + 1
        assert all(state.totals[w] == max(state.totals) for w in result["winners"])


@pytest.mark.parametrize("options", [{"end_team_size": 7}, {"renominate_distinct": True},
                                     {"fresh_shuffle_each_game": True}, {"match_target": 50}])
def test_every_option_plays_whole_matches_that_replay_from_saves(options):
    match, _ = play_out(4, options, 21, check_saves=True)
    assert match_from_dict(match_to_dict(match)).state == match.state


def test_game_over_refuses_moves():
    match, _ = play_out(3, {"match_target": 50}, 4)
    with pytest.raises(GameOver):
        GAME.apply(match.state, 0, Move.of("deal"))


def test_a_position_match_plays_on_the_table_model():
    match = match_from_position(position(4, [8, 2, 9, 5, 6], start=B))
    assert match.to_move() == (B,) and len(match.legal_moves(B)) == 5


def test_the_log_says_who_did_what_and_what_a_draw_showed():
    state = position(4, [8, 2, 9, 5, 6], start=A, deck=[4, 7, 2, 7])
    match = match_from_position(state)
    for seat, pos in ((A, 2), (B, 2), (C, 4), (D, 2)):
        match.play(seat, Move.of("nominate", pos=pos))
    for seat in (A, B, D):
        match.play(seat, Move.of("draw"))
    words = [str(p.move) for p in match.history]
    assert words[0] == "Red puts a marker on the 9 (card #3)."
    assert words[3] == "Green puts a marker on the 9 (card #3). Blue gains the 6 (card #5)."
    assert words[4:6] == ["Red draws 4 and 7.", "Black draws 2."]
    assert words[6].startswith("Green draws 7. Green's 7 matches: Green wins the 9 (card #3).")


def test_nominating_a_held_number_asks_first():
    state = position(3, [9, 1, 2, 3], start=A, teams=[[9], [], []])
    assert "both 9s" in str(GAME.table.warning(state, A, Move.of("nominate", pos=0)))
    assert GAME.table.warning(state, A, Move.of("nominate", pos=1)) is None


def test_no_last_round_banner_once_the_game_that_round_ended_is_scored():
    """The nomination that fills a team can also end the round: the game is scored at once, and the table
    must not then announce a "Last round" that is already over."""
    row = [10, 7, 10, 3]
    filling = nominate(position(3, row, start=A, teams=[[1, 2, 3, 4, 5], [], []]), (A, 1), (B, 3))
    assert str(GAME.view(filling, None)["banner"]) == "Round 1"
    scored = nominate(filling, (C, 2))
    assert scored.triggered and scored.phase == GAME_END
    assert GAME.view(scored, None)["banner"] is None
    over = nominate(position(3, row, start=A, teams=[[1, 2, 3, 4, 5], [], []], totals=[80, 0, 0]),
                    (A, 1), (B, 3), (C, 2))
    assert over.phase == OVER and GAME.view(over, None)["banner"] is None
    next_game = play(scored, GAME.to_move(scored)[0], "next_game")
    assert str(GAME.view(next_game, None)["banner"]) == "Round 1"


def test_the_last_round_is_announced_while_it_is_played():
    row = [10, 7, 10, 3]
    state = nominate(position(3, row, start=A, teams=[[1, 2, 3, 4, 5], [], []]), (A, 1), (B, 2), (C, 2))
    assert state.triggered and state.phase == LOTTERY  # A's team is full; B and C draw for the 7
    assert str(GAME.view(state, None)["banner"]) == "Last round"
