"""A sensible computer seat: Humans test and attack suspects; Things hide, spread red cards, strike and escape.

It decides from what the seat knows only — its hand, the cards it knows are in
other hands, who was seen playing a red card — and from worlds drawn from that
view: who is likely a Thing, whether everybody alive is on its side, and what an
attack on each player would likely bring (fight_odds.py).
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import say

from . import cards as cd, rules
from .fight_odds import attack_values, guessed_values
from .information import determinize
from .state import (ACTION, ASIDE, ASK, ATTACK, CHOOSE, COMBAT, DEFENCE, FORCE, GIVE, GOT, HUMAN, KEEP, OFFER, PICK, REFILL,
                    TAKE, THING, State)


LONG_GAME = 8  # turns per player after which a computer seat stops waiting for a sign


class _Known:
    """The state with the seat's weighed suspicion of every seat attached, and the value of attacking each
    seat where worlds were drawn for it (None: guessed from counts when asked) (read-only)."""

    def __init__(self, state: State, suspicion: list[float], attacks: list[float] | None = None):
        self._state, self.suspicion, self.attacks = state, suspicion, attacks

    def __getattr__(self, name):
        return getattr(self._state, name)


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's chance: its team's share of the living, pulled towards even."""
    living = state.living()
    things = sum(1 for s in living if state.role(s) == THING)
    share = 0.3 + 0.4 * things / max(1, len(living))
    return tuple(share if state.role(s) == THING else 1.0 - share for s in range(state.players))


def suspects(state: State, seat: int) -> set[int]:
    """Living players `seat` knows are Things: seen playing red, or known to hold a red card."""
    out = {p for p in state.living() if state.exposed[p] and p != seat}
    out |= {h for h, c in state.known[seat] if cd.red(c) and state.alive[h]}
    return out


def cleared(state: State, seat: int) -> set[int]:
    """Living players `seat` has seen black cards of and no red one (a weak sign of a Human)."""
    seen = {h for h, c in state.known[seat] if state.alive[h]}
    return seen - suspects(state, seat)


def strength(card: int) -> int:
    """How much a card helps in a fight: faces most, then high numbers."""
    return 20 if cd.face_card(card) else cd.rank(card)


def find(moves: list[Move], kind: str, **params) -> Move | None:
    """The first legal move of `kind` whose parameters include `params`."""
    for move in moves:
        if move.kind == kind and all(move.get(k) == v for k, v in params.items()):
            return move
    return None


KEEP_FLAMES = 2     # flamethrowers held before one is spent on a blood test
SAMPLES = 24   # worlds drawn from the seat's view to weigh who is what
SURE = 0.8     # how sure a seat must be that everyone alive is on its side before it declares
PATIENCE = 15  # turns before a seat grows readier to declare: a game where nobody dares would never end
LEAST_SURE = 0.5


def sure_enough(state: State) -> float:
    """How sure a seat must be to declare: very early on, a little less each turn after PATIENCE, never
    below an even chance (a long stand-off of Things trading red cards ends with an Escape)."""
    return max(LEAST_SURE, SURE - 0.02 * max(0, state.turn - PATIENCE))


def beliefs(state: State, seat: int, rng) -> tuple[list[float], float, list[float] | None]:
    """Per seat the share of drawn worlds where it is a Thing, the share where every living player is on
    `seat`'s side, and on its turn the value of attacking each seat over those worlds (the
    determinizations keep exactly what the seat has seen)."""
    things = [0.0] * state.players
    united = 0
    team = state.role(seat)
    worlds = []
    for _ in range(SAMPLES):
        value, rng = rng.next64()
        world = determinize(state, seat, type(rng).from_seed(value))
        worlds.append(world)
        for p in world.living():
            things[p] += world.role(p) == THING
        united += all(world.role(p) == team for p in world.living())
    attacks = attack_values(worlds, seat) if state.phase == ACTION else None
    return [t / SAMPLES for t in things], united / SAMPLES, attacks


def policy(state: State, seat: int, moves: list[Move], rng, united: float | None = None):
    """Normal's (move, why) from the seat's weighed suspicions (`state` is a `_Known`); `united` is its
    belief that everybody alive is on its side (None: declare only on what it knows)."""
    if united is not None and united >= sure_enough(state):
        declared = find(moves, "rescue") or find(moves, "escape")
        if declared:
            return declared, say("the_things.why.united")
    declared = declaration(state, seat, moves)
    if declared:
        return declared
    handler = HANDLERS.get(state.phase)
    picked = handler(state, seat, moves, rng) if handler else None
    if picked is None:
        plain = [m for m in moves if m.kind not in ("rescue", "escape", "back")] or moves
        picked = (plain[0], say("the_things.why.no_better"))
    return picked


def declaration(state: State, seat: int, moves: list[Move]):
    """Declare when every living player is known to be on the seat's side."""
    others = [p for p in state.living() if p != seat]
    role = state.role(seat)
    escape = find(moves, "escape")  # none on a public prompt
    if escape and role == THING and others and all(p in suspects(state, seat) for p in others):
        return escape, say("the_things.why.escape")
    return None


