"""The Pairs card face: value large in its own colour, as many pips as the value, backs when hidden."""

import pygame
import pytest

from tabletop.engine.cards import pairs_face
from tabletop.ui.zones.cardface import PAIRS_INKS, card_surface, pairs_ink

FIRST_OF = {v: v * (v - 1) // 2 for v in range(1, 11)}  # the Pairs id of the first card of each value


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.quit()


def ink_pixels(surface, ink):
    """How many pixels are close to the given ink."""
    count = 0
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ink)) < 60:
                count += 1
    return count


def test_every_value_has_its_own_ink():
    assert len({PAIRS_INKS[v] for v in range(1, 11)}) == 10
    assert pairs_ink(4) == PAIRS_INKS[4]


def test_the_cache_tells_values_apart_and_shares_equal_cards():
    one, ten = card_surface(pairs_face(FIRST_OF[1]), (50, 70)), card_surface(pairs_face(FIRST_OF[10]), (50, 70))
    assert one is not ten
    assert card_surface(pairs_face(FIRST_OF[10] + 3), (50, 70)) is ten, "two 10s share one picture"
    assert card_surface({**pairs_face(FIRST_OF[10]), "owner": 1}, (50, 70)) is not ten


@pytest.mark.parametrize("value", [1, 5, 10])
def test_the_value_ink_dominates_the_face(value):
    face = card_surface(pairs_face(FIRST_OF[value]), (72, 100))
    inked = ink_pixels(face, PAIRS_INKS[value])
    others = max(ink_pixels(face, PAIRS_INKS[v]) for v in range(1, 11) if v != value)
    assert inked > 300 and inked > 3 * others


@pytest.mark.parametrize("value", range(1, 11))
def test_as_many_pips_as_the_value(value):
    """The pip band (lower third of the card) holds `value` separate dots of the value's ink."""
    face = card_surface(pairs_face(FIRST_OF[value]), (144, 200))
    band = face.subsurface(pygame.Rect(10, 130, 124, 58))
    mask = pygame.mask.from_threshold(band, PAIRS_INKS[value], (40, 40, 40, 255))
    dots = [c for c in mask.connected_components() if c.count() > 8]
    assert len(dots) == value


def test_a_hidden_pairs_card_is_a_back():
    back = card_surface({"hidden": True, "owner": 2}, (50, 70))
    assert back is card_surface({"hidden": True, "owner": 2, "pairs": True}, (50, 70))
    assert ink_pixels(back, PAIRS_INKS[3]) < 20
