"""A face-up card that is about to leave sight names, in the view, the face-down pile it goes to (`to`,
a view path the table glides it to): the pile that really holds it, the same for every seat."""

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.games.the_things.state import KEEP


def _positions(game_id, players, seed, moves=400):
    """(state, view for each seat and the public) after every move of a computer-played match."""
    game = games.get(game_id)
    match = Match.start(game_id, [Player(f"P{i}", "computer") for i in range(players)],
                        game.options_for(players), seed)
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
        yield match.state, [game.view(match.state, s) for s in [*range(players), None]]


def _tos(cards):
    return [card.get("to") for card in cards]


def test_a_wysiwyg_trick_taken_names_the_taker_s_marks_or_the_discard_for_each_card():
    seen = set()
    for state, views in _positions("wysiwyg", 2, 4):
        trick = views[0]["trick"]
        cards = [play["card"] for play in trick["plays"]]
        assert all(_tos(cards) == _tos([p["card"] for p in v["trick"]["plays"]]) for v in views)  # public
        if not trick["taken"]:
            assert _tos(cards) == [None] * len(cards)  # a trick in play goes nowhere yet
            continue
        for play in trick["plays"]:
            to, card = play["card"]["to"], play["card"]["id"]
            holder = state.discard if to == "piles/1" else state.piles[int(to.rsplit("/", 1)[1])]
            assert card in holder
            if play["seat"] == trick["winner"]:
                assert to == f"mark_piles/{trick['winner']}"
        seen.add(tuple(sorted(_tos(cards))))
    assert len({"piles/1" in tos for tos in seen}) == 2  # first half (a card discarded) and second half


def test_a_finesse_trick_taken_goes_to_its_taker_s_tricks():
    taken = 0
    for _, views in _positions("finesse", 4, 2, moves=120):
        trick = views[0]["trick"]
        cards = [play["card"] for play in trick["plays"]]
        wanted = [f"players/{trick['winner']}/tricks" if trick["taken"] else None] * len(cards)
        assert all(_tos([p["card"] for p in v["trick"]["plays"]]) == wanted for v in views)
        taken += trick["taken"]
    assert taken


def test_the_things_fight_cards_go_to_the_discard_and_only_the_searcher_s_hand_says_so():
    fights = searches = 0
    for seed in range(3, 9):  # games until one had both a fight and a search
        if fights and searches:
            break
        fights, searches = _things_piles_named(seed, fights, searches)
    assert fights and searches


def _things_piles_named(seed, fights, searches):
    for state, views in _positions("the_things", 4, seed):
        for view in views:
            combat = view["combat"]
            for side in ("attack", "defence"):
                for row in (combat or {}).get(side, {}).get("players", []):
                    assert _tos(row["cards"]) == ["piles/discard"] * len(row["cards"])
                    fights += 1
            searching = view["step"] == KEEP and view["viewer"] == state.active
            assert _tos(view["hand"] + view["searched"]) == ["piles/discard" if searching else None] * (
                len(view["hand"]) + len(view["searched"]))
            searches += searching
    return fights, searches


def test_a_three_kings_last_set_goes_onto_its_own_set_pile():
    sets = 0
    for _, views in _positions("three_kings", 2, 5):
        for view in views:
            for player in view["players"]:
                last = player["last_set"]
                assert _tos(last) == [f"players/{player['seat']}/sets"] * len(last)
                sets += bool(last)
    assert sets
