"""One suite over every registered game: seeded random playouts and the contract's promises."""

import copy

import pytest
import yaml

from tabletop import games
from tabletop.engine.game import GameError, IllegalMove, MalformedMove, Move, NotYourTurn
from tabletop.engine.match import Match, Player
from tabletop.engine.names import MAX_NAME
from tabletop.engine.rng import Rng
from tabletop.engine.saves import SaveError, match_from_dict, match_to_dict
from tabletop.engine.words import Person, Words
from tabletop.words import catalogue

MAX_MOVES = 4000
SEEDS = (1, 2, 3)
# A view may hold messages (Words, a Person named in one) wherever a player reads text: the table words them.
PLAIN = (dict, list, str, int, float, bool, type(None), Words, Person)


def player_counts(game):
    return sorted({game.min_players, game.max_players})


def cases():
    for game_id in games.ids():
        game = games.get(game_id)
        for players in player_counts(game):
            for seed in SEEDS:
                yield pytest.param(game_id, players, seed, id=f"{game_id}-{players}p-seed{seed}",
                                   marks=() if seed == SEEDS[0] else pytest.mark.slow)  # the fast tier: one seed


def assert_plain(value, where="view"):
    if not all_plain(value):
        say_where_not_plain(value, where)


LEAVES = frozenset({str, int, float, bool, type(None)})  # plain as they are: most of a view's nodes
KEYS = frozenset({str, int})


def all_plain(value) -> bool:
    """Whether a view is plain data all the way down. Asked of every view at every step of every playout, so
    leaves of the common types are passed over in bulk, and no path is built."""
    stack = [value]
    while stack:
        item = stack.pop()
        if not isinstance(item, PLAIN):
            return False
        if isinstance(item, dict):
            if not set(map(type, item)) <= KEYS and not all(isinstance(key, (str, int)) for key in item):
                return False
            stack += [child for child in item.values() if type(child) not in LEAVES]
        elif isinstance(item, list):
            stack += [child for child in item if type(child) not in LEAVES]
    return True


