"""The lesson's callout placement: an arrow that crosses drawn things costs more than one over bare table."""

import pygame

from tabletop.ui.scenes.lesson_callout import GAP, Ink, _crossing, _pointer, lay_out


def striped(surface: pygame.Surface, band: pygame.Rect) -> None:
    """Thin black and white stripes across `band`: drawing, as the ink sees it."""
    for x in range(band.left, band.right, 4):
        pygame.draw.line(surface, (255, 255, 255), (x, band.top), (x, band.bottom), 2)


def test_an_arrow_costs_as_much_as_the_drawing_it_crosses():
    window = pygame.Rect(0, 0, 1280, 800)
    surface = pygame.Surface(window.size)
    striped(surface, pygame.Rect(300, 0, 400, 800))
    ink = Ink(surface)
    target = pygame.Rect(100, 380, 40, 40)
    near = pygame.Rect(160, 370, 100, 60)    # over bare table, between the target and the stripes
    inside = pygame.Rect(500, 370, 100, 60)  # its arrow crosses half the stripes
    beyond = pygame.Rect(760, 370, 100, 60)  # its arrow crosses all of them
    farther = pygame.Rect(1100, 370, 100, 60)
    assert _crossing(near, target, window, ink) == 0.0
    assert 0.0 < _crossing(inside, target, window, ink) < _crossing(beyond, target, window, ink)
    assert abs(_crossing(beyond, target, window, ink) - _crossing(farther, target, window, ink)) < 0.01


def test_the_callout_prefers_an_arrow_that_crosses_nothing():
    window = pygame.Rect(0, 0, 1280, 800)
    for band, clear_side in ((pygame.Rect(560, 0, 30, 800), "right"), (pygame.Rect(690, 0, 30, 800), "left")):
        surface = pygame.Surface(window.size)
        striped(surface, band)
        target = pygame.Rect(620, 380, 40, 40)
        callout = lay_out("Black rolled 6-2 and brought two checkers down.", [("next", "Next")], target, window,
                          keep=(pygame.Rect(600, 0, 80, 800),), ink=Ink(surface))
        tip, base = _pointer(callout.box, target)
        assert Ink(surface).along(base, tip, target.inflate(GAP, GAP)) == 0.0
        assert (callout.box.left > band.right) if clear_side == "right" else (callout.box.right < band.left)


def cards(area: pygame.Rect, width: int = 60, height: int = 84, gap: int = 10) -> list[pygame.Rect]:
    """Cards laid in rows over `area`."""
    return [pygame.Rect(x, y, width, height) for y in range(area.top, area.bottom - height + 1, height + gap)
            for x in range(area.left, area.right - width + 1, width + gap)]


def test_the_callout_covers_no_piece_while_a_place_covers_none():
    window = pygame.Rect(0, 0, 1280, 800)
    target = pygame.Rect(420, 380, 60, 84)
    pieces = tuple(card for card in cards(pygame.Rect(20, 20, 900, 760)) if not card.colliderect(target))
    callout = lay_out("Click your 9, then the 4 and the 5.", [], target, window, pieces=pieces)
    assert callout.box.collidelist(pieces) < 0  # beyond the cards, far as that is from the target
    assert callout.box.left >= 920


def test_the_callout_covers_a_piece_rather_than_a_button():
    window = pygame.Rect(0, 0, 1280, 800)
    target = pygame.Rect(420, 380, 60, 84)
    pieces = tuple(card for card in cards(pygame.Rect(20, 20, 900, 760)) if not card.colliderect(target))
    button = pygame.Rect(920, 0, 360, 800)  # the only place without cards is a button's
    callout = lay_out("Click your 9, then the 4 and the 5.", [], target, window, avoid=((button, 16.0),),
                      pieces=pieces)
    assert not callout.box.colliderect(button) and callout.box.collidelist(pieces) >= 0


def test_the_arrow_reaches_a_button_without_crossing_the_buttons_below_it():
    window = pygame.Rect(0, 0, 1280, 800)
    surface = pygame.Surface(window.size)
    striped(surface, pygame.Rect(760, 280, 230, 500))  # a log's lines beside the column of buttons
    column = [pygame.Rect(1000, 300 + 45 * i, 260, 35) for i in range(4)]
    for button in column:
        pygame.draw.rect(surface, (240, 240, 240), button, 2)
    target = column[0]
    panels = (pygame.Rect(760, 0, 520, 290),)  # the status and score panels above the buttons, to keep in view
    callout = lay_out("Your turn. Press \"Roll the dice\".", [], target, window, keep=panels,
                      avoid=tuple((button, 16.0) for button in column), ink=Ink(surface))
    tip, base = _pointer(callout.box, target)
    assert not [button for button in column[1:] if button.clipline(base, tip)]
