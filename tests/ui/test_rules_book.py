"""Rules books: every file loads, broken files name file, page and field, and every picture's marks are the engine's truth."""

import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import rules_book as rb
from tabletop.rules_book import Example, RulesBookError, engine_targets, load_book, mismatches

GOOD_HEAD = "game: army_ants\ntitle: Army Ants\ngrid: {cols: 5, rows: 8}\npages:\n"
GOOD_PAGE = "  - title: Goal\n    text: Take the enemy Queen.\n"


def marked_pages():
    """Every page, in every book, whose picture promises highlighted squares."""
    for game_id in rb.available():
        for page in load_book(game_id).pages:
            if page.example is not None and page.example.marks is not None:
                yield pytest.param(game_id, page, id=f"{game_id}-p{page.number}")


def test_every_rules_file_loads():
    assert "army_ants" in rb.available()
    for game_id in rb.available():
        book = load_book(game_id)
        assert book.pages and book.game_id == game_id
        assert all(page.title and page.text for page in book.pages)
        assert [page.number for page in book.pages] == list(range(1, len(book.pages) + 1))


def test_army_ants_book_covers_the_rules():
    titles = " | ".join(page.title for page in load_book("army_ants").pages).lower()
    for topic in ("goal", "deal", "muster", "refuge", "march", "broadside", "move", "swap", "attack",
                  "equal", "queen", "end", "setup options", "other options"):
        assert topic in titles, topic


@pytest.mark.parametrize("game_id, page", list(marked_pages()))
def test_marks_are_the_engines_legal_targets(game_id, page):
    assert engine_targets(game_id, page.example) == set(page.example.marks), page.title


def test_every_selected_card_has_marks_and_no_book_disagrees():
    for game_id in rb.available():
        book = load_book(game_id)
        assert mismatches(book) == []
        for page in book.pages:
            if page.example and page.example.select:
                assert page.example.marks is not None and page.example.show


def test_a_wrong_mark_is_caught():
    """The check has teeth: c7 is occupied, so 7♥ on c3 cannot march there."""
    example = Example(position={"c3": "7♥", "c7": "5♠", "a1": "Q♥", "e8": "Q♠"}, to_move="Red",
                      select=("c3",), show=("march",), cells=("c3",), marks=("c4", "c5", "c6", "c7"))
    assert "c7" not in engine_targets("army_ants", example)
    assert "c6" in engine_targets("army_ants", example)


def test_options_reach_the_engine():
    """With at most one turn per Move, the 6♠ can no longer wind round to d4."""
    position = {"e7": "6♠", "e8": "Q♠", "d7": "3♣", "d6": "8♠", "e4": "4♥", "c5": "2♦", "c4": "9♦", "d3": "Q♥"}
    free = Example(position=position, to_move="Black", select=("e7",), show=("march", "move"), cells=("e7",))
    one_turn = Example(position=position, to_move="Black", options=(("move_max_legs", 2),), select=("e7",),
                       show=("march", "move"), cells=("e7",))
    assert engine_targets("army_ants", free) == {"e6", "e5", "d5", "d4"}
    assert engine_targets("army_ants", one_turn) == {"e6", "e5", "d5"}


def test_show_cells_and_dir_filter_the_engine_moves():
    position = {"c2": "5♥", "c3": "8♦", "c4": "3♥", "c7": "4♣", "a1": "Q♥", "e8": "Q♠"}
    group = Example(position=position, to_move="Red", select=("c4",), show=("march",),
                    cells=("c2", "c3", "c4"), direction="N", marks=())
    assert engine_targets("army_ants", group) == {"c5", "c6"}
    attacks = Example(position=position, to_move="Red", select=("c4",), show=("attack",), marks=())
    assert engine_targets("army_ants", attacks) == set()  # 3♥ cannot reach up to the 4♣


def write(tmp_path, text):
    (tmp_path / "army_ants.yaml").write_text(text, encoding="utf-8")


def refusal(tmp_path, text) -> str:
    write(tmp_path, text)
    with pytest.raises(RulesBookError) as caught:
        load_book("army_ants", folder=tmp_path)
    return str(caught.value)


