"""Who decides, the legal moves of every prompt with their words and clicks, and why a move is refused."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Move, among, first_equal, shown
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds
from tabletop.engine.words import Text, Words, say

from . import cards as cd, rules
from .flow import partners, who
from .state import (ACTION, ASIDE, ASK, CHOOSE, COMBAT, DECLARE, FORCE, GIVE, GOT, HUMAN, KEEP, O1_GIVES, O1_WANT, OFFER,
                    OVER, PICK, REFILL, TAKE, State)

# Every move kind and its fields with their types (anything else is not a move of this game).
SHAPES = kinds({
    "rescue": {}, "escape": {}, "search": {}, "talk": {}, "back": {}, "discard_drawn": {},
    "keep": {"card": int}, "want": {"rank": int}, "offer": {"card": int, "want": int},
    "offer_many": {"gives": tuple[int, ...], "want": int}, "add_rank": {"rank": int}, "volunteer": {}, "volunteer_for": {"take": int},
    "decline": {}, "choose": {"seat": int}, "give": {"card": int}, "pick": {"card": int},
    "force": {"seat": int}, "aside": {"card": int}, "take": {"slot": int}, "seen": {},
    "blood": {"card": int, "target": int}, "attack": {"target": int}, "play": {"card": int},
    "pass": {}, "reveal": {"card": int}, "ready": {}, "no_declaration": {},
})
RANKS = range(1, 14)
# Prompts answered in front of everybody: the table shows the public view, with no curtain, no hand
# and no declaration (the digest's §7: the active player picks a volunteer in public).
PUBLIC_PROMPTS = frozenset({CHOOSE})
# The words of the buttons that name no card or player: made once, shared by every move.
RESCUE, ESCAPE = say("the_things.move.rescue"), say("the_things.move.escape")
SEARCH, TALK, BACK = say("the_things.move.search"), say("the_things.move.talk"), say("the_things.move.back")
DECLINE, DONE, PASS = say("the_things.move.decline"), say("the_things.move.done"), say("the_things.move.pass")
NO_DECLARATION = say("the_things.move.no_declaration")


class _Words(ShapeWords):
    """The Things' own sentences for a move that is not one of its moves."""

    def no_such_kind(self, kind: Any) -> Text:
        return say("the_things.malformed.no_such_move", kind=shown(kind))

    def wrong_fields(self, kind: str, names: tuple, wanted: tuple[str, ...]) -> Text:
        if not wanted:
            return say("the_things.malformed.no_fields", kind=kind)
        return say("the_things.malformed.fields", kind=kind, fields=", ".join(wanted))

    def bad_field(self, kind: str, field: str, value: Any) -> Text:
        return say("the_things.malformed.wrong_type", field=field, kind=kind)


WORDS = _Words(say("the_things.title"))


def check_shape(move: Move) -> None:
    """MalformedMove for an unknown kind or fields of the wrong name or type."""
    check_fields(WORDS, SHAPES, move)


def to_move(state: State) -> tuple:
    """The one seat whose prompt is pending."""
    p = state.pending
    if state.phase == OVER:
        return ()
    if state.phase in (ASK, DECLARE):
        return (p.queue[0],)
    if state.phase in (GIVE, ASIDE):
        return (p.partner,)
    if state.phase == COMBAT:
        return (p.combat.queue[0],)
    if state.phase == REFILL:
        return (p.refill[0],)
    if state.phase == GOT:
        return (p.looks[0][0],)
    return (state.active,)


def hand_path(state: State, seat: int, card: int) -> tuple:
    """The click target of a card in `seat`'s hand."""
    return (f"hand/{state.hands[seat].index(card)}",)


def card_move(state: State, seat: int, kind: str, card: int, words) -> Move:
    """A move made by clicking one hand card."""
    return Move.of(kind, words, (hand_path(state, seat, card),), card=card)


def private(state: State) -> bool:
    """Whether the pending prompt is answered with the seat's own cards in view (all but the public ones)."""
    return state.phase not in PUBLIC_PROMPTS


def private_decision(state: State, seat: int) -> bool:
    """Every prompt but the pick of a volunteer shows the hand and offers the declaration of the seat's
    own role, so it needs a curtain; the pick is made in public."""
    return private(state)


