"""What the screenshot tests check on a drawn screen: elements inside the window and apart, button words
that fit, zones apart, which words the table's own text drawing had to cut with an ellipsis, and where
each line of words was drawn."""

from __future__ import annotations

import itertools
import warnings
from contextlib import contextmanager

import pygame
import pygame_gui

from tabletop.ui import theme

TOO_SMALL = "Label Rect is too small for text"
BUTTON_EDGE = 2  # pixels of a button's border (the theme draws 1) and rounded corner each side of its words


@contextmanager
def label_warnings():
    """Every 'Label Rect is too small' warning raised inside, gathered instead of raised one by one."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        found: list[str] = []
        yield found
    found.extend(str(w.message) for w in caught if TOO_SMALL in str(w.message))


@contextmanager
def cut_words(monkeypatch):
    """The words `theme` cut short with an ellipsis while inside (fit_text and wrap both cut there)."""
    cut: list[str] = []
    original = theme._ellipsis

    def recording(face, words, room):
        cut.append(words)
        return original(face, words, room)

    monkeypatch.setattr(theme, "_ellipsis", recording)
    yield cut
    monkeypatch.setattr(theme, "_ellipsis", original)


class NotingSurface(pygame.Surface):
    """A surface to draw a scene on that notes where each picture of words made by `theme` landed."""

    def __init__(self, size, pictures: dict):
        super().__init__(size)
        self.pictures = pictures  # id of a picture -> (its words, the picture, kept alive so ids stay unique)
        self.words: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        if id(source) in self.pictures:
            corner = dest[:2] if len(dest) == 2 else pygame.Rect(dest).topleft
            self.words.append((self.pictures[id(source)][0], pygame.Rect(corner, source.get_size())))
        return drawn


@contextmanager
def words_drawn(monkeypatch, size):
    """A surface that notes, as (words, rect), every line of words `theme` rendered and where it was drawn
    (the whole picture's rect: a line running past the surface's edge is not cut short in the notes)."""
    pictures: dict[int, tuple[str, pygame.Surface]] = {}
    original = theme.text

    def noting(words, *args, **kwargs):
        picture = original(words, *args, **kwargs)
        pictures[id(picture)] = (words, picture)
        return picture

    monkeypatch.setattr(theme, "text", noting)
    yield NotingSurface(size, pictures)
    monkeypatch.setattr(theme, "text", original)


def root_elements(scene) -> list:
    """The visible elements placed on the window itself (not inside a scrolling container)."""
    root = scene.manager.get_root_container()
    return [e for e in root.elements if e.visible and e.ui_container is root]


def off_screen(scene, size) -> list[str]:
    """The elements that reach outside the window."""
    screen = pygame.Rect((0, 0), size)
    return [f"{e.most_specific_combined_id} {e.rect}" for e in root_elements(scene) if not screen.contains(e.rect)]


def overlapping(named_rects: list[tuple[str, pygame.Rect]]) -> list[str]:
    """Pairs of rects that overlap; one inside the other counts as parts of one thing (a list and its rows)."""
    return [f"{a} {ra} overlaps {b} {rb}" for (a, ra), (b, rb) in itertools.combinations(named_rects, 2)
            if ra.colliderect(rb) and not (ra.contains(rb) or rb.contains(ra))]


def element_rects(scene) -> list[tuple[str, pygame.Rect]]:
    return [(e.most_specific_combined_id, e.rect) for e in root_elements(scene)]


def cut_buttons(scene) -> list[str]:
    """Buttons whose words are wider than the button (pygame_gui cuts them without a warning), also the
    ones inside drop-down menus and scrolling containers."""
    everything = scene.manager.get_sprite_group().sprites()
    buttons = [e for e in everything if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.text]
    return [f"{b.most_specific_combined_id} '{b.text}'" for b in buttons
            if b.font.get_rect(b.text).width > b.rect.width - 2 * BUTTON_EDGE]


def cut_choices(scene) -> list[str]:
    """Drop-down choices wider than the box that shows the chosen one (only the chosen one is a button
    until the list opens)."""
    menus = [e for e in scene.manager.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UIDropDownMenu)]
    cut = []
    for menu in menus:
        shown = menu.menu_states["closed"].selected_option_button
        for choice, _ in menu.options_list:
            if shown.font.get_rect(choice).width > shown.rect.width - 2 * BUTTON_EDGE:
                cut.append(f"{menu.most_specific_combined_id} '{choice}'")
    return cut


def callout_in_place(scene, size, where: str) -> None:
    """The lesson's callout as just drawn: inside the window, beside what it points at and never over it,
    its buttons inside it, its words whole, clear of the status, of the table's running figures, of what
    its words speak of, of the table's buttons and of a banner."""
    box, target = scene.callout.box, scene.callout.target
    assert pygame.Rect((0, 0), size).contains(box), f"{where}: {box} leaves the window"
    assert not box.colliderect(target), f"{where}: the box covers what it points at"
    for _, label, rect in scene.callout.buttons:
        assert box.contains(rect), f"{where}: {label} sticks out of the box"
    words = scene.callout_words()[0]
    assert " ".join(scene.callout.lines).split() == words.split(), f"{where}: words cut short"
    for kept in scene.kept(size):  # what the words speak of, and where the asked move goes, stay in view
        assert not box.colliderect(kept), f"{where}: the box covers {kept}"
    assert not box.colliderect(scene.zone_rect("status")), f"{where}: the box covers the status"
    for rect, drawer, data, path in scene.hit_boxes:  # a score, a count: in sight at every step
        for name, figure in drawer.figures(rect, data, path).items():
            assert not box.colliderect(figure), f"{where}: the box covers {name}"
    assert not [name for name, rect in button_rects(scene) if box.colliderect(rect)], f"{where}: {box} covers a button"
    if scene.banner.rect is not None:
        assert not box.colliderect(scene.banner.rect), f"{where}: {box} covers the banner"
    needless = covered_needlessly(scene, size)
    assert not needless, f"{where}: the box {box} covers {', '.join(needless)}"


