"""The shared play-out search: a game's shortlist compared in worlds drawn from the seat's view, each
played on by the game's policy and judged by its value; the best mean wins, the game's own choice a tie."""

import dataclasses
from dataclasses import dataclass, replace

import pytest

from tabletop import games
from tabletop.bots.levels import LEVELS, decide
from tabletop.bots.playouts import compare, play_on
from tabletop.engine.game import Game, Move
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.search_help import PlayOuts, SearchHelp, Shortlist

LOW, HIGH, EVEN, SAFE = (Move.of("bet", on=name) for name in ("low", "high", "even", "safe"))
STEP = Move.of("step")


@dataclass(frozen=True)
class Pos:
    hidden: int          # 0..99, unseen by the seat: every world draws it afresh
    bet: str | None = None
    steps: int = 0
    trail: tuple = ()    # what the play-out policy drew, to see which generator each play-out had


class Hidden(Game):
    """One seat bets on a hidden number, then steps until the fifth step ends the game."""

    id, title = "hidden", "Hidden"
    min_players = max_players = 1

    def start(self, players, options, seed):
        return Pos(7)

    def to_move(self, state):
        return (0,)

    def legal_moves(self, state, seat):
        return [LOW, HIGH, EVEN, SAFE] if state.bet is None else [STEP]

    def perform(self, state, seat, move):
        if move.kind == "bet":
            return replace(state, bet=move.get("on"))
        return replace(state, steps=state.steps + 1, trail=state.trail + (move.get("drawn"),))

    def view(self, state, seat):
        return {"seats": [0], "bet": state.bet, "steps": state.steps}

    def is_over(self, state):
        return state.steps >= 5

    def result(self, state):
        return {"winners": [0]}

    def determinize(self, state, seat, rng):
        hidden, _ = rng.below(100)
        return replace(state, hidden=hidden)


def worth(state, seat):
    """LOW pays the hidden number's share, HIGH a sure 0.9, EVEN all or nothing, SAFE a sure 0.5."""
    return {"low": state.hidden / 100, "high": 0.9, "even": float(state.hidden % 2 == 0), "safe": 0.5}[state.bet]


def stepping(state, seat, rng):
    return STEP, rng


def game_with(**settings):
    game = Hidden()
    game.search = SearchHelp(playouts=PlayOuts(**{"policy": stepping, "value": worth, "worlds": 16, **settings}))
    return game


def looked(game, *moves, rng=Rng.from_seed(3), worlds=100, seconds=60.0):
    return compare(game, game.start(1, {}, 0), 0, Shortlist(moves, "own"), rng, worlds, seconds)


def test_the_best_mean_wins_and_the_worlds_are_the_declared_count():
    found = looked(game_with(), SAFE, LOW, HIGH)
    assert found.move == HIGH and found.iterations == 16 and found.value == pytest.approx(0.9)


def test_the_games_own_choice_keeps_a_tie_and_its_sentence():
    found = looked(game_with(), SAFE, Move.of("bet", on="safe", twin=True), HIGH)
    assert found.move == HIGH
    found = looked(game_with(), SAFE, Move.of("bet", on="safe", twin=True))
    assert found.move == SAFE and found.why == "own"


def test_another_move_must_lead_by_more_than_the_loyalty():
    assert looked(game_with(loyalty=0.39), SAFE, HIGH).move == HIGH
    assert looked(game_with(loyalty=0.41), SAFE, HIGH).move == SAFE


def test_every_move_is_played_in_the_same_worlds():
    """EVEN against LOW in the same worlds: the choice follows the hidden numbers drawn, and the same
    generator gives the same worlds, so the same choice and mean."""
    results = {looked(game_with(worlds=4), LOW, EVEN, rng=Rng.from_seed(seed)) for seed in range(12)}
    assert {r.move for r in results} == {LOW, EVEN}  # different worlds, different verdicts
    for seed in range(12):
        assert looked(game_with(worlds=4), LOW, EVEN, rng=Rng.from_seed(seed)) == \
            looked(game_with(worlds=4), LOW, EVEN, rng=Rng.from_seed(seed))


def test_the_level_may_cap_the_worlds_and_a_spent_clock_still_plays_one():
    assert looked(game_with(), SAFE, HIGH, worlds=5).iterations == 5
    assert looked(game_with(), SAFE, HIGH, seconds=0.0).iterations == 1


