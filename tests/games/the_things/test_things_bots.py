"""The Things' computer seats: legal, deterministic, from their own view, and Strong's second look."""

from dataclasses import replace

import pytest

from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.rng import Rng
from things_helpers import GAME, card, play, position


def test_strong_holds_back_an_escape_that_is_a_coin_flip_normal_makes_it_late_in_a_game():
    """Turn 30: Normal, tired of waiting, escapes when every world it draws is an even chance that all
    living players are Things. Strong plays both on: staying in is worth more than a coin flip."""
    state = position(["Q♥ 5♦ 2♠ 3♣ 4♠", "8♥ 7♣ 8♠ 9♣ 10♠", "2♣ 3♠ 4♣ 5♠ 7♠"])
    state = replace(state, exposed=(False, True, False), trades=2, turn=30)
    normal = decide(GAME, state, 0, LEVELS["normal"], Rng.from_seed(4)).move
    strong = decide(GAME, state, 0, LEVELS["strong"], Rng.from_seed(4)).move
    assert normal.kind == "escape" and strong.kind not in ("escape", "rescue")
    assert strong in GAME.legal_moves(state, 0)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 6])
def test_every_level_is_legal_and_the_same_for_the_same_seed(players):
    state = GAME.new_state(players, GAME.options_for(players), 5)
    for n in range(60):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        for level in ("normal", "strong"):
            first = decide(GAME, state, seat, LEVELS[level], Rng.from_seed(n)).move
            assert first == decide(GAME, state, seat, LEVELS[level], Rng.from_seed(n)).move
            assert first in GAME.legal_moves(state, seat)
        state = GAME.apply(state, seat, first)


def test_a_seat_grows_readier_to_declare_as_a_long_game_goes_on():
    from tabletop.games.the_things import strategy
    state = GAME.new_state(5, {}, 3)
    early = strategy.sure_enough(state)
    later = strategy.sure_enough(replace(state, turn=strategy.PATIENCE + 10))
    never = strategy.sure_enough(replace(state, turn=10_000))
    assert early == strategy.SURE > later > never == strategy.LEAST_SURE


def test_a_thing_sure_of_everyone_still_picks_a_volunteer_in_public():
    """Regression: knowing every other player a Thing, a seat used to answer the public pick of a volunteer
    with the Escape it is not offered there (no move at all)."""
    state = position(["Q♥ 5♦ 2♠ 3♣ 4♠", "6♠ 7♣ 8♠ 9♣ 8♥", "6♣ 3♠ 4♣ 5♠ 9♦"])
    state = replace(state, exposed=(False, True, True))
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("5♦"), want=6)
    state = play(state, 1, "volunteer")
    state = play(state, 2, "volunteer")
    for level in ("normal", "strong"):
        move = decide(GAME, state, 0, LEVELS[level], Rng.from_seed(2)).move
        assert move.kind == "choose", level


def test_strong_decides_from_its_own_view_only():
    """Two positions the seat cannot tell apart (a world drawn from its view) get the same Strong choice:
    its look-ahead draws its worlds from what it sees, never from the hidden cards."""
    from tabletop.engine.match import COMPUTER, Match, Player
    match = Match.start("the_things", [Player(f"C{i}", COMPUTER, "normal") for i in range(4)], GAME.options_for(4), 9)
    looked = 0
    while not match.is_over() and looked < 6:
        state, seat = match.state, match.to_move()[0]
        if state.phase in ("action", "volunteer", "combat"):
            other = GAME.determinize(state, seat, Rng.from_seed(len(match.history)))
            assert other.hands != state.hands or other.draw != state.draw  # hidden cards really differ
            strong = [decide(GAME, s, seat, LEVELS["strong"], Rng.from_seed(7)).move for s in (state, other)]
            assert strong[0] == strong[1] and strong[0] in GAME.legal_moves(state, seat)
            looked += 1
        match.play(seat, match.computer_move(seat))
    assert looked == 6


FACES = [f"{r}{s}" for r in "JQK" for s in "♠♣♥♦"]


def faces_gone_but(state, *kept):
    """`state` with every face card but `kept` seen by everybody going face down onto the discard pile."""
    gone = [card(f) for f in FACES if f not in kept and card(f) in state.draw]
    return replace(state, draw=tuple(c for c in state.draw if c not in gone), discard=tuple(gone),
                   public_discards=tuple(gone))


def normal_move(state, seat, seed=3):
    return decide(GAME, state, seat, LEVELS["normal"], Rng.from_seed(seed)).move


