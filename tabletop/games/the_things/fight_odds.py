"""What an attack would likely bring a computer seat: the evaluator behind its attacks.

In each world drawn from the seat's view, every player in the fight is taken to put in all it may: face
cards of its better kind, or else its number cards (a Thing keeps a red card; a Thing nobody has seen
play red plays black cards only, to stay unseen). Players outside the fight join it only against a
player everybody saw play red (Humans against it, Things for it), the one thing all of them know. A
world then gives the target's death, the attacker's, or nothing, and the seat weighs these by the roles
in that world. In a play-out, where drawing worlds costs too much, the odds come from the counts the
seat sees instead (`guessed_values`).
"""

from __future__ import annotations

from math import comb

from . import cards as cd, rules
from .information import fixed_discards
from .state import HUMAN, THING, State

KILL = 1.0      # an enemy dies
LOSS = -1.2     # a player of one's own side dies (a kill in error also tells the enemy who is who)
DEATH = -1.0    # the attacker dies
NOTHING = -0.1  # nobody dies: the cards played are gone
FIGHT = 2       # the number cards count only when nobody plays a face; they tie often, so they weigh less


def may_fight_with(hand, thing: bool, hidden: bool) -> tuple[int, int]:
    """(faces of the better kind, the grouped value of the number cards) a player may put into a fight:
    a Thing keeps one red card, and a `hidden` one plays no red card at all."""
    reds = [c for c in hand if cd.red(c)]
    spare_reds = 0 if hidden else max(0, len(reds) - 1) if thing else len(reds)
    flames = sum(1 for c in hand if cd.flamethrower(c))
    bites = min(spare_reds, sum(1 for c in hand if cd.bite(c)))
    numbers = [c for c in hand if not cd.face_card(c) and not cd.red(c)]
    red_numbers = sorted((c for c in reds if not cd.face_card(c)), key=cd.rank, reverse=True)
    numbers += red_numbers[:spare_reds]
    return max(flames, bites), rules.group_value(numbers)


def outcome(attack: list[tuple[int, int]], defence: list[tuple[int, int]]) -> int:
    """1 the target dies, -1 the attacker dies, 0 nobody, when each side puts in what it may: more faces
    win; faces on the defence's side alone, or as many as the attack's, kill the attacker; with no face,
    the attack needs the higher number."""
    att_faces, def_faces = sum(f for f, _ in attack), sum(f for f, _ in defence)
    if att_faces > def_faces:
        return 1
    if def_faces:
        return -1
    return 1 if sum(n for _, n in attack) > sum(n for _, n in defence) else 0


def side_of_bystander(world: State, player: int, attacker: int, target: int) -> int:
    """1 the attack, -1 the defence, 0 out: only a player seen playing red draws bystanders in."""
    seen_attacker, seen_target = world.exposed[attacker], world.exposed[target]
    if seen_attacker == seen_target:
        return 0
    against_target = 1 if seen_target else -1
    return against_target if world.role(player) == HUMAN else -against_target


def fight_in(world: State, seat: int, target: int) -> int:
    """How `seat`'s attack on `target` ends in `world` (see `outcome`)."""
    def put_in(player: int, hidden_ok: bool) -> tuple[int, int]:
        thing = world.role(player) == THING
        return may_fight_with(world.hands[player], thing, hidden_ok and thing and not world.exposed[player])
    attack, defence = [put_in(seat, True)], [put_in(target, False)]  # a target fights for its life
    for player in world.living():
        if player not in (seat, target):
            side = side_of_bystander(world, player, seat, target)
            if side:
                (attack if side > 0 else defence).append(put_in(player, True))
    return outcome(attack, defence)


def worth(result: int, enemy: float) -> float:
    """The value of one ending for the attacker, `enemy` being the chance the target is on the other side."""
    if result > 0:
        return KILL * enemy + LOSS * (1 - enemy)
    return DEATH if result < 0 else NOTHING


def attack_values(worlds: list[State], seat: int) -> list[float]:
    """Per seat, the mean value of attacking it over the worlds (0 for the seat itself and the dead)."""
    values = [0.0] * worlds[0].players if worlds else []
    for world in worlds:
        mine = world.role(seat)
        for target in world.living():
            if target != seat:
                values[target] += worth(fight_in(world, seat, target), float(world.role(target) != mine))
    return [v / len(worlds) for v in values]


def guessed_values(state: State, seat: int, suspicion: list[float]) -> list[float]:
    """`attack_values` from counts: the target's unknown cards hold faces in the share the seat has not
    seen, its side is the seat's guess, and nobody joins (quick enough for a play-out)."""
    hand = state.hands[seat]
    thing = state.role(seat) == THING
    faces, _ = may_fight_with(hand, thing, thing and not state.exposed[seat])
    known_discards = fixed_discards(state, seat)
    # Every card the seat has not seen: the other hands, the draw pile, the discards it did not see go.
    unseen = [c for p in state.living() if p != seat for c in state.hands[p]] + list(state.draw) + \
        [c for c in state.discard if c not in known_discards]
    share = sum(1 for c in unseen if cd.face_card(c)) / max(1, len(unseen))
    values = [0.0] * state.players
    for target in state.living():
        if target == seat:
            continue
        held = len(state.hands[target])
        fewer = sum(comb(held, k) * share ** k * (1 - share) ** (held - k) for k in range(min(faces, held + 1)))
        none = (1 - share) ** held
        win, die = (fewer, 1 - fewer) if faces else (none / FIGHT, 1 - none)
        enemy = suspicion[target] if not thing else 1 - suspicion[target]
        values[target] = win * worth(1, enemy) + die * DEATH + (1 - win - die) * NOTHING
    return values