def test_a_world_that_cannot_be_played_is_drawn_again_twice_the_worlds_at_most():
    even_only = game_with(playable=lambda world: world.hidden % 2 == 0)
    found = looked(even_only, SAFE, EVEN)
    assert found.move == EVEN and found.value == 1.0  # only the even worlds were played out
    assert 0 < found.iterations < 16  # about half of the 32 draws were
    never = looked(game_with(playable=lambda world: False), SAFE, HIGH)
    assert never.move == SAFE and never.iterations == 0 and never.why == "own"


def test_a_drawing_policy_gets_one_generator_per_world_shared_by_every_move():
    def drawing(state, seat, rng):
        value, rng = rng.next64()
        return Move.of("step", drawn=value), rng

    trails = []

    def remembered(state, seat):
        trails.append((state.bet, state.trail))
        return worth(state, seat)

    game = game_with(policy=drawing, value=remembered, worlds=3, draws=True)
    looked(game, SAFE, HIGH)
    by_world = [trails[k:k + 2] for k in range(0, 6, 2)]
    assert all(safe[1] == high[1] and len(safe[1]) == 5 for safe, high in by_world)
    assert len({world[0][1] for world in by_world}) == 3  # each world its own draws


def test_the_games_sentence_reads_the_figures():
    def why(state, seat, figures):
        return f"{figures.move.get('on')}: {figures.worlds} worlds, {figures.moves} moves, changed {figures.changed}"

    assert looked(game_with(why=why), SAFE, HIGH).why == "high: 16 worlds, 2 moves, changed True"


def test_a_game_may_give_its_own_verdict_and_a_least_number_of_worlds():
    def last(values):
        assert len({len(v) for v in values}) == 1  # every move in every world
        return len(values) - 1

    found = looked(game_with(pick=last, least=3), HIGH, SAFE, LOW, seconds=0.0)
    assert found.move == LOW and found.iterations == 3


def test_a_play_out_stops_where_the_game_says_it_has_gone_far_enough():
    def steps(state, seat):
        return state.steps

    assert looked(game_with(value=steps), SAFE, HIGH).value == 5  # to the game's end
    assert looked(game_with(value=steps, plies=2), SAFE, HIGH).value == 2
    assert looked(game_with(value=steps, done=lambda before, now: now.steps > before.steps + 2), SAFE, HIGH).value == 3


def test_play_on_stops_at_the_end_at_done_or_after_its_plies():
    game, start = Hidden(), Pos(7, bet="low")
    assert play_on(game, start, stepping, Rng.from_seed(1), 100)[0].steps == 5
    assert play_on(game, start, stepping, Rng.from_seed(1), 3)[0].steps == 3
    assert play_on(game, start, stepping, Rng.from_seed(1), 100, lambda now: now.steps == 2)[0].steps == 2


def test_a_level_plays_out_the_shortlist_a_game_hands_it():
    game = game_with()
    game.search = dataclasses.replace(game.search, bot_choice=lambda state, seat, level, rng:
                                      Shortlist((SAFE, HIGH), "own") if level == "strong" else (SAFE, "own"))
    level = dataclasses.replace(LEVELS["strong"], timed=False, iterations=6)
    found = decide(game, game.start(1, {}, 0), 0, level, Rng.from_seed(1))
    assert found.move == HIGH and found.iterations == 6
    assert decide(game, game.start(1, {}, 0), 0, LEVELS["normal"], Rng.from_seed(1)).move == SAFE


@pytest.mark.parametrize("game_id,players,phases", [("finesse", 4, ("play",)), ("wysiwyg", 2, ("play", "display"))])
def test_strong_play_outs_decide_from_the_seats_own_view_only(game_id, players, phases):
    """Two positions the seat cannot tell apart get the same Strong choice, and the play-outs really ran:
    their worlds are drawn from what the seat sees, never from the hidden cards."""
    game = games.get(game_id)
    strong = dataclasses.replace(LEVELS["strong"], timed=False, iterations=3)
    match = Match.start(game_id, [Player(f"C{i}", COMPUTER, "normal") for i in range(players)],
                        game.options_for(players), 4)
    looked_at = 0
    while not match.is_over() and looked_at < 4:
        state, seat = match.state, match.to_move()[0]
        if state.phase in phases and len(game.legal_moves(state, seat)) > 1:
            other = game.determinize(state, seat, Rng.from_seed(len(match.history)))
            assert game.view(other, seat) == game.view(state, seat) and other != state
            found = [decide(game, s, seat, strong, Rng.from_seed(5)) for s in (state, other)]
            assert found[0] == found[1] and found[0].iterations == 3
            looked_at += 1
        match.play(seat, match.computer_move(seat))
    assert looked_at == 4
