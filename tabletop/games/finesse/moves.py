"""The moves of Finesse: what the seat to act may do, why anything else is refused, and applying a move.

- play (card): a hand card, led or followed (clicked as "hand/<i>"); leading an Ace to
  trick 1 this way makes its suit trump
- lead_table (card): lead one of the partner's table cards ("players/<partner>/table/<slot>")
- no_trump (card): lead an Ace to trick 1, from hand or the partner's table, and declare no trump
- replenish (card): the owner of a led table card puts a hand card in its place ("hand/<i>")
- next_hand: the next dealer deals the next hand (a button)
Cards are named by id, so a save names exactly one of two identical cards.
"""

from __future__ import annotations

from tabletop.engine.game import Move, among, first_equal
from tabletop.engine.words import Words, joined, say
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, whole
from tabletop.engine.cards import SUITS
from tabletop.games.tricks import ACE, card_name, playable, rank_of, suit_name, suit_of

from . import flow
from .state import HAND_END, OVER, PLAY, REPLENISH, State, partner_of, update
from .words import person

CARD = {"card": whole(0, 63)}
SHAPES = kinds({"play": CARD, "lead_table": CARD, "no_trump": CARD, "replenish": CARD, "next_hand": {}})
NEEDS = {"card": say("finesse.refusal.needs_card")}
WORDS = ShapeWords(say("finesse.title"), NEEDS)
LEAD_ONLY = say("finesse.refusal.lead_only")
ANY = object()  # no card named: every card's moves


def to_move(state: State) -> tuple:
    """The one seat whose decision is pending."""
    return () if state.phase == OVER else (state.turn,)


def hand_target(state: State, seat: int, card: int) -> tuple:
    """The click that names a hand card: its place in the hand as the seat sees it."""
    return ((f"hand/{state.hands[seat].index(card)}",),)


def table_target(state: State, owner: int, card: int) -> tuple:
    """The click that names a table card: its place in its owner's seat ("players/2/table/0")."""
    return ((f"players/{owner}/table/{state.tables[owner].index(card)}",),)


def _lead_words(card: int, owner: int | None, first: bool) -> Words:
    """'Lead K♠', 'Lead North's K♠ (table card)'; trick 1 adds what it makes trump."""
    name = card_name(card)
    if owner is None:
        return say("finesse.move.lead_trump", card=name, suit=suit_name(suit_of(card))) if first else \
            say("finesse.move.lead", card=name)
    if first:
        return say("finesse.move.lead_table_trump", owner=person(owner), card=name, suit=suit_name(suit_of(card)))
    return say("finesse.move.lead_table", owner=person(owner), card=name)


def lead_moves(state: State, seat: int, wanted=ANY) -> list[Move]:
    """The leader's choices: any hand card, any of the partner's table cards; at trick 1 an Ace
    may also declare no trump (those of the `wanted` card only, when given)."""
    first = state.trick_no == 1
    owner = partner_of(seat)
    moves = []
    for card in _named(state.hands[seat], wanted):
        targets = hand_target(state, seat, card)
        moves.append(Move.of("play", lambda c=card: _lead_words(c, None, first), targets, card=card))
        if first and rank_of(card) == ACE:
            moves.append(Move.of("no_trump", lambda c=card: say("finesse.move.lead_no_trump", card=card_name(c)),
                                 targets, card=card))
    for card in _named(state.tables[owner], wanted):
        if card is None:
            continue
        targets = table_target(state, owner, card)
        moves.append(Move.of("lead_table", lambda c=card: _lead_words(c, owner, first), targets, card=card))
        if first and rank_of(card) == ACE:
            moves.append(Move.of("no_trump", lambda c=card: say("finesse.move.lead_table_no_trump", owner=person(owner),
                                                                card=card_name(c)), targets, card=card))
    return moves


def follow_moves(state: State, seat: int, wanted=ANY) -> list[Move]:
    """The hand cards `seat` may play to the trick under way (the `wanted` card only, when given)."""
    return [Move.of("play", lambda c=card: say("finesse.move.play", card=card_name(c)), hand_target(state, seat, card),
                    card=card) for card in _named(playable(state.hands[seat], state.trick), wanted)]


def replenish_moves(state: State, seat: int, wanted=ANY) -> list[Move]:
    """The hand cards the owner of a led table card may put in its place (the `wanted` card only, when given)."""
    return [Move.of("replenish", lambda c=card: say("finesse.move.replenish", card=card_name(c)),
                    hand_target(state, seat, card), card=card) for card in _named(state.hands[seat], wanted)]


def _named(cards, wanted) -> list:
    """The cards equal to `wanted`, or all of them for ANY."""
    return list(cards) if wanted is ANY else among(cards, wanted)


def ahead_position(state: State, seat: int) -> State | None:
    """The position `seat` will decide in next, when nothing the seat before it decides can change its
    choices (what the table lets it choose ahead), else None:
    - it led its partner's table card: its own follow waits behind its right-hand neighbour's, and its hand
      and the suit led fix what it may play;
    - it took the trick and leads the next one once the owner of the led table card, an opponent, has put
      out a new one: its choices are its hand and its partner's table, which that does not touch."""
    if state.phase == PLAY and state.table_slot is not None and len(state.trick) == 1 \
            and state.trick[0][0] == partner_of(seat):
        return update(state, turn=seat)
    if state.phase == REPLENISH and state.last_winner == seat and state.turn % 2 != seat % 2:
        return update(state, phase=PLAY, trick=(), order=(), turn=seat, leader=seat, trick_no=state.trick_no + 1)
    return None


