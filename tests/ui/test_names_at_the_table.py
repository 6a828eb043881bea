"""The names typed at setup, everywhere: status, log, curtain, results and each seat's own panel, in every
game, at 1000x700.

A long name must be read whole in the status, the log, the curtain and the results: wrapped if need be,
never cut with an ellipsis (a seat's panel may shorten it: the screen-fit tests hold it there).
"""

import pygame
import pygame_gui
import pytest

from tabletop import games
from tabletop.engine.match import COMPUTER, REMOTE, Match, Player
from tabletop.engine.names import MAX_NAME, computer_name
from tabletop.engine.saves import read_save, write_save
from tabletop.engine.table_help import numbered_label
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.session.naming import Seating
from tabletop.ui.zones import snapshots
from tabletop.ui.zones.log import LogDrawer, entry_parts
from tabletop.ui.zones.panel import PAD, TEXT, status_lines, wrap_segments
from screen_checks import words_drawn
from ui_helpers import frame

COUNTS = {"army_ants": 2, "backgammon": 2, "chains": 3, "dice_challenge": 2, "dream_team": 4, "synchrogammon": 4}
NAMES = ["Carol", "Dave", "Ann", "Bo"]
# As long as a name may be (24 characters), in wide letters, in two words so that it can wrap.
LONG = "Wilhelmina Mmmmmmmmmmmmm"
assert len(LONG) == MAX_NAME


@pytest.fixture
def small(saves_folder):
    """The smallest window the tables are made for."""
    context = Context(open_window((1000, 700)), saves_dir=saves_folder)
    yield context
    pygame.quit()


def start(game_id, names, moves=12, options=None, seed=3):
    """A match of people with these names, a few computer-chosen moves in."""
    count = len(names)
    match = Match.start(game_id, [Player(n) for n in names], games.get(game_id).options_for(count, options), seed)
    match.play_computers(moves)
    return match


def table_of(ctx, match):
    ctx.nav.table(match)
    frame(ctx)
    return ctx.scenes.stack[0]


def flat(lines):
    return ["".join(piece[0] for piece in line) for line in lines]


@pytest.mark.parametrize("game_id", COUNTS)
def test_the_status_says_whose_turn_by_name(small, game_id):
    match = start(game_id, NAMES[:COUNTS[game_id]])
    view = table_of(small, match).table_view()
    mover = match.to_move()[0]
    person = Seating(match).person(mover)
    assert person.startswith(NAMES[mover] + " (") and person.endswith(")")
    assert any(person in line and line.endswith("to move") for line in flat(status_lines(view)))


@pytest.mark.parametrize("game_id", COUNTS)
def test_each_log_line_says_who_did_it(small, game_id):
    match = start(game_id, NAMES[:COUNTS[game_id]])
    entries = table_of(small, match).table_view()["log"]
    assert len(entries) == len(match.history) > 0
    table = small.scenes.stack[0]
    side = table.numbered_side()  # a backgammon board's moves read in the numbers it shows
    for index, (played, entry) in enumerate(zip(match.history, entries)):
        words, who, _ = entry_parts(entry)
        label = played.move.label if side is None else numbered_label(
            match.game, match.states[index], played.seat, played.move, match.states[index + 1], side)
        assert words == table.session.said(label)  # the engine's words, its seats read as people
        assert who == NAMES[played.seat] or (not who and words.startswith(NAMES[played.seat]))  # never "Red"
    lines = LogDrawer().lines(entries, 400, 15)
    assert lines[0][0].startswith(f"1. {NAMES[match.history[0].seat]}")


@pytest.mark.parametrize("game_id", COUNTS)
def test_the_results_name_the_winners_and_the_score_rows(small, game_id):
    match = start(game_id, NAMES[:COUNTS[game_id]], moves=20_000)
    assert match.is_over()
    small.nav.results(match)
    frame(small)
    results = small.scenes.top
    seating = Seating(match)
    winners = results.result["winners"]
    headline = results.headline()
    assert all(NAMES[s] in headline for s in winners) and winners
    shown = labels(results) + (cells(results.table) if results.table else [])
    people = [seating.person(s) for s in range(len(match.players))]
    teams = [seating.group(t["seats"]) for t in match.view(None).get("teams") or []]
    assert any(words in shown for words in people + teams)  # a row or column of scores names the players


