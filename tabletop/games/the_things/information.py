"""What a seat cannot know, for searches, hints and undo: determinizations, secrets and returns.

A determinization keeps everything the seat has seen — its hand, the cards it
knows are in other hands (those it gave, the one a blood test showed), the
cards it saw go onto the face-down discard pile, the public reveals — and deals
every other card afresh. Roles are drawn before cards, because a uniform deal
would make most players Things: the hands held one red card at the deal (two
with H3), a Human never keeps a red card it draws, so only an exchange can make
a new Thing. Players seen playing a red card, or known to hold one, are Things;
of the rest, a number no larger than the exchanges allow is drawn. Q♥ goes to a
drawn Thing first, since the first Thing holds it unless it was traded on.
Volunteers keep a card of the wanted rank, a forced partner who is a Thing a red
card to set aside, so that every drawn world can go on.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.rng import Rng

from . import cards as cd, rules
from .state import ASK, CHOOSE, GIVE, HUMAN, KEEP, OVER, PICK, REFILL, TAKE, THING, State

EXTRA_RED = 0.15  # the chance that a drawn Thing's further unknown card is red


def fixed_in_hands(state: State, seat) -> dict[int, set]:
    """Per other player, the cards `seat` knows are in his hand."""
    out: dict[int, set] = {p: set() for p in range(state.players)}
    if seat is not None:
        for holder, card in state.known[seat]:
            out[holder].add(card)
    return out


def fixed_discards(state: State, seat) -> set:
    """Face-down discards whose identity `seat` knows."""
    known = set(state.public_discards)
    if seat is not None:
        known |= set(state.own_discards[seat])
    return known


def draw_roles(state: State, seat, fixed: dict, rng: Rng) -> tuple[set, Rng]:
    """Which other players are Things in this world: living ones, and dead ones nobody saw play red."""
    certain, unknown = set(), []
    for p in range(state.players):
        if p == seat:
            continue
        if not state.alive[p]:
            if not state.exposed[p]:
                unknown.append(p)  # its role went to the grave unseen: one of the candidates
            continue
        if state.exposed[p] or any(cd.red(c) for c in fixed[p]):
            certain.add(p)
        elif len(state.hands[p]) > len(fixed[p]):
            unknown.append(p)  # an empty hand (all played in a fight) holds no red card: Human
    mine = 1 if seat is not None and state.role(seat) == THING else 0
    # Things never turn back, so the dead seen playing red count against the Things there can ever be.
    dead_things = sum(1 for p in range(state.players) if not state.alive[p] and state.exposed[p] and p != seat)
    most = max(0, min(len(unknown), state.things_at_deal + state.trades - len(certain) - mine - dead_things))
    # The first Thing is a Thing for good, alive or dead: with none in sight it is among the candidates.
    least = 1 if (seat is not None and mine == 0 and not certain and not dead_things and most) else 0
    count, rng = rng.below(most - least + 1)
    chosen, rng = rng.shuffled(unknown)
    return certain | set(chosen[:least + count]), rng


def determinize(state: State, seat, rng: Rng) -> State:
    """A world `seat` cannot tell from `state`, with a fresh generator."""
    if state.phase == OVER:
        value, _ = rng.next64()
        return replace(state, rng=Rng.from_seed(value))
    fixed = fixed_in_hands(state, seat)
    things, rng = draw_roles(state, seat, fixed, rng)
    others = [p for p in state.living() if p != seat]
    known_discards = fixed_discards(state, seat)
    hidden_drawn = state.phase == KEEP and seat != state.active
    pool = [c for p in others for c in state.hands[p] if c not in fixed[p]]
    pool += list(state.draw) + [c for c in state.discard if c not in known_discards]
    if hidden_drawn:
        pool.append(state.pending.drawn)
    pool, rng = rng.shuffled(sorted(pool))
    reds = [c for c in pool if cd.red(c)]
    blacks = [c for c in pool if not cd.red(c)]
    if cd.QUEEN_OF_HEARTS in reds:  # the first Thing's card goes to a Thing first
        reds.remove(cd.QUEEN_OF_HEARTS)
        reds.insert(0, cd.QUEEN_OF_HEARTS)
    hands = list(state.hands)
    for p in others:
        free = len(state.hands[p]) - len(fixed[p])
        need = 0
        if p in things and free:
            need = 0 if any(cd.red(c) for c in fixed[p]) else 1
            for _ in range(free - need):
                roll, rng = rng.below(1000)
                need += roll < EXTRA_RED * 1000
        need = min(need, len(reds), free)
        if free - need > len(blacks):
            need = min(free - len(blacks), len(reds))
        new = reds[:need] + blacks[:free - need]
        del reds[:need], blacks[:free - need]
        hands[p] = cd.hand_order(tuple(fixed[p]) + tuple(new))
    rest, rng = rng.shuffled(reds + blacks)
    rest = list(rest)
    drawn = rest.pop() if hidden_drawn else state.pending.drawn
    unknown_discards = len(state.discard) - sum(1 for c in state.discard if c in known_discards)
    discard = [c for c in state.discard if c in known_discards] + rest[:unknown_discards]
    draw = rest[unknown_discards:]
    deaths = dead_roles(state, seat, things)
    world = replace(state, hands=tuple(hands), draw=tuple(draw), discard=tuple(discard), death_roles=deaths,
                    pending=replace(state.pending, drawn=drawn))
    world, rng = keep_going(world, seat, rng)
    value, _ = rng.next64()
    return replace(world, rng=Rng.from_seed(value))


def dead_roles(state: State, seat, things: set) -> tuple:
    """The dead's roles, secret to the end: Things if seen playing red or drawn so (`draw_roles`)."""
    return tuple(role if role is None or p == seat or state.exposed[p] else THING if p in things else HUMAN
                 for p, role in enumerate(state.death_roles))


