"""What each move does: the turn's actions, the Talk, the combat, the refill and the end."""

from __future__ import annotations

from tabletop.engine.frozen_copy import changed
from tabletop.engine.game import Move
from tabletop.engine.words import say

from . import cards as cd, rules
from .state import (ACTION, ASIDE, ASK, ATTACK, CHOOSE, COMBAT, DECLARE, DEFENCE, FORCE, GIVE, GOT, HAND, HUMAN, KEEP,
                    O1_GIVES, O1_WANT, OFFER, OVER, PICK, REFILL, TAKE, THING, Combat, Pending, State, who)
from .table import Table


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a legal move."""
    t = Table(state)
    HANDLERS[move.kind](t, seat, move)
    return t.freeze()


# --- declarations and the end ------------------------------------------------------------------
def declare(t: Table, seat: int, move: Move) -> None:
    """Rescue (a Human) or Escape (a Thing): everyone reveals; the declarer's side wins only if every
    living player is on it."""
    team = t.role(seat)
    united = all(t.role(s) == team for s in t.living())
    t.say(say(f"the_things.log.{move.kind}", seat=who(seat)))
    finish(t, team if united else (THING if team == HUMAN else HUMAN), (seat, move.kind))


def finish(t: Table, winner: str, how: tuple) -> None:
    """The game is over; `winner` is the winning team. Cards in play (a searched card, a combat's
    cards) go to the discard pile so that every card stays somewhere."""
    limbo = [t.pending.drawn] if t.pending.drawn >= 0 else []
    if t.pending.combat is not None:
        limbo += [c for cards in t.pending.combat.played for c in cards]
    for card in limbo:
        t.to_discard(card, public=True)
    t.winner, t.ended_by, t.phase, t.pending = winner, how, OVER, Pending()
    t.say(say(f"the_things.log.win_{winner}"))


def kill(t: Table, seat: int) -> None:
    """A death: the hand goes face down to the discard pile unseen, the role stays secret."""
    t.death_roles[seat] = t.role(seat)
    for card in list(t.hands[seat]):
        t.remove(seat, card)
        t.to_discard(card)
    t.alive[seat] = False
    for known in t.known:
        known[:] = [(h, c) for h, c in known if h != seat]
    t.say(say("the_things.log.dies", seat=who(seat)))
    living = t.living()
    if len(living) == 1:
        finish(t, t.role(living[0]), (living[0], "last"))


# --- the turn ----------------------------------------------------------------------------------
def start_turn(t: Table, seat: int) -> None:
    """`seat` begins a turn."""
    t.active, t.phase, t.pending = seat, ACTION, Pending()
    t.turn += 1


def end_action(t: Table) -> None:
    """The action is done: everyone refills, from the active player clockwise."""
    if t.phase == OVER:
        return
    queue = tuple(s for s in t.round_from(t.active, include=True) if len(t.hands[s]) < HAND)
    t.phase, t.pending = REFILL, Pending(refill=queue)
    continue_refill(t)


def continue_refill(t: Table) -> None:
    """Refill the players in the queue; stop at the first who drew a card (he looks at it)."""
    while t.pending.refill:
        seat = t.pending.refill[0]
        new = refill_hand(t, seat, t.pending.new)
        if new:
            t.set(new=tuple(new))
            return
        t.set(refill=t.pending.refill[1:], new=())
    if t.option("declaration_round"):
        # Everyone alive is asked in turn, from the active player, whether to declare; nobody is skipped.
        t.phase, t.pending = DECLARE, Pending(queue=tuple(t.round_from(t.active, include=True)))
        return
    next_turn(t)


def next_turn(t: Table) -> None:
    """The turn passes to the next living player on the left."""
    following = t.round_from(t.active)
    start_turn(t, following[0] if following else t.active)


def no_declaration(t: Table, seat: int, move: Move) -> None:
    """The asked player does not declare; after the last, the next turn."""
    t.set(queue=t.pending.queue[1:])
    if not t.pending.queue:
        next_turn(t)


def black_left(t: Table) -> bool:
    """T9: whether the draw and discard piles hold any black card at all."""
    return any(not cd.red(c) for c in t.draw + t.discard + t.discard_up)


def refill_hand(t: Table, seat: int, new) -> list[int]:
    """Draw up to five; a Human shows each red card and discards it; a Thing keeps it for now."""
    new, shown = list(new), []
    while len(t.hands[seat]) < HAND:
        if t.role(seat) == HUMAN and not black_left(t):
            t.say(say("the_things.log.no_black_left", seat=who(seat)))
            break
        card = t.draw_card()
        if card is None:
            break
        if cd.red(card) and t.role(seat) == HUMAN:
            shown.append(cd.name(card))
            t.to_discard(card, public=True)
            continue
        t.hands[seat].append(card)
        new.append(card)
    if shown:
        t.say(say("the_things.log.draws_and_shows", seat=who(seat), cards=" ".join(shown)))
    return new


def refill_reveal(t: Table, seat: int, move: Move) -> None:
    """A Thing shows a red card it drew, as a Human would, and draws again."""
    card = move.get("card")
    t.remove(seat, card)
    t.to_discard(card, public=True)
    t.say(say("the_things.log.draws_and_shows", seat=who(seat), cards=cd.name(card)))
    new = [c for c in t.pending.new if c != card]
    t.set(new=tuple(refill_hand(t, seat, new)))


def refill_ready(t: Table, seat: int, move: Move) -> None:
    """The refilling player has seen his cards: the next one refills."""
    t.say(say("the_things.log.draws", seat=who(seat), count=len(t.pending.new)))
    t.set(refill=t.pending.refill[1:], new=())
    continue_refill(t)


# --- Search ------------------------------------------------------------------------------------
def search(t: Table, seat: int, move: Move) -> None:
    """Draw a card and look at it."""
    card = t.draw_card()
    if card is None:
        t.say(say("the_things.log.search_empty", seat=who(seat)))
        end_action(t)
        return
    t.say(say("the_things.log.searches", seat=who(seat)))
    t.tell(seat, say("the_things.note.drew", card=cd.name(card)))
    t.phase, t.pending = KEEP, Pending(drawn=card)


def search_discard(t: Table, seat: int, card: int, searched: bool) -> None:
    """A searched card or a hand card goes to the discard pile (face up with H4)."""
    if t.option("h4_face_up_search"):
        t.discard_up.append(card)
        t.say(say("the_things.log.discards_face_up", seat=who(seat), card=cd.name(card)))
    else:
        t.to_discard(card, seen_by=seat)
        t.say(say("the_things.log.discards_face_down", seat=who(seat)))


def discard_drawn(t: Table, seat: int, move: Move) -> None:
    """The searched card goes away."""
    search_discard(t, seat, t.pending.drawn, True)
    end_action(t)


def keep_drawn(t: Table, seat: int, move: Move) -> None:
    """The searched card is kept and a hand card discarded instead."""
    card = move.get("card")
    t.remove(seat, card)
    t.hands[seat].append(t.pending.drawn)
    search_discard(t, seat, card, False)
    end_action(t)


# --- Talk --------------------------------------------------------------------------------------
def talk(t: Table, seat: int, move: Move) -> None:
    """Start a Talk: the offer comes next."""
    t.phase = O1_WANT if t.option("o1_catan_talk") else OFFER


def back(t: Table, seat: int, move: Move) -> None:
    """Leave the Talk's offer for the choice of action."""
    t.phase, t.pending = ACTION, Pending()


