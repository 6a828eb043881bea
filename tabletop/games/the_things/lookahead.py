"""Strong's second look: which choices matter, and how they are played on and judged.

Normal decides by rules of thumb (strategy.py). Strong takes Normal's choice and a few others of the
same prompt — the action and its target, volunteering or not, declaring or not, a card to play or a pass
in a fight — and the shared play-out search (tabletop/bots) plays each one on in the same worlds (drawn
with `information.determinize` from the mover's view only, so nothing hidden is read) by every seat's
cheap Normal policy for one round of turns, then judges the position by roles (`standing`). Normal's
choice stays unless another does clearly better over the worlds.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.engine.search_help import PlayedOut, PlayOuts, Shortlist
from tabletop.engine.words import say

from . import information, rules
from .moves import legal_moves
from .state import ACTION, ASK, COMBAT, OVER, THING, State
from .strategy import LEAST_SURE, _Known, policy, strength, suspects

WORLDS = 8        # worlds drawn from the seat's view, each shared by every candidate (common draws)
CANDIDATES = 5    # moves played out at most, Normal's choice first
MOST_PLIES = 90   # a play-out's length at most, whatever the round (a long fight, many asks)
LOYALTY = 0.08    # the mean lead another candidate needs over Normal's choice (play-outs are noisy)
DECLARATIONS = ("rescue", "escape")
SECOND_GUESS = 40  # turns after which Strong no longer holds back a declaration Normal would make
# A living seat among both kinds: a Human may still join the Things, a Thing still convert the Humans;
# how well it stands grows with its side's share of the living (measured: bench/things_standing.py).
MIXED, SHARE = 0.7, 0.25
UNITED = 0.95  # alive with only its own kind left: nearly sure (a declaration is still to come)


def second_look(state: State, known: _Known, seat: int, moves: list[Move], picked, united: float, rng):
    """Normal's `picked` (move, why), or a Shortlist of it and the moves worth playing out beside it
    (`known` is `state` with the seat's weighed suspicions)."""
    ranked = candidates(known, seat, moves, picked[0], united)
    if picked[0].kind in DECLARATIONS:
        if state.turn > SECOND_GUESS:  # a long stand-off: Normal's readiness to declare ends the game
            return picked
        value, rng = rng.next64()
        instead = policy(known, seat, moves, Rng.from_seed(value))[0]  # what it would do if it waited
        ranked = [ranked[0], instead] + [m for m in ranked[1:] if m != instead]
    if len(ranked) < 2:
        return picked
    return Shortlist(tuple(ranked), picked[1], rng)


def played_out_why(state: State, seat: int, figures: PlayedOut):
    if not figures.changed:
        return None
    return say("the_things.why.played_out", worlds=figures.worlds, share=round(100 * figures.mean))


def round_over(before: State, now: State) -> bool:
    """A play-out goes on for one round of turns."""
    return now.turn >= before.turn + len(before.living())


def goes_on(world: State) -> bool:
    """Whether a drawn world can be played on: the active player holds the card he offers, every
    volunteer a card of the wanted rank he may give (a world whose roles leave no such card is dropped)."""
    p = world.pending
    if p.card >= 0 and p.card not in world.hands[world.active]:
        return False
    return all(rules.giveable(world.hands[v], p.want) for v, _ in p.volunteers) if p.want else True


def candidates(state: State, seat: int, moves: list[Move], first: Move, united: float) -> list[Move]:
    """Normal's choice, then the other moves worth a look at this prompt (none where the choice is small)."""
    others: list[Move] = []
    if state.phase == ACTION:
        others = action_candidates(state, seat, moves)
    elif state.phase == ASK:
        others = [m for m in moves if m.kind in ("volunteer", "volunteer_for", "decline")]
    elif state.phase == COMBAT:
        plays = sorted((m for m in moves if m.kind == "play"), key=lambda m: -strength(m.get("card")))
        others = [m for m in moves if m.kind == "pass"] + plays[:2]
    if united >= LEAST_SURE:
        others += [m for m in moves if m.kind in DECLARATIONS]
    out = [first]
    for move in others:
        if move not in out:
            out.append(move)
    return out[:CANDIDATES]


def action_candidates(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """Search, Talk, and the attack and blood test of the most suspect player and the least suspect."""
    out = [m for m in moves if m.kind in ("search", "talk")]
    ranked = sorted(state.round_from(seat), key=lambda p: -state.suspicion[p])
    for target in dict.fromkeys(ranked[:1] + ranked[-1:]):
        out += [m for m in moves if m.kind == "attack" and m.get("target") == target][:1]
        out += [m for m in moves if m.kind == "blood" and m.get("target") == target][:1]
    return out


def cheap(state: State, seat: int, rng: Rng) -> tuple[Move, Rng]:
    """Normal's rules of thumb with a suspicion guessed from counts, not drawn worlds (fast enough to
    play out); a seat declares only on what it knows."""
    moves = legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0], rng
    value, rng = rng.next64()
    move, _ = policy(_Known(state, guessed_suspicion(state, seat)), seat, moves, Rng.from_seed(value))
    return move, rng


def guessed_suspicion(state: State, seat: int) -> list[float]:
    """Per seat: 1 for a known Thing, else the share of the possible Things among the unknown."""
    sure = suspects(state, seat)
    unknown = [p for p in state.living() if p != seat and p not in sure]
    mine = 1 if state.role(seat) == THING else 0
    possible = max(0, state.things_at_deal + state.trades - len(sure) - mine)
    # Half: a drawn world holds anything from none to all the possible Things, evenly (information.py).
    share = min(1.0, possible / (2 * len(unknown))) if unknown else 0.0
    return [1.0 if p in sure else share if p in unknown else 0.0 for p in range(state.players)]


def standing(state: State, seat: int) -> float:
    """`seat`'s chance, judged by roles: the result once over; alive among both kinds, a fair chance growing
    with its side's share; alive among its own kind only, nearly sure; dead, its team's share of the living."""
    if state.phase == OVER:
        return information.returns(state)[seat]
    living = state.living()
    role = state.role(seat)
    mine = sum(1 for p in living if state.role(p) == role) / max(1, len(living))
    if not state.alive[seat]:
        return mine
    if mine == 1.0:
        return UNITED
    return MIXED + SHARE * mine


# Every one of the few worlds, whatever the clock: fewer would leave the verdict to noise.
PLAY_OUTS = PlayOuts(policy=cheap, done=round_over, value=standing, worlds=WORLDS, least=WORLDS, plies=MOST_PLIES,
                     loyalty=LOYALTY, playable=goes_on, draws=True, why=played_out_why)