def covered_needlessly(scene, size) -> list[str]:
    """What the lesson's callout, as just laid out, covers among the pieces (cards, checkers, dice) and the
    running figures, and a place it weighed that covers none of them, nor a kept zone or a button: nothing
    when it covers none, or when every place it weighed covers one."""
    from tabletop.ui.scenes.lesson_callout import SOLID_WEIGHT, places_weighed
    box = scene.callout.box
    pieces, figures = scene.pieces(), scene.figures()
    covered = [f"a piece at {tuple(r)}" for r in pieces if box.colliderect(r)]
    covered += [f"a figure at {tuple(r)}" for r in figures if box.colliderect(r)]
    if not covered:
        return []
    laid = scene.callout_layout(size)
    solid = [rect for rect, weight in laid["avoid"] if weight >= SOLID_WEIGHT]
    blocked = [*laid["keep"], *solid, *pieces, *figures]
    weighed = places_weighed(laid["words"], laid["buttons"], laid["target"], pygame.Rect((0, 0), size), laid["keep"],
                             laid["avoid"], laid["heading"], laid["note"])
    clear = next((place for place in weighed if place.collidelist(blocked) < 0), None)
    return [] if clear is None else covered + [f"while {tuple(clear)} covers none"]


def button_rects(table) -> list[tuple[str, pygame.Rect]]:
    """('button <name>', rect) of every button of the table's zones, as the table drew them."""
    from tabletop.ui.zones.buttons import ButtonsDrawer
    found = []
    for rect, drawer, data, _ in table.hit_boxes:
        if isinstance(drawer, ButtonsDrawer):
            shown = [b for b in data or () if isinstance(b, dict) and "name" in b]
            found += [(f"button {b['name']}", box) for b, box in zip(shown, drawer.rects(rect, shown))]
    return found