ATTACK_EDGE = 0.25  # the mean value an attack must promise (an enemy's death is worth 1, the attacker's -1)
SURE_KILL = 0.55    # a Thing strikes before it spreads a red card when an attack promises this much


def best_attack(state: State, seat: int, moves: list[Move]) -> tuple[Move | None, float]:
    """The legal attack that promises most, and its value (drawn worlds, or counts in a play-out)."""
    values = state.attacks if state.attacks is not None else guessed_values(state, seat, state.suspicion)
    attacks = [m for m in moves if m.kind == "attack"]
    if not attacks:
        return None, float("-inf")
    best = max(attacks, key=lambda m: values[m.get("target")])  # the first of equals: seat order from the left
    return best, values[best.get("target")]


def action(state: State, seat: int, moves: list[Move], rng):
    """Attack when it likely kills an enemy and spares the attacker; a Human tests somebody untested, a Thing
    spreads a spare red card; otherwise search."""
    attack, value = best_attack(state, seat, moves)
    if state.role(seat) == HUMAN:
        return human_action(state, seat, moves, attack, value)
    if attack and value >= SURE_KILL:
        return attack, say("the_things.why.strike_human")
    if rules.reds(state.hands[seat]) >= 2 and find(moves, "talk"):
        return find(moves, "talk"), say("the_things.why.spread_red")
    if attack and value >= ATTACK_EDGE:
        return attack, say("the_things.why.strike_human")
    return impatient(state, seat, moves, suspects(state, seat)) or \
        (find(moves, "search"), say("the_things.why.search_quietly"))


def human_action(state: State, seat: int, moves: list[Move], attack: Move | None, value: float):
    """Attack the player an attack likely kills as a Thing, test the untested, otherwise search; a long game
    makes a Human attack the least trusted player rather than wait."""
    if attack and value >= ATTACK_EDGE:
        known = attack.get("target") in suspects(state, seat)
        return attack, say("the_things.why.attack_known" if known else "the_things.why.attack_likely")
    flames = [c for c in state.hands[seat] if cd.flamethrower(c)]
    if len(flames) >= KEEP_FLAMES:  # one flamethrower is kept to defend with: a tie of faces saves the target
        sus = suspects(state, seat)
        untested = [p for p in state.round_from(seat) if p not in cleared(state, seat) and p not in sus]
        if untested:
            move = find(moves, "blood", card=flames[0], target=untested[0])
            if move:
                return move, say("the_things.why.blood_untested")
    return impatient(state, seat, moves, cleared(state, seat)) or (find(moves, "search"), say("the_things.why.search_flames"))


def impatient(state: State, seat: int, moves: list[Move], trusted: set):
    """A long game: attack somebody not trusted rather than wait for ever."""
    if state.turn <= LONG_GAME * state.players:
        return None
    for target in state.round_from(seat):
        if target not in trusted:
            move = find(moves, "attack", target=target)
            if move:
                return move, say("the_things.why.impatient")
    return None


def keep(state: State, seat: int, moves: list[Move], rng):
    """Keep the drawn card when it is better than the worst card that may go."""
    drawn = state.pending.drawn
    thing = state.role(seat) == THING

    def worth(card: int) -> int:
        return (30 if thing and cd.red(card) else 0) + strength(card)

    options = [m for m in moves if m.kind == "keep"]
    if options:
        worst = min(options, key=lambda m: worth(m.get("card")))
        if worth(drawn) > worth(worst.get("card")):
            return worst, say("the_things.why.keep_better")
    return find(moves, "discard_drawn") or (options[0] if options else None), say("the_things.why.throw_drawn")


def offer(state: State, seat: int, moves: list[Move], rng):
    """A Thing offers a spare red card for a rank people often hold; a Human a low black card."""
    hand = state.hands[seat]
    spare = [c for c in rules.giveable(hand) if cd.red(c)] if state.role(seat) == THING else []
    cards = spare or sorted(rules.giveable(hand), key=strength)
    for card in cards:
        wanted = cd.rank(card) % 10 + 1
        move = find(moves, "offer", card=card, want=wanted)
        if move:
            return move, say("the_things.why.offer")
    return None


def ask(state: State, seat: int, moves: list[Move], rng):
    """A Thing volunteers when it can give a red card; a Human declines (a stranger's card may be red)."""
    if state.role(seat) == THING:
        want = state.pending.want
        if any(cd.red(c) for c in rules.giveable(state.hands[seat], want)):
            move = next((m for m in moves if m.kind in ("volunteer", "volunteer_for")), None)
            if move:
                return move, say("the_things.why.volunteer_red")
    return find(moves, "decline"), say("the_things.why.decline")


def choose_volunteer(state: State, seat: int, moves: list[Move], rng):
    """Prefer a volunteer not known to be a Thing."""
    sus = suspects(state, seat)
    options = [m for m in moves if m.kind == "choose"]
    good = [m for m in options if m.get("seat") not in sus]
    return (good or options)[0], say("the_things.why.choose_trusted")