def want(t: Table, seat: int, move: Move) -> None:
    """Catan-style Talk: the rank wanted; the offered ranks come next."""
    t.phase, t.pending = O1_GIVES, Pending(want=move.get("rank"))


def add_rank(t: Table, seat: int, move: Move) -> None:
    """Catan-style Talk: one more rank joins the offer."""
    t.set(gives=tuple(sorted(t.pending.gives + (move.get("rank"),))))


def offer(t: Table, seat: int, move: Move) -> None:
    """Announce the offer; every other living player is asked in turn."""
    if move.kind == "offer":
        card = move.get("card")
        gives, chosen = (cd.rank(card),), card
    else:
        gives, chosen = tuple(move.get("gives")), -1
    wanted = move.get("want")
    t.say(say("the_things.log.offers", seat=who(seat), gives=cd.ranks_or(gives), want=cd.a_rank(wanted)))
    t.phase = ASK
    t.pending = Pending(card=chosen, gives=gives, want=wanted, queue=tuple(t.round_from(seat)))


def answer(t: Table, seat: int, move: Move) -> None:
    """A volunteer or a refusal; once everyone answered, the active player goes on."""
    if move.kind in ("volunteer", "volunteer_for"):
        taken = move.get("take", t.pending.gives[0])
        t.set(volunteers=t.pending.volunteers + ((seat, taken),))
        if len(t.pending.gives) > 1:
            t.say(say("the_things.log.volunteers_for", seat=who(seat), rank=cd.rank_word(taken)))
        else:
            t.say(say("the_things.log.volunteers", seat=who(seat)))
    else:
        t.say(say("the_things.log.declines", seat=who(seat)))
    t.set(queue=t.pending.queue[1:])
    if t.pending.queue:
        return
    if t.pending.volunteers:
        t.phase = CHOOSE
    elif t.option("h1_search_instead"):
        t.say(say("the_things.log.search_instead"))
        search(t, t.active, move)
    elif t.pending.card < 0:
        t.phase = PICK
    else:
        t.phase = FORCE
        no_partner_ends(t)