def labels(scene):
    return [e.text for e in scene.manager.get_root_container().elements if isinstance(e, pygame_gui.elements.UILabel)]


def cells(table):
    return [" ".join(cell) for row in table.cells for cell in row]


@pytest.mark.parametrize("game_id,options", [("army_ants", {"setup": "free"}), ("synchrogammon", None)])
def test_the_curtain_passes_to_the_person_by_name(small, game_id, options):
    names = NAMES[:COUNTS[game_id]]
    match = start(game_id, names, moves=0, options=options)
    table_of(small, match)
    curtain = small.scenes.top
    assert isinstance(curtain, HandoverScene)
    seat = match.to_move()[0]
    assert curtain.person == f"{names[seat]} ({match.game.seat_name(seat)})" and curtain.name == names[seat]
    words = [line for lines, *_ in curtain.paragraphs(960) for line in lines]
    assert words[0] == f"Pass to {curtain.person}" and f"Click when {names[seat]} is ready." in words


@pytest.mark.parametrize("game_id,moves,expected", [
    ("three_kings", 0, "Dave to play."),
    ("synchrogammon", 1, "Round 1: Dave, Ann and Bo still to lay a card face down."),
    ("chains", 2, "Ann to play: flip, use a temp card or take a terminal."),
    ("army_ants", 3, "Dave to move — muster turn 2 of 5"),
    ("dream_team", 1, "Round 1: Carol nominates a card in the row."),
    ("backgammon", 0, "Opening roll: Carol 3, Dave 5. Dave plays 5-3 first. Dave to play 5-3."),
    ("dice_challenge", 4, "Round 1 of 10. Carol (Green and Yellow): roll the dice."),  # its own brackets kept
])
def test_the_curtain_says_why_naming_the_people(small, game_id, moves, expected):
    names = NAMES[:COUNTS.get(game_id, 2)]
    match = start(game_id, names, moves=moves, seed=5)
    table = table_of(small, match)
    seat = match.to_move()[0]
    assert table.session.reason_for(seat) == expected and names[seat] in expected
    if game_id in ("three_kings", "synchrogammon"):  # hidden hands: the curtain is up as the table opens
        assert isinstance(small.scenes.top, HandoverScene) and small.scenes.top.detail == expected
    status = str(match.view(None)["status"])  # the engine's sentence names seats; the table reads them as people
    assert not any(name in status for name in names) and match.game.seat_name(seat) in status


def test_the_name_goes_beside_the_seat_to_act_and_never_on_a_pile_it_owns():
    match = Match.start("finesse", [Player(n) for n in ("Kenji", "West", "Ann", "Bo")], {}, 1)
    seating = Seating(match)
    assert seating.naming("Trick 2: North leads, from hand or from South's table cards.", 2) == \
        "Trick 2: Ann (North) leads, from hand or from South's table cards."
    assert seating.naming("Trick 2: North leads, from hand or from South's table cards.", 0) == \
        "Trick 2: North leads, from hand or from South's table cards."  # South's cards, not South
    assert seating.naming("West to play.", 1) == "West to play."  # no name typed for the seat


def test_a_seat_with_no_typed_name_reads_as_the_seat():
    # The setup screen stores a blank name as the seat's name; an old save may hold either.
    match = start("army_ants", ["Red", ""], moves=6)
    seating = Seating(match)
    assert [seating.person(s) for s in (0, 1)] == ["Red", "Black"] and seating.typed(0) == seating.typed(1) == ""
    view = {**match.view(0), "people": seating.people()}
    assert flat(status_lines(view))[0] == f"{match.game.seat_name(match.to_move()[0])} to move"


def test_dice_challenge_names_a_player_with_their_two_colours(small):
    match = start("dice_challenge", ["Carol", "Dave"], moves=4)  # both colours chosen each
    seating = Seating(match)
    colours = [c["name"] for c in match.view(None)["players"][0]["colours"]]
    assert len(colours) == 2 and seating.person(0) == f"Carol ({colours[0]} + {colours[1]})"
    assert Seating(start("dice_challenge", ["First", "Second"], moves=4)).person(0).startswith("First (")


