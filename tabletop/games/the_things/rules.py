"""The Things' rules as small pure functions: what a hand may give, play, discard, and how combat scores."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.words import Words, say

from . import cards as cd
from .state import ATTACK, BITES, DEFENCE, FLAMES, Combat


def reds(hand) -> int:
    """How many red cards a hand holds."""
    return sum(1 for c in hand if cd.red(c))


def is_thing(hand) -> bool:
    """A red card makes a Thing."""
    return any(cd.red(c) for c in hand)


def may_part_with(hand, card: int) -> bool:
    """Whether `card` may leave `hand` by a trade or a discard: a Thing never loses its last red card."""
    return not (cd.red(card) and reds(hand) == 1)


def giveable(hand, want: int | None = None) -> list[int]:
    """The cards of `hand` (of rank `want`, if given) that may be given away."""
    return [c for c in hand if (want is None or cd.rank(c) == want) and may_part_with(hand, c)]


def aside_choices(hand) -> list[int]:
    """What a forced partner may set aside: a Thing any red card, a Human any card."""
    red = [c for c in hand if cd.red(c)]
    return red or list(hand)


def face_kind(card: int) -> int:
    """FLAMES, BITES, or 0 for a number card."""
    if not cd.face_card(card):
        return 0
    return BITES if cd.red(card) else FLAMES


def playable(hand, committed: int) -> list[int]:
    """Cards a player may add to a combat: never flamethrowers and bites together, and a Thing keeps
    at least one red card (so it never empties its hand)."""
    thing = is_thing(hand)
    out = []
    for c in hand:
        kind = face_kind(c)
        if kind and committed and kind != committed:
            continue
        if thing and cd.red(c) and reds(hand) == 1:
            continue
        out.append(c)
    return out


def group_value(cards, faces_count: bool = False) -> int:
    """Number mode for one player: one card is its rank, two of a rank 3x, three 4x, four 5x
    (a fifth copy, possible with two decks, keeps adding one step). With `faces_count` (H5), J/Q/K
    are 11/12/13; otherwise face cards add nothing."""
    ranks = Counter(cd.rank(c) for c in cards if faces_count or not cd.face_card(c))
    return sum(r * (n if n == 1 else n + 1) for r, n in ranks.items())


def face_mode(combat: Combat, h5: bool) -> bool:
    """Face mode: any J, Q or K was played (never with H5, where faces are numbers)."""
    return not h5 and any(cd.face_card(c) for cards in combat.played for c in cards)


def side_faces(combat: Combat, side: int) -> int:
    """Face cards played by one side."""
    return sum(1 for s, cards in enumerate(combat.played) if combat.side[s] == side
               for c in cards if cd.face_card(c))


def side_total(combat: Combat, side: int, h5: bool) -> int:
    """Number mode: the sum of the side's players' own grouped values (no pairs across players)."""
    return sum(group_value(cards, h5) for s, cards in enumerate(combat.played) if combat.side[s] == side)


def outcome(combat: Combat, h5: bool) -> tuple[int | None, Words]:
    """Who dies (a seat, or None) and the sentence that says why."""
    if face_mode(combat, h5):
        att, dfn = side_faces(combat, ATTACK), side_faces(combat, DEFENCE)
        if att > dfn:
            return combat.target, say("the_things.outcome.faces_target", attack=att, defence=dfn)
        return combat.attacker, say("the_things.outcome.faces_attacker", attack=att, defence=dfn)
    att, dfn = side_total(combat, ATTACK, h5), side_total(combat, DEFENCE, h5)
    if att > dfn:
        return combat.target, say("the_things.outcome.numbers_target", attack=att, defence=dfn)
    return None, say("the_things.outcome.numbers_fail", attack=att, defence=dfn)