def choose(t: Table, seat: int, move: Move) -> None:
    """The active player takes one volunteer, who then picks the card he gives."""
    partner = move.get("seat")
    taken = dict(t.pending.volunteers)[partner]
    t.say(say("the_things.log.trades_with", seat=who(seat), partner=who(partner)))
    t.phase = GIVE
    t.set(partner=partner, taken=taken)


def give(t: Table, seat: int, move: Move) -> None:
    """The volunteer's card; the active player's card follows (picked first where several fit)."""
    t.set(received=move.get("card"))
    if t.pending.card >= 0:
        trade(t, seat, move.get("card"), t.active, t.pending.card)
        return
    fits = rules.giveable(t.hands[t.active], t.pending.taken)
    if len(fits) == 1:
        trade(t, seat, move.get("card"), t.active, fits[0])
    else:
        t.phase = PICK


def pick(t: Table, seat: int, move: Move) -> None:
    """Catan-style Talk: which card the active player gives (to the volunteer, or in a forced exchange)."""
    card = move.get("card")
    if t.pending.partner >= 0:
        trade(t, seat, card, t.pending.partner, t.pending.received)
        return
    t.set(card=card)
    t.phase = FORCE
    no_partner_ends(t)


def partners(state_or_table, seat: int) -> list[int]:
    """Who can be named for a forced exchange: living others with two cards or more (T3)."""
    return [s for s in state_or_table.round_from(seat) if len(state_or_table.hands[s]) >= 2]


def no_partner_ends(t: Table) -> None:
    """With nobody to name (only after reshuffles run dry), the Talk ends with no exchange."""
    if not partners(t, t.active):
        t.say(say("the_things.log.no_partner"))
        end_action(t)


def force(t: Table, seat: int, move: Move) -> None:
    """Nobody volunteered: the named partner sets a card aside."""
    partner = move.get("seat")
    t.say(say("the_things.log.names_partner", seat=who(seat), partner=who(partner)))
    t.phase = ASIDE
    t.set(partner=partner)


def set_aside(t: Table, seat: int, move: Move) -> None:
    """The partner's set-aside card; the active player draws blind from the rest."""
    t.say(say("the_things.log.sets_aside", seat=who(seat)))
    t.phase = TAKE
    t.set(aside=move.get("card"))


def take(t: Table, seat: int, move: Move) -> None:
    """The active player's blind draw from the partner's other cards, then the exchange."""
    partner = t.pending.partner
    rest = sorted(c for c in t.hands[partner] if c != t.pending.aside)
    order, t.rng = t.rng.shuffled(rest)  # face down in random order: the slot tells nothing
    trade(t, seat, t.pending.card, partner, order[move.get("slot")])


def seen(t: Table, seat: int, move: Move) -> None:
    """A trader has looked at the card got: the other trader looks next, then the action is over."""
    if len(t.pending.looks) > 1:
        t.set(looks=t.pending.looks[1:])
    else:
        end_action(t)


def trade(t: Table, a: int, card_a: int, b: int, card_b: int) -> None:
    """`a` (the trader at the screen) gives `card_a` to `b` and receives `card_b`; each knows where his own
    card went. Then each looks at the card got, on his own screen and `a` first, before the action ends:
    a card's suit (a red one makes a Thing) was never announced."""
    t.remove(a, card_a)
    t.remove(b, card_b)
    t.hands[a].append(card_b)
    t.hands[b].append(card_a)
    t.learn(a, b, card_a)
    t.learn(b, a, card_b)
    t.tell(a, say("the_things.note.traded", given=cd.name(card_a), other=who(b), got=cd.name(card_b)))
    t.tell(b, say("the_things.note.traded", given=cd.name(card_b), other=who(a), got=cd.name(card_a)))
    t.trades += 1
    first, second = (a, b) if a == t.active else (b, a)
    t.say(say("the_things.log.exchange", first=who(first), second=who(second)))
    t.phase, t.pending = GOT, Pending(looks=((a, card_b, b), (b, card_a, a)))


