"""Moves as plain data: what each kind holds, its words and its click targets, the legal list,
the shape check and the reasons a move is refused.

Kinds: `bid` (number), `pass`, `double`, `redouble` (the bidding box, path
`auction/bids/<n>` or `auction/calls/<kind>`), `trump` (suit 0..3: clubs,
diamonds, hearts, spades) and `no_trump` (the same box, `auction/trumps/<suit or nt>`), `play` (card: a card of
the mover's hand, path `hand/<index>`), `take` (card: a display card, path
`display/<index>`).
"""

from __future__ import annotations

from tabletop.engine.game import MalformedMove, Move
from tabletop.games.tricks import card_name, playable, refusal as follow_refusal, suit_name, suit_symbol

from . import auction, play
from .state import AUCTION, BID, DISPLAY, DOUBLE, OVER, PASS, PLAY, REDOUBLE, TRUMP, State, replace

CALLS = (BID, PASS, DOUBLE, REDOUBLE)
FIELDS = {BID: ("number",), PASS: (), DOUBLE: (), REDOUBLE: (), "trump": ("suit",), "no_trump": (),
          "play": ("card",), "take": ("card",)}
CALL_WORDS = {PASS: "Pass", DOUBLE: "Double", REDOUBLE: "Redouble"}
SUITS_IN_ORDER = (3, 2, 1, 0)  # spades, hearts, diamonds, clubs: the order the trump buttons show


def call_move(kind: str, number: int = 0) -> Move:
    """A call, clicked in the bidding box."""
    if kind == BID:
        return Move.of(BID, lambda: f"Bid {number}", [(f"auction/bids/{number}",)], number=number)
    return Move.of(kind, CALL_WORDS[kind], [(f"auction/calls/{kind}",)])


def trump_move(suit: int | None) -> Move:
    """Naming trump: a button per suit, and one for no trump."""
    if suit is None:
        return Move.of("no_trump", "No trump", [("auction/trumps/nt",)])
    return Move.of("trump", f"Trump {suit_symbol(suit)} {suit_name(suit)}", [(f"auction/trumps/{suit}",)], suit=suit)


def play_move(card: int, index: int) -> Move:
    """Playing the hand card shown at `index`."""
    return Move.of("play", lambda: f"Play {card_name(card)}", [(f"hand/{index}",)], card=card)


def take_move(card: int, index: int) -> Move:
    """Taking the display card shown at `index`."""
    return Move.of("take", lambda: f"Take {card_name(card)}", [(f"display/{index}",)], card=card)


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
    hand = state.hands[seat]
    allowed = set(playable(hand, state.trick))
    return [play_move(card, i) for i, card in enumerate(hand) if card in allowed]


def check_shape(move: Move) -> None:
    """A move of this game has a known kind and exactly its fields, as whole numbers."""
    fields = FIELDS.get(move.kind)
    if fields is None:
        raise MalformedMove(f"WYSIWYG has no move called {move.kind!r}.")
    names = tuple(name for name, _ in move.params)
    if sorted(names) != sorted(fields):
        raise MalformedMove(f"A {move.kind!r} move takes {', '.join(fields) or 'no fields'}.")
    for name, value in move.params:
        if type(value) is not int:
            raise MalformedMove(f"The {name} of a {move.kind!r} move must be a whole number.")


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
    return play.take_display(state, seat, move.get("card"))


def refusal(state: State, seat: int, move: Move) -> str:
    """Why a well-formed move is not legal here, in a player's words."""
    kind = move.kind
    phase_words = {AUCTION: "The auction is on: make a call.", TRUMP: "The declarer names trump now.",
                   PLAY: "Play a card from your hand.", DISPLAY: "The trick's winner takes a display card now."}
    wanted = {AUCTION: CALLS, TRUMP: ("trump", "no_trump"), PLAY: ("play",), DISPLAY: ("take",)}
    if kind not in wanted.get(state.phase, ()):
        return phase_words.get(state.phase, "That move is not allowed now.")
    if kind in CALLS:
        return auction.call_refusal(state, kind, move.get("number", 0))
    if kind == "trump":
        return "Trump is one of the four suits (0 clubs, 1 diamonds, 2 hearts, 3 spades)."
    card = move.get("card")
    if not 0 <= card < 52:
        return "There is no such card."
    if kind == "take":
        return f"{card_name(card)} is not in the display."
    return follow_refusal(state.hands[seat], state.trick, card) or "That card cannot be played now."