def ahead(state: State, seat: int) -> tuple[list[Move], Words]:
    """What `seat` may choose ahead (`ahead_position`), and the words that offer it."""
    position = ahead_position(state, seat)
    if position is None:
        return [], ""
    if state.phase == REPLENISH:
        return lead_moves(position, seat), say("finesse.ahead.lead", owner=person(state.turn))
    return follow_moves(position, seat), say("finesse.ahead.follow", next=person(state.turn))


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat` (none while another seat decides)."""
    if state.phase == OVER or seat != state.turn:
        return []
    if state.phase == PLAY:
        return follow_moves(state, seat) if state.trick else lead_moves(state, seat)
    if state.phase == REPLENISH:
        return replenish_moves(state, seat)
    return [Move.of("next_hand", label=say("finesse.move.next_hand", hand=state.hand_no + 1))]


def find_legal(state: State, seat: int, move: Move) -> Move | None:
    """The legal move exactly equal to `move` (types included, with its words and targets), or None. A save
    from another computer looks one up for every move it replays, so only the moves of the card it names are
    built."""
    if state.phase == OVER or seat != state.turn:
        return None
    wanted = move.get("card")  # every move of these phases names a card: one that names none is none of them
    if state.phase == PLAY:
        candidates = follow_moves(state, seat, wanted) if state.trick else lead_moves(state, seat, wanted)
    elif state.phase == REPLENISH:
        candidates = replenish_moves(state, seat, wanted)
    else:
        candidates = legal_moves(state, seat)
    return first_equal(candidates, move)


def check_shape(move: Move) -> None:
    """Refuse a move that is not a Finesse move at all."""
    check_fields(WORDS, SHAPES, move)


def refusal(state: State, seat: int, move: Move) -> Words:
    """Why a well-formed move of the seat to act is not legal here."""
    wrong = _wrong_phase(state, move.kind)
    if wrong:
        return wrong
    card = move.get("card")
    if move.kind == "replenish":
        return say("finesse.refusal.not_held", card=card_name(card))
    if move.kind == "no_trump":
        return _no_trump_refusal(state, seat, card)
    if state.trick:
        return follow_refusal(state, seat, card, move.kind == "play")
    return lead_refusal(state, seat, card, move.kind == "play")


def _wrong_phase(state: State, kind: str) -> Words | None:
    """The refusal of a move that does not fit the phase, or None."""
    if state.phase == HAND_END and kind != "next_hand":
        return say("finesse.refusal.hand_over")
    if state.phase == REPLENISH and kind != "replenish":
        return say("finesse.refusal.replenish_first")
    if state.phase == PLAY and kind == "replenish":
        return say("finesse.refusal.replenish_after")
    if state.phase == PLAY and kind == "next_hand":
        return say("finesse.refusal.still_playing")
    return None


def _no_trump_refusal(state: State, seat: int, card: int) -> Words:
    """Why this no-trump declaration is not allowed."""
    if state.trick_no != 1 or state.trick:
        return say("finesse.refusal.no_trump_first_trick")
    if rank_of(card) != ACE:
        return say("finesse.refusal.no_trump_ace")
    return lead_refusal(state, seat, card, card in state.hands[seat])


def lead_refusal(state: State, seat: int, card: int, from_hand: bool) -> Words:
    """Why this card may not be led (from the hand, or from a table)."""
    if from_hand and card not in state.hands[seat]:
        return LEAD_ONLY if _on_a_table(state, card) else say("finesse.refusal.not_held", card=card_name(card))
    if not from_hand and card not in state.tables[partner_of(seat)]:
        if card in state.tables[seat]:
            return joined(say("finesse.refusal.own_table"), LEAD_ONLY)
        return LEAD_ONLY
    return say("finesse.refusal.lead_not_now")


def follow_refusal(state: State, seat: int, card: int, from_hand: bool) -> Words:
    """Why this card may not be played to the trick under way."""
    if not from_hand or (card not in state.hands[seat] and _on_a_table(state, card)):
        return say("finesse.refusal.table_cards_led")
    if card not in state.hands[seat]:
        return say("finesse.refusal.not_held", card=card_name(card))
    led = suit_of(state.trick[0][1])
    if card not in playable(state.hands[seat], state.trick):
        return say("tricks.must_follow", suit=SUITS[led])
    return say("finesse.refusal.card_not_now")


def _on_a_table(state: State, card: int) -> bool:
    """Whether the card lies face up on somebody's table."""
    return any(card in table for table in state.tables)


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a checked move."""
    state = update(state, events=())
    card = move.get("card")
    kind = move.kind
    if kind == "next_hand":
        return flow.next_hand(state)
    if kind == "replenish":
        return flow.replenish(state, seat, card)
    if state.trick:
        return flow.follow(state, seat, card)
    no_trump = kind == "no_trump"
    if kind == "lead_table" or (no_trump and card not in state.hands[seat]):
        return flow.lead_from_table(state, seat, card, no_trump)
    return flow.lead_from_hand(state, seat, card, no_trump)