# --- Blood test --------------------------------------------------------------------------------
def blood(t: Table, seat: int, move: Move) -> None:
    """Show and discard a flamethrower, look at one random card of the named player."""
    flame, target = move.get("card"), move.get("target")
    t.remove(seat, flame)
    t.to_discard(flame, public=True)
    seen, t.rng = t.rng.choice(sorted(t.hands[target]))
    t.learn(seat, target, seen)
    t.say(say("the_things.log.blood_test", seat=who(seat), card=cd.name(flame), target=who(target)))
    t.tell(seat, say("the_things.note.blood_seen", seat=who(target), card=cd.name(seen)))
    t.tell(target, say("the_things.note.blood_seen_by", seat=who(seat), card=cd.name(seen)))
    end_action(t)


# --- Attack ------------------------------------------------------------------------------------
def attack(t: Table, seat: int, move: Move) -> None:
    """Name a target; the attacker plays first."""
    target = move.get("target")
    n = t.players
    side = [0] * n
    side[seat], side[target] = ATTACK, DEFENCE
    combat = Combat(attacker=seat, target=target, side=tuple(side), played=((),) * n, faces=(0,) * n)
    t.say(say("the_things.log.attacks", seat=who(seat), target=who(target)))
    t.phase, t.pending = COMBAT, Pending(combat=changed(combat, queue=round_queue(t, combat)))


def round_queue(t: Table, combat: Combat) -> tuple:
    """Who is asked this round: the side's principal, then everyone not on the other side in seat order."""
    side = combat.round_side()
    principal = combat.attacker if side == ATTACK else combat.target
    others = [s for s in t.round_from(principal)
              if s not in (combat.attacker, combat.target) and combat.side[s] in (0, side)]
    return (principal, *others)


def play(t: Table, seat: int, move: Move) -> None:
    """A card face up for the side of this round (a player not yet committed joins it)."""
    c = t.pending.combat
    card = move.get("card")
    t.remove(seat, card)
    side, played, faces = list(c.side), list(c.played), list(c.faces)
    joined = side[seat] == 0
    side[seat] = c.round_side()
    played[seat] = played[seat] + (card,)
    faces[seat] = faces[seat] or rules.face_kind(card)
    if cd.red(card):
        t.exposed[seat] = True
    worded = ("the_things.log.joins_attack" if side[seat] == ATTACK else "the_things.log.joins_defence") \
        if joined else "the_things.log.plays"
    t.say(say(worded, seat=who(seat), card=cd.name(card)))
    t.set(combat=changed(c, side=tuple(side), played=tuple(played), faces=tuple(faces),
                         round_cards=c.round_cards + 1, now=c.now + 1))


def stop(t: Table, seat: int, move: Move) -> None:
    """The asked player is done this round; after the last, the next round or the resolution."""
    c = t.pending.combat
    if not c.now:
        t.say(say("the_things.log.passes", seat=who(seat)))
    c = changed(c, queue=c.queue[1:], now=0)
    if not c.queue:
        quiet = c.quiet + 1 if c.round_cards == 0 else 0
        if quiet >= 2:
            resolve(t, c)
            return
        c = changed(c, round=c.round + 1, round_cards=0, quiet=quiet)
        c = changed(c, queue=round_queue(t, c))
    t.set(combat=c)


def resolve(t: Table, c: Combat) -> None:
    """Count the sides, discard the cards played, and the loser dies (or nobody)."""
    dead, why = rules.outcome(c, t.option("h5_faces_are_numbers"))
    t.say(why)
    for cards in c.played:
        for card in cards:
            t.to_discard(card, public=True)
    t.pending = Pending()
    if dead is not None:
        kill(t, dead)
    end_action(t)


HANDLERS = {
    "rescue": declare, "escape": declare,
    "search": search, "discard_drawn": discard_drawn, "keep": keep_drawn,
    "talk": talk, "back": back, "want": want, "offer": offer, "offer_many": offer, "add_rank": add_rank,
    "volunteer": answer, "volunteer_for": answer, "decline": answer, "choose": choose, "give": give, "pick": pick,
    "force": force, "aside": set_aside, "take": take, "seen": seen,
    "blood": blood, "attack": attack, "play": play, "pass": stop,
    "reveal": refill_reveal, "ready": refill_ready, "no_declaration": no_declaration,
}