def swap_in(world: State, holder: int, fits, rng: Rng, seat) -> State:
    """Give `holder` a card satisfying `fits`, swapped with one of his cards from another hidden place."""
    hand = world.hands[holder]
    if any(fits(c, hand) for c in hand):
        return world
    known = fixed_in_hands(world, seat)[holder]
    for pile in ("draw", "discard"):
        cards = list(getattr(world, pile))
        for i, c in enumerate(cards):
            if known_place(world, seat, pile, c):
                continue
            for j, mine in enumerate(hand):
                if mine in known:
                    continue
                trial = hand[:j] + (c,) + hand[j + 1:]
                if fits(c, trial) and cd.red(mine) == cd.red(c):
                    cards[i] = mine
                    hands = list(world.hands)
                    hands[holder] = cd.hand_order(trial)
                    return replace(world, hands=tuple(hands), **{pile: tuple(cards)})
    return swap_between_hands(world, holder, fits, seat)


def swap_between_hands(world: State, holder: int, fits, seat) -> State:
    """Give `holder` a card satisfying `fits` from another hidden hand, a card of the same colour going
    back (both keep their roles); the piles held none."""
    fixed = fixed_in_hands(world, seat)
    hand = world.hands[holder]
    for other in world.living():
        if other in (seat, holder):
            continue
        for c in world.hands[other]:
            if c in fixed[other]:
                continue
            for j, mine in enumerate(hand):
                trial = hand[:j] + (c,) + hand[j + 1:]
                if mine not in fixed[holder] and cd.red(mine) == cd.red(c) and fits(c, trial):
                    hands = list(world.hands)
                    hands[holder] = cd.hand_order(trial)
                    hands[other] = cd.hand_order(tuple(x for x in world.hands[other] if x != c) + (mine,))
                    return replace(world, hands=tuple(hands))
    return world


def known_place(world: State, seat, pile: str, card: int) -> bool:
    """Whether `seat` knows this discard pile card (it must stay where it is)."""
    return pile == "discard" and card in fixed_discards(world, seat)


def keep_going(world: State, seat, rng: Rng) -> tuple[State, Rng]:
    """Repair the pending step for hands drawn afresh: volunteers hold the wanted rank, the active
    player a card of the rank offered, a set-aside card is in its hand, a refill's new cards are cards
    of the refilling hand."""
    p = world.pending
    if world.phase in (ASK, CHOOSE, GIVE, PICK) and p.want:
        helpers = [v for v, _ in p.volunteers if v != seat]
        for v in helpers:
            world = swap_in(world, v, lambda c, hand: cd.rank(c) == p.want and rules.may_part_with(hand, c), rng, seat)
        if world.phase == PICK and p.partner >= 0 and p.partner != seat:
            fits = rules.giveable(world.hands[p.partner], p.want)
            world = replace(world, pending=replace(p, received=fits[0] if fits else p.received))
    if p.card >= 0 and world.active != seat and p.card not in world.hands[world.active]:
        # The offered card's rank was announced, not the card: the active hand gives one of that rank.
        def offered(c, hand):
            return cd.rank(c) == cd.rank(p.card) and rules.may_part_with(hand, c)
        world = swap_in(world, world.active, offered, rng, seat)
        fits = [c for c in world.hands[world.active] if offered(c, world.hands[world.active])]
        world = replace(world, pending=replace(world.pending, card=fits[0] if fits else p.card))
    if world.phase == TAKE and p.partner != seat:
        choice, rng = rng.choice(rules.aside_choices(world.hands[p.partner]))
        world = replace(world, pending=replace(world.pending, aside=choice))
    if world.phase == REFILL and p.refill[0] != seat and p.new:
        hand = world.hands[p.refill[0]]
        picked, rng = rng.shuffled(hand)
        world = replace(world, pending=replace(world.pending, new=tuple(sorted(picked[:len(p.new)]))))
    return world, rng


def secrets(state: State, seat: int) -> set[int]:
    """The cards only `seat` may see: its hand but for cards another player knows are there, and
    the card it searched."""
    if state.phase == OVER:
        return set()
    told = {c for k in state.known for h, c in k if h == seat}
    out = set(state.hands[seat]) - told
    if state.phase == KEEP and seat == state.active:
        out.add(state.pending.drawn)
    return out


def returns(state: State) -> tuple[float, ...]:
    """A team game: 1 for every member of the winning team, dead or alive, 0 for the others."""
    return tuple(1.0 if state.role(s) == state.winner else 0.0 for s in range(state.players))


def conserved(state: State) -> dict:
    """Every card of the decks is somewhere: hands, piles, the searched card, the combat."""
    where = [c for h in state.hands for c in h] + list(state.draw + state.discard + state.discard_up)
    if state.pending.drawn >= 0:
        where.append(state.pending.drawn)
    if state.pending.combat is not None:
        where += [c for cards in state.pending.combat.played for c in cards]
    return {"cards": tuple(sorted(where))}