def warning(state: State, seat: int, move: Move) -> Words | None:
    """Ask before ending the game by a declaration."""
    if move.kind in ("rescue", "escape"):
        return say("the_things.warning_declare")
    return None


# Moves whose outcome the mover knows in every world (they start or shape an offer or an attack).
UNDOABLE = frozenset({"talk", "back", "want", "offer", "offer_many", "attack", "force"})


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Offers and the choice of a target may be taken back; every draw, trade and card played not."""
    return move.kind in UNDOABLE


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat` (none when it is not asked)."""
    if seat not in to_move(state):
        return []
    moves = PROMPTS[state.phase](state, seat)
    return (moves + declarations(state, seat)) if private(state) else moves


def find_legal(state: State, seat: int, move: Move) -> Move | None:
    """The legal move exactly equal to `move` (types included, with its words and targets), or None. A save
    from another computer looks one up for every move it replays, so only the moves it could be are built:
    the declaration, or, where a prompt offers dozens (an action, an offer), those on the card, the player
    and the rank it names."""
    if seat not in to_move(state):
        return None
    if move.kind in DECLARATION_KINDS:
        candidates = declarations(state, seat) if private(state) else []
    else:
        narrowed = NARROWED.get((state.phase, move.kind))
        candidates = narrowed(state, seat, move) if narrowed else PROMPTS[state.phase](state, seat)
    return first_equal(candidates, move)


def _named_actions(state: State, seat: int, move: Move) -> list[Move]:
    """Search or Talk, or the Blood tests and Attacks on the card and the player `move` names."""
    if move.kind in ("search", "talk"):
        return plain_actions(state, seat)
    targets = among(others(state, seat), move.get("target"))
    if move.kind == "blood":
        return blood_moves(state, seat, among(state.hands[seat], move.get("card")), targets)
    return attack_moves(state, seat, targets)


def _named_keeps(state: State, seat: int, move: Move) -> list[Move]:
    """Discarding the searched card, or keeping it for the hand card `move` names."""
    if move.kind == "discard_drawn":
        return discard_drawn_moves(state, seat)
    return keeps(state, seat, among(state.hands[seat], move.get("card")))


def _named_offers(state: State, seat: int, move: Move) -> list[Move]:
    """The offers of the card and for the rank `move` names."""
    return offers(state, seat, among(rules.giveable(state.hands[seat]), move.get("card")), among(RANKS, move.get("want")))


def declarations(state: State, seat: int) -> list[Move]:
    """Rescue for a Human, Escape for a Thing: on every private prompt a living player gets (a
    declaration names the seat's role, so it is never offered in public)."""
    if state.role(seat) == HUMAN:
        return [Move.of("rescue", RESCUE)]
    return [Move.of("escape", ESCAPE)]


DECLARATION_KINDS = ("rescue", "escape")


def others(state: State, seat: int) -> list[int]:
    """Living players other than `seat`, clockwise from its left."""
    return state.round_from(seat)


def action_moves(state: State, seat: int) -> list[Move]:
    """The four actions (those the hand allows)."""
    targets = others(state, seat)
    return plain_actions(state, seat) + blood_moves(state, seat, state.hands[seat], targets) + \
        attack_moves(state, seat, targets)


def plain_actions(state: State, seat: int) -> list[Move]:
    """Search, and Talk when the hand has a card it may give."""
    out = [Move.of("search", SEARCH)]
    if rules.giveable(state.hands[seat]):
        out.append(Move.of("talk", TALK))
    return out


def blood_moves(state: State, seat: int, cards, targets) -> list[Move]:
    """A Blood test with each flamethrower of `cards` on each of `targets` who holds cards."""
    out = []
    for card in cards:
        if cd.flamethrower(card):
            for x in targets:
                if state.hands[x]:
                    out.append(Move.of("blood", lambda c=card, x=x: say("the_things.move.blood", seat=who(x), card=cd.name(c)),
                                       ((hand_path(state, seat, card)[0], f"seat/{x}"),), card=card, target=x))
    return out