def test_a_human_with_one_flamethrower_attacks_a_thing_seen_playing_red_that_can_hold_no_face_card():
    """Every face card but the Human's K♠ went face down in front of everybody: the Thing everybody saw
    play red cannot answer a face card, so one flamethrower kills it."""
    state = position(["K♠ 2♠ 3♣ 5♠ 7♣", "Q♦ 8♣ 9♠ 10♣ 4♣", "A♠ A♣ 2♣ 3♠ 9♣", "6♠ 6♣ 8♠ 4♠ 10♠"])
    state = replace(faces_gone_but(state, "K♠"), exposed=(False, True, False, False))
    move = normal_move(state, 0)
    assert (move.kind, move.get("target")) == ("attack", 1)


def test_a_thing_with_two_flamethrowers_strikes_a_player_who_must_be_human():
    """The only Thing, no trade made: everybody else is Human, and nobody else can hold a face card. Two
    flamethrowers kill a Human without showing a red card."""
    state = position(["Q♥ K♠ J♣ 2♠ 3♣", "8♣ 9♠ 10♣ 4♣ 5♣", "A♠ A♣ 2♣ 3♠ 9♣", "6♠ 6♣ 8♠ 4♠ 10♠"])
    state = faces_gone_but(state, "Q♥", "K♠", "J♣")
    move = normal_move(state, 0)
    assert move.kind == "attack" and move.get("target") in (1, 2, 3)


def test_a_thing_seen_playing_red_keeps_it_from_an_attack_that_would_fail():
    """The same Thing facing players who may hold face cards does not throw its life away."""
    state = position(["Q♥ K♠ 5♦ 2♠ 3♣", "8♣ 9♠ 10♣ 4♣ 5♣", "A♠ A♣ 2♣ 3♠ 9♣", "6♠ 6♣ 8♠ 4♠ 10♠"])
    assert normal_move(state, 0).kind != "attack"


def test_a_human_joins_the_defence_of_a_doubtful_player_attacked_by_a_sure_thing():
    """Player 2 attacks after playing red before; whether Player 3 is a Thing is an even guess (two trades
    were made). Joining the defence can only make the sure Thing die; the Human joins it."""
    state = position(["K♠ Q♣ 2♠ 3♣ 5♠", "Q♦ 8♥ 9♠ 10♣ 4♣", "A♠ A♣ 2♣ 3♠ 9♣"])
    state = replace(state, exposed=(False, True, False), trades=2, active=1)
    state = play(state, 1, "attack", target=2)
    state = play(state, 1, "play", card=card("Q♦"))
    state = play(state, 1, "pass")
    assert GAME.to_move(state) == (0,)  # the attack's round: Player 1 may join it, and stays out
    assert normal_move(state, 0).kind == "pass"
    state = play(state, 0, "pass")
    state = play(state, 2, "pass")  # the defence's round: the target first, then the bystander
    move = normal_move(state, 0)
    assert move.kind == "play" and move.get("card") in (card("K♠"), card("Q♣"))


def test_a_human_does_not_call_for_rescue_on_a_death_nobody_saw_the_role_of():
    """One player died without showing a red card and no trade was made. The first Thing is a Thing for
    good, alive or dead: among the three living strangers and the dead one, it is the dead one only one
    time in four. Even late in a long game, when a seat grows ready to declare on an even chance, the
    Human does not stake the game on that."""
    from tabletop.games.the_things import strategy
    state = position(["K♠ 2♠ 3♣ 5♠ 7♣", "8♣ 9♠ 10♣ 4♣ 5♣", "A♠ A♣ 2♣ 3♠ 9♣", "6♠ 6♣ 8♠ 4♠ 10♠", ""])
    state = replace(state, alive=(True, True, True, True, False), death_roles=(None,) * 4 + ("human",), turn=60)
    assert strategy.sure_enough(state) == strategy.LEAST_SURE
    _, united, _ = strategy.beliefs(state, 0, Rng.from_seed(5))
    assert 0.1 < united < 0.4
    assert normal_move(state, 0).kind != "rescue"


def test_a_human_calls_for_rescue_once_the_only_thing_there_can_be_died_showing_red():
    state = position(["K♠ 2♠ 3♣ 5♠ 7♣", "8♣ 9♠ 10♣ 4♣ 5♣", "A♠ A♣ 2♣ 3♠ 9♣", "6♠ 6♣ 8♠ 4♠ 10♠", ""])
    state = replace(state, alive=(True, True, True, True, False), death_roles=(None,) * 4 + ("thing",),
                    exposed=(False,) * 4 + (True,))
    assert normal_move(state, 0).kind == "rescue"
