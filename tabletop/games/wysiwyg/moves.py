"""Moves as plain data: what each kind holds, its words and its click targets, the legal list,
the shape check and the reasons a move is refused.

Kinds: `bid` (number), `pass`, `double`, `redouble` (the bidding box, path
`auction/bids/<n>` or `auction/calls/<kind>`), `trump` (suit 0..3: clubs,
diamonds, hearts, spades) and `no_trump` (the same box, `auction/trumps/<suit or nt>`), `play` (card: a card of
the mover's hand, path `hand/<index>`), `take` (card: a display card, path
`display/<index>`), `next_hand` (a button: the next dealer deals, once both players
have seen how the hand ended).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Move, first_equal, shown
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds
from tabletop.engine.words import Text, Words, say
from tabletop.games.tricks import card_name, playable, refusal as follow_refusal, suit_name, suit_symbol

from . import auction, play
from .state import AUCTION, BID, DISPLAY, DOUBLE, HAND_END, OVER, PASS, PLAY, REDOUBLE, TRUMP, State, replace

CALLS = (BID, PASS, DOUBLE, REDOUBLE)
SHAPES = kinds({BID: {"number": int}, PASS: {}, DOUBLE: {}, REDOUBLE: {}, "trump": {"suit": int}, "no_trump": {},
                "play": {"card": int}, "take": {"card": int}, "next_hand": {}})
CALL_WORDS = {PASS: say("wysiwyg.move.pass"), DOUBLE: say("wysiwyg.move.double"),
              REDOUBLE: say("wysiwyg.move.redouble")}
SUITS_IN_ORDER = (3, 2, 1, 0)  # spades, hearts, diamonds, clubs: the order the trump buttons show


def call_move(kind: str, number: int = 0) -> Move:
    """A call, clicked in the bidding box."""
    if kind == BID:
        return Move.of(BID, lambda: say("wysiwyg.move.bid", number=number), [(f"auction/bids/{number}",)], number=number)
    return Move.of(kind, CALL_WORDS[kind], [(f"auction/calls/{kind}",)])


def trump_move(suit: int | None) -> Move:
    """Naming trump: a button per suit, and one for no trump."""
    if suit is None:
        return Move.of("no_trump", say("wysiwyg.move.no_trump"), [("auction/trumps/nt",)])
    return Move.of("trump", lambda: say("wysiwyg.move.trump", symbol=suit_symbol(suit), suit=suit_name(suit)),
                   [(f"auction/trumps/{suit}",)], suit=suit)


def play_move(card: int, index: int) -> Move:
    """Playing the hand card shown at `index`."""
    return Move.of("play", lambda: say("wysiwyg.move.play", card=card_name(card)), [(f"hand/{index}",)], card=card)


def take_move(card: int, index: int) -> Move:
    """Taking the display card shown at `index`."""
    return Move.of("take", lambda: say("wysiwyg.move.take", card=card_name(card)), [(f"display/{index}",)], card=card)


def next_hand_move(state: State) -> Move:
    """Dealing the next hand, once the finished one has been seen (a button)."""
    return Move.of("next_hand", lambda: say("wysiwyg.move.next_hand", hand=state.hand_no + 1))


def to_move(state: State) -> tuple[int, ...]:
    return () if state.phase == OVER else (state.turn,)


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat` (none when it is not to move)."""
    if state.phase == OVER or seat != state.turn:
        return []
    if state.phase == AUCTION:
        return [call_move(kind, number) for kind, number in auction.legal_calls(state)]
    if state.phase == TRUMP:
        return [trump_move(suit) for suit in SUITS_IN_ORDER] + [trump_move(None)]
    if state.phase == DISPLAY:
        return [take_move(card, i) for i, card in enumerate(state.display)]
    if state.phase == HAND_END:
        return [next_hand_move(state)]
    hand = state.hands[seat]
    allowed = set(playable(hand, state.trick))
    return [play_move(card, i) for i, card in enumerate(hand) if card in allowed]


def find_legal(state: State, seat: int, move: Move) -> Move | None:
    """The legal move exactly equal to `move` (types included, with its words and targets), or None. A save
    from another computer looks one up for every move it replays, so a card played is looked for among the
    hand's cards equal to it, and a bid among the bids of its number."""
    if seat == state.turn and state.phase == PLAY and move.kind == "play":
        hand, wanted = state.hands[seat], move.get("card")
        allowed = playable(hand, state.trick)
        return first_equal([play_move(card, i) for i, card in enumerate(hand) if card == wanted and card in allowed], move)
    if seat == state.turn and state.phase == AUCTION and move.kind == BID:
        wanted = move.get("number")
        return first_equal([call_move(kind, number) for kind, number in auction.legal_calls(state)
                            if kind == BID and number == wanted], move)
    return first_equal(legal_moves(state, seat), move)


class _Words(ShapeWords):
    """WYSIWYG's own sentences for a move that is not one of its moves."""

    def no_such_kind(self, kind: Any) -> Text:
        return say("wysiwyg.refusal.no_such_move", kind=shown(kind))

    def wrong_fields(self, kind: str, names: tuple, wanted: tuple[str, ...]) -> Text:
        if not wanted:
            return say("wysiwyg.refusal.takes_no_fields", kind=repr(kind))
        return say("wysiwyg.refusal.takes_fields", kind=repr(kind), fields=", ".join(wanted))

    def bad_field(self, kind: str, field: str, value: Any) -> Text:
        return say("wysiwyg.refusal.whole_number", field=field, kind=repr(kind))


WORDS = _Words(say("wysiwyg.title"))


def check_shape(move: Move) -> None:
    """A move of this game has a known kind and exactly its fields, as whole numbers."""
    check_fields(WORDS, SHAPES, move)


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a legal move (events start afresh with each move)."""
    state = replace(state, events=())
    kind = move.kind
    if kind in CALLS:
        return auction.make_call(state, seat, kind, move.get("number", 0))
    if kind == "trump":
        return play.name_trump(state, move.get("suit"))
    if kind == "no_trump":
        return play.name_trump(state, None)
    if kind == "play":
        return play.play_card(state, seat, move.get("card"))
    if kind == "next_hand":
        return play.next_hand(state)
    return play.take_display(state, seat, move.get("card"))


def refusal(state: State, seat: int, move: Move) -> Words:
    """Why a well-formed move is not legal here, in a player's words."""
    kind = move.kind
    phase_words = {AUCTION: say("wysiwyg.refusal.auction_on"), TRUMP: say("wysiwyg.refusal.declarer_names_trump"),
                   PLAY: say("wysiwyg.explain.play"), DISPLAY: say("wysiwyg.refusal.winner_takes_display"),
                   HAND_END: say("wysiwyg.refusal.deal_next_hand")}
    wanted = {AUCTION: CALLS, TRUMP: ("trump", "no_trump"), PLAY: ("play",), DISPLAY: ("take",),
              HAND_END: ("next_hand",)}
    if kind not in wanted.get(state.phase, ()):
        return phase_words.get(state.phase, say("engine.not_allowed"))
    if kind in CALLS:
        return auction.call_refusal(state, kind, move.get("number", 0))
    if kind == "trump":
        return say("wysiwyg.refusal.trump_is_a_suit")
    card = move.get("card")
    if not 0 <= card < 52:
        return say("wysiwyg.refusal.no_such_card")
    if kind == "take":
        return say("wysiwyg.refusal.not_in_display", card=card_name(card))
    return follow_refusal(state.hands[seat], state.trick, card) or say("wysiwyg.refusal.card_not_now")