def test_a_team_reads_as_its_two_people():
    seating = Seating(start("synchrogammon", NAMES, moves=0))
    assert seating.group([0, 2]) == "Carol & Ann (North–South)"
    assert seating.for_words("Black") == "Dave & Bo (East–West)"
    assert Seating(start("synchrogammon", ["North", "East", "South", "West"], moves=0)).group([0, 2]) == \
        "North and South"


# --- the seats' own panels ------------------------------------------------------------------------------
SEAT_PANELS = {"synchrogammon": ("sgseats",), "chains": ("chain_seat", "terminals"),
               "dream_team": ("team", "score_sheet"), "dice_challenge": ("dice_scores",)}
NAME_ALONE = ("score_sheet", "terminals")  # rows marked by the seat's colour: the name without the seat's words
PANEL_COUNTS = [("synchrogammon", 4), ("chains", 3), ("dream_team", 4), ("dream_team", 6), ("dice_challenge", 2),
                ("dice_challenge", 4)]


def seated(count):
    """Typed names, a computer seat with its computer name (seat 1) and a seat left blank (seat 2)."""
    players = [Player(name) for name in ["Carol", "", "", "Bo", "Eve", "Finn"][:count]]
    players[1] = Player(computer_name(1), COMPUTER)
    return players


def words_in_panels(ctx, monkeypatch, match, kinds):
    """{zone id: (its seats, the words drawn inside it)} for the table's panels of these kinds."""
    table = table_of(ctx, match)
    snapshots.clear()  # every panel painted afresh, so that its words are noted
    with words_drawn(monkeypatch, ctx.size) as screen:
        table.draw(screen)
    panels = {}
    for zone, rect, _, path in table.zones(table.table_view()):
        if zone.kind in kinds:
            seats = [int(path.split("/")[1])] if path.startswith("players/") else list(range(len(match.players)))
            panels[zone.id] = (zone.kind, seats, [words for words, at in screen.words if rect.contains(at)])
    return panels


@pytest.mark.parametrize("game_id,count", PANEL_COUNTS)
def test_each_seats_panel_shows_its_players_name(small, monkeypatch, game_id, count):
    players = seated(count)
    game = games.get(game_id)
    match = Match.start(game_id, players, game.options_for(count), 3)
    match.play_computers(8)
    panels = words_in_panels(small, monkeypatch, match, SEAT_PANELS[game_id])
    assert {kind for kind, _, _ in panels.values()} == set(SEAT_PANELS[game_id])
    for zone_id, (kind, seats, words) in panels.items():
        for seat in seats:
            name, seat_words = players[seat].name or game.seat_name(seat), game.seat_name(seat)
            if kind in NAME_ALONE:
                wanted = [name]
            elif not players[seat].name:  # nobody typed a name: the seat's own words, as before
                wanted = [seat_words, f"{seat_words} (you)"]
            else:  # "Carol (Red)"; Synchro-gammon adds "you" for the seat the table is shown for
                wanted = [f"{name} ({seat_words})", f"{name} ({seat_words}, you)"]
            assert any(w in wanted for w in words), f"{zone_id}: none of {wanted} in {words}"
        assert not any(w == game.seat_name(s) for s in seats if players[s].name for w in words), words


def test_synchrogammons_movement_order_names_the_players(small, monkeypatch):
    players = seated(4)
    match = Match.start("synchrogammon", players, {}, 5)
    while not (match.state.revealed and match.state.queue):
        match.play_computers(1)
    (_, _, words), = words_in_panels(small, monkeypatch, match, ("sgqueue",)).values()
    queued = [turn.seat for turn in match.state.queue]
    assert queued and all((players[seat].name or match.game.seat_name(seat)) in words for seat in queued), words
    assert not any(match.game.seat_name(seat) in words for seat in queued if players[seat].name)