@pytest.mark.parametrize("page, field, needle", [
    ("  - text: No title here.\n", "title", "non-empty text"),
    ("  - title: Bad square\n    text: x\n    position: {z9: \"7♥\"}\n", "position", "'z9'"),
    ("  - title: Bad card\n    text: x\n    position: {c4: \"11♥\"}\n", "position", "'11♥'"),
    ("  - title: Not in an army\n    text: x\n    position: {c4: \"10♥\"}\n", "position", "10♥"),
    ("  - title: Twice\n    text: x\n    position: {c4: \"7♥\", c5: \"7♥\"}\n", "position", "two squares"),
    ("  - title: Empty pick\n    text: x\n    position: {c4: \"7♥\"}\n    select: c5\n    show: [march]\n"
     "    marks: []\n", "select", "no card on c5"),
    ("  - title: No marks\n    text: x\n    position: {c4: \"7♥\"}\n    select: c4\n    show: [march]\n",
     "select", "'marks'"),
    ("  - title: Bad mark\n    text: x\n    position: {c4: \"7♥\"}\n    select: c4\n    show: [march]\n"
     "    marks: [c9]\n", "marks", "'c9'"),
    ("  - title: Bad phase\n    text: x\n    position: {c4: \"7♥\"}\n    phase: lunch\n", "phase", "lunch"),
    ("  - title: Bad seat\n    text: x\n    position: {c4: \"7♥\"}\n    to_move: Blue\n", "to_move", "Blue"),
    ("  - title: Bad dir\n    text: x\n    position: {c4: \"7♥\"}\n    select: c4\n    show: [march]\n"
     "    dir: up\n    marks: []\n", "dir", "'up'"),
    ("  - title: Bad option\n    text: x\n    position: {c4: \"7♥\"}\n    options: {move_max_legs: 7}\n",
     "options", "Move turns"),
    ("  - title: Typo\n    text: x\n    mark: [c4]\n", "mark", "unknown field"),
    ("  - title: No position\n    text: x\n    select: c4\n", "position", "needs a position"),
])
def test_broken_page_names_file_page_and_field(tmp_path, page, field, needle):
    message = refusal(tmp_path, GOOD_HEAD + GOOD_PAGE + page)
    assert "army_ants.yaml" in message
    assert "page 2" in message
    assert f"field '{field}'" in message
    assert needle in message


def test_broken_top_level_is_named(tmp_path):
    assert "field 'game'" in refusal(tmp_path, GOOD_HEAD.replace("army_ants", "chess") + GOOD_PAGE)
    assert "field 'pages'" in refusal(tmp_path, GOOD_HEAD + "  []\n")
    assert "field 'grid'" in refusal(tmp_path, GOOD_HEAD.replace("rows: 8", "rows: many") + GOOD_PAGE)
    assert "is not readable YAML" in refusal(tmp_path, GOOD_HEAD + "  - title: [unclosed\n")
    assert "no rules book" in str(pytest.raises(RulesBookError, load_book, "army_ants", tmp_path / "none").value)


def test_a_good_minimal_file_loads(tmp_path):
    write(tmp_path, GOOD_HEAD + GOOD_PAGE + "  - title: Two\n    text: |\n      - a bullet\n")
    book = load_book("army_ants", folder=tmp_path)
    assert [p.title for p in book.pages] == ["Goal", "Two"]
    assert book.pages[0].example is None


def test_square_paths_round_trip():
    assert rb.square_path("c4") == "grid/2/3"
    assert rb.path_square("grid/2/3") == "c4"
    assert rb.path_square("button/undo") is None


def test_rules_book_needs_no_pygame():
    code = "import sys, tabletop.rules_book as r; r.load_book('army_ants'); assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(rb.__file__).parents[1])


@pytest.mark.parametrize("text, words", [
    (GOOD_HEAD + "  - title: &t Goal\n    text: *t\n", "anchors or aliases"),
    (GOOD_HEAD + "  - title: !!python/name:os.system\n    text: x\n", "tag"),
    (GOOD_HEAD + "  - title: Goal\n    text: " + "[" * 25_000, "nested"),
    (GOOD_HEAD + '  - title: "Go\\0al"\n    text: x\n', "control character"),
])
def test_hostile_rules_files_are_refused(tmp_path, text, words):
    message = refusal(tmp_path, text)
    assert words in message and len(message) <= 200, message
