"""The Things paints its players' names in colours no side owns: red cards make a Thing and black ones a
Human, so a name in red (Player 1 in the default palette) or in black would read like a clue."""

import colorsys

import pytest

from tabletop import games
from tabletop.ui import theme
from tabletop.ui.zones.panel import seat_paint

GAME = games.get("the_things")


def reads_as_a_side(colour) -> bool:
    """Red (the Things' cards) or black (the Humans'): a reddish hue with some colour, or nearly no light."""
    hue, saturation, value = colorsys.rgb_to_hsv(*(c / 255 for c in colour[:3]))
    reddish = (hue < 25 / 360 or hue > 330 / 360) and saturation > 0.3
    return reddish or value < 0.35 or colour[:3] in (theme.CARD_RED, theme.CARD_BLACK, theme.INK)


def luminance(colour) -> float:
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("players", range(GAME.min_players, GAME.max_players + 1))
def test_no_name_is_painted_in_a_sides_colour_and_every_name_is_its_own(players):
    view = GAME.view(GAME.new_state(players, GAME.options_for(players), 1), None)
    seats = list(view["seats"])
    paints = [seat_paint(view, seats, seat) for seat in range(players)]
    assert not [c for c in paints if reads_as_a_side(c)], paints
    assert len(set(paints)) == players, paints
    # Readable as bold words on the paper panel and the log.
    assert min((luminance(theme.PANEL) + 0.05) / (luminance(c) + 0.05) for c in paints) >= 3


def test_the_sides_of_a_fight_are_marked_in_colours_no_team_owns():
    """The attacker's and the defender's seats are outlined by side: never in red or black."""
    from tabletop.ui.zones.things import SIDE_COLOURS
    assert not [c for c in SIDE_COLOURS.values() if reads_as_a_side(c)]