def test_dice_challenge_names_the_start_player_and_whose_colour_is_whose(small, monkeypatch):
    players = seated(4)
    match = Match.start("dice_challenge", players, games.get("dice_challenge").options_for(4), 3)
    match.play_computers(2)  # two colours taken, two still to choose
    panels = words_in_panels(small, monkeypatch, match, ("round_track", "colour_picker"))
    words = [w for _, _, drawn in panels.values() for w in drawn]
    view = match.view(None)

    def name(seat):
        return players[seat].name or match.game.seat_name(seat)

    assert f"Start player: {name(view['rounds']['start_seat'])}" in words
    taken = [c for c in view["colours"] if c["owner"] is not None]
    assert len(taken) == 2 and all(f"{c['name']} — {name(c['owner_seat'])}" in words for c in taken), words


def test_dream_teams_lottery_and_gained_cards_name_the_players(small, monkeypatch):
    players = seated(6)
    match = Match.start("dream_team", players, games.get("dream_team").options_for(6), 1)
    for _ in range(400):  # to a lottery with its first cards drawn, after a card was gained
        match.play_computers(1)
        view = match.view(None)
        gained = [c for c in view["market"] if c.get("taken_by") is not None]
        if view["lottery"].get("open") and len(view["lottery"].get("contenders") or []) > 1 and gained:
            break
    panels = words_in_panels(small, monkeypatch, match, ("lottery", "market"))
    words = {kind: drawn for kind, _, drawn in panels.values()}

    def name(seat):
        return players[seat].name or match.game.seat_name(seat)

    assert all(name(seat) in words["lottery"] for seat in view["lottery"]["contenders"]), words["lottery"]
    assert all(name(card["taken_by"]) in words["market"] for card in gained), words["market"]


# --- computer seats -----------------------------------------------------------------------------------
def choose(setup, seat, label):
    """Pick a 'who sits here' choice as the drop-down would."""
    setup.on_event(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_object_id=f"#kind_{seat}", text=label))


def test_computer_seats_get_a_default_name_that_can_be_changed(small):
    setup = SetupScene(small, "chains")
    small.scenes.push(setup)
    setup.count = 10
    setup.rebuild()
    for seat in range(10):
        choose(setup, seat, "Computer: Normal")
    names = [entry.get_text() for entry in setup.name_entries]
    assert names == [computer_name(s) for s in range(10)] and len(set(names)) == 10
    setup.name_entries[1].set_text("Hal")
    choose(setup, 0, "Human")  # back to a person: the computer's name goes
    players = setup.players()
    assert players[0].name == "Red" and not players[0].is_computer
    assert players[1].name == "Hal" and players[2].name == computer_name(2) and players[2].is_computer
    setup.rebuild()  # a resize keeps the names
    assert [e.get_text() for e in setup.name_entries[:3]] == ["", "Hal", computer_name(2)]


def test_in_japanese_computer_seats_get_their_names_in_katakana(small):
    from tabletop.words import use
    use("ja")
    try:
        setup = SetupScene(small, "chains")
        small.scenes.push(setup)
        setup.count = 3
        setup.rebuild()
        choose(setup, 1, "コンピューター：普通")
        assert setup.name_entries[1].get_text() == computer_name(1, "ja") == "エイダ"
        assert setup.players()[1].name == "エイダ" and setup.players()[1].is_computer
    finally:
        use("en")


def test_a_typed_name_is_kept_when_the_seat_turns_computer(small):
    setup = SetupScene(small, "army_ants")
    small.scenes.push(setup)
    setup.name_entries[1].set_text("Robo")
    choose(setup, 1, "Computer: Strong")
    assert setup.players()[1] == Player("Robo", COMPUTER, "strong")
    assert setup.name_entries[0].length_limit == MAX_NAME


def test_a_seat_played_on_another_computer_keeps_a_typed_name_or_takes_the_seats(small):
    setup = SetupScene(small, "finesse")
    small.scenes.push(setup)
    choose(setup, 1, "Computer: Normal")
    choose(setup, 1, "On another computer")  # the computer's name goes: the seat's own, until someone joins
    setup.name_entries[2].set_text("Eve")
    choose(setup, 2, "On another computer")
    assert setup.players()[1:3] == [Player("West", REMOTE), Player("Eve", REMOTE)]
    setup.rebuild()
    assert [menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
            for menu in setup.kind_menus[1:3]] == ["On another computer"] * 2


