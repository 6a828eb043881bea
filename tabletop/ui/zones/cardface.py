"""Procedural card faces and backs, rendered once per (card, size, state) and cached.

A face is a rounded white card with the rank and suit in two corners and
large in the centre (red ink for hearts and diamonds, black for spades and
clubs). A Queen has a gold ground and a crown. A card with an `owner` gets
a coloured edge in its owner's colour (seat 0 red, seat 1 black, ...), so
armies read at a glance. A hidden card ({"hidden": True, "owner": s}) is a
card back in its owner's colour. A Pairs card ({"pairs": True, "value": v})
shows its value large in a colour of its own over v pips. A face-up card may carry `to`, the view
path of the face-down pile it goes to once out of sight (a trick's cards: its taker's pile), a pile
a drawer marks with `pile_here`. Faces are drawn at twice the size and
smooth-scaled down, which gives clean edges without an anti-aliasing pass.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.cards import card_face, rank_label, standard_deck

from .. import motion, theme

CARD_RATIO = 0.72  # width / height
SUPERSAMPLE = 2
_cache: dict[tuple, pygame.Surface] = {}
_CACHE_LIMIT = 1024
_face_sizes: set[tuple[int, int]] = set()  # sizes plain faces were drawn at (see `warm_faces`)
_warmed: set[tuple[int, int]] = set()


def card_size(height: float) -> tuple[int, int]:
    """(width, height) of a card of the given height."""
    h = max(8, int(height))
    return (max(6, round(h * CARD_RATIO)), h)


def card_surface(card: dict, size: tuple[int, int], state: str = "face") -> pygame.Surface:
    """The picture of a card (face, or back when hidden); the same Surface on every call.

    state: "face" (normal) or "dim" (greyed, e.g. not playable). Treat the
    result as read-only: it is shared.
    """
    key = _key(card, size, state)
    found = _cache.get(key)
    if key[0] == "face" and card.get("owner") is None and state == "face":
        _face_sizes.add(key[-3:-1])
    if found is None:
        if len(_cache) >= _CACHE_LIMIT:
            # The oldest quarter goes, not all: a full cache emptied at once would make the next frame
            # render every card on the table again.
            for old in list(_cache)[:_CACHE_LIMIT // 4]:
                del _cache[old]
        found = _cache[key] = _render(card, (int(size[0]), int(size[1])), state)
    return found


def draw_card(surface: pygame.Surface, card: dict, rect: pygame.Rect, state: str = "face") -> None:
    """Blit a card's cached picture into rect, unless the table shows it flying there (ui/motion.py)."""
    image = card_surface(card, rect.size, state)
    key = motion.card_key(card)
    if key is None:
        if card.get("hidden"):
            motion.back_at(rect)  # a card that comes into sight next may have been this one
        surface.blit(image, rect.topleft)
        return
    back = motion.scaled(card_surface({"hidden": True, "owner": card.get("owner")}, rect.size))
    # A card's `to` (from the view) names the pile it goes to when it leaves sight: it glides there; its
    # `from`, the place it comes from when it comes into sight (a card given by another player).
    if motion.place(key, rect, motion.scaled(image), back, origin=motion.place_source(card.get("from")),
                    leaves_to=motion.pile_sink(card.get("to"))):
        surface.blit(image, rect.topleft)


def pile_here(path: str, rect: pygame.Rect, owner: Any = None) -> None:
    """A face-down pile of `owner`'s backs lies at `rect` (its top card): cards leaving sight whose `to` is
    the view path `path` glide onto it and turn into its back (ui/motion.py)."""
    back = card_surface({"hidden": True, "owner": owner}, rect.size)
    motion.sink_at(motion.pile_sink(path), rect, motion.scaled(back))


def owner_colour(owner: Any) -> theme.Colour | None:
    """The edge colour of an owner seat, or None for unowned cards."""
    if isinstance(owner, int) and not isinstance(owner, bool) and owner >= 0:
        return theme.SEAT_PALETTE[owner % len(theme.SEAT_PALETTE)]
    return None


def clear_cache() -> None:
    """Forget every rendered card."""
    _cache.clear()
    _face_sizes.clear()
    _warmed.clear()


def warm_faces() -> int:
    """Render every standard face at each size a plain face was drawn at, once, while the table is still:
    a card turned up later (a display, a refill, a trick) then flies in without the frame that shows it
    first having to draw it (a third of a millisecond a card). How many it rendered."""
    rendered = 0
    for size in _face_sizes - _warmed:
        for card in standard_deck():
            face = card_face(card)
            if _key(face, size, "face") not in _cache:
                card_surface(face, size)
                rendered += 1
        _warmed.add(size)
    return rendered