def say_where_not_plain(value, where):
    """Fails with the path to the first part of a view that is not plain data."""
    assert isinstance(value, PLAIN), f"{where} holds a {type(value).__name__}"
    if isinstance(value, dict):
        for key, item in value.items():
            assert isinstance(key, (str, int)), f"{where} has key {key!r}"
            say_where_not_plain(item, f"{where}/{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            say_where_not_plain(item, f"{where}/{i}")


def card_ids(value):
    """Every card id shown anywhere in a view."""
    if isinstance(value, dict):
        found = {value["id"]} if isinstance(value.get("id"), int) else set()
        for item in value.values():
            found |= card_ids(item)
        return found
    if isinstance(value, list):
        return set().union(*(card_ids(v) for v in value)) if value else set()
    return set()


def check_views(game, state, players):
    views = {seat: game.view(state, seat) for seat in [None, *range(players)]}
    for view in views.values():
        assert_plain(view)
    shown = {}
    for owner in range(players):
        hidden = game.facts.secrets(state, owner)
        if not hidden:
            continue
        for seat, view in views.items():
            if seat != owner:
                if seat not in shown:
                    shown[seat] = card_ids(view)
                leaked = hidden & shown[seat]
                assert not leaked, f"seat {seat} sees seat {owner}'s secret cards {leaked}"


def check_refusals(game, state, seat, rng, old_moves):
    snapshot = copy.deepcopy(state)
    idle = [s for s in range(len(game.view(state, None)["seats"])) if s not in game.to_move(state)]
    for other in idle:
        assert game.legal_moves(state, other) == [], "an idle seat has legal moves"
        with pytest.raises(NotYourTurn):
            game.apply(state, other, Move.of("pass"))
    with pytest.raises(MalformedMove):
        game.apply(state, seat, Move.of("no-such-kind"))
    legal = set(game.legal_moves(state, seat))
    stale = [m for m in old_moves if m not in legal]
    for _ in range(min(3, len(stale))):
        move, rng = rng.choice(stale)
        with pytest.raises(IllegalMove) as err:
            game.apply(state, seat, move)
        assert str(err.value).strip(), "a refusal without a reason"
    assert state == snapshot, "a refused move changed the state"
    return rng


def mistyped(value):
    """Values that equal an int (or a tuple of ints) under == or look like it, but are not of its type."""
    if type(value) is int:
        return [float(value), bool(value) if value in (0, 1) else True, str(value)]
    if type(value) is tuple and value and all(type(v) is int for v in value):
        return [value[:i] + (bad,) + value[i + 1:] for i, v in enumerate(value) for bad in mistyped(v)]
    return []


def misshapen(move):
    """The move with an extra field, and with each int field (or int in a tuple) of the wrong type."""
    fields = dict(move.params)
    yield Move.of(move.kind, **fields, zzz=1)
    for key, value in move.params:
        for bad in mistyped(value):
            yield Move.of(move.kind, **{**fields, key: bad})


def check_misshapen(match, seat, moves, rng):
    """Sampled legal moves, misshapen, are refused by apply and by Match.play, which stores nothing."""
    with_fields = [m for m in moves if m.params] or moves
    state, count, tried = match.state, len(match.history), 0
    for _ in range(2):
        move, rng = rng.choice(with_fields)
        for bad in misshapen(move):
            with pytest.raises(MalformedMove):
                match.game.apply(state, seat, bad)
            with pytest.raises(MalformedMove):
                match.play(seat, bad)
            tried += 1
    assert match.state is state and len(match.history) == count
    return rng, tried


@pytest.mark.parametrize("game_id,players,seed", list(cases()))
def test_random_playout_keeps_every_promise(game_id, players, seed):
    options = games.get(game_id).options_for(players)
    match = Match.start(game_id, [Player(f"P{i}", "computer") for i in range(players)], options, seed)
    game = match.game
    conserved = game.facts.conserved(match.state)
    rng, old_moves, misshapen_tried, phases = Rng.from_seed(seed), [], 0, set()
    for step in range(MAX_MOVES):
        state = match.state
        if game.is_over(state):
            break
        seats = game.to_move(state)
        assert seats, "the game is not over but nobody is to move"
        seat = seats[0]
        moves = game.legal_moves(state, seat)
        assert moves, f"{game.seat_name(seat)} has no legal move (a pass should be offered)"
        assert len(set(moves)) == len(moves), "legal_moves lists a move twice"
        check_views(game, state, players)
        phases.add(game.view(state, None).get("phase"))
        if step % 5 == 0:
            rng = check_refusals(game, state, seat, rng, old_moves)
            rng, tried = check_misshapen(match, seat, moves, rng)
            misshapen_tried += tried
        move, rng = rng.choice(moves)
        # Every move must come back from its save form unchanged.
        assert Move.from_dict(move.to_dict()) == move
        snapshot = copy.deepcopy(state)
        assert game.apply_legal(state, seat, move) == game.apply(state, seat, move), "the trusted path differs"
        match.play(seat, move)
        assert state == snapshot, "apply mutated its input"
        assert game.facts.conserved(match.state) == conserved
        old_moves = moves
    assert game.is_over(match.state), f"no end after {MAX_MOVES} moves"
    assert misshapen_tried, "no misshapen move was tried"
    phases.add(game.view(match.state, None).get("phase"))
    # The status panel names the phase: in words of the app's language, never the view's identifier.
    unworded = {(phase, lang) for phase in phases - {None} for lang in ("en", "ja")
                if not catalogue.has(f"table.panel.phases.{phase}", lang)}
    assert not unworded, unworded
    result = game.result(match.state)
    assert set(result) >= {"winners", "scores", "ranking", "summary"}
    assert_plain(result)
    assert game.to_move(match.state) == () or list(game.to_move(match.state)) == []
    replayed = match_from_dict(match_to_dict(match))
    assert replayed.state == match.state
    assert_trusted_replay_is_exact(match)


def assert_trusted_replay_is_exact(match):
    """Moves replayed without their check (an unedited save of the app's own) give the same states, log
    words and undo as the moves played live."""
    trusted = Match(match.game, match.players, match.options, match.seed)
    for played in match.history:
        trusted.replay(played.seat, Move.from_dict(played.move.to_dict()))
    assert trusted.states == match.states

    def log(history):
        return [(p.seat, str(p.move.label), p.undoable) for p in history]
    assert log(trusted.history) == log(match.history)


@pytest.mark.parametrize("game_id", games.ids())
def test_saves_reproduce_the_state_at_every_step(game_id):
    game = games.get(game_id)
    match = Match.start(game_id, [Player(f"P{i}", "computer") for i in range(game.min_players)],
                        game.options_for(game.min_players), 5)
    for _ in range(60):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
        assert match_from_dict(match_to_dict(match)).state == match.state


@pytest.mark.parametrize("game_id", games.ids())
def test_game_declares_what_the_setup_screen_needs(game_id):
    game = games.get(game_id)
    assert game.id == game_id and game.title
    assert 1 <= game.min_players <= game.max_players
    defaults = game.normalise_options({})
    assert set(defaults) == {opt.name for opt in game.options}
    for opt in game.options:
        assert opt.default in opt.values() and opt.label
    with pytest.raises(GameError):
        game.normalise_options({"no_such_option": 1})


@pytest.mark.parametrize("game_id", games.ids())
def test_every_option_value_starts_and_plays(game_id):
    game = games.get(game_id)
    for opt in game.options:
        for value in opt.values():
            seats = [Player(f"P{i}") for i in range(max(1, game.min_players))]
            match = Match.start(game_id, seats, game.options_for(len(seats), {opt.name: value}), 9)
            for _ in range(40):
                if match.is_over():
                    break
                seat = match.to_move()[0]
                match.play(seat, match.computer_move(seat))
            assert match_from_dict(match_to_dict(match)).state == match.state


def wrong_types(value):
    """Values for an option whose declared choice is `value`, each of another type."""
    common = [None, [value], {"value": value}, {value}]
    if type(value) is bool:
        return common + [int(value), str(value).lower()]
    if type(value) is int:
        return common + [float(value), str(value)] + ([bool(value)] if value in (0, 1) else [])
    return common + [value.encode(), (value,)]


@pytest.mark.parametrize("game_id", games.ids())
def test_options_of_the_wrong_type_are_refused(game_id):
    game = games.get(game_id)
    players = game.default_players or game.min_players
    seats = [Player(f"P{i}") for i in range(players)]
    saved = match_to_dict(Match.start(game_id, seats, game.options_for(players), 2))
    if not game.options:
        pytest.skip(f"{game_id} has no options (its rules have none)")
    for opt in game.options:
        for value in opt.values():
            for bad in wrong_types(value):
                with pytest.raises(IllegalMove):
                    game.normalise_options({opt.name: bad})
                with pytest.raises(GameError):
                    Match.start(game_id, seats, {**game.options_for(players), opt.name: bad}, 2)
                with pytest.raises(SaveError):
                    match_from_dict({**saved, "options": {**saved["options"], opt.name: bad}})


DIRTY_NAMES = ["Ann\x00", "\u200bBob\u200d", "\u202eEve", "x" * 1_000_000, "\ufeff\t\n", None, 42]


@pytest.mark.parametrize("game_id", games.ids())
def test_player_names_are_clean_in_the_match_and_through_a_save(game_id):
    game = games.get(game_id)
    players = game.max_players
    names = [DIRTY_NAMES[i % len(DIRTY_NAMES)] for i in range(players)]
    match = Match.start(game_id, [Player(n, "computer") for n in names], game.options_for(players), 4)
    match.play_computers(10)
    for seat, player in enumerate(match.players):
        assert len(player.name) <= MAX_NAME and player.name == player.name.strip()
        assert player.name.isprintable() or not player.name
        assert match.player_name(seat)
    assert match.players[0].name == "Ann" and match.players[1].name == "Bob"
    data = yaml.safe_load(yaml.safe_dump(match_to_dict(match), allow_unicode=True))
    data["players"][0]["name"] = "\u202e" + "\x00" * 10 + "Zed" * 100_000
    loaded = match_from_dict(data)
    assert loaded.players[0].name == ("Zed" * 10)[:MAX_NAME]
    assert loaded.players[1:] == match.players[1:] and loaded.state == match.state