def test_a_computer_seat_is_named_when_it_thinks_and_in_the_log(small):
    match = Match.start("army_ants", [Player("Carol"), Player(computer_name(1), COMPUTER)], {}, 3)
    match.play_computers(3)  # Red, Black, Red: the computer seat (Black) is to move
    assert match.to_move() == (1,) and Seating(match).person(1) == f"{computer_name(1)} (Black)"
    table = table_of(small, match)
    said = [entry_parts(e)[1] or entry_parts(e)[0] for e in table.table_view()["log"]]  # a lead, or the words
    assert [line.startswith(["Carol", computer_name(1)][p.seat]) for p, line in zip(match.history, said)] == [True] * 3
    assert table.message == f"{computer_name(1)} is thinking…"


def test_an_old_save_keeps_its_names(saves_folder):
    # Saves made before computer seats had names hold the seat's name for them.
    match = start("army_ants", ["Zed", ""], moves=4)
    match.players[1] = Player("Black", COMPUTER)
    path = saves_folder / "old.yaml"
    write_save(path, match)
    loaded = read_save(path)
    assert [p.name for p in loaded.players] == ["Zed", "Black"]
    assert [Seating(loaded).person(s) for s in (0, 1)] == ["Zed (Red)", "Black"]


# --- long names fit at 1000x700 --------------------------------------------------------------------------
def long_names(count):
    return [f"{LONG[:-1]}{i}" for i in range(count)]


def assert_whole(lines, name):
    """Nothing is cut with an ellipsis, and every letter of the name is there, in order, across the lines
    (a narrow log may have to break a wide word of it)."""
    assert all(theme.ELLIPSIS not in line for line in lines), lines
    assert "".join(name.split()) in "".join("".join(lines).split()), (name, lines)


@pytest.mark.parametrize("game_id", COUNTS)
def test_long_names_in_the_status_and_log_are_not_cut(small, game_id):
    names = long_names(COUNTS[game_id])
    match = start(game_id, names)
    table = table_of(small, match)
    view = table.table_view()
    zones = {zone.kind: (zone, rect) for zone, rect, _, _ in table.zones(view)}
    zone, rect = zones["panel"]
    scale = rect.height / zone.rect[3]
    inner = rect.width - 2 * round(PAD * scale)
    mover = match.to_move()[0]
    lines = [line for line in status_lines(view) if any(p[0] == view["people"][mover] for p in line)
             or "to move" in "".join(p[0] for p in line)]
    wrapped = [seg for line in lines for seg in wrap_segments(line, TEXT * scale, inner)]
    assert all(sum(theme.width(w, TEXT * scale, b) for w, _, b in seg) <= inner for seg in wrapped)
    assert names[mover] in " ".join("".join(p[0] for p in seg) for seg in wrapped)
    zone, rect = zones["log"]
    drawer = LogDrawer(zone, 0, "log")
    entry = view["log"][-1]
    log_lines = drawer.lines([entry], rect.width - 20, 15 * drawer.scale(rect))
    assert all(theme.width(words, 15 * drawer.scale(rect), True) <= rect.width - 20 for words, _ in log_lines)
    assert_whole([words for words, _ in log_lines], entry_parts(entry)[1])


def test_a_long_name_wrapped_in_the_status_keeps_the_spaces_between_its_words(small):
    person = f"{LONG} (Teal)"
    line = [(person, theme.INK, True), (" to move", theme.INK_SOFT, False)]
    # Too narrow for the name's second word and the seat's words with a space between them, wide enough
    # without it: the two must still read as two words, on one line or two.
    width = theme.width("Mmmmmmmmmmmmm (Teal)", TEXT, True) - 1
    assert width >= theme.width("Mmmmmmmmmmmmm(Teal)", TEXT, True)
    wrapped = flat(wrap_segments(line, TEXT, width))
    assert " ".join(wrapped).split() == f"{person} to move".split(), wrapped