def give(state: State, seat: int, moves: list[Move], rng):
    """A Thing gives a red card where it can; anyone else the weakest card."""
    options = [m for m in moves if m.kind in ("give", "pick")]
    if state.role(seat) == THING:
        red = [m for m in options if cd.red(m.get("card"))]
        if red:
            return red[0], say("the_things.why.pass_red")
    return min(options, key=lambda m: strength(m.get("card"))), say("the_things.why.give_weakest")


def force(state: State, seat: int, moves: list[Move], rng):
    """A Thing names somebody not yet a Thing; a Human somebody cleared."""
    options = [m for m in moves if m.kind == "force"]
    sus, ok = suspects(state, seat), cleared(state, seat)
    if state.role(seat) == THING:
        good = [m for m in options if m.get("seat") not in sus]
    else:
        good = [m for m in options if m.get("seat") in ok]
    return (good or options)[0], say("the_things.why.name_partner")


def aside(state: State, seat: int, moves: list[Move], rng):
    """Keep the best card safe."""
    options = [m for m in moves if m.kind == "aside"]
    return max(options, key=lambda m: strength(m.get("card"))), say("the_things.why.aside_best")


def take(state: State, seat: int, moves: list[Move], rng):
    """Any face-down card: they are in random order."""
    options = [m for m in moves if m.kind == "take"]
    index, _ = rng.below(len(options))
    return options[index], say("the_things.why.take_blind")


def combat(state: State, seat: int, moves: list[Move], rng):
    """Principals fight to win; others join the side against the likelier enemy. A Thing nobody saw play red
    plays black cards, and a red one only to save its own life."""
    c = state.pending.combat
    plays = [m for m in moves if m.kind == "play"]
    stop = find(moves, "pass")
    side = c.round_side()
    mine = c.side[seat]
    if mine == 0:
        wanted = wants_side(state, seat, c)
        if wanted != side:
            return stop, say("the_things.why.stay_out")
    elif mine != side:
        return stop, say("the_things.why.not_my_round")
    if state.role(seat) == THING and not state.exposed[seat]:
        black = [m for m in plays if not cd.red(m.get("card"))]
        plays = black or (plays if seat in (c.attacker, c.target) and losing(state, c, side) else [])
    if rules.face_mode(c, state.option("h5_faces_are_numbers")):
        faces = [m for m in plays if cd.face_card(m.get("card"))]  # numbers no longer count
        plays = faces or (plays[:1] if stop is None else [])
    if stop is None and not plays:  # the attacker's first card is owed, whatever it shows
        plays = [m for m in moves if m.kind == "play"]
    if not plays:
        return stop, say("the_things.why.no_play")
    if not losing(state, c, side) and (c.now or stop is not None) and c.played[seat]:
        return stop, say("the_things.why.ahead")
    best = max(plays, key=lambda m: strength(m.get("card")))
    if c.now and not losing(state, c, side) and stop is not None:
        return stop, say("the_things.why.enough")
    return best, say("the_things.why.strongest")


JOIN_EDGE = 0.3  # how much likelier one side's principal must be an enemy than the other's before joining


def wants_side(state: State, seat: int, c) -> int:
    """Which side a bystander joins, or 0: the side against the likelier enemy (a Human's enemy is a Thing,
    a Thing's a Human), when one principal is clearly likelier than the other; joining risks no life."""
    sure = suspects(state, seat)

    def enemy(p: int) -> float:
        thing = 1.0 if p in sure else state.suspicion[p]
        return thing if state.role(seat) == HUMAN else 1.0 - thing
    gap = enemy(c.target) - enemy(c.attacker)
    if gap >= JOIN_EDGE:
        return ATTACK
    if gap <= -JOIN_EDGE:
        return DEFENCE
    return 0


def losing(state: State, c, side: int) -> bool:
    """Whether `side` would lose if the combat ended now."""
    other = 2 if side == ATTACK else ATTACK
    h5 = state.option("h5_faces_are_numbers")
    if rules.face_mode(c, h5):
        mine, theirs = rules.side_faces(c, side), rules.side_faces(c, other)
    else:
        mine, theirs = rules.side_total(c, side, h5), rules.side_total(c, other, h5)
    return mine <= theirs if side == ATTACK else mine < theirs


def seen(state: State, seat: int, moves: list[Move], rng):
    """The card got in an exchange is looked at: go on."""
    return find(moves, "seen"), say("the_things.why.seen_got")


def no_declaration(state: State, seat: int, moves: list[Move], rng):
    """Not sure enough to declare."""
    return find(moves, "no_declaration"), say("the_things.why.not_sure")


def refill(state: State, seat: int, moves: list[Move], rng):
    """Keep what was drawn."""
    return find(moves, "ready"), say("the_things.why.keep_new")


HANDLERS = {ACTION: action, KEEP: keep, OFFER: offer, ASK: ask, CHOOSE: choose_volunteer, GIVE: give, PICK: give,
            FORCE: force, ASIDE: aside, TAKE: take, GOT: seen, COMBAT: combat, REFILL: refill,
            "declarations": no_declaration}
