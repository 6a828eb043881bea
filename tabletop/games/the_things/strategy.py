"""A sensible computer seat: Humans test and attack suspects; Things hide, spread red cards and escape.

It decides from what the seat knows only — its hand, the cards it knows are in
other hands, who was seen playing a red card — which are the same in every
determinization, so the choice never depends on a drawn world.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import say

from . import cards as cd, rules
from .information import determinize
from .state import (ACTION, ASIDE, ASK, ATTACK, CHOOSE, COMBAT, DEFENCE, FORCE, GIVE, GOT, HUMAN, KEEP, OFFER, PICK, REFILL,
                    TAKE, THING, State)


LONG_GAME = 8  # turns per player after which a computer seat stops waiting for a sign


class _Known:
    """The state with the seat's weighed suspicion of every seat attached (read-only)."""

    def __init__(self, state: State, suspicion: list[float]):
        self._state, self.suspicion = state, suspicion

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


def beliefs(state: State, seat: int, rng) -> tuple[list[float], float]:
    """Per seat the share of drawn worlds where it is a Thing, and the share where every living player
    is on `seat`'s side (the determinizations keep exactly what the seat has seen)."""
    things = [0.0] * state.players
    united = 0
    team = state.role(seat)
    for _ in range(SAMPLES):
        value, rng = rng.next64()
        world = determinize(state, seat, type(rng).from_seed(value))
        for p in world.living():
            things[p] += world.role(p) == THING
        united += all(world.role(p) == team for p in world.living())
    return [t / SAMPLES for t in things], united / SAMPLES


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


def action(state: State, seat: int, moves: list[Move], rng):
    """Humans attack a suspect or test somebody untested; Things spread a spare red card or search."""
    hand = state.hands[seat]
    sus = suspects(state, seat)
    if state.role(seat) == HUMAN:
        return human_action(state, seat, moves, sus)
    if rules.reds(hand) >= 2 and find(moves, "talk"):
        return find(moves, "talk"), say("the_things.why.spread_red")
    humans = [p for p in cleared(state, seat) if p not in sus]
    bites = [c for c in hand if cd.bite(c)]
    if len(bites) >= 2 and humans:
        move = find(moves, "attack", target=humans[0])
        if move:
            return move, say("the_things.why.bite_human")
    return impatient(state, seat, moves, sus) or (find(moves, "search"), say("the_things.why.search_quietly"))


def human_action(state: State, seat: int, moves: list[Move], sus: set):
    """Attack a known or likely Thing with a flamethrower in hand, test the untested, otherwise search; a
    long game makes a Human attack the least trusted player rather than wait."""
    hand = state.hands[seat]
    flames = [c for c in hand if cd.flamethrower(c)]
    likely = max(state.round_from(seat), key=lambda p: state.suspicion[p], default=None)
    # Two flamethrowers at least: one face card from the defence turns a fight of numbers into one of faces,
    # and a tie of faces kills the attacker.
    strong = len(flames) >= 2
    if likely is not None and state.suspicion[likely] >= 0.6 and strong:
        move = find(moves, "attack", target=likely)
        if move:
            return move, say("the_things.why.attack_likely")
    for target in sorted(sus):
        if strong:
            move = find(moves, "attack", target=target)
            if move:
                return move, say("the_things.why.attack_known")
    others = state.round_from(seat)
    if len(others) == 1 and state.suspicion[others[0]] >= 0.5 and strong:
        move = find(moves, "attack", target=others[0])
        if move:
            return move, say("the_things.why.attack_last")
    if len(flames) >= KEEP_FLAMES:  # one flamethrower is kept to defend with: a tie of faces saves the target
        untested = [p for p in others if p not in cleared(state, seat) and p not in sus]
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


def fight_power(hand) -> int:
    """A rough measure of a black hand's number-mode strength."""
    return rules.group_value([c for c in hand if not cd.red(c)])


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
    """Principals fight to win; others join against a known Thing (Humans) or for a Thing (Things)."""
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
    if rules.face_mode(c, state.option("h5_faces_are_numbers")):
        faces = [m for m in plays if cd.face_card(m.get("card"))]  # numbers no longer count
        plays = faces or (plays[:1] if stop is None else [])
    if not plays:
        return stop, say("the_things.why.no_play")
    if not losing(state, c, side) and (c.now or stop is not None) and c.played[seat]:
        return stop, say("the_things.why.ahead")
    best = max(plays, key=lambda m: strength(m.get("card")))
    if c.now and not losing(state, c, side) and stop is not None:
        return stop, say("the_things.why.enough")
    return best, say("the_things.why.strongest")


def wants_side(state: State, seat: int, c) -> int:
    """Which side a bystander would join, or 0: against the likely Thing (a Human), against the likely
    Human (a Thing); a fight between two of one kind is left alone."""
    thing = [state.suspicion[c.attacker], state.suspicion[c.target]]
    mine = state.role(seat) == THING
    sure = {p: 1.0 for p in suspects(state, seat)}
    att, tgt = (sure.get(c.attacker, thing[0]), sure.get(c.target, thing[1]))
    if not mine:
        if tgt >= 0.6 and att < 0.4:
            return ATTACK
        if att >= 0.6 and tgt < 0.4:
            return DEFENCE
        return 0
    if tgt >= 0.6 and att < 0.4:
        return DEFENCE
    if att >= 0.6 and tgt < 0.4:
        return ATTACK
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
    """The card taken blind is looked at: go on."""
    return find(moves, "seen"), say("the_things.why.seen_taken")


def no_declaration(state: State, seat: int, moves: list[Move], rng):
    """Not sure enough to declare."""
    return find(moves, "no_declaration"), say("the_things.why.not_sure")


def refill(state: State, seat: int, moves: list[Move], rng):
    """Keep what was drawn."""
    return find(moves, "ready"), say("the_things.why.keep_new")


HANDLERS = {ACTION: action, KEEP: keep, OFFER: offer, ASK: ask, CHOOSE: choose_volunteer, GIVE: give, PICK: give,
            FORCE: force, ASIDE: aside, TAKE: take, GOT: seen, COMBAT: combat, REFILL: refill,
            "declarations": no_declaration}
