"""The table's own words in Japanese: every zone of every game, drawn through seeded whole matches with the
app in Japanese, writes no English of its own (captions, counts, tags, panel lines). What the game's view
says is the game's business and is left out of the judgement; only what the drawers add is read."""

import random
import re

import pygame
import pytest

from tabletop import games
from tabletop.engine.facts import table_players
from tabletop.ui import theme
from tabletop.ui.layout import Scaler, load_layout
from tabletop.words.wording import localized
from tabletop.ui.zones import DRAWERS, Marks, resolve

ENGLISH = re.compile(r"[A-Za-z]{3,}")
ALLOWED: set[str] = set()  # no English word: the tag on a card just drawn reads 「引いた」
WINDOW = (1000, 700)


@pytest.fixture
def drawn(monkeypatch):
    """Every piece of text the drawers hand to the theme, in the order drawn."""
    found: list[str] = []
    for name in ("text", "fit_text", "fitted_name", "fit_name", "wrap"):
        original = getattr(theme, name)

        def recording(words, *args, _original=original, **kwargs):
            found.append(str(words))
            if args and isinstance(args[0], str):  # fit_name / fitted_name: the words after the name
                found.append(args[0])
            return _original(words, *args, **kwargs)
        monkeypatch.setattr(theme, name, recording)
    return found


def view_words(value, out: set[str]) -> set[str]:
    """Every string a view holds: the game's own words, judged elsewhere."""
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            view_words(item, out)
    elif isinstance(value, (list, tuple)):
        for item in value:
            view_words(item, out)
    return out


def drawers_words(texts: list[str], view: dict) -> set[str]:
    """The English words in what was drawn that the view does not hold (the view's words may be cut, wrapped
    or capitalised by the drawers, so they are compared word by word)."""
    theirs = {w.casefold() for words in view_words(view, set()) for w in ENGLISH.findall(words)}
    left = set()
    for words in texts:
        for found in re.finditer(ENGLISH.pattern + "(…)?", words):
            word = found.group(0).rstrip("…")
            cut = found.group(0).endswith("…") and any(w.startswith(word.casefold()) for w in theirs)
            if word.casefold() not in theirs and word not in ALLOWED and not cut:
                left.add(word)
    return left


def positions(game_id: str, seed: int, every: int = 7):
    """States along one seeded match of random legal moves (every few moves, and the end)."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.new_state(table_players(game), {}, seed)
    for number in range(600):
        if game.is_over(state):
            break
        if number % every == 0:
            yield game, state
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    yield game, state


def draw_table(game, state, surface) -> dict:
    """Every zone of the game's layout drawn for the seat to move; returns the view drawn."""
    movers = game.to_move(state) if not game.is_over(state) else [0]
    viewer = movers[0] if movers else 0
    view = localized(game.view(state, viewer))
    layout = load_layout(game.id)
    seats = len(view.get("seats") or []) or 2
    scaler = Scaler(layout.canvas, WINDOW)
    for zone in layout.for_players(seats):
        if not zone.shows_in(view.get("phase")):
            continue
        path = zone.path_for(viewer, seats)
        DRAWERS[zone.kind](zone, viewer, path).draw(surface, scaler.to_window(zone.rect), resolve(view, path), Marks())
    return view


@pytest.mark.parametrize("game_id", games.ids())
def test_the_drawers_write_no_english_of_their_own_in_japanese(game_id, japanese, drawn):
    surface = pygame.Surface(WINDOW)
    english: dict[str, set[str]] = {}
    for seed in (1, 2):
        for game, state in positions(game_id, seed):
            drawn.clear()
            view = draw_table(game, state, surface)
            for word in drawers_words(drawn, view):
                english.setdefault(word, set()).add(str(view.get("phase")))
    assert drawn, "nothing was drawn"
    assert not english, f"English the drawers wrote at a Japanese table: {english}"


def test_a_typed_name_takes_its_seat_in_japanese_brackets(japanese):
    from tabletop.engine.match import Match, Player
    from tabletop.session.naming import Seating
    from tabletop.ui.zones.base import ZoneDrawer
    match = Match.start("three_kings", [Player("さくら"), Player("健二")], {}, 3)
    seating = Seating(match)
    assert seating.naming("黒の番です。", 1) == "健二（黒）の番です。"
    assert seating.person(0) == "さくら（赤）"
    assert ZoneDrawer.name_tail("赤") == "（赤）" and ZoneDrawer.name_tail("") == ""
    dice = Seating(Match.start("dice_challenge", [Player("さくら"), Player("健二")], {}, 3))
    # where the sentence already says in brackets what the seat plays, the name alone takes the seat's place
    assert dice.naming("2番手（青・緑）：ダイスを振ってください。", 1) == "健二（青・緑）：ダイスを振ってください。"


def test_a_log_line_leads_with_the_name_and_a_japanese_colon(japanese):
    from tabletop.ui.zones.log import entry_lines
    line = entry_lines({"words": "赤がラウンド6の場を並べました。", "who": "さくら", "colour": (200, 0, 0)}, 52, False,
                       600, 15)[0]
    assert line.words == "52. さくら：赤がラウンド6の場を並べました。"
    assert line.words[line.lead:line.lead + line.painted] == "さくら："  # the name, in its seat's colour


@pytest.mark.parametrize("game_id, players", [("army_ants", 2), ("backgammon", 2), ("finesse", 4), ("dream_team", 4)])
def test_the_results_and_curtains_name_seats_in_japanese(japanese, game_id, players):
    """Scenes without a view of their own (results, curtains) read the seats in the app's language."""
    from tabletop.engine.match import Match, Player
    from tabletop.session.naming import Seating
    match = Match.start(game_id, [Player(n) for n in ("さくら", "健二", "美咲", "翔太")[:players]], {}, 3)
    seating = Seating(match)
    for seat in range(players):
        person = seating.person(seat)
        assert person.startswith(match.players[seat].name + "（") and not ENGLISH.search(person), person


@pytest.mark.parametrize("game_id", ["finesse", "synchrogammon"])
def test_a_partnership_is_said_south_north_and_east_west_in_japanese(japanese, game_id):
    from tabletop.engine.match import Match, Player
    from tabletop.session.naming import Seating
    match = Match.start(game_id, [Player(n) for n in ("さくら", "健二", "美咲", "翔太")], {}, 3)
    seating = Seating(match)
    said = sorted(seating.group(team["seats"]) for team in match.view(None)["teams"])
    assert sorted(words[-4:] for words in said) == ["（南北）", "（東西）"], said
    south = next(s for s in range(4) if seating.roles[s] == "南")
    assert any(words.startswith(match.players[south].name + "・") for words in said)  # the names in that order


def test_an_empty_cell_stays_empty_in_japanese(japanese):
    from tabletop.words.wording import in_language
    assert in_language("") == ""
    assert in_language("North–South") == "南北"
