"""What a Finesse seat may choose ahead (`Game.table.ahead`): its own follow after leading its partner's
table card, and its lead after taking a trick while an opponent puts out a new table card. Offered only
where whatever the seat in between decides leaves the choices exactly as they were."""

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.games.finesse import GAME
from tabletop.games.finesse.moves import ahead
from tabletop.games.finesse.positions import card, position
from tabletop.games.finesse.state import PLAY, REPLENISH, new_state
from tabletop.words import text, use

S, W, N, E = 0, 1, 2, 3


def offered(state, seat):
    return ahead(state, seat)[0]


def played_states(seed, moves=700):
    """The states of a seeded match played by random legal moves."""
    state, rng, states = new_state(4, {"match": "standard"}, seed), Rng.from_seed(seed), []
    for _ in range(moves):
        if GAME.is_over(state):
            break
        states.append(state)
        seat = GAME.to_move(state)[0]
        move, rng = rng.choice(GAME.legal_moves(state, seat))
        state = GAME.apply(state, seat, move)
    return states


def test_whatever_the_seat_in_between_decides_the_choices_are_the_ones_offered_ahead():
    seen = {PLAY: 0, REPLENISH: 0}
    for seed in (1, 2):
        for state in played_states(seed):
            for seat in range(4):
                moves = offered(state, seat)
                if not moves:
                    continue
                seen[state.phase] += 1
                between = GAME.to_move(state)[0]
                assert between != seat
                for move in GAME.legal_moves(state, between):
                    after = GAME.apply(state, between, move)
                    assert GAME.to_move(after) == (seat,), "another seat decides first"
                    legal = GAME.legal_moves(after, seat)
                    assert legal == moves and [m.targets for m in legal] == [m.targets for m in moves]
    assert seen[PLAY] > 10 and seen[REPLENISH] > 3


def test_a_leader_of_a_table_card_may_choose_only_the_cards_that_follow_suit():
    state = position(hands={S: "3♠ 9♦ Q♥ 7♠"}, tables={N: ["K♠", "4♥", "7♣"]}, trick_no=10, leader=S, trump="♥")
    state = GAME.apply(state, S, Move.of("lead_table", card=card("K♠")))
    assert sorted(m.get("card") for m in offered(state, S)) == sorted([card("3♠"), card("7♠")])
    assert [offered(state, seat) for seat in (W, N, E)] == [[], [], []]  # East is to play, and decides now
    use("en")
    diamond = state.hands[S].index(card("9♦"))
    assert text(GAME.table.explain(state, S, [f"hand/{diamond}"])) == "You must follow ♠."


def test_nothing_is_offered_ahead_after_a_lead_from_hand_or_to_the_owners_partner():
    state = position(hands={S: "3♠ 9♦ Q♥"}, trick_no=11, leader=S, trump="♥")
    from_hand = GAME.apply(state, S, Move.of("play", card=card("3♠")))
    assert [offered(from_hand, seat) for seat in range(4)] == [[], [], [], []]
    # South took a trick led from his own partner's table: North's new table card may be his to lead.
    won = position(hands={S: "A♠ 9♦ Q♥", E: "2♠ 5♦ 6♦", W: "3♠ 8♦ 9♣"}, tables={N: ["K♠", "4♥", "7♣"]},
                   trick_no=11, leader=S, trump="♥")
    for seat, move in [(S, Move.of("lead_table", card=card("K♠"))), (E, Move.of("play", card=card("2♠"))),
                       (S, Move.of("play", card=card("A♠"))), (W, Move.of("play", card=card("3♠")))]:
        won = GAME.apply(won, seat, move)
    assert won.phase == REPLENISH and won.last_winner == S and offered(won, S) == []