@pytest.mark.parametrize("game_id,options", [("army_ants", {"setup": "free"}), ("synchrogammon", None)])
def test_a_long_name_on_the_curtain_wraps_whole(small, game_id, options):
    names = long_names(COUNTS[game_id])
    table_of(small, start(game_id, names, moves=0, options=options))
    curtain = small.scenes.top
    for lines, size, _, bold in curtain.paragraphs(small.size[0] - 40):
        assert all(theme.width(line, size, bold) <= small.size[0] - 40 for line in lines)
    words = [" ".join(lines) for lines, *_ in curtain.paragraphs(small.size[0] - 40)]
    assert theme.ELLIPSIS not in "".join(words) and curtain.person in words[0] and curtain.name in words[-1]


@pytest.mark.parametrize("game_id", COUNTS)
def test_long_names_on_the_results_are_not_cut(small, game_id):
    names = long_names(COUNTS[game_id])
    match = start(game_id, names, moves=20_000)
    small.nav.results(match)
    frame(small)
    results = small.scenes.top
    assert isinstance(results, ResultsScene)
    shown = " ".join(labels(results))
    assert theme.ELLIPSIS not in shown and all(names[s] in shown for s in results.result["winners"])
    if results.table is not None:
        assert all(theme.ELLIPSIS not in c for c in cells(results.table))
        for row, wrapped in zip([results.table.columns, *results.table.rows], results.table.cells):
            assert all(results.table._whole_words(cell, lines) for cell, lines in zip(row, wrapped))


def test_a_game_with_numbered_seats_names_the_people_in_its_sentences(ctx):
    from tabletop.engine.match import Match, Player
    from tabletop.ui.scenes.table import TableScene
    from tabletop.session.naming import Seating
    names = ["Carol", "Kenji", "Amélie", "Robin", "Dana", "Player 6"]
    match = Match.start("the_things", [Player(n) for n in names], {}, 5)
    seating = Seating(match)
    assert seating.with_names("Player 2 attacks Player 4; Player 10 waits") == "Kenji attacks Robin; Player 10 waits"
    assert seating.with_names("Player 6 passes.") == "Player 6 passes."  # no name typed: the seat's words
    while len(match.history) < 12:
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    view = table.table_view()
    lines = [entry if isinstance(entry, str) else entry["words"] for entry in view["log"]]
    assert not any("Player 2" in line or "Player 4" in line for line in lines + [view["status"]])
    assert Seating(Match.start("chains", [Player("Ann"), Player("Bo")], {}, 1)).with_names("Red flips") == "Red flips"


def test_a_curtain_says_why_from_the_public_status_and_none_comes_for_one_person(ctx):
    from tabletop.engine.match import Match, Player
    from tabletop.ui.scenes.table import TableScene
    match = Match.start("wysiwyg", [Player("Carol"), Player("Kenji")], {}, 4)
    ctx.nav.table(match)
    curtain = ctx.scenes.top
    assert isinstance(curtain, HandoverScene)
    status = str(match.view(None)["status"])  # the public status, its seat read as the person
    assert curtain.detail == status.replace("North", "Kenji") and "North" in status
    alone = Match.start("wysiwyg", [Player("Carol"), Player("Kenji", COMPUTER)], {}, 4)
    ctx.nav.table(alone)
    assert isinstance(ctx.scenes.top, TableScene)  # nobody else at the screen to hide the hand from


@pytest.mark.parametrize("engine, read", [
    ("Player 1's turn: Player 1 attacks Player 2.", "Your turn: You attack Bo."),
    ("Player 2 trades with Player 1.", "Bo trades with you."),
    ("Player 1 passes; Player 1 has 3 cards.", "You pass; You have 3 cards."),
    ("Player 1 shows the 6♣.", "You show the 6♣."),
    ("Player 1 plays cards or passes.", "You play cards or pass."),
    ("Player 1 shows K♠ and blood-tests Player 2.", "You show K♠ and blood-test Bo."),
])
def test_a_lessons_learner_called_you_reads_as_you_in_sentences(engine, read):
    """A lesson calls its learner "You": the engine's "Player 1 attacks" must not read "You attacks"."""
    match = Match.start("the_things", [Player("You"), Player("Bo"), Player("Cy")], None, 1)
    assert Seating(match).with_names(engine) == read
    other = Match.start("the_things", [Player("Ann"), Player("Bo"), Player("Cy")], None, 1)
    assert Seating(other).with_names("Player 1 attacks Player 2.") == "Ann attacks Bo."
