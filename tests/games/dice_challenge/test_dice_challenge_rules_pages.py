"""The rules pages: they load, and every pictured roll gives what its caption says (the engine decides)."""

import pytest

from tabletop import rules_book as rb
from tabletop.games.dice_challenge.dice import group_steps, straight_length

FACES = "⚀⚁⚂⚃⚄⚅"


def book():
    return rb.load_book("dice_challenge")


def page(title):
    return next(p for p in book().pages if p.title == title)


def preview(title, kind):
    return rb.table_view("dice_challenge", page(title).table)["challenges"][kind]


def test_the_book_loads_with_pictures():
    pictured = [p.title for p in book().pages if p.table is not None]
    assert pictured == ["A turn", "Straight", "Group", "Number", "Max", "How to play it here"]


@pytest.mark.parametrize("title,kind,words", [
    ("Straight", "straight", "Straight of 4: Red moves 2 squares to square 9 (8 points)"),
    ("Group", "group", "Group (3-3-3 + 2-2): Red moves 3 squares to square 5 (5 points)"),
    ("Number", "number", "Number square 17 is already taken by Blue."),
    ("Max", "max", "Max 29: Red places a chip on square 29 (10 points)"),
])
def test_captions_agree_with_the_engine(title, kind, words):
    assert list(map(str, preview(title, kind)["lines"])) == [words]


def test_the_pictured_dice_are_the_captions_dice():
    for p in book().pages:
        if p.table is None:
            continue
        dice = p.table.setup["dice"]
        assert p.table.caption.startswith(" ".join(FACES[d - 1] for d in dice))


@pytest.mark.parametrize("faces,length,group", [
    ("⚁ ⚂ ⚃ ⚅ ⚅", 3, 1), ("⚀ ⚂ ⚃ ⚅ ⚅", 4, 1), ("⚀ ⚀ ⚁ ⚄ ⚅", 5, 1),
    ("⚁ ⚁ ⚁ ⚄ ⚅", 2, 2), ("⚂ ⚂ ⚄ ⚄ ⚅", 2, 2), ("⚁ ⚁ ⚂ ⚂ ⚂", 2, 3),
])
def test_the_rolls_in_the_text_make_what_the_text_says(faces, length, group):
    text = " ".join(p.text for p in book().pages)
    assert faces in text
    dice = [FACES.index(f) + 1 for f in faces.split()]
    assert straight_length(dice) == length and group_steps(dice) == group