def attack_moves(state: State, seat: int, targets) -> list[Move]:
    """An Attack on each of `targets`, when the hand has a card to fight with."""
    if not rules.playable(state.hands[seat], 0):
        return []
    return [Move.of("attack", lambda x=x: say("the_things.move.attack", seat=who(x)), ((f"seat/{x}",),), target=x)
            for x in targets]


def keep_moves(state: State, seat: int) -> list[Move]:
    """After a Search: discard the drawn card, or keep it and discard a hand card."""
    return discard_drawn_moves(state, seat) + keeps(state, seat, state.hands[seat])


def discard_drawn_moves(state: State, seat: int) -> list[Move]:
    """Discarding the searched card, unless it is the only red card among a Thing's hand and it."""
    drawn, hand = state.pending.drawn, state.hands[seat]
    if rules.is_thing(hand) and not rules.may_part_with(hand + (drawn,), drawn):
        return []
    return [Move.of("discard_drawn", lambda: say("the_things.move.discard_drawn", card=cd.name(drawn)))]


def keeps(state: State, seat: int, cards) -> list[Move]:
    """Keeping the searched card and discarding one of `cards` instead. A Human discards a red card at once; a
    Thing never discards the only red card among its hand and the drawn card."""
    drawn, hand = state.pending.drawn, state.hands[seat]
    thing = rules.is_thing(hand)
    if not thing and cd.red(drawn):
        return []
    whole = hand + (drawn,)
    return [card_move(state, seat, "keep", card, lambda c=card: say("the_things.move.keep", drawn=cd.name(drawn), card=cd.name(c)))
            for card in cards if not thing or rules.may_part_with(whole, card)]


def offer_moves(state: State, seat: int) -> list[Move]:
    """The card to give (by rank) and the rank wanted."""
    return offers(state, seat, rules.giveable(state.hands[seat]), RANKS) + [Move.of("back", BACK)]


def offers(state: State, seat: int, cards, ranks) -> list[Move]:
    """An offer of each of `cards` for each of `ranks`."""
    out = []
    for card in cards:
        for r in ranks:
            words = (lambda c=card, r=r: say("the_things.move.offer", card=cd.name(c), rank=cd.a_rank(cd.rank(c)),
                                             want=cd.a_rank(r)))
            out.append(Move.of("offer", words, ((hand_path(state, seat, card)[0], f"want/{r}"),), card=card, want=r))
    return out


def want_moves(state: State, seat: int) -> list[Move]:
    """Catan-style Talk: the rank wanted."""
    return [Move.of("want", lambda r=r: say("the_things.move.want", rank=cd.a_rank(r)), ((f"want/{r}",),), rank=r)
            for r in RANKS] + [Move.of("back", BACK)]


def gives_moves(state: State, seat: int) -> list[Move]:
    """Catan-style Talk: click a card to add its rank to the offer (each a card that may be given), then
    make the offer with what was added."""
    hand, p = state.hands[seat], state.pending
    out = []
    for r in sorted({cd.rank(c) for c in rules.giveable(hand)} - set(p.gives)):
        paths = tuple((hand_path(state, seat, c)[0],) for c in rules.giveable(hand, r))
        words = (lambda r=r: say("the_things.move.add_more", rank=cd.rank_word(r))) if p.gives else \
            (lambda r=r: say("the_things.move.add_first", rank=cd.a_rank(r)))
        out.append(Move.of("add_rank", words, paths, rank=r))
    if p.gives:
        out.append(Move.of("offer_many", lambda: say("the_things.move.offer_many", gives=cd.ranks_or(p.gives, article=False),
                                                     want=cd.a_rank(p.want)), gives=p.gives, want=p.want))
    return out + [Move.of("back", BACK)]


def ask_moves(state: State, seat: int) -> list[Move]:
    """Volunteer (only with a rank-R card that may be given) or decline; everyone is asked alike."""
    p = state.pending
    out = []
    if rules.giveable(state.hands[seat], p.want):
        if len(p.gives) == 1:
            out.append(Move.of("volunteer", lambda: say("the_things.move.volunteer", rank=cd.a_rank(p.want))))
        else:
            out += [Move.of("volunteer_for", lambda r=r: say("the_things.move.volunteer_for", rank=cd.rank_word(r)), take=r)
                    for r in p.gives]
    return out + [Move.of("decline", DECLINE)]