def _key(card: dict, size: tuple[int, int], state: str) -> tuple:
    owner = card.get("owner")
    if card.get("hidden"):
        return ("back", owner, int(size[0]), int(size[1]), state)
    if card.get("pairs"):
        return ("pairs", card.get("value"), owner, int(size[0]), int(size[1]), state)
    # By what is drawn, not by id: twin cards (Finesse's second K, a second deck) share one picture.
    label = None if card.get("rank") else card.get("label")
    return ("face", owner, card.get("rank"), card.get("suit"), bool(card.get("red")), card.get("queen"), label,
            int(size[0]), int(size[1]), state)


def _render(card: dict, size: tuple[int, int], state: str) -> pygame.Surface:
    w, h = size
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
    if card.get("hidden"):
        _draw_back(big, owner_colour(card.get("owner")))
    elif card.get("pairs"):
        _draw_pairs_face(big, card)
    else:
        _draw_face(big, card)
    if state == "dim":
        big.fill((170, 170, 170), special_flags=pygame.BLEND_RGB_MULT)  # darker, alpha kept
    return pygame.transform.smoothscale(big, size)


def _shape(surface: pygame.Surface, fill: theme.Colour, edge: theme.Colour | None) -> tuple[int, int]:
    """The rounded card with its edge; returns (edge width, corner radius)."""
    w, h = surface.get_size()
    radius = max(4, round(w * 0.11))
    rect = surface.get_rect()
    if edge is None:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.NO_OWNER_EDGE, rect, max(2, w // 40), border_radius=radius)
        return max(2, w // 40), radius
    border = max(3, round(w * 0.065))
    pygame.draw.rect(surface, edge, rect, border_radius=radius)
    pygame.draw.rect(surface, fill, rect.inflate(-2 * border, -2 * border), border_radius=max(2, radius - border))
    return border, radius


def _draw_face(surface: pygame.Surface, card: dict) -> None:
    w, h = surface.get_size()
    queen = bool(card.get("queen")) or card.get("rank") == 12 and card.get("queen") is None
    edge, _ = _shape(surface, theme.QUEEN_PAPER if queen else theme.CARD_PAPER, owner_colour(card.get("owner")))
    ink = theme.CARD_RED if card.get("red") else theme.CARD_BLACK
    rank = rank_label(int(card.get("rank", 0))) if card.get("rank") else str(card.get("label", "?"))
    suit = str(card.get("suit", ""))
    _draw_corners(surface, rank, suit, ink, edge)
    if queen:
        _draw_queen_centre(surface, rank, ink)
    else:
        _blit_centred(surface, theme.text(rank, h * 0.40, ink, bold=True), (w / 2, h * 0.44))
        if suit:
            _blit_centred(surface, theme.text(suit, h * 0.24, ink), (w / 2, h * 0.76))


def _draw_corners(surface: pygame.Surface, rank: str, suit: str, ink: theme.Colour, edge: int) -> None:
    """Rank over suit, top-left, and the same turned upside down bottom-right."""
    w, h = surface.get_size()
    rank_img = theme.text(rank, h * 0.19, ink, bold=True)
    suit_img = theme.text(suit, h * 0.15, ink) if suit else None
    width = max(rank_img.get_width(), suit_img.get_width() if suit_img else 0)
    corner = pygame.Surface((width, int(h * 0.36)), pygame.SRCALPHA)
    corner.blit(rank_img, ((width - rank_img.get_width()) // 2, 0))
    if suit_img:
        corner.blit(suit_img, ((width - suit_img.get_width()) // 2, int(rank_img.get_height() * 0.82)))
    pad = edge + max(1, round(w * 0.03))
    surface.blit(corner, (pad, pad - round(h * 0.01)))
    flipped = pygame.transform.rotate(corner, 180)
    surface.blit(flipped, (w - pad - flipped.get_width(), h - pad - flipped.get_height() + round(h * 0.01)))


def _draw_queen_centre(surface: pygame.Surface, rank: str, ink: theme.Colour) -> None:
    """A gold crown over a large letter: the Queen reads apart from every number."""
    w, h = surface.get_size()
    cx, top, bottom = w / 2, h * 0.24, h * 0.45
    half = w * 0.24
    points = [
        (cx - half, bottom), (cx - half, top + (bottom - top) * 0.25), (cx - half * 0.5, top + (bottom - top) * 0.55),
        (cx, top), (cx + half * 0.5, top + (bottom - top) * 0.55), (cx + half, top + (bottom - top) * 0.25),
        (cx + half, bottom),
    ]
    pygame.draw.polygon(surface, theme.QUEEN_GOLD, points)
    pygame.draw.polygon(surface, theme.darken(theme.QUEEN_GOLD, 0.45), points, max(2, round(w * 0.02)))
    for x, y in points[1:6:2] + [points[3]]:
        pygame.draw.circle(surface, theme.darken(theme.QUEEN_GOLD, 0.45), (round(x), round(y)), max(2, round(w * 0.03)))
    _blit_centred(surface, theme.text(rank, h * 0.28, ink, bold=True), (cx, h * 0.64))


# Pairs cards: one ink per value, so a value reads by colour before its digits.
PAIRS_INKS: dict[int, theme.Colour] = {
    1: (196, 28, 44), 2: (222, 104, 16), 3: (178, 138, 0), 4: (104, 150, 20), 5: (22, 134, 66),
    6: (0, 132, 150), 7: (34, 88, 196), 8: (96, 60, 178), 9: (160, 46, 150), 10: (110, 70, 36),
}


def pairs_ink(value: int) -> theme.Colour:
    """The ink of a Pairs value 1..10 (grey for anything else)."""
    return PAIRS_INKS.get(value, theme.INK_SOFT)


def _draw_pairs_face(surface: pygame.Surface, card: dict) -> None:
    """A Pairs card: the value large in its own ink over a band of that many pips.

    The paper is tinted with the value's ink so that a fanned row of small
    cards still reads by colour; the pips sit in one row up to five and in
    two rows above that, like dice faces counted at a glance.
    """
    w, h = surface.get_size()
    value = int(card.get("value", 0))
    ink = pairs_ink(value)
    paper = theme.lighten(ink, 0.86)
    edge, _ = _shape(surface, paper, owner_colour(card.get("owner")))
    label = str(value) if value else str(card.get("label", "?"))
    size = h * (0.46 if len(label) == 1 else 0.40)
    _blit_centred(surface, theme.text(label, size, ink, bold=True), (w / 2, h * 0.36))
    if h >= 45 * SUPERSAMPLE:  # the corner index helps fanned cards; on tiny cards it is only noise
        corner = theme.text(label, h * 0.15, ink, bold=True)
        pad = edge + max(1, round(w * 0.04))
        surface.blit(corner, (pad, pad - round(h * 0.01)))
    _draw_pips(surface, value, ink, pygame.Rect(edge, round(h * 0.64), w - 2 * edge, round(h * 0.30) - edge))


def _draw_pips(surface: pygame.Surface, count: int, ink: theme.Colour, area: pygame.Rect) -> None:
    """`count` round pips in one row (up to 5) or two balanced rows, centred in area."""
    if count <= 0:
        return
    rows = [count] if count <= 5 else [(count + 1) // 2, count // 2]
    across = max(rows)
    step = min(area.width * 0.9 / across, area.height / len(rows))
    radius = max(2, round(step * 0.36))
    top = area.centery - step * (len(rows) - 1) / 2
    for r, n in enumerate(rows):
        y = round(top + r * step)
        left = area.centerx - step * (n - 1) / 2
        for i in range(n):
            pygame.draw.circle(surface, ink, (round(left + i * step), y), radius)


def _draw_back(surface: pygame.Surface, colour: theme.Colour | None) -> None:
    """A lattice in the owner's colour inside a white rim."""
    w, h = surface.get_size()
    colour = colour or (50, 80, 140)
    rim, radius = _shape(surface, theme.CARD_PAPER, theme.NO_OWNER_EDGE)
    inner = surface.get_rect().inflate(-2 * rim - round(w * 0.1), -2 * rim - round(w * 0.1))
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    pattern.fill(colour)
    line = theme.lighten(colour, 0.35)
    step = max(6, round(w * 0.14))
    for offset in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(pattern, line, (offset, 0), (offset + inner.height, inner.height), max(1, w // 60))
        pygame.draw.line(pattern, line, (offset, inner.height), (offset + inner.height, 0), max(1, w // 60))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius - rim))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(pattern, inner.topleft)


def _blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]) -> None:
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
