"""Three Kings read in Japanese: whole seeded matches, every status, log line, legal move, refusal and end
rendered through the Japanese catalogue, with no key left bare and no English word left in."""


import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.match import Match, Player
from tabletop.games.three_kings import GAME
from tabletop.games.three_kings.positions import position
from tabletop.words import text

from japanese_words import japanese





def whole_match(players, seed, options):
    match = Match.start("three_kings", [Player(f"P{i}", "computer") for i in range(players)],
                        GAME.options_for(players, options), seed)
    match.play_computers(5000)
    assert match.is_over()
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [{}, {"end": "all_cards", "winner": "low"}, {"winner": "kings"}])
def test_a_whole_match_reads_in_japanese(players, options):
    for seed in (3, 11):
        match = whole_match(players, seed, options)
        for state in match.states:
            for seat in (None, *range(players)):
                view = GAME.view(state, seat)
                japanese(view["status"])
                japanese(view["rules"])
                assert [japanese(name) for name in view["seats"]] == [japanese(p["name"]) for p in view["players"]]
            for move in GAME.legal_moves(state, state.turn) if not GAME.is_over(state) else ():
                japanese(move.label)
        for played in match.history:
            japanese(played.move.label)
        result = GAME.result(match.state)
        japanese(result["summary"])
        breakdown = result["breakdown"]
        for words in (breakdown["title"], *breakdown["columns"], *breakdown["notes"], *(r[0] for r in breakdown["rows"])):
            japanese(words)


def test_refusals_and_explanations_read_in_japanese():
    state = position(hands=[["4", "2", "2", "7", "K"], ["A", "3", "5", "6"]], field=["8", "Q", "K"])
    hand, field = state.hands[0], state.field
    moves = [Move.of("set", hand=hand[3], field=tuple(sorted((field[0], field[1])))),
             Move.of("set", hand=hand[-1], field=tuple(sorted((field[0], field[1])))),
             Move.of("set", hand=state.hands[1][0], field=tuple(sorted((field[0], field[1])))),
             Move.of("discard", card=hand[0]), Move.of("discard", card=hand[-1]),
             Move.of("king", hand=hand[0], field=field[2]), Move.of("pass")]
    said = set()
    for move in moves:
        with pytest.raises(IllegalMove) as refused:
            GAME.apply(state, 0, move)
        said.add(japanese(refused.value.reason))
    for clicks in (["field/0"], ["hand/3"], ["hand/4"], ["hand/4", "field/0"], ["hand/3", "field/0", "field/1"],
                   ["hand/0", "field/2"], ["hand/4", "field/drop"]):
        said.add(japanese(GAME.table.explain(state, 0, clicks)))
    assert len(said) >= 10  # each refusal its own sentence
    assert "7、8、Q" in text(GAME.table.explain(state, 0, ["hand/3", "field/0", "field/1"]), "ja")


def test_the_joker_and_a_refill_are_named_in_japanese():
    state = position(hands=[["Q", "2", "2", "7", "K"], ["A", "3", "5", "6"]], field=["3", "9"],
                     stock=["8", "K", "2", "joker", "7"], rest=False)
    move = next(m for m in GAME.legal_moves(state, 0) if m.kind == "set")
    after = GAME.apply(state, 0, move)
    log = japanese(GAME.table.played_label(state, 0, move, after))
    assert "ジョーカー" in log and "4枚めくりました" in log and "赤" in log
    assert "Joker" in str(GAME.table.played_label(state, 0, move, after))


def test_the_name_options_and_setup_refusal_read_in_japanese():
    words = [GAME.title, GAME.tagline]
    for option in GAME.options:
        words += [option.label, option.help, *(label for _, label in option.choices)]
    with pytest.raises(IllegalMove) as refused:
        GAME.new_state(2, {"end": "all_cards", "winner": "kings"}, 1)
    words.append(refused.value.reason)
    assert len({japanese(w) for w in words}) == len(words)  # every one its own words
    assert text(GAME.title, "ja") == "スリー・キングス"