def choose_moves(state: State, seat: int) -> list[Move]:
    """The active player picks a volunteer."""
    return [Move.of("choose", lambda v=v: say("the_things.move.choose", seat=who(v)), ((f"seat/{v}",),), seat=v)
            for v, _ in state.pending.volunteers]


def give_moves(state: State, seat: int) -> list[Move]:
    """The chosen volunteer's rank-R card."""
    return [card_move(state, seat, "give", c, lambda c=c: say("the_things.move.give", card=cd.name(c)))
            for c in rules.giveable(state.hands[seat], state.pending.want)]


def pick_moves(state: State, seat: int) -> list[Move]:
    """Catan-style Talk: the card of an offered rank the active player gives."""
    p = state.pending
    ranks = (p.taken,) if p.partner >= 0 else p.gives
    return [card_move(state, seat, "pick", c, lambda c=c: say("the_things.move.give", card=cd.name(c)))
            for c in rules.giveable(state.hands[seat]) if cd.rank(c) in ranks]


def force_moves(state: State, seat: int) -> list[Move]:
    """Nobody volunteered: name a partner for the exchange."""
    return [Move.of("force", lambda x=x: say("the_things.move.force", seat=who(x)), ((f"seat/{x}",),), seat=x)
            for x in partners(state, seat)]


def aside_moves(state: State, seat: int) -> list[Move]:
    """The forced partner sets a card aside (a Thing a red one)."""
    return [card_move(state, seat, "aside", c, lambda c=c: say("the_things.move.aside", card=cd.name(c)))
            for c in rules.aside_choices(state.hands[seat])]


def take_moves(state: State, seat: int) -> list[Move]:
    """One of the partner's other cards, face down."""
    count = len(state.hands[state.pending.partner]) - 1
    return [Move.of("take", lambda k=k: say("the_things.move.take", n=k + 1), ((f"blind/{k}",),), slot=k)
            for k in range(count)]


def got_moves(state: State, seat: int) -> list[Move]:
    """The trader has looked at the card got (the hand shows it): go on."""
    return [Move.of("seen", DONE)]


def combat_moves(state: State, seat: int) -> list[Move]:
    """Play a card for the side of this round, or pass (done, once a card is played)."""
    c = state.pending.combat
    out = [card_move(state, seat, "play", card, lambda card=card: say("the_things.move.play", card=cd.name(card)))
           for card in rules.playable(state.hands[seat], c.faces[seat])]
    must = c.round == 1 and seat == c.attacker and not c.now
    if not must:
        out.append(Move.of("pass", DONE if c.now else PASS))
    return out


def refill_moves(state: State, seat: int) -> list[Move]:
    """After drawing: done, or (a Thing) show a red card drawn now and draw again."""
    hand = state.hands[seat]
    out = [Move.of("ready", DONE)]
    for card in state.pending.new:
        if cd.red(card) and rules.may_part_with(hand, card):
            out.append(card_move(state, seat, "reveal", card, lambda c=card: say("the_things.move.reveal", card=cd.name(c))))
    return out


def declare_moves(state: State, seat: int) -> list[Move]:
    """The optional round after the refill: declare (below) or not."""
    return [Move.of("no_declaration", NO_DECLARATION)]


PROMPTS = {
    DECLARE: declare_moves,
    ACTION: action_moves, KEEP: keep_moves, OFFER: offer_moves, O1_WANT: want_moves, O1_GIVES: gives_moves,
    ASK: ask_moves, CHOOSE: choose_moves, GIVE: give_moves, PICK: pick_moves, FORCE: force_moves,
    ASIDE: aside_moves, TAKE: take_moves, GOT: got_moves, COMBAT: combat_moves, REFILL: refill_moves,
}
# The prompts that offer many moves (dozens for an action or an offer): a move is looked for among those
# of its kind on what it names.
NARROWED = {**{(ACTION, kind): _named_actions for kind in ("search", "talk", "blood", "attack")},
            (KEEP, "discard_drawn"): _named_keeps, (KEEP, "keep"): _named_keeps, (OFFER, "offer"): _named_offers}
